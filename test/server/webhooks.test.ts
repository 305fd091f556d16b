/**
 * Webhook endpoints (docs/contract.md "Webhook endpoints"): create, list, get, delete, on both
 * prefixes; validation and its codes; the limit of 16 (also under concurrent creates);
 * isolation between accounts; Idempotency-Key; `--webhook-deny-private`. Deliveries are in
 * webhook-delivery.test.ts.
 */
import {
	api,
	bearer,
	expectProblem,
	header,
	ISO_MS,
	listAll,
	pointers,
	PREFIXES,
	start,
	type Api,
	type TestServer,
} from './helpers';

interface Endpoint {
	id: string;
	object: 'webhook_endpoint';
	url: string;
	events: string[];
	description: string | null;
	status: 'enabled';
	secret?: string;
	created_at: string;
}

const HOOK = 'https://hooks.example.com/design-events';
const create = (a: Api, body: Record<string, unknown>, headers?: Record<string, string>) =>
	a.post('/webhook_endpoints', body, { headers });

async function makeEndpoint(a: Api, body: Record<string, unknown> = {}): Promise<Endpoint> {
	const res = await create(a, { url: HOOK, events: ['*'], ...body });
	if (res.status !== 201)
		throw new Error(`create answered ${res.status}: ${JSON.stringify(res.data)}`);
	return res.data;
}

let ts: TestServer;
beforeAll(async () => {
	ts = await start({ rateLimitRead: 50_000 });
});
afterAll(() => ts.close());

describe.each(PREFIXES)('%s /webhook_endpoints', (prefix) => {
	let a: Api;
	beforeEach(async () => {
		a = api(ts, await ts.key('business'), prefix);
	});

	test('POST → 201 with the endpoint and its secret, Location; later reads omit the secret', async () => {
		const res = await create(a, {
			url: HOOK,
			events: ['design.succeeded', 'publication.published'],
			description: 'n8n: new designs',
		});
		expect(res.status).toBe(201);
		expect(res.headers['content-type']).toMatch(/^application\/json/);
		expect(res.data).toEqual({
			id: expect.stringMatching(/^whe_[0-9A-Za-z]{20,}$/),
			object: 'webhook_endpoint',
			url: HOOK,
			events: ['design.succeeded', 'publication.published'],
			description: 'n8n: new designs',
			status: 'enabled',
			secret: expect.stringMatching(/^whsec_[0-9A-Za-z]{43}$/),
			created_at: expect.stringMatching(ISO_MS),
		});
		expect(res.headers.location).toBe(`${ts.url}/v1/webhook_endpoints/${res.data.id}`);
		// A read: it counts against the read policy.
		expect(res.headers['ratelimit-policy']).toMatch(/^"read";/);

		const { secret: _secret, ...withoutSecret } = res.data;
		const got = await a.get(`/webhook_endpoints/${res.data.id}`);
		expect(got.status).toBe(200);
		expect(got.data).toEqual(withoutSecret);
		const list = await a.get('/webhook_endpoints');
		expect(list.status).toBe(200);
		expect(list.data).toEqual({ object: 'list', data: [withoutSecret], has_more: false });
	});

	test('events ["*"] is kept as it is; description is null when omitted; a type listed twice once', async () => {
		const all = await makeEndpoint(a, { events: ['*'] });
		expect([all.events, all.description]).toEqual([['*'], null]);
		const twice = await makeEndpoint(a, {
			events: ['design.failed', 'design.deleted', 'design.failed'],
		});
		expect(twice.events).toEqual(['design.failed', 'design.deleted']);
	});

	test('every secret is new', async () => {
		const secrets = new Set<string>();
		for (let i = 0; i < 5; i++) secrets.add((await makeEndpoint(a)).secret!);
		expect(secrets.size).toBe(5);
	});

	test.each(
		(
			[
				['url missing', { events: ['*'] }, 'validation_failed', '/url'],
				['url not a string', { url: 42, events: ['*'] }, 'validation_failed', '/url'],
				['url relative', { url: '/hook', events: ['*'] }, 'invalid_webhook_url', '/url'],
				[
					'url not http(s)',
					{ url: 'ftp://example.com/x', events: ['*'] },
					'invalid_webhook_url',
					'/url',
				],
				[
					'url javascript:',
					{ url: 'javascript:alert(1)', events: ['*'] },
					'invalid_webhook_url',
					'/url',
				],
				[
					'url with spaces',
					{ url: 'http://exa mple.com/', events: ['*'] },
					'invalid_webhook_url',
					'/url',
				],
				['url without host', { url: 'http://', events: ['*'] }, 'invalid_webhook_url', '/url'],
				[
					'url over 2048 characters',
					{ url: `https://example.com/${'a'.repeat(2029)}`, events: ['*'] },
					'validation_failed',
					'/url',
				],
				['events missing', { url: HOOK }, 'validation_failed', '/events'],
				['events empty', { url: HOOK, events: [] }, 'validation_failed', '/events'],
				['events not an array', { url: HOOK, events: '*' }, 'validation_failed', '/events'],
				[
					'unknown event type',
					{ url: HOOK, events: ['design.created'] },
					'validation_failed',
					'/events/0',
				],
				[
					'"*" with a type',
					{ url: HOOK, events: ['*', 'design.failed'] },
					'validation_failed',
					'/events',
				],
				[
					'description over 500 characters',
					{ url: HOOK, events: ['*'], description: 'x'.repeat(501) },
					'validation_failed',
					'/description',
				],
				[
					'description with a control character',
					{ url: HOOK, events: ['*'], description: 'a\u0007b' },
					'validation_failed',
					'/description',
				],
				[
					'unknown field',
					{ url: HOOK, events: ['*'], secret: 'whsec_mine' },
					'unknown_parameter',
					'/secret',
				],
				[
					'status field',
					{ url: HOOK, events: ['*'], status: 'disabled' },
					'unknown_parameter',
					'/status',
				],
			] as [string, Record<string, unknown>, string, string][]
		).map(([name, body, code, pointer]) => ({ name, body, code, pointer })),
	)('$name → 422 $code', async ({ body, code, pointer }) => {
		const res = await create(a, body);
		expectProblem(res, 422, code, ts.url);
		expect(pointers(res)).toContain(pointer);
	});

	test('a URL of exactly 2048 characters is accepted', async () => {
		const url = `https://example.com/${'a'.repeat(2028)}`;
		expect(url).toHaveLength(2048);
		expect((await makeEndpoint(a, { url })).url).toBe(url);
	});

	test('"*" with a type says how to fix it', async () => {
		const res = await create(a, { url: HOOK, events: ['*', 'design.failed'] });
		expect(expectProblem(res, 422, 'validation_failed').detail).toMatch(/exactly \["\*"\]/);
	});

	test('GET/DELETE an unknown id → 404 webhook_endpoint_not_found', async () => {
		for (const res of [
			await a.get('/webhook_endpoints/whe_doesnotexist0000000000'),
			await a.del('/webhook_endpoints/whe_doesnotexist0000000000'),
		])
			expectProblem(res, 404, 'webhook_endpoint_not_found', ts.url);
	});

	test('DELETE → {id, object, deleted: true}; then GET 404, list omits it, second DELETE 404', async () => {
		const keep = await makeEndpoint(a);
		const gone = await makeEndpoint(a);
		const res = await a.del(`/webhook_endpoints/${gone.id}`);
		expect(res.status).toBe(200);
		expect(res.data).toEqual({ id: gone.id, object: 'webhook_endpoint', deleted: true });
		expectProblem(await a.get(`/webhook_endpoints/${gone.id}`), 404, 'webhook_endpoint_not_found');
		expect((await listAll<Endpoint>(a, '/webhook_endpoints')).map((e) => e.id)).toEqual([keep.id]);
		expectProblem(await a.del(`/webhook_endpoints/${gone.id}`), 404, 'webhook_endpoint_not_found');
	});

	test("another account's endpoints are invisible: 404 on GET and DELETE, absent from lists", async () => {
		const theirs = api(ts, await ts.key('business'), prefix);
		const their = await makeEndpoint(theirs);
		const mine = await makeEndpoint(a);
		expectProblem(await a.get(`/webhook_endpoints/${their.id}`), 404, 'webhook_endpoint_not_found');
		expectProblem(await a.del(`/webhook_endpoints/${their.id}`), 404, 'webhook_endpoint_not_found');
		expect((await theirs.get(`/webhook_endpoints/${their.id}`)).status).toBe(200);
		expect((await listAll<Endpoint>(a, '/webhook_endpoints')).map((e) => e.id)).toEqual([mine.id]);
		// Their id is no cursor of mine either.
		const page = await a.get('/webhook_endpoints', { params: { starting_after: their.id } });
		expectProblem(page, 400, 'invalid_cursor');
	});

	test('at most 16 endpoints: the 17th → 409 too_many_endpoints; after a DELETE one more fits', async () => {
		const made: Endpoint[] = [];
		for (let i = 0; i < 16; i++) made.push(await makeEndpoint(a, { description: `#${i}` }));
		const refused = await create(a, { url: HOOK, events: ['*'] });
		expectProblem(refused, 409, 'too_many_endpoints', ts.url);
		// Another account's limit is its own.
		await makeEndpoint(api(ts, await ts.key('business'), prefix));
		expect((await a.del(`/webhook_endpoints/${made[3].id}`)).status).toBe(200);
		await makeEndpoint(a);
		expectProblem(await create(a, { url: HOOK, events: ['*'] }), 409, 'too_many_endpoints');
	});

	test('paging: newest first, starting_after / ending_before, has_more; a deleted id stays a cursor', async () => {
		const made: Endpoint[] = [];
		for (let i = 0; i < 5; i++) made.push(await makeEndpoint(a, { description: `#${i}` }));
		const newestFirst = made.map((e) => e.id).reverse();
		const first = await a.get('/webhook_endpoints', { params: { limit: 2 } });
		expect([first.data.data.map((e: Endpoint) => e.id), first.data.has_more]).toEqual([
			newestFirst.slice(0, 2),
			true,
		]);
		expect((await listAll<Endpoint>(a, '/webhook_endpoints', {}, 2)).map((e) => e.id)).toEqual(
			newestFirst,
		);
		const before = await a.get('/webhook_endpoints', {
			params: { limit: 2, ending_before: newestFirst[3] },
		});
		expect(before.data.data.map((e: Endpoint) => e.id)).toEqual(newestFirst.slice(1, 3));
		await a.del(`/webhook_endpoints/${newestFirst[1]}`);
		const after = await a.get('/webhook_endpoints', { params: { starting_after: newestFirst[1] } });
		expect(after.data.data.map((e: Endpoint) => e.id)).toEqual(newestFirst.slice(2));
		expectProblem(
			await a.get('/webhook_endpoints', {
				params: { starting_after: newestFirst[0], ending_before: newestFirst[2] },
			}),
			400,
			'conflicting_cursors',
		);
		expectProblem(
			await a.get('/webhook_endpoints', { params: { limit: 101 } }),
			422,
			'validation_failed',
		);
		expectProblem(
			await a.get('/webhook_endpoints', { params: { url: HOOK } }),
			422,
			'unknown_parameter',
		);
	});

	test('Idempotency-Key: the same body replays the 201 (secret included) and makes one endpoint', async () => {
		const body = { url: HOOK, events: ['design.succeeded'] };
		const first = await create(a, body, { 'Idempotency-Key': 'whe-1' });
		expect(first.status).toBe(201);
		const again = await create(
			a,
			{ events: ['design.succeeded'], url: HOOK },
			{ 'Idempotency-Key': 'whe-1' },
		);
		expect([again.status, again.headers['idempotent-replayed']]).toEqual([201, 'true']);
		expect(again.data).toEqual(first.data);
		expect(again.headers.location).toBe(first.headers.location);
		expect(await listAll<Endpoint>(a, '/webhook_endpoints')).toHaveLength(1);
		const other = await create(a, { url: HOOK, events: ['*'] }, { 'Idempotency-Key': 'whe-1' });
		expectProblem(other, 422, 'idempotency_key_reused');
		// A request that failed validation is not stored: the key is still free.
		expectProblem(await create(a, { url: 'ftp://x' }, { 'Idempotency-Key': 'whe-2' }), 422, [
			'invalid_webhook_url',
			'validation_failed',
		]);
		expect((await create(a, body, { 'Idempotency-Key': 'whe-2' })).status).toBe(201);
	});

	test('401 without a key, 403 below Business, 405 for another method', async () => {
		const none = await ts.http.post(`${prefix}/webhook_endpoints`, { url: HOOK, events: ['*'] });
		expectProblem(none, 401, 'unauthenticated', ts.url);
		const free = await ts.http.get(`${prefix}/webhook_endpoints`, {
			headers: bearer(await ts.key('pro')),
		});
		expectProblem(free, 403, 'plan_not_eligible', ts.url);
		const endpoint = await makeEndpoint(a);
		const put = await ts.http.put(
			`${prefix}/webhook_endpoints/${endpoint.id}`,
			{},
			{
				headers: bearer(await ts.key('business')),
			},
		);
		expectProblem(put, 405, 'method_not_allowed');
		expect(header(put, 'allow')).toMatch(/DELETE/);
	});
});

test('24 concurrent creates on one account: exactly 16 endpoints made, the other 8 get 409', async () => {
	const a = api(ts, await ts.key('business'));
	const answers = await Promise.all(
		Array.from({ length: 24 }, (_, i) =>
			create(a, { url: HOOK, events: ['*'], description: `${i}` }),
		),
	);
	const statuses = answers.map((r) => r.status).sort();
	expect(statuses.filter((s) => s === 201)).toHaveLength(16);
	expect(statuses.filter((s) => s === 409)).toHaveLength(8);
	expect(await listAll<Endpoint>(a, '/webhook_endpoints')).toHaveLength(16);
});

describe('hosts that are not public are refused by default', () => {
	let strict: TestServer;
	let a: Api;
	beforeAll(async () => {
		strict = await start({ webhookAllowPrivate: false });
		a = api(strict, await strict.key('business'));
	});
	afterAll(() => strict.close());

	test.each([
		'http://localhost/hook',
		'http://LOCALHOST./hook',
		'http://n8n.localhost:5678/webhook/x',
		'http://127.0.0.1:5678/hook',
		'http://127.1/hook',
		'http://2130706433/hook',
		'http://0x7f000001/hook',
		'http://017700000001/hook',
		'http://0.0.0.0/hook',
		'http://10.1.2.3/hook',
		'http://172.16.5.4/hook',
		'http://172.31.255.255/hook',
		'http://192.168.1.10/hook',
		'http://169.254.169.254/latest/meta-data',
		'http://100.64.0.1/hook',
		'http://[::1]/hook',
		'http://[::]/hook',
		'http://[::ffff:127.0.0.1]/hook',
		'http://[0:0:0:0:0:ffff:7f00:1]/hook',
		'http://[::ffff:10.0.0.1]/hook',
		'http://[fd12:3456::1]/hook',
		'http://[fe80::1]/hook',
		'https://192.168.0.1:8443/hook',
		'http://[::ffff:0:7f00:1]/hook',
		'http://[64:ff9b::7f00:1]/hook',
		'http://[64:ff9b::a9fe:a9fe]/hook',
		'http://[2002:7f00:1::]/hook',
		'http://metadata.google.internal/computeMetadata/v1/',
		// RFC 6761: never resolves. A name with no address at creation is refused, not trusted.
		'https://hooks.does-not-exist.invalid/x',
	])('%s → 422 invalid_webhook_url', async (url) => {
		const res = await create(a, { url, events: ['*'] });
		expectProblem(res, 422, 'invalid_webhook_url', strict.url);
		expect(pointers(res)).toEqual(['/url']);
	});

	// IP literals: names would need DNS, which a test machine may not have.
	test.each([
		'http://8.8.8.8/hook',
		'http://[64:ff9b::808:808]/hook',
		'http://172.32.0.1/hook',
		'http://[2001:4860:4860::8888]/hook',
	])('%s (public) → 201', async (url) => {
		expect((await create(a, { url, events: ['*'] })).status).toBe(201);
	});

	test('with --webhook-allow-private a loopback receiver is fine (an n8n on the same machine)', async () => {
		const b = api(ts, await ts.key('business'));
		expect(
			(await create(b, { url: 'http://127.0.0.1:5678/webhook/x', events: ['*'] })).status,
		).toBe(201);
		expect(
			(await create(b, { url: 'http://localhost:5678/webhook/x', events: ['*'] })).status,
		).toBe(201);
	});
});
