import type { Sql } from './database';

/**
 * Queues an event's deliveries: one pending row per enabled endpoint of the account subscribed to
 * its type (or to `*`), due at once (`jsonb_exists_any`: the `?|` operator would clash with the
 * `?` placeholders). Called inside the transaction that records the event, so a
 * delivery exists exactly when its event does.
 */
export function enqueueDeliveries(
	tx: Sql,
	event: { id: string; accountId: string; type: string },
	now: number,
): Promise<number> {
	return tx.run(
		`INSERT INTO webhook_deliveries (event_id, endpoint_id, status, attempts, next_attempt_at, created_at, updated_at)
     SELECT ?, e.id, 'pending', 0, ?, ?, ? FROM webhook_endpoints e
     WHERE e.account_id = ? AND e.deleted_at IS NULL
       AND jsonb_exists_any(e.events_json::jsonb, ARRAY['*', ?])
     ORDER BY e.seq`,
		[event.id, now, now, now, event.accountId, event.type],
	);
}
