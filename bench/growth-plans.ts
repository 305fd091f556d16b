/**
 * The plans of the statements behind each case of bench/growth.ts, on the large database, so a
 * ratio that misses its target points at its cause: a scan, a sort of every match, or an index
 * that does not cover the filter. SQLite: EXPLAIN QUERY PLAN. PostgreSQL: EXPLAIN ANALYZE, with
 * the planner's costs (why it chose the plan) and the buffers each step read.
 */
import Database from 'better-sqlite3';
import pg from 'pg';
import { DESIGN_PAGE_SELECT, DESIGN_SELECT, designListQuery } from '../server/store/queries';
import type { DesignFilters, PageQuery } from '../server/store/types';
import { COMMON_WORD, QUIET, RARE_WORD, deepPosition, type Dataset } from './growth-load';

interface Statement {
	name: string;
	sql: string;
	params: unknown[];
}

/**
 * The statements one request of each case runs on account 0 (or the quiet account), besides
 * authentication: as
 * store/*\/designs.ts and the stores' `cursorPosition` write them.
 */
async function statements(
	data: Dataset,
	engine: 'sqlite' | 'postgres',
	seqOf: (accountId: string, id: string) => Promise<number>,
): Promise<Statement[]> {
	const account = data.accounts[0];
	const cursorId = account.designs[deepPosition(account)];
	const page = (filters: DesignFilters, after?: number): PageQuery<DesignFilters> => ({
		accountId: account.id,
		limit: 20,
		after,
		filters,
	});
	const list = (name: string, query: PageQuery<DesignFilters>) => ({
		name,
		...designListQuery(query, engine)!,
	});
	const quiet = (filters: DesignFilters): PageQuery<DesignFilters> => ({
		accountId: data.accounts[QUIET].id,
		limit: 20,
		filters,
	});
	return [
		list('list page', page({})),
		list('list page, quiet account', quiet({})),
		{
			name: 'deep page: the cursor',
			sql: 'SELECT seq FROM designs WHERE account_id = ? AND id = ?',
			params: [account.id, cursorId],
		},
		list('deep page: the page', page({}, await seqOf(account.id, cursorId))),
		{
			name: 'get by id',
			sql: `${engine === 'postgres' ? DESIGN_PAGE_SELECT : DESIGN_SELECT} WHERE d.account_id = ? AND d.id = ? AND d.deleted_at IS NULL`,
			params: [account.id, account.designs[Math.floor(account.designs.length / 3)]],
		},
		list(`search, common word (${COMMON_WORD})`, page({ q: COMMON_WORD })),
		list(`search, common word, quiet account`, quiet({ q: COMMON_WORD })),
		list(`search, rare word (${RARE_WORD})`, page({ q: RARE_WORD })),
	];
}

/** Each statement's plan, indented under its name. */
export async function sqlitePlans(data: Dataset): Promise<string> {
	const db = new Database(data.db, { readonly: true });
	try {
		const seqOf = async (accountId: string, id: string) =>
			(
				db
					.prepare('SELECT seq FROM designs WHERE account_id = ? AND id = ?')
					.get(accountId, id) as {
					seq: number;
				}
			).seq;
		const out: string[] = [];
		for (const s of await statements(data, 'sqlite', seqOf)) {
			const plan = db.prepare(`EXPLAIN QUERY PLAN ${s.sql}`).all(...s.params) as {
				detail: string;
			}[];
			out.push(`${s.name}:`, ...plan.map((r) => `  ${r.detail}`));
		}
		return out.join('\n');
	} finally {
		db.close();
	}
}

export async function pgPlans(data: Dataset): Promise<string> {
	const client = new pg.Client({ connectionString: data.db });
	await client.connect();
	const numbered = (sql: string) => {
		let n = 0;
		return sql.replace(/\?/g, () => `$${++n}`);
	};
	try {
		const seqOf = async (accountId: string, id: string) =>
			Number(
				(
					await client.query('SELECT seq FROM designs WHERE account_id = $1 AND id = $2', [
						accountId,
						id,
					])
				).rows[0].seq,
			);
		const out: string[] = [];
		for (const s of await statements(data, 'postgres', seqOf)) {
			const { rows } = await client.query(
				`EXPLAIN (ANALYZE, BUFFERS) ${numbered(s.sql)}`,
				s.params,
			);
			out.push(`${s.name}:`, ...rows.map((r: Record<string, string>) => `  ${r['QUERY PLAN']}`));
		}
		return out.join('\n');
	} finally {
		await client.end();
	}
}
