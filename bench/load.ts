/**
 * What the HTTP benchmarks share: autocannon in a process of its own (so the load generator never
 * shares an event loop with what it measures), the bare `node:http` baseline every ratio is taken
 * against, and the figures' formatting (a process's CPU time and memory: test/attack/load.ts).
 */
import { spawn } from 'node:child_process';
import { ROOT, freePort, request, sleep } from '../test/attack/harness';

export interface Load {
	url: string[];
	method?: 'GET' | 'POST';
	/** The path of every request, or several taken in turn (e.g. different designs). */
	path: string | string[];
	key?: string;
	body?: object;
	connections: number;
	seconds: number;
}

export interface Figures {
	rps: number;
	p50: number;
	p99: number;
	/** Answers other than 2xx, and socket errors and timeouts. */
	failed: number;
	/** Requests answered in all. */
	total: number;
}

/** Runs in its own process: autocannon with the options in argv[1], the figures as JSON on stdout. */
const LOADER = `
const autocannon = require('autocannon');
const opts = JSON.parse(process.argv[1]);
if (opts.paths) {
	let next = 0;
	const paths = opts.paths;
	opts.requests = [{ setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length] }) }];
	delete opts.paths;
}
autocannon(opts, (error, r) => {
	if (error) { console.error(error.message); process.exit(1); }
	process.stdout.write(JSON.stringify({ rps: r.requests.average, p50: r.latency.p50,
		p99: r.latency.p99, failed: r.non2xx + r.errors + r.timeouts, total: r.requests.total }));
});
`;

/** One autocannon run in a child process. */
export function autocannon(load: Load): Promise<Figures> {
	const headers: Record<string, string> = {};
	if (load.key) headers.authorization = `Bearer ${load.key}`;
	if (load.body) headers['content-type'] = 'application/json';
	const paths = typeof load.path === 'string' ? [load.path] : load.path;
	const opts = {
		url: load.url.map((base) => base + paths[0]),
		paths: paths.length > 1 ? paths : undefined,
		method: load.method ?? 'GET',
		headers,
		body: load.body && JSON.stringify(load.body),
		connections: load.connections,
		duration: load.seconds,
	};
	const child = spawn(process.execPath, ['-e', LOADER, JSON.stringify(opts)], {
		cwd: ROOT,
		stdio: ['ignore', 'pipe', 'inherit'],
	});
	let out = '';
	child.stdout.on('data', (chunk: Buffer) => (out += chunk));
	return new Promise((resolve, reject) =>
		child.once('exit', (code) =>
			code === 0
				? resolve(JSON.parse(out) as Figures)
				: reject(new Error(`autocannon exited ${code}`)),
		),
	);
}

/** The fixed small JSON body the baseline (and the bare Fastify reference) answers. */
const FIXED_BODY = JSON.stringify({ id: 'dsn_baseline', object: 'design', status: 'succeeded' });

const BARE_SERVERS = {
	/** The baseline: node:http answering one fixed small JSON body. */
	'node:http': (port: number) => `require('node:http').createServer((req, res) => {
		req.resume();
		res.writeHead(200, { 'content-type': 'application/json' });
		res.end(${JSON.stringify(FIXED_BODY)});
	}).listen(${port}, '127.0.0.1');`,
	/** Fastify with one route answering the same body: what the framework alone costs. */
	fastify: (port: number) => `const app = require('fastify')();
	app.get('/', async () => (${FIXED_BODY}));
	app.listen({ port: ${port}, host: '127.0.0.1' });`,
};

/** A bare server answering a fixed small JSON body at `/`, in a process of its own. */
export async function startBaseline(
	kind: keyof typeof BARE_SERVERS = 'node:http',
): Promise<{ url: string; pid: number; stop(): void }> {
	const port = await freePort();
	const child = spawn(process.execPath, ['-e', BARE_SERVERS[kind](port)], {
		cwd: ROOT,
		stdio: 'ignore',
	});
	const url = `http://127.0.0.1:${port}`;
	while (!(await request(url, { path: '/', timeoutMs: 500 }).catch(() => null))) {
		if (child.exitCode !== null) throw new Error(`the ${kind} server exited (${child.exitCode})`);
		await sleep(50);
	}
	return { url, pid: child.pid!, stop: () => child.kill() };
}

/** `value` against a target: `0.42 (target ≥ 0.6: MISSED)`. */
export function againstTarget(value: number, op: '≥' | '≤', target: number, digits = 2): string {
	const holds = op === '≥' ? value >= target : value <= target;
	return `${value.toFixed(digits)} (target ${op} ${target}: ${holds ? 'holds' : 'MISSED'})`;
}

/** True when the benchmarks run as CI's smoke test: a second or so a case, small data. */
export const SMOKE = process.env.BENCH_SMOKE === '1';
