import type Database from 'better-sqlite3';
import { IdempotencyClaimLostError } from '../errors';
import type {
	IdempotencyClaim,
	IdempotencyRepository,
	IdempotencyState,
	IdempotentResource,
} from '../types';
import type { Row } from '../rows';
import { prepared } from './statements';

/** How long an idempotency key and its stored response are kept. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * A claim with no response and no object after this long belongs to a request that hung: a
 * retry takes it over. (Claims of a process that died are released when the server starts.)
 */
const IDEMPOTENCY_STALE_MS = 60 * 1000;

/**
 * Sets the claim's recovery point: called inside the transaction that inserts the object, so
 * the key names its object exactly when the object exists. Refuses (rolling the insert back)
 * when the request no longer holds the claim.
 */
export function setRecoveryPoint(
	db: Database.Database,
	claim: IdempotencyClaim,
	resource: IdempotentResource,
): void {
	const result = prepared(
		db,
		`UPDATE idempotency_keys SET resource_type = ?, resource_id = ?
      WHERE account_id = ? AND key = ? AND claim_token = ? AND resource_id IS NULL AND status_code IS NULL`,
	).run(resource.type, resource.id, claim.accountId, claim.key, claim.token);
	if (result.changes === 0) {
		throw new IdempotencyClaimLostError(
			`The Idempotency-Key '${claim.key}' is no longer held by this request.`,
		);
	}
}

/** Idempotency keys and the responses stored for them. */
export function sqliteIdempotency(db: Database.Database): IdempotencyRepository {
	let lastPurge = 0;
	const purgeExpired = (now: number): void => {
		if (now - lastPurge < 60_000) return;
		lastPurge = now;
		prepared(db, 'DELETE FROM idempotency_keys WHERE created_at <= ?').run(
			now - IDEMPOTENCY_TTL_MS,
		);
	};

	return {
		async claimIdempotencyKey(accountId, key, fingerprint, token, now) {
			purgeExpired(now);
			const claim = { accountId, key, token };
			return db.transaction((): IdempotencyState => {
				const row = prepared(
					db,
					'SELECT * FROM idempotency_keys WHERE account_id = ? AND key = ?',
				).get(accountId, key) as Row | undefined;
				const live = row !== undefined && (row.created_at as number) > now - IDEMPOTENCY_TTL_MS;
				if (row && live) {
					if (row.fingerprint !== fingerprint) return { state: 'mismatch' };
					if (row.status_code !== null) {
						return {
							state: 'done',
							response: {
								statusCode: row.status_code as number,
								headers: JSON.parse(row.headers_json as string),
								body: row.body as string,
							},
						};
					}
					if (row.resource_id !== null) {
						// The object exists: take the claim over and answer from the object, at once.
						prepared(
							db,
							'UPDATE idempotency_keys SET claim_token = ? WHERE account_id = ? AND key = ?',
						).run(token, accountId, key);
						const resource = {
							type: row.resource_type as IdempotentResource['type'],
							id: row.resource_id as string,
						};
						return { state: 'recovered', claim, resource };
					}
					if ((row.created_at as number) > now - IDEMPOTENCY_STALE_MS)
						return { state: 'in_progress' };
				}
				prepared(
					db,
					`INSERT OR REPLACE INTO idempotency_keys (account_id, key, fingerprint, created_at, claim_token)
            VALUES (?, ?, ?, ?, ?)`,
				).run(accountId, key, fingerprint, now, token);
				return { state: 'new', claim };
			})();
		},

		async idempotencyKeyAnswered(accountId, key, now) {
			return (
				prepared(
					db,
					`SELECT 1 FROM idempotency_keys WHERE account_id = ? AND key = ? AND created_at > ?
            AND (status_code IS NOT NULL OR resource_id IS NOT NULL)`,
				).get(accountId, key, now - IDEMPOTENCY_TTL_MS) !== undefined
			);
		},

		async saveIdempotentResponse(claim, response) {
			prepared(
				db,
				`UPDATE idempotency_keys SET status_code = ?, headers_json = ?, body = ?
          WHERE account_id = ? AND key = ? AND claim_token = ? AND status_code IS NULL`,
			).run(
				response.statusCode,
				JSON.stringify(response.headers),
				response.body,
				claim.accountId,
				claim.key,
				claim.token,
			);
		},

		async releaseIdempotencyKey(claim) {
			prepared(
				db,
				`DELETE FROM idempotency_keys
          WHERE account_id = ? AND key = ? AND claim_token = ? AND status_code IS NULL AND resource_id IS NULL`,
			).run(claim.accountId, claim.key, claim.token);
		},

		async releaseAbandonedClaims() {
			return prepared(
				db,
				'DELETE FROM idempotency_keys WHERE status_code IS NULL AND resource_id IS NULL',
			).run().changes;
		},
	};
}
