/**
 * POST /v1/designs/:id/edits (docs/contract.md "Edits"): the design it answers, chains of edits,
 * variations and colourways of an edit, every error, the quota, rate limits, Idempotency-Key,
 * events, and edits made under a generation latency.
 */
import { randomUUID } from 'node:crypto';
import { generateDesign, type DesignSpec, type StyleId } from '../../server/generator';
import {
	api,
	eventually,
	expectDesign,
	expectProblem,
	header,
	imageBytes,
	listAll,
	makeDesign,
	PREFIXES,
	sleep,
	start,
	type Api,
	type Design,
	type TestServer,
} from './helpers';
import { IK, expectVariations, vary } from './variations-shared';

const edit = (a: Api, id: string, body?: unknown, headers?: Record<string, string>) =>
	a.post(`/designs/${id}/edits`, body, { headers });

/** A 201 edit of `source` with its Location; returns the design. */
function expectEdit(res: Awaited<ReturnType<Api['post']>>, source: Design, base: string): Design {
	expect({ status: res.status, body: res.status === 201 ? 'design' : res.data }).toEqual({
		status: 201,
		body: 'design',
	});
	const design = res.data as Design;
	expectDesign(design, base);
	expect(design).toMatchObject({
		parent_id: source.id,
		prompt: source.prompt,
		style: source.style,
	});
	expect(design.id).not.toBe(source.id);
	expect(header(res, 'location')).toBe(`${base}/v1/designs/${design.id}`);
	return design;
}

const names = (design: Design): string[] => design.colors.map((c) => c.name);

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
			source = await makeDesign(a, {
				prompt: 'black leather biker jacket with a zip',
				style: 'grunge',
				seed: 12,
			});
		});

		test('201: what the instruction names changes, the rest stays; the source is unchanged', async () => {
			const res = await edit(a, source.id, {
				instruction: '  make it navy with short sleeves ',
				seed: 5,
			});
			const edited = expectEdit(res, source, ts.url);
			expect(edited.status).toBe('succeeded');
			expect(edited.edit_instruction).toBe('make it navy with short sleeves');
			expect(edited.seed).toBe(5);
			expect(names(edited)).toEqual(['navy']);
			expect(edited.details).toContain('short-sleeves');
			expect(edited.details).not.toContain('long-sleeves');
			const { garment, pattern, materials } = edited;
			expect({ garment, pattern, materials }).toEqual({
				garment: source.garment,
				pattern: source.pattern,
				materials: source.materials,
			});
			expect((edited.details as string[]).filter((id) => !id.endsWith('sleeves'))).toEqual(
				(source.details as string[]).filter((id) => !id.endsWith('sleeves')),
			);
			expect((await a.get(`/designs/${source.id}`)).data).toEqual(source);
			expect(source.edit_instruction).toBeNull();
			expect((await a.get(`/designs/${edited.id}`)).data).toEqual(edited);
			// The image is the generator's for the source's spec with the edit.
			const spec: DesignSpec = {
				prompt: source.prompt,
				style: source.style as StyleId,
				seed: source.seed,
				edits: [{ instruction: 'make it navy with short sleeves', seed: 5 }],
			};
			expect((await imageBytes(a, edited.id)).toString()).toBe(generateDesign(spec).svg);
		});

		test('the same instruction and seed give the same image; no seed: the server picks one', async () => {
			const body = { instruction: 'add a print', seed: 77 };
			const one = expectEdit(await edit(a, source.id, body), source, ts.url);
			const two = expectEdit(await edit(a, source.id, body), source, ts.url);
			expect(await imageBytes(a, two.id)).toEqual(await imageBytes(a, one.id));
			expect(one.pattern).not.toBe('solid');
			const picked = expectEdit(
				await edit(a, source.id, { instruction: 'add a print' }),
				source,
				ts.url,
			);
			expect(Number.isInteger(picked.seed)).toBe(true);
		});

		test('an edit of an edit applies both; a variation and a colourway of an edit keep its edits', async () => {
			const dress = expectEdit(
				await edit(a, source.id, { instruction: 'turn it into a dress', seed: 1 }),
				source,
				ts.url,
			);
			expect(dress.garment).toBe('dress');
			const navy = expectEdit(
				await edit(a, dress.id, { instruction: 'swap the zip for buttons, in navy', seed: 2 }),
				dress,
				ts.url,
			);
			expect(navy).toMatchObject({
				garment: 'dress',
				edit_instruction: 'swap the zip for buttons, in navy',
			});
			expect(names(navy)[0]).toBe('navy');
			expect(navy.details).toContain('buttons');
			expect(navy.details).not.toContain('zip');

			const [variation] = expectVariations(await vary(a, navy.id, { count: 1, seed: 9 }), navy, 1);
			expect(variation.edit_instruction).toBeNull();
			expect(variation.garment).toBe('dress');
			expect(names(variation)[0]).toBe('navy');
			expect(variation.details).toContain('buttons');

			const [colourway] = expectVariations(
				await vary(a, navy.id, { count: 1, seed: 3, colors: ['red', 'white'] }),
				navy,
				1,
			);
			expect(names(colourway)).toEqual(['red', 'white']);
			const { garment, pattern, materials, details } = colourway;
			expect({ garment, pattern, materials, details }).toEqual({
				garment: navy.garment,
				pattern: navy.pattern,
				materials: navy.materials,
				details: navy.details,
			});

			// An edit of that colourway applies after its repaint.
			const ofColourway = expectEdit(
				await edit(a, colourway.id, { instruction: 'make it emerald', seed: 4 }),
				colourway,
				ts.url,
			);
			expect(names(ofColourway)).toEqual(['emerald', 'white']);
			expect(ofColourway.details).toEqual(colourway.details);

			// parent_id lists a design's edits with its variations.
			const children = await listAll(a, '/designs', { parent_id: navy.id });
			expect(children.map((d) => d.id).sort()).toEqual([variation.id, colourway.id].sort());
		});

		test('422 instruction_not_understood: nothing understood, or nothing that changes the design', async () => {
			const none = expectProblem(
				await edit(a, source.id, { instruction: 'make it pop' }),
				422,
				'instruction_not_understood',
				ts.url,
			);
			expect(none.detail).toBe(
				'Understood nothing in "make it pop"; edits can change the garment, colours, print, material, sleeves, neckline, length, fit and details such as zips, buttons, hoods and pockets.',
			);
			const already = expectProblem(
				await edit(a, source.id, { instruction: 'in black leather, with cosmic energy' }),
				422,
				'instruction_not_understood',
			);
			expect(already.detail).toMatch(/^Understood "black", "leather", but it changes nothing: /);
			expect(already.detail).toContain('the design already has "black"');
			expect(already.detail).toContain('the design already has "leather"');
			expect(already.detail).toMatch(/; did not understand "cosmic energy"\.$/);
			const absent = expectProblem(
				await edit(a, source.id, { instruction: 'remove the belt' }),
				422,
				'instruction_not_understood',
			);
			expect(absent.detail).toContain('the design has no "belt" to take off');
			const jeans = await makeDesign(a, { prompt: 'blue jeans', style: 'vintage' });
			const sleeveless = expectProblem(
				await edit(a, jeans.id, { instruction: 'sleeveless' }),
				422,
				'instruction_not_understood',
			);
			expect(sleeveless.detail).toContain('"sleeveless" does not apply to jeans');
			// Nothing understood is a 422 of the body: it comes before an unknown design's 404.
			expectProblem(
				await edit(a, 'dsn_doesnotexist00000000000', { instruction: 'make it pop' }),
				422,
				'instruction_not_understood',
			);
		});

		test("an unknown, deleted or other account's design → 404 design_not_found", async () => {
			const body = { instruction: 'in linen' };
			expectProblem(
				await edit(a, 'dsn_doesnotexist00000000000', body),
				404,
				'design_not_found',
				ts.url,
			);
			const gone = await makeDesign(a);
			expect((await a.del(`/designs/${gone.id}`)).status).toBe(200);
			expectProblem(await edit(a, gone.id, body), 404, 'design_not_found', ts.url);
			const other = api(ts, await ts.key('business'), prefix);
			expectProblem(await edit(other, source.id, body), 404, 'design_not_found', ts.url);
		});

		test.each([
			[undefined, ''],
			[{}, ''],
			[{ instruction: '' }, '/instruction'],
			[{ instruction: ' \t\n ' }, '/instruction'],
			[{ instruction: 'x'.repeat(1001) }, '/instruction'],
			[{ instruction: 42 }, '/instruction'],
			[{ instruction: 'in navy', seed: -1 }, '/seed'],
			[{ instruction: 'in navy', seed: 2 ** 31 }, '/seed'],
			[{ instruction: 'in navy', seed: 1.5 }, '/seed'],
		])('body %j → 422 validation_failed at %j', async (body, pointer) => {
			const res = await edit(a, source.id, body);
			const problem = expectProblem(res, 422, 'validation_failed', ts.url);
			if (pointer) expect(problem.errors?.map((e) => e.pointer)).toContain(pointer);
		});

		test('1000 characters are taken; an unknown field is refused', async () => {
			const long = `in navy ${'x'.repeat(992)}`;
			expect(long).toHaveLength(1000);
			expectEdit(await edit(a, source.id, { instruction: long }), source, ts.url);
			expectProblem(
				await edit(a, source.id, { instruction: 'in navy', parent_id: source.id }),
				422,
				'unknown_parameter',
				ts.url,
			);
		});

		test('records design.succeeded for the edit, carrying it', async () => {
			const made = expectEdit(
				await edit(a, source.id, { instruction: 'oversized', seed: 8 }),
				source,
				ts.url,
			);
			const events = await listAll<{ id: string; type: string; data: { object: Design } }>(
				a,
				'/events',
				{
					type: 'design.succeeded',
				},
			);
			const event = events.find((e) => e.data.object.id === made.id);
			expect(event?.data.object).toEqual(made);
		});
	});

	test('a failed source → 409 design_not_ready, saying it failed', async () => {
		const a = api(ts, await ts.key('business'));
		const { id: accountId } = (await a.get('/account')).data;
		const failed = await ts.server.store.insertDesign({
			id: 'dsn_failededitsource000000',
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
		const problem = expectProblem(
			await edit(a, failed.id, { instruction: 'in navy' }),
			409,
			'design_not_ready',
			ts.url,
		);
		expect(problem.detail).toContain('failed to generate');
	});
});

describe('quota, rate limit and Idempotency-Key', () => {
	let ts: TestServer;
	beforeAll(async () => {
		ts = await start({ rateLimitGenerate: 4, maxDesignsPerAccount: 3 });
	});
	afterAll(() => ts.close());
	// Keep each test inside one fixed window.
	beforeEach(async () => {
		const left = 60_000 - (Date.now() % 60_000);
		if (left < 4000) await sleep(left + 100);
	});

	test('an edit is one generation: charged as generate; past the quota → 403, nothing made', async () => {
		const a = api(ts, await ts.key('business'));
		const source = await makeDesign(a); // 1 of 4
		const res = await edit(a, source.id, { instruction: 'in linen' }); // 2 of 4
		expectEdit(res, source, ts.url);
		expect(header(res, 'ratelimit-policy')).toBe('"generate";q=4;w=60');
		expect(header(res, 'ratelimit')).toMatch(/^"generate";r=2;t=\d+$/);
		expectEdit(await edit(a, source.id, { instruction: 'in silk' }), source, ts.url); // 3 of 4: 3 designs
		const over = expectProblem(
			await edit(a, source.id, { instruction: 'in wool' }), // 4 of 4
			403,
			'design_quota_exceeded',
			ts.url,
		);
		expect(over.detail).toContain('3');
		expect(await listAll(a, '/designs')).toHaveLength(3);
		const limited = await edit(a, source.id, { instruction: 'in wool' });
		expectProblem(limited, 429, 'rate_limited', ts.url);
		expect(header(limited, 'retry-after')).toMatch(/^\d+$/);
	});

	test('same key and body → the first response replayed, nothing new; another body → reused', async () => {
		const a = api(ts, await ts.key('business'));
		const source = await makeDesign(a);
		const k = randomUUID();
		const first = await edit(a, source.id, { instruction: 'cropped', seed: 1 }, IK(k));
		const made = expectEdit(first, source, ts.url);
		const again = await edit(a, source.id, { seed: 1, instruction: 'cropped' }, IK(k));
		expect(again.status).toBe(201);
		expect(header(again, 'idempotent-replayed')).toBe('true');
		expect(again.data).toEqual(first.data);
		expect(header(again, 'location')).toBe(`${ts.url}/v1/designs/${made.id}`);
		expect(await listAll(a, '/designs', { parent_id: source.id })).toHaveLength(1);
		expectProblem(
			await edit(a, source.id, { instruction: 'maxi', seed: 1 }, IK(k)),
			422,
			'idempotency_key_reused',
		);
		expectProblem(await a.generate({}, IK(k)), 422, 'idempotency_key_reused');
	});
});

describe('a response lost after the commit', () => {
	let ts: TestServer;
	beforeAll(async () => {
		ts = await start({
			faults: [{ method: 'POST', path: '/designs/', status: 503, times: 1, when: 'after' }],
		});
	});
	afterAll(() => ts.close());

	test('the retry answers from the edit made, once', async () => {
		const a = api(ts, await ts.key('business'));
		const source = await makeDesign(a);
		const k = randomUUID();
		const lost = await edit(a, source.id, { instruction: 'in linen', seed: 4 }, IK(k));
		expect(lost.status).toBe(503);
		const made = await listAll(a, '/designs', { parent_id: source.id });
		expect(made).toHaveLength(1);
		const retry = await edit(a, source.id, { instruction: 'in linen', seed: 4 }, IK(k));
		expect(expectEdit(retry, source, ts.url).id).toBe(made[0].id);
		expect(header(retry, 'idempotent-replayed')).toBe('true');
		expect(await listAll(a, '/designs', { parent_id: source.id })).toHaveLength(1);
	});
});

describe('with generation latency', () => {
	let ts: TestServer;
	beforeAll(async () => {
		ts = await start({ generationLatencyMs: 1500 });
	});
	afterAll(() => ts.close());

	test.each(PREFIXES)(
		'%s: 409 while the source is pending; then a pending edit that succeeds as generated at once',
		async (prefix) => {
			const a = api(ts, await ts.key('business'), prefix);
			const res = await a.generate({ prompt: 'olive linen shirt', style: 'minimalist', seed: 3 });
			expect(res.status).toBe(202);
			const pending = res.data as Design;
			const notReady = expectProblem(
				await edit(a, pending.id, { instruction: 'in navy' }),
				409,
				'design_not_ready',
				ts.url,
			);
			expect(notReady.detail).toContain('pending');

			const ready = await eventually(async () => {
				const d = (await a.get(`/designs/${pending.id}`)).data;
				return d.status === 'succeeded' ? (d as Design) : undefined;
			}, 10_000);
			const first = expectEdit(
				await edit(a, ready.id, { instruction: 'make it a dress', seed: 6 }),
				ready,
				ts.url,
			);
			expect(first.status).toBe('pending');
			expect(first.edit_instruction).toBe('make it a dress');
			const done = await eventually(async () => {
				const d = (await a.get(`/designs/${first.id}`)).data;
				return d.status === 'succeeded' ? (d as Design) : undefined;
			}, 10_000);
			expect(done.garment).toBe('dress');
			const direct = generateDesign({
				prompt: ready.prompt,
				style: ready.style as StyleId,
				seed: ready.seed,
				edits: [{ instruction: 'make it a dress', seed: 6 }],
			});
			expect((await imageBytes(a, done.id)).toString()).toBe(direct.svg);
			const events = await listAll<{ id: string; data: { object: Design } }>(a, '/events', {
				type: 'design.succeeded',
			});
			expect(events.map((e) => e.data.object.id)).toContain(done.id);
		},
	);
});
