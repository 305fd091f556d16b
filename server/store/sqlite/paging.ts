import type Database from 'better-sqlite3';
import { prepared } from './statements';
import type { DesignStore, Page, PageQuery } from '../types';
import { CURSOR_TABLES, keysetPage, keysetQuery, type Conditions } from '../queries';
import type { Row } from '../rows';

/** Runs a keyset page query (store/queries.ts) on SQLite. */
export function sqlitePage<F>(
	db: Database.Database,
	select: string,
	seqColumn: string,
	conditions: Conditions,
	query: PageQuery<F>,
): Page<Row> {
	const { sql, params } = keysetQuery(select, seqColumn, conditions, query);
	return keysetPage(prepared(db, sql).all(...params) as Row[], query);
}

/** Cursor positions are the tables' `seq`, kept for deleted designs too. */
export function sqliteCursors(db: Database.Database): Pick<DesignStore, 'cursorPosition'> {
	return {
		async cursorPosition(kind, accountId, id) {
			const table = CURSOR_TABLES[kind];
			const row = prepared(db, `SELECT seq FROM ${table} WHERE account_id = ? AND id = ?`).get(
				accountId,
				id,
			) as Row | undefined;
			return row?.seq as number | undefined;
		},
	};
}
