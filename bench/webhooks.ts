/**
 * Webhook benchmark, on SQLite and on PostgreSQL (one instance), every server and the
 * receiver in processes of their own, on loopback:
 * (a) delivery latency, from an event's `created_at` (its commit) to its arrival at the receiver,
 *     median and p99, while 4 clients (4 accounts, one endpoint each) generate 100 designs a
 *     second in all through the API (rate limits lifted);
 * (b) a restart with 1 000 deliveries pending (BENCH_SMOKE=1: 100, or 104 = 13 designs × 8
 *     endpoints), queued while the receiver hung, the server stopped: how long until the receiver
 *     has all of them, from the new process's spawn and from its first delivery, for 1 endpoint
 *     (4 requests at a time) and for 8 endpoints.
 * Prints; asserts nothing.
 *
 *   npm run bench:webhooks      (BENCH_SECONDS=10 of load after 2 s of warm-up, BENCH_RATE=100)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import {
	ROOT,
	cleanup,
	createKey,
	freePort,
	percentile,
	pool,
	request,
	sleep,
	startServer,
	tempDir,
	type Server,
	subscribeWebhook,
} from '../test/attack/harness';
import { createPgDatabase } from '../test/harness/test-store';
import { SMOKE } from './load';

const SECONDS = Number(process.env.BENCH_SECONDS ?? (SMOKE ? 1 : 10));
const RATE = Number(process.env.BENCH_RATE ?? 100);
const CLIENTS = 4;
const WARM_UP_SECONDS = SMOKE ? 0.5 : 2;
const PENDING = SMOKE ? 100 : 1000;

interface Receiver {
	url: string;
	stop(): void;
}

interface Stats {
	count: number;
	distinct: number;
	latencies: number[];
	first: number | null;
	last: number | null;
}

/** The receivers listen on loopback, which a server refuses as a webhook host unless told. */
const LOOPBACK_RECEIVERS = ['--webhook-allow-private'];
async function startReceiver(): Promise<Receiver> {
	const port = await freePort();
	const child: ChildProcess = spawn(
		process.execPath,
		[join(__dirname, 'webhook-receiver.js'), String(port)],
		{ stdio: ['ignore', 'pipe', 'inherit'] },
	);
	await new Promise<void>((resolve) => child.stdout!.once('data', () => resolve()));
	return { url: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

const control = async (receiver: Receiver, path: string) =>
	(
		await request(receiver.url, {
			method: path === 'stats' ? 'GET' : 'POST',
			path: `/control/${path}`,
		})
	).json as Stats;

/** Generates at `RATE` a second for `seconds`, spread over the clients; resolves to the 201s. */
async function load(server: Server, keys: string[], seconds: number): Promise<number> {
	const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
	const total = Math.round(RATE * seconds);
	const started = performance.now();
	const requests: Promise<number>[] = [];
	for (let i = 0; i < total; i++) {
		const due = started + (i * 1000) / RATE;
		const wait = due - performance.now();
		if (wait > 0) await sleep(wait);
		requests.push(
			request(server.url, {
				method: 'POST',
				path: '/v1/generate',
				key: keys[i % keys.length],
				agent,
				body: { prompt: `navy striped cotton hoodie no. ${i}`, style: 'streetwear' },
			}).then(
				(reply) => reply.status,
				() => 0,
			),
		);
	}
	const statuses = await Promise.all(requests);
	agent.destroy();
	return statuses.filter((s) => s === 201).length;
}

async function waitFor(receiver: Receiver, count: number, timeoutMs: number): Promise<Stats> {
	const until = Date.now() + timeoutMs;
	for (;;) {
		const stats = await control(receiver, 'stats');
		if (stats.distinct >= count || Date.now() > until) return stats;
		await sleep(20);
	}
}

const rows: string[] = [];
function report(row: string): void {
	rows.push(row);
	console.log(row);
}

/** (a) Latency under load on one server. */
async function latencyUnderLoad(name: string, db: string, receiver: Receiver): Promise<void> {
	const server = await startServer({ db, args: LOOPBACK_RECEIVERS });
	try {
		const keys = [];
		for (let i = 0; i < CLIENTS; i++) {
			const key = await createKey(db, 'business', `bench-latency-${i}-${Date.now()}`);
			await subscribeWebhook(server, key, `${receiver.url}/hook/${i}`);
			keys.push(key);
		}
		await load(server, keys, WARM_UP_SECONDS);
		await sleep(500);
		await control(receiver, 'reset');
		const created = await load(server, keys, SECONDS);
		const stats = await waitFor(receiver, created, 30_000);
		const ms = (p: number) => percentile(stats.latencies, p).toFixed(0);
		report(
			`| ${name}: ${RATE} generations/s | ${created} | ${stats.distinct} | ${ms(50)} | ${ms(99)} | ${Math.max(...stats.latencies).toFixed(0)} |`,
		);
	} finally {
		await server.stop();
	}
}

/**
 * (b) Queues about `PENDING` deliveries (the receiver hanging), stops, restarts and times the
 * drain. Each design is one delivery per endpoint, so the count is designs × endpoints, rounded up
 * to a whole design: waiting for `PENDING` itself would wait for deliveries never queued when the
 * endpoints do not divide it (100 for the smoke over 8 endpoints: 12 designs, 96 deliveries).
 */
async function restartDrain(name: string, db: string, receiver: Receiver, endpoints: number) {
	const key = await createKey(db, 'business', `bench-drain-${endpoints}-${Date.now()}`);
	await control(receiver, 'mode?to=hang');
	const first = await startServer({ db, args: LOOPBACK_RECEIVERS });
	for (let i = 0; i < endpoints; i++)
		await subscribeWebhook(first, key, `${receiver.url}/hook/${i}`);
	const designs = Array.from({ length: Math.ceil(PENDING / endpoints) }, (_, i) => i);
	const pending = designs.length * endpoints;
	await pool(designs, 8, async (i) => {
		const reply = await request(first.url, {
			method: 'POST',
			path: '/v1/generate',
			key,
			body: { prompt: `drain hoodie ${i}`, style: 'classic' },
		});
		if (reply.status !== 201) throw new Error(`generate answered ${reply.status}`);
	});
	// SIGTERM: the requests hanging are abandoned and given back, so all of them are pending.
	await first.stop();
	await control(receiver, 'mode?to=ok');
	await control(receiver, 'reset');

	const spawned = Date.now();
	const second = await startServer({ db, args: LOOPBACK_RECEIVERS });
	const ready = Date.now();
	try {
		const stats = await waitFor(receiver, pending, 120_000);
		if (stats.distinct < pending)
			throw new Error(`${name}: only ${stats.distinct} of ${pending} delivered within 120 s`);
		report(
			`| ${name}: ${pending} pending, ${endpoints} endpoint${endpoints > 1 ? 's' : ''} | ${stats.last! - spawned} | ${ready - spawned} | ${stats.last! - stats.first!} | ${Math.round((pending * 1000) / (stats.last! - stats.first! || 1))} |`,
		);
	} finally {
		await second.stop();
	}
}

/** A new database on the bench's cluster, named for its case. */
function freshPgDb(adminUrl: string, label: string): Promise<string> {
	return createPgDatabase(adminUrl, `bench_${label}_${process.pid}_${Date.now()}`);
}

async function main(): Promise<void> {
	// cluster.js is plain JS outside the build: loaded from the project folder.
	const { startCluster } = (await import(
		join(ROOT, 'scripts', 'pg', 'cluster.js')
	)) as typeof import('../scripts/pg/cluster');
	const cluster = await startCluster();
	const receiver = await startReceiver();
	try {
		console.log(
			`webhooks benchmark: ${SECONDS} s of load after ${WARM_UP_SECONDS} s of warm-up, ${CLIENTS} clients, ` +
				`node ${process.version}, ${availableParallelism()} cores`,
		);
		console.log(
			'\n(a) latency, event commit → receiver\n| case | designs | delivered | p50 ms | p99 ms | max ms |\n|---|---|---|---|---|---|',
		);
		const dir = tempDir('bench-webhooks');
		await latencyUnderLoad('SQLite', join(dir, 'latency.sqlite'), receiver);
		await latencyUnderLoad('PostgreSQL', await freshPgDb(cluster.url, 'latency'), receiver);

		console.log(
			'\n(b) restart with deliveries pending\n| case | spawn → all delivered ms | spawn → listening ms | first → last delivery ms | deliveries/s |\n|---|---|---|---|---|',
		);
		for (const endpoints of [1, 8]) {
			await restartDrain('SQLite', join(dir, `drain-${endpoints}.sqlite`), receiver, endpoints);
			await restartDrain(
				'PostgreSQL',
				await freshPgDb(cluster.url, `drain${endpoints}`),
				receiver,
				endpoints,
			);
		}
	} finally {
		await cleanup();
		receiver.stop();
		cluster.stop();
	}
}

main().catch((error) => {
	console.error(error);
	process.exitCode = 1;
});
