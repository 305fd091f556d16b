/**
 * The SQL both stores share for collections (`?` placeholders; the PostgreSQL store numbers them)
 * and their rows read back as records, so the two engines write and count alike.
 */
import type { Row } from './rows';
import type {
	ClaimedItem,
	CollectionCounts,
	CollectionItemError,
	CollectionRecord,
	CollectionStatus,
	NewCollection,
} from './collection-types';
import type { Engine } from './queries';

export const INSERT_COLLECTION_SQL = `INSERT INTO collections (id, account_id, name, style, brief,
  palette_json, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, 'queued', ?, ?)`;

export function insertCollectionParams(c: NewCollection): unknown[] {
	return [c.id, c.accountId, c.name, c.style, c.brief, JSON.stringify(c.palette), c.now, c.now];
}

export const INSERT_ITEM_SQL = `INSERT INTO collection_items (collection_id, account_id, position,
  prompt, style, seed, custom_id, status) VALUES (?, ?, ?, ?, ?, ?, ?, 'pending')`;

/** Every item in one statement (PostgreSQL: one round trip instead of one an item). */
export function insertItemsStatement(c: NewCollection): { sql: string; params: unknown[] } {
	const rows = insertItemParams(c);
	const values = rows.map(() => "(?, ?, ?, ?, ?, ?, ?, 'pending')").join(', ');
	return {
		sql: `INSERT INTO collection_items (collection_id, account_id, position, prompt, style, seed,
  custom_id, status) VALUES ${values}`,
		params: rows.flat(),
	};
}

export function insertItemParams(c: NewCollection): unknown[][] {
	return c.items.map((item, position) => [
		c.id,
		c.accountId,
		position,
		item.prompt,
		item.style,
		item.seed,
		item.customId,
	]);
}

export const COLLECTION_COLUMNS = `c.seq, c.id, c.account_id, c.name, c.style, c.brief, c.palette_json,
  c.status, c.created_at, c.completed_at, c.canceled_at`;

/** Item counts by status, for the collections named by `ids` (an IN list of `n` placeholders). */
export const itemCountsSql = (n: number) =>
	`SELECT collection_id, status, count(*) AS n FROM collection_items
   WHERE collection_id IN (${Array(n).fill('?').join(',')}) GROUP BY collection_id, status`;

/** Failed items (the collection's `errors`), in order. */
export const itemErrorsSql = (n: number) =>
	`SELECT collection_id, position, custom_id, error_code, error_detail FROM collection_items
   WHERE collection_id IN (${Array(n).fill('?').join(',')}) AND status = 'failed'
   ORDER BY collection_id, position`;

/** Collection rows with their item counts and errors as records, in the rows' order. */
export function toCollections(rows: Row[], counts: Row[], errors: Row[]): CollectionRecord[] {
	const byId = new Map<string, { counts: CollectionCounts; errors: CollectionItemError[] }>();
	for (const row of rows)
		byId.set(row.id as string, {
			counts: { total: 0, pending: 0, succeeded: 0, failed: 0, canceled: 0 },
			errors: [],
		});
	for (const row of counts) {
		const entry = byId.get(row.collection_id as string);
		if (!entry) continue;
		const n = Number(row.n);
		entry.counts.total += n;
		// An item whose design is still pending is pending to the client too.
		const status = row.status === 'running' ? 'pending' : (row.status as keyof CollectionCounts);
		entry.counts[status] += n;
	}
	for (const row of errors)
		byId.get(row.collection_id as string)?.errors.push({
			position: Number(row.position),
			customId: (row.custom_id as string | null) ?? null,
			code: row.error_code as string,
			detail: row.error_detail as string,
		});
	return rows.map((row) => ({
		id: row.id as string,
		accountId: row.account_id as string,
		name: row.name as string,
		style: row.style as string,
		brief: (row.brief as string | null) ?? null,
		palette: JSON.parse(row.palette_json as string),
		status: row.status as CollectionStatus,
		...byId.get(row.id as string)!,
		createdAt: Number(row.created_at),
		completedAt: row.completed_at === null ? null : Number(row.completed_at),
		canceledAt: row.canceled_at === null ? null : Number(row.canceled_at),
	}));
}

/** Items not ended (pending or running) and canceled ones, of one collection. */
export const OPEN_ITEMS_SQL = `SELECT
  count(CASE WHEN status IN ('pending', 'running') THEN 1 END) AS open,
  count(CASE WHEN status = 'canceled' THEN 1 END) AS canceled,
  count(CASE WHEN status = 'failed' THEN 1 END) AS failed,
  count(CASE WHEN status = 'succeeded' THEN 1 END) AS succeeded
  FROM collection_items WHERE collection_id = ?`;

/**
 * How a collection ends once none of its items is open: canceled when the cancel left items
 * unmade, else by its designs' outcomes. Undefined while an item is still open.
 */
export function endStatus(
	row: Row | undefined,
): 'succeeded' | 'partially_failed' | 'failed' | 'canceled' | undefined {
	if (!row || Number(row.open) > 0) return undefined;
	if (Number(row.canceled) > 0) return 'canceled';
	if (Number(row.failed) === 0) return 'succeeded';
	return Number(row.succeeded) === 0 ? 'failed' : 'partially_failed';
}

export const END_COLLECTION_SQL = `UPDATE collections SET status = ?, completed_at = ?, updated_at = ?
  WHERE id = ? AND status IN ('queued', 'running')`;

/** An item's design inserted under its lease: the item moves on, its lease ends. */
export const ITEM_MADE_SQL = `UPDATE collection_items SET status = ?, error_code = ?, error_detail = ?,
  lease_owner = NULL, lease_expires_at = NULL
  WHERE collection_id = ? AND position = ? AND status = 'pending' AND lease_owner = ?`;

/** A running item's design ended (its generation, or its delete while pending). */
export const ITEM_ENDED_SQL = `UPDATE collection_items SET status = ?, error_code = ?, error_detail = ?
  WHERE collection_id = ? AND position = ? AND status = 'running'`;

export const COLLECTION_RUNNING_SQL = `UPDATE collections SET status = 'running', updated_at = ?
  WHERE id = ? AND status = 'queued'`;

export const CANCEL_ITEMS_SQL = `UPDATE collection_items SET status = 'canceled', lease_owner = NULL,
  lease_expires_at = NULL WHERE collection_id = ? AND status = 'pending'`;

export const MARK_CANCELED_SQL = `UPDATE collections SET canceled_at = ?, updated_at = ? WHERE id = ?`;

/**
 * Leases pending items whose lease is free or has run out, oldest first. Parameters: owner,
 * until, now, limit. On PostgreSQL rows another instance is claiming are skipped.
 */
export function claimItemsSql(engine: Engine): string {
	return `UPDATE collection_items SET lease_owner = ?, lease_expires_at = ?
  WHERE seq IN (SELECT seq FROM collection_items
    WHERE status = 'pending' AND (lease_expires_at IS NULL OR lease_expires_at < ?)
    ORDER BY seq LIMIT ?${engine === 'postgres' ? ' FOR UPDATE SKIP LOCKED' : ''})
  RETURNING seq, collection_id, account_id, position, prompt, style, seed, custom_id`;
}

export function toClaimedItems(rows: Row[]): ClaimedItem[] {
	return rows
		.sort((a, b) => Number(a.seq) - Number(b.seq))
		.map((row) => ({
			collectionId: row.collection_id as string,
			accountId: row.account_id as string,
			position: Number(row.position),
			prompt: row.prompt as string,
			style: row.style as string,
			seed: Number(row.seed),
			customId: (row.custom_id as string | null) ?? null,
		}));
}

export const RENEW_LEASES_SQL = `UPDATE collection_items SET lease_expires_at = ?
  WHERE lease_owner = ? AND status = 'pending'`;

/** Gives back `owner`'s leases on items not yet made: all of them, or the one item. */
export function releaseLeases(
	owner: string,
	item?: { collectionId: string; position: number },
): [string, unknown[]] {
	const sql = `UPDATE collection_items SET lease_owner = NULL, lease_expires_at = NULL
  WHERE lease_owner = ? AND status = 'pending'`;
	return item
		? [`${sql} AND collection_id = ? AND position = ?`, [owner, item.collectionId, item.position]]
		: [sql, [owner]];
}

export const RELEASE_ALL_LEASES_SQL = `UPDATE collection_items SET lease_owner = NULL, lease_expires_at = NULL
  WHERE lease_owner IS NOT NULL AND status = 'pending'`;

export const ITEM_FAILED_SQL = `UPDATE collection_items SET status = 'failed', error_code = ?,
  error_detail = ?, lease_owner = NULL, lease_expires_at = NULL
  WHERE collection_id = ? AND position = ? AND status = 'pending' AND lease_owner = ?`;

export const COLLECTION_POSITION_SQL = `SELECT collection_position FROM designs
  WHERE account_id = ? AND id = ? AND collection_id = ?`;

/** The item's status once its design has this status (a design inserted done, or ending). */
export function itemOutcome(design: {
	status: string;
	error: { code: string; detail: string } | null;
}): unknown[] {
	return [
		design.status === 'pending' ? 'running' : design.status,
		design.error?.code ?? null,
		design.error?.detail ?? null,
	];
}

/** The error of a collection item whose design was deleted while pending (never generated). */
export const DELETED_PENDING = {
	code: 'design_deleted',
	detail: "The item's design was deleted before it was generated.",
};
