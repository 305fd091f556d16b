import type { CollectionRecord, CollectionRepository } from './collection-types';
import type { DesignRecord, DesignRepository, StoredImage } from './design-types';
import type { WebhookRepository } from './webhook-types';

export type * from './spec-types';
export type * from './design-types';
export type * from './webhook-types';
export type * from './collection-types';

/** The storage interface's records. The SQLite and PostgreSQL stores implement it; the rest of the server never sees SQL. */
export const PLANS = ['free', 'starter', 'pro', 'business', 'enterprise'] as const;
export type Plan = (typeof PLANS)[number];
/** Plans whose keys may call the API. */
export const API_PLANS: readonly Plan[] = ['business', 'enterprise'];

export type PublicationStatus = 'published' | 'withdrawn';
export type Visibility = 'public' | 'unlisted';

export interface Account {
	id: string;
	name: string;
	plan: Plan;
	createdAt: number;
}

/** What an account holds and has made (GET /v1/account). */
export interface AccountUsage {
	/** Existing (not deleted) designs. */
	designs: number;
	/** Live publications (status `published`). */
	publications: number;
	/** Designs created at or after the given time, deleted ones included. */
	generationsSince: number;
}

export interface ApiKeyRecord {
	id: string;
	accountId: string;
	accountName: string;
	plan: Plan;
	/** The first characters of the key, enough to recognise it in a list. */
	prefix: string;
	createdAt: number;
	revokedAt: number | null;
}

export interface Listing extends StoredImage {
	publication: PublicationRecord;
}

/** The event types (docs/contract.md "Events"); `*` in a webhook endpoint's list means all of them. */
export const EVENT_TYPES = [
	'design.succeeded',
	'design.failed',
	'design.deleted',
	'publication.published',
	'publication.withdrawn',
	'collection.succeeded',
	'collection.partially_failed',
	'collection.failed',
	'collection.canceled',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** What an event reports: the design or publication as it was when the change committed. */
export type EventSubject =
	| { kind: 'design'; design: DesignRecord }
	| { kind: 'publication'; publication: PublicationRecord }
	| { kind: 'collection'; collection: CollectionRecord };

/** The account an event's subject belongs to. */
export function subjectAccount(subject: EventSubject): string {
	switch (subject.kind) {
		case 'design':
			return subject.design.accountId;
		case 'publication':
			return subject.publication.accountId;
		case 'collection':
			return subject.collection.accountId;
	}
}

/**
 * An event, recorded in the transaction of the change it reports. Stored as the record (not the
 * API object) so that its URLs are built for whoever reads it: the request's base for
 * `GET /v1/events`, the endpoint's base for a webhook delivery.
 */
export interface EventRecord {
	id: string;
	accountId: string;
	type: EventType;
	createdAt: number;
	subject: EventSubject;
}

export interface PublicationRecord {
	id: string;
	accountId: string;
	designId: string;
	title: string;
	description: string;
	price: { amount: number; currency: string };
	tags: string[];
	visibility: Visibility;
	status: PublicationStatus;
	publishedAt: number;
	withdrawnAt: number | null;
}

export interface PageQuery<F> {
	accountId: string;
	limit: number;
	/** Position of the cursor object (from `cursorPosition`), and which side of it to read. */
	after?: number;
	before?: number;
	filters: F;
}

export interface Page<T> {
	items: T[];
	hasMore: boolean;
}

export interface PublicationFilters {
	status?: PublicationStatus;
	designId?: string;
}

export interface EventFilters {
	type?: EventType;
	/** Only events created strictly after this time (ms since the epoch). */
	createdAfter?: number;
}

/** What a paging cursor (`starting_after` / `ending_before`) may name. */
export type CursorKind = 'design' | 'publication' | 'event' | 'webhook_endpoint' | 'collection';

export interface StoredResponse {
	statusCode: number;
	headers: Record<string, string>;
	body: string;
}

/**
 * A claimed Idempotency-Key. The token is the claim's own: a request whose claim was taken over
 * (reclaimed after its lease, or by a recovering retry) can no longer write through it.
 */
export interface IdempotencyClaim {
	accountId: string;
	key: string;
	token: string;
}

/**
 * The object a claimed key's request created: its recovery point, committed with the object.
 * `designs` (the variations of one request, created in one transaction): `id` holds their ids,
 * separated by spaces, in the order of the response.
 */
export interface IdempotentResource {
	type: 'design' | 'publication' | 'designs' | 'webhook_endpoint' | 'collection';
	id: string;
}

export type IdempotencyState =
	| { state: 'new'; claim: IdempotencyClaim }
	/** No stored response, but the request created its object: rebuild the response from it. */
	| { state: 'recovered'; claim: IdempotencyClaim; resource: IdempotentResource }
	| { state: 'mismatch' }
	| { state: 'in_progress' }
	| { state: 'done'; response: StoredResponse };

/**
 * The storage interface, one part per aggregate. Every method is async so that a networked
 * database (PostgreSQL) can implement the same interface. A unique rule broken (two live
 * publications of one design) is raised as a `StoreConflictError` (store/errors.ts).
 */
export interface DesignStore
	extends
		AccountStore,
		DesignRepository,
		PublicationRepository,
		EventRepository,
		IdempotencyRepository,
		WebhookRepository,
		CollectionRepository,
		RateLimitCounter {
	/** Position of an object for paging: also for deleted designs, so their ids stay valid cursors. */
	cursorPosition(kind: CursorKind, accountId: string, id: string): Promise<number | undefined>;
	close(): Promise<void>;
}

/** Accounts and keys ("account settings"). */
export interface AccountStore {
	ensureAccount(name: string, plan: Plan, now: number): Promise<Account>;
	findAccountByName(name: string): Promise<Account | undefined>;
	findAccountById(id: string): Promise<Account | undefined>;
	/** The account's counts; `since` (ms since the epoch) bounds `generationsSince`. */
	countUsage(accountId: string, since: number): Promise<AccountUsage>;
	addApiKey(accountId: string, keyHash: string, prefix: string, now: number): Promise<ApiKeyRecord>;
	/** The active (not revoked) key with this hash, with its account's current plan. */
	findActiveKey(keyHash: string): Promise<ApiKeyRecord | undefined>;
	/**
	 * Changes whenever a key or an account's plan may have changed, by this process or another
	 * (the command line): what `findActiveKey` answered may be reused while it stays the same.
	 * Absent, or undefined for now, when the store cannot tell; then every request looks its key up.
	 */
	keysVersion?(): string | undefined;
	listApiKeys(): Promise<ApiKeyRecord[]>;
	/** Revokes by key id or key hash; returns the key, or undefined when there is none. */
	revokeApiKey(idOrHash: string, now: number): Promise<ApiKeyRecord | undefined>;
}

export interface PublicationRepository {
	/**
	 * Raises `StoreConflictError` when the design already has a live publication. A claim is
	 * handled as by `insertDesign`. Records `publication.published` in the same transaction.
	 */
	insertPublication(
		publication: PublicationRecord,
		claim?: IdempotencyClaim,
	): Promise<PublicationRecord>;
	getPublication(accountId: string, id: string): Promise<PublicationRecord | undefined>;
	listPublications(query: PageQuery<PublicationFilters>): Promise<Page<PublicationRecord>>;
	/** Withdraws a live publication (recording `publication.withdrawn`); a withdrawn one is left as it is. */
	withdrawPublication(
		accountId: string,
		id: string,
		now: number,
	): Promise<PublicationRecord | undefined>;
	/** A listing on the public marketplace (any account), with its design's image. */
	getListing(id: string): Promise<Listing | undefined>;
	/** Live public listings, newest first, after the position `after` (see publicListingPosition). */
	listPublicListings(limit: number, after?: number): Promise<Page<PublicationRecord>>;
	/** Paging position of a public listing, live or withdrawn; undefined for any other id. */
	publicListingPosition(id: string): Promise<number | undefined>;
}

/**
 * Events (docs/contract.md "Events"). They are written by the mutations above, each in the
 * transaction of the change it reports (with its webhook deliveries); here they are only read
 * and, after their retention, purged.
 */
export interface EventRepository {
	/** A page of the account's events, newest first (by commit order: see the stores' events.ts). */
	listEvents(query: PageQuery<EventFilters>): Promise<Page<EventRecord>>;
	getEvent(accountId: string, id: string): Promise<EventRecord | undefined>;
	/** Deletes events created before `ms` (their deliveries cascade); resolves to how many. */
	purgeEventsBefore(ms: number): Promise<number>;
}

/**
 * Idempotency keys (scoped to the account). A claim is a lease: held by one request until it
 * stores a response, is released, or (no object created) goes stale. A claim whose request
 * created its object (the recovery point) is never re-run: a retry rebuilds the response.
 */
export interface IdempotencyRepository {
	/** Claims the key for this request (fingerprint = endpoint + body), or says why it cannot. */
	claimIdempotencyKey(
		accountId: string,
		key: string,
		fingerprint: string,
		token: string,
		now: number,
	): Promise<IdempotencyState>;
	/**
	 * Whether the key already has an answer within its 24 hours (a stored response, or the object
	 * its request created): a request with it is most likely a replay. One indexed read.
	 */
	idempotencyKeyAnswered(accountId: string, key: string, now: number): Promise<boolean>;
	/** Stores the response; a no-op for a claim that is no longer held. */
	saveIdempotentResponse(claim: IdempotencyClaim, response: StoredResponse): Promise<void>;
	/** Frees a held claim that has no response and no object, so a retry runs again. */
	releaseIdempotencyKey(claim: IdempotencyClaim): Promise<void>;
	/**
	 * Frees every claim with no response and no object, at start: claims left by a process that
	 * is gone. Only for a store one server owns (SQLite); a shared store waits for the leases.
	 */
	releaseAbandonedClaims(): Promise<number>;
}

/**
 * Request counters for rate limits, per key, policy and fixed window. SQLite (one process) keeps
 * them in memory; PostgreSQL in a table, so every instance counts against the same budget.
 */
export interface RateLimitCounter {
	/**
	 * Adds `cost` requests (default 1) to a client's counter (a key id, or an address for public
	 * pages) of this policy and window; resolves to the count so far. A cost of 0 only reads it;
	 * a negative cost gives back what a refused request was charged.
	 */
	countRequest(keyId: string, policy: string, window: number, cost?: number): Promise<number>;
}
