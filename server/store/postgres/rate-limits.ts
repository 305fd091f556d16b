import type { RateLimitCounter } from '../types';
import type { Sql } from './database';

type Count = RateLimitCounter['countRequest'];

/**
 * Rate-limit counters in a table, so every instance on the database counts against one budget.
 * A key's requests all update one row, so concurrent ones would queue on its lock, a commit
 * apiece: they are coalesced instead (`coalesced`).
 */
export function pgRateLimits(db: Sql): RateLimitCounter {
	let lastSweep = 0;
	const count: Count = async (keyId, policy, window, cost = 1) => {
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
	};
	return { countRequest: coalesced(count) };
}

interface Waiter {
	cost: number;
	resolve(count: number): void;
	reject(error: unknown): void;
}

/**
 * One statement at a time per counter: the requests that arrive while it runs wait and are then
 * added together, in one statement, and each is given the count as if it had been added alone
 * in arrival order (the statement's result minus the costs of those after it). Exact, as the
 * counter moves by each cost once and other instances' additions fall before or after a batch,
 * never inside it; under load an instance sends one statement per round trip instead of one per
 * request.
 */
export function coalesced(count: Count): Count {
	const counters = new Map<string, Waiter[]>();

	const drain = async (id: string, args: [string, string, number], waiting: Waiter[]) => {
		while (waiting.length > 0) {
			const batch = waiting.splice(0);
			const total = batch.reduce((sum, w) => sum + w.cost, 0);
			try {
				let running = (await count(...args, total)) - total;
				for (const waiter of batch) waiter.resolve((running += waiter.cost));
			} catch (error) {
				for (const waiter of batch) waiter.reject(error);
			}
		}
		counters.delete(id);
	};

	return (keyId, policy, window, cost = 1) =>
		new Promise<number>((resolve, reject) => {
			const id = `${keyId}\n${policy}\n${window}`;
			const waiting = counters.get(id);
			if (waiting) {
				waiting.push({ cost, resolve, reject });
				return;
			}
			const first: Waiter[] = [{ cost, resolve, reject }];
			counters.set(id, first);
			void drain(id, [keyId, policy, window], first);
		});
}
