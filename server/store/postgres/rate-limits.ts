import type { RateLimitCounter } from '../types';
import type { Sql } from './database';

/** Rate-limit counters in a table, so every instance on the database counts against one budget. */
export function pgRateLimits(db: Sql): RateLimitCounter {
	let lastSweep = 0;
	return {
		async countRequest(keyId, policy, window, cost = 1) {
			if (window !== lastSweep) {
				// Windows that have ended count for nothing: each instance sweeps now and then.
				lastSweep = window;
				await db.run('DELETE FROM rate_limit_counters WHERE window_start < ?', [window]);
			}
			const row = await db.row(
				`INSERT INTO rate_limit_counters AS c (key_id, policy, window_start, count) VALUES (?, ?, ?, ?)
         ON CONFLICT (key_id, policy, window_start) DO UPDATE SET count = c.count + EXCLUDED.count
         RETURNING count`,
				[keyId, policy, window, cost],
			);
			return row!.count as number;
		},
	};
}
