/**
 * Search benchmark (docs/contract.md "Search and filters": a search over 100 000 designs
 * answers as fast as a plain list page). Loads 100 000 designs into one account (and 20 000 into
 * another, so the account filter has something to leave out) straight through the store, then
 * measures the median latency of a list page against searches for a common word, a rare one and
 * one that matches nothing, and a garment filter: in the store (no HTTP) and over HTTP against a
 * server process, one request at a time on a keep-alive connection. SQLite, and PostgreSQL when
 * it is installed (a throwaway cluster, ANALYZEd after the load as autovacuum would). Prints the
 * figures, the ratios to the list page, and each query's plan. Asserts nothing.
 *
 *   npm run bench:search      (BENCH_DESIGNS=100000, BENCH_REQUESTS=300 per case)
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { generateDesign, type StyleId } from '../server/generator';
import { KeyService } from '../server/services/key-service';
import { openStore } from '../server/store';
import { designListQuery } from '../server/store/queries';
import type { DesignFilters, DesignStore, NewDesign, PageQuery } from '../server/store/types';
import {
	ROOT,
	cleanup,
	keepAlive,
	request,
	startServer,
	tempDir,
	type Server,
} from '../test/attack/harness';
import { SMOKE } from './load';

const DESIGNS = Number(process.env.BENCH_DESIGNS ?? (SMOKE ? 2_000 : 100_000));
const OTHER_DESIGNS = Math.round(DESIGNS / 5);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? (SMOKE ? 20 : 300));
const WARM_UP = 30;
const BATCH = 1000;

const COLORS = ['navy', 'red', 'black', 'white', 'olive', 'cream', 'burgundy', 'teal', 'mustard'];
const PATTERNS = ['striped', 'floral', 'plaid', 'polka dot', 'paisley', 'plain', 'checked'];
const MATERIALS = ['cotton', 'linen', 'silk', 'wool', 'denim', 'leather', 'velvet'];
const GARMENTS = ['hoodie', 'dress', 'jacket', 'shirt', 'skirt', 'jeans', 'coat', 'sweater'];
const STYLES: StyleId[] = ['streetwear', 'minimalist', 'classic', 'vintage', 'bohemian'];

/** Every other design says "pockets"; one in a thousand "zephyrine"; none "xylograph". */
const CASES: { name: string; filters: DesignFilters }[] = [
	{ name: 'list page (no filter)', filters: {} },
	{ name: 'q, common word (pockets, 1 in 2)', filters: { q: 'pockets' } },
	{ name: 'q, two common words (navy pockets)', filters: { q: 'navy pockets' } },
	{ name: 'q, rare word (zephyrine, 1 in 1000)', filters: { q: 'zephyrine' } },
	{ name: 'q, word matching nothing (xylograph)', filters: { q: 'xylograph' } },
	{ name: 'garment filter (hoodie)', filters: { garment: 'hoodie' } },
];

function prompt(i: number): string {
	const pick = <T>(list: T[], n: number) => list[n % list.length];
	return [
		pick(COLORS, i),
		pick(PATTERNS, Math.floor(i / 3)),
		pick(MATERIALS, Math.floor(i / 7)),
		pick(GARMENTS, Math.floor(i / 11)),
		i % 2 === 0 ? 'with pockets' : 'with a belt',
		i % 1000 === 500 ? 'zephyrine trim' : '',
	].join(' ');
}

/** Real generated content for a few hundred prompts, reused; the SVG left small (lists never read it). */
const contents = new Map<string, ReturnType<typeof generateDesign>>();
function contentFor(i: number, style: StyleId) {
	const key = `${i % 400}|${style}`;
	let content = contents.get(key);
	if (!content) {
		content = {
			...generateDesign({ prompt: prompt(i % 400), style, seed: i % 400 }),
			svg: '<svg/>',
		};
		contents.set(key, content);
	}
	return content;
}

async function load(store: DesignStore, accountId: string, count: number, tag: string) {
	const started = performance.now();
	for (let from = 0; from < count; from += BATCH) {
		const now = Date.now();
		const batch: NewDesign[] = [];
		for (let i = from; i < Math.min(count, from + BATCH); i++) {
			const style = STYLES[i % STYLES.length];
			batch.push({
				id: `dsn_bench${tag}${String(i).padStart(14, '0')}`,
				accountId,
				status: 'succeeded',
				prompt: prompt(i),
				style,
				seed: i,
				content: contentFor(i, style),
				error: null,
				readyAt: null,
				now,
			});
		}
		await store.insertDesigns(batch);
	}
	return (performance.now() - started) / 1000;
}

const median = (values: number[]) =>
	[...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const p90 = (values: number[]) =>
	[...values].sort((a, b) => a - b)[Math.floor(values.length * 0.9)];

async function timeIt(run: () => Promise<unknown>): Promise<{ median: number; p90: number }> {
	for (let i = 0; i < WARM_UP; i++) await run();
	const ms: number[] = [];
	for (let i = 0; i < REQUESTS; i++) {
		const started = performance.now();
		await run();
		ms.push(performance.now() - started);
	}
	return { median: median(ms), p90: p90(ms) };
}

const lines: string[] = [];
function print(line = ''): void {
	lines.push(line);
	console.log(line);
}

function table(
	title: string,
	figures: { name: string; median: number; p90: number; found: string }[],
) {
	print(`\n${title}`);
	print('| case | found (page / total) | median ms | p90 ms | median / list |');
	print('|---|---|---|---|---|');
	const base = figures[0].median;
	for (const f of figures)
		print(
			`| ${f.name} | ${f.found} | ${f.median.toFixed(3)} | ${f.p90.toFixed(3)} | ${(f.median / base).toFixed(2)} |`,
		);
}

async function measureEngine(
	label: string,
	db: string,
	explain: (q: PageQuery<DesignFilters>) => Promise<string>,
) {
	const store = await openStore(db);
	const keys = new KeyService(store);
	const { key } = await keys.create('bench', 'business');
	await keys.create('bench-other', 'business');
	const accountId = (await store.findAccountByName('bench'))!.id;
	const otherId = (await store.findAccountByName('bench-other'))!.id;
	const loadOther = await load(store, otherId, OTHER_DESIGNS, 'o');
	const loadMain = await load(store, accountId, DESIGNS, 'm');
	print(
		`\n## ${label}: loaded ${DESIGNS} designs in ${loadMain.toFixed(1)} s (+${OTHER_DESIGNS} in another account, ${loadOther.toFixed(1)} s)`,
	);
	if (label.startsWith('PostgreSQL')) {
		const client = new pg.Client({ connectionString: db });
		await client.connect();
		await client.query('ANALYZE designs');
		await client.end();
	}

	const totals = new Map<string, number>();
	const inStore = [];
	for (const c of CASES) {
		const query = { accountId, limit: 20, filters: c.filters };
		const first = await store.listDesigns(query);
		let total = 0;
		for (let page = first, after: number | undefined; ;) {
			total += page.items.length;
			if (!page.hasMore) break;
			after = (await store.cursorPosition('design', accountId, page.items.at(-1)!.id))!;
			page = await store.listDesigns({ ...query, limit: 100, after });
		}
		totals.set(c.name, total);
		const t = await timeIt(() => store.listDesigns(query));
		inStore.push({ name: c.name, ...t, found: `${first.items.length} / ${total}` });
		print(`\n${c.name}:\n${await explain(query)}`);
	}
	table(`${label}, store.listDesigns (limit 20, no HTTP)`, inStore);
	await store.close();

	const server: Server = await startServer({ db });
	try {
		const agent = keepAlive(1);
		const overHttp = [];
		for (const c of CASES) {
			const params = new URLSearchParams(c.filters as Record<string, string>).toString();
			const path = `/v1/designs${params ? `?${params}` : ''}`;
			const check = await request(server.url, { path, key, agent });
			if (check.status !== 200) throw new Error(`${path} answered ${check.status}: ${check.text}`);
			const found = (check.json as { data: unknown[] }).data.length;
			const t = await timeIt(() => request(server.url, { path, key, agent }));
			overHttp.push({ name: c.name, ...t, found: `${found} / ${totals.get(c.name)}` });
		}
		agent.destroy();
		table(`${label}, GET /v1/designs over HTTP (limit 20, one keep-alive connection)`, overHttp);
	} finally {
		await server.stop();
	}
}

async function main(): Promise<void> {
	print(`# Search over ${DESIGNS} designs in one account: median of ${REQUESTS} requests per case`);
	const dir = tempDir('search-bench');
	const file = join(dir, 'bench.sqlite');
	await measureEngine('SQLite', file, async (query) => {
		const statement = designListQuery(query, 'sqlite');
		const db = new Database(file, { readonly: true });
		try {
			const plan = db.prepare(`EXPLAIN QUERY PLAN ${statement!.sql}`).all(...statement!.params) as {
				detail: string;
			}[];
			return plan.map((r) => `  ${r.detail}`).join('\n');
		} finally {
			db.close();
		}
	});

	const { findPgBin, startCluster } = (await import(
		join(ROOT, 'scripts', 'pg', 'cluster.js')
	)) as typeof import('../scripts/pg/cluster');
	if (!findPgBin()) {
		print('\nPostgreSQL is not installed: skipped.');
	} else {
		const cluster = await startCluster();
		try {
			await measureEngine('PostgreSQL', cluster.url, async (query) => {
				const statement = designListQuery(query, 'postgres')!;
				let n = 0;
				const sql = statement.sql.replace(/\?/g, () => `$${++n}`);
				const client = new pg.Client({ connectionString: cluster.url });
				await client.connect();
				try {
					const { rows } = await client.query(
						`EXPLAIN (ANALYZE, COSTS OFF) ${sql}`,
						statement.params,
					);
					return rows.map((r: Record<string, string>) => `  ${r['QUERY PLAN']}`).join('\n');
				} finally {
					await client.end();
				}
			});
		} finally {
			cluster.stop();
		}
	}
	await cleanup();
}

main().catch(async (error) => {
	console.error(error);
	await cleanup();
	process.exit(1);
});
