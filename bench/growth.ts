/**
 * Growth benchmark: does a request cost the same with 100 times the data? Two
 * databases per store, one with 1 000 designs and one with 100 000, each over 10 accounts (data in
 * bench/growth-load.ts). The cases (growth-cases.ts): the first page of the list, a page deep in
 * the history by cursor, a design by id, a search for a common word and one for a rare word, each
 * call for the next of the 9 active accounts; and the first page and a common word's search for
 * the quiet account, whose designs all lie under the others'. Measured first in the store (no
 * HTTP: the store's share, which the server's fixed cost per request hides), then over HTTP
 * against a server process on each database, one keep-alive connection each, a few hundred
 * requests per case after a warm-up, the calls to the two sizes alternating so that whatever else
 * the machine does weighs on both alike. Prints median and p99 of each size, the ratio
 * large/small with its target (≤ 1.5 over HTTP: indexes and cursors, never a scan or an OFFSET),
 * each statement's plan on the large database, and each server's resident memory after every run
 * of the cases (three runs: the second can still catch V8's heap before a collection; it levels
 * off from there). SQLite, and PostgreSQL when it is installed (a
 * throwaway cluster; VACUUM ANALYZE after the load, as autovacuum would do). Asserts nothing.
 *
 *   npm run bench:growth   (BENCH_SMALL=1000, BENCH_LARGE=100000, BENCH_REQUESTS=300 per case,
 *                           BENCH_RUNS=3, BENCH_STORES=sqlite,postgres;
 *                           BENCH_SMOKE=1: 200 and 2 000 designs, 20 requests)
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import {
	ROOT,
	cleanup,
	keepAlive,
	startServer,
	tempDir,
	type Server,
	peakRssMiB,
	rssMiB,
} from '../test/attack/harness';
import { createPgDatabase } from '../test/harness/test-store';
import { openStore } from '../server/store';
import { CASES, measureCase, seeded, type Target } from './growth-cases';
import { ACCOUNTS, checkBulkLoader, loadDataset, type Dataset } from './growth-load';
import { pgPlans, sqlitePlans } from './growth-plans';

const SMOKE = process.env.BENCH_SMOKE === '1';
const SMALL = Number(process.env.BENCH_SMALL ?? (SMOKE ? 200 : 1000));
const LARGE = Number(process.env.BENCH_LARGE ?? (SMOKE ? 2000 : 100_000));
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? (SMOKE ? 20 : 300));
const WARM_UP = SMOKE ? 5 : 50;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const STORES = (process.env.BENCH_STORES ?? 'sqlite,postgres').split(',');
const TARGET = 1.5;

/** Resident and peak resident memory of a process, in MB (Linux), or undefined. */
function memory(pid: number): { rss: number; peak: number } | undefined {
	if (!existsSync(`/proc/${pid}/status`)) return undefined;
	return { rss: rssMiB(pid), peak: peakRssMiB(pid) };
}

const size = (n: number) => (n >= 1000 && n % 1000 === 0 ? `${n / 1000}k` : String(n));
const f = (ms: number) => ms.toFixed(2);

/**
 * Every case on both targets, as a table: each size's median and p99, and their ratio, held
 * against the target when `target` (the target is on the latency a client sees, over HTTP).
 */
async function table(title: string, targets: Target[], count: number, target: boolean) {
	const [s, l] = targets.map((t) => size(t.data.total));
	console.log(`\n${title}`);
	console.log(
		`| case | items ${s} / ${l} | ${s} median ms | ${s} p99 ms | ${l} median ms | ${l} p99 ms | ratio ${l}/${s} (median) | target | p99 ratio |`,
	);
	console.log('|---|---|---|---|---|---|---|---|---|');
	for (const c of CASES) {
		const [a, b] = await measureCase(c, targets, WARM_UP, count);
		const ratio = b.median / a.median;
		const verdict = !target ? '–' : `≤ ${TARGET} ${ratio <= TARGET ? 'met' : 'MISSED'}`;
		console.log(
			`| ${c.name} | ${a.items} / ${b.items} | ${f(a.median)} | ${f(a.p99)} | ${f(b.median)} | ${f(b.p99)} | ${ratio.toFixed(2)} | ${verdict} | ${(b.p99 / a.p99).toFixed(2)} |`,
		);
	}
}

/**
 * The store's share, without HTTP (in this process; the target is on the HTTP figures): what
 * the server's fixed cost per request may hide.
 */
async function measureStores(label: string, small: Dataset, large: Dataset): Promise<void> {
	const targets: Target[] = [];
	try {
		for (const [i, data] of [small, large].entries())
			targets.push({ data, store: await openStore(data.db), random: seeded(1 + i) });
		await table(
			`${label}, in the store (no HTTP), ${REQUESTS * 2} calls per case and size`,
			targets,
			REQUESTS * 2,
			false,
		);
	} finally {
		for (const t of targets) await t.store!.close();
	}
}

async function measureServers(label: string, small: Dataset, large: Dataset): Promise<void> {
	const targets: Target[] = [];
	const servers: Server[] = [];
	try {
		for (const [i, data] of [small, large].entries()) {
			const server = await startServer({ db: data.db });
			servers.push(server);
			targets.push({
				data,
				server: { url: server.url, agent: keepAlive(1) },
				random: seeded(1 + i),
			});
		}
		const mb = (server: Server) => {
			const m = memory(server.pid);
			return m ? `${m.rss.toFixed(0)} MB (peak ${m.peak.toFixed(0)})` : 'n/a (no /proc)';
		};
		const rss: string[][] = [servers.map(mb)];
		for (let run = 1; run <= RUNS; run++) {
			const title = `${label} over HTTP, run ${run} of ${RUNS}: ${REQUESTS} requests per case and size (after ${WARM_UP}), one keep-alive connection per server`;
			await table(title, targets, REQUESTS, true);
			rss.push(servers.map(mb));
		}
		console.log(`\n${label}, server resident memory (VmRSS, /proc/<pid>/status)`);
		const runs = rss.slice(1).map((_, i) => `after run ${i + 1}`);
		console.log(`| server | after start | ${runs.join(' | ')} |`);
		console.log(`|---|${rss.map(() => '---|').join('')}`);
		for (const [i, t] of targets.entries())
			console.log(`| ${size(t.data.total)} designs | ${rss.map((r) => r[i]).join(' | ')} |`);
	} finally {
		for (const t of targets) t.server!.agent.destroy();
		for (const server of servers) await server.stop();
	}
}

async function measure(label: string, small: Dataset, large: Dataset): Promise<void> {
	await measureStores(label, small, large);
	await measureServers(label, small, large);
}

function printLoad(label: string, data: Dataset, how: string): void {
	const rate = data.total / data.loadSeconds;
	console.log(
		`${label}: loaded ${data.total} designs over ${ACCOUNTS} accounts in ${data.loadSeconds.toFixed(1)} s (${Math.round(rate)}/s, ${how})`,
	);
}

async function sqlite(): Promise<void> {
	console.log('\n## SQLite');
	const dir = tempDir('growth-bench');
	const small = await loadDataset(join(dir, 'small.sqlite'), SMALL, 'small');
	printLoad('SQLite', small, 'store.insertDesigns');
	const large = await loadDataset(join(dir, 'large.sqlite'), LARGE, 'large');
	printLoad('SQLite', large, 'store.insertDesigns');
	console.log(`\nSQLite plans on ${size(LARGE)} designs (account 0):\n${await sqlitePlans(large)}`);
	await measure('SQLite', small, large);
}

async function postgres(): Promise<void> {
	console.log('\n## PostgreSQL');
	const { findPgBin, startCluster } = (await import(
		join(ROOT, 'scripts', 'pg', 'cluster.js')
	)) as typeof import('../scripts/pg/cluster');
	if (!findPgBin()) {
		console.log('PostgreSQL is not installed: skipped.');
		return;
	}
	const cluster = await startCluster();
	try {
		const database = (name: string) =>
			createPgDatabase(cluster.url, `growth_${name}_${process.pid}`);
		await checkBulkLoader(await database('check'));
		console.log('PostgreSQL: the bulk loader writes what store.insertDesigns writes (checked).');
		const datasets: Dataset[] = [];
		for (const [name, total] of [
			['small', SMALL],
			['large', LARGE],
		] as const) {
			const data = await loadDataset(await database(name), total, name);
			printLoad('PostgreSQL', data, 'bulk loader');
			const started = performance.now();
			const client = new pg.Client({ connectionString: data.db });
			await client.connect();
			await client.query('VACUUM ANALYZE');
			await client.end();
			console.log(`  VACUUM ANALYZE: ${((performance.now() - started) / 1000).toFixed(1)} s`);
			datasets.push(data);
		}
		const [small, large] = datasets;
		console.log(
			`\nPostgreSQL plans on ${size(LARGE)} designs (account 0):\n${await pgPlans(large)}`,
		);
		await measure('PostgreSQL', small, large);
	} finally {
		cluster.stop();
	}
}

async function main(): Promise<void> {
	const started = performance.now();
	console.log(
		`# Growth: ${SMALL} vs ${LARGE} designs over ${ACCOUNTS} accounts, median and p99 of ${REQUESTS} requests per case${SMOKE ? ' (smoke)' : ''}`,
	);
	if (STORES.includes('sqlite')) await sqlite();
	if (STORES.includes('postgres')) await postgres();
	await cleanup();
	console.log(`\nbench/growth took ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

main().catch(async (error) => {
	console.error(error);
	await cleanup();
	process.exit(1);
});
