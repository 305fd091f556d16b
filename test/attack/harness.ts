/**
 * The attack suites' harness: servers, keys and temporary folders, with the HTTP client
 * (http-client.ts) and load helpers (load.ts) re-exported. Black box only: the server runs as a child process
 * from dist/server/cli.js on a free loopback port, keys come from `keys create --db`, and every
 * check goes over HTTP or a raw socket. Nothing here imports the server's modules.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from './http-client';
import { sleep } from './load';
import { stopProcess } from '../harness/stop-process';

export * from './http-client';
export * from './load';

// ---------- the store axis: SQLite files, and PostgreSQL where it is installed ----------

export type AttackStore = 'sqlite' | 'postgres';

type ClusterScript = typeof import('../../scripts/pg/cluster');
type Cluster = Awaited<ReturnType<ClusterScript['startCluster']>>;
/** scripts/pg/cluster.js from the project's folder, so it also loads from dist/ (bench/). */
function clusterScript(): ClusterScript {
	// eslint-disable-next-line @typescript-eslint/no-require-imports
	return require(join(ROOT, 'scripts', 'pg', 'cluster.js')) as ClusterScript;
}

/**
 * The stores a finding is attacked on: SQLite always; PostgreSQL when Debian's package is
 * installed, and always in CI (where a missing PostgreSQL must fail the run, as in jest.config.js).
 */
export function attackStores(): readonly AttackStore[] {
	return clusterScript().findPgBin() || process.env.CI ? ['sqlite', 'postgres'] : ['sqlite'];
}

let cluster: Promise<Cluster> | undefined;
let databases = 0;

/**
 * A fresh, empty database on `store`: its `--db` value. SQLite: a file in a temp folder (so
 * `keys create --db` and the server share it). PostgreSQL: a new database in one throwaway
 * cluster per test file, started on first use and stopped by `cleanup`.
 */
export async function freshDb(store: AttackStore, label = 'db'): Promise<string> {
	if (store === 'sqlite') return join(tempDir(label), 'db.sqlite');
	cluster ??= clusterScript().startCluster();
	const admin = await cluster;
	databases += 1;
	const name = `dg_attack_${process.pid}_${databases}`;
	const { Client } = await import('pg');
	const client = new Client({ connectionString: admin.url });
	await client.connect();
	try {
		await client.query(`CREATE DATABASE ${name}`);
	} finally {
		await client.end();
	}
	const url = new URL(admin.url);
	url.pathname = `/${name}`;
	return url.toString();
}

/** The project's folder: two up from test/attack, three from its build (dist/test/attack, for bench/). */
export const ROOT = existsSync(join(__dirname, '..', '..', 'package.json'))
	? join(__dirname, '..', '..')
	: join(__dirname, '..', '..', '..');
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
	if (cluster) {
		const started = cluster;
		cluster = undefined;
		(await started.catch(() => undefined))?.stop();
	}
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
/** Whether `serve` takes an option (read from `serve --help`), for a bench run against an older build. */
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

/**
 * `serve` on a free loopback port with high rate limits and no per-address connection cap unless
 * `args` set them, logging warnings and errors only unless they ask for `--log` or a
 * `--log-level`; waits for /healthz.
 * `nodeArgs` go to node itself, before the script (e.g. `--cpu-prof`, which NODE_OPTIONS refuses).
 */
export async function startServer(options: {
	db: string;
	args?: string[];
	nodeArgs?: string[];
}): Promise<Server> {
	requireBuild();
	const port = await freePort();
	const args = options.args ?? [];
	// Load from one address is not a client over its limit: the per-address limit of the public
	// pages is lifted too, unless a suite sets it (when the server has it).
	const publicLimit = !args.includes('--rate-limit-public');
	// Nor are a load's connections from one address one client holding them all: the cap on
	// connections per address is lifted as well, unless a suite sets it (when the server has it).
	const perAddress =
		!args.includes('--max-connections-per-address') &&
		(await serveSupports('--max-connections-per-address'));
	// Quiet unless a suite asks for the log: warnings and errors only, not a line per request
	// (thousands in a load run, all kept in memory by `output()`).
	const quiet = !args.includes('--log') && !args.includes('--log-level');
	const limits = [
		...(quiet ? ['--log-level', 'warn'] : []),
		...(perAddress ? ['--max-connections-per-address', '1000000'] : []),
		...(args.includes('--rate-limit-generate') ? [] : ['--rate-limit-generate', '1000000']),
		...(args.includes('--rate-limit-read') ? [] : ['--rate-limit-read', '1000000']),
		...(publicLimit ? ['--rate-limit-public', '1000000'] : []),
	];
	const child = spawn(
		process.execPath,
		[
			...(options.nodeArgs ?? []),
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
	return stopProcess(child, signal);
}

/** Subscribes `url` to `design.succeeded` for the key's account; throws on anything but 201. */
export async function subscribeWebhook(server: Server, key: string, url: string): Promise<void> {
	const reply = await request(server.url, {
		method: 'POST',
		path: '/v1/webhook_endpoints',
		key,
		body: { url, events: ['design.succeeded'] },
	});
	if (reply.status !== 201)
		throw new Error(`endpoint create answered ${reply.status}: ${reply.text}`);
}
