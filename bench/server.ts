/**
 * The server against what Node can do: requests a second at 50 connections of
 * `GET /v1/designs/:id`, `GET /v1/designs?limit=20` and `POST /v1/generate`, with real
 * authentication, storage and generator, as a ratio of a bare `node:http` server answering a fixed
 * small JSON body, measured in the same run (before and after the servers; the mean is the
 * baseline). SQLite, and PostgreSQL when it is installed (a throwaway cluster). Server and load
 * generator (autocannon) are processes of their own, on loopback; rate limits are lifted. Beside
 * each figure: p50/p99 latency and the server's CPU time per request (from /proc: steadier than
 * requests a second on a busy machine). References without a target show where the budget goes:
 * bare Fastify with one route, the server's `/healthz` (its hooks, no key, no store) and
 * `GET /v1/styles` (authentication and the rate limit, no design data). Prints; asserts nothing.
 *
 *   npm run bench:server     (BENCH_SECONDS=5 a case after 1 s of warm-up; BENCH_SMOKE=1: 1 s)
 */
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import {
	ROOT,
	cleanup,
	cpuMs,
	createKey,
	generate,
	startServer,
	tempDir,
	type Server,
} from '../test/attack/harness';
import { SMOKE, againstTarget, autocannon, startBaseline, type Figures, type Load } from './load';

const SECONDS = Number(process.env.BENCH_SECONDS ?? (SMOKE ? 1 : 5));
const WARM_UP_SECONDS = SMOKE ? 0.5 : 1;
const CONNECTIONS = 50;
/** Designs in the account read: GETs take them in turn, the list pages the newest 20. */
const DESIGNS = SMOKE ? 20 : 200;

const TARGETS = { get: 0.6, list: 0.4, generate: 0.3 } as const;
/**
 * References without a target, measured the same way, so each run shows where the budget goes:
 * the server's health check (its hooks on every request, no key, no store) and the styles list
 * (authentication and the rate limit, no design data).
 */
type Reference = 'healthz' | 'styles';
type Case = keyof typeof TARGETS | Reference;

const GENERATE_BODY = {
	prompt: 'navy striped oversized hoodie in organic cotton',
	style: 'streetwear',
};

async function measure(load: Omit<Load, 'connections' | 'seconds'>, pid?: number) {
	await autocannon({ ...load, connections: CONNECTIONS, seconds: WARM_UP_SECONDS });
	const before = pid === undefined ? 0 : cpuMs(pid);
	const figures = await autocannon({ ...load, connections: CONNECTIONS, seconds: SECONDS });
	const cpu = pid === undefined ? 0 : (cpuMs(pid) - before) * 1000;
	return { ...figures, cpuPerRequest: figures.total > 0 ? cpu / figures.total : 0 };
}

interface Row {
	store: string;
	case: Case | 'fastify';
	figures: Figures & { cpuPerRequest: number };
}

async function measureStore(store: string, server: Server, db: string): Promise<Row[]> {
	const key = await createKey(db);
	const ids: string[] = [];
	for (let i = 0; i < DESIGNS; i++) {
		ids.push(
			(await generate(server.url, key, { prompt: `design ${i} ${GENERATE_BODY.prompt}` })).id,
		);
	}
	const url = [server.url];
	const loads: Record<Case, Omit<Load, 'connections' | 'seconds'>> = {
		healthz: { url, path: '/healthz' },
		styles: { url, path: '/v1/styles', key },
		get: { url, path: ids.map((id) => `/v1/designs/${id}`), key },
		list: { url, path: '/v1/designs?limit=20', key },
		generate: { url, method: 'POST', path: '/v1/generate', key, body: GENERATE_BODY },
	};
	const rows: Row[] = [];
	for (const name of Object.keys(loads) as Case[]) {
		rows.push({ store, case: name, figures: await measure(loads[name], server.pid) });
	}
	return rows;
}

async function main(): Promise<void> {
	const { findPgBin, startCluster } = (await import(
		join(ROOT, 'scripts', 'pg', 'cluster.js')
	)) as typeof import('../scripts/pg/cluster');
	console.log(
		`server benchmark: ${SECONDS} s a case after ${WARM_UP_SECONDS} s of warm-up, ${CONNECTIONS} connections, ` +
			`node ${process.version}, ${availableParallelism()} cores${SMOKE ? ' (smoke)' : ''}`,
	);
	const base = await startBaseline();
	const fastify = await startBaseline('fastify');
	const cluster = findPgBin() ? await startCluster() : null;
	const rows: Row[] = [];
	let before: Figures;
	let after: Figures;
	try {
		before = await measure({ url: [base.url], path: '/' }, base.pid);
		rows.push({
			store: '—',
			case: 'fastify',
			figures: await measure({ url: [fastify.url], path: '/' }, fastify.pid),
		});

		const file = join(tempDir('bench-server'), 'bench.sqlite');
		const sqlite = await startServer({ db: file });
		rows.push(...(await measureStore('SQLite', sqlite, file)));
		await sqlite.stop();

		if (cluster) {
			const pg = await startServer({ db: cluster.url });
			rows.push(...(await measureStore('PostgreSQL', pg, cluster.url)));
			await pg.stop();
		} else {
			console.log('PostgreSQL is not installed: its rows are left out.');
		}
		after = await measure({ url: [base.url], path: '/' }, base.pid);
	} finally {
		await cleanup();
		base.stop();
		fastify.stop();
		cluster?.stop();
	}

	const baseline = (before.rps + after.rps) / 2;
	console.log(
		`\nbaseline (node:http, fixed JSON): ${Math.round(before.rps)} req/s before, ${Math.round(after.rps)} after → ${Math.round(baseline)}`,
	);
	console.log(
		'| store | case | req/s | ratio to baseline | p50 ms | p99 ms | server CPU µs/req | failed |',
	);
	console.log('|---|---|---|---|---|---|---|---|');
	const label: Record<Row['case'], string> = {
		fastify: 'bare Fastify, one route, same body (reference)',
		healthz: 'GET /healthz: the hooks alone (reference)',
		styles: 'GET /v1/styles: + key and rate limit (reference)',
		get: 'GET /v1/designs/:id',
		list: 'GET /v1/designs?limit=20',
		generate: 'POST /v1/generate',
	};
	for (const row of rows) {
		const f = row.figures;
		console.log(
			`| ${row.store} | ${label[row.case]} | ${Math.round(f.rps)} | ${ratio(row.case, f.rps / baseline)} | ${f.p50} | ${f.p99} | ${Math.round(f.cpuPerRequest)} | ${f.failed} |`,
		);
	}
}

/** A case's ratio, against its target when it has one. */
function ratio(name: Row['case'], value: number): string {
	return name in TARGETS
		? againstTarget(value, '≥', TARGETS[name as keyof typeof TARGETS])
		: value.toFixed(2);
}

main().catch((error) => {
	console.error(error);
	process.exitCode = 1;
});
