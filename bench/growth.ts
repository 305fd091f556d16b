/**
 * Growth benchmark (issue 13): does a request cost the same with 100 times the data? Two
 * databases per store, one with 1 000 designs and one with 100 000, each over 10 accounts (data in
 * bench/growth-load.ts), and a server process on each. Over HTTP, one keep-alive connection per
 * server, a few hundred requests per case after a warm-up, the requests to the two servers
 * alternating so that whatever else the machine does weighs on both alike: the first page of the
 * list, a page deep in the history by cursor, a design by id, a search for a common word and one
 * for a rare word, each request for the next of the 9 active accounts; and the first page and a
 * common word's search for the quiet account, whose designs all lie under the others'. Prints median and p99 of each
 * size, the ratio large/small with its target (≤ 1.5: indexes and cursors, never a scan or an
 * OFFSET), each statement's plan on the large database, and each server's resident memory after
 * every run of the cases (run again to show it stays put). SQLite, and PostgreSQL when it is
 * installed (a throwaway cluster; VACUUM ANALYZE after the load, as autovacuum would do). Asserts
 * nothing.
 *
 *   npm run bench:growth   (BENCH_SMALL=1000, BENCH_LARGE=100000, BENCH_REQUESTS=300 per case,
 *                           BENCH_RUNS=2, BENCH_STORES=sqlite,postgres;
 *                           BENCH_SMOKE=1: 200 and 2 000 designs, 20 requests)
 */
import { existsSync, readFileSync } from 'node:fs';
import type http from 'node:http';
import { join } from 'node:path';
import pg from 'pg';
import {
	ROOT,
	cleanup,
	keepAlive,
	request,
	startServer,
	tempDir,
	type Server,
} from '../test/attack/harness';
import { createPgDatabase } from '../test/harness/test-store';
import {
	ACCOUNTS,
	COMMON_WORD,
	QUIET,
	RARE_PER_ACCOUNT,
	RARE_WORD,
	checkBulkLoader,
	deepPosition,
	loadDataset,
	type BenchAccount,
	type Dataset,
} from './growth-load';
import { pgPlans, sqlitePlans } from './growth-plans';

const SMOKE = process.env.BENCH_SMOKE === '1';
const SMALL = Number(process.env.BENCH_SMALL ?? (SMOKE ? 200 : 1000));
const LARGE = Number(process.env.BENCH_LARGE ?? (SMOKE ? 2000 : 100_000));
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? (SMOKE ? 20 : 300));
const WARM_UP = SMOKE ? 5 : 50;
const RUNS = Number(process.env.BENCH_RUNS ?? 2);
const STORES = (process.env.BENCH_STORES ?? 'sqlite,postgres').split(',');
const TARGET = 1.5;

interface Case {
	name: string;
	/** Whose designs: the active accounts' in turn, or the quiet account's (growth-load.ts). */
	quiet?: boolean;
	/** The request's path for an account; `random` in [0, 1). */
	path(account: BenchAccount, random: number): string;
}

const LIST = '/v1/designs?limit=20';
const COMMON = `/v1/designs?limit=20&q=${COMMON_WORD}`;

const CASES: Case[] = [
	{ name: 'list page', path: () => LIST },
	{ name: 'list page, quiet account', quiet: true, path: () => LIST },
	{
		name: 'deep page (starting_after, ¼ from the oldest)',
		path: (a) => `${LIST}&starting_after=${a.designs[deepPosition(a)]}`,
	},
	{
		name: 'get by id (random design)',
		path: (a, random) => `/v1/designs/${a.designs[Math.floor(random * a.designs.length)]}`,
	},
	{ name: `search, common word (${COMMON_WORD}: 1 in 2)`, path: () => COMMON },
	{ name: 'search, common word, quiet account', quiet: true, path: () => COMMON },
	{
		name: `search, rare word (${RARE_WORD}: ${RARE_PER_ACCOUNT} per account)`,
		path: () => `${LIST}&q=${RARE_WORD}`,
	},
];

/** A server on one dataset, its connection, and a seeded random sequence (mulberry32). */
interface Target {
	data: Dataset;
	server: Server;
	agent: http.Agent;
	random(): number;
}

function seeded(seed: number): () => number {
	let a = seed;
	return () => {
		a = (a + 0x6d2b79f5) | 0;
		let t = Math.imul(a ^ (a >>> 15), 1 | a);
		t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}

interface Figures {
	median: number;
	p99: number;
	/** Items on the page (or 1 for a design), as the first request found them. */
	items: number;
}

const quantile = (sorted: number[], q: number) =>
	sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

/** One case on every target, request for request in turn (the first target alternating). */
async function measureCase(c: Case, targets: Target[]): Promise<Figures[]> {
	const ms: number[][] = targets.map(() => []);
	const items: number[] = targets.map(() => -1);
	for (let n = 0; n < WARM_UP + REQUESTS; n++) {
		const order = n % 2 === 0 ? targets : [...targets].reverse();
		for (const t of order) {
			const account = t.data.accounts[c.quiet ? QUIET : n % QUIET];
			const path = c.path(account, t.random());
			const reply = await request(t.server.url, { path, key: account.key, agent: t.agent });
			if (reply.status !== 200)
				throw new Error(
					`GET ${path} (${t.data.total} designs) answered ${reply.status}: ${reply.text}`,
				);
			const i = targets.indexOf(t);
			if (items[i] < 0) {
				const body = reply.json as { object: string; data?: unknown[] };
				items[i] = body.object === 'list' ? body.data!.length : 1;
			}
			if (n >= WARM_UP) ms[i].push(reply.ms);
		}
	}
	return ms.map((values, i) => {
		const sorted = [...values].sort((a, b) => a - b);
		return { median: quantile(sorted, 0.5), p99: quantile(sorted, 0.99), items: items[i] };
	});
}

/** Resident and peak resident memory of a process, in MB (Linux), or undefined. */
function memory(pid: number): { rss: number; peak: number } | undefined {
	const file = `/proc/${pid}/status`;
	if (!existsSync(file)) return undefined;
	const status = readFileSync(file, 'utf8');
	const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1]);
	return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

const size = (n: number) => (n >= 1000 && n % 1000 === 0 ? `${n / 1000}k` : String(n));
const f = (ms: number) => ms.toFixed(2);

async function measureRuns(label: string, small: Dataset, large: Dataset): Promise<void> {
	const targets: Target[] = [];
	try {
		for (const [i, data] of [small, large].entries())
			targets.push({
				data,
				server: await startServer({ db: data.db }),
				agent: keepAlive(1),
				random: seeded(1 + i),
			});
		const mb = (t: Target) => {
			const m = memory(t.server.pid);
			return m ? `${m.rss.toFixed(0)} MB (peak ${m.peak.toFixed(0)})` : 'n/a (no /proc)';
		};
		const rss: string[][] = [targets.map(mb)];
		const [s, l] = [size(small.total), size(large.total)];
		for (let run = 1; run <= RUNS; run++) {
			console.log(
				`\n${label}, run ${run} of ${RUNS}: ${REQUESTS} requests per case and size (after ${WARM_UP}), one keep-alive connection per server`,
			);
			console.log(
				`| case | items ${s} / ${l} | ${s} median ms | ${s} p99 ms | ${l} median ms | ${l} p99 ms | ratio ${l}/${s} (median) | target | p99 ratio |`,
			);
			console.log('|---|---|---|---|---|---|---|---|---|');
			for (const c of CASES) {
				const [a, b] = await measureCase(c, targets);
				const ratio = b.median / a.median;
				const verdict = ratio <= TARGET ? 'met' : 'MISSED';
				console.log(
					`| ${c.name} | ${a.items} / ${b.items} | ${f(a.median)} | ${f(a.p99)} | ${f(b.median)} | ${f(b.p99)} | ${ratio.toFixed(2)} | ≤ ${TARGET} ${verdict} | ${(b.p99 / a.p99).toFixed(2)} |`,
				);
			}
			rss.push(targets.map(mb));
		}
		console.log(`\n${label}, server resident memory (VmRSS, /proc/<pid>/status)`);
		console.log(
			`| server | after start | ${rss
				.slice(1)
				.map((_, i) => `after run ${i + 1}`)
				.join(' | ')} |`,
		);
		console.log(`|---|${rss.map(() => '---|').join('')}`);
		for (const [i, t] of targets.entries())
			console.log(`| ${size(t.data.total)} designs | ${rss.map((r) => r[i]).join(' | ')} |`);
	} finally {
		for (const t of targets) {
			t.agent.destroy();
			await t.server.stop();
		}
	}
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
	await measureRuns('SQLite', small, large);
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
		await measureRuns('PostgreSQL', small, large);
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
