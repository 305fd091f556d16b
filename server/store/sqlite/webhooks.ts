import type Database from 'better-sqlite3';
import type { Row } from '../rows';
import type { ClaimedDelivery, DeliveryClaim, WebhookRepository } from '../types';
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
import { setRecoveryPoint } from './idempotency';
import { sqlitePage } from './paging';
import { prepared } from './statements';

/** How the claim's query reads in SQLite (see `claimQuery`). */
const CLAIM_ENGINE = {
	// The sender's lower cap of an endpoint, from the claim's JSON parameter (NULL when none).
	endpointCaps: (column: string) => `(SELECT value FROM json_each(?) WHERE key = ${column})`,
	// A subquery that does not refer to the outer row is run once.
	candidates: (subquery: string) => `d.seq IN (${subquery})`,
};

/**
 * Webhook endpoints and the delivery queue on SQLite. One process owns the database file, and
 * better-sqlite3 runs every statement synchronously on the event loop: a claim and the start of
 * its requests happen in one synchronous stretch, which no other JavaScript (a DELETE of the
 * endpoint) can interleave with. So a delivery whose endpoint is deleted is either not claimed
 * (the DELETE committed first and cancelled it) or already started when the DELETE runs.
 */
export function sqliteWebhooks(db: Database.Database): WebhookRepository {
	// IMMEDIATE: the count and the insert hold the write lock together, so two creates (also from
	// two processes on the file) cannot both see 15 and make 17.
	const insert = db.transaction(
		(...[endpoint, maxLive, claim]: Parameters<WebhookRepository['insertWebhookEndpoint']>) => {
			const { n } = prepared(db, COUNT_LIVE_ENDPOINTS_SQL).get(endpoint.accountId) as { n: number };
			if (n >= maxLive) return false;
			prepared(db, INSERT_WEBHOOK_ENDPOINT_SQL).run(...insertWebhookEndpointParams(endpoint));
			if (claim) setRecoveryPoint(db, claim, { type: 'webhook_endpoint', id: endpoint.id });
			return true;
		},
	);

	const remove = db.transaction((accountId: string, id: string, now: number) => {
		if (prepared(db, DELETE_WEBHOOK_ENDPOINT_SQL).run(now, accountId, id).changes === 0)
			return false;
		prepared(db, CANCEL_DELIVERIES_SQL).run(now, id);
		return true;
	});

	const claim = db.transaction((request: DeliveryClaim) => {
		const { sql, params } = claimQuery(request, CLAIM_ENGINE);
		const lease = request.now + request.leaseMs;
		const rows = prepared(db, sql).all(...params) as Row[];
		const lock = prepared(db, 'UPDATE webhook_deliveries SET locked_until = ? WHERE seq = ?');
		for (const row of rows) lock.run(lease, row.seq);
		return rows.map((row) => toClaimedDelivery(row, lease));
	});

	return {
		async insertWebhookEndpoint(endpoint, maxLive, idempotencyClaim) {
			return insert.immediate(endpoint, maxLive, idempotencyClaim) ? endpoint : undefined;
		},

		async getWebhookEndpoint(accountId, id) {
			const row = prepared(db, GET_WEBHOOK_ENDPOINT_SQL).get(accountId, id) as Row | undefined;
			return row && toWebhookEndpoint(row);
		},

		async listWebhookEndpoints(query) {
			const page = sqlitePage(
				db,
				'SELECT w.* FROM webhook_endpoints w',
				'w.seq',
				webhookEndpointListConditions(query),
				query,
			);
			return { items: page.items.map(toWebhookEndpoint), hasMore: page.hasMore };
		},

		async deleteWebhookEndpoint(accountId, id, now) {
			return remove(accountId, id, now);
		},

		async claimDeliveries(request, start) {
			if (!prepared(db, ANY_DUE_DELIVERY_SQL).get(request.now, request.now)) return 0;
			// Claimed and started in one synchronous stretch (see above): no await in between.
			const claimed: ClaimedDelivery[] = claim.immediate(request);
			for (const delivery of claimed) start(delivery);
			return claimed.length;
		},

		async settleDelivery(delivery, outcome, now) {
			prepared(db, SETTLE_DELIVERY_SQL).run(...settleDeliveryParams(delivery, outcome, now));
		},

		async releaseDeliveries(deliveries) {
			const release = prepared(db, RELEASE_DELIVERY_SQL);
			db.transaction(() => {
				for (const d of deliveries) release.run(d.seq, d.lease);
			})();
		},

		async releaseAbandonedDeliveries() {
			return prepared(
				db,
				`UPDATE webhook_deliveries SET locked_until = NULL WHERE status = 'pending' AND locked_until IS NOT NULL`,
			).run().changes;
		},
	};
}
