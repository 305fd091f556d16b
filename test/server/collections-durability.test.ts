/**
 * Collections are durable (docs/contract.md "Collections"), as a black box on the command line's
 * server (`node dist/server/cli.js serve`): killed (SIGKILL) or stopped (SIGTERM) while a
 * collection is being made, a server restarted on the same database finishes it with exactly
 * `total` designs, none twice; on PostgreSQL, of two instances on one database, the one left
 * finishes what the killed one held once its leases run out (within 30 s), each item made once.
 */
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { freshDb, TEST_STORE } from '../harness/test-store';
import { asTs, cli, lastLine, serve, stopChild, tmp, useCliSandbox } from './cli-harness';
import { api, eventually, type Api } from './helpers';
import { ended, items, type Collection } from './collections-shared';

useCliSandbox();

/** Three collections of 50: long enough (150 designs generated in turn) to stop a server mid-way. */
const COLLECTIONS = 3;
const PER_COLLECTION = 50;
const TOTAL = COLLECTIONS * PER_COLLECTION;
/** Room for all of them in one minute's generate budget. */
const LIMITS = ['--rate-limit-generate', '1000'];

interface Made {
	/** Designs of the collections, deleted or not. */
	designs: number;
	/** Items with more than one design (must stay 0). */
	twice: number;
}

/** What the database holds for these collections, read beside the server (alive or dead). */
async function made(db: string, ids: string[]): Promise<Made> {
	const list = ids.map((id) => `'${id}'`).join(',');
	const sql = {
		designs: `SELECT count(*) AS n FROM designs WHERE collection_id IN (${list})`,
		twice: `SELECT count(*) AS n FROM (SELECT collection_id, collection_position FROM designs
      WHERE collection_id IN (${list}) GROUP BY collection_id, collection_position HAVING count(*) > 1) t`,
	};
	if (TEST_STORE === 'sqlite') {
		const file = new Database(db, { readonly: true, fileMustExist: true });
		try {
			const n = (q: string) => Number((file.prepare(q).get() as { n: number }).n);
			return { designs: n(sql.designs), twice: n(sql.twice) };
		} finally {
			file.close();
		}
	}
	const client = new pg.Client({ connectionString: db });
	await client.connect();
	try {
		const n = async (q: string) => Number((await client.query(q)).rows[0].n);
		return { designs: await n(sql.designs), twice: await n(sql.twice) };
	} finally {
		await client.end();
	}
}

function newKey(db: string, account: string): string {
	return lastLine(
		cli('keys', 'create', '--account', account, '--plan', 'business', '--db', db).stdout,
	);
}

async function startCollections(a: Api): Promise<string[]> {
	const ids: string[] = [];
	for (let i = 0; i < COLLECTIONS; i++) {
		const res = await a.post('/collections', {
			name: `Line ${i}`,
			style: 'streetwear',
			items: items(PER_COLLECTION).map((item, j) => ({ ...item, seed: i * 1000 + j })),
		});
		if (res.status !== 202)
			throw new Error(`collection answered ${res.status}: ${JSON.stringify(res.data)}`);
		ids.push(res.data.id);
	}
	return ids;
}

/** Waits until at least `k` of the collections' designs exist. */
const atLeast = (db: string, ids: string[], k: number) =>
	eventually(async () => ((await made(db, ids)).designs >= k ? true : undefined), 30_000, 10);

function exit(child: ChildProcess): Promise<void> {
	return child.exitCode !== null || child.signalCode !== null
		? Promise.resolve()
		: new Promise((resolve) => child.once('exit', () => resolve()));
}

/** After a restart: every collection succeeded with all its designs, each item's once. */
async function expectFinished(a: Api, db: string, ids: string[], since: number): Promise<number> {
	const done: Collection[] = [];
	for (const id of ids) done.push(await ended(a, id, 60_000));
	const ms = Date.now() - since;
	for (const c of done)
		expect([c.status, c.request_counts]).toEqual([
			'succeeded',
			{ total: PER_COLLECTION, pending: 0, succeeded: PER_COLLECTION, failed: 0, canceled: 0 },
		]);
	expect(await made(db, ids)).toEqual({ designs: TOTAL, twice: 0 });
	const events = await a.get('/events', { params: { type: 'collection.succeeded', limit: 100 } });
	expect(
		events.data.data.map((e: { data: { object: { id: string } } }) => e.data.object.id).sort(),
	).toEqual([...ids].sort());
	return ms;
}

test('requests are served while collections are generated: no answer waits for more than a few designs', async () => {
	const db = await freshDb(join(tmp, 'served.sqlite'));
	const s = await serve(['--db', db, ...LIMITS]);
	try {
		const a = api(asTs(s.url), newKey(db, 'served'));
		const http = asTs(s.url).http;
		const t0 = Date.now();
		const ids = await startCollections(a);
		const waits: number[] = [];
		let left = ids.length;
		while (left > 0) {
			const sent = Date.now();
			expect((await http.get('/healthz')).status).toBe(200);
			waits.push(Date.now() - sent);
			left = (await made(db, ids)).designs < TOTAL ? ids.length : 0;
		}
		const all = Date.now() - t0;
		for (const id of ids) await ended(a, id);
		const slowest = Math.max(...waits);
		process.stdout.write(
			`collections served (${TEST_STORE}): ${TOTAL} designs in ${all} ms, ${waits.length} health checks meanwhile, slowest ${slowest} ms\n`,
		);
		// Generated in one go, a health check would wait for all of them.
		expect(waits.length).toBeGreaterThan(5);
		expect(slowest).toBeLessThan(all / 3);
	} finally {
		await stopChild(s.child);
	}
}, 60_000);

describe.each([
	['SIGKILL', 'killed'],
	['SIGTERM', 'stopped'],
] as const)('%s mid-way', (signal, what) => {
	test(`a server ${what} while collections are made finishes them after its restart: exactly total designs, none twice`, async () => {
		const db = await freshDb(join(tmp, `durable-${signal}.sqlite`));
		const first = await serve(['--db', db, ...LIMITS]);
		const a = api(asTs(first.url), newKey(db, `durable-${signal}`));
		const ids = await startCollections(a);
		await atLeast(db, ids, 10);
		const gone = exit(first.child);
		first.child.kill(signal);
		await gone;
		const before = await made(db, ids);
		// Stopped mid-way: some designs made, not all.
		expect(before.designs).toBeGreaterThanOrEqual(10);
		expect(before.designs).toBeLessThan(TOTAL);
		expect(before.twice).toBe(0);

		const restartedAt = Date.now();
		const second = await serve(['--db', db, ...LIMITS]);
		const listening = Date.now() - restartedAt;
		try {
			const ms = await expectFinished(
				api(asTs(second.url), newKey(db, `durable-${signal}`)),
				db,
				ids,
				restartedAt,
			);
			// On SQLite the restart takes the dead run's leases back at once; on PostgreSQL they run out.
			expect(ms).toBeLessThan(TEST_STORE === 'sqlite' ? 15_000 : 30_000);
			process.stdout.write(
				`collections ${signal} (${TEST_STORE}): ${before.designs}/${TOTAL} made before, done ${ms} ms after the restart began (listening after ${listening} ms)\n`,
			);
		} finally {
			await stopChild(second.child);
		}
	}, 120_000);
});

test('with a generation latency: killed while every design is pending, the restart completes them', async () => {
	const db = await freshDb(join(tmp, 'durable-latency.sqlite'));
	const args = ['--db', db, ...LIMITS, '--generation-latency-ms', '1500'];
	const first = await serve(args);
	const a = api(asTs(first.url), newKey(db, 'durable-latency'));
	const res = await a.post('/collections', {
		name: 'Slow',
		style: 'classic',
		items: items(PER_COLLECTION),
	});
	expect(res.status).toBe(202);
	const ids = [res.data.id];
	await eventually(
		async () => ((await made(db, ids)).designs === PER_COLLECTION ? true : undefined),
		10_000,
		10,
	);
	const gone = exit(first.child);
	first.child.kill('SIGKILL');
	await gone;
	expect(await made(db, ids)).toEqual({ designs: PER_COLLECTION, twice: 0 });

	const second = await serve(args);
	try {
		const b = api(asTs(second.url), newKey(db, 'durable-latency'));
		const done = await ended(b, ids[0], 30_000);
		expect([done.status, done.request_counts.succeeded]).toEqual(['succeeded', PER_COLLECTION]);
		expect(await made(db, ids)).toEqual({ designs: PER_COLLECTION, twice: 0 });
	} finally {
		await stopChild(second.child);
	}
}, 60_000);

(TEST_STORE === 'postgres' ? test : test.skip)(
	'two instances on one database, one killed mid-way: the other finishes within 30 s, each item made once',
	async () => {
		const db = await freshDb();
		const one = await serve(['--db', db, ...LIMITS]);
		const two = await serve(['--db', db, ...LIMITS]);
		const key = newKey(db, 'two-instances');
		const a = api(asTs(one.url), key);
		const ids = await startCollections(a);
		await atLeast(db, ids, 10);
		one.child.kill('SIGKILL');
		await exit(one.child);
		const killedAt = Date.now();
		const before = await made(db, ids);
		expect(before.designs).toBeLessThan(TOTAL);
		try {
			const ms = await expectFinished(api(asTs(two.url), key), db, ids, killedAt);
			expect(ms).toBeLessThan(30_000);
			process.stdout.write(
				`collections two instances: ${before.designs}/${TOTAL} made before the kill, done ${ms} ms after it\n`,
			);
		} finally {
			await stopChild(two.child);
		}
	},
	120_000,
);
