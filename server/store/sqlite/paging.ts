import type Database from 'better-sqlite3';
import { prepared } from './statements';
import type { DesignStore, Page, PageQuery } from '../types';
import type { Row } from './rows';

/** Keyset paging, newest first: `after` reads older objects, `before` newer ones (then reversed). */
export function keysetPage<F>(
	db: Database.Database,
	select: string,
	seqColumn: string,
	where: string[],
	params: unknown[],
	query: PageQuery<F>,
): Page<Row> {
	const clauses = [...where];
	const args = [...params];
	const backwards = query.before !== undefined;
	if (query.after !== undefined) {
		clauses.push(`${seqColumn} < ?`);
		args.push(query.after);
	}
	if (backwards) {
		clauses.push(`${seqColumn} > ?`);
		args.push(query.before);
	}
	const sql = `${select} WHERE ${clauses.join(' AND ')} ORDER BY ${seqColumn} ${backwards ? 'ASC' : 'DESC'} LIMIT ?`;
	const rows = prepared(db, sql).all(...args, query.limit + 1) as Row[];
	const items = rows.slice(0, query.limit);
	return { items: backwards ? items.reverse() : items, hasMore: rows.length > query.limit };
}

/** Cursor positions are the tables' `seq`, kept for deleted designs too. */
export function sqliteCursors(db: Database.Database): Pick<DesignStore, 'cursorPosition'> {
	return {
		async cursorPosition(kind, accountId, id) {
			const table = kind === 'design' ? 'designs' : 'publications';
			const row = prepared(db, `SELECT seq FROM ${table} WHERE account_id = ? AND id = ?`).get(
				accountId,
				id,
			) as Row | undefined;
			return row?.seq as number | undefined;
		},
	};
}
