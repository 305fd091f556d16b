/**
 * Webhook URLs that reach inside: a server run without flags refuses every spelling of an
 * address that is not public (and names it cannot resolve), and checks again on each connection,
 * so an endpoint whose host means this machine is never called. `--webhook-allow-private` is the
 * positive control: the same loopback receiver is accepted and called. Black box: servers from
 * dist/server/cli.js, a receiver on loopback (see harness.ts).
 *
 * No internet here, so no public name can be shown accepted, and a name whose DNS answer changes
 * cannot be staged; the connection-time check is shown with `localhost` instead (registered
 * while allowed, then served by a default server on the same database).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
	attackStores,
	cleanup,
	createKey,
	expectProblem,
	freshDb,
	generate,
	request,
	sleep,
	startServer,
	type Server,
} from './harness';

jest.setTimeout(60_000);

afterAll(cleanup);

const REFUSED = [
	'http://127.0.0.1/hook',
	'http://2130706433/hook',
	'http://0x7f.1/hook',
	'http://0.0.0.0/hook',
	'http://10.0.0.1/hook',
	'http://100.64.0.1/hook',
	'http://169.254.169.254/latest/meta-data/',
	'http://[::1]/hook',
	'http://[::]/hook',
	'http://[::ffff:127.0.0.1]/hook',
	// IPv4-translated (SIIT), the form the deny flag let through
	'http://[::ffff:0:7f00:1]/hook',
	// NAT64 of loopback and of the metadata address
	'http://[64:ff9b::7f00:1]/hook',
	'http://[64:ff9b::a9fe:a9fe]/hook',
	'http://[64:ff9b:1::a00:1]/hook',
	// 6to4 of loopback
	'http://[2002:7f00:1::1]/hook',
	'http://[fd00:ec2::254]/latest/meta-data/',
	'http://[fe80::1]/hook',
	'http://localhost/hook',
	'http://n8n.localhost:5678/hook',
	'http://metadata.google.internal/computeMetadata/v1/',
	// RFC 6761: never resolves. Unresolvable at creation is refused, not trusted for later.
	'https://hooks.does-not-exist.invalid/x',
];

async function createEndpoint(server: Server, key: string, url: string) {
	return request(server.url, {
		method: 'POST',
		path: '/v1/webhook_endpoints',
		key,
		body: { url, events: ['design.succeeded'] },
	});
}

/** A loopback receiver counting the deliveries it is sent. */
async function startReceiver(): Promise<{ port: number; hits(): number; close(): Promise<void> }> {
	let hits = 0;
	const server = http.createServer((req, res) => {
		hits += 1;
		req.resume();
		res.end('ok');
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	return {
		port: (server.address() as AddressInfo).port,
		hits: () => hits,
		close: () => new Promise((resolve) => server.close(() => resolve())),
	};
}

async function waitForHits(receiver: { hits(): number }, n: number, ms: number): Promise<number> {
	const until = Date.now() + ms;
	while (receiver.hits() < n && Date.now() < until) await sleep(20);
	return receiver.hits();
}

describe.each(attackStores())('%s', (store) => {
	let db: string;
	let key: string;
	let legacyKey: string;
	let strict: Server;
	let legacyFlag: Server;

	beforeAll(async () => {
		// A database each: a SQLite file takes one server.
		db = await freshDb(store);
		const legacyDb = await freshDb(store, 'legacy');
		[key, legacyKey] = await Promise.all([createKey(db), createKey(legacyDb)]);
		[strict, legacyFlag] = await Promise.all([
			startServer({ db }),
			startServer({ db: legacyDb, args: ['--webhook-deny-private'] }),
		]);
	});
	afterAll(async () => {
		await Promise.all([strict.stop(), legacyFlag.stop()]);
	});

	test.each(REFUSED)('by default, %s → 422 invalid_webhook_url', async (url) => {
		expectProblem(await createEndpoint(strict, key, url), [422], ['invalid_webhook_url']);
	});

	test.each(REFUSED)('with --webhook-deny-private (no change), %s → 422', async (url) => {
		expectProblem(await createEndpoint(legacyFlag, legacyKey, url), [422], ['invalid_webhook_url']);
	});

	test('--webhook-allow-private accepts a loopback receiver and calls it; a default server never does', async () => {
		// Alone on the database: a default server's sender would claim these deliveries too (and
		// refuse them at connection, which is the point, but not of the positive control).
		await strict.stop();
		const receiver = await startReceiver();
		const allowed = await startServer({ db, args: ['--webhook-allow-private'] });
		try {
			// Positive control: accepted and delivered when allowed, by address and by name.
			for (const host of ['127.0.0.1', 'localhost']) {
				const reply = await createEndpoint(allowed, key, `http://${host}:${receiver.port}/hook`);
				expect(reply.status).toBe(201);
			}
			await generate(allowed.url, key);
			expect(await waitForHits(receiver, 2, 10_000)).toBe(2);
		} finally {
			await allowed.stop();
		}
		// The same endpoints on the same database, served by a default server: each connection is
		// checked (the literal, and what the name resolves to), so the receiver hears nothing.
		strict = await startServer({ db });
		try {
			await generate(strict.url, key);
			await sleep(2500);
			expect(receiver.hits()).toBe(2);
		} finally {
			await receiver.close();
		}
	});
});
