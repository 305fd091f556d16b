// Shared helpers for the real-n8n tooling (ensure-n8n, the e2e runner, `npm start`).
// Plain Node.js (runs on the machine's Node 20, no build step).
import { spawn, spawnSync } from 'node:child_process';
import {
	createWriteStream,
	existsSync,
	mkdirSync,
	readFileSync,
	rmSync,
	writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { homedir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The n8n lines we support; the e2e runs both. */
export const N8N_VERSIONS = { 1: '1.123.81', 2: '2.40.7' };

/** Node 24 from the npm registry (package `node`): n8n 2.x needs Node >= 24. */
export const NODE24_VERSION = process.env.DG_NODE24_VERSION || '24.21.0';

/**
 * The registry's n8n depends on packages it cannot fetch here (xlsx from SheetJS's CDN, and a few
 * releases that are not in this registry): pin them to versions that are.
 */
export function overridesFor(version) {
	const major = Number(version.split('.')[0]);
	if (major >= 2) return { xlsx: '0.18.5', linkedom: '0.18.14', '@langchain/langgraph': '1.0.2' };
	return { xlsx: '0.18.5' };
}

/** Outside the clone, so a fresh clone (CI) reuses the multi-GB installs. */
export const CACHE_ROOT = resolve(
	process.env.DG_N8N_CACHE ||
		join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'n8n-nodes-design-generator'),
);

export const log = (...args) => console.error('[n8n-tools]', ...args);

export function readJson(file, fallback = undefined) {
	try {
		return JSON.parse(readFileSync(file, 'utf8'));
	} catch {
		return fallback;
	}
}

export function writeJson(file, value) {
	mkdirSync(dirname(file), { recursive: true });
	writeFileSync(file, JSON.stringify(value, null, 2) + '\n');
}

/**
 * The environment for a child npm or n8n: without the `npm_*` variables that an `npm run`
 * parent exports (its npm_config_local_prefix would point a child npm at this project).
 */
export function cleanEnv(extra = {}) {
	const env = { ...process.env };
	for (const k of Object.keys(env))
		if (k.startsWith('npm_') || k === 'INIT_CWD' || k === 'NODE_OPTIONS') delete env[k];
	return { ...env, ...extra };
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function pidAlive(pid) {
	try {
		process.kill(pid, 0);
		return true;
	} catch (e) {
		return e.code === 'EPERM';
	}
}

/**
 * A cross-process lock: an atomically created folder holding the owner's pid. A lock whose
 * owner is dead is taken over. Waits up to `timeoutMs` for a live owner.
 */
export async function withLock(lockDir, fn, { timeoutMs = 30 * 60_000, what = lockDir } = {}) {
	mkdirSync(dirname(lockDir), { recursive: true });
	const started = Date.now();
	let told = false;
	for (;;) {
		try {
			mkdirSync(lockDir);
			writeFileSync(join(lockDir, 'pid'), String(process.pid));
			break;
		} catch (e) {
			if (e.code !== 'EEXIST') throw e;
			const owner = Number(
				readFileSync(join(lockDir, 'pid'), { encoding: 'utf8', flag: 'a+' }) || 0,
			);
			if (owner && !pidAlive(owner)) {
				log(`removing stale lock of dead process ${owner}: ${lockDir}`);
				rmSync(lockDir, { recursive: true, force: true });
				continue;
			}
			// No pid yet: the owner is between mkdir and writeFile; give it a moment.
			if (Date.now() - started > timeoutMs)
				throw new Error(`timed out waiting for the lock ${lockDir}`);
			if (!told) {
				log(`waiting for another process (pid ${owner || '?'}) working on ${what}...`);
				told = true;
			}
			await sleep(2000);
		}
	}
	const release = () => rmSync(lockDir, { recursive: true, force: true });
	process.once('exit', release);
	try {
		return await fn();
	} finally {
		process.removeListener('exit', release);
		release();
	}
}

/**
 * Run a command, inheriting or capturing output; rejects on a non-zero exit or timeout.
 * `logFile` receives the command line at once and the output as it comes (so a person can
 * `tail -f` it during a long install); `onLine` is called with each complete output line (stdout
 * and stderr alike; capture only).
 */
export function run(
	cmd,
	args,
	{ cwd, env, timeoutMs = 20 * 60_000, capture = false, logFile, onLine } = {},
) {
	return new Promise((resolvePromise, reject) => {
		const child = spawn(cmd, args, {
			cwd,
			env: env || process.env,
			stdio: capture ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
			detached: true, // own process group, so a timeout kills the whole tree
		});
		trackChild(child);
		const log = logFile ? createWriteStream(logFile, { flags: 'a' }) : undefined;
		log?.write(`$ ${cmd} ${args.join(' ')}\n`);
		let stdout = '';
		let stderr = '';
		const lines = { stdout: '', stderr: '' };
		const collect = (which) => (d) => {
			const text = String(d);
			if (which === 'stdout') stdout += text;
			else stderr += text;
			log?.write(text);
			if (!onLine) return;
			const parts = (lines[which] + text).split('\n');
			lines[which] = parts.pop();
			for (const line of parts) onLine(line);
		};
		child.stdout?.on('data', collect('stdout'));
		child.stderr?.on('data', collect('stderr'));
		const timer = setTimeout(() => {
			killTree(child);
			reject(new Error(`${cmd} ${args.join(' ')}: timed out after ${timeoutMs} ms`));
		}, timeoutMs);
		child.on('error', (e) => {
			clearTimeout(timer);
			log?.end(`--- could not start: ${e.message}\n`);
			reject(e);
		});
		child.on('close', (code, signal) => {
			clearTimeout(timer);
			for (const rest of Object.values(lines)) if (rest && onLine) onLine(rest);
			log?.end(`--- exit ${code ?? signal}\n`);
			if (code === 0) resolvePromise({ stdout, stderr, code });
			else {
				const err = new Error(
					`${cmd} ${args.join(' ')} exited with ${code ?? signal}` +
						(capture ? `\n${tail(`${stdout}\n${stderr}`.trim(), 40)}` : ''),
				);
				Object.assign(err, { stdout, stderr, code, signal });
				reject(err);
			}
		});
	});
}

export function tail(text, lines) {
	return String(text).split('\n').slice(-lines).join('\n');
}

// Every child we start, so that exit, failure and Ctrl-C take them all down.
const children = new Set();
/**
 * Children that exited while others of their process group live on (n8n's task runner after n8n
 * died): still stopped with the rest, by their group, until the group is empty.
 */
const lingering = new WeakSet();

function groupAlive(pgid) {
	try {
		process.kill(-pgid, 0);
		return true;
	} catch (e) {
		return e.code === 'EPERM';
	}
}

function running(child) {
	if (child.exitCode === null && child.signalCode === null) return true;
	return lingering.has(child) && groupAlive(child.pid);
}

export function trackChild(child) {
	children.add(child);
	child.on('exit', () => {
		if (child.pid && groupAlive(child.pid)) lingering.add(child);
		else children.delete(child);
	});
	return child;
}

export function killTree(child, signal = 'SIGTERM') {
	if (!running(child)) return;
	try {
		process.kill(-child.pid, signal); // the child's process group (spawned with detached: true)
	} catch {
		try {
			child.kill(signal);
		} catch {
			/* already gone */
		}
	}
}

/** Stop every tracked child: SIGTERM, then SIGKILL after `graceMs`. */
export async function killAllChildren(graceMs = 5000) {
	const list = [...children];
	for (const c of list) killTree(c, 'SIGTERM');
	const deadline = Date.now() + graceMs;
	while (Date.now() < deadline && list.some(running)) await sleep(100);
	for (const c of list) killTree(c, 'SIGKILL');
}

let cleanupInstalled = false;
/**
 * On Ctrl-C, SIGTERM or SIGHUP: `before()` (to stop things in order), then stop every child
 * (SIGTERM, SIGKILL after `graceMs`), then `after()`, then exit.
 */
export function installCleanup({ before, after, graceMs = 5000 } = {}) {
	if (cleanupInstalled) return;
	cleanupInstalled = true;
	let stopping = false;
	const attempt = async (fn) => {
		try {
			await fn?.();
		} catch (e) {
			log(`clean-up: ${e.message}`);
		}
	};
	const stop = async (signal) => {
		if (stopping) return;
		stopping = true;
		log(`${signal}: stopping...`);
		await attempt(before);
		await killAllChildren(graceMs);
		await attempt(after);
		process.exit(signal === 'SIGINT' ? 130 : 143);
	};
	process.on('SIGINT', () => stop('SIGINT'));
	process.on('SIGTERM', () => stop('SIGTERM'));
	process.on('SIGHUP', () => stop('SIGHUP'));
	process.on('exit', killAllChildrenNow);
}

/** Last resort on a normal or error exit: SIGKILL every child's process group, synchronously. */
export function killAllChildrenNow() {
	for (const c of children) killTree(c, 'SIGKILL');
}

/** A free TCP port on the loopback interface. */
export function freePort() {
	return new Promise((resolvePromise, reject) => {
		const srv = createServer();
		srv.unref();
		srv.on('error', reject);
		srv.listen(0, '127.0.0.1', () => {
			const { port } = srv.address();
			srv.close(() => resolvePromise(port));
		});
	});
}

/** Poll `check` until it returns a truthy value; throw after `timeoutMs`. */
export async function waitFor(what, check, { timeoutMs = 120_000, intervalMs = 500, alive } = {}) {
	const deadline = Date.now() + timeoutMs;
	let lastError;
	while (Date.now() < deadline) {
		if (alive && !alive()) throw new Error(`${what}: the process exited while waiting`);
		try {
			const v = await check();
			if (v) return v;
		} catch (e) {
			lastError = e;
		}
		await sleep(intervalMs);
	}
	throw new Error(
		`timed out after ${timeoutMs} ms waiting for ${what}${lastError ? `: ${lastError.message}` : ''}`,
	);
}

export function which(name, pathVar = process.env.PATH) {
	for (const dir of (pathVar || '').split(delimiter)) {
		if (dir && existsSync(join(dir, name))) return join(dir, name);
	}
	return undefined;
}

export function nodeVersionOf(nodeBin) {
	const r = spawnSync(
		nodeBin,
		['-p', 'JSON.stringify({v:process.version,m:process.versions.modules})'],
		{
			encoding: 'utf8',
		},
	);
	if (r.status !== 0) return undefined;
	return JSON.parse(r.stdout.trim());
}
