/**
 * Sizing benchmark: requests a second and p50/p99 latency of `GET /v1/designs/:id` and
 * `POST /v1/generate` on SQLite with one instance, PostgreSQL with one, and PostgreSQL with three,
 * each beside a bare `node:http` server answering a fixed small JSON body, measured in the same
 * run (the ratio is what carries from machine to machine). Every server and the load generator
 * (autocannon) run in processes of their own, on loopback; rate limits are lifted. For three
 * instances autocannon is given the three URLs: it spreads its connections over them round-robin,
 * as a load balancer spreads keep-alive connections. PostgreSQL is a throwaway cluster
 * (scripts/pg/cluster.js). Prints; asserts nothing.
 *
 *   npm run bench:instances      (BENCH_SECONDS=10 per case, BENCH_CONNECTIONS=12)
 */
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import {
	ROOT,
	cleanup,
	createKey,
	generate,
	startServer,
	tempDir,
	type Server,
} from '../test/attack/harness';
import { SMOKE, autocannon, startBaseline, type Figures, type Load } from './load';

const SECONDS = Number(process.env.BENCH_SECONDS ?? (SMOKE ? 1 : 10));
// A multiple of 3, so three instances get the same number of connections each.
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 12);
const WARM_UP_SECONDS = SMOKE ? 0.5 : 2;

async function measure(load: Omit<Load, 'connections' | 'seconds'>): Promise<Figures> {
	await autocannon({ ...load, connections: CONNECTIONS, seconds: WARM_UP_SECONDS });
	return autocannon({ ...load, connections: CONNECTIONS, seconds: SECONDS });
}

const GENERATE_BODY = { prompt: 'navy striped cotton hoodie with a hood', style: 'streetwear' };

const rows: string[] = [];
function report(name: string, figures: Figures, baseline: Figures): void {
	const ratio = figures.rps / baseline.rps;
	rows.push(
		`| ${name} | ${Math.round(figures.rps)} | ${ratio.toFixed(3)} | ${figures.p50} | ${figures.p99} | ${figures.failed} |`,
	);
	console.log(rows.at(-1));
}

/** Both endpoints against these servers (one account, one existing design to read). */
async function measureServers(name: string, servers: Server[], db: string, baseline: Figures) {
	const key = await createKey(db);
	const design = await generate(servers[0].url, key);
	const url = servers.map((s) => s.url);
	report(
		`${name}: GET /v1/designs/:id`,
		await measure({ url, path: `/v1/designs/${design.id}`, key }),
		baseline,
	);
	report(
		`${name}: POST /v1/generate`,
		await measure({ url, method: 'POST', path: '/v1/generate', key, body: GENERATE_BODY }),
		baseline,
	);
}

async function main(): Promise<void> {
	// cluster.js is plain JS outside the build: loaded from the project folder.
	const { startCluster } = (await import(
		join(ROOT, 'scripts', 'pg', 'cluster.js')
	)) as typeof import('../scripts/pg/cluster');
	const cluster = await startCluster();
	const base = await startBaseline();
	try {
		console.log(
			`instances benchmark: ${SECONDS} s a case after ${WARM_UP_SECONDS} s of warm-up, ${CONNECTIONS} connections, ` +
				`node ${process.version}, ${availableParallelism()} cores`,
		);
		console.log(
			'| case | req/s | ratio to baseline | p50 ms | p99 ms | failed |\n|---|---|---|---|---|---|',
		);
		const baseline = await measure({ url: [base.url], path: '/' });
		report('baseline: node:http, fixed JSON', baseline, baseline);

		const file = join(tempDir('bench'), 'bench.sqlite');
		const sqlite = await startServer({ db: file });
		await measureServers('SQLite, 1 instance', [sqlite], file, baseline);
		await sqlite.stop();

		const one = await startServer({ db: cluster.url });
		await measureServers('PostgreSQL, 1 instance', [one], cluster.url, baseline);
		const more = await Promise.all([0, 1].map(() => startServer({ db: cluster.url })));
		await measureServers('PostgreSQL, 3 instances', [one, ...more], cluster.url, baseline);
	} finally {
		await cleanup();
		base.stop();
		cluster.stop();
	}
}

main().catch((error) => {
	console.error(error);
	process.exitCode = 1;
});
