import type { RateLimitCounter } from './types';

/** Rate-limit counters in a Map: enough for a single process (the SQLite store). */
export function memoryRateLimits(): RateLimitCounter {
	const windows = new Map<string, { window: number; count: number }>();
	let lastSweep = 0;
	return {
		async countRequest(keyId, policy, window, cost = 1) {
			// A window that has ended counts for nothing (a refund that arrives after its window).
			if (window < lastSweep) return 0;
			if (window !== lastSweep) {
				// Forget windows that have ended, so the map holds only live counters.
				for (const [id, entry] of windows) if (entry.window !== window) windows.delete(id);
				lastSweep = window;
			}
			const id = `${keyId}:${policy}`;
			const entry = windows.get(id);
			const count = (entry?.window === window ? entry.count : 0) + cost;
			windows.set(id, { window, count });
			return count;
		},
	};
}
