/** Rows of the stores' tables (the same columns in SQLite and PostgreSQL) turned into the store's records, and design content into columns. */
import type {
	Account,
	Colorway,
	ApiKeyRecord,
	DesignContent,
	DesignRecord,
	EditChain,
	PendingDesign,
	Plan,
	PublicationRecord,
} from './types';

export type Row = Record<string, unknown>;

export const DESIGN_COLUMNS = `d.seq, d.id, d.account_id, d.status, d.prompt, d.style, d.seed, d.content_json,
  d.error_code, d.error_detail, d.ready_at, d.created_at, d.updated_at, d.parent_id,
  d.colorway_json, d.base_seed, d.edits_json, d.edit_instruction, d.collection_id, d.custom_id`;

const PUBLICATION_FIELDS = [
	'id',
	'account_id',
	'design_id',
	'title',
	'description',
	'price_amount',
	'price_currency',
	'tags_json',
	'visibility',
	'status',
	'published_at',
	'withdrawn_at',
];

/**
 * A design and its live publication in one statement (`SELECT ${DESIGN_PAGE_COLUMNS} FROM designs
 * d ${LIVE_PUBLICATION_JOIN}`), read by `toDesignRow`: one query a page instead of two (on
 * PostgreSQL each is a round trip). At most one publication of a design is live (a unique index).
 */
export const DESIGN_PAGE_COLUMNS = `${DESIGN_COLUMNS}, ${PUBLICATION_FIELDS.map((f) => `lp.${f} AS lp_${f}`).join(', ')}`;
export const LIVE_PUBLICATION_JOIN = `LEFT JOIN publications lp ON lp.design_id = d.id AND lp.status = 'published'`;

/** A row of DESIGN_PAGE_COLUMNS as a design with its live publication. */
export function toDesignRow(row: Row): DesignRecord {
	if (row.lp_id === null || row.lp_id === undefined) return toDesign(row, null);
	const publication: Row = {};
	for (const field of PUBLICATION_FIELDS) publication[field] = row[`lp_${field}`];
	return toDesign(row, toPublication(publication));
}

/** What generating a pending design needs (`toPending`). */
export const PENDING_COLUMNS =
	'id, prompt, style, seed, ready_at, colorway_json, base_seed, edits_json, collection_id, collection_position';

export const KEY_COLUMNS = `k.id, k.account_id, a.name AS account_name, a.plan, k.prefix, k.created_at, k.revoked_at`;

/** The SVG goes to its own column (served as the image); the rest is kept as JSON. */
export function splitContent(content: DesignContent | null): {
	svg: string | null;
	contentJson: string | null;
} {
	if (!content) return { svg: null, contentJson: null };
	const { svg, ...rest } = content;
	return { svg, contentJson: JSON.stringify(rest) };
}

export function toAccount(row: Row): Account {
	return {
		id: row.id as string,
		name: row.name as string,
		plan: row.plan as Plan,
		createdAt: row.created_at as number,
	};
}

export function toKey(row: Row): ApiKeyRecord {
	return {
		id: row.id as string,
		accountId: row.account_id as string,
		accountName: row.account_name as string,
		plan: row.plan as Plan,
		prefix: row.prefix as string,
		createdAt: row.created_at as number,
		revokedAt: (row.revoked_at as number | null) ?? null,
	};
}

export function toDesign(row: Row, publication: PublicationRecord | null): DesignRecord {
	return {
		id: row.id as string,
		accountId: row.account_id as string,
		status: row.status as DesignRecord['status'],
		prompt: row.prompt as string,
		style: row.style as string,
		seed: row.seed as number,
		parentId: (row.parent_id as string | null) ?? null,
		colorway: colorwayOf(row),
		edits: editsOf(row),
		editInstruction: (row.edit_instruction as string | null) ?? null,
		collectionId: (row.collection_id as string | null) ?? null,
		customId: (row.custom_id as string | null) ?? null,
		content: row.content_json ? JSON.parse(row.content_json as string) : null,
		error: row.error_code
			? { code: row.error_code as string, detail: row.error_detail as string }
			: null,
		readyAt: (row.ready_at as number | null) ?? null,
		createdAt: row.created_at as number,
		updatedAt: row.updated_at as number,
		publication,
	};
}

export function toPending(row: Row): PendingDesign {
	return {
		id: row.id as string,
		prompt: row.prompt as string,
		style: row.style as string,
		seed: row.seed as number,
		readyAt: row.ready_at as number,
		...(colorwayOf(row) ?? {}),
		...(row.edits_json ? { edits: editsOf(row)! } : {}),
	};
}

/** An edited design's chain as stored (`EditChain` as JSON); null for any other design. */
function editsOf(row: Row): EditChain | null {
	return row.edits_json ? (JSON.parse(row.edits_json as string) as EditChain) : null;
}

/** A colourway's colours and base seed as stored; null for any other design. */
function colorwayOf(row: Row): Required<Colorway> | null {
	return row.colorway_json
		? {
				colors: JSON.parse(row.colorway_json as string),
				baseSeed: Number(row.base_seed ?? row.seed),
			}
		: null;
}

export function toPublication(row: Row): PublicationRecord {
	return {
		id: row.id as string,
		accountId: row.account_id as string,
		designId: row.design_id as string,
		title: row.title as string,
		description: row.description as string,
		price: { amount: row.price_amount as number, currency: row.price_currency as string },
		tags: JSON.parse(row.tags_json as string),
		visibility: row.visibility as PublicationRecord['visibility'],
		status: row.status as PublicationRecord['status'],
		publishedAt: row.published_at as number,
		withdrawnAt: (row.withdrawn_at as number | null) ?? null,
	};
}
