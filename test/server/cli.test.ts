/**
 * The reference server's command line (SPEC "Reference server command line"), driven exactly as
 * the black-box conformance suite drives it: `node dist/server/cli.js …` (what
 * `npm run --silent server -- …` runs) as child processes, on a database file in a temp dir.
 * Needs `npm run build` (the `pretest` script does it; this suite rebuilds if dist is stale).
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
	api,
	bearer,
	client,
	eventually,
	expectProblem,
	header,
	KEY_RE,
	sleep,
	type TestServer,
} from './helpers';

const ROOT = join(__dirname, '..', '..');
const CLI = join(ROOT, 'dist', 'server', 'cli.js');

function newestMtime(dir: string): number {
	let newest = 0;
	for (const entry of readdirSync(dir, { withFileTypes: true })) {
		const path = join(dir, entry.name);
		if (entry.isDirectory()) newest = Math.max(newest, newestMtime(path));
		else if (entry.name.endsWith('.ts')) newest = Math.max(newest, statSync(path).mtimeMs);
	}
	return newest;
}

function ensureBuilt(): void {
	if (existsSync(CLI) && statSync(CLI).mtimeMs >= newestMtime(join(ROOT, 'server'))) return;
	execFileSync('npm', ['run', '--silent', 'build'], { cwd: ROOT, stdio: 'pipe', timeout: 180_000 });
}

interface Run {
	code: number | null;
	stdout: string;
	stderr: string;
}

function cli(...args: string[]): Run {
	const r = spawnSync(process.execPath, [CLI, ...args], {
		cwd: tmp,
		encoding: 'utf8',
		timeout: 20_000,
	});
	return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Like `cli`, without blocking, so many runs can go at once. */
function cliAsync(...args: string[]): Promise<Run> {
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

function lastLine(text: string): string {
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

interface Served {
	child: ChildProcess;
	url: string;
	output: () => string;
	stop: () => Promise<void>;
}

const children = new Set<ChildProcess>();

/** `serve` on a free port; resolves once /healthz answers. */
async function serve(args: string[], opts: { port?: number } = {}): Promise<Served> {
	const port = opts.port ?? (await freePort());
	const child = spawn(process.execPath, [CLI, 'serve', '--port', String(port), ...args], {
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

function stopChild(child: ChildProcess): Promise<void> {
	children.delete(child);
	if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
	return new Promise((resolve) => {
		const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
		child.once('exit', () => {
			clearTimeout(timer);
			resolve();
		});
		child.kill('SIGTERM');
	});
}

let tmp: string;
beforeAll(() => {
	ensureBuilt();
	tmp = mkdtempSync(join(tmpdir(), 'dg-cli-'));
}, 200_000);
afterAll(async () => {
	await Promise.all([...children].map(stopChild));
	rmSync(tmp, { recursive: true, force: true });
});

const asTs = (url: string) => ({ http: client(url) }) as unknown as TestServer;

describe('--help', () => {
	const cases: [string[], string[]][] = [
		[['--help'], ['serve', 'keys']],
		[
			['serve', '--help'],
			[
				'--port',
				'--host',
				'--db',
				'--public-url',
				'--demo',
				'--rate-limit-generate',
				'--rate-limit-read',
				'--generation-latency-ms',
			],
		],
		[
			['keys', '--help'],
			['create', 'list', 'revoke'],
		],
		[
			['keys', 'create', '--help'],
			['--account', '--plan', '--db', 'business', 'enterprise', 'free'],
		],
		[['keys', 'list', '--help'], ['--db']],
		[['keys', 'revoke', '--help'], ['--db']],
	];
	const runs = new Map<string, Run>();
	beforeAll(async () => {
		await Promise.all(
			cases.map(async ([args]) => runs.set(JSON.stringify(args), await cliAsync(...args))),
		);
	});

	test.each(cases)('%j → exit 0, usage on stdout', (args, mentions) => {
		const r = runs.get(JSON.stringify(args))!;
		expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 0, stderr: '' });
		expect(r.stdout).toMatch(/usage/i);
		for (const m of mentions) expect(r.stdout).toContain(m);
	});

	test('--help does not start the server or touch the database', () => {
		const db = join(tmp, 'help-only.sqlite');
		const r = cli('serve', '--help', '--db', db);
		expect(r.code).toBe(0);
		expect(existsSync(db)).toBe(false);
	});

	test('npm run --silent server -- --help works from the project root and prints only the help', () => {
		const r = spawnSync('npm', ['run', '--silent', 'server', '--', '--help'], {
			cwd: ROOT,
			encoding: 'utf8',
			timeout: 30_000,
		});
		expect(r.status).toBe(0);
		expect(r.stdout).toMatch(/usage/i);
		expect(r.stdout).not.toMatch(/^> /m); // no npm banner
	});
});

describe('bad arguments → one-line error on stderr, exit code 2', () => {
	// cwd is the temp dir, so even the default --db stays there.
	const cases: string[][] = [
		['frobnicate'],
		['serve', '--bogus'],
		['serve', '--port', 'abc'],
		['serve', '--port', '70000'],
		['serve', '--port', '-1'],
		['serve', '--rate-limit-generate', 'lots'],
		['serve', '--rate-limit-read', '1.5'],
		['serve', '--generation-latency-ms', '-5'],
		['serve', '--public-url', 'not a url'],
		['serve', 'extra-positional'],
		['keys'],
		['keys', 'frobnicate'],
		['keys', 'create'],
		['keys', 'create', '--account', 'acme'],
		['keys', 'create', '--plan', 'business'],
		['keys', 'create', '--account', 'acme', '--plan', 'gold'],
		['keys', 'create', '--account', 'acme', '--plan'],
		['keys', 'create', '--account', 'acme', '--plan', 'business', '--bogus'],
		['keys', 'list', '--bogus'],
		['keys', 'list', 'extra'],
		['keys', 'revoke'],
		['keys', 'revoke', 'a', 'b'],
	];
	const runs = new Map<string, Run>();
	beforeAll(async () => {
		await Promise.all(
			cases.map(async (args) => runs.set(JSON.stringify(args), await cliAsync(...args))),
		);
	});

	test.each(cases.map((c) => [c]))('%j', (args) => {
		const r = runs.get(JSON.stringify(args))!;
		expect(r.code).toBe(2);
		const err = r.stderr.replace(/\n$/, '');
		expect(err.length).toBeGreaterThan(0);
		expect(err).not.toContain('\n');
		expect(err).not.toMatch(/\bat .+:\d+:\d+/); // no stack trace
	});
});

describe('keys', () => {
	test('create prints the key alone on the last stdout line; list shows it without the key; revoke by key', () => {
		const db = join(tmp, 'keys.sqlite');
		const r = cli('keys', 'create', '--account', 'acme', '--plan', 'business', '--db', db);
		expect(r.code).toBe(0);
		expect(r.stdout.endsWith('\n')).toBe(true);
		const key = lastLine(r.stdout);
		expect(key).toMatch(KEY_RE);
		expect(r.stdout.split(key).length).toBe(2); // shown once

		// Only a hash is stored: the key is nowhere in the database files.
		for (const file of [db, `${db}-wal`, `${db}-journal`]) {
			if (existsSync(file)) expect(readFileSync(file).includes(Buffer.from(key))).toBe(false);
		}

		const other = lastLine(
			cli('keys', 'create', '--account', 'globex', '--plan', 'free', '--db', db).stdout,
		);
		expect(other).toMatch(KEY_RE);
		expect(other).not.toBe(key);

		const list = cli('keys', 'list', '--db', db);
		expect(list.code).toBe(0);
		expect(list.stdout).toContain('acme');
		expect(list.stdout).toContain('globex');
		expect(list.stdout).toContain('business');
		expect(list.stdout).not.toContain(key);
		expect(list.stdout).not.toContain(other);

		const revoke = cli('keys', 'revoke', key, '--db', db);
		expect(revoke.code).toBe(0);
		const after = cli('keys', 'list', '--db', db);
		expect(after.stdout.split('\n').find((l) => l.includes('acme'))).toMatch(/revoked/i);
		expect(after.stdout.split('\n').find((l) => l.includes('globex'))).not.toMatch(/revoked/i);
	});

	test('revoking an unknown key fails (non-zero exit, message on stderr)', () => {
		const db = join(tmp, 'keys-unknown.sqlite');
		cli('keys', 'create', '--account', 'acme', '--plan', 'business', '--db', db);
		const r = cli('keys', 'revoke', 'dgk_' + 'Q'.repeat(43), '--db', db);
		expect(r.code).not.toBe(0);
		expect(r.stderr.trim().length).toBeGreaterThan(0);
		expect(r.stderr).not.toContain('Q'.repeat(43)); // the full key is not echoed
	});
});

describe('serve', () => {
	test('keys created and revoked on the command line take effect at once on a running server', async () => {
		const db = join(tmp, 'live.sqlite');
		const s = await serve(['--db', db]);
		try {
			const http = client(s.url);
			const key = lastLine(
				cli('keys', 'create', '--account', 'live', '--plan', 'business', '--db', db).stdout,
			);
			expect(key).toMatch(KEY_RE);
			const ok = await http.get('/v1/designs', { headers: bearer(key) });
			expect(ok.status).toBe(200);
			const gen = await api(asTs(s.url), key, '/api/v1').generate();
			expect(gen.status).toBe(201);

			const free = lastLine(
				cli('keys', 'create', '--account', 'cheap', '--plan', 'starter', '--db', db).stdout,
			);
			expectProblem(
				await http.get('/v1/designs', { headers: bearer(free) }),
				403,
				'plan_not_eligible',
				s.url,
			);

			// revoke by key
			expect(cli('keys', 'revoke', key, '--db', db).code).toBe(0);
			const revoked = await http.get('/v1/designs', { headers: bearer(key) });
			expectProblem(revoked, 401, 'unauthenticated', s.url);
			expect(header(revoked, 'www-authenticate')).toMatch(/^Bearer/);

			// revoke by key id (taken from `keys list`)
			const key2 = lastLine(
				cli('keys', 'create', '--account', 'byid', '--plan', 'enterprise', '--db', db).stdout,
			);
			expect((await http.get('/v1/designs', { headers: bearer(key2) })).status).toBe(200);
			const row = cli('keys', 'list', '--db', db)
				.stdout.split('\n')
				.find((l) => /\bbyid\b/.test(l));
			expect(row).toBeDefined();
			const keyId = row!.trim().split(/\s+/)[0];
			expect(key2.startsWith(keyId)).toBe(false); // an id, not the key
			const byId = cli('keys', 'revoke', keyId, '--db', db);
			expect(byId.code).toBe(0);
			expectProblem(
				await http.get('/v1/designs', { headers: bearer(key2) }),
				401,
				'unauthenticated',
				s.url,
			);
		} finally {
			await s.stop();
		}
	});

	test('--demo prints a Business key that works; a second start with the same db also prints a working key', async () => {
		const db = join(tmp, 'demo.sqlite');
		const s = await serve(['--db', db, '--demo']);
		let key: string;
		try {
			key = (await eventually(
				async () => /dgk_[A-Za-z0-9_-]{43}/.exec(s.output())?.[0],
				5000,
			)) as string;
			expect(key).toMatch(KEY_RE);
			const res = await api(asTs(s.url), key).generate();
			expect(res.status).toBe(201);
		} finally {
			await s.stop();
		}
		const again = await serve(['--db', db, '--demo']);
		try {
			const key2 = (await eventually(
				async () => /dgk_[A-Za-z0-9_-]{43}/.exec(again.output())?.[0],
				5000,
			)) as string;
			const list = await client(again.url).get('/v1/designs', { headers: bearer(key2) });
			expect(list.status).toBe(200);
			expect(list.data.data).toHaveLength(1); // same demo account, data kept
		} finally {
			await again.stop();
		}
	});

	test('--port 0 picks a free port and says where it listens', async () => {
		const child = spawn(process.execPath, [CLI, 'serve', '--port', '0', '--db', ':memory:'], {
			cwd: tmp,
			stdio: ['ignore', 'pipe', 'pipe'],
		});
		children.add(child);
		let out = '';
		child.stdout!.on('data', (c) => (out += c));
		try {
			const url = await eventually(
				async () => /http:\/\/127\.0\.0\.1:(\d+)/.exec(out)?.[0],
				10_000,
			);
			expect(url).not.toMatch(/:0$/);
			const res = await client(url).get('/healthz');
			expect(res.data).toEqual({ status: 'ok' });
		} finally {
			await stopChild(child);
		}
	});

	test('a port already in use → error and a non-zero exit', async () => {
		const s = await serve(['--db', ':memory:']);
		try {
			const port = new URL(s.url).port;
			const r = spawnSync(process.execPath, [CLI, 'serve', '--port', port, '--db', ':memory:'], {
				cwd: tmp,
				encoding: 'utf8',
				timeout: 15_000,
			});
			expect(r.status).not.toBe(0);
			expect(r.stderr.trim().length).toBeGreaterThan(0);
		} finally {
			await s.stop();
		}
	});

	test('--generation-latency-ms: 202 pending, then succeeded', async () => {
		const db = join(tmp, 'latency.sqlite');
		const key = lastLine(
			cli('keys', 'create', '--account', 'slow', '--plan', 'business', '--db', db).stdout,
		);
		const s = await serve(['--db', db, '--generation-latency-ms', '300']);
		try {
			const a = api(asTs(s.url), key);
			const res = await a.generate();
			expect(res.status).toBe(202);
			expect(res.data.status).toBe('pending');
			const done = await eventually(async () => {
				const r = await a.get(`/designs/${res.data.id}`);
				return r.data.status === 'succeeded' ? r.data : undefined;
			}, 5000);
			expect(done.id).toBe(res.data.id);
		} finally {
			await s.stop();
		}
	});

	test('--rate-limit-generate 2: the third generate → 429 with Retry-After; --rate-limit-read 3 likewise', async () => {
		const db = join(tmp, 'ratelimit.sqlite');
		const key = lastLine(
			cli('keys', 'create', '--account', 'limited', '--plan', 'business', '--db', db).stdout,
		);
		const left = 60_000 - (Date.now() % 60_000);
		if (left < 5000) await sleep(left + 100); // stay inside one clock-aligned window
		const s = await serve(['--db', db, '--rate-limit-generate', '2', '--rate-limit-read', '3']);
		try {
			const a = api(asTs(s.url), key);
			expect((await a.generate()).status).toBe(201);
			const second = await a.generate();
			expect(second.status).toBe(201);
			expect(header(second, 'ratelimit-policy')).toMatch(/^"generate";.*\bq=2\b/);
			const third = await a.generate();
			expectProblem(third, 429, 'rate_limited', s.url);
			expect(header(third, 'retry-after')).toMatch(/^\d+$/);
			for (let i = 0; i < 3; i++) expect((await a.get('/designs')).status).toBe(200);
			const read = await a.get('/designs');
			expectProblem(read, 429, 'rate_limited', s.url);
			expect(header(read, 'retry-after')).toMatch(/^\d+$/);
		} finally {
			await s.stop();
		}
	});

	test('--public-url sets the base of absolute URLs', async () => {
		const db = join(tmp, 'public.sqlite');
		const key = lastLine(
			cli('keys', 'create', '--account', 'pub', '--plan', 'business', '--db', db).stdout,
		);
		const s = await serve(['--db', db, '--public-url', 'https://designs.example.com']);
		try {
			const res = await api(asTs(s.url), key).generate();
			expect(header(res, 'location')).toBe(`https://designs.example.com/v1/designs/${res.data.id}`);
		} finally {
			await s.stop();
		}
	});

	test('data persists in the database file across restarts', async () => {
		const db = join(tmp, 'persist.sqlite');
		const key = lastLine(
			cli('keys', 'create', '--account', 'persist', '--plan', 'business', '--db', db).stdout,
		);
		const one = await serve(['--db', db]);
		let id: string;
		try {
			id = (await api(asTs(one.url), key).generate()).data.id;
		} finally {
			await one.stop();
		}
		const two = await serve(['--db', db]);
		try {
			const res = await api(asTs(two.url), key).get(`/designs/${id}`);
			expect(res.status).toBe(200);
		} finally {
			await two.stop();
		}
	});

	test('SIGTERM stops the server with exit code 0', async () => {
		const s = await serve(['--db', ':memory:']);
		const exit = new Promise<number | null>((resolve) =>
			s.child.once('exit', (code) => resolve(code)),
		);
		s.child.kill('SIGTERM');
		expect(await exit).toBe(0);
		children.delete(s.child);
	});
});
