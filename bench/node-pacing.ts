/**
 * The node's concurrency and pacing benchmark: the Design Generator node's Generate
 * over many items, run through real n8n-core (the node tests' harness), against the reference
 * server in its own process behind a delaying proxy in a third (a fixed response delay standing in
 * for a remote service; the server's own `--response-delay-ms` is used instead when it has one).
 * Beside it, in the same run, the baseline: what n8n's HTTP Request node does with its defaults,
 * one request per item, all items at once, no retries, no idempotency keys (a stand-in node with
 * that behaviour in the same harness; the real HTTP Request node is measured by the e2e bench).
 *
 * - No effective rate limit: wall time of the node at each concurrency, as a ratio of the
 *   baseline's (target for the default: ≤ 1.2).
 * - Generate limited to 300 a minute: successful and failed items, 429 answers and duplicates on
 *   the server, and wall time as a ratio of the least the limit allows from the run's start
 *   (fixed windows aligned to the clock: the designs beyond the first window's 300 cannot start
 *   before the next window does). Target: 500 / 0 / 0 / 0 within 1.1×.
 *
 * Prints; asserts nothing.
 *
 *   npm run bench:pacing
 *   BENCH_ITEMS=500 BENCH_DELAY_MS=50 BENCH_ROUNDS=3
 *   BENCH_CONCURRENCY=4,16,default (the no-limit sweep; docs/performance.md's figures: 16,32,64,128,256)
 *   BENCH_LIMITED_CONCURRENCY=default (or a list, e.g. 4,8,16,32: one window wait each)
 *   BENCH_PHASE=45 (second of the clock's minute at which each limited run starts)
 */
import '../test/setup-env';

import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { IExecuteFunctions, INodeExecutionData, INodeType } from 'n8n-workflow';
import { DEFAULT_PARALLEL } from '../nodes/DesignGenerator/transport/requestOptions';
import { runNode, shutdownN8nCore, TestNodeTypes } from '../test/harness/n8n';
import {
	cleanup,
	cpuMs,
	createKey,
	freePort,
	request,
	serveSupports,
	sleep,
	startServer,
	tempDir,
	type Server,
} from '../test/attack/harness';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 500);
const DELAY_MS = Number(process.env.BENCH_DELAY_MS ?? 50);
const LEVELS = list(process.env.BENCH_CONCURRENCY ?? '4,16,default');
const LIMITED_LEVELS = list(process.env.BENCH_LIMITED_CONCURRENCY ?? 'default');
const GENERATE_LIMIT = 300;
const WINDOW_MS = 60_000;
const PHASE_S = Number(process.env.BENCH_PHASE ?? 45);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

function list(text: string): Array<number | 'default'> {
	return text.split(',').map((part) => (part.trim() === 'default' ? 'default' : Number(part)));
}

/** n8n's HTTP Request node with its defaults: every item's request at once, no retry. */
class SendAllAtOnce implements INodeType {
	description: INodeType['description'] = {
		displayName: 'Send All At Once',
		name: 'sendAllAtOnce',
		group: ['transform'],
		version: 1,
		description: 'One POST per item, all at the same time',
		defaults: { name: 'Send All At Once' },
		inputs: ['main'],
		outputs: ['main'],
		credentials: [{ name: 'designGeneratorApi', required: true }],
		properties: [
			{ displayName: 'Prompt', name: 'prompt', type: 'string', default: '' },
			{ displayName: 'Style', name: 'style', type: 'string', default: '' },
		],
	};

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		const items = this.getInputData();
		const { baseUrl } = await this.getCredentials<{ baseUrl: string }>('designGeneratorApi');
		const settled = await Promise.allSettled(
			items.map(async (_item, index) => {
				const body = {
					prompt: this.getNodeParameter('prompt', index) as string,
					style: this.getNodeParameter('style', index) as string,
				};
				return (await this.helpers.httpRequestWithAuthentication.call(this, 'designGeneratorApi', {
					method: 'POST',
					url: `${baseUrl}/v1/generate`,
					body,
					json: true,
				})) as INodeExecutionData['json'];
			}),
		);
		return [
			settled.map((outcome, item) =>
				outcome.status === 'fulfilled'
					? { json: outcome.value, pairedItem: { item } }
					: { json: { error: String(outcome.reason) }, pairedItem: { item } },
			),
		];
	}
}

const nodeTypes = new TestNodeTypes();
nodeTypes.types['bench.sendAllAtOnce'] = new SendAllAtOnce();

/** Forwards to the server and holds each answer `delay` ms; counts answers by status. */
const PROXY = `
const http = require('node:http');
const [port, upstream, delay] = JSON.parse(process.argv[1]);
const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 });
let stats = { requests: 0, status: {}, arrivals: [] };
http.createServer((req, res) => {
	if (req.url.startsWith('/__stats')) {
		res.end(JSON.stringify(stats));
		if (req.url.endsWith('reset')) stats = { requests: 0, status: {}, arrivals: [] };
		return;
	}
	stats.requests++;
	stats.arrivals.push(Date.now());
	const up = http.request({ host: '127.0.0.1', port: upstream, method: req.method, path: req.url,
		headers: req.headers, agent }, (answer) => {
		const chunks = [];
		answer.on('data', (chunk) => chunks.push(chunk));
		answer.on('end', () => {
			stats.status[answer.statusCode] = (stats.status[answer.statusCode] || 0) + 1;
			setTimeout(() => { res.writeHead(answer.statusCode, answer.headers); res.end(Buffer.concat(chunks)); }, delay);
		});
	});
	up.on('error', () => { res.writeHead(502); res.end(); });
	req.pipe(up);
}).listen(port, '127.0.0.1');
`;

interface ProxyStats {
	requests: number;
	status: Record<string, number>;
	/** When each request reached the proxy (ms since the epoch). */
	arrivals: number[];
}

interface Target {
	/** Where the node sends its requests (the proxy, or the server when it delays by itself). */
	url: string;
	server: Server;
	proxyPid: number;
	db: string;
	stats(reset?: boolean): Promise<ProxyStats>;
	stop(): Promise<void>;
}

/** The proxies started, stopped at the end whatever happens (the process would not exit). */
const proxies = new Set<ChildProcess>();

async function startTarget(name: string, args: string[]): Promise<Target> {
	const db = join(tempDir(`pacing-${name}`), 'bench.sqlite');
	const ownDelay = await serveSupports('--response-delay-ms');
	const server = await startServer({
		db,
		args: [...args, ...(ownDelay ? ['--response-delay-ms', String(DELAY_MS)] : [])],
	});
	// The proxy counts answers in any case (the server's own delay just takes its place).
	const port = await freePort();
	const proxy = spawn(
		process.execPath,
		['-e', PROXY, JSON.stringify([port, server.port, ownDelay ? 0 : DELAY_MS])],
		{ stdio: 'ignore' },
	);
	proxies.add(proxy);
	const url = `http://127.0.0.1:${port}`;
	while (!(await request(url, { path: '/__stats', timeoutMs: 500 }).catch(() => null))) {
		await sleep(50);
	}
	return {
		url,
		server,
		proxyPid: proxy.pid!,
		db,
		stats: async (reset = false) =>
			(await request(url, { path: reset ? '/__stats?reset' : '/__stats' })).json as ProxyStats,
		stop: async () => {
			proxy.kill();
			await server.stop();
		},
	};
}

interface Figures {
	label: string;
	wallMs: number;
	ok: number;
	failed: number;
	tooMany: number;
	requests: number;
	duplicates: number;
	startedAt: number;
	arrivals: number[];
	/** CPU time of this process (n8n and the node), of the server and of the proxy, in ms. */
	cpu: { n8n: number; server: number; proxy: number };
}

const prompts = Array.from({ length: ITEMS }, (_, n) => ({
	json: { prompt: `graphic tee number ${n}, navy with a white print` },
}));

async function run(target: Target, concurrency: number | 'default' | 'all'): Promise<Figures> {
	const key = await createKey(target.db);
	await target.stats(true);
	const parameters = {
		prompt: '={{ $json.prompt }}',
		style: 'streetwear',
		...(concurrency === 'all'
			? {}
			: {
					resource: 'design',
					operation: 'generate',
					requestOptions: concurrency === 'default' ? {} : { parallel: concurrency },
				}),
	};
	const cpuBefore = {
		n8n: process.cpuUsage(),
		server: cpuMs(target.server.pid),
		proxy: cpuMs(target.proxyPid),
	};
	const startedAt = Date.now();
	const started = performance.now();
	const result = await runNode({
		parameters,
		items: prompts,
		credentials: { apiKey: key, baseUrl: target.url, apiPrefix: '/v1' },
		continueOnFail: true,
		nodeTypes,
		...(concurrency === 'all' && { nodeSettings: { type: 'bench.sendAllAtOnce' } }),
	});
	const wallMs = performance.now() - started;
	const n8nCpu = process.cpuUsage(cpuBefore.n8n);
	const cpu = {
		n8n: (n8nCpu.user + n8nCpu.system) / 1000,
		server: cpuMs(target.server.pid) - cpuBefore.server,
		proxy: cpuMs(target.proxyPid) - cpuBefore.proxy,
	};
	const stats = await target.stats(true);
	const account = await request(target.server.url, { path: '/v1/account', key });
	const designs = (account.json as { usage: { designs: number } }).usage.designs;
	const ok = result.items.filter((item) => typeof item.json.id === 'string').length;
	return {
		label:
			concurrency === 'all'
				? 'all at once (HTTP Request node)'
				: concurrency === 'default'
					? `ours, default (${DEFAULT_PARALLEL})`
					: `ours, ${concurrency}`,
		wallMs,
		ok,
		failed: result.items.length - ok + (ITEMS - result.items.length),
		tooMany: stats.status['429'] ?? 0,
		requests: stats.requests,
		duplicates: designs - ok,
		startedAt,
		arrivals: stats.arrivals,
		cpu,
	};
}

const seconds = (ms: number) => (ms / 1000).toFixed(2);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];

async function noLimit(): Promise<void> {
	console.log(
		`\n## ${ITEMS} items, no effective rate limit, ${DELAY_MS} ms response delay (median of ${ROUNDS} interleaved rounds)\n`,
	);
	console.log(
		'| run | wall s | ratio to all at once (target ≤ 1.2) | ok | failed | 429 | requests | CPU ms: n8n / server / proxy |',
	);
	console.log('|---|---|---|---|---|---|---|---|');
	const target = await startTarget('nolimit', []);
	// Warm-up: the server's caches and n8n's first execution.
	await run(target, 'all');
	const configs = ['all' as const, ...LEVELS];
	const runs = new Map<(typeof configs)[number], Figures[]>(configs.map((c) => [c, []]));
	// Rounds interleave the configurations, so a burst of other work on the machine hits them all.
	for (let round = 0; round < ROUNDS; round++) {
		for (const config of configs) runs.get(config)!.push(await run(target, config));
	}
	const baseline = median(runs.get('all')!.map((figures) => figures.wallMs));
	for (const config of configs) {
		const all = runs.get(config)!;
		const wall = median(all.map((figures) => figures.wallMs));
		const last = all[all.length - 1];
		const cpu = (key: keyof Figures['cpu']) => Math.round(median(all.map((f) => f.cpu[key])));
		console.log(
			`| ${last.label} | ${seconds(wall)} | ${(wall / baseline).toFixed(2)} | ${Math.min(...all.map((f) => f.ok))} | ${Math.max(...all.map((f) => f.failed))} | ${Math.max(...all.map((f) => f.tooMany))} | ${last.requests} | ${cpu('n8n')} / ${cpu('server')} / ${cpu('proxy')} |`,
		);
	}
	await target.stop();
}

async function waitForPhase(): Promise<void> {
	const into = Date.now() % WINDOW_MS;
	const wait = (PHASE_S * 1000 - into + WINDOW_MS) % WINDOW_MS;
	await sleep(wait);
}

async function limited(): Promise<void> {
	console.log(
		`\n## ${ITEMS} items, generate limited to ${GENERATE_LIMIT} a minute, ${DELAY_MS} ms response delay, runs start at second ${PHASE_S} of the minute\n`,
	);
	console.log(
		'| run | wall s | least the limit allows, s | ratio (target ≤ 1.1) | ok | failed | 429 | duplicates | requests | first request in the last window, ms after it opened |',
	);
	console.log('|---|---|---|---|---|---|---|---|---|---|');
	const target = await startTarget('limited', ['--rate-limit-generate', String(GENERATE_LIMIT)]);
	// Each run has a key (so a budget) of its own. The baseline never waits for a window: it goes
	// last, with no wait for the phase.
	for (const level of [...LIMITED_LEVELS, 'all' as const]) {
		if (level !== 'all') await waitForPhase();
		const figures = await run(target, level);
		// The items beyond the first windows' quotas start when the last window needed opens.
		const windowsAhead = Math.ceil(ITEMS / GENERATE_LIMIT) - 1;
		const lastWindowStart = (Math.floor(figures.startedAt / WINDOW_MS) + windowsAhead) * WINDOW_MS;
		const leastMs = Math.max(0, lastWindowStart - figures.startedAt) + DELAY_MS;
		const inLastWindow = figures.arrivals.filter((at) => at >= lastWindowStart);
		const lag = inLastWindow.length > 0 ? String(Math.min(...inLastWindow) - lastWindowStart) : '–';
		// The baseline does not wait for the window: its ratio says nothing.
		const ratio = level === 'all' ? '–' : (figures.wallMs / leastMs).toFixed(3);
		console.log(
			`| ${figures.label} | ${seconds(figures.wallMs)} | ${seconds(leastMs)} | ${ratio} | ${figures.ok} | ${figures.failed} | ${figures.tooMany} | ${figures.duplicates} | ${figures.requests} | ${lag} |`,
		);
	}
	await target.stop();
}

async function main(): Promise<void> {
	console.log(
		'Design Generator node: concurrency and pacing (ratios against a baseline in the same run)',
	);
	try {
		if (process.env.BENCH_SKIP_NO_LIMIT !== '1') await noLimit();
		if (process.env.BENCH_SKIP_LIMITED !== '1') await limited();
	} finally {
		for (const proxy of proxies) proxy.kill();
		await cleanup();
		shutdownN8nCore();
	}
}

main().catch((error) => {
	console.error(error);
	process.exitCode = 1;
});
