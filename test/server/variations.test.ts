/**
 * POST /v1/designs/:id/variations (docs/contract.md "Variations and colourways"): the list it
 * answers, seeds, parent_id, colourways, every error, events, and isolation between accounts.
 * Rate limits, Idempotency-Key and pending variations: variations-requests.test.ts.
 */
import {
	api,
	expectProblem,
	header,
	imageBytes,
	listAll,
	makeDesign,
	PREFIXES,
	start,
	type Api,
	type Design,
	type TestServer,
} from './helpers';
import { expectVariations, vary } from './variations-shared';

describe('without generation latency', () => {
	let ts: TestServer;
	beforeAll(async () => {
		ts = await start();
	});
	afterAll(() => ts.close());

	describe.each(PREFIXES)('%s', (prefix) => {
		let a: Api;
		let source: Design;
		beforeAll(async () => {
			a = api(ts, await ts.key('business'), prefix);
			source = await makeDesign(a, { prompt: 'navy striped cotton hoodie', style: 'streetwear' });
		});

		test('{} → 201, four succeeded variations with their own seeds; a generated design has parent_id null', async () => {
			expect(source.parent_id).toBeNull();
			const designs = expectVariations(await vary(a, source.id, {}), source, 4);
			for (const d of designs) expect(d.status).toBe('succeeded');
			expect(new Set(designs.map((d) => d.seed)).size).toBe(4);
			const got = await a.get(`/designs/${designs[0].id}`);
			expect(got.data).toEqual(designs[0]);
		});

		test('count 1 and count 8', async () => {
			expectVariations(await vary(a, source.id, { count: 1 }), source, 1);
			expectVariations(await vary(a, source.id, { count: 8 }), source, 8);
		});

		test('seed: the i-th variation gets (seed + i) mod 2^31, and is the design generate makes with that seed', async () => {
			const designs = expectVariations(
				await vary(a, source.id, { count: 3, seed: 2 ** 31 - 2 }),
				source,
				3,
			);
			expect(designs.map((d) => d.seed)).toEqual([2 ** 31 - 2, 2 ** 31 - 1, 0]);
			const plain = await makeDesign(a, { prompt: source.prompt, style: source.style, seed: 0 });
			expect(await imageBytes(a, designs[2].id)).toEqual(await imageBytes(a, plain.id));
			const { title, garment, colors, pattern } = designs[2];
			expect({ title, garment, colors, pattern }).toEqual({
				title: plain.title,
				garment: plain.garment,
				colors: plain.colors,
				pattern: plain.pattern,
			});
		});

		test('the same body twice gives the same images (prompt, style, seed, colours)', async () => {
			const body = { count: 2, seed: 99, colors: ['Navy', 'white'] };
			const one = expectVariations(await vary(a, source.id, body), source, 2);
			const two = expectVariations(await vary(a, source.id, body), source, 2);
			for (const i of [0, 1]) {
				expect(await imageBytes(a, two[i].id)).toEqual(await imageBytes(a, one[i].id));
				expect(two[i].colors).toEqual(one[i].colors);
			}
		});

		test('parent_id lists the variations, newest first, and pages through them', async () => {
			const b = api(ts, await ts.key('business'), prefix);
			const src = await makeDesign(b, { prompt: 'red wool coat', style: 'classic' });
			const first = expectVariations(await vary(b, src.id, { count: 3 }), src, 3);
			const second = expectVariations(await vary(b, src.id, { count: 2 }), src, 2);
			await makeDesign(b, { prompt: 'unrelated skirt', style: 'classic' });
			const listed = await listAll(b, '/designs', { parent_id: src.id }, 2);
			// One transaction inserts a request's variations in order: newest first is reversed.
			expect(listed.map((d) => d.id)).toEqual([...first, ...second].map((d) => d.id).reverse());
			// A variation of a variation is the child of the variation only.
			const grandchild = expectVariations(await vary(b, first[0].id, { count: 1 }), first[0], 1);
			const children = await b.get('/designs', { params: { parent_id: first[0].id } });
			expect(children.data.data.map((d: Design) => d.id)).toEqual([grandchild[0].id]);
		});

		test('an unknown design → 404 design_not_found; so is a deleted one', async () => {
			expectProblem(
				await vary(a, 'dsn_doesnotexist00000000000', {}),
				404,
				'design_not_found',
				ts.url,
			);
			const gone = await makeDesign(a);
			expect((await a.del(`/designs/${gone.id}`)).status).toBe(200);
			expectProblem(await vary(a, gone.id, {}), 404, 'design_not_found', ts.url);
		});

		test.each([
			[undefined, ''],
			[[], ''],
			['"four"', ''],
			['null', ''],
			[{ count: 0 }, '/count'],
			[{ count: 9 }, '/count'],
			[{ count: 2.5 }, '/count'],
			[{ count: '4' }, '/count'],
			[{ colors: [] }, '/colors'],
			[{ colors: ['red', 'blue', 'green', 'white', 'black'] }, '/colors'],
			[{ colors: 'red' }, '/colors'],
			[{ colors: ['red', 42] }, '/colors/1'],
			[{ seed: -1 }, '/seed'],
			[{ seed: 2 ** 31 }, '/seed'],
			[{ seed: null }, '/seed'],
		])('body %j → 422 validation_failed at %j', async (body, pointer) => {
			// A string is sent as the JSON text it holds (axios would send it as a form).
			const res =
				body === undefined
					? await a.post(`/designs/${source.id}/variations`)
					: await vary(
							a,
							source.id,
							body,
							typeof body === 'string' ? { 'Content-Type': 'application/json' } : undefined,
						);
			const problem = expectProblem(res, 422, 'validation_failed', ts.url);
			expect(problem.errors?.map((e) => e.pointer)).toContain(pointer);
		});

		test('an unknown colour name → 422 invalid_color, pointing at it', async () => {
			const res = await vary(a, source.id, { colors: ['navy', 'Blurple'] });
			const problem = expectProblem(res, 422, 'invalid_color', ts.url);
			expect(problem.errors).toEqual([
				{ pointer: '/colors/1', detail: expect.stringContaining("'Blurple'") },
			]);
			expect(problem.detail).toMatch(/Blurple/);
		});

		test('a field the endpoint does not take → 422 unknown_parameter, nothing created', async () => {
			const before = await listAll(a, '/designs', { parent_id: source.id });
			for (const body of [{ prompt: 'x' }, { parent_id: source.id }, { count: 1, style: 'y2k' }]) {
				expectProblem(await vary(a, source.id, body), 422, 'unknown_parameter', ts.url);
			}
			expect(await listAll(a, '/designs', { parent_id: source.id })).toHaveLength(before.length);
		});

		test('a bad body on an unknown design: the 422 answers first', async () => {
			const res = await vary(a, 'dsn_doesnotexist00000000000', { count: 0 });
			expectProblem(res, 422, 'validation_failed', ts.url);
		});

		test("another account's design → 404, and nothing is created in either account", async () => {
			const other = api(ts, await ts.key('business'), prefix);
			const theirs = await makeDesign(other, { prompt: 'their plum hoodie', style: 'grunge' });
			expectProblem(await vary(a, theirs.id, {}), 404, 'design_not_found', ts.url);
			expect(await listAll(other, '/designs')).toHaveLength(1);
			const mine = await a.get('/designs', { params: { parent_id: theirs.id } });
			expect(mine.data.data).toEqual([]);
		});

		test('another method → 405 with Allow: POST', async () => {
			const res = await a.get(`/designs/${source.id}/variations`);
			expectProblem(res, 405, 'method_not_allowed', ts.url);
			expect(header(res, 'allow')).toBe('POST');
		});

		test('the Business plan is required', async () => {
			const pro = api(ts, await ts.key('pro'), prefix);
			expectProblem(await vary(pro, source.id, {}), 403, 'plan_not_eligible', ts.url);
		});
	});

	test('a failed design → 409 design_not_ready', async () => {
		const a = api(ts, await ts.key('business'));
		const { id: accountId } = (await a.get('/account')).data;
		const failed = await ts.server.store.insertDesign({
			id: 'dsn_failedsource0000000000',
			accountId,
			status: 'failed',
			prompt: 'a design that failed',
			style: 'classic',
			seed: 5,
			content: null,
			error: { code: 'generation_failed', detail: 'x' },
			readyAt: null,
			now: Date.now(),
		});
		const res = await vary(a, failed.id, {});
		expectProblem(res, 409, 'design_not_ready', ts.url);
	});

	test('each variation records its own design.succeeded event, carrying the variation', async () => {
		const a = api(ts, await ts.key('business'));
		const source = await makeDesign(a);
		let signalled = 0;
		const unsubscribe = ts.server.eventSignal.subscribe(() => (signalled += 1));
		const designs = expectVariations(await vary(a, source.id, { count: 3 }), source, 3);
		unsubscribe();
		// The webhook sender is woken once the batch (and its events) has committed.
		expect(signalled).toBe(1);
		const events = await listAll<{ id: string; type: string; data: { object: Design } }>(
			a,
			'/events',
			{ type: 'design.succeeded' },
		);
		const ofVariations = events.filter((e) => e.data.object.parent_id === source.id);
		expect(ofVariations.map((e) => e.data.object).reverse()).toEqual(designs);
		expect(events).toHaveLength(4);
	});

	test('variations count in the account usage', async () => {
		const a = api(ts, await ts.key('business'));
		const source = await makeDesign(a);
		expectVariations(await vary(a, source.id, { count: 5 }), source, 5);
		const usage = (await a.get('/account')).data.usage;
		expect(usage).toMatchObject({ designs: 6, generations_this_month: 6 });
	});
});

describe('colourways', () => {
	let ts: TestServer;
	beforeAll(async () => {
		ts = await start();
	});
	afterAll(() => ts.close());

	test("the source's garment, pattern and details, in the colours given and no others", async () => {
		const a = api(ts, await ts.key('business'));
		const source = await makeDesign(a, {
			prompt: 'red and white striped cotton shirt with pockets',
			style: 'classic',
			seed: 12,
		});
		const res = await vary(a, source.id, { count: 3, colors: ['Navy', 'IVORY'] });
		for (const d of expectVariations(res, source, 3)) {
			expect({ garment: d.garment, pattern: d.pattern, details: d.details }).toEqual({
				garment: source.garment,
				pattern: source.pattern,
				details: source.details,
			});
			for (const c of d.colors) expect(['navy', 'ivory']).toContain(c.name);
		}
	});

	test('the colour list is in the OpenAPI document, and every name there is accepted', async () => {
		const doc = (await ts.http.get('/openapi.json')).data;
		const body =
			doc.paths['/designs/{id}/variations'].post.requestBody.content['application/json'].schema;
		const names: string[] = body.properties.colors['x-color-names'];
		expect(names).toEqual(expect.arrayContaining(['navy', 'white', 'black']));
		const a = api(ts, await ts.key('business'));
		const source = await makeDesign(a);
		for (let i = 0; i < names.length; i += 4) {
			const colors = names.slice(i, i + 4).map((n) => (i % 8 ? n.toUpperCase() : n));
			const res = await vary(a, source.id, { count: 1, colors });
			expect({ colors, status: res.status }).toEqual({ colors, status: 201 });
		}
	});
});
