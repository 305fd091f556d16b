import {
	CANCEL_ITEMS_SQL,
	claimItemsSql,
	COLLECTION_COLUMNS,
	COLLECTION_POSITION_SQL,
	COLLECTION_RUNNING_SQL,
	END_COLLECTION_SQL,
	endStatus,
	INSERT_COLLECTION_SQL,
	insertCollectionParams,
	insertItemsStatement,
	ITEM_ENDED_SQL,
	ITEM_FAILED_SQL,
	ITEM_MADE_SQL,
	itemCountsSql,
	itemErrorsSql,
	itemOutcome,
	MARK_CANCELED_SQL,
	OPEN_ITEMS_SQL,
	releaseLeases,
	RENEW_LEASES_SQL,
	toClaimedItems,
	toCollections,
} from '../collection-queries';
import { StoreLeaseLostError } from '../errors';
import { keysetPage, keysetQuery } from '../queries';
import type { Row } from '../rows';
import type { CollectionRecord, CollectionRepository, NewDesign } from '../types';
import type { PgDatabase, Sql } from './database';
import { recordEvent } from './events';
import { setRecoveryPoint } from './idempotency';

/** Collection rows as records, with their items' counts and errors. */
async function withItems(sql: Sql, rows: Row[]): Promise<CollectionRecord[]> {
	if (rows.length === 0) return [];
	const ids = rows.map((r) => r.id);
	const counts = await sql.rows(itemCountsSql(ids.length), ids);
	const errors = await sql.rows(itemErrorsSql(ids.length), ids);
	return toCollections(rows, counts, errors);
}

async function readCollection(sql: Sql, id: string): Promise<CollectionRecord | undefined> {
	const row = await sql.row(`SELECT ${COLLECTION_COLUMNS} FROM collections c WHERE c.id = ?`, [id]);
	return row ? (await withItems(sql, [row]))[0] : undefined;
}

/**
 * Locks the collection's row until the transaction ends. Every transaction that changes one of
 * its items takes it first (after the design row, for a design that ends), so the one that ends
 * the last item sees every other item's outcome committed and the collection ends exactly once.
 */
export async function lockCollection(tx: Sql, id: string): Promise<Row | undefined> {
	return tx.row('SELECT status FROM collections WHERE id = ? FOR UPDATE', [id]);
}

/** Ends the collection, with its event, when none of its items is open; under its lock. */
export async function settleCollection(tx: Sql, collectionId: string, now: number): Promise<void> {
	const status = endStatus(await tx.row(OPEN_ITEMS_SQL, [collectionId]));
	if (!status) return;
	if ((await tx.run(END_COLLECTION_SQL, [status, now, now, collectionId])) === 0) return;
	const collection = (await readCollection(tx, collectionId))!;
	await recordEvent(tx, `collection.${status}`, { kind: 'collection', collection }, now);
}

/**
 * In a new design's transaction, first: the item it is made for moves on under the worker's
 * lease (else `StoreLeaseLostError`, and the transaction makes nothing); its collection is running.
 */
export async function linkCollectionItem(tx: Sql, design: NewDesign): Promise<void> {
	const item = design.collection;
	if (!item) return;
	// A design made done may end the collection (settleCollection): that needs the lock. A
	// pending one changes only its item, whose row lock orders it against a cancel.
	if (design.status !== 'pending') await lockCollection(tx, item.id);
	// The collection's row before the item's, as a cancel takes them (no deadlock between the two).
	await tx.run(COLLECTION_RUNNING_SQL, [design.now, item.id]);
	const made = await tx.run(ITEM_MADE_SQL, [
		...itemOutcome(design),
		item.id,
		item.position,
		item.lease,
	]);
	if (made === 0) throw new StoreLeaseLostError(item.id, item.position);
}

/** After a new design's insert: a design made done may have ended its collection. */
export async function afterCollectionDesign(tx: Sql, design: NewDesign): Promise<void> {
	if (design.collection && design.status !== 'pending')
		await settleCollection(tx, design.collection.id, design.now);
}

/** A collection design that was pending has ended (`row`: its collection and position). */
export async function collectionDesignEnded(
	tx: Sql,
	row: Row,
	outcome: { status: string; error: { code: string; detail: string } | null },
	now: number,
): Promise<void> {
	if (!row.collection_id) return;
	const collectionId = row.collection_id as string;
	await lockCollection(tx, collectionId);
	await tx.run(ITEM_ENDED_SQL, [...itemOutcome(outcome), collectionId, row.collection_position]);
	await settleCollection(tx, collectionId, now);
}

export function pgCollections(db: PgDatabase): CollectionRepository {
	return {
		async insertCollection(collection, claim) {
			await db.transaction(async (tx) => {
				await tx.run(INSERT_COLLECTION_SQL, insertCollectionParams(collection));
				const items = insertItemsStatement(collection);
				await tx.run(items.sql, items.params);
				if (claim) await setRecoveryPoint(tx, claim, { type: 'collection', id: collection.id });
			});
			return (await readCollection(db, collection.id))!;
		},
		async getCollection(accountId, id) {
			const row = await db.row(
				`SELECT ${COLLECTION_COLUMNS} FROM collections c WHERE c.account_id = ? AND c.id = ?`,
				[accountId, id],
			);
			return row ? (await withItems(db, [row]))[0] : undefined;
		},
		async listCollections(query) {
			const { sql, params } = keysetQuery(
				`SELECT ${COLLECTION_COLUMNS} FROM collections c`,
				'c.seq',
				{ where: ['c.account_id = ?'], params: [query.accountId] },
				query,
			);
			const page = keysetPage(await db.rows(sql, params), query);
			return { items: await withItems(db, page.items), hasMore: page.hasMore };
		},
		async cancelCollection(accountId, id, now) {
			return db.transaction(async (tx) => {
				const row = await tx.row(
					'SELECT status FROM collections WHERE account_id = ? AND id = ? FOR UPDATE',
					[accountId, id],
				);
				if (!row) return undefined;
				if (row.status === 'queued' || row.status === 'running') {
					if ((await tx.run(CANCEL_ITEMS_SQL, [id])) > 0) {
						await tx.run(MARK_CANCELED_SQL, [now, now, id]);
						await settleCollection(tx, id, now);
					}
				}
				return readCollection(tx, id);
			});
		},
		async claimCollectionItems(owner, now, until, limit) {
			return toClaimedItems(await db.rows(claimItemsSql('postgres'), [owner, until, now, limit]));
		},
		async renewCollectionLeases(owner, until) {
			await db.run(RENEW_LEASES_SQL, [until, owner]);
		},
		async releaseCollectionLeases(owner, item) {
			await db.run(...releaseLeases(owner, item));
		},
		async releaseAbandonedCollectionLeases() {
			// Other instances may be making these items right now: their leases run out instead.
			return 0;
		},
		async failCollectionItem(item, owner, error, now) {
			return db.transaction(async (tx) => {
				await lockCollection(tx, item.collectionId);
				const failed = await tx.run(ITEM_FAILED_SQL, [
					error.code,
					error.detail,
					item.collectionId,
					item.position,
					owner,
				]);
				if (failed === 0) return false;
				await tx.run(COLLECTION_RUNNING_SQL, [now, item.collectionId]);
				await settleCollection(tx, item.collectionId, now);
				return true;
			});
		},
		async collectionPosition(accountId, collectionId, designId) {
			const row = await db.row(COLLECTION_POSITION_SQL, [accountId, designId, collectionId]);
			return row ? Number(row.collection_position) : undefined;
		},
	};
}
