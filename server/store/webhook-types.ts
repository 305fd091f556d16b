/**
 * The storage interface's webhook part: endpoints and their delivery queue (the outbox
 * `webhook_deliveries`, filled with each event by `enqueueDeliveries`), and what the sender
 * claims and settles. Re-exported by types.ts, whose DesignStore includes it.
 */
import type { EventRecord, IdempotencyClaim, Page, PageQuery } from './types';

/** A webhook endpoint (docs/contract.md "Webhook endpoints"). */
export interface WebhookEndpointRecord {
	id: string;
	accountId: string;
	url: string;
	/** Subscribed event types, or `['*']` for all of them. */
	events: string[];
	description: string | null;
	/** Signs deliveries; shown to the client only in the create response. */
	secret: string;
	/** The base URL the endpoint was created through: URLs inside its deliveries use it. */
	apiBase: string;
	createdAt: number;
}

/** A delivery claimed for one attempt: what to send, where, and the lease that fences its outcome. */
export interface ClaimedDelivery {
	seq: number;
	/** Attempts made before this one. */
	attempts: number;
	/** The claim's `locked_until`: the outcome is recorded only while the row still holds it. */
	lease: number;
	event: EventRecord;
	endpoint: Pick<WebhookEndpointRecord, 'id' | 'accountId' | 'url' | 'secret' | 'apiBase'>;
}

/** What the sender may claim in one call. */
export interface DeliveryClaim {
	now: number;
	/** The lease: a delivery claimed and not settled within it is claimed again (its sender died). */
	leaseMs: number;
	/** Deliveries at most. */
	limit: number;
	/**
	 * In flight per endpoint at most, and per account, counting every sender's leased deliveries
	 * (all instances on a shared database).
	 */
	perEndpoint: number;
	perAccount: number;
	/** Lower per-endpoint caps, by endpoint id: endpoints the sender found failing (its breaker). */
	endpointCaps: Record<string, number>;
}

/** An attempt's outcome: delivered, to be retried at `nextAttemptAt`, or failed for good. */
export interface DeliveryOutcome {
	status: 'delivered' | 'pending' | 'failed';
	/** For `pending`: when to try again. */
	nextAttemptAt: number | null;
	/** The receiver's HTTP status, when it answered. */
	lastStatus: number | null;
	lastError: string | null;
}

/**
 * Webhook endpoints and their delivery queue (the outbox `webhook_deliveries`, filled with the
 * events by `enqueueDeliveries`).
 */
export interface WebhookRepository {
	/**
	 * Inserts the endpoint unless the account already has `maxLive` live ones (then resolves to
	 * undefined): counted and inserted atomically, also between instances. A claim is handled as
	 * by `insertDesign`.
	 */
	insertWebhookEndpoint(
		endpoint: WebhookEndpointRecord,
		maxLive: number,
		claim?: IdempotencyClaim,
	): Promise<WebhookEndpointRecord | undefined>;
	/** A live (not deleted) endpoint of the account. */
	getWebhookEndpoint(accountId: string, id: string): Promise<WebhookEndpointRecord | undefined>;
	listWebhookEndpoints(query: PageQuery<object>): Promise<Page<WebhookEndpointRecord>>;
	/**
	 * Deletes a live endpoint and cancels its pending deliveries in one transaction; false when
	 * there is none. No delivery to it starts once this has resolved (see `claimDeliveries`).
	 */
	deleteWebhookEndpoint(accountId: string, id: string, now: number): Promise<boolean>;
	/**
	 * Claims due deliveries of live endpoints (pending, `next_attempt_at` reached, no live lease),
	 * oldest first, within the limits, and calls `start` for each before the claim is over, so
	 * that a delivery starts only while its endpoint is known live: a DELETE of the endpoint is
	 * ordered entirely before the claim (the delivery is not claimed) or after `start` returned.
	 * `start` must start the request synchronously and must not throw. Resolves to the number claimed.
	 */
	claimDeliveries(
		claim: DeliveryClaim,
		start: (delivery: ClaimedDelivery) => void,
	): Promise<number>;
	/** Records an attempt's outcome; a no-op unless the row is pending under this lease. */
	settleDelivery(
		delivery: Pick<ClaimedDelivery, 'seq' | 'lease' | 'attempts'>,
		outcome: DeliveryOutcome,
		now: number,
	): Promise<void>;
	/** Gives claimed deliveries back (their attempts abandoned, not counted): due again at once. */
	releaseDeliveries(deliveries: Pick<ClaimedDelivery, 'seq' | 'lease'>[]): Promise<void>;
	/**
	 * At start: gives back every lease, held by a process that is gone. Only for a store one
	 * server owns (SQLite); on a shared store leases run out instead.
	 */
	releaseAbandonedDeliveries(): Promise<number>;
}
