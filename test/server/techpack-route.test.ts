/**
 * GET /v1/designs/:id/techpack (../shared/SPEC.md "Tech packs"): the JSON pack, its query
 * (unit, sizes), its colourways, and every error: 404 (unknown, deleted, another account's), 409
 * pending and failed, 422 for a bad query, and the PDF answer (its bytes are checked page by page
 * in test/techpack/).
 * What the pack contains is checked design by design in test/generator/techpack.test.ts.
 */
import {
	api,
	expectProblem,
	makeDesign,
	PREFIXES,
	start,
	type Api,
	type Design,
	type TestServer,
} from './helpers';

const techpack = (a: Api, id: string, params: Record<string, string> = {}, headers = {}) =>
	a.get(`/designs/${id}/techpack`, { params, headers });

describe.each(PREFIXES)('%s', (prefix) => {
	let ts: TestServer;
	let a: Api;
	let hoodie: Design;
	beforeAll(async () => {
		ts = await start();
		a = api(ts, await ts.key('business'), prefix);
		hoodie = await makeDesign(a, {
			prompt: 'navy striped oversized cotton hoodie',
			style: 'streetwear',
			seed: 42,
		});
	});
	afterAll(() => ts.close());

	test('200 JSON: the design named, every part of a pack present, cm and alpha sizes by default', async () => {
		const res = await techpack(a, hoodie.id);
		expect(res.status).toBe(200);
		expect(res.headers['content-type']).toMatch(/^application\/json/);
		const pack = res.data;
		expect(pack).toMatchObject({
			object: 'techpack',
			design_id: hoodie.id,
			title: hoodie.title,
			garment: 'hoodie',
			unit: 'cm',
			base_size: 'M',
			sizes: ['XS', 'S', 'M', 'L', 'XL'],
			created_at: hoodie.created_at,
		});
		expect(pack.style_number).toMatch(/^DG-[0-9A-HJKMNP-TV-Z]{8}$/);
		expect(pack.flats).toEqual({
			front: `${ts.url}/v1/designs/${hoodie.id}/image?view=front`,
			back: `${ts.url}/v1/designs/${hoodie.id}/image?view=back`,
		});
		expect(pack.points_of_measure.length).toBeGreaterThanOrEqual(5);
		for (const point of pack.points_of_measure)
			expect(Object.keys(point.values)).toEqual(['XS', 'S', 'M', 'L', 'XL']);
		const shell = pack.bill_of_materials.find(
			(line: { component: string }) => line.component === 'shell',
		);
		expect(shell.color).toEqual(hoodie.colors[0]);
		expect(shell.material).toContain('cotton');
		expect(pack.construction.length).toBeGreaterThan(3);
		expect(pack.colourways[0].components.shell).toEqual(hoodie.colors[0]);
	});

	test('the same design gives the same pack, and Accept application/json or */* answers JSON', async () => {
		const first = await techpack(a, hoodie.id);
		for (const accept of [
			'application/json',
			'*/*',
			'text/html, */*;q=0.1',
			'application/pdf;q=0.2, application/json',
		]) {
			const again = await techpack(a, hoodie.id, {}, { Accept: accept });
			expect({ accept, status: again.status }).toEqual({ accept, status: 200 });
			expect(again.data).toEqual(first.data);
		}
		const json = await techpack(a, hoodie.id, { format: 'json' }, { Accept: 'application/pdf' });
		expect(json.status).toBe(200);
		expect(json.data).toEqual(first.data);
	});

	test('unit=in: every value the centimetre value in inches, to the 1/8 in', async () => {
		const cm = (await techpack(a, hoodie.id)).data;
		const inches = (await techpack(a, hoodie.id, { unit: 'in' })).data;
		expect(inches.unit).toBe('in');
		expect(inches.points_of_measure.map((p: { name: string }) => p.name)).toEqual(
			cm.points_of_measure.map((p: { name: string }) => p.name),
		);
		cm.points_of_measure.forEach((point: { values: Record<string, number> }, i: number) => {
			for (const [size, value] of Object.entries(point.values)) {
				const converted = inches.points_of_measure[i].values[size];
				expect(Math.round(converted * 8)).toBe(converted * 8);
				expect(Math.abs(converted - value / 2.54)).toBeLessThanOrEqual(1 / 16 + 1e-9);
			}
		});
		expect(inches.bill_of_materials).toEqual(cm.bill_of_materials);
	});

	test('sizes=numeric: the EU menswear run for a unisex hoodie, base 50', async () => {
		const pack = (await techpack(a, hoodie.id, { sizes: 'numeric' })).data;
		expect(pack.sizes).toEqual(['44', '46', '48', '50', '52', '54']);
		expect(pack.base_size).toBe('50');
		const alpha = (await techpack(a, hoodie.id)).data;
		// The base sizes are cut for one body: their values agree.
		expect(
			pack.points_of_measure.map((p: { values: Record<string, number> }) => p.values['50']),
		).toEqual(alpha.points_of_measure.map((p: { values: Record<string, number> }) => p.values.M));
	});

	test('a colourway of the design is listed after its own colourway', async () => {
		const vary = await a.post(`/designs/${hoodie.id}/variations`, {
			count: 1,
			colors: ['black', 'gold'],
		});
		expect(vary.status).toBe(201);
		const pack = (await techpack(a, hoodie.id)).data;
		expect(pack.colourways).toHaveLength(2);
		expect(pack.colourways[1].name).toBe('black / gold');
		expect(pack.colourways[1].components.shell).toEqual({ name: 'black', hex: expect.any(String) });
		const child = (await techpack(a, vary.data.data[0].id)).data;
		expect(child.colourways[0]).toEqual(pack.colourways[1]);
		expect(child.style_number).not.toBe(pack.style_number);
	});

	test.each([
		[{ unit: 'mm' }, 'unit'],
		[{ sizes: 'us' }, 'sizes'],
		[{ format: 'docx' }, 'format'],
	])('query %j → 422 validation_failed naming %s', async (params, parameter) => {
		const problem = expectProblem(
			await techpack(a, hoodie.id, params),
			422,
			'validation_failed',
			ts.url,
		);
		expect(problem.errors?.[0]).toMatchObject({ parameter });
	});

	test('an unknown query parameter → 422 unknown_parameter', async () => {
		expectProblem(
			await techpack(a, hoodie.id, { colour: 'red' }),
			422,
			'unknown_parameter',
			ts.url,
		);
	});

	test('unknown id → 404; deleted design → 404; another account’s design → 404', async () => {
		expectProblem(await techpack(a, 'dsn_' + 'x'.repeat(24)), 404, 'design_not_found', ts.url);
		const gone = await makeDesign(a, { prompt: 'red silk slip dress', style: 'minimalist' });
		expect((await a.del(`/designs/${gone.id}`)).status).toBe(200);
		expectProblem(await techpack(a, gone.id), 404, 'design_not_found', ts.url);
		const other = api(ts, await ts.key('business'), prefix);
		expectProblem(await techpack(other, hoodie.id), 404, 'design_not_found', ts.url);
	});

	test('a failed design → 409 design_failed', async () => {
		const { id: accountId } = (await a.get('/account')).data;
		const failed = await ts.server.store.insertDesign({
			id: `dsn_failedtechpack${prefix.length}0000000000`,
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
		expectProblem(await techpack(a, failed.id), 409, 'design_failed', ts.url);
	});

	test('the Business plan is required', async () => {
		const pro = api(ts, await ts.key('pro'), prefix);
		expectProblem(await techpack(pro, hoodie.id), 403, 'plan_not_eligible', ts.url);
	});
});

describe('a pending design', () => {
	let ts: TestServer;
	beforeAll(async () => {
		ts = await start({ generationLatencyMs: 60_000 });
	});
	afterAll(() => ts.close());

	test('→ 409 design_not_ready', async () => {
		const a = api(ts, await ts.key('business'));
		const pending = await makeDesign(a);
		expect(pending.status).toBe('pending');
		expectProblem(await techpack(a, pending.id), 409, 'design_not_ready', ts.url);
	});
});

describe('PDF', () => {
	let ts: TestServer;
	let a: Api;
	let dress: Design;
	beforeAll(async () => {
		ts = await start();
		a = api(ts, await ts.key('business'), '/v1');
		dress = await makeDesign(a, { prompt: 'floral wrap dress midi', style: 'classic', seed: 7 });
	});
	afterAll(() => ts.close());

	const pdfOf = (params: Record<string, string>, headers: Record<string, string> = {}) =>
		a.get(`/designs/${dress.id}/techpack`, { params, headers, responseType: 'arraybuffer' });

	test('format=pdf and Accept: application/pdf answer the same PDF, named by the style number', async () => {
		const json = (await techpack(a, dress.id)).data;
		const byQuery = await pdfOf({ format: 'pdf' });
		const byAccept = await pdfOf({}, { Accept: 'application/pdf' });
		for (const res of [byQuery, byAccept]) {
			expect(res.status).toBe(200);
			expect(res.headers['content-type']).toBe('application/pdf');
			expect(res.headers['content-disposition']).toBe(
				`inline; filename="${json.style_number}.pdf"`,
			);
			expect(Buffer.from(res.data).subarray(0, 5).toString('latin1')).toBe('%PDF-');
		}
		expect(Buffer.from(byAccept.data).equals(Buffer.from(byQuery.data))).toBe(true);
	});

	test('unit and sizes change the PDF; JSON stays the answer for Accept: application/json', async () => {
		const cm = Buffer.from((await pdfOf({ format: 'pdf' })).data);
		const inches = Buffer.from((await pdfOf({ format: 'pdf', unit: 'in' })).data);
		const numeric = Buffer.from((await pdfOf({ format: 'pdf', sizes: 'numeric' })).data);
		expect(inches.equals(cm)).toBe(false);
		expect(numeric.equals(cm)).toBe(false);
		const json = await techpack(a, dress.id, {}, { Accept: 'application/json' });
		expect(json.headers['content-type']).toMatch(/^application\/json/);
	});

	test('a pending design answers 409 for the PDF too, a deleted one 404', async () => {
		const slow = await start({ generationLatencyMs: 60_000 });
		try {
			const b = api(slow, await slow.key('business'), '/v1');
			const pending = (await b.post('/generate', { prompt: 'canvas tote bag', style: 'classic' }))
				.data;
			expectProblem(
				await b.get(`/designs/${pending.id}/techpack`, { params: { format: 'pdf' } }),
				409,
				'design_not_ready',
				slow.url,
			);
		} finally {
			await slow.close();
		}
		const gone = await makeDesign(a, { prompt: 'canvas tote bag', style: 'classic', seed: 3 });
		await a.del(`/designs/${gone.id}`);
		expectProblem(
			await a.get(`/designs/${gone.id}/techpack`, { params: { format: 'pdf' } }),
			404,
			'design_not_found',
			ts.url,
		);
	});
});
