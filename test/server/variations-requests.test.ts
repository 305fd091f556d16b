/**
 * POST /v1/designs/:id/variations, the request around it: rate limits charged by `count` after
 * body validation, Idempotency-Key (replay, and recovery of a multi-design response), and
 * variations that are pending under a generation latency.
 */
import { randomUUID } from 'node:crypto';
import { generateDesign } from '../../server/generator';
import {
	api,
	eventually,
	expectProblem,
	header,
	imageBytes,
	listAll,
	makeDesign,
	PREFIXES,
	sleep,
	start,
	type Design,
	type TestServer,
} from './helpers';
import { expectVariations, IK, vary } from './variations-shared';

describe('rate limits: each variation is one generation, checked after the body', () => {
	let ts: TestServer;
	beforeAll(async () => {
		ts = await start({ rateLimitGenerate: 5 });
	});
	afterAll(() => ts.close());
	// Keep each test inside one fixed window.
	beforeEach(async () => {
		const left = 60_000 - (Date.now() % 60_000);
		if (left < 4000) await sleep(left + 100);
	});

	test.each(PREFIXES)('%s: count is charged; a refused request is not', async (prefix) => {
		const a = api(ts, await ts.key('business'), prefix);
		const source = await makeDesign(a); // 1 of 5
		const four = await vary(a, source.id, { count: 3 }); // 4 of 5
		expectVariations(four, source, 3);
		expect(header(four, 'ratelimit-policy')).toBe('"generate";q=5;w=60');
		expect(header(four, 'ratelimit')).toMatch(/^"generate";r=1;t=\d+$/);

		const refused = await vary(a, source.id, { count: 2 });
		expectProblem(refused, 429, 'rate_limited', ts.url);
		expect(header(refused, 'retry-after')).toMatch(/^\d+$/);
		expect(header(refused, 'ratelimit')).toMatch(/^"generate";r=1;/);

		// A bad body is a 422 (not counted), with the budget's headers.
		const bad = await vary(a, source.id, { count: 0 });
		expectProblem(bad, 422, 'validation_failed', ts.url);
		expect(header(bad, 'ratelimit')).toMatch(/^"generate";r=1;/);

		// What the refused request left in the window is still there for a smaller one.
		const last = await vary(a, source.id, { count: 1 });
		expectVariations(last, source, 1);
		expect(header(last, 'ratelimit')).toMatch(/^"generate";r=0;/);
		expectProblem(await a.generate(), 429, 'rate_limited', ts.url);
	});

	test('the default count (4) is charged; 429 comes before the 404 of an unknown design', async () => {
		const a = api(ts, await ts.key('business'));
		const source = await makeDesign(a); // 1 of 5
		expectVariations(await vary(a, source.id, {}), source, 4); // 5 of 5
		expectProblem(await a.generate(), 429, 'rate_limited', ts.url);
		const unknown = await vary(a, 'dsn_doesnotexist00000000000', { count: 1 });
		expectProblem(unknown, 429, 'rate_limited', ts.url);
		// The limit is checked after the body: a bad one is still a 422.
		expectProblem(await vary(a, source.id, { count: 0 }), 422, 'validation_failed', ts.url);
		expectProblem(await vary(a, source.id, { colors: ['nope'] }), 422, 'invalid_color', ts.url);
		expect(await listAll(a, '/designs')).toHaveLength(5);
	});

	test('a count above the whole limit is refused, saying so', async () => {
		const a = api(ts, await ts.key('business'));
		const source = await makeDesign(a);
		const res = await vary(a, source.id, { count: 6 });
		const problem = expectProblem(res, 429, 'rate_limited', ts.url);
		expect(problem.detail).toMatch(/costs 6, more than the whole limit/);
	});
});

describe('Idempotency-Key', () => {
	let ts: TestServer;
	beforeAll(async () => {
		ts = await start({
			faults: [{ method: 'POST', path: '/designs/', status: 503, times: 1, when: 'after' }],
		});
	});
	afterAll(() => ts.close());

	test('a response lost after the commit: the retry answers from the variations, once', async () => {
		const a = api(ts, await ts.key('business'));
		const source = await makeDesign(a);
		const k = randomUUID();
		const lost = await vary(a, source.id, { count: 3, seed: 7 }, IK(k));
		expect(lost.status).toBe(503);
		const made = await listAll(a, '/designs', { parent_id: source.id });
		expect(made).toHaveLength(3);

		const retry = await vary(a, source.id, { count: 3, seed: 7 }, IK(k));
		const designs = expectVariations(retry, source, 3);
		expect(header(retry, 'idempotent-replayed')).toBe('true');
		expect(designs.map((d) => d.id)).toEqual(made.map((d) => d.id).reverse());
		expect(designs.map((d) => d.seed)).toEqual([7, 8, 9]);

		const again = await vary(a, source.id, { count: 3, seed: 7 }, IK(k));
		expect(again.status).toBe(201);
		expect(again.data).toEqual(retry.data);
		expect(await listAll(a, '/designs', { parent_id: source.id })).toHaveLength(3);
	});

	test.each(PREFIXES)(
		'%s: same key and body → the first response replayed, nothing new',
		async (prefix) => {
			const a = api(ts, await ts.key('business'), prefix);
			const source = await makeDesign(a);
			const k = randomUUID();
			const first = await vary(a, source.id, { count: 2 }, IK(k));
			expectVariations(first, source, 2);
			const second = await vary(a, source.id, { count: 2 }, IK(k));
			expect(second.status).toBe(201);
			expect(header(second, 'idempotent-replayed')).toBe('true');
			expect(second.data).toEqual(first.data);
			expect(await listAll(a, '/designs', { parent_id: source.id })).toHaveLength(2);

			// The same key with another body, another source, or on /generate → reused.
			expectProblem(await vary(a, source.id, { count: 3 }, IK(k)), 422, 'idempotency_key_reused');
			const other = await makeDesign(a);
			expectProblem(await vary(a, other.id, { count: 2 }, IK(k)), 422, 'idempotency_key_reused');
			expectProblem(await a.generate({}, IK(k)), 422, 'idempotency_key_reused');
		},
	);

	test('a 404 is stored and replayed too', async () => {
		const a = api(ts, await ts.key('business'));
		const k = randomUUID();
		const id = 'dsn_doesnotexist00000000000';
		expectProblem(await vary(a, id, {}, IK(k)), 404, 'design_not_found');
		const again = await vary(a, id, {}, IK(k));
		expectProblem(again, 404, 'design_not_found');
		expect(header(again, 'idempotent-replayed')).toBe('true');
	});
});

describe('with generation latency', () => {
	let ts: TestServer;
	// Long enough that a loaded machine still asks for variations before the source is done.
	beforeAll(async () => {
		ts = await start({ generationLatencyMs: 1500 });
	});
	afterAll(() => ts.close());

	test.each(PREFIXES)(
		'%s: 409 while the source is pending; then pending variations that succeed',
		async (prefix) => {
			const a = api(ts, await ts.key('business'), prefix);
			const res = await a.generate({ prompt: 'olive linen shirt', style: 'minimalist' });
			expect(res.status).toBe(202);
			const source = res.data as Design;
			expectProblem(await vary(a, source.id, {}), 409, 'design_not_ready', ts.url);

			const ready = await eventually(async () => {
				const d = (await a.get(`/designs/${source.id}`)).data;
				return d.status === 'succeeded' ? (d as Design) : undefined;
			}, 10_000);
			const created = await vary(a, ready.id, { count: 2, colors: ['black'] });
			const designs = expectVariations(created, ready, 2);
			for (const d of designs) expect(d.status).toBe('pending');

			const done = await eventually(async () => {
				const list = await listAll(a, '/designs', { parent_id: ready.id });
				return list.every((d) => d.status === 'succeeded') ? list : undefined;
			}, 10_000);
			expect(done.map((d) => d.id).sort()).toEqual(designs.map((d) => d.id).sort());
			for (const d of done) {
				expect(d.garment).toBe(ready.garment);
				for (const c of d.colors) expect(c.name).toBe('black');
			}
			// Each one's design.succeeded event is recorded as it succeeds.
			const events = await listAll<{ id: string; data: { object: Design } }>(a, '/events', {
				type: 'design.succeeded',
			});
			const succeeded = events.map((e) => e.data.object.id);
			for (const d of done) expect(succeeded).toContain(d.id);
			// As generated at once: a pending colourway is generated from what was stored with it.
			const direct = generateDesign({
				prompt: ready.prompt,
				style: ready.style as 'minimalist',
				seed: done[0].seed,
				colors: ['black'],
				baseSeed: ready.seed,
			});
			expect((await imageBytes(a, done[0].id)).toString()).toBe(direct.svg);
		},
	);
});
