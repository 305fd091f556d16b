import pg from 'pg';
import { StoreUnavailableError } from '../errors';
import type { Row } from '../rows';

/** Queries with `?` placeholders (numbered here), as the SQL shared with SQLite is written. */
export interface Sql {
	rows(sql: string, params?: unknown[]): Promise<Row[]>;
	row(sql: string, params?: unknown[]): Promise<Row | undefined>;
	/** Number of rows a statement changed. */
	run(sql: string, params?: unknown[]): Promise<number>;
}

export interface PgDatabase extends Sql {
	/** Runs `work` in one transaction on one connection: committed if it resolves, else rolled back. */
	transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T>;
	/** A connection of its own, for session-level work (the migration lock). */
	connect(): Promise<pg.PoolClient>;
	close(): Promise<void>;
}

export const DEFAULT_POOL_SIZE = 10;

/** Bounds on every wait, so a request meets a 503 rather than hanging while the database is away. */
const TIMEOUTS = {
	connectionTimeoutMillis: 5_000,
	statement_timeout: 10_000,
	query_timeout: 15_000,
	idle_in_transaction_session_timeout: 30_000,
};

/** BIGINT (ms timestamps, sequences) as numbers: every value we store is below 2^53. */
const INT8_OID = 20;
const parseTypes = {
	getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
		oid === INT8_OID
			? (value: string) => Number(value)
			: pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

export function isPostgresUrl(db: string): boolean {
	return /^postgres(ql)?:\/\//i.test(db);
}

/** host:port/database of a connection URL, without user or password: safe to print. */
export function describeUrl(url: string): string {
	try {
		const u = new URL(url);
		const host = u.hostname || u.searchParams.get('host') || 'localhost';
		return `${host}${u.port ? `:${u.port}` : ''}${u.pathname}`;
	} catch {
		return 'the PostgreSQL URL';
	}
}

/** Errors that mean "the database is not reachable right now", as opposed to a bad query. */
const NETWORK_CODES = new Set([
	'ECONNREFUSED',
	'ECONNRESET',
	'ETIMEDOUT',
	'EPIPE',
	'ENOTFOUND',
	'EAI_AGAIN',
	'EHOSTUNREACH',
	'ENETUNREACH',
	'ENOENT', // a Unix socket that is gone while the server restarts
]);
// 08: connection exception; 57P01-03: shutting down / starting up; 53300: too many connections; 57014: timed out.
const UNAVAILABLE_SQLSTATES = /^(08...|57P0[123]|53300|57014)$/;
const UNAVAILABLE_MESSAGES =
	/Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Connection is closed/;

export function isUnavailable(error: unknown): boolean {
	const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
	if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.test(code)))
		return true;
	return typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message);
}

/** The one place where a lost connection becomes the store's `StoreUnavailableError`. */
function unavailable(error: unknown): unknown {
	if (!isUnavailable(error)) return error;
	const message = (error as Error).message?.split('\n')[0] || String(error);
	return new StoreUnavailableError(`PostgreSQL is unavailable: ${message}`, { cause: error });
}

function numbered(sql: string): string {
	let n = 0;
	return sql.replace(/\?/g, () => `$${++n}`);
}

/** Statements that get a name; past it (never, with today's SQL) the rest go unnamed. */
const MAX_NAMED_STATEMENTS = 500;
const statements = new Map<string, { name?: string; text: string }>();

/**
 * The statement for a SQL text: numbered once, and named, so each connection parses and plans
 * it once and then only binds and executes it (an unnamed statement is parsed and planned anew on
 * every call). The texts are a fixed set, bar the filter combinations of list queries.
 */
function statement(sql: string): { name?: string; text: string } {
	let found = statements.get(sql);
	if (!found) {
		const text = numbered(sql);
		found =
			statements.size < MAX_NAMED_STATEMENTS ? { name: `dg${statements.size}`, text } : { text };
		statements.set(sql, found);
	}
	return found;
}

function sqlOn(target: pg.Pool | pg.PoolClient): Sql {
	const query = async (sql: string, params: unknown[] = []) => {
		try {
			return await target.query({ ...statement(sql), values: params });
		} catch (error) {
			throw unavailable(error);
		}
	};
	return {
		rows: async (sql, params) => (await query(sql, params)).rows,
		row: async (sql, params) => (await query(sql, params)).rows[0],
		run: async (sql, params) => (await query(sql, params)).rowCount ?? 0,
	};
}

export function openPgDatabase(url: string, poolSize = DEFAULT_POOL_SIZE): PgDatabase {
	const pool = new pg.Pool({
		connectionString: url,
		max: poolSize,
		application_name: 'design-generator',
		keepAlive: true,
		types: parseTypes,
		...TIMEOUTS,
	});
	// An idle connection dropped by a database restart: the pool discards it and connects anew on
	// the next query. Without a listener the error would end the process.
	pool.on('error', () => undefined);

	const connect = async () => {
		try {
			return await pool.connect();
		} catch (error) {
			throw unavailable(error);
		}
	};
	return {
		...sqlOn(pool),
		connect,
		async transaction(work) {
			const client = await connect();
			const tx = sqlOn(client);
			let broken: Error | undefined;
			// While checked out, the pool no longer listens for the connection's errors: one that
			// drops between two statements (the database restarting while `work` awaits something
			// else, such as the webhook sender starting requests) would otherwise end the process.
			// The next statement fails with it, and the connection is destroyed below.
			const onError = (error: Error) => (broken ??= error);
			client.on('error', onError);
			try {
				await tx.run('BEGIN');
				const result = await work(tx);
				await tx.run('COMMIT');
				return result;
			} catch (error) {
				if (error instanceof StoreUnavailableError) broken = error;
				else await client.query('ROLLBACK').catch((e: Error) => (broken = e));
				throw error;
			} finally {
				client.off('error', onError);
				// A connection that failed mid-transaction is destroyed, not reused.
				client.release(broken);
			}
		},
		async close() {
			if (!pool.ended) await pool.end();
		},
	};
}
