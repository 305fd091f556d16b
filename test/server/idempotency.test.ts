/**
 * Idempotency-Key on POST endpoints (docs/contract.md "Idempotency"): replay, JSON equality, reuse with a
 * different body or endpoint, account scoping, stored 404/409 outcomes, validation failures not
 * stored, key format, concurrent use; and the test-only `faults` option (a lost response).
 */
import { randomUUID } from 'node:crypto';
import {
	api,
	bearer,
	expectProblem,
	header,
	listAll,
	makeDesign,
	makePublication,
	PREFIXES,
	raw,
	start,
	type Api,
	type TestServer,
	type Design,
} from './helpers';

let ts: TestServer;
beforeAll(async () => {
	ts = await start();
});
afterAll(() => ts.close());

const IK = (key: string) => ({ 'Idempotency-Key': key });
const countDesigns = async (a: Api) => (await listAll(a, '/designs')).length;

function rawPost(
	prefix: string,
	path: string,
	apiKey: string,
	body: string,
	extra: Record<string, string> = {},
) {
	return raw<Design>(`${ts.url}${prefix}${path}`, {
		method: 'POST',
		headers: { ...bearer(apiKey), 'Content-Type': 'application/json', ...extra },
		body,
	});
}

describe.each(PREFIXES)('%s', (prefix) => {
	let apiKey: string;
	let a: Api;
	beforeEach(async () => {
		apiKey = await ts.key('business');
		a = api(ts, apiKey, prefix);
	});

	test('same key + same body → first response replayed (status, body, Location), Idempotent-Replayed: true, one design', async () => {
		const k = randomUUID();
		const first = await rawPost(
			prefix,
			'/generate',
			apiKey,
			JSON.stringify({ prompt: 'white linen shirt', style: 'minimalist' }),
			IK(k),
		);
		expect(first.status).toBe(201);
		expect(header(first, 'idempotent-replayed')).not.toBe('true');
		const second = await rawPost(
			prefix,
			'/generate',
			apiKey,
			JSON.stringify({ prompt: 'white linen shirt', style: 'minimalist' }),
			IK(k),
		);
		expect(second.status).toBe(201);
		expect(header(second, 'idempotent-replayed')).toBe('true');
		expect(second.json).toEqual(first.json);
		expect(second.text).toBe(first.text);
		expect(header(second, 'location')).toBe(header(first, 'location'));
		expect(header(second, 'content-type')).toMatch(/^application\/json/);
		expect(await countDesigns(a)).toBe(1);
	});

	test('the seed picked by the server is replayed too (same design, not a new one)', async () => {
		const k = randomUUID();
		const first = await a.generate({}, IK(k));
		const second = await a.generate({}, IK(k));
		expect(second.data.id).toBe(first.data.id);
		expect(second.data.seed).toBe(first.data.seed);
	});

	test('"same body" is JSON equality: key order and spacing do not matter', async () => {
		const k = randomUUID();
		const first = await rawPost(
			prefix,
			'/generate',
			apiKey,
			'{"prompt":"grey hoodie","style":"streetwear","seed":3}',
			IK(k),
		);
		expect(first.status).toBe(201);
		const second = await rawPost(
			prefix,
			'/generate',
			apiKey,
			'{ "seed" : 3,\n  "style": "streetwear",   "prompt":"grey hoodie" }',
			IK(k),
		);
		expect(second.status).toBe(201);
		expect(header(second, 'idempotent-replayed')).toBe('true');
		expect(second.json.id).toBe(first.json.id);
		expect(await countDesigns(a)).toBe(1);
	});

	test('same key + different body → 422 idempotency_key_reused; the original is still replayed', async () => {
		const k = randomUUID();
		const first = await a.generate({ prompt: 'red scarf', style: 'classic' }, IK(k));
		expect(first.status).toBe(201);
		expectProblem(
			await a.generate({ prompt: 'blue scarf', style: 'classic' }, IK(k)),
			422,
			'idempotency_key_reused',
			ts.url,
		);
		// A prompt differing only by whitespace is a different JSON body too.
		expectProblem(
			await a.generate({ prompt: ' red scarf', style: 'classic' }, IK(k)),
			422,
			'idempotency_key_reused',
			ts.url,
		);
		const again = await a.generate({ prompt: 'red scarf', style: 'classic' }, IK(k));
		expect(again.status).toBe(201);
		expect(again.data.id).toBe(first.data.id);
		expect(await countDesigns(a)).toBe(1);
	});

	test('same key on a different endpoint → 422 idempotency_key_reused', async () => {
		const k = randomUUID();
		const d = await a.generate({}, IK(k));
		expect(d.status).toBe(201);
		const res = await a.publish({ design_id: d.data.id, price: { amount: 100 } }, IK(k));
		expectProblem(res, 422, 'idempotency_key_reused', ts.url);
		expect((await a.get(`/designs/${d.data.id}`)).data.publication).toBeNull();
	});

	test('the other prefix is the same endpoint: replayed', async () => {
		const k = randomUUID();
		const other = api(
			ts,
			apiKey,
			PREFIXES.find((p) => p !== prefix),
		);
		const first = await a.generate({ prompt: 'beige chinos', style: 'preppy' }, IK(k));
		const second = await other.generate({ prompt: 'beige chinos', style: 'preppy' }, IK(k));
		expect(second.status).toBe(201);
		expect(second.data.id).toBe(first.data.id);
		expect(header(second, 'idempotent-replayed')).toBe('true');
	});

	test('keys are scoped to the account: the same key in two accounts makes two designs', async () => {
		const k = randomUUID();
		const b = api(ts, await ts.key('business'), prefix);
		const one = await a.generate({ prompt: 'tweed blazer', style: 'vintage' }, IK(k));
		const two = await b.generate({ prompt: 'tweed blazer', style: 'vintage' }, IK(k));
		expect(one.status).toBe(201);
		expect(two.status).toBe(201);
		expect(header(two, 'idempotent-replayed')).not.toBe('true');
		expect(two.data.id).not.toBe(one.data.id);
		expect(await countDesigns(a)).toBe(1);
		expect(await countDesigns(b)).toBe(1);
	});

	test('publish: replayed, one publication', async () => {
		const d = await makeDesign(a);
		const k = randomUUID();
		const body = { design_id: d.id, price: { amount: 2500, currency: 'usd' }, tags: ['a'] };
		const first = await a.publish(body, IK(k));
		expect(first.status).toBe(201);
		const second = await a.publish(body, IK(k));
		expect(second.status).toBe(201);
		expect(header(second, 'idempotent-replayed')).toBe('true');
		expect(second.data).toEqual(first.data);
		expect((await a.get('/marketplace/publications')).data.data).toHaveLength(1);
	});

	test('a 404 outcome is stored and replayed', async () => {
		const k = randomUUID();
		const body = { design_id: 'dsn_000000000000000000000000', price: { amount: 1 } };
		const first = await a.publish(body, IK(k));
		expectProblem(first, 404, 'design_not_found', ts.url);
		const second = await a.publish(body, IK(k));
		expect(second.status).toBe(404);
		expect(header(second, 'idempotent-replayed')).toBe('true');
		expect(second.data).toEqual(first.data);
	});

	test('a 409 outcome is stored and replayed, even once the conflict is gone', async () => {
		const { design, publication } = await makePublication(a);
		const k = randomUUID();
		const body = { design_id: design.id, price: { amount: 300 } };
		const first = await a.publish(body, IK(k));
		expectProblem(first, 409, 'already_published', ts.url);
		await a.del(`/marketplace/publications/${publication.id}`);
		const second = await a.publish(body, IK(k));
		expect(second.status).toBe(409);
		expect(header(second, 'idempotent-replayed')).toBe('true');
		expect(second.data).toEqual(first.data);
		expect((await a.get(`/designs/${design.id}`)).data.publication).toBeNull();
	});

	test('a request that failed validation is not stored: fix the body, same key → 201', async () => {
		const k = randomUUID();
		expectProblem(await a.generate({ style: 'not-a-style' }, IK(k)), 422, 'invalid_style', ts.url);
		const ok = await a.generate({ style: 'classic' }, IK(k));
		expect(ok.status).toBe(201);
		expect(header(ok, 'idempotent-replayed')).not.toBe('true');
	});

	test('an invalid JSON body is not stored either', async () => {
		const k = randomUUID();
		expectProblem(
			await rawPost(prefix, '/generate', apiKey, '{"prompt":', IK(k)),
			400,
			'invalid_json',
			ts.url,
		);
		const ok = await a.generate({}, IK(k));
		expect(ok.status).toBe(201);
	});

	test('publish: an invalid currency (a 422) is not stored: fix it, same key → 201', async () => {
		const d = await makeDesign(a);
		const k = randomUUID();
		const bad = await a.publish(
			{ design_id: d.id, price: { amount: 100, currency: 'QQQ' } },
			IK(k),
		);
		// 'QQQ' is three letters but no ISO 4217 code: a 422 (validation).
		expectProblem(bad, 422, ['validation_failed', 'invalid_currency'], ts.url);
		const ok = await a.publish({ design_id: d.id, price: { amount: 100, currency: 'EUR' } }, IK(k));
		expect(ok.status).toBe(201);
	});

	test('publish: a 422 for bad tags is not stored', async () => {
		const d = await makeDesign(a);
		const k = randomUUID();
		expectProblem(
			await a.publish({ design_id: d.id, price: { amount: 1 }, tags: ['x'.repeat(30)] }, IK(k)),
			422,
			'validation_failed',
			ts.url,
		);
		expect((await a.publish({ design_id: d.id, price: { amount: 1 } }, IK(k))).status).toBe(201);
	});

	test.each([
		['empty', ''],
		['256 characters', 'k'.repeat(256)],
		['a tab inside', 'abc\tdef'],
	])('Idempotency-Key %s → 400 invalid_idempotency_key, nothing created', async (_l, value) => {
		const res = await rawPost(
			prefix,
			'/generate',
			apiKey,
			JSON.stringify({ prompt: 'tee', style: 'classic' }),
			IK(value),
		);
		expectProblem(res, 400, 'invalid_idempotency_key', ts.url);
		expect(await countDesigns(a)).toBe(0);
	});

	test('a 255-character key with punctuation and spaces is fine', async () => {
		const k = ('key with spaces & punctuation !~' + 'x'.repeat(255)).slice(0, 255);
		const first = await a.generate({}, IK(k));
		expect(first.status).toBe(201);
		const second = await a.generate({}, IK(k));
		expect(second.data.id).toBe(first.data.id);
	});

	test('concurrent requests with one key: one design; the others are replays or 409 idempotency_key_in_use', async () => {
		const k = randomUUID();
		const body = JSON.stringify({ prompt: 'concurrent coat', style: 'couture', seed: 1 });
		const results = await Promise.all(
			Array.from({ length: 6 }, () => rawPost(prefix, '/generate', apiKey, body, IK(k))),
		);
		const created = results.filter((r) => r.status === 201);
		expect(created.length).toBeGreaterThanOrEqual(1);
		expect(new Set(created.map((r) => r.json.id)).size).toBe(1);
		expect(created.filter((r) => header(r, 'idempotent-replayed') !== 'true')).toHaveLength(1);
		for (const r of results.filter((x) => x.status !== 201))
			expectProblem(r, 409, 'idempotency_key_in_use', ts.url);
		expect(await countDesigns(a)).toBe(1);
	});

	test('GET requests ignore Idempotency-Key', async () => {
		const res = await a.get('/designs', { headers: IK('x'.repeat(300)) });
		expect(res.status).toBe(200);
	});
});

describe('faults option: a response lost after the design was made', () => {
	let fts: TestServer;
	beforeAll(async () => {
		fts = await start({
			faults: [{ method: 'POST', path: '/generate', status: 503, times: 1, when: 'after' }],
		});
	});
	afterAll(() => fts.close());

	test('first call 503 but the design exists; retry with the same key → replayed 201, exactly one design', async () => {
		const a = api(fts, await fts.key('business'));
		const k = randomUUID();
		const lost = await a.generate({ prompt: 'lost response jacket', style: 'classic' }, IK(k));
		expect(lost.status).toBe(503);
		expect(lost.headers['content-type']).toMatch(/^application\/problem\+json/);
		expect((await a.get('/designs')).data.data).toHaveLength(1);
		const retry = await a.generate({ prompt: 'lost response jacket', style: 'classic' }, IK(k));
		expect(retry.status).toBe(201);
		expect(header(retry, 'idempotent-replayed')).toBe('true');
		const list = (await a.get('/designs')).data.data;
		expect(list).toHaveLength(1);
		expect(list[0].id).toBe(retry.data.id);
	});
});

describe('faults option: a slow first request holds its key', () => {
	let sts: TestServer;
	beforeAll(async () => {
		sts = await start({
			faults: [{ method: 'POST', path: '/generate', when: 'slow', delayMs: 600, times: 1 }],
		});
	});
	afterAll(() => sts.close());

	test('same key while the first request runs → 409 idempotency_key_in_use; after it → replay; one design', async () => {
		const a = api(sts, await sts.key('business'));
		const k = randomUUID();
		const body = { prompt: 'slow request trench coat', style: 'classic' };
		const first = a.generate(body, IK(k));
		await new Promise((resolve) => setTimeout(resolve, 200));
		const meanwhile = await a.generate(body, IK(k));
		expectProblem(meanwhile, 409, 'idempotency_key_in_use', sts.url);
		const done = await first;
		expect(done.status).toBe(201);
		const after = await a.generate(body, IK(k));
		expect(after.status).toBe(201);
		expect(header(after, 'idempotent-replayed')).toBe('true');
		expect(after.data.id).toBe(done.data.id);
		expect((await a.get('/designs')).data.data).toHaveLength(1);
	});
});
