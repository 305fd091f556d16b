/**
 * Answers given before a request reaches a route: an unknown `Expect` got Node's bare 417 (no
 * problem body, no `X-Request-Id`, no security headers), and so did a few others Node or Fastify
 * write themselves. Each must be a problem like every other answer. Raw sockets, since HTTP
 * clients refuse to send most of these. Black box (see harness.ts); nothing here reaches a
 * store, so it runs on SQLite.
 */
import net from 'node:net';
import { join } from 'node:path';
import {
	cleanup,
	createKey,
	expectProblem,
	rawExchange,
	sleep,
	startServer,
	tempDir,
	type RawExchange,
	type Server,
} from './harness';

jest.setTimeout(60_000);

let server: Server;
beforeAll(async () => {
	const db = join(tempDir('early'), 'db.sqlite');
	server = await startServer({ db, args: ['--request-timeout-ms', '1500'] });
});
afterAll(cleanup);

/** A problem whose `request_id` is its `X-Request-Id`, with the browser protections of data. */
function expectEarlyProblem(reply: RawExchange, status: number, code: string): void {
	expectProblem(reply, [status], [code]);
	expect({
		nosniff: reply.headers['x-content-type-options'],
		frame: reply.headers['x-frame-options'],
		csp: reply.headers['content-security-policy'],
	}).toEqual({
		nosniff: 'nosniff',
		frame: 'DENY',
		csp: "default-src 'none'; frame-ancestors 'none'",
	});
}

const HOST = 'Host: 127.0.0.1\r\n';

test.each([
	[
		'an unknown Expect',
		417,
		'expectation_failed',
		`GET /healthz HTTP/1.1\r\n${HOST}Expect: teapot\r\n\r\n`,
	],
	[
		'an unknown Expect, body held back for it',
		417,
		'expectation_failed',
		`POST /v1/generate HTTP/1.1\r\n${HOST}Expect: 200-ok\r\nContent-Type: application/json\r\nContent-Length: 40\r\n\r\n`,
	],
	[
		'HTTP/1.1 without a Host',
		400,
		'invalid_host',
		'GET /healthz HTTP/1.1\r\nConnection: close\r\n\r\n',
	],
	[
		'CONNECT',
		400,
		'invalid_request',
		`CONNECT 127.0.0.1:80 HTTP/1.1\r\nHost: 127.0.0.1:80\r\n\r\n`,
	],
	[
		'a header without a colon',
		400,
		'invalid_request',
		`GET /healthz HTTP/1.1\r\n${HOST}Bad Header\r\n\r\n`,
	],
	[
		'two Content-Lengths that disagree',
		400,
		'invalid_request',
		`POST /v1/generate HTTP/1.1\r\n${HOST}Content-Length: 1\r\nContent-Length: 2\r\n\r\n`,
	],
	[
		'headers over 16 KiB',
		431,
		'headers_too_large',
		`GET /healthz HTTP/1.1\r\n${HOST}X-Big: ${'a'.repeat(17 * 1024)}\r\n\r\n`,
	],
	[
		'a header block never finished',
		408,
		'request_timeout',
		`GET /healthz HTTP/1.1\r\n${HOST}X-Slow: a`,
	],
])('%s → %i %s, then the connection closes', async (_name, status, code, bytes) => {
	const reply = await rawExchange(server.port, bytes, { waitMs: 5000 });
	expectEarlyProblem(reply, status, code);
	expect(reply.closed).toBe(true);
});

test('control: `Expect: 100-continue` is met (100 Continue, then the answer)', async () => {
	const reply = await rawExchange(
		server.port,
		`GET /healthz HTTP/1.1\r\n${HOST}Expect: 100-continue\r\nConnection: close\r\n\r\n`,
	);
	expect(reply.text).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 200 OK\r\n/);
});

/** The responses in what a socket received, each parsed like rawExchange's first. */
function responses(text: string): RawExchange[] {
	return text
		.split(/(?=HTTP\/1\.1 \d{3} )/)
		.filter(Boolean)
		.map((part) => {
			const [head, ...rest] = part.split('\r\n\r\n');
			const headers: Record<string, string> = {};
			for (const line of head.split('\r\n').slice(1)) {
				const at = line.indexOf(':');
				if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
			}
			const body = rest.join('\r\n\r\n');
			let json: unknown;
			try {
				json = JSON.parse(body);
			} catch {
				json = undefined;
			}
			const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
			return { text: part, status, headers, body, json, closed: true, ms: 0 };
		});
}

test('a request that arrives while the server stops → 503 problem with Retry-After (not a bare JSON 503)', async () => {
	const db = join(tempDir('early-stop'), 'db.sqlite');
	const key = await createKey(db);
	const stopping = await startServer({
		db,
		args: ['--response-delay-ms', '1500', '--log-level', 'info'],
	});
	const get = `GET /v1/styles HTTP/1.1\r\n${HOST}Authorization: Bearer ${key}\r\n\r\n`;
	const socket = net.connect({ host: '127.0.0.1', port: stopping.port });
	let received = '';
	socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
	const closed = new Promise((resolve) => socket.on('close', resolve));
	socket.on('error', () => undefined);
	// The first request is held 1.5 s; the stop begins meanwhile, then a second request follows
	// on the same connection.
	socket.write(get);
	await sleep(300);
	stopping.child.kill('SIGTERM');
	for (let waited = 0; !/"msg":"stopping/.test(stopping.output()) && waited < 3000; waited += 10)
		await sleep(10);
	expect(stopping.output()).toMatch(/"msg":"stopping/);
	socket.write(get);
	let timer: NodeJS.Timeout | undefined;
	await Promise.race([closed, new Promise((resolve) => (timer = setTimeout(resolve, 8000)))]);
	clearTimeout(timer);
	socket.destroy();

	const [first, second] = responses(received);
	expect(first?.status).toBe(200);
	expectEarlyProblem(second, 503, 'service_unavailable');
	expect(second.headers['retry-after']).toMatch(/^\d+$/);
});
