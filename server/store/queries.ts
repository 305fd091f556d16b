/**
 * The SQL both stores share (written with `?` placeholders; the PostgreSQL store numbers them):
 * the inserts of new designs and publications, the list filters and keyset paging, so the two
 * engines write, page and filter identically and a new column is added in one place.
 */
import {
	DESIGN_COLUMNS,
	DESIGN_PAGE_COLUMNS,
	LIVE_PUBLICATION_JOIN,
	splitContent,
	type Row,
} from './rows';
import { ftsMatch, parseSearch, pgSearchConditions, searchText, titleSearchSuffix } from './search';
import type {
	AccountUsage,
	CursorKind,
	DesignFilters,
	EventFilters,
	GenerationOutcome,
	NewDesign,
	Page,
	PageQuery,
	PublicationFilters,
	PublicationRecord,
} from './types';

/** A new design's row: the statement and its parameters (the inverse of rows.ts's toDesign). */
export const INSERT_DESIGN_SQL = `INSERT INTO designs (id, account_id, status, prompt, style, seed,
  content_json, error_code, error_detail, ready_at, created_at, updated_at,
  parent_id, title, garment, search_text, colorway_json, base_seed, edits_json, edit_instruction,
  collection_id, collection_position, custom_id)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;

/** A design's SVG, in its own table (read only by the image endpoints); its PNG is added when first rendered. */
/** The account's plan and how many existing designs it holds (the quota's check). */
export const DESIGN_QUOTA_SQL = `SELECT a.plan,
  (SELECT count(*) FROM designs d WHERE d.account_id = a.id AND d.deleted_at IS NULL) AS existing
  FROM accounts a WHERE a.id = ?`;

export const INSERT_IMAGE_SQL = 'INSERT INTO design_images (design_id, svg) VALUES (?, ?)';

/** The statements that write a new design: its row, and its image row once it has content. */
export function designInserts(design: NewDesign): { sql: string; params: unknown[] }[] {
	const statements = [{ sql: INSERT_DESIGN_SQL, params: insertDesignParams(design) }];
	if (design.content)
		statements.push({ sql: INSERT_IMAGE_SQL, params: [design.id, design.content.svg] });
	return statements;
}

export function insertDesignParams(design: NewDesign): unknown[] {
	const { contentJson } = splitContent(design.content);
	const title = design.content?.title ?? null;
	return [
		design.id,
		design.accountId,
		design.status,
		design.prompt,
		design.style,
		design.seed,
		contentJson,
		design.error?.code ?? null,
		design.error?.detail ?? null,
		design.readyAt,
		design.now,
		design.now,
		design.parentId ?? null,
		title,
		design.content?.garment ?? null,
		searchText(design.prompt, title),
		design.colors ? JSON.stringify(design.colors) : null,
		design.baseSeed ?? null,
		design.edits ? JSON.stringify(design.edits) : null,
		design.editInstruction ?? null,
		design.collection?.id ?? null,
		design.collection?.position ?? null,
		design.collection?.customId ?? null,
	];
}

/** A new publication's row: the statement and its parameters (the inverse of toPublication). */
export const INSERT_PUBLICATION_SQL = `INSERT INTO publications (id, account_id, design_id, title,
  description, price_amount, price_currency, tags_json, visibility, status, published_at, withdrawn_at)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;

export function insertPublicationParams(p: PublicationRecord): unknown[] {
	return [
		p.id,
		p.accountId,
		p.designId,
		p.title,
		p.description,
		p.price.amount,
		p.price.currency,
		JSON.stringify(p.tags),
		p.visibility,
		p.status,
		p.publishedAt,
		p.withdrawnAt,
	];
}

/**
 * An account's usage in one statement, each count read from an index alone (no table rows):
 * `designs_account_seq` or `designs_account_created` (which holds `deleted_at`) for designs,
 * `publications_account_live` for live publications. Parameters: the account id three times,
 * then the start of the period.
 */
export const ACCOUNT_USAGE_SQL = `SELECT
  (SELECT COUNT(*) FROM designs WHERE account_id = ? AND deleted_at IS NULL) AS designs,
  (SELECT COUNT(*) FROM publications WHERE account_id = ? AND status = 'published') AS publications,
  (SELECT COUNT(*) FROM designs WHERE account_id = ? AND created_at >= ?) AS generations`;

export function accountUsage(row: Row | undefined): AccountUsage {
	return {
		designs: Number(row?.designs ?? 0),
		publications: Number(row?.publications ?? 0),
		generationsSince: Number(row?.generations ?? 0),
	};
}

export interface Conditions {
	where: string[];
	params: unknown[];
	/** A column that leads the order, before the sequence (`accountConditions`). */
	leading?: string;
}

export type Engine = 'sqlite' | 'postgres';

/** Conditions joined by AND; `add` appends one, with its parameter when the value is given. */
export function conditions(where: string[], params: unknown[]) {
	return {
		where,
		params,
		add(sql: string, value?: unknown) {
			if (value === undefined) return;
			where.push(sql);
			params.push(value);
		},
	};
}

/**
 * An account's list starts with this condition. On PostgreSQL the account is matched as
 * `= ANY(array)` and leads the order, so that only an index that starts with the account
 * (designs_account_seq and the like) gives the order. With `account_id = ?` the planner may walk
 * the primary key (the sequence) newest first instead, filtering on the account: it takes an
 * account's rows to be spread evenly through the table, which is cheap for an active account but
 * reads every newer row of every other account for one whose rows are all old (bench/growth.ts:
 * the first page of such an account, at 100 000 designs, read 90 000 rows, 44 ms against 3.5 ms
 * at 1 000). `= ANY` is no equality the planner folds the order's account column into, and a
 * btree still returns rows in order for it on the index's first column.
 */
export function accountConditions(column: string, accountId: string, engine: Engine) {
	if (engine === 'sqlite') return conditions([`${column} = ?`], [accountId]);
	return { ...conditions([`${column} = ANY(?::text[])`], [[accountId]]), leading: column };
}

export function designListConditions(
	query: PageQuery<DesignFilters>,
	engine: Engine = 'sqlite',
): Conditions {
	const c = accountConditions('d.account_id', query.accountId, engine);
	c.where.push('d.deleted_at IS NULL');
	const { style, status, published, garment, parentId } = query.filters;
	c.add('d.style = ?', style);
	c.add('d.status = ?', status);
	c.add('d.garment = ?', garment);
	c.add('d.parent_id = ?', parentId);
	c.add('d.collection_id = ?', query.filters.collectionId);
	if (published === true) {
		// Driven by the account's live publications (few, next to its designs): the page is read
		// by probing their designs' seq newest first, never by walking every design of the account.
		c.where.push(
			`d.seq IN (SELECT pd.seq FROM publications p JOIN designs pd ON pd.id = p.design_id
        WHERE p.account_id = ? AND p.status = 'published')`,
		);
		c.params.push(query.accountId);
	} else if (published === false) {
		c.where.push(
			`NOT EXISTS (SELECT 1 FROM publications p WHERE p.design_id = d.id AND p.status = 'published')`,
		);
	}
	return c;
}

/**
 * How each engine reads designs, to which a WHERE is added. PostgreSQL: with their live
 * publications joined (rows for `toDesignRow`), one round trip a page. SQLite: the designs alone
 * (rows for `toDesign`), their publications read by a second statement: in-process there is no
 * round trip to save, and a page of 21 rows with 12 more columns each cost twice the two statements.
 */
export const DESIGN_PAGE_SELECT = `SELECT ${DESIGN_PAGE_COLUMNS} FROM designs d ${LIVE_PUBLICATION_JOIN}`;
export const DESIGN_SELECT = `SELECT ${DESIGN_COLUMNS} FROM designs d`;

/**
 * The statement of a page of designs on one engine, or null when `q` can match nothing. Without
 * `q`, the (account_id, seq) index or a filter's index drives. With it, on SQLite FTS5 drives:
 * it walks the account's matching rows newest first (rowid = seq) and stops at the page's end;
 * CROSS JOIN keeps the planner from turning the join around. On PostgreSQL the planner chooses,
 * from the word statistics, between the GIN index (rare words) and reading the (account_id, seq)
 * index newest first and checking each row (common words).
 */
export function designListQuery(
	query: PageQuery<DesignFilters>,
	engine: Engine,
): { sql: string; params: unknown[] } | null {
	const filters = designListConditions(query, engine);
	const search = query.filters.q === undefined ? undefined : parseSearch(query.filters.q);
	if (search?.impossible) return null;
	const select = engine === 'postgres' ? DESIGN_PAGE_SELECT : DESIGN_SELECT;
	// A collection's designs are listed in the collection's order, its cursors being positions in it.
	const inCollection = query.filters.collectionId !== undefined;
	const order = inCollection ? 'd.collection_position' : 'd.seq';
	if (inCollection) delete filters.leading;
	if (!search?.phrases.length) return keysetQuery(select, order, filters, query, inCollection);
	if (engine === 'postgres') {
		const text = pgSearchConditions(search.phrases);
		filters.where.push(...text.where);
		filters.params.push(...text.params);
		return keysetQuery(DESIGN_PAGE_SELECT, order, filters, query, inCollection);
	}
	filters.where.unshift('designs_fts MATCH ?');
	filters.params.unshift(ftsMatch(query.accountId, search.phrases));
	return keysetQuery(
		`SELECT ${DESIGN_COLUMNS} FROM designs_fts CROSS JOIN designs d ON d.seq = designs_fts.rowid`,
		inCollection ? order : 'designs_fts.rowid',
		filters,
		query,
		inCollection,
	);
}

export function publicationListConditions(
	query: PageQuery<PublicationFilters>,
	engine: Engine = 'sqlite',
): Conditions {
	const c = accountConditions('p.account_id', query.accountId, engine);
	c.add('p.status = ?', query.filters.status);
	c.add('p.design_id = ?', query.filters.designId);
	return c;
}

/**
 * How many of an account's events after a time make them "many": below it, the list reads them by
 * time (events_account_created) and sorts them, at most this many; from it on, it walks the log
 * newest first (events are written in time order, so those after a time are its newest).
 */
export const EVENTS_AFTER_FEW = 200;

/**
 * Counts, up to EVENTS_AFTER_FEW, the account's events after a time: one bounded read of
 * events_account_created, which tells which way to read the page (`eventListConditions`).
 */
export const EVENTS_AFTER_PROBE = `SELECT COUNT(*) AS n FROM
  (SELECT 1 FROM events WHERE account_id = ? AND created_at > ? LIMIT ${EVENTS_AFTER_FEW}) few`;

/**
 * `few`: the probe found fewer than EVENTS_AFTER_FEW events after `createdAfter`. Then the time
 * index must drive (the type's terms are kept off their index: `|| ''`); else the time term is
 * kept off its index (`+ 0`), so the log is walked in the page's order. Each way reads about a
 * page's worth, at any size of the log.
 */
export function eventListConditions(
	query: PageQuery<EventFilters>,
	engine: Engine = 'sqlite',
	few = false,
): Conditions {
	const c = accountConditions('e.account_id', query.accountId, engine);
	const { type, createdAfter } = query.filters;
	c.add(few ? "e.type || '' = ?" : 'e.type = ?', type);
	c.add(few ? 'e.created_at > ?' : 'e.created_at + 0 > ?', createdAfter);
	return c;
}

/** The table whose `seq` is a cursor's position, by what the cursor names. */
export const CURSOR_TABLES: Record<CursorKind, string> = {
	design: 'designs',
	publication: 'publications',
	event: 'events',
	webhook_endpoint: 'webhook_endpoints',
	collection: 'collections',
};

/**
 * Keyset paging, newest first, by a sequence column (never OFFSET, so cursors stay stable while
 * rows are added): `after` reads older rows, `before` newer ones. One row more than the limit is
 * read to tell `hasMore`; `keysetPage` trims it and restores newest-first order. `ascending`
 * pages the other way (a collection's designs, first position first).
 */
export function keysetQuery<F>(
	select: string,
	seqColumn: string,
	filters: Conditions,
	query: PageQuery<F>,
	ascending = false,
): { sql: string; params: unknown[] } {
	const { where, params, add } = conditions([...filters.where], [...filters.params]);
	add(`${seqColumn} ${ascending ? '>' : '<'} ?`, query.after);
	add(`${seqColumn} ${ascending ? '<' : '>'} ?`, query.before);
	const order = (query.before !== undefined) !== ascending ? 'ASC' : 'DESC';
	const leading = filters.leading ? `${filters.leading} ${order}, ` : '';
	return {
		sql: `${select} WHERE ${where.join(' AND ')} ORDER BY ${leading}${seqColumn} ${order} LIMIT ?`,
		params: [...params, query.limit + 1],
	};
}

export function keysetPage<T, F>(rows: T[], query: PageQuery<F>): Page<T> {
	const items = rows.slice(0, query.limit);
	return {
		items: query.before !== undefined ? items.reverse() : items,
		hasMore: rows.length > query.limit,
	};
}

/**
 * Records a pending design's generation outcome (a no-op once it is no longer pending). A
 * succeeded design's title joins its search words: a pending design's `search_text` is
 * `searchText(prompt, null)`, which the title's words complete.
 */
export function outcomeUpdate(
	id: string,
	outcome: GenerationOutcome,
	now: number,
): { sql: string; params: unknown[]; image?: { sql: string; params: unknown[] } } {
	if ('content' in outcome) {
		const { svg, contentJson } = splitContent(outcome.content);
		const { title, garment } = outcome.content;
		return {
			sql: `UPDATE designs SET status = 'succeeded', content_json = ?, ready_at = NULL, updated_at = ?,
              title = ?, garment = ?, search_text = search_text || ?
            WHERE id = ? AND status = 'pending'`,
			params: [contentJson, now, title, garment, titleSearchSuffix(title), id],
			// Written only when the update took (the design was still pending).
			image: { sql: INSERT_IMAGE_SQL, params: [id, svg] },
		};
	}
	return {
		sql: `UPDATE designs SET status = 'failed', error_code = ?, error_detail = ?, ready_at = NULL, updated_at = ?
          WHERE id = ? AND status = 'pending'`,
		params: [outcome.error.code, outcome.error.detail, now, id],
	};
}
