/**
 * POST /v1/generate (docs/contract.md "Endpoints", "Generation"): body validation, prompt trimming and the
 * 4000 code point limit, styles by id in any case or by display name, the seed range, unknown fields refused,
 * determinism (byte-identical SVG and PNG), what the prompt names showing in metadata and
 * drawing, and the image endpoint (formats, ETag / 304, Cache-Control).
 */
import {
	api,
	expectDesign,
	imageBytes,
	expectProblem,
	header,
	PNG_SIGNATURE,
	pngSize,
	pointers,
	PREFIXES,
	raw,
	start,
	STYLE_IDS,
	type Design,
	type TestServer,
} from './helpers';

let ts: TestServer;
let key: string;
beforeAll(async () => {
	ts = await start();
	key = await ts.key('business');
});
afterAll(() => ts.close());

async function count(a: ReturnType<typeof api>): Promise<number> {
	const res = await a.get('/designs', { params: { limit: 100 } });
	expect(res.status).toBe(200);
	return res.data.data.length;
}

describe.each(PREFIXES)('%s POST /generate', (prefix) => {
	const A = () => api(ts, key, prefix);

	test('201 with a succeeded design, Location and the given seed', async () => {
		const res = await A().generate({
			prompt: 'black leather biker jacket',
			style: 'grunge',
			seed: 7,
		});
		expect(res.status).toBe(201);
		expectDesign(res.data, ts.url);
		expect(res.data).toMatchObject({
			status: 'succeeded',
			prompt: 'black leather biker jacket',
			style: 'grunge',
			seed: 7,
			publication: null,
		});
		expect(header(res, 'location')).toMatch(
			new RegExp(`^${ts.url}(/api)?/v1/designs/${res.data.id}$`),
		);
		expect(res.headers['content-type']).toMatch(/^application\/json/);
	});

	test('the prompt is stored trimmed', async () => {
		const res = await A().generate({ prompt: '  \n\t green wool coat \n ' });
		expect(res.status).toBe(201);
		expect(res.data.prompt).toBe('green wool coat');
		expect((await A().get(`/designs/${res.data.id}`)).data.prompt).toBe('green wool coat');
	});

	test('4000 code points (emoji counted as one each) are accepted; 4001 are not', async () => {
		const dress = '\u{1F457}'; // one code point, two UTF-16 units
		const ok = await A().generate({ prompt: dress.repeat(4000) });
		expect(ok.status).toBe(201);
		expect([...ok.data.prompt].length).toBe(4000);
		const tooLong = await A().generate({ prompt: dress.repeat(4001) });
		expectProblem(tooLong, 422, 'validation_failed', ts.url);
		expect(pointers(tooLong)).toContain('/prompt');
	});

	test('4000 characters plus surrounding spaces are accepted (measured after trimming)', async () => {
		const res = await A().generate({ prompt: `   ${'a'.repeat(4000)}   ` });
		expect(res.status).toBe(201);
		expect(res.data.prompt).toBe('a'.repeat(4000));
		const tooLong = await A().generate({ prompt: 'a'.repeat(4001) });
		expectProblem(tooLong, 422, 'validation_failed', ts.url);
	});

	test.each([
		['empty', ''],
		['only whitespace', '   \n\t  '],
	])('prompt %s → 422 with pointer /prompt', async (_l, prompt) => {
		const res = await A().generate({ prompt });
		expectProblem(res, 422, 'validation_failed', ts.url);
		expect(pointers(res)).toEqual(['/prompt']);
	});

	test.each([
		['a number', 123],
		['null', null],
		['an array', ['hoodie']],
		['an object', { text: 'hoodie' }],
	])('prompt that is %s → 422 with pointer /prompt', async (_l, prompt) => {
		const res = await A().generate({ prompt });
		expectProblem(res, 422, 'validation_failed', ts.url);
		expect(pointers(res)).toContain('/prompt');
	});

	test('missing prompt → 422 with pointer /prompt', async () => {
		const res = await A().post('/generate', { style: 'classic' });
		expectProblem(res, 422, 'validation_failed', ts.url);
		expect(pointers(res)).toEqual(['/prompt']);
	});

	test('missing style → 422 with pointer /style', async () => {
		const res = await A().post('/generate', { prompt: 'white linen shirt' });
		expectProblem(res, 422, ['validation_failed', 'invalid_style'], ts.url);
		expect(pointers(res)).toEqual(['/style']);
	});

	test.each(['Avant Gardener', 'avantgarde', 'street wear x'])(
		'%j is no style: 422 invalid_style quoting it as sent',
		async (style) => {
			const problem = expectProblem(await A().generate({ style }), 422, 'invalid_style', ts.url);
			expect(problem.detail).toContain(`'${style}'`);
		},
	);

	test('unknown style → 422 invalid_style naming the catalog, pointer /style', async () => {
		const res = await A().generate({ style: 'gothic-x' });
		const problem = expectProblem(res, 422, 'invalid_style', ts.url);
		expect(problem.detail).toContain('gothic-x');
		expect(problem.detail).toContain('minimalist');
		expect(problem.errors).toEqual([
			expect.objectContaining({ pointer: '/style', detail: expect.any(String) }),
		]);
	});

	test.each([
		['a number', 5],
		['null', null],
		['empty', ''],
	])('style that is %s → 422 with pointer /style', async (_l, style) => {
		const res = await A().generate({ style });
		expectProblem(res, 422, ['validation_failed', 'invalid_style'], ts.url);
		expect(pointers(res)).toContain('/style');
	});

	test.each([
		['StreetWear', 'streetwear'],
		['AVANT-GARDE', 'avant-garde'],
		['Y2K', 'y2k'],
		// Display names as GET /styles shows them, and as people type them.
		['Avant-garde', 'avant-garde'],
		['Avant Garde', 'avant-garde'],
		['avant_garde', 'avant-garde'],
		['  avant   garde ', 'avant-garde'],
		['Athleisure', 'athleisure'],
	])('style %j is accepted and answered as %s', async (style, expected) => {
		const res = await A().generate({ style });
		expect(res.status).toBe(201);
		expect(res.data.style).toBe(expected);
		expect((await A().get(`/designs/${res.data.id}`)).data.style).toBe(expected);
	});

	test('every display name GET /styles shows is accepted as its style', async () => {
		const styles = (await A().get('/styles')).data.data as { id: string; name: string }[];
		for (const { id, name } of styles) {
			const res = await A().generate({ style: name });
			expect([name, res.status, res.data.style]).toEqual([name, 201, id]);
		}
	});

	test.each(STYLE_IDS)('every catalog style generates (%s)', async (style) => {
		const res = await A().generate({ prompt: 'a dress', style });
		expect(res.status).toBe(201);
		expectDesign(res.data, ts.url);
		expect(res.data.status).toBe('succeeded');
	});

	test.each([0, 1, 2 ** 31 - 1])('seed %d is accepted and returned', async (seed) => {
		const res = await A().generate({ seed });
		expect(res.status).toBe(201);
		expect(res.data.seed).toBe(seed);
	});

	test.each([
		['negative', -1],
		['2^31', 2 ** 31],
		['fractional', 1.5],
		['a string', '42'],
		['null', null],
		['a boolean', true],
	])('seed %s → 422 with pointer /seed', async (_l, seed) => {
		const res = await A().generate({ seed });
		expectProblem(res, 422, 'validation_failed', ts.url);
		expect(pointers(res)).toContain('/seed');
	});

	test('seed omitted → the server picks one in range and returns it', async () => {
		const res = await A().generate({});
		expect(res.status).toBe(201);
		expect(Number.isInteger(res.data.seed)).toBe(true);
		expect(res.data.seed).toBeGreaterThanOrEqual(0);
		expect(res.data.seed).toBeLessThanOrEqual(2 ** 31 - 1);
	});

	test.each(['owner', 'id', 'status', 'account', 'title'])(
		'unknown field %s → 422 unknown_parameter, not applied, nothing created',
		async (field) => {
			const a = api(ts, await ts.key('business'), prefix);
			const res = await a.generate({
				[field]: field === 'status' ? 'failed' : 'dsn_' + 'x'.repeat(24),
			});
			const problem = expectProblem(res, 422, 'unknown_parameter', ts.url);
			expect(problem.errors).toEqual([expect.objectContaining({ pointer: `/${field}` })]);
			expect(await count(a)).toBe(0);
		},
	);

	test('several problems → one 422 listing each field', async () => {
		const res = await A().post('/generate', { prompt: '', style: 'nope', seed: -5, owner: 'me' });
		expectProblem(res, 422, ['validation_failed', 'unknown_parameter', 'invalid_style'], ts.url);
		expect(pointers(res)).toEqual(expect.arrayContaining(['/prompt', '/style', '/seed', '/owner']));
	});

	test.each([
		['an array', '[]'],
		['a string', '"hoodie"'],
		['a number', '42'],
		['null', 'null'],
	])('a JSON body that is %s → 422 validation_failed', async (_l, body) => {
		const res = await raw(`${ts.url}${prefix}/generate`, {
			method: 'POST',
			headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
			body,
		});
		expectProblem(res, 422, 'validation_failed', ts.url);
	});

	test('no body at all → 422 (required fields missing)', async () => {
		const res = await raw(`${ts.url}${prefix}/generate`, {
			method: 'POST',
			headers: { Authorization: `Bearer ${key}` },
		});
		expectProblem(res, 422, 'validation_failed', ts.url);
	});

	test('Content-Type application/json; charset=utf-8 is accepted', async () => {
		const res = await raw(`${ts.url}${prefix}/generate`, {
			method: 'POST',
			headers: {
				Authorization: `Bearer ${key}`,
				'Content-Type': 'application/json; charset=utf-8',
			},
			body: JSON.stringify({ prompt: 'grey tee', style: 'minimalist' }),
		});
		expect(res.status).toBe(201);
	});
});

describe('generation', () => {
	const A = () => api(ts, key);

	test('what the prompt names shows in the metadata', async () => {
		const d: Design = (
			await A().generate({
				prompt: 'navy and white striped oversized cotton hoodie with kangaroo pocket',
				style: 'streetwear',
				seed: 1,
			})
		).data;
		expect(d.garment).toBe('hoodie');
		expect(d.colors.map((c) => c.name)).toEqual(expect.arrayContaining(['navy', 'white']));
		expect(d.pattern).toMatch(/stripe/);
		expect(d.materials).toContain('cotton');
		expect(d.title!.toLowerCase()).toContain('hoodie');

		const e: Design = (
			await A().generate({ prompt: 'red silk dress with polka dots', style: 'romantic', seed: 2 })
		).data;
		expect(e.garment).toBe('dress');
		expect(e.colors[0].name).toBe('red');
		expect(e.pattern).toMatch(/dot/);
		expect(e.materials).toContain('silk');
	});

	test('...and in the drawing: the named colours are in the SVG', async () => {
		const d: Design = (
			await A().generate({ prompt: 'emerald green velvet blazer', style: 'classic', seed: 3 })
		).data;
		const svg = (await imageBytes(A(), d.id)).toString('utf8').toLowerCase();
		const green = d.colors.find((c) => /green|emerald/.test(c.name));
		expect(green).toBeDefined();
		expect(svg).toContain(green!.hex.toLowerCase());
	});

	test('a prompt naming nothing recognisable still gives a valid design', async () => {
		const res = await A().generate({ prompt: 'qwzx blorf vrrm', style: 'y2k' });
		expect(res.status).toBe(201);
		expectDesign(res.data, ts.url);
		expect(res.data.status).toBe('succeeded');
	});

	test('same prompt + style + seed → byte-identical SVG and PNG (also under the other prefix and case)', async () => {
		const body = {
			prompt: 'mustard corduroy overshirt with chest pockets',
			style: 'vintage',
			seed: 123456,
		};
		const one: Design = (await A().generate(body)).data;
		const B = api(ts, await ts.key('enterprise'), '/api/v1');
		const two: Design = (await B.generate({ ...body, style: 'VINTAGE' })).data;
		expect(two.id).not.toBe(one.id);
		for (const f of ['title', 'garment', 'colors', 'pattern', 'materials'] as const)
			expect(two[f]).toEqual(one[f]);
		const svg1 = await A().image(one.id);
		const svg2 = await B.image(two.id);
		expect([svg1.status, svg2.status]).toEqual([200, 200]);
		expect(Buffer.from(svg2.data).equals(Buffer.from(svg1.data))).toBe(true);
		const png1 = await A().image(one.id, '?format=png');
		const png2 = await B.image(two.id, '?format=png');
		expect([png1.status, png2.status]).toEqual([200, 200]);
		expect(Buffer.from(png1.data).subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
		expect(Buffer.from(png2.data).equals(Buffer.from(png1.data))).toBe(true);
	});

	test('the same inputs give the same bytes on a fresh server (nothing depends on state)', async () => {
		const body = { prompt: 'pink satin slip dress', style: 'romantic', seed: 99 };
		const here: Design = (await A().generate(body)).data;
		const other = await start();
		try {
			const b = api(other, await other.key('business'));
			const there: Design = (await b.generate(body)).data;
			const s1 = await imageBytes(A(), here.id);
			const s2 = await imageBytes(b, there.id);
			expect(s2.equals(s1)).toBe(true);
			const p1 = await imageBytes(A(), here.id, '?format=png');
			const p2 = await imageBytes(b, there.id, '?format=png');
			expect(p2.equals(p1)).toBe(true);
		} finally {
			await other.close();
		}
	});

	test('a different seed or prompt gives a different drawing', async () => {
		const base = { prompt: 'blue denim jacket', style: 'streetwear', seed: 10 };
		const a: Design = (await A().generate(base)).data;
		const b: Design = (await A().generate({ ...base, prompt: 'yellow denim jacket' })).data;
		const sa = await imageBytes(A(), a.id);
		const sb = await imageBytes(A(), b.id);
		expect(sa.equals(sb)).toBe(false);
	});
});

describe.each(PREFIXES)('%s GET /designs/:id/image', (prefix) => {
	let design: Design;
	const A = () => api(ts, key, prefix);
	beforeAll(async () => {
		design = (
			await api(ts, key).generate({ prompt: 'olive cargo trousers', style: 'athleisure', seed: 5 })
		).data;
	});

	test('SVG by default: image/svg+xml with <title> and <desc>, no <text>', async () => {
		const res = await A().image(design.id);
		expect(res.status).toBe(200);
		expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
		const svg = Buffer.from(res.data).toString('utf8');
		expect(svg).toMatch(/<svg[\s>]/);
		expect(svg).toMatch(/<title(\s[^>]*)?>[^<]+<\/title>/);
		expect(svg).toMatch(/<desc(\s[^>]*)?>[^<]+<\/desc>/);
		expect(svg).not.toMatch(/<text[\s>]/);
		expect(svg).not.toMatch(/<(script|foreignObject|image)[\s>]/);
		expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/); // nothing fetched from the network
	});

	test('?format=svg equals the default', async () => {
		const a = await imageBytes(A(), design.id);
		const b = await A().image(design.id, '?format=svg');
		expect(b.status).toBe(200);
		expect(Buffer.from(b.data).equals(a)).toBe(true);
	});

	test('?format=png: a PNG with the design’s width and height', async () => {
		const res = await A().image(design.id, '?format=png');
		expect(res.status).toBe(200);
		expect(res.headers['content-type']).toMatch(/^image\/png/);
		const png = Buffer.from(res.data);
		expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
		expect(pngSize(png)).toEqual({ width: design.image!.width, height: design.image!.height });
	});

	test('?format=gif → 422', async () => {
		const res = await A().get(`/designs/${design.id}/image`, { params: { format: 'gif' } });
		expectProblem(res, 422, 'validation_failed', ts.url);
	});

	test.each(['', '?format=png'])(
		'ETag, Cache-Control: private, and 304 on If-None-Match (%s)',
		async (q) => {
			const first = await A().image(design.id, q);
			expect(first.status).toBe(200);
			const etag = header(first, 'etag');
			expect(etag).toMatch(/^(W\/)?"[^"]+"$/);
			expect(header(first, 'cache-control')).toMatch(/\bprivate\b/);
			const again = await A().image(design.id, q, { 'If-None-Match': etag! });
			expect(again.status).toBe(304);
			expect(header(again, 'etag')).toBe(etag);
			expect(header(again, 'x-request-id')).toMatch(/\S/);
			expect(header(first, 'x-request-id')).toMatch(/\S/);
			expect(Buffer.from(again.data ?? []).length).toBe(0);
			const stale = await A().image(design.id, q, { 'If-None-Match': '"something-else"' });
			expect(stale.status).toBe(200);
		},
	);

	test('SVG and PNG have different ETags', async () => {
		const svg = header(await A().image(design.id), 'etag');
		const png = header(await A().image(design.id, '?format=png'), 'etag');
		expect(svg).not.toBe(png);
	});

	test('unknown design → 404 design_not_found', async () => {
		expectProblem(
			await A().get('/designs/dsn_000000000000000000000000/image'),
			404,
			'design_not_found',
			ts.url,
		);
	});
});
