/**
 * `serve` on the command line (docs/contract.md "Reference server command line"): keys managed on the
 * command line take effect on a running server, and every serve option does what it says.
 * Driven exactly as the black-box conformance suite drives it (see cli-harness.ts).
 */
import { spawn, spawnSync } from 'node:child_process';
import { connect } from 'node:net';
import { join } from 'node:path';
import {
	asTs,
	children,
	CLI,
	cli,
	lastLine,
	serve,
	stopChild,
	tmp,
	useCliSandbox,
} from './cli-harness';
import { freshDb } from '../harness/test-store';
import { api, bearer, client, eventually, expectProblem, header, KEY_RE, sleep } from './helpers';
import { startReceiver } from './webhook-harness';

useCliSandbox();

describe('serve', () => {
	test('a plan changed on the command line applies at once to a key the server already checked', async () => {
		// The server remembers keys it has checked; a change from another process must still count.
		const db = await freshDb(join(tmp, 'plan.sqlite'));
		const s = await serve(['--db', db]);
		try {
			const http = client(s.url);
			const key = lastLine(
				cli('keys', 'create', '--account', 'mover', '--plan', 'business', '--db', db).stdout,
			);
			for (let i = 0; i < 3; i++)
				expect((await http.get('/v1/designs', { headers: bearer(key) })).status).toBe(200);
			cli('keys', 'create', '--account', 'mover', '--plan', 'pro', '--db', db);
			expectProblem(
				await http.get('/v1/designs', { headers: bearer(key) }),
				403,
				'plan_not_eligible',
				s.url,
			);
			cli('keys', 'create', '--account', 'mover', '--plan', 'enterprise', '--db', db);
			expect((await http.get('/v1/designs', { headers: bearer(key) })).status).toBe(200);
		} finally {
			await s.stop();
		}
	});

	test('keys created and revoked on the command line take effect at once on a running server', async () => {
		const db = await freshDb(join(tmp, 'live.sqlite'));
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

	test('--demo prints a Business key that works; a second start with the same db prints a new one and revokes the first', async () => {
		const db = await freshDb(join(tmp, 'demo.sqlite'));
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
			expect(key2).not.toBe(key);
			const old = await client(again.url).get('/v1/designs', {
				headers: bearer(key),
				validateStatus: () => true,
			});
			expect(old.status).toBe(401);
		} finally {
			await again.stop();
		}
	});

	test('--port 0 picks a free port and says where it listens', async () => {
		const child = spawn(process.execPath, [CLI, 'serve', '--port', '0', '--db', await freshDb()], {
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
		const s = await serve(['--db', await freshDb()]);
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
		const db = await freshDb(join(tmp, 'latency.sqlite'));
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
		const db = await freshDb(join(tmp, 'ratelimit.sqlite'));
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
		const db = await freshDb(join(tmp, 'public.sqlite'));
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

	test('--allowed-hosts: listed names (and *.wildcards) answer, other Hosts get 421, malformed ones 400', async () => {
		const db = join(tmp, 'hosts.sqlite');
		const s = await serve(['--db', db, '--allowed-hosts', '127.0.0.1,*.example.test:8443']);
		try {
			const http = client(s.url);
			const asHost = (host: string) => http.get('/errors/not_found', { headers: { host } });
			expect((await asHost(new URL(s.url).host)).status).toBe(200);
			expect((await asHost('shop.example.test:8443')).status).toBe(200);
			expectProblem(await asHost('example.test:8443'), 421, 'misdirected_request', s.url);
			expectProblem(await asHost('shop.example.test:9999'), 421, 'misdirected_request', s.url);
			const foreign = await asHost('evil.example');
			expectProblem(foreign, 421, 'misdirected_request', s.url);
			expect(JSON.stringify(foreign.data)).not.toContain('evil.example');
			expectProblem(await asHost('a"b'), 400, 'invalid_host', s.url);
		} finally {
			await s.stop();
		}
	});

	test('--rate-limit-public 2: the third anonymous page from one address → 429 with Retry-After', async () => {
		const db = join(tmp, 'public-limit.sqlite');
		const left = 60_000 - (Date.now() % 60_000);
		if (left < 5000) await sleep(left + 100); // stay inside one clock-aligned window
		const s = await serve(['--db', db, '--rate-limit-public', '2']);
		try {
			const http = client(s.url);
			expect((await http.get('/marketplace')).status).toBe(200);
			const second = await http.get('/errors/not_found');
			expect(header(second, 'ratelimit-policy')).toBe('"public";q=2;w=60');
			const third = await http.get('/marketplace');
			expectProblem(third, 429, 'rate_limited', s.url);
			expect(header(third, 'retry-after')).toMatch(/^\d+$/);
			expect((await http.get('/healthz')).status).toBe(200); // not a public page: not counted
		} finally {
			await s.stop();
		}
	});

	test('--request-timeout-ms 500: a body that never comes → 408 problem and the connection closes', async () => {
		const db = join(tmp, 'timeout.sqlite');
		const key = lastLine(
			cli('keys', 'create', '--account', 'slow', '--plan', 'business', '--db', db).stdout,
		);
		const s = await serve(['--db', db, '--request-timeout-ms', '500']);
		const { port } = new URL(s.url);
		const exchange = (auth: string) =>
			new Promise<{ text: string; ms: number }>((resolve) => {
				const started = Date.now();
				let text = '';
				const socket = connect(Number(port), '127.0.0.1', () =>
					socket.write(
						`POST /v1/generate HTTP/1.1\r\nHost: 127.0.0.1\r\n${auth}Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{`,
					),
				);
				socket.on('data', (chunk) => (text += chunk));
				socket.on('close', () => resolve({ text, ms: Date.now() - started }));
			});
		try {
			const slow = await exchange(`Authorization: Bearer ${key}\r\n`);
			expect(slow.ms).toBeLessThan(3000);
			expect(slow.text).toMatch(/^HTTP\/1\.1 408 /);
			expect(slow.text).toMatch(/content-type: application\/problem\+json/i);
			expect(slow.text).toContain('"code":"request_timeout"');
			// Refused before its body (401): that answer alone, then the connection closes.
			const early = await exchange('');
			expect(early.ms).toBeLessThan(3000);
			expect(early.text).toMatch(/^HTTP\/1\.1 401 /);
			expect(early.text.match(/HTTP\/1\.1 /g)).toHaveLength(1);
		} finally {
			await s.stop();
		}
	});

	test('loopback endpoints are refused by default (--webhook-deny-private changes nothing) and allowed with --webhook-allow-private; --webhook-retry-base-ms paces retries', async () => {
		const db = await freshDb(join(tmp, 'webhooks.sqlite'));
		const key = lastLine(
			cli('keys', 'create', '--account', 'hooks', '--plan', 'business', '--db', db).stdout,
		);
		const failing = await startReceiver(() => 503);
		for (const args of [[], ['--webhook-deny-private']]) {
			const strict = await serve(['--db', db, ...args]);
			try {
				const res = await api(asTs(strict.url), key).post('/webhook_endpoints', {
					url: failing.url,
					events: ['*'],
				});
				expectProblem(res, 422, 'invalid_webhook_url', strict.url);
			} finally {
				await strict.stop();
			}
		}
		const s = await serve(['--db', db, '--webhook-allow-private', '--webhook-retry-base-ms', '50']);
		try {
			const a = api(asTs(s.url), key);
			expect((await a.post('/webhook_endpoints', { url: failing.url, events: ['*'] })).status).toBe(
				201,
			);
			expect((await a.generate()).status).toBe(201);
			// The first try, and retries 50 and 100 ms later (the default would wait 1 s, then 2 s).
			const tries = await eventually(
				async () => (failing.deliveries.length >= 3 ? failing.deliveries : undefined),
				5000,
			);
			expect(tries[2].receivedAt - tries[0].receivedAt).toBeGreaterThanOrEqual(150);
			expect(tries[2].receivedAt - tries[0].receivedAt).toBeLessThan(3000);
		} finally {
			await s.stop();
			await failing.close();
		}
	}, 60_000);

	test('data persists in the database file across restarts', async () => {
		const db = await freshDb(join(tmp, 'persist.sqlite'));
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
		const s = await serve(['--db', await freshDb()]);
		const exit = new Promise<number | null>((resolve) =>
			s.child.once('exit', (code) => resolve(code)),
		);
		s.child.kill('SIGTERM');
		expect(await exit).toBe(0);
		children.delete(s.child);
	});
});
