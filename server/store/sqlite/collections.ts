import type Database from 'better-sqlite3';
import {
	CANCEL_ITEMS_SQL,
	claimItemsSql,
	COLLECTION_COLUMNS,
	COLLECTION_POSITION_SQL,
	COLLECTION_RUNNING_SQL,
	END_COLLECTION_SQL,
	endStatus,
	INSERT_COLLECTION_SQL,
	INSERT_ITEM_SQL,
	insertCollectionParams,
	insertItemParams,
	ITEM_ENDED_SQL,
	ITEM_FAILED_SQL,
	ITEM_MADE_SQL,
	itemCountsSql,
	itemErrorsSql,
	itemOutcome,
	MARK_CANCELED_SQL,
	OPEN_ITEMS_SQL,
	RELEASE_ALL_LEASES_SQL,
	releaseLeases,
	RENEW_LEASES_SQL,
	toClaimedItems,
	toCollections,
} from '../collection-queries';
import { StoreLeaseLostError } from '../errors';
import type { Row } from '../rows';
import type { CollectionRecord, CollectionRepository, NewDesign } from '../types';
import { recordEvent } from './events';
import { setRecoveryPoint } from './idempotency';
import { sqlitePage } from './paging';
import { prepared } from './statements';

/** Collection rows as records, with their items' counts and errors (two statements for all). */
function withItems(db: Database.Database, rows: Row[]): CollectionRecord[] {
	if (rows.length === 0) return [];
	const ids = rows.map((r) => r.id);
	const counts = prepared(db, itemCountsSql(ids.length)).all(...ids) as Row[];
	const errors = prepared(db, itemErrorsSql(ids.length)).all(...ids) as Row[];
	return toCollections(rows, counts, errors);
}

function readCollection(db: Database.Database, id: string): CollectionRecord | undefined {
	const row = prepared(db, `SELECT ${COLLECTION_COLUMNS} FROM collections c WHERE c.id = ?`).get(
		id,
	) as Row | undefined;
	return row && withItems(db, [row])[0];
}

/**
 * Ends the collection when none of its items is open any more, with its event, in the caller's
 * transaction (the one that ended its last item). SQLite runs one write transaction at a time,
 * so the count it reads is the last word.
 */
export function settleCollection(db: Database.Database, collectionId: string, now: number): void {
	const status = endStatus(prepared(db, OPEN_ITEMS_SQL).get(collectionId) as Row | undefined);
	if (!status) return;
	if (prepared(db, END_COLLECTION_SQL).run(status, now, now, collectionId).changes === 0) return;
	const collection = readCollection(db, collectionId)!;
	recordEvent(db, `collection.${status}`, { kind: 'collection', collection }, now);
}

/**
 * In a new design's transaction: the item it is made for moves on under the worker's lease (else
 * `StoreLeaseLostError`, and the transaction makes nothing), its collection is running.
 */
export function linkCollectionItem(db: Database.Database, design: NewDesign): void {
	const item = design.collection;
	if (!item) return;
	const made = prepared(db, ITEM_MADE_SQL).run(
		...itemOutcome(design),
		item.id,
		item.position,
		item.lease,
	);
	if (made.changes === 0) throw new StoreLeaseLostError(item.id, item.position);
	prepared(db, COLLECTION_RUNNING_SQL).run(design.now, item.id);
}

/** After a new design's insert: a design made done may have ended its collection. */
export function afterCollectionDesign(db: Database.Database, design: NewDesign): void {
	if (design.collection && design.status !== 'pending')
		settleCollection(db, design.collection.id, design.now);
}

/** A collection design that was pending has ended (`row`: its collection and position). */
export function collectionDesignEnded(
	db: Database.Database,
	row: Row,
	outcome: { status: string; error: { code: string; detail: string } | null },
	now: number,
): void {
	if (!row.collection_id) return;
	const collectionId = row.collection_id as string;
	prepared(db, ITEM_ENDED_SQL).run(...itemOutcome(outcome), collectionId, row.collection_position);
	settleCollection(db, collectionId, now);
}

export function sqliteCollections(db: Database.Database): CollectionRepository {
	const insert = db.transaction(
		(
			collection: Parameters<CollectionRepository['insertCollection']>[0],
			claim?: Parameters<CollectionRepository['insertCollection']>[1],
		) => {
			prepared(db, INSERT_COLLECTION_SQL).run(...insertCollectionParams(collection));
			const item = prepared(db, INSERT_ITEM_SQL);
			for (const params of insertItemParams(collection)) item.run(...params);
			if (claim) setRecoveryPoint(db, claim, { type: 'collection', id: collection.id });
		},
	);

	const cancel = db.transaction((accountId: string, id: string, now: number) => {
		const row = prepared(db, `SELECT status FROM collections WHERE account_id = ? AND id = ?`).get(
			accountId,
			id,
		) as Row | undefined;
		if (!row) return undefined;
		if (row.status === 'queued' || row.status === 'running') {
			if (prepared(db, CANCEL_ITEMS_SQL).run(id).changes > 0) {
				prepared(db, MARK_CANCELED_SQL).run(now, now, id);
				settleCollection(db, id, now);
			}
		}
		return readCollection(db, id);
	});

	const fail = db.transaction(
		(
			item: Parameters<CollectionRepository['failCollectionItem']>[0],
			owner: string,
			error: { code: string; detail: string },
			now: number,
		) => {
			const failed = prepared(db, ITEM_FAILED_SQL).run(
				error.code,
				error.detail,
				item.collectionId,
				item.position,
				owner,
			);
			if (failed.changes === 0) return false;
			prepared(db, COLLECTION_RUNNING_SQL).run(now, item.collectionId);
			settleCollection(db, item.collectionId, now);
			return true;
		},
	);

	return {
		async insertCollection(collection, claim) {
			insert.immediate(collection, claim);
			return readCollection(db, collection.id)!;
		},
		async getCollection(accountId, id) {
			const row = prepared(
				db,
				`SELECT ${COLLECTION_COLUMNS} FROM collections c WHERE c.account_id = ? AND c.id = ?`,
			).get(accountId, id) as Row | undefined;
			return row && withItems(db, [row])[0];
		},
		async listCollections(query) {
			const page = sqlitePage(
				db,
				`SELECT ${COLLECTION_COLUMNS} FROM collections c`,
				'c.seq',
				{ where: ['c.account_id = ?'], params: [query.accountId] },
				query,
			);
			return { items: withItems(db, page.items), hasMore: page.hasMore };
		},
		async cancelCollection(accountId, id, now) {
			return cancel.immediate(accountId, id, now);
		},
		async claimCollectionItems(owner, now, until, limit) {
			const rows = prepared(db, claimItemsSql('sqlite')).all(owner, until, now, limit) as Row[];
			return toClaimedItems(rows);
		},
		async renewCollectionLeases(owner, until) {
			prepared(db, RENEW_LEASES_SQL).run(until, owner);
		},
		async releaseCollectionLeases(owner, item) {
			const [sql, params] = releaseLeases(owner, item);
			prepared(db, sql).run(...params);
		},
		async releaseAbandonedCollectionLeases() {
			return prepared(db, RELEASE_ALL_LEASES_SQL).run().changes;
		},
		async failCollectionItem(item, owner, error, now) {
			return fail.immediate(item, owner, error, now);
		},
		async collectionPosition(accountId, collectionId, designId) {
			const row = prepared(db, COLLECTION_POSITION_SQL).get(accountId, designId, collectionId) as
				Row | undefined;
			return row ? Number(row.collection_position) : undefined;
		},
	};
}
