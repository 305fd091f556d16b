/**
 * The attack suites' one harness (issue 10). Black box only: the server runs as a child process
 * from dist/server/cli.js on a free loopback port, keys come from `keys create --db`, and every
 * check goes over HTTP or a raw socket. Nothing here imports the server's modules.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';

export const ROOT = join(__dirname, '..', '..');
export const CLI = join(ROOT, 'dist', 'server', 'cli.js');

export const STYLE_IDS = [
	'minimalist',
	'streetwear',
	'bohemian',
	'vintage',
	'avant-garde',
	'classic',
	'athleisure',
	'romantic',
	'grunge',
	'preppy',
	'y2k',
	'couture',
];
export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------- temp folders and child processes (all cleaned up by `cleanup`) ----------

const dirs = new Set<string>();
const children = new Set<ChildProcess>();

/** A fresh temp folder, removed by `cleanup`. */
export function tempDir(label: string): string {
	const dir = mkdtempSync(join(tmpdir(), `dg-attack-${label}-`));
	dirs.add(dir);
	return dir;
}

/** Stops every server this file started (by pid) and removes its temp folders. */
export async function cleanup(): Promise<void> {
	await Promise.all([...children].map((child) => stopChild(child)));
	for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
	dirs.clear();
}

function requireBuild(): void {
	if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run \`npm run build\` first`);
}

function runCli(args: string[], timeoutMs = 20_000): Promise<{ stdout: string; stderr: string }> {
	requireBuild();
	return new Promise((resolve, reject) => {
		execFile(process.execPath, [CLI, ...args], { timeout: timeoutMs }, (error, stdout, stderr) =>
			error
				? reject(new Error(`cli ${args.join(' ')}: ${error.message}\n${stderr}`))
				: resolve({ stdout, stderr }),
		);
	});
}

let serveHelp: Promise<string> | undefined;
/**
 * Whether `serve` takes an option (read from `serve --help`), so a suite can use an option the
 * fixed server adds (e.g. `--request-timeout-ms`) and still run, and fail for the right reason, today.
 */
export async function serveSupports(flag: string): Promise<boolean> {
	serveHelp ??= runCli(['serve', '--help']).then((r) => r.stdout);
	return new RegExp(`(^|\\s)${flag}(\\s|=|$)`, 'm').test(await serveHelp);
}

let accounts = 0;
/** A new key from the CLI (`keys create`) for a new account, or the named one. */
export async function createKey(db: string, plan = 'business', account?: string): Promise<string> {
	accounts += 1;
	const name = account ?? `attack-${process.pid}-${accounts}`;
	const { stdout } = await runCli([
		'keys',
		'create',
		'--account',
		name,
		'--plan',
		plan,
		'--db',
		db,
	]);
	const key = stdout.trim().split('\n').at(-1) ?? '';
	if (!/^dgk_/.test(key)) throw new Error(`keys create printed no key: ${stdout}`);
	return key;
}

export function freePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const probe = net.createServer();
		probe.unref();
		probe.on('error', reject);
		probe.listen(0, '127.0.0.1', () => {
			const { port } = probe.address() as net.AddressInfo;
			probe.close(() => resolve(port));
		});
	});
}

export interface Server {
	url: string;
	port: number;
	pid: number;
	db: string;
	child: ChildProcess;
	/** Everything the process wrote to stdout and stderr so far. */
	output(): string;
	/** SIGTERM, then SIGKILL after 5 s. */
	stop(): Promise<void>;
	/** SIGKILL at once (a crash), resolved when the process is gone. */
	kill9(): Promise<void>;
}

/** `serve` on a free loopback port with high rate limits unless `args` set them; waits for /healthz. */
export async function startServer(options: { db: string; args?: string[] }): Promise<Server> {
	requireBuild();
	const port = await freePort();
	const args = options.args ?? [];
	const limits = [
		...(args.includes('--rate-limit-generate') ? [] : ['--rate-limit-generate', '1000000']),
		...(args.includes('--rate-limit-read') ? [] : ['--rate-limit-read', '1000000']),
	];
	const child = spawn(
		process.execPath,
		[
			CLI,
			'serve',
			'--host',
			'127.0.0.1',
			'--port',
			String(port),
			'--db',
			options.db,
			...limits,
			...args,
		],
		{ cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
	);
	children.add(child);
	let out = '';
	child.stdout!.on('data', (chunk) => (out += chunk));
	child.stderr!.on('data', (chunk) => (out += chunk));
	const url = `http://127.0.0.1:${port}`;
	const until = Date.now() + 20_000;
	for (;;) {
		if (child.exitCode !== null) throw new Error(`serve exited ${child.exitCode}: ${out}`);
		const health = await request(url, { path: '/healthz', timeoutMs: 1000 }).catch(() => null);
		if (health?.status === 200) break;
		if (Date.now() > until) {
			await stopChild(child);
			throw new Error(`serve did not answer /healthz within 20 s: ${out}`);
		}
		await sleep(100);
	}
	return {
		url,
		port,
		pid: child.pid!,
		db: options.db,
		child,
		output: () => out,
		stop: () => stopChild(child),
		kill9: () => stopChild(child, 'SIGKILL'),
	};
}

function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
	children.delete(child);
	if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
	return new Promise((resolve) => {
		const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
		child.once('exit', () => {
			clearTimeout(timer);
			resolve();
		});
		child.kill(signal);
	});
}

// ---------- HTTP ----------

export interface Reply {
	status: number;
	headers: http.IncomingHttpHeaders;
	body: Buffer;
	text: string;
	/** The body parsed as JSON, or undefined. */
	json: unknown;
	ms: number;
}

export interface RequestOptions {
	method?: string;
	/** Sent exactly as given (no normalisation, no encoding). */
	path: string;
	headers?: http.OutgoingHttpHeaders;
	/** An object is sent as JSON with `Content-Type: application/json` unless headers set one. */
	body?: string | Buffer | object;
	key?: string;
	agent?: http.Agent;
	localAddress?: string;
	timeoutMs?: number;
}

function parseJson(text: string): unknown {
	try {
		return JSON.parse(text);
	} catch {
		return undefined;
	}
}

/** One HTTP request; rejects only on a socket error or after `timeoutMs` (default 30 s). */
export function request(base: string, options: RequestOptions): Promise<Reply> {
	const { hostname, port } = new URL(base);
	const headers: http.OutgoingHttpHeaders = { ...options.headers };
	if (options.key) headers.authorization ??= `Bearer ${options.key}`;
	let body: string | Buffer | undefined;
	if (
		options.body === undefined ||
		typeof options.body === 'string' ||
		Buffer.isBuffer(options.body)
	)
		body = options.body as string | Buffer | undefined;
	else {
		body = JSON.stringify(options.body);
		headers['content-type'] ??= 'application/json';
	}
	// Explicit, because Node's client sends a GET/HEAD/DELETE/OPTIONS body without Content-Length
	// (the server would read the body as the next request on the connection).
	if (body !== undefined) headers['content-length'] ??= Buffer.byteLength(body);
	const started = performance.now();
	return new Promise((resolve, reject) => {
		const req = http.request(
			{
				hostname,
				port,
				method: options.method ?? 'GET',
				path: options.path,
				headers,
				agent: options.agent ?? false,
				localAddress: options.localAddress,
			},
			(res) => {
				const chunks: Buffer[] = [];
				res.on('data', (chunk: Buffer) => chunks.push(chunk));
				res.on('end', () => {
					const bytes = Buffer.concat(chunks);
					const text = bytes.toString('utf8');
					resolve({
						status: res.statusCode ?? 0,
						headers: res.headers,
						body: bytes,
						text,
						json: parseJson(text),
						ms: performance.now() - started,
					});
				});
				res.on('error', reject);
			},
		);
		req.setTimeout(options.timeoutMs ?? 30_000, () =>
			req.destroy(new Error(`${options.method ?? 'GET'} ${options.path}: no answer in time`)),
		);
		req.on('error', reject);
		req.end(body);
	});
}

/** A keep-alive agent for load: at most `sockets` connections at once. */
export function keepAlive(sockets: number): http.Agent {
	return new http.Agent({ keepAlive: true, maxSockets: sockets, maxFreeSockets: sockets });
}

export interface RawExchange {
	/** Everything the server sent. */
	text: string;
	/** The status of the first response, or 0 when none came. */
	status: number;
	headers: Record<string, string>;
	/** The body of the first response (after the blank line). */
	body: string;
	json: unknown;
	/** True when the server closed the connection within the wait. */
	closed: boolean;
	ms: number;
}

/**
 * Writes bytes on a fresh socket (and `drip` more later) and collects what comes back until the
 * server closes or `waitMs` passes. For requests an HTTP client refuses to send.
 */
export function rawExchange(
	port: number,
	bytes: string | Buffer,
	options: { waitMs?: number; drip?: { bytes: string; everyMs: number } } = {},
): Promise<RawExchange> {
	const waitMs = options.waitMs ?? 5000;
	const started = performance.now();
	return new Promise((resolve) => {
		const socket = net.connect({ host: '127.0.0.1', port });
		const chunks: Buffer[] = [];
		let dripTimer: NodeJS.Timeout | undefined;
		let closed = false;
		const finish = () => {
			clearTimeout(waitTimer);
			clearInterval(dripTimer);
			socket.destroy();
			const text = Buffer.concat(chunks).toString('latin1');
			const [head, ...rest] = text.split('\r\n\r\n');
			const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
			const headers: Record<string, string> = {};
			for (const line of head.split('\r\n').slice(1)) {
				const at = line.indexOf(':');
				if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
			}
			const body = Buffer.from(rest.join('\r\n\r\n'), 'latin1').toString('utf8');
			resolve({
				text,
				status,
				headers,
				body,
				json: parseJson(body),
				closed,
				ms: performance.now() - started,
			});
		};
		const waitTimer = setTimeout(finish, waitMs);
		socket.on('data', (chunk) => chunks.push(chunk));
		socket.on('error', () => undefined);
		socket.on('close', () => {
			closed = true;
			finish();
		});
		socket.write(bytes);
		if (options.drip) {
			const drip = options.drip;
			let sent = 0;
			dripTimer = setInterval(() => {
				if (sent < drip.bytes.length && !socket.destroyed) socket.write(drip.bytes[sent++]);
			}, drip.everyMs);
		}
	});
}

// ---------- problem+json (SPEC "Errors") ----------

/** What is wrong with a reply that should be a problem (empty when it is a good one). */
export function problemViolations(
	reply: { status: number; headers: Record<string, unknown>; json: unknown; text?: string },
	method = 'GET',
): string[] {
	const out: string[] = [];
	const type = String(reply.headers['content-type'] ?? '');
	if (!/^application\/problem\+json/.test(type)) out.push(`content-type '${type}'`);
	if (method === 'HEAD') return out;
	const body = reply.json as Record<string, unknown> | undefined;
	if (!body || typeof body !== 'object')
		return [...out, `body is not JSON: ${reply.text?.slice(0, 120)}`];
	if (typeof body.code !== 'string' || !/^[a-z][a-z0-9_]*$/.test(body.code))
		out.push(`code ${JSON.stringify(body.code)}`);
	if (body.status !== reply.status)
		out.push(`body status ${String(body.status)} ≠ ${reply.status}`);
	if (typeof body.title !== 'string' || typeof body.detail !== 'string')
		out.push('no title/detail');
	if (typeof body.type !== 'string' || !body.type.endsWith(`/errors/${String(body.code)}`))
		out.push(`type ${JSON.stringify(body.type)}`);
	if (typeof body.request_id !== 'string' || body.request_id !== reply.headers['x-request-id'])
		out.push('request_id ≠ X-Request-Id');
	if (/\bat .+:\d+:\d+|node_modules|"stack"|Maximum call stack/.test(JSON.stringify(body)))
		out.push('internals in the body');
	return out;
}

/** Asserts a problem with one of these statuses (and codes, when given). */
export function expectProblem(
	reply: Reply | RawExchange,
	statuses: number[],
	codes?: string[],
): Record<string, unknown> {
	const body = (reply.json ?? {}) as Record<string, unknown>;
	const summary = `${reply.status} ${reply.text.slice(0, 300)}`;
	// On a mismatch the diff shows what was allowed next to what came.
	const allowed = <T>(value: T, options: T[]) =>
		options.includes(value) ? value : `one of ${options.join(', ')}`;
	expect({
		status: reply.status,
		code: body.code,
		problems: problemViolations(reply),
		summary,
	}).toEqual({
		status: allowed(reply.status, statuses),
		code: codes ? allowed(body.code as string, codes) : expect.any(String),
		problems: [],
		summary,
	});
	return body;
}

// ---------- load helpers ----------

/** Runs `task` over `items` with at most `concurrency` at once; results in item order. */
export async function pool<T, R>(
	items: T[],
	concurrency: number,
	task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
	const results = new Array<R>(items.length);
	let next = 0;
	const worker = async () => {
		while (next < items.length) {
			const index = next++;
			results[index] = await task(items[index], index);
		}
	};
	await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
	return results;
}

export function percentile(values: number[], p: number): number {
	if (values.length === 0) return NaN;
	const sorted = [...values].sort((a, b) => a - b);
	return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Resident memory of a process (VmRSS of /proc/<pid>/status), in MiB. */
export function rssMiB(pid: number): number {
	const kb = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
	return Number(kb) / 1024;
}

/** CPU time a process used so far (user + system, all threads), in ms (/proc/<pid>/stat). */
export function cpuMs(pid: number): number {
	const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
	const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
	// Fields 14 and 15 of stat(5), in clock ticks (100 a second on Linux).
	return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Samples a process's RSS every `everyMs` until `stop()`; `stop` returns the samples (MiB). */
export function sampleRss(pid: number, everyMs = 50): { stop(): number[] } {
	const samples: number[] = [rssMiB(pid)];
	const timer = setInterval(() => {
		try {
			samples.push(rssMiB(pid));
		} catch {
			clearInterval(timer);
		}
	}, everyMs);
	return {
		stop: () => {
			clearInterval(timer);
			return samples;
		},
	};
}

/** Times /healthz every `everyMs` on its own keep-alive connection until `stop()` (failures → Infinity). */
export function sampleHealth(base: string, everyMs = 25): { stop(): Promise<number[]> } {
	const agent = keepAlive(1);
	const times: number[] = [];
	let running = true;
	const loop = (async () => {
		while (running) {
			const reply = await request(base, { path: '/healthz', agent, timeoutMs: 5000 }).catch(
				() => null,
			);
			times.push(reply?.status === 200 ? reply.ms : Infinity);
			await sleep(everyMs);
		}
	})();
	return {
		stop: async () => {
			running = false;
			await loop;
			agent.destroy();
			return times;
		},
	};
}

/** Every item of a /v1 list, following `starting_after`. */
export async function listAll<T extends { id: string }>(
	base: string,
	key: string,
	path: string,
): Promise<T[]> {
	const out: T[] = [];
	let after = '';
	for (let page = 0; page < 1000; page++) {
		const sep = path.includes('?') ? '&' : '?';
		const reply = await request(base, {
			path: `${path}${sep}limit=100${after && `&starting_after=${after}`}`,
			key,
		});
		if (reply.status !== 200)
			throw new Error(`list ${path} answered ${reply.status}: ${reply.text}`);
		const list = reply.json as { data: T[]; has_more: boolean };
		out.push(...list.data);
		if (!list.has_more) return out;
		after = list.data.at(-1)!.id;
	}
	throw new Error(`list ${path} did not end`);
}

/** Creates a design and returns it; fails unless the answer is 201. */
export async function generate(
	base: string,
	key: string,
	body: object = {},
	agent?: http.Agent,
): Promise<{ id: string; [k: string]: unknown }> {
	const reply = await request(base, {
		method: 'POST',
		path: '/v1/generate',
		key,
		agent,
		body: { prompt: 'navy striped cotton hoodie', style: 'streetwear', ...body },
	});
	if (reply.status !== 201) throw new Error(`generate answered ${reply.status}: ${reply.text}`);
	return reply.json as { id: string };
}

/** Publishes a design and returns the publication; fails unless the answer is 201. */
export async function publish(
	base: string,
	key: string,
	designId: string,
	agent?: http.Agent,
): Promise<{ id: string; url: string }> {
	const reply = await request(base, {
		method: 'POST',
		path: '/v1/marketplace/publish',
		key,
		agent,
		body: { design_id: designId, price: { amount: 4500 } },
	});
	if (reply.status !== 201) throw new Error(`publish answered ${reply.status}: ${reply.text}`);
	return reply.json as { id: string; url: string };
}

/** `PRAGMA integrity_check` on a (stopped) server's database file, opened read-only. */
export function integrityCheck(file: string): string {
	const db = new Database(file, { readonly: true, fileMustExist: true });
	try {
		return (db.pragma('integrity_check') as { integrity_check: string }[])
			.map((r) => r.integrity_check)
			.join('; ');
	} finally {
		db.close();
	}
}

/**
 * Takes the database's write lock from this process, as another writer on the same file (e.g.
 * `keys create`) may, right after the server's next commit (seen as the -wal file's mtime
 * changing): the server then stalls at the write that follows that commit. Returns the release.
 */
export function holdWriteLockAfterNextCommit(file: string, timeoutMs = 2000): () => void {
	const db = new Database(file, { fileMustExist: true, timeout: 5000 });
	const walTime = () => {
		try {
			return statSync(`${file}-wal`, { bigint: true }).mtimeNs;
		} catch {
			return 0n;
		}
	};
	const before = walTime();
	const until = Date.now() + timeoutMs;
	// A short busy wait on purpose: the lock must be taken within microseconds of the commit.
	while (walTime() === before && Date.now() < until);
	db.exec('BEGIN IMMEDIATE');
	return () => {
		db.exec('ROLLBACK');
		db.close();
	};
}
