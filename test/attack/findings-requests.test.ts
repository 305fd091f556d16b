/**
 * Requests the router, the hooks and the body parser could disagree on: encoded and absolute-form
 * URLs, the generate limit's spellings, slow clients, malformed URLs and headers, deep JSON,
 * invisible text and odd encodings. Each gets the one status the server answers. Black box: the
 * server runs from dist/server/cli.js (see harness.ts).
 */
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import {
	cleanup,
	createKey,
	expectProblem,
	generate,
	rawExchange,
	request,
	startServer,
	tempDir,
	type Server,
} from './harness';

jest.setTimeout(60_000);

/** High limits and `--log`, for everything but the rate-limit checks. */
let server: Server;
/** `--rate-limit-generate 5 --rate-limit-read 20`, one fresh key per check. */
let limited: Server;
let key: string;

beforeAll(async () => {
	const dir = tempDir('requests');
	const db = join(dir, 'db.sqlite');
	const limitedDb = join(dir, 'limited.sqlite');
	key = await createKey(db);
	await createKey(limitedDb);
	[server, limited] = await Promise.all([
		startServer({ db, args: ['--log', '--request-timeout-ms', '2000'] }),
		startServer({ db: limitedDb, args: ['--rate-limit-generate', '5', '--rate-limit-read', '20'] }),
	]);
});
afterAll(cleanup);

describe('encoded and absolute-form URLs go through authentication', () => {
	test.each([
		['GET', '/%76%31/styles'],
		['GET', '/v%31/designs'],
		['GET', '/api/%76%31/styles'],
		['GET', '/%61pi/v1/designs'],
		['DELETE', '/%76%31/designs/x'],
		['POST', '/%76%31/marketplace/publish'],
	])('%s %s without a key → 401 unauthenticated', async (method, path) => {
		const reply = await request(server.url, {
			method,
			path,
			body: method === 'POST' ? {} : undefined,
		});
		expectProblem(reply, [401], ['unauthenticated']);
	});

	test.each(['/api%2fv1/styles', '/api%2Fv1/designs', '/v1%2fstyles'])(
		'an encoded slash never joins segments: GET %s with a key → 404, not 405 or 200',
		async (path) => {
			const reply = await request(server.url, { path, key });
			expectProblem(reply, [404]);
			expect(reply.headers.allow).toBeUndefined();
		},
	);

	test('absolute form `GET http://127.0.0.1/v1/designs HTTP/1.1` without a key → 401 unauthenticated', async () => {
		const reply = await rawExchange(
			server.port,
			`GET http://127.0.0.1/v1/designs HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nConnection: close\r\n\r\n`,
		);
		expectProblem(reply, [401], ['unauthenticated']);
	});

	test('encoded paths count against the key’s rate limit (read limit 20: 30 requests see a 429)', async () => {
		const fresh = await createKey(limited.db);
		const statuses: number[] = [];
		for (let i = 0; i < 30; i++)
			statuses.push((await request(limited.url, { path: '/%76%31/styles', key: fresh })).status);
		expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
	});

	test('none of these requests logs a stack trace (--log)', async () => {
		await request(server.url, { path: '/v%31/designs' });
		await request(server.url, { path: '/v%31/designs', key });
		// Positive control: the line of a later request is in the output, so theirs were written.
		const control = await request(server.url, { path: '/v1/styles', key });
		const id = String(control.headers['x-request-id']);
		for (let waited = 0; !server.output().includes(id) && waited < 5000; waited += 20)
			await new Promise((resolve) => setTimeout(resolve, 20));
		expect(server.output()).toContain(id);
		expect(server.output()).not.toMatch(/"stack"|\n\s+at .+:\d+:\d+/);
	});
});

describe('the generate limit covers every spelling of /generate', () => {
	test.each([
		'/v1/generate',
		'/v1/generate/',
		'/v1/gener%61te',
		'/api/v1/generate/',
		'/api/v1/gener%61te',
	])(
		'8 POST %s under a limit of 5 → at most 5 created, then 429 with Retry-After',
		async (path) => {
			const fresh = await createKey(limited.db);
			// Windows are whole clock minutes: eight requests that straddle one would be counted in two.
			const leftInWindow = 60_000 - (Date.now() % 60_000);
			if (leftInWindow < 10_000)
				await new Promise((resolve) => setTimeout(resolve, leftInWindow + 50));
			const replies = [];
			for (let i = 0; i < 8; i++)
				replies.push(
					await request(limited.url, {
						method: 'POST',
						path,
						key: fresh,
						body: { prompt: `limit probe ${i}`, style: 'classic' },
					}),
				);
			const statuses = replies.map((r) => r.status);
			expect({ created: statuses.filter((s) => s === 201).length, statuses }).toEqual({
				created: 5,
				statuses: [201, 201, 201, 201, 201, 429, 429, 429],
			});
			const limitedReply = replies[7];
			expectProblem(limitedReply, [429], ['rate_limited']);
			expect(limitedReply.headers['retry-after']).toMatch(/^\d+$/);
		},
	);
});

describe('slow clients are cut off', () => {
	// With `--request-timeout-ms 2000` the socket must close within 6 s.
	test('slow body, slow headers and a silent connection are all closed within the bound', async () => {
		const bound = 6000;
		const head = `POST /v1/generate HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${key}\r\nContent-Type: application/json\r\n`;
		const [slowBody, slowHeaders, silent] = await Promise.all([
			rawExchange(server.port, `${head}Content-Length: 1000\r\n\r\n`, {
				waitMs: bound + 1000,
				drip: { bytes: ' '.repeat(1000), everyMs: 2000 },
			}),
			rawExchange(server.port, head, {
				waitMs: bound + 1000,
				drip: { bytes: 'X-Slow: ' + 'a'.repeat(500), everyMs: 2000 },
			}),
			rawExchange(server.port, '', { waitMs: bound + 1000 }),
		]);
		// Closed in time, with a 408 or with nothing; `ms` is shown when it fails.
		const seen = (r: typeof silent) => ({
			closedInTime: r.closed && r.ms <= bound,
			answer: [0, 408].includes(r.status) ? 'none or 408' : r.status,
			ms: Math.round(r.ms),
		});
		const expected = (r: typeof silent) => ({
			closedInTime: true,
			answer: 'none or 408',
			ms: Math.round(r.ms),
		});
		expect({
			slowBody: seen(slowBody),
			slowHeaders: seen(slowHeaders),
			silent: seen(silent),
		}).toEqual({
			slowBody: expected(slowBody),
			slowHeaders: expected(slowHeaders),
			silent: expected(silent),
		});
	});
});

describe('every error is problem+json with a stable code', () => {
	test('an id over 100 characters → 404 design_not_found (GET, DELETE, image)', async () => {
		const long = `dsn_${'a'.repeat(120)}`;
		for (const [method, path] of [
			['GET', `/v1/designs/${long}`],
			['DELETE', `/v1/designs/${long}`],
			['GET', `/v1/designs/${long}/image`],
		])
			expectProblem(await request(server.url, { method, path, key }), [404], ['design_not_found']);
	});

	test('GET /v1/designs/% → 400 invalid_request problem, not FST_ERR_BAD_URL', async () => {
		expectProblem(
			await request(server.url, { path: '/v1/designs/%', key }),
			[400],
			['invalid_request'],
		);
	});

	test('headers over 16 KB → 431 problem', async () => {
		const reply = await rawExchange(
			server.port,
			`GET /v1/styles HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(20_000)}\r\nConnection: close\r\n\r\n`,
		);
		expectProblem(reply, [431]);
	});

	test('a NUL in a header → 400 problem', async () => {
		const reply = await rawExchange(
			server.port,
			`GET /v1/styles HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Odd: a\0b\r\nConnection: close\r\n\r\n`,
		);
		expectProblem(reply, [400]);
	});

	test('an unknown method → 400 invalid_request problem', async () => {
		const reply = await rawExchange(
			server.port,
			`FOO /v1/designs HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
		);
		expectProblem(reply, [400], ['invalid_request']);
	});
});

describe('deeply nested JSON', () => {
	test('8100 nested arrays (a 16 200-byte body) → 400 json_too_deep', async () => {
		const body = '['.repeat(8100) + ']'.repeat(8100);
		const reply = await request(server.url, {
			method: 'POST',
			path: '/v1/generate',
			key,
			body,
			headers: { 'content-type': 'application/json' },
		});
		expectProblem(reply, [400], ['json_too_deep']);
	});
});

describe('invisible text, encodings, two Authorization headers', () => {
	test.each(['\u200b', '\u200b\u200b\u200b', ' \u00a0\u2003 ', '\u2060\ufeff', '\u0000'])(
		'prompt %j → 422',
		async (prompt) => {
			const reply = await request(server.url, {
				method: 'POST',
				path: '/v1/generate',
				key,
				body: { prompt, style: 'classic' },
			});
			expectProblem(reply, [422]);
		},
	);

	test.each(['   ', '\u200b', 'Harbour\u0000Hoodie', '\t\n'])(
		'publication title %j → 422',
		async (title) => {
			const design = await generate(server.url, key);
			const reply = await request(server.url, {
				method: 'POST',
				path: '/v1/marketplace/publish',
				key,
				body: { design_id: design.id, title, price: { amount: 100 } },
			});
			expectProblem(reply, [422]);
		},
	);

	const json = JSON.stringify({ prompt: 'red dress', style: 'classic' });
	test.each([
		[
			'Content-Encoding: gzip',
			gzipSync(json),
			{ 'content-type': 'application/json', 'content-encoding': 'gzip' },
		],
		[
			'charset=utf-16',
			Buffer.from(json, 'utf16le'),
			{ 'content-type': 'application/json; charset=utf-16' },
		],
		[
			'charset=utf-16 with a BOM',
			Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(json, 'utf16le')]),
			{ 'content-type': 'application/json; charset=utf-16le' },
		],
	])('a body with %s → 415 unsupported_media_type', async (_name, body, headers) => {
		const reply = await request(server.url, {
			method: 'POST',
			path: '/v1/generate',
			key,
			body,
			headers,
		});
		expectProblem(reply, [415], ['unsupported_media_type']);
	});

	test('two Authorization headers (valid first, then another) → 401 unauthenticated', async () => {
		const other = await createKey(server.db);
		for (const second of ['Bearer not-a-key', `Bearer ${other}`]) {
			const reply = await request(server.url, {
				path: '/v1/designs',
				// Capitalised: Node's typings allow a list of values only for undeclared names.
				headers: { Authorization: [`Bearer ${key}`, second] },
			});
			expectProblem(reply, [401], ['unauthenticated']);
		}
	});
});
