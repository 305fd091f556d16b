/**
 * What only the PostgreSQL store has (the `postgres` jest project runs this file; the other
 * server suites run on both stores): migrations applied once when instances start together,
 * rate-limit budgets shared by instances, a database outage answered with 503 and survived, a
 * one-line error when the database cannot be reached at start, and lists read from the account's
 * own index whatever the planner's statistics.
 */
import pg from 'pg';
import { startCluster } from '../../scripts/pg/cluster';
import { openStore } from '../../server/store';
import { MIGRATIONS } from '../../server/store/postgres/migrations';
import { EVENT_COLUMNS } from '../../server/store/event-records';
import { designListQuery, eventListConditions, keysetQuery } from '../../server/store/queries';
import type { NewDesign } from '../../server/store/types';
import { freshDb } from '../harness/test-store';
import { cliAsync, useCliSandbox } from './cli-harness';
import {
	api,
	eventually,
	expectProblem,
	header,
	insideOneRateLimitWindow,
	start,
	type TestServer,
} from './helpers';

useCliSandbox();

test('instances starting at once on a new database apply each migration exactly once', async () => {
	const url = await freshDb();
	const stores = await Promise.all(Array.from({ length: 4 }, () => openStore(url)));
	await Promise.all(stores.map((s) => s.close()));
	const client = new pg.Client({ connectionString: url });
	await client.connect();
	try {
		const { rows } = await client.query('SELECT version FROM schema_migrations ORDER BY version');
		// 0: the record that the versions are the history shared with SQLite.
		expect(rows.map((r) => r.version)).toEqual([0, ...MIGRATIONS.map((m) => m.version)]);
	} finally {
		await client.end();
	}
});

test("two instances on one database share a key's rate-limit budget", async () => {
	const db = await freshDb();
	const one = await start({ db, rateLimitGenerate: 3 });
	const two = await start({ db, rateLimitGenerate: 3 });
	try {
		const key = await one.key('business');
		await insideOneRateLimitWindow();
		const statuses = [];
		for (const ts of [one, two, one, two]) statuses.push((await api(ts, key).generate()).status);
		expect(statuses).toEqual([201, 201, 201, 429]);
	} finally {
		await Promise.all([one.close(), two.close()]);
	}
});

describe('the database restarts while serving', () => {
	let cluster: Awaited<ReturnType<typeof startCluster>>;
	let ts: TestServer;
	beforeAll(async () => {
		cluster = await startCluster();
		ts = await start({ db: cluster.url });
	}, 60_000);
	afterAll(async () => {
		await ts?.close();
		cluster?.stop();
	});

	test('requests meanwhile get 503 with Retry-After, promptly; afterwards the server serves again', async () => {
		const a = api(ts, await ts.key('business'));
		expect((await a.generate()).status).toBe(201);

		cluster.pause();
		const begun = Date.now();
		const res = await a.get('/designs');
		expect(Date.now() - begun).toBeLessThan(10_000);
		expectProblem(res, 503, 'service_unavailable', ts.url);
		expect(Number(header(res, 'retry-after'))).toBeGreaterThan(0);
		expect((await ts.http.get('/healthz')).status).toBe(200); // the process is alive

		cluster.resume();
		const list = await eventually(async () => {
			const r = await a.get('/designs');
			return r.status === 200 ? r : undefined;
		}, 20_000);
		expect(list.data.data).toHaveLength(1);
	}, 60_000);
});

describe('a database that cannot be reached at start', () => {
	const unreachable = 'postgres://nobody:secret@127.0.0.1:1/designs';

	test.each([
		[['serve', '--port', '0', '--db', unreachable]],
		[['keys', 'list', '--db', unreachable]],
	])('%j → one line on stderr, non-zero exit, no password', async (args) => {
		const r = await cliAsync(...args);
		expect(r.code).not.toBe(0);
		const err = r.stderr.replace(/\n$/, '');
		expect(err).toMatch(/^error: .*cannot reach PostgreSQL at 127\.0\.0\.1:1\/designs/);
		expect(err).not.toContain('\n');
		expect(err).not.toContain('secret');
	});
});

describe("an account whose designs are all older than everyone else's", () => {
	let url: string;
	let quiet: string;
	beforeAll(async () => {
		url = await freshDb();
		const store = await openStore(url);
		const account = async (name: string) => (await store.ensureAccount(name, 'business', 1)).id;
		const [q, a, b] = [await account('quiet'), await account('a'), await account('b')];
		quiet = q;
		const design = (accountId: string, i: number): NewDesign => ({
			id: `dsn_plan${accountId.slice(-6)}${i}`,
			accountId,
			// Failed: an event each, and no generation to wait for.
			status: 'failed',
			prompt: 'navy hoodie with pockets',
			style: 'streetwear',
			seed: i,
			content: null,
			error: { code: 'generation_failed', detail: 'test' },
			readyAt: null,
			now: i,
		});
		// The quiet account's 300 first, then 1 200 of two others, interleaved.
		await store.insertDesigns(Array.from({ length: 300 }, (_, i) => design(q, i)));
		for (let from = 0; from < 1200; from += 300)
			await store.insertDesigns(
				Array.from({ length: 300 }, (_, i) => design((from + i) % 2 ? a : b, 300 + from + i)),
			);
		await store.close();
	}, 60_000);

	/** Rows the statement's plan read and dropped, over all its nodes (EXPLAIN ANALYZE). */
	async function rowsFiltered(statement: { sql: string; params: unknown[] }): Promise<number> {
		const client = new pg.Client({ connectionString: url });
		await client.connect();
		try {
			await client.query('ANALYZE');
			let n = 0;
			const sql = statement.sql.replace(/\?/g, () => `$${++n}`);
			const { rows } = await client.query(
				`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`,
				statement.params,
			);
			const walk = (node: Record<string, unknown>): number =>
				Number(node['Rows Removed by Filter'] ?? 0) +
				((node.Plans as Record<string, unknown>[] | undefined) ?? []).reduce(
					(sum: number, child) => sum + walk(child),
					0,
				);
			return walk(rows[0]['QUERY PLAN'][0].Plan);
		} finally {
			await client.end();
		}
	}

	test('its first page and a search read its own rows, not the newer rows of the others', async () => {
		for (const filters of [{}, { q: 'pockets' }]) {
			const query = { accountId: quiet, limit: 20, filters };
			expect(await rowsFiltered(designListQuery(query, 'postgres')!)).toBeLessThan(50);
		}
	});

	test('so does the first page of its events', async () => {
		const query = { accountId: quiet, limit: 20, filters: {} };
		const statement = keysetQuery(
			`SELECT ${EVENT_COLUMNS} FROM events e`,
			'e.seq',
			eventListConditions(query, 'postgres'),
			query,
		);
		expect(await rowsFiltered(statement)).toBeLessThan(50);
	});
});
