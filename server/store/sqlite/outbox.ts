import type Database from 'better-sqlite3';
import { prepared } from './statements';

/**
 * Queues an event's deliveries: one pending row per enabled endpoint of the account subscribed to
 * its type (or to `*`), due at once. Called inside the transaction that records the event, so a
 * delivery exists exactly when its event does. Most accounts have no endpoint: an index probe
 * answers that first (0.6 µs), where the INSERT … SELECT finding no row cost 17 µs an event
 * (opening the deliveries table and its indexes for writing), about a tenth of a generate's
 * commit under load.
 */
export function enqueueDeliveries(
	db: Database.Database,
	event: { id: string; accountId: string; type: string },
	now: number,
): number {
	const anyEndpoint = prepared(
		db,
		'SELECT 1 FROM webhook_endpoints WHERE account_id = ? AND deleted_at IS NULL LIMIT 1',
	).get(event.accountId);
	if (!anyEndpoint) return 0;
	return prepared(
		db,
		`INSERT INTO webhook_deliveries (event_id, endpoint_id, status, attempts, next_attempt_at, created_at, updated_at)
     SELECT ?, e.id, 'pending', 0, ?, ?, ? FROM webhook_endpoints e
     WHERE e.account_id = ? AND e.deleted_at IS NULL
       AND EXISTS (SELECT 1 FROM json_each(e.events_json) WHERE value IN ('*', ?))
     ORDER BY e.seq`,
	).run(event.id, now, now, now, event.accountId, event.type).changes;
}
