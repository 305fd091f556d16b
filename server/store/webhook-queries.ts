/**
 * The SQL of webhook endpoints and their delivery queue that both stores share (`?`
 * placeholders), and their rows turned into records. Only the claim differs per engine: how the
 * sender's per-endpoint caps are read (JSON functions) and the locks PostgreSQL takes.
 */
import { toEvent } from './event-records';
import type { Conditions } from './queries';
import type { Row } from './rows';
import type {
	ClaimedDelivery,
	DeliveryClaim,
	DeliveryOutcome,
	PageQuery,
	WebhookEndpointRecord,
} from './types';

export const INSERT_WEBHOOK_ENDPOINT_SQL = `INSERT INTO webhook_endpoints (id, account_id, url,
  events_json, description, secret, api_base, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`;

export function insertWebhookEndpointParams(e: WebhookEndpointRecord): unknown[] {
	return [
		e.id,
		e.accountId,
		e.url,
		JSON.stringify(e.events),
		e.description,
		e.secret,
		e.apiBase,
		e.createdAt,
	];
}

export const COUNT_LIVE_ENDPOINTS_SQL =
	'SELECT COUNT(*) AS n FROM webhook_endpoints WHERE account_id = ? AND deleted_at IS NULL';

export const GET_WEBHOOK_ENDPOINT_SQL =
	'SELECT * FROM webhook_endpoints WHERE account_id = ? AND id = ? AND deleted_at IS NULL';

export const DELETE_WEBHOOK_ENDPOINT_SQL =
	'UPDATE webhook_endpoints SET deleted_at = ? WHERE account_id = ? AND id = ? AND deleted_at IS NULL';

/** Run in the DELETE's transaction, after the endpoint's row is updated (and so locked). */
export const CANCEL_DELIVERIES_SQL = `UPDATE webhook_deliveries SET status = 'cancelled', locked_until = NULL,
  next_attempt_at = NULL, updated_at = ? WHERE endpoint_id = ? AND status = 'pending'`;

export function webhookEndpointListConditions(query: PageQuery<object>): Conditions {
	return { where: ['w.account_id = ?', 'w.deleted_at IS NULL'], params: [query.accountId] };
}

export function toWebhookEndpoint(row: Row): WebhookEndpointRecord {
	return {
		id: row.id as string,
		accountId: row.account_id as string,
		url: row.url as string,
		events: JSON.parse(row.events_json as string),
		description: (row.description as string | null) ?? null,
		secret: row.secret as string,
		apiBase: row.api_base as string,
		createdAt: row.created_at as number,
	};
}

/**
 * Whether any delivery is due and unleased: read (by the `webhook_deliveries_due` index) before a
 * claim, which is a transaction with window functions, so the sender's wake-up after every
 * committed event costs an index probe when, as on most servers, no endpoint is subscribed.
 */
export const ANY_DUE_DELIVERY_SQL = `SELECT 1 AS due FROM webhook_deliveries
  WHERE status = 'pending' AND next_attempt_at <= ? AND (locked_until IS NULL OR locked_until <= ?)
  LIMIT 1`;

/**
 * The claim's query: due deliveries of live endpoints, shared fairly. What is in flight is read
 * from the database (pending rows under a live lease), so the caps count every instance's
 * requests, not only this sender's: at most `perEndpoint` per endpoint (less for an endpoint the
 * sender has found failing, `endpointCaps(column)`: the engine's expression reading the cap from
 * the JSON parameter) and at most `perAccount` per account. Within those caps the candidates are
 * taken round-robin: an endpoint's oldest due rows first (ranked per endpoint), an account's
 * endpoints in turn (ranked per account over the endpoint ranks), and accounts in turn (ordered by
 * that account rank), so one account's backlog never delays another's oldest delivery by more
 * than one claim. The candidates are a list of `seq` computed once: `candidates(subquery)` is the
 * engine's way of saying `d.seq` is in it without the planner joining row by row. `locking` is
 * PostgreSQL's row-locking clause (empty on SQLite).
 */
export function claimQuery(
	claim: DeliveryClaim,
	engine: {
		endpointCaps: (column: string) => string;
		candidates: (subquery: string) => string;
		locking?: string;
	},
): { sql: string; params: unknown[] } {
	const { now, perEndpoint, perAccount, limit } = claim;
	const ranked = `WITH leased AS (
        SELECT l.endpoint_id, le.account_id FROM webhook_deliveries l
        JOIN webhook_endpoints le ON le.id = l.endpoint_id
        WHERE l.status = 'pending' AND l.locked_until > ?
      ), endpoint_busy AS (
        SELECT endpoint_id, COUNT(*) AS n FROM leased GROUP BY endpoint_id
      ), account_busy AS (
        SELECT account_id, COUNT(*) AS n FROM leased GROUP BY account_id
      )
      SELECT y.seq FROM (
        SELECT x.seq, x.account_id, x.next_attempt_at,
          row_number() OVER (PARTITION BY x.account_id ORDER BY x.erank, x.next_attempt_at, x.seq) AS arank
        FROM (
          SELECT q.seq, q.endpoint_id, qe.account_id, q.next_attempt_at,
            row_number() OVER (PARTITION BY q.endpoint_id ORDER BY q.next_attempt_at, q.seq) AS erank
          FROM webhook_deliveries q JOIN webhook_endpoints qe ON qe.id = q.endpoint_id
          WHERE q.status = 'pending' AND q.next_attempt_at <= ?
            AND (q.locked_until IS NULL OR q.locked_until <= ?) AND qe.deleted_at IS NULL
        ) x LEFT JOIN endpoint_busy eb ON eb.endpoint_id = x.endpoint_id
        WHERE x.erank <= COALESCE(${engine.endpointCaps('x.endpoint_id')}, ?) - COALESCE(eb.n, 0)
      ) y LEFT JOIN account_busy ab ON ab.account_id = y.account_id
      WHERE y.arank <= ? - COALESCE(ab.n, 0)
      ORDER BY y.arank, y.next_attempt_at, y.seq
      LIMIT ?`;
	return {
		sql: `SELECT d.seq, d.attempts, d.endpoint_id, e.account_id, e.url, e.secret, e.api_base,
        ev.id AS event_id, ev.account_id AS event_account_id, ev.type AS event_type,
        ev.object_json AS event_object_json, ev.created_at AS event_created_at
      FROM webhook_deliveries d
      JOIN webhook_endpoints e ON e.id = d.endpoint_id
      JOIN events ev ON ev.id = d.event_id
      WHERE ${engine.candidates(ranked)} AND e.deleted_at IS NULL
        AND d.status = 'pending' AND (d.locked_until IS NULL OR d.locked_until <= ?)
      ORDER BY d.next_attempt_at, d.seq
      LIMIT ? ${engine.locking ?? ''}`,
		params: [
			now,
			now,
			now,
			JSON.stringify(claim.endpointCaps),
			perEndpoint,
			perAccount,
			limit,
			now,
			limit,
		],
	};
}

export function toClaimedDelivery(row: Row, lease: number): ClaimedDelivery {
	const event = toEvent({
		id: row.event_id,
		account_id: row.event_account_id,
		type: row.event_type,
		object_json: row.event_object_json,
		created_at: row.event_created_at,
	});
	return {
		seq: row.seq as number,
		attempts: row.attempts as number,
		lease,
		event,
		endpoint: {
			id: row.endpoint_id as string,
			accountId: row.account_id as string,
			url: row.url as string,
			secret: row.secret as string,
			apiBase: row.api_base as string,
		},
	};
}

export const SETTLE_DELIVERY_SQL = `UPDATE webhook_deliveries SET status = ?, attempts = ?,
  next_attempt_at = ?, locked_until = NULL, last_status = ?, last_error = ?, updated_at = ?
  WHERE seq = ? AND status = 'pending' AND locked_until = ?`;

export function settleDeliveryParams(
	delivery: Pick<ClaimedDelivery, 'seq' | 'lease' | 'attempts'>,
	outcome: DeliveryOutcome,
	now: number,
): unknown[] {
	return [
		outcome.status,
		delivery.attempts + 1,
		outcome.status === 'pending' ? outcome.nextAttemptAt : null,
		outcome.lastStatus,
		outcome.lastError,
		now,
		delivery.seq,
		delivery.lease,
	];
}

export const RELEASE_DELIVERY_SQL = `UPDATE webhook_deliveries SET locked_until = NULL
  WHERE seq = ? AND status = 'pending' AND locked_until = ?`;
