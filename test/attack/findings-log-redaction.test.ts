/**
 * Keys in the log: redaction went by parameter name (`?api_key=`), so a key under another name
 * (`?x=dgk_…`) or in a path was logged in clear. Now anything shaped like an API key or a webhook
 * secret is masked wherever it stands in a line. Each place a key is planted gets a control: a
 * value of the same length that is not key-shaped, sent in the same place, which the log does
 * show, so the check can see what it says is absent. Black box (see harness.ts), the log read
 * from the server's stdout at `trace` (the most it writes); no store involved: SQLite.
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import {
	cleanup,
	createKey,
	rawExchange,
	request,
	sleep,
	startServer,
	tempDir,
	type Server,
} from './harness';

jest.setTimeout(60_000);

let server: Server;
let key: string;
beforeAll(async () => {
	const db = join(tempDir('redaction'), 'db.sqlite');
	key = await createKey(db);
	server = await startServer({ db, args: ['--log-level', 'trace', '--log-format', 'json'] });
});
afterAll(cleanup);

/** A webhook signing secret's shape (`whsec_` + 43 base62), made up: what matters is the shape. */
const SECRET = `whsec_${randomBytes(48)
	.toString('base64')
	.replace(/[^A-Za-z0-9]/g, '')
	.slice(0, 43)}`;
/** Same length as a key, not key-shaped: the log shows it. */
const controlFor = (value: string) =>
	`ctl${randomBytes(48).toString('base64url')}`.slice(0, value.length);
/** Every character percent-encoded, as some clients encode query values. */
const encodeAll = (value: string) =>
	[...Buffer.from(value)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

/** The log lines of a request (its X-Request-Id), waited for. */
async function linesOf(requestId: string): Promise<string[]> {
	for (let waited = 0; waited < 5000; waited += 20) {
		const lines = server
			.output()
			.split('\n')
			.filter((line) => line.includes(requestId));
		if (lines.some((line) => line.includes('"status"'))) return lines;
		await sleep(20);
	}
	throw new Error(`no request line for ${requestId}`);
}

type Place = (value: string) => { path: string; headers?: Record<string, string> };

/** Where a client might put a key by mistake; each is logged somewhere (URL or message). */
const LOGGED_PLACES: [string, Place][] = [
	['in a path segment', (v) => ({ path: `/v1/designs/${v}` })],
	['inside a path segment', (v) => ({ path: `/v1/designs/abc-${v}-def` })],
	['in a query value under an odd name', (v) => ({ path: `/v1/styles?x=${v}` })],
	['in a query value under an innocent name', (v) => ({ path: `/v1/designs?limit=2&note=${v}` })],
	['as a bare query', (v) => ({ path: `/v1/styles?${v}` })],
	['as a query name', (v) => ({ path: `/v1/styles?${v}=1` })],
	['in a percent-encoded query value', (v) => ({ path: `/v1/styles?x=${encodeAll(v)}` })],
	['in a percent-encoded path segment', (v) => ({ path: `/v1/designs/${encodeAll(v)}` })],
	[
		'in the path of a request without a key (401)',
		(v) => ({ path: `/v1/designs/${v}`, headers: {} }),
	],
];

describe.each([
	['an API key', () => key],
	['a webhook secret', () => SECRET],
])('%s', (_kind, secretOf) => {
	test.each(LOGGED_PLACES)(
		'%s: masked, while a same-length control is logged',
		async (_place, place) => {
			const secret = secretOf();
			const control = controlFor(secret);
			const sent = async (value: string) => {
				const { path, headers } = place(value);
				const reply = await request(server.url, { path, headers, key: headers ? undefined : key });
				return (await linesOf(String(reply.headers['x-request-id']))).join('\n');
			};
			const withControl = await sent(control);
			const withSecret = await sent(secret);
			// The control is in its lines (as sent, or percent-encoded as sent).
			expect(withControl.includes(control) || withControl.includes(encodeAll(control))).toBe(true);
			expect(withSecret).not.toContain(secret.slice(secret.indexOf('_') + 1));
			expect(withSecret).toMatch(/(dgk|whsec)_\[REDACTED\]|\[REDACTED\]/);
		},
	);
});

test('in headers, a bad Authorization and a raw request line: never logged', async () => {
	const ids: string[] = [];
	const send = async (headers: Record<string, string>, path = '/v1/styles') =>
		ids.push(String((await request(server.url, { path, headers })).headers['x-request-id']));
	await send({ authorization: key });
	await send({ authorization: `Bearer ${key}x` });
	await send({ authorization: `Bearer ${SECRET}` });
	await send({ authorization: `Bearer ${key}`, 'x-api-token': key, cookie: `k=${key}` });
	await send({ authorization: `Bearer ${key}`, referer: `http://example.com/?k=${key}` });
	await send({ authorization: `Bearer ${key}`, 'user-agent': `agent ${key} ${SECRET}` });
	const absolute = await rawExchange(
		server.port,
		`GET http://127.0.0.1:${server.port}/v1/designs/${key}?s=${SECRET} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
	);
	ids.push(absolute.headers['x-request-id']);
	const malformed = await rawExchange(
		server.port,
		`GET /v1/designs/${key} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Key: ${key}\r\nBad Header\r\n\r\n`,
	);
	expect(malformed.status).toBe(400);
	// Control: every request above was logged (its line is in the output).
	for (const id of ids) await linesOf(id);
	const text = server.output();
	expect(text).not.toContain(key.slice(4));
	expect(text).not.toContain(SECRET.slice(6));
});
