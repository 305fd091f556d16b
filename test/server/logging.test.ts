/**
 * The server's log (server/logging.ts): one line per request with its request id, route, status,
 * duration and account; failures of generation and webhook delivery; levels; and no secret — a
 * planted API key, webhook secret and signature, Idempotency-Key, cookie or capability URL never
 * reaches the log stream, which is captured here whole.
 */
import { DesignService } from '../../server/services/design-service';
import { prettyLine } from '../../server/log-format';
import type { LogLevel } from '../../server/logging';
import { openTestStore } from '../harness/test-store';
import { api, bearer, eventually, header, start, type TestServer } from './helpers';
import { startReceiver } from './webhook-harness';

interface Captured {
	lines: Record<string, unknown>[];
	text(): string;
}

function capture(): Captured & { write(line: string): void } {
	const raw: string[] = [];
	return {
		lines: [],
		write(line: string) {
			raw.push(line);
			this.lines.push(JSON.parse(line) as Record<string, unknown>);
		},
		text: () => raw.join(''),
	};
}

async function logged(level: LogLevel, options: Parameters<typeof start>[0] = {}) {
	const log = capture();
	const ts = await start({ logLevel: level, logDestination: log, ...options });
	return { ts, log };
}

const requestLines = (log: Captured) => log.lines.filter((l) => typeof l.status === 'number');

describe('request log', () => {
	let ts: TestServer;
	let log: Captured;
	beforeAll(async () => {
		({ ts, log } = await logged('info', {
			webhookRetryBaseMs: 20,
			webhookSender: { maxAttempts: 2, pollMs: 50 },
		}));
	});
	afterAll(() => ts.close());

	test('one line per request: its request id (as in X-Request-Id), method, route, status, duration, account', async () => {
		const key = await ts.key('business');
		const a = api(ts, key);
		const account = (await a.get('/account')).data;
		const res = await a.get('/designs?limit=2');
		const missing = await ts.http.get('/v1/designs');
		await eventually(async () => requestLines(log).length >= 3 || undefined, 2000);

		const line = log.lines.find((l) => l.reqId === header(res, 'x-request-id'));
		expect(line).toMatchObject({
			level: 30,
			method: 'GET',
			url: '/v1/designs?limit=2',
			route: '/v1/designs',
			status: 200,
			account: account.id,
			ip: '127.0.0.1',
		});
		expect(line!.keyId).toMatch(/^key_/);
		expect(typeof line!.ms).toBe('number');
		expect(log.lines.filter((l) => l.reqId === header(res, 'x-request-id'))).toHaveLength(1);
		// Refused before a key was known: the line has no account.
		const refused = log.lines.find((l) => l.reqId === header(missing, 'x-request-id'));
		expect(refused).toMatchObject({ status: 401, route: '/v1/designs' });
		expect(refused!.account).toBeUndefined();
	});

	test('no planted secret reaches the log: API key (header or query), Idempotency-Key, cookie, webhook secret, signature, capability URL', async () => {
		const key = await ts.key('business');
		const a = api(ts, key);
		const idempotencyKey = `idem-PLANTED-${Date.now()}`;
		const receiver = await startReceiver(() => 503);
		try {
			const endpointUrl = `${receiver.url}/hooks/CAPABILITY-PATH-1f3a?token=QUERY-SECRET-9c2e`;
			const endpoint = await a.post('/webhook_endpoints', { url: endpointUrl, events: ['*'] });
			expect(endpoint.status).toBe(201);
			const secret = endpoint.data.secret as string;
			expect(secret.length).toBeGreaterThan(10);
			await a.generate({}, { 'Idempotency-Key': idempotencyKey, Cookie: 'session=COOKIE-SECRET' });
			await ts.http.get(`/v1/styles?api_key=${key}`);
			await ts.http.get('/v1/styles', { headers: { ...bearer(key), 'X-Api-Key': key } });
			// Both tries fail (503): a warning for the first, an error when the sender gives up.
			const failures = await eventually(async () => {
				const found = log.lines.filter((l) => l.endpoint === endpoint.data.id);
				return found.length >= 2 ? found : undefined;
			}, 10_000);
			expect(failures[0]).toMatchObject({
				level: 40,
				target: new URL(receiver.url).origin,
				status: 503,
				attempt: 1,
				msg: 'webhook delivery failed; will retry',
			});
			expect(failures[1]).toMatchObject({ level: 50, attempt: 2 });
			const signatures = receiver.deliveries.map((d) => String(d.headers['design-signature']));
			expect(signatures.length).toBeGreaterThan(0);

			const text = log.text();
			const generate = log.lines.find((l) => l.route === '/v1/generate');
			expect(generate?.idempotencyKey).toMatch(/^[0-9a-f]{12}$/); // a fingerprint, not the key
			const leaks = {
				apiKey: text.includes(key.slice(4)),
				idempotencyKey: text.includes(idempotencyKey),
				cookie: text.includes('COOKIE-SECRET'),
				webhookSecret: text.includes(secret),
				signature: signatures.some((s) => text.includes(s.split('v1=')[1] ?? s)),
				capabilityPath: text.includes('CAPABILITY-PATH'),
				queryToken: text.includes('QUERY-SECRET'),
			};
			expect(leaks).toEqual({
				apiKey: false,
				idempotencyKey: false,
				cookie: false,
				webhookSecret: false,
				signature: false,
				capabilityPath: false,
				queryToken: false,
			});
			expect(text).toContain('"url":"/v1/styles?api_key=[REDACTED]"');
		} finally {
			await receiver.close();
		}
	});

	test('a 5xx is logged as an error with its request id', async () => {
		const faulty = await logged('info', {
			faults: [{ path: '/designs', method: 'GET', status: 500, times: 1 }],
		});
		try {
			const res = await api(faulty.ts, await faulty.ts.key()).get('/designs');
			expect(res.status).toBe(500);
			const lines = await eventually(async () => {
				const found = faulty.log.lines.filter((l) => l.reqId === header(res, 'x-request-id'));
				return found.some((l) => l.status === 500) ? found : undefined;
			}, 2000);
			expect(lines.find((l) => l.status === 500)?.level).toBe(50);
		} finally {
			await faulty.ts.close();
		}
	});
});

describe('log levels', () => {
	test('warn: no request lines; info: requests but not health checks; debug: health checks too', async () => {
		const counts: Record<string, { requests: number; health: number }> = {};
		for (const level of ['warn', 'info', 'debug'] as const) {
			const { ts, log } = await logged(level, {
				faults: [{ path: '/designs', method: 'GET', status: 500, times: 1 }],
			});
			try {
				const a = api(ts, await ts.key());
				await a.get('/styles');
				await ts.http.get('/healthz');
				// Positive control: a 5xx is logged at every level, and after the two requests above;
				// once its line is written, theirs would have been.
				const control = await a.get('/designs');
				await eventually(async () =>
					log.lines.some((l) => l.reqId === header(control, 'x-request-id')) ? true : undefined,
				);
			} finally {
				await ts.close();
			}
			const lines = requestLines(log);
			counts[level] = {
				requests: lines.filter((l) => l.route === '/v1/styles').length,
				health: lines.filter((l) => l.route === '/healthz').length,
			};
		}
		expect(counts).toEqual({
			warn: { requests: 0, health: 0 },
			info: { requests: 1, health: 0 },
			debug: { requests: 1, health: 1 },
		});
	});

	test('the server logs its start (URL, store, limits) and its stop', async () => {
		const { ts, log } = await logged('info', { rateLimitGenerate: 7 });
		await ts.close();
		const started = log.lines.find((l) => l.msg === 'started');
		expect(started).toMatchObject({
			// The server's own address (ts.url is Prism's proxy in front of it under test:prism).
			url: ts.server.url,
			store: expect.stringMatching(/^(sqlite|postgresql)$/),
			limits: expect.objectContaining({ generatePerMinute: 7 }),
		});
		expect(log.lines.at(-1)?.msg).toBe('stopped');
	});
});

test('a generation failure is logged as an error with the design id, not its prompt', async () => {
	const store = await openTestStore();
	const designs = new DesignService(store, 0);
	const lines: Record<string, unknown>[] = [];
	designs.useLog({
		trace: () => undefined,
		debug: () => undefined,
		info: () => undefined,
		warn: () => undefined,
		error: (fields: object, msg?: string) => void lines.push({ ...fields, msg }),
		child: () => {
			throw new Error('not used');
		},
	} as unknown as Parameters<DesignService['useLog']>[0]);
	try {
		const account = await store.ensureAccount('gen-failure', 'business', Date.now());
		const design = await designs.create(account.id, {
			prompt: 'PRIVATE-PROMPT-TEXT',
			style: 'no-such-style',
		});
		expect(design.status).toBe('failed');
		expect(lines).toHaveLength(1);
		expect(lines[0]).toMatchObject({ msg: 'design generation failed', design: design.id });
		expect(JSON.stringify(lines[0])).not.toContain('PRIVATE-PROMPT-TEXT');
	} finally {
		await designs.close();
		await store.close();
	}
});

test('--log-format pretty: time, level, message and the other fields as name=value', () => {
	const line = prettyLine(
		JSON.stringify({
			level: 30,
			time: '2026-01-02T03:04:05.678Z',
			pid: 1,
			hostname: 'h',
			reqId: 'req_1',
			method: 'GET',
			url: '/v1/designs',
			route: '/v1/designs',
			status: 200,
			ms: 3.1,
			msg: 'GET /v1/designs 200 3.1ms',
		}),
	);
	expect(line).toMatch(
		/^\d\d:\d\d:\d\d\.\d{3} INFO {2}GET \/v1\/designs 200 3\.1ms {2}reqId=req_1 route=\/v1\/designs\n$/,
	);
	expect(prettyLine('not json\n')).toBe('not json\n');
});
