import type { WebhookRepository } from '../types';
import {
	ANY_DUE_DELIVERY_SQL,
	CANCEL_DELIVERIES_SQL,
	claimQuery,
	COUNT_LIVE_ENDPOINTS_SQL,
	DELETE_WEBHOOK_ENDPOINT_SQL,
	GET_WEBHOOK_ENDPOINT_SQL,
	INSERT_WEBHOOK_ENDPOINT_SQL,
	insertWebhookEndpointParams,
	RELEASE_DELIVERY_SQL,
	SETTLE_DELIVERY_SQL,
	settleDeliveryParams,
	toClaimedDelivery,
	toWebhookEndpoint,
	webhookEndpointListConditions,
} from '../webhook-queries';
import { keysetPage, keysetQuery } from '../queries';
import type { PgDatabase } from './database';
import { setRecoveryPoint } from './idempotency';

/**
 * How the claim's query reads on PostgreSQL (see `claimQuery`), and its row locks. Deliveries FOR UPDATE SKIP LOCKED: instances sharing the queue never
 * claim one delivery twice (and the lease, committed with the claim, keeps it theirs after).
 * Endpoints FOR SHARE SKIP LOCKED: claimers share an endpoint's row, but a DELETE's UPDATE of it
 * excludes them. So a claim either skips an endpoint being deleted (its lock is held), or finds
 * it deleted (committed: the row is re-checked), or holds the share lock until COMMIT, and the
 * requests are started before COMMIT (`start`) while the DELETE waits for that lock. Either way
 * no request starts after the DELETE has committed, which is before its response is sent.
 */
const CLAIM_ENGINE = {
	// The sender's lower cap of an endpoint, from the claim's JSON parameter (NULL when none).
	endpointCaps: (column: string) => `(?::jsonb ->> ${column})::int`,
	// ARRAY(subquery) is an InitPlan, run once; `d.seq = ANY` then reads the primary key, whatever
	// the planner believes of the tables' sizes (an IN join was planned as a nested loop over all
	// due rows for each of them: 0.5 s a claim with 1 000 pending).
	candidates: (subquery: string) => `d.seq = ANY(ARRAY(${subquery}))`,
	locking: 'FOR UPDATE OF d SKIP LOCKED FOR SHARE OF e SKIP LOCKED',
};

/** The transaction-level advisory lock that serialises delivery claims (any fixed number). */
const CLAIM_LOCK = 7_204_611;

/** Webhook endpoints and the delivery queue on PostgreSQL, shared by every instance. */
export function pgWebhooks(db: PgDatabase): WebhookRepository {
	return {
		async insertWebhookEndpoint(endpoint, maxLive, claim) {
			return db.transaction(async (tx) => {
				// The account's row lock serialises its creates (also across instances), so the count
				// and the insert are one step. NO KEY UPDATE: inserts that reference the account (its
				// designs' foreign keys) do not wait for it.
				await tx.run('SELECT id FROM accounts WHERE id = ? FOR NO KEY UPDATE', [
					endpoint.accountId,
				]);
				const row = await tx.row(COUNT_LIVE_ENDPOINTS_SQL, [endpoint.accountId]);
				if (Number(row?.n ?? 0) >= maxLive) return undefined;
				await tx.run(INSERT_WEBHOOK_ENDPOINT_SQL, insertWebhookEndpointParams(endpoint));
				if (claim) await setRecoveryPoint(tx, claim, { type: 'webhook_endpoint', id: endpoint.id });
				return endpoint;
			});
		},

		async getWebhookEndpoint(accountId, id) {
			const row = await db.row(GET_WEBHOOK_ENDPOINT_SQL, [accountId, id]);
			return row && toWebhookEndpoint(row);
		},

		async listWebhookEndpoints(query) {
			const { sql, params } = keysetQuery(
				'SELECT w.* FROM webhook_endpoints w',
				'w.seq',
				webhookEndpointListConditions(query),
				query,
			);
			const page = keysetPage(await db.rows(sql, params), query);
			return { items: page.items.map(toWebhookEndpoint), hasMore: page.hasMore };
		},

		async deleteWebhookEndpoint(accountId, id, now) {
			return db.transaction(async (tx) => {
				// Waits for claims holding the endpoint's share lock (their requests have started).
				if ((await tx.run(DELETE_WEBHOOK_ENDPOINT_SQL, [now, accountId, id])) === 0) return false;
				await tx.run(CANCEL_DELIVERIES_SQL, [now, id]);
				return true;
			});
		},

		async claimDeliveries(request, start) {
			if (!(await db.row(ANY_DUE_DELIVERY_SQL, [request.now, request.now]))) return 0;
			return db.transaction(async (tx) => {
				// One claim at a time across instances: the caps count leases committed by the claims
				// before (each statement reads a fresh snapshot), so two instances cannot both see an
				// account with room and together exceed its cap. Held until COMMIT, a few milliseconds.
				await tx.run(`SELECT pg_advisory_xact_lock(${CLAIM_LOCK})`, []);
				const { sql, params } = claimQuery(request, CLAIM_ENGINE);
				const rows = await tx.rows(sql, params);
				if (rows.length === 0) return 0;
				const lease = request.now + request.leaseMs;
				await tx.run('UPDATE webhook_deliveries SET locked_until = ? WHERE seq = ANY(?)', [
					lease,
					rows.map((row) => row.seq),
				]);
				// Started while the endpoint rows are share-locked; COMMIT follows.
				for (const row of rows) start(toClaimedDelivery(row, lease));
				return rows.length;
			});
		},

		async settleDelivery(delivery, outcome, now) {
			await db.run(SETTLE_DELIVERY_SQL, settleDeliveryParams(delivery, outcome, now));
		},

		async releaseDeliveries(deliveries) {
			for (const d of deliveries) await db.run(RELEASE_DELIVERY_SQL, [d.seq, d.lease]);
		},

		async releaseAbandonedDeliveries() {
			// Other instances may be sending these right now: their leases run out instead.
			return 0;
		},
	};
}
