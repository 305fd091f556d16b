/**
 * Runs the reference server's command line as the black-box conformance suite does:
 * `node dist/server/cli.js …` (what `npm run --silent server -- …` runs) as child processes, in a
 * temp dir that holds the suite's database files. Rebuilds dist first if it is stale.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import net from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { stopProcess } from '../harness/stop-process';
import { client, eventually, sleep, type TestServer } from './helpers';

export const ROOT = join(__dirname, '..', '..');
export const CLI = join(ROOT, 'dist', 'server', 'cli.js');

function newestMtime(dir: string): number {
	let newest = 0;
	for (const entry of readdirSync(dir, { withFileTypes: true })) {
		const path = join(dir, entry.name);
		if (entry.isDirectory()) newest = Math.max(newest, newestMtime(path));
		else if (entry.name.endsWith('.ts')) newest = Math.max(newest, statSync(path).mtimeMs);
	}
	return newest;
}

/**
 * Builds dist when the server's sources are newer. The CLI suites run in parallel workers, so
 * they take turns on a lock directory: one builds, the others then find dist fresh.
 */
async function ensureBuilt(): Promise<void> {
	const lock = join(
		tmpdir(),
		`dg-cli-build-${createHash('sha256').update(ROOT).digest('hex').slice(0, 12)}.lock`,
	);
	for (;;) {
		try {
			mkdirSync(lock);
			break;
		} catch {
			// A lock left by a run that died (older than any build takes) is taken over.
			const since = statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
			if (Date.now() - since > 200_000) rmSync(lock, { recursive: true, force: true });
			await sleep(200);
		}
	}
	try {
		if (existsSync(CLI) && statSync(CLI).mtimeMs >= newestMtime(join(ROOT, 'server'))) return;
		execFileSync('npm', ['run', '--silent', 'build'], {
			cwd: ROOT,
			stdio: 'pipe',
			timeout: 180_000,
		});
	} finally {
		rmSync(lock, { recursive: true, force: true });
	}
}

export interface Run {
	code: number | null;
	stdout: string;
	stderr: string;
}

export function cli(...args: string[]): Run {
	const r = spawnSync(process.execPath, [CLI, ...args], {
		cwd: tmp,
		encoding: 'utf8',
		timeout: 20_000,
	});
	return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/**
 * At most this many `cliAsync` runs at once. All of a table's runs started together: on a busy
 * machine they shared the cores so thinly that runs hit the 10 s limit below and were killed.
 */
const MAX_PARALLEL_RUNS = 2 * availableParallelism();
let running = 0;
const waiting: (() => void)[] = [];

/** Like `cli`, without blocking, so many runs can go at once. */
export async function cliAsync(...args: string[]): Promise<Run> {
	// A finished run hands its slot straight to the next waiting one.
	if (running < MAX_PARALLEL_RUNS) running += 1;
	else await new Promise<void>((resolve) => waiting.push(resolve));
	try {
		return await run(args);
	} finally {
		const next = waiting.shift();
		if (next) next();
		else running -= 1;
	}
}

function run(args: string[]): Promise<Run> {
	return new Promise((resolve, reject) => {
		const child = spawn(process.execPath, [CLI, ...args], {
			cwd: tmp,
			stdio: ['ignore', 'pipe', 'pipe'],
		});
		let stdout = '';
		let stderr = '';
		child.stdout.on('data', (c) => (stdout += c));
		child.stderr.on('data', (c) => (stderr += c));
		// A run that does not end (a bad argument that started the server after all) is stopped.
		const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
		child.on('error', reject);
		child.on('close', (code) => {
			clearTimeout(timer);
			resolve({ code, stdout, stderr });
		});
	});
}

export function lastLine(text: string): string {
	const lines = text.split('\n').filter((l) => l.trim() !== '');
	return lines[lines.length - 1] ?? '';
}

function freePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const srv = net.createServer();
		srv.unref();
		srv.on('error', reject);
		srv.listen(0, '127.0.0.1', () => {
			const port = (srv.address() as net.AddressInfo).port;
			srv.close(() => resolve(port));
		});
	});
}

export interface Served {
	child: ChildProcess;
	url: string;
	output: () => string;
	stop: () => Promise<void>;
}

/** Children still running, stopped after the suite. */
export const children = new Set<ChildProcess>();

/**
 * `serve` on a free port; resolves once /healthz answers. It logs warnings and errors only, unless
 * `args` set a level or `defaultLog` keeps serve's own default.
 */
export async function serve(
	args: string[],
	opts: { port?: number; defaultLog?: boolean } = {},
): Promise<Served> {
	const port = opts.port ?? (await freePort());
	// A line per request is noise here: warnings and errors only, unless the suite asks.
	const quiet =
		opts.defaultLog || args.some((a) => a === '--log' || a === '--log-level')
			? []
			: ['--log-level', 'warn'];
	const child = spawn(process.execPath, [CLI, 'serve', '--port', String(port), ...quiet, ...args], {
		cwd: tmp,
		stdio: ['ignore', 'pipe', 'pipe'],
	});
	children.add(child);
	let out = '';
	child.stdout!.on('data', (c) => (out += c));
	child.stderr!.on('data', (c) => (out += c));
	const url = `http://127.0.0.1:${port}`;
	const http = client(url);
	await eventually(
		async () => {
			if (child.exitCode !== null) throw new Error(`serve exited ${child.exitCode}: ${out}`);
			try {
				const r = await http.get('/healthz', { timeout: 500 });
				return r.status === 200 ? true : undefined;
			} catch {
				return undefined;
			}
		},
		15_000,
		100,
	);
	return {
		child,
		url,
		output: () => out,
		stop: () => stopChild(child),
	};
}

export function stopChild(child: ChildProcess): Promise<void> {
	children.delete(child);
	return stopProcess(child);
}

/** The suite's temp dir (the working directory of every run), set by `useCliSandbox`. */
export let tmp: string;

/** Builds if needed and makes the suite's temp dir; stops leftover children and removes it after. */
export function useCliSandbox(): void {
	beforeAll(async () => {
		await ensureBuilt();
		tmp = mkdtempSync(join(tmpdir(), 'dg-cli-'));
	}, 200_000);
	afterAll(async () => {
		await Promise.all([...children].map(stopChild));
		rmSync(tmp, { recursive: true, force: true });
	});
}

/** A TestServer-shaped handle on a server the CLI started, for `api()`. */
export const asTs = (url: string) => ({ http: client(url) }) as unknown as TestServer;
