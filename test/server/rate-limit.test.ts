/**
 * Rate limits (docs/contract.md "Rate limits"): per key, `generate` and everything else counted separately,
 * IETF RateLimit-Policy / RateLimit headers on every authenticated /v1 response, 429
 * `rate_limited` with Retry-After, and 429 answering before 404/405 and body errors.
 */
import {
	api,
	bearer,
	expectProblem,
	header,
	PREFIXES,
	raw,
	insideOneRateLimitWindow,
	start,
	type TestServer,
} from './helpers';

let ts: TestServer;
beforeAll(async () => {
	ts = await start({ rateLimitGenerate: 2, rateLimitRead: 5 });
});
afterAll(() => ts.close());

// A fixed window may be aligned to the clock's minutes: keep each test inside one window, so a
// reset in the middle of a test cannot make it pass or fail by chance.
beforeEach(() => insideOneRateLimitWindow());

/** Parses `"name";q=60;w=60` / `"name";r=59;t=42` (structured-field list items). */
function parseItem(value: string | undefined): { name: string; params: Record<string, number> } {
	expect(value).toBeDefined();
	const [first, ...params] = value!
		.split(',')[0]
		.split(';')
		.map((s) => s.trim());
	const name = /^"([^"]*)"$/.exec(first)?.[1];
	expect(name).toBeDefined();
	return {
		name: name!,
		params: Object.fromEntries(params.map((p) => p.split('=')).map(([k, v]) => [k, Number(v)])),
	};
}

describe.each(PREFIXES)('%s', (prefix) => {
	test('generate: headers count down; the third in the window → 429 rate_limited with Retry-After', async () => {
		const a = api(ts, await ts.key('business'), prefix);
		const one = await a.generate();
		expect(one.status).toBe(201);
		const policy = parseItem(header(one, 'ratelimit-policy'));
		expect(policy.name).toBe('generate');
		expect(policy.params.q).toBe(2);
		expect(policy.params.w).toBeGreaterThan(0);
		const rl1 = parseItem(header(one, 'ratelimit'));
		expect(rl1.name).toBe('generate');
		expect(rl1.params.r).toBe(1);
		expect(rl1.params.t).toBeGreaterThanOrEqual(0);
		expect(rl1.params.t).toBeLessThanOrEqual(policy.params.w);

		const two = await a.generate();
		expect(two.status).toBe(201);
		expect(parseItem(header(two, 'ratelimit')).params.r).toBe(0);

		const three = await a.generate();
		expectProblem(three, 429, 'rate_limited', ts.url);
		const retryAfter = header(three, 'retry-after');
		expect(retryAfter).toMatch(/^\d+$/);
		expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
		expect(Number(retryAfter)).toBeLessThanOrEqual(policy.params.w);
		expect(parseItem(header(three, 'ratelimit')).params.r).toBe(0);

		// Nothing was created by the refused request.
		const list = await a.get('/designs');
		expect(list.data.data).toHaveLength(2);
	});

	test('reads are limited separately from generate, and a read 429 does not block generate', async () => {
		const a = api(ts, await ts.key('business'), prefix);
		const first = await a.get('/designs');
		expect(first.status).toBe(200);
		const policy = parseItem(header(first, 'ratelimit-policy'));
		expect(policy.name).not.toBe('generate');
		expect(policy.params.q).toBe(5);
		expect(parseItem(header(first, 'ratelimit')).params.r).toBe(4);
		for (let i = 0; i < 4; i++) expect((await a.get('/styles')).status).toBe(200);
		const sixth = await a.get('/designs');
		expectProblem(sixth, 429, 'rate_limited', ts.url);
		expect(header(sixth, 'retry-after')).toMatch(/^\d+$/);
		// generate still has its own budget
		expect((await a.generate()).status).toBe(201);
	});

	test('429 comes before unknown route 404, 405, and body errors', async () => {
		const k = await ts.key('business');
		const a = api(ts, k, prefix);
		for (let i = 0; i < 5; i++) await a.get('/styles');
		expectProblem(await a.get('/no-such-thing'), 429, 'rate_limited', ts.url);
		expectProblem(
			await raw(`${ts.url}${prefix}/designs`, { method: 'PUT', headers: bearer(k) }),
			429,
			'rate_limited',
			ts.url,
		);
		for (let i = 0; i < 2; i++) await a.generate();
		const bad = await raw(`${ts.url}${prefix}/generate`, {
			method: 'POST',
			headers: { ...bearer(k), 'Content-Type': 'application/json' },
			body: '{bad',
		});
		expectProblem(bad, 429, 'rate_limited', ts.url);
	});

	test('limits are per key: another key (even of the same account) has its own budget', async () => {
		const account = `rl-${prefix}-${Date.now()}`;
		const a = api(ts, await ts.key('business', account), prefix);
		const b = api(ts, await ts.key('business', account), prefix);
		await a.generate();
		await a.generate();
		expect((await a.generate()).status).toBe(429);
		expect((await b.generate()).status).toBe(201);
	});

	test('every authenticated response carries the headers: 404, 422, 405', async () => {
		const a = api(ts, await ts.key('business'), prefix);
		const responses = [
			await a.get('/designs/dsn_000000000000000000000000'),
			await a.get('/designs', { params: { limit: 0 } }),
			await a.post('/generate', { style: 'x' }),
			await a.get('/nope'),
		];
		for (const res of responses) {
			expect(header(res, 'ratelimit-policy')).toMatch(/^"[^"]+";/);
			expect(header(res, 'ratelimit')).toMatch(/^"[^"]+";/);
		}
	});
});

test('a route counts against its own policy under every URL the router sends to it', async () => {
	const k = await ts.key('business');
	const a = api(ts, k);
	await a.generate();
	await a.generate();
	for (const path of ['/v1/generate/', '/v1/gener%61te', '/api/v1/generate/']) {
		const res = await raw(`${ts.url}${path}`, {
			method: 'POST',
			headers: { ...bearer(k), 'Content-Type': 'application/json' },
			body: JSON.stringify({ prompt: 'red dress', style: 'classic' }),
		});
		expectProblem(res, 429, 'rate_limited', ts.url);
		expect(header(res, 'ratelimit-policy')).toMatch(/^"generate";/);
	}
	expect((await a.get('/designs')).data.data).toHaveLength(2);
});

test('both prefixes share one budget per key', async () => {
	const k = await ts.key('business');
	const v1 = api(ts, k, '/v1');
	const apiv1 = api(ts, k, '/api/v1');
	expect((await v1.generate()).status).toBe(201);
	expect((await apiv1.generate()).status).toBe(201);
	expectProblem(await v1.generate(), 429, 'rate_limited', ts.url);
	expectProblem(await apiv1.generate(), 429, 'rate_limited', ts.url);
});

test('unauthenticated extras are not rate limited', async () => {
	for (let i = 0; i < 8; i++) expect((await ts.http.get('/healthz')).status).toBe(200);
});
