/**
 * Load helpers of the attack suites: bounded concurrency, percentiles, a server's RSS and CPU
 * from /proc, /healthz timing from a separate process, API shortcuts and database checks.
 */
import { spawn } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import type http from 'node:http';
import Database from 'better-sqlite3';
import { request } from './http-client';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

/** Peak resident memory of a process so far (VmHWM of /proc/<pid>/status), in MiB. */
export function peakRssMiB(pid: number): number {
	const kb = /VmHWM:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
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

/**
 * Times `GET /healthz` every `everyMs` from a process of its own, so the figures are the server's
 * latency and not this process's event loop, which is busy with the load it generates. The
 * prober stops by itself after two minutes, should a suite die before calling `stop`.
 */
export function sampleHealth(base: string, everyMs = 25): { stop(): Promise<number[]> } {
	const child = spawn(process.execPath, ['-e', HEALTH_PROBER, base, String(everyMs)], {
		stdio: ['ignore', 'pipe', 'inherit'],
	});
	let out = '';
	child.stdout!.on('data', (chunk: Buffer) => (out += chunk));
	const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
	return {
		stop: async () => {
			child.kill('SIGTERM');
			await exited;
			return out
				.split('\n')
				.filter(Boolean)
				.map((line) => (Number(line) < 0 ? Infinity : Number(line)));
		},
	};
}

/**
 * A control for timing bounds: a bare HTTP server in its own process, answering 200 at once.
 * Sampled beside the server under test, its latency is what the machine's load alone costs.
 */
export async function startControlServer(): Promise<{ url: string; stop(): Promise<void> }> {
	const child = spawn(
		process.execPath,
		[
			'-e',
			"require('node:http').createServer((q, s) => s.end('ok')).listen(0, '127.0.0.1', function () { console.log(this.address().port); }); setTimeout(() => process.exit(0), 300000).unref();",
		],
		{ stdio: ['ignore', 'pipe', 'inherit'] },
	);
	const port = await new Promise<string>((resolve, reject) => {
		child.stdout!.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
		child.once('exit', () => reject(new Error('control server exited before listening')));
	});
	const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
	return {
		url: `http://127.0.0.1:${port}`,
		stop: async () => {
			child.kill('SIGTERM');
			await exited;
		},
	};
}

/** The prober: one keep-alive connection, one latency (ms; -1 for a failure) a line. */
const HEALTH_PROBER = `
const http = require('node:http');
const [base, every] = process.argv.slice(1);
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const until = Date.now() + 120000;
let running = true;
process.on('SIGTERM', () => (running = false));
const once = () => new Promise((resolve) => {
	const started = performance.now();
	const req = http.get(base + '/healthz', { agent, timeout: 5000 }, (res) => {
		res.resume();
		res.on('end', () => resolve(res.statusCode === 200 ? performance.now() - started : -1));
	});
	req.on('timeout', () => req.destroy());
	req.on('error', () => resolve(-1));
});
(async () => {
	while (running && Date.now() < until) {
		process.stdout.write((await once()).toFixed(2) + '\\n');
		await new Promise((resolve) => setTimeout(resolve, Number(every)));
	}
	process.exit(0);
})();
`;

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
