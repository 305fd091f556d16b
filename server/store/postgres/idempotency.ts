import { IdempotencyClaimLostError } from '../errors';
import type {
	IdempotencyClaim,
	IdempotencyRepository,
	IdempotencyState,
	IdempotentResource,
} from '../types';
import type { Sql } from './database';

/** How long an idempotency key and its stored response are kept. */
const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * The lease of a claim with no response and no object: after it, the request is taken for dead
 * and a retry takes the key over. (Instances share the table, so nothing is released at start.)
 */
const IDEMPOTENCY_LEASE_MS = 60 * 1000;

/**
 * Sets the claim's recovery point inside the transaction that inserts the object. The UPDATE
 * locks the key row, so a takeover waits for this transaction and then finds the object.
 * Refuses (rolling the insert back) when the request no longer holds the claim.
 */
export async function setRecoveryPoint(
	tx: Sql,
	claim: IdempotencyClaim,
	resource: IdempotentResource,
): Promise<void> {
	const changed = await tx.run(
		`UPDATE idempotency_keys SET resource_type = ?, resource_id = ?
     WHERE account_id = ? AND key = ? AND claim_token = ? AND resource_id IS NULL AND status_code IS NULL`,
		[resource.type, resource.id, claim.accountId, claim.key, claim.token],
	);
	if (changed === 0) {
		throw new IdempotencyClaimLostError(
			`The Idempotency-Key '${claim.key}' is no longer held by this request.`,
		);
	}
}

/**
 * Idempotency keys and the responses stored for them. A claim is one UPSERT that takes a key
 * over only when it has expired or its lease ran out with no object, so instances racing on one
 * key agree on the row lock: exactly one gets `new`.
 */
export function pgIdempotency(db: Sql): IdempotencyRepository {
	let lastPurge = 0;
	const purgeExpired = async (now: number): Promise<void> => {
		if (now - lastPurge < 60_000) return;
		lastPurge = now;
		await db.run('DELETE FROM idempotency_keys WHERE created_at <= ?', [now - IDEMPOTENCY_TTL_MS]);
	};

	const claimOnce = async (
		claim: IdempotencyClaim,
		fingerprint: string,
		now: number,
	): Promise<IdempotencyState | undefined> => {
		const { accountId, key, token } = claim;
		const claimed = await db.row(
			`INSERT INTO idempotency_keys AS i (account_id, key, fingerprint, created_at, claim_token)
       VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (account_id, key) DO UPDATE
         SET fingerprint = EXCLUDED.fingerprint, created_at = EXCLUDED.created_at,
             claim_token = EXCLUDED.claim_token, status_code = NULL, headers_json = NULL, body = NULL,
             resource_type = NULL, resource_id = NULL
         WHERE i.created_at <= ?
            OR (i.status_code IS NULL AND i.resource_id IS NULL AND i.created_at <= ?)
       RETURNING 1`,
			[
				accountId,
				key,
				fingerprint,
				now,
				token,
				now - IDEMPOTENCY_TTL_MS,
				now - IDEMPOTENCY_LEASE_MS,
			],
		);
		if (claimed) return { state: 'new', claim };
		const row = await db.row('SELECT * FROM idempotency_keys WHERE account_id = ? AND key = ?', [
			accountId,
			key,
		]);
		if (!row) return undefined; // released between the two statements: claim again
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
		if (row.resource_id === null) return { state: 'in_progress' };
		// The object exists but no response was stored: take the claim over, answer from the object.
		const taken = await db.run(
			`UPDATE idempotency_keys SET claim_token = ?
       WHERE account_id = ? AND key = ? AND status_code IS NULL AND resource_id = ?`,
			[token, accountId, key, row.resource_id],
		);
		if (taken === 0) return undefined; // answered meanwhile: read it again
		const resource = {
			type: row.resource_type as IdempotentResource['type'],
			id: row.resource_id as string,
		};
		return { state: 'recovered', claim, resource };
	};

	return {
		async claimIdempotencyKey(accountId, key, fingerprint, token, now) {
			await purgeExpired(now);
			for (;;) {
				const state = await claimOnce({ accountId, key, token }, fingerprint, now);
				if (state) return state;
			}
		},

		async idempotencyKeyAnswered(accountId, key, now) {
			const row = await db.row(
				`SELECT 1 AS answered FROM idempotency_keys WHERE account_id = ? AND key = ? AND created_at > ?
         AND (status_code IS NOT NULL OR resource_id IS NOT NULL)`,
				[accountId, key, now - IDEMPOTENCY_TTL_MS],
			);
			return row !== undefined;
		},

		async saveIdempotentResponse(claim, response) {
			await db.run(
				`UPDATE idempotency_keys SET status_code = ?, headers_json = ?, body = ?
         WHERE account_id = ? AND key = ? AND claim_token = ? AND status_code IS NULL`,
				[
					response.statusCode,
					JSON.stringify(response.headers),
					response.body,
					claim.accountId,
					claim.key,
					claim.token,
				],
			);
		},

		async releaseIdempotencyKey(claim) {
			await db.run(
				`DELETE FROM idempotency_keys
         WHERE account_id = ? AND key = ? AND claim_token = ? AND status_code IS NULL AND resource_id IS NULL`,
				[claim.accountId, claim.key, claim.token],
			);
		},

		async releaseAbandonedClaims() {
			// Other instances may hold these claims right now: they expire by their lease instead.
			return 0;
		},
	};
}
