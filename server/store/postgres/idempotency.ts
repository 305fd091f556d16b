import type { IdempotencyRepository, IdempotencyState } from '../types';
import type { Sql } from './database';

/** How long an idempotency key and its stored response are kept. */
const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** A claimed key with no response after this long belongs to a request that died: reclaim it. */
const IDEMPOTENCY_STALE_MS = 60 * 1000;

/**
 * Idempotency keys and the responses stored for them. Claims are single statements (an upsert
 * that takes over only an expired or abandoned claim), so instances racing on one key agree
 * without locks: exactly one gets `new`.
 */
export function pgIdempotency(db: Sql): IdempotencyRepository {
	let lastPurge = 0;
	const purgeExpired = async (now: number): Promise<void> => {
		if (now - lastPurge < 60_000) return;
		lastPurge = now;
		await db.run('DELETE FROM idempotency_keys WHERE created_at <= ?', [now - IDEMPOTENCY_TTL_MS]);
	};

	const claim = async (
		accountId: string,
		key: string,
		fingerprint: string,
		now: number,
	): Promise<IdempotencyState | undefined> => {
		const claimed = await db.row(
			`INSERT INTO idempotency_keys AS i (account_id, key, fingerprint, created_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (account_id, key) DO UPDATE
         SET fingerprint = EXCLUDED.fingerprint, created_at = EXCLUDED.created_at,
             status_code = NULL, headers_json = NULL, body = NULL
         WHERE i.created_at <= ? OR (i.status_code IS NULL AND i.created_at <= ?)
       RETURNING 1`,
			[accountId, key, fingerprint, now, now - IDEMPOTENCY_TTL_MS, now - IDEMPOTENCY_STALE_MS],
		);
		if (claimed) return { state: 'new' };
		const row = await db.row('SELECT * FROM idempotency_keys WHERE account_id = ? AND key = ?', [
			accountId,
			key,
		]);
		// Released between the two statements: claim again.
		if (!row) return undefined;
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
	};

	return {
		async claimIdempotencyKey(accountId, key, fingerprint, now) {
			await purgeExpired(now);
			for (;;) {
				const state = await claim(accountId, key, fingerprint, now);
				if (state) return state;
			}
		},

		async saveIdempotentResponse(accountId, key, response) {
			await db.run(
				'UPDATE idempotency_keys SET status_code = ?, headers_json = ?, body = ? WHERE account_id = ? AND key = ?',
				[response.statusCode, JSON.stringify(response.headers), response.body, accountId, key],
			);
		},

		async releaseIdempotencyKey(accountId, key) {
			await db.run(
				'DELETE FROM idempotency_keys WHERE account_id = ? AND key = ? AND status_code IS NULL',
				[accountId, key],
			);
		},
	};
}
