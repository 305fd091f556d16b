/**
 * Collections as the store keeps them (docs/contract.md "Collections"): a collection, its items
 * (one design each at most: the design's (collection_id, collection_position) is unique), and the
 * leases by which workers of any instance take items to make.
 */
import type { IdempotencyClaim, Page, PageQuery } from './types';

export const COLLECTION_STATUSES = [
	'queued',
	'running',
	'succeeded',
	'partially_failed',
	'failed',
	'canceled',
] as const;
export type CollectionStatus = (typeof COLLECTION_STATUSES)[number];

/** The statuses a collection ends in; none changes once reached. */
export const COLLECTION_ENDED: readonly CollectionStatus[] = [
	'succeeded',
	'partially_failed',
	'failed',
	'canceled',
];

/**
 * An item: `pending` until its design is made (leased meanwhile), `running` while that design is
 * pending, then the design's outcome; `canceled` when the collection was canceled before it was
 * made; `failed` also when its design could not be made (the quota).
 */
export type CollectionItemStatus = 'pending' | 'running' | 'succeeded' | 'failed' | 'canceled';

export interface CollectionCounts {
	total: number;
	pending: number;
	succeeded: number;
	failed: number;
	canceled: number;
}

export interface CollectionItemError {
	position: number;
	customId: string | null;
	code: string;
	detail: string;
}

export interface CollectionColor {
	name: string;
	hex: string;
}

export interface CollectionRecord {
	id: string;
	accountId: string;
	name: string;
	style: string;
	brief: string | null;
	palette: CollectionColor[];
	status: CollectionStatus;
	counts: CollectionCounts;
	/** The failed items, by position. */
	errors: CollectionItemError[];
	createdAt: number;
	completedAt: number | null;
	canceledAt: number | null;
}

export interface NewCollectionItem {
	prompt: string;
	style: string;
	seed: number;
	customId: string | null;
}

export type NewCollection = Pick<
	CollectionRecord,
	'id' | 'accountId' | 'name' | 'style' | 'brief' | 'palette'
> & { items: NewCollectionItem[]; now: number };

/** An item a worker holds the lease of: what its design is made from. */
export interface ClaimedItem extends NewCollectionItem {
	collectionId: string;
	accountId: string;
	position: number;
}

export interface CollectionRepository {
	/**
	 * The collection and every item, `queued`, in one transaction; with a claim, the collection is
	 * its recovery point.
	 */
	insertCollection(collection: NewCollection, claim?: IdempotencyClaim): Promise<CollectionRecord>;
	getCollection(accountId: string, id: string): Promise<CollectionRecord | undefined>;
	listCollections(query: PageQuery<Record<string, never>>): Promise<Page<CollectionRecord>>;
	/**
	 * Cancels the items not yet made. The collection becomes `canceled` at once when none of its
	 * designs is still pending, else when the last of them ends (`collection.canceled` then). An
	 * ended collection is left as it is. Undefined when the account has no such collection.
	 */
	cancelCollection(
		accountId: string,
		id: string,
		now: number,
	): Promise<CollectionRecord | undefined>;
	/**
	 * Leases up to `limit` pending items whose lease is free or has run out to `owner` until
	 * `until`, oldest first. Each item goes to one owner at a time, across instances.
	 */
	claimCollectionItems(
		owner: string,
		now: number,
		until: number,
		limit: number,
	): Promise<ClaimedItem[]>;
	/** Extends every lease `owner` holds on an item not yet made. */
	renewCollectionLeases(owner: string, until: number): Promise<void>;
	/**
	 * Gives back the leases `owner` holds (a stop), or its lease on one item (whose design could not
	 * be made this time), so the next claim takes them at once.
	 */
	releaseCollectionLeases(
		owner: string,
		item?: { collectionId: string; position: number },
	): Promise<void>;
	/**
	 * Frees every lease, at start: those a process that is gone left. Only for a store one server
	 * owns (SQLite); on a shared store the leases run out instead.
	 */
	releaseAbandonedCollectionLeases(): Promise<number>;
	/**
	 * An item whose design cannot be made (`error`), failed under its lease; ends the collection
	 * when it was the last. False when the lease is no longer `owner`'s (nothing changes).
	 */
	failCollectionItem(
		item: ClaimedItem,
		owner: string,
		error: { code: string; detail: string },
		now: number,
	): Promise<boolean>;
	/** Where one of the collection's designs stands in its order (deleted ones included). */
	collectionPosition(
		accountId: string,
		collectionId: string,
		designId: string,
	): Promise<number | undefined>;
}
