/**
 * The store axis of the server suites: jest runs test/server once per store (projects `sqlite`
 * and `postgres` in jest.config.js, which sets the global DG_TEST_STORE). Every server or store
 * a suite starts gets a fresh, empty database: ':memory:' on SQLite, a new database in the run's
 * PostgreSQL cluster (started by postgres-setup.js, URL in DG_TEST_PG_URL) on PostgreSQL.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openStore } from '../../server/store';
import type { DesignStore } from '../../server/store/types';

export type TestStoreKind = 'sqlite' | 'postgres';

export const TEST_STORE: TestStoreKind =
	((globalThis as { DG_TEST_STORE?: string }).DG_TEST_STORE ?? process.env.DG_TEST_STORE) ===
	'postgres'
		? 'postgres'
		: 'sqlite';

/** A new empty database: its `--db` value. `sqliteFile` names the file when on SQLite (else ':memory:'). */
export async function freshDb(sqliteFile?: string): Promise<string> {
	if (TEST_STORE === 'sqlite') return sqliteFile ?? ':memory:';
	const admin = process.env.DG_TEST_PG_URL;
	if (!admin) throw new Error('DG_TEST_PG_URL is not set: run the postgres suites through jest');
	return createPgDatabase(admin, `dg_${process.pid}_${randomBytes(6).toString('hex')}`);
}

/** Creates database `name` on the cluster of `adminUrl`; resolves to its URL (also for bench/). */
export async function createPgDatabase(adminUrl: string, name: string): Promise<string> {
	const client = new pg.Client({ connectionString: adminUrl });
	await client.connect();
	try {
		await client.query(`CREATE DATABASE ${name}`);
	} finally {
		await client.end();
	}
	const url = new URL(adminUrl);
	url.pathname = `/${name}`;
	return url.toString();
}

/** A store on a fresh database (for the suites that test the store and services directly). */
export async function openTestStore(): Promise<DesignStore> {
	return openStore(await freshDb());
}
