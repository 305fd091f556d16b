/**
 * Collections benchmark, on SQLite and (when a throwaway cluster can be started) on PostgreSQL,
 * one server each in a process of its own, on loopback, with `--generation-latency-ms` and the
 * default `--collection-concurrency`: how long a collection of 50 designs takes, from its POST to
 * its `succeeded`, against 50 `POST /v1/generate` sent at once until none of them is pending,
 * measured in turn in the same run (the ratio is what carries from machine to machine; the target
 * is the contract's "about one latency, as many generates sent at once": ≤ 1.1). Both are polled
 * every POLL_MS, so each time is late by up to that much. Prints; asserts nothing.
 *
 *   npm run bench:collections-server   (BENCH_LATENCY_MS=1000, BENCH_ROUNDS=5;
 *                                       BENCH_SMOKE=1: 5 designs, 200 ms, 1 round)
 */
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import {
	ROOT,
	cleanup,
	createKey,
	percentile,
	request,
	sleep,
	startServer,
	tempDir,
	type Server,
} from '../test/attack/harness';
import { createPgDatabase } from '../test/harness/test-store';
import { SMOKE, againstTarget } from './load';

const N = Number(process.env.BENCH_DESIGNS ?? (SMOKE ? 5 : 50));
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? (SMOKE ? 200 : 1000));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? (SMOKE ? 1 : 5));
const POLL_MS = 10;
const STYLE = 'streetwear';
const ENDED = ['succeeded', 'partially_failed', 'failed', 'canceled'];

/** `n` items with distinct prompts and seeds. */
function items(n: number) {
	const garments = ['hoodie', 'shirt', 'dress', 'trousers', 'jacket', 'skirt', 'coat', 'tote bag'];
	return Array.from({ length: n }, (_, i) => ({
		prompt: `navy cotton ${garments[i % garments.length]} number ${i}`,
		seed: 1000 + i,
	}));
}

/** POSTs and parses; throws unless the status is `expected`. */
async function post(server: Server, key: string, path: string, body: object, expected: number) {
	const reply = await request(server.url, { method: 'POST', path, key, body });
	if (reply.status !== expected)
		throw new Error(`POST ${path} answered ${reply.status}, not ${expected}: ${reply.text}`);
	return reply.json as { id: string };
}

async function get(server: Server, key: string, path: string) {
	const reply = await request(server.url, { path, key });
	if (reply.status !== 200) throw new Error(`GET ${path} answered ${reply.status}: ${reply.text}`);
	return reply.json as { status: string; data: unknown[] };
}

/** Polls `done` every POLL_MS (for a minute at most). */
async function until(done: () => Promise<boolean>): Promise<void> {
	const deadline = Date.now() + 60_000;
	while (!(await done())) {
		if (Date.now() > deadline) throw new Error('not done within a minute');
		await sleep(POLL_MS);
	}
}

/** Milliseconds from sending `n` generates at once until none of the account's designs is pending. */
async function generatesAtOnce(server: Server, key: string, n: number): Promise<number> {
	const t0 = performance.now();
	await Promise.all(
		items(n).map((item) => post(server, key, '/v1/generate', { ...item, style: STYLE }, 202)),
	);
	await until(
		async () => (await get(server, key, '/v1/designs?status=pending&limit=100')).data.length === 0,
	);
	return performance.now() - t0;
}

/** Milliseconds from creating a collection of `n` until it has succeeded. */
async function collection(server: Server, key: string, n: number): Promise<number> {
	const t0 = performance.now();
	const { id } = await post(
		server,
		key,
		'/v1/collections',
		{ name: 'Bench', style: STYLE, items: items(n) },
		202,
	);
	let status = '';
	await until(async () => {
		status = (await get(server, key, `/v1/collections/${id}`)).status;
		return ENDED.includes(status);
	});
	if (status !== 'succeeded') throw new Error(`collection ${id} ended ${status}`);
	return performance.now() - t0;
}

const median = (values: number[]) => percentile(values, 50);
const ms = (values: number[]) =>
	`${Math.round(Math.min(...values))} / ${Math.round(median(values))}`;

async function measure(name: string, db: string): Promise<void> {
	const server = await startServer({ db, args: ['--generation-latency-ms', String(LATENCY_MS)] });
	try {
		const key = await createKey(db);
		// Warm-up (the first requests compile code): not measured.
		await generatesAtOnce(server, key, 2);
		await collection(server, key, 2);
		const generates: number[] = [];
		const collections: number[] = [];
		// In turn, so that a moment of load on a shared machine falls on both alike.
		for (let round = 0; round < ROUNDS; round++) {
			generates.push(await generatesAtOnce(server, key, N));
			collections.push(await collection(server, key, N));
		}
		const best = Math.min(...collections) / Math.min(...generates);
		const mid = median(collections) / median(generates);
		console.log(
			`| ${name} | ${ms(generates)} | ${ms(collections)} | ${againstTarget(best, '≤', 1.1)} | ${againstTarget(mid, '≤', 1.1)} |`,
		);
	} finally {
		await server.stop();
	}
}

async function main(): Promise<void> {
	console.log(
		`collections benchmark: ${N} designs, --generation-latency-ms ${LATENCY_MS}, ${ROUNDS} round(s), ` +
			`polled every ${POLL_MS} ms, node ${process.version}, ${availableParallelism()} cores${SMOKE ? ' (smoke)' : ''}`,
	);
	console.log(
		`| store | ${N} generates at once, best / median ms | collection of ${N}, best / median ms | ratio of bests | ratio of medians |\n|---|---|---|---|---|`,
	);
	try {
		await measure('SQLite', join(tempDir('bench'), 'collections.sqlite'));
		// cluster.js is plain JS outside the build: loaded from the project folder.
		const { startCluster } = (await import(
			join(ROOT, 'scripts', 'pg', 'cluster.js')
		)) as typeof import('../scripts/pg/cluster');
		const cluster = await startCluster().catch((error: Error) => {
			console.log(`PostgreSQL skipped: ${error.message.split('\n')[0]}`);
			return undefined;
		});
		if (cluster)
			try {
				const db = await createPgDatabase(cluster.url, `bench_collections_${process.pid}`);
				await measure('PostgreSQL', db);
			} finally {
				cluster.stop();
			}
	} finally {
		await cleanup();
	}
}

main().catch((error) => {
	console.error(error);
	process.exitCode = 1;
});
