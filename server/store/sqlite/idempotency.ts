import type Database from 'better-sqlite3';
import type { IdempotencyRepository, IdempotencyState } from '../types';
import type { Row } from '../rows';

/** How long an idempotency key and its stored response are kept. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** A claimed key with no response after this long belongs to a request that died: reclaim it. */
const IDEMPOTENCY_STALE_MS = 60 * 1000;

/** Idempotency keys and the responses stored for them. */
export function sqliteIdempotency(db: Database.Database): IdempotencyRepository {
	let lastPurge = 0;
	const purgeExpired = (now: number): void => {
		if (now - lastPurge < 60_000) return;
		lastPurge = now;
		db.prepare('DELETE FROM idempotency_keys WHERE created_at <= ?').run(now - IDEMPOTENCY_TTL_MS);
	};

	return {
		async claimIdempotencyKey(accountId, key, fingerprint, now) {
			purgeExpired(now);
			return db.transaction((): IdempotencyState => {
				const row = db
					.prepare('SELECT * FROM idempotency_keys WHERE account_id = ? AND key = ?')
					.get(accountId, key) as Row | undefined;
				const expired = row !== undefined && (row.created_at as number) <= now - IDEMPOTENCY_TTL_MS;
				const abandoned =
					row !== undefined &&
					row.status_code === null &&
					(row.created_at as number) <= now - IDEMPOTENCY_STALE_MS;
				if (row && !expired && !abandoned) {
					if (row.fingerprint !== fingerprint) return { state: 'mismatch' };
					if (row.status_code === null) return { state: 'in_progress' };
					return {
						state: 'done',
						response: {
							statusCode: row.status_code as number,
							headers: JSON.parse(row.headers_json as string),
							body: row.body as string,
						},
					};
				}
				db.prepare(
					`INSERT OR REPLACE INTO idempotency_keys (account_id, key, fingerprint, created_at) VALUES (?, ?, ?, ?)`,
				).run(accountId, key, fingerprint, now);
				return { state: 'new' };
			})();
		},

		async saveIdempotentResponse(accountId, key, response) {
			db.prepare(
				'UPDATE idempotency_keys SET status_code = ?, headers_json = ?, body = ? WHERE account_id = ? AND key = ?',
			).run(response.statusCode, JSON.stringify(response.headers), response.body, accountId, key);
		},

		async releaseIdempotencyKey(accountId, key) {
			db.prepare(
				'DELETE FROM idempotency_keys WHERE account_id = ? AND key = ? AND status_code IS NULL',
			).run(accountId, key);
		},
	};
}
