/**
 * `GET /v1/designs/:id/image?view=back`: a design's back view, SVG or PNG, derived from the
 * design's spec; its PNG rendered on the pool like the front's (shared, kept, shed with 503 when
 * the queue is full); 404 once deleted, 409 while pending, 422 for a view that does not exist.
 */
import type { AxiosResponse } from 'axios';
import { drawDesignView } from '../../server/generator';
import { PngRenderPool, renderPng } from '../../server/render/png';
import { PngCache } from '../../server/render/png-cache';
import { DesignService } from '../../server/services/design-service';
import { designSpec } from '../../server/services/design-spec';
import { ApiError } from '../../server/errors';
import type { DesignStore } from '../../server/store/types';
import { openTestStore } from '../harness/test-store';
import {
	api,
	expectProblem,
	header,
	imageBytes,
	makeDesign,
	PNG_SIGNATURE,
	pngSize,
	PREFIXES,
	start,
	type TestServer,
} from './helpers';

/** An image request's answer (bytes) with its problem body parsed, for expectProblem. */
const json = (res: AxiosResponse): AxiosResponse => ({
	...res,
	data: JSON.parse(Buffer.from(res.data).toString('utf8')),
});

const HOODIE = {
	prompt: 'navy striped oversized cotton hoodie with pockets',
	style: 'streetwear' as const,
	seed: 1234567,
};

describe('over HTTP', () => {
	let ts: TestServer;
	beforeAll(async () => {
		ts = await start();
	});
	afterAll(() => ts.close());

	test.each(PREFIXES)('%s: the SVG back is the generator’s back of the design', async (prefix) => {
		const a = api(ts, await ts.key(), prefix);
		const design = await makeDesign(a, HOODIE);
		const res = await a.image(design.id, '?view=back');
		expect(res.status).toBe(200);
		expect(header(res, 'content-type')).toMatch(/^image\/svg\+xml/);
		const svg = Buffer.from(res.data).toString('utf8');
		expect(svg).toBe(drawDesignView(HOODIE, 'back'));
		expect(svg).toContain('data-part="hood-down"');
		expect(svg).toContain(`<title id="title">${design.title}, back view</title>`);
		// The front is the default, and `view=front` names it.
		const front = await imageBytes(a, design.id);
		expect(svg).not.toBe(front.toString('utf8'));
		expect((await imageBytes(a, design.id, '?view=front')).equals(front)).toBe(true);
	});

	test('a colourway’s back is painted in its colourway, its garment its source’s', async () => {
		const a = api(ts, await ts.key());
		const source = await makeDesign(a, HOODIE);
		const res = await a.post(`/designs/${source.id}/variations`, {
			count: 1,
			colors: ['crimson', 'white'],
		});
		expect(res.status).toBe(201);
		const variation = res.data.data[0];
		const back = (await imageBytes(a, variation.id, '?view=back')).toString('utf8');
		const spec = {
			...HOODIE,
			seed: variation.seed,
			colors: ['crimson', 'white'],
			baseSeed: HOODIE.seed,
		};
		expect(back).toBe(drawDesignView(spec, 'back'));
		expect(back).toContain('data-part="hood-down"');
		for (const { hex } of variation.colors) expect(back).toContain(hex);
	});

	test.each(['?view=back', '?view=back&format=png'])(
		'%s: ETag, Cache-Control: private, 304 on If-None-Match; not the front’s ETag',
		async (query) => {
			const a = api(ts, await ts.key());
			const design = await makeDesign(a, HOODIE);
			const first = await a.image(design.id, query);
			expect(first.status).toBe(200);
			const etag = header(first, 'etag')!;
			expect(etag).toMatch(/^"[^"]+"$/);
			expect(header(first, 'cache-control')).toBe('private, max-age=300');
			const again = await a.image(design.id, query, { 'If-None-Match': etag });
			expect(again.status).toBe(304);
			expect(header(again, 'etag')).toBe(etag);
			const front = await a.image(design.id, query.replace('view=back', 'view=front'));
			expect(header(front, 'etag')).not.toBe(etag);
		},
	);

	test('the PNG back: the back SVG rasterised, 800×1000, rendered once for requests at once', async () => {
		const a = api(ts, await ts.key());
		const design = await makeDesign(a, { ...HOODIE, seed: 42 });
		const replies = await Promise.all(
			Array.from({ length: 6 }, () => a.image(design.id, '?view=back&format=png')),
		);
		const expected = renderPng(drawDesignView({ ...HOODIE, seed: 42 }, 'back'));
		for (const res of replies) {
			expect(res.status).toBe(200);
			expect(header(res, 'content-type')).toMatch(/^image\/png/);
			const png = Buffer.from(res.data);
			expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
			expect(pngSize(png)).toEqual({ width: 800, height: 1000 });
			expect(png.equals(expected)).toBe(true);
		}
		// The request that rendered says so; the others shared its render.
		expect(replies.filter((res) => header(res, 'server-timing'))).toHaveLength(1);
		// Kept: asked again, it is not rendered again.
		const later = await a.image(design.id, '?view=back&format=png');
		expect(header(later, 'server-timing')).toBeUndefined();
		expect(Buffer.from(later.data).equals(expected)).toBe(true);
		const front = await imageBytes(a, design.id, '?format=png');
		expect(front.equals(expected)).toBe(false);
	});

	test.each(['', '&format=png'])(
		'a deleted design’s back (view=back%s) is 404, as its front',
		async (format) => {
			const a = api(ts, await ts.key());
			const design = await makeDesign(a, HOODIE);
			expect((await a.image(design.id, `?view=back${format}`)).status).toBe(200);
			expect((await a.del(`/designs/${design.id}`)).status).toBe(200);
			for (const view of ['back', 'front'])
				expectProblem(
					json(await a.image(design.id, `?view=${view}${format}`)),
					404,
					'design_not_found',
					ts.url,
				);
		},
	);

	test('another account’s design has no back either: 404', async () => {
		const design = await makeDesign(api(ts, await ts.key()), HOODIE);
		const other = api(ts, await ts.key());
		expectProblem(
			json(await other.image(design.id, '?view=back')),
			404,
			'design_not_found',
			ts.url,
		);
	});

	test.each(['side', 'BACK', '', 'front,back'])('view=%s → 422 validation_failed', async (view) => {
		const a = api(ts, await ts.key());
		const design = await makeDesign(a, HOODIE);
		const res = await a.get(`/designs/${design.id}/image`, { params: { view } });
		const problem = expectProblem(res, 422, 'validation_failed', ts.url);
		expect(JSON.stringify(problem)).toMatch(/view/);
	});

	test('the OpenAPI document describes `view`', async () => {
		const doc = (await ts.http.get('/openapi.json')).data;
		const parameters = doc.paths['/designs/{id}/image'].get.parameters as {
			name: string;
			in: string;
			schema: { enum: string[] };
			description?: string;
		}[];
		const view = parameters.find((p) => p.name === 'view')!;
		expect(view.in).toBe('query');
		expect(view.schema.enum).toEqual(['front', 'back']);
		expect(JSON.stringify(view)).toMatch(/back/);
	});
});

describe('over HTTP, while a design is pending', () => {
	let ts: TestServer;
	beforeAll(async () => {
		ts = await start({ generationLatencyMs: 60_000 });
	});
	afterAll(() => ts.close());

	test.each(['?view=back', '?view=back&format=png'])('%s → 409 design_not_ready', async (q) => {
		const a = api(ts, await ts.key());
		const design = await makeDesign(a, HOODIE);
		expect(design.status).toBe('pending');
		expectProblem(json(await a.image(design.id, q)), 409, 'design_not_ready', ts.url);
	});
});

describe('over HTTP, with a full render queue', () => {
	let ts: TestServer;
	beforeAll(async () => {
		ts = await start({ renderThreads: 1, render: { maxQueue: 1 } });
	});
	afterAll(() => ts.close());

	test('back PNGs are shed like the front’s: 503 service_unavailable with Retry-After', async () => {
		const a = api(ts, await ts.key());
		const ids: string[] = [];
		for (let i = 0; i < 8; i++) ids.push((await makeDesign(a, { prompt: `coat ${i}` })).id);
		const replies = await Promise.all(ids.map((id) => a.image(id, '?view=back&format=png')));
		const shed = replies.filter((r) => r.status === 503);
		expect(shed.length).toBeGreaterThanOrEqual(1);
		expect(replies.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(1);
		for (const r of shed) {
			expect(header(r, 'retry-after')).toBe('1');
			expectProblem(json(r), 503, 'service_unavailable', ts.url);
		}
		// Shed, then asked again: served.
		const again = await a.image(
			ids[replies.findIndex((r) => r.status === 503)],
			'?view=back&format=png',
		);
		expect(again.status).toBe(200);
	});
});

describe('DesignService: back PNGs share one render per design and view, and are kept', () => {
	let store: DesignStore;
	let designs: DesignService;
	let renders: jest.SpyInstance;
	beforeEach(async () => {
		renders = jest.spyOn(PngRenderPool.prototype, 'render');
		store = await openTestStore();
		designs = new DesignService(store, 0, { threads: 1 });
	});
	afterEach(async () => {
		renders.mockRestore();
		await designs.close();
		await store.close();
	});

	test('20 requests at once: one render; later ones none; the front renders on its own', async () => {
		const { id: accountId } = await store.ensureAccount('acme', 'business', Date.now());
		const design = await designs.create(accountId, {
			prompt: 'red wool trench coat',
			style: 'classic',
		});
		const saves = jest.spyOn(store, 'savePng');
		const images = await Promise.all(
			Array.from({ length: 20 }, () => designs.image(accountId, design.id, 'png', 'back')),
		);
		expect(renders).toHaveBeenCalledTimes(1);
		expect(images.filter((image) => image.renderMs !== undefined)).toHaveLength(1);
		const expected = renderPng(drawDesignView(designSpec(design), 'back'));
		for (const image of images) expect(image.bytes.equals(expected)).toBe(true);
		// The back's PNG is not stored with the design's image: that is the front's.
		expect(saves).not.toHaveBeenCalled();
		const later = await designs.image(accountId, design.id, 'png', 'back');
		expect(later.renderMs).toBeUndefined();
		expect(renders).toHaveBeenCalledTimes(1);
		// Front and back at once: two renders, neither waits for the other's.
		const [front, back] = await Promise.all([
			designs.image(accountId, design.id, 'png', 'front'),
			designs.image(accountId, design.id, 'png', 'back'),
		]);
		expect(renders).toHaveBeenCalledTimes(2);
		expect(front.bytes.equals(back.bytes)).toBe(false);
		expect(saves).toHaveBeenCalledTimes(1);
	});

	test('a deleted design’s kept back PNG is dropped, and its back is 404', async () => {
		const { id: accountId } = await store.ensureAccount('acme', 'business', Date.now());
		const design = await designs.create(accountId, { prompt: 'navy hoodie', style: 'streetwear' });
		await designs.image(accountId, design.id, 'png', 'back');
		const kept = (designs as unknown as { images: { backPngs: PngCache } }).images.backPngs;
		expect(kept.get(design.id)).toBeDefined();
		await designs.delete(accountId, design.id);
		expect(kept.get(design.id)).toBeUndefined();
		for (const format of ['png', 'svg'] as const)
			await expect(designs.image(accountId, design.id, format, 'back')).rejects.toEqual(
				new ApiError(
					'design_not_found',
					`No design with id '${design.id}' exists in this account.`,
				),
			);
	});
});

describe('PngCache', () => {
	const png = (size: number, fill: number): Buffer => Buffer.alloc(size, fill);

	test('holds at most its budget, dropping the least recently used first', () => {
		const cache = new PngCache(100);
		cache.set('a', png(40, 1));
		cache.set('b', png(40, 2));
		expect(cache.get('a')).toEqual(png(40, 1)); // a is now the most recently used
		cache.set('c', png(40, 3));
		expect(cache.get('b')).toBeUndefined();
		expect(cache.get('a')).toEqual(png(40, 1));
		expect(cache.get('c')).toEqual(png(40, 3));
		expect(cache.bytes).toBe(80);
	});

	test('replaces, deletes, and does not keep what alone exceeds the budget', () => {
		const cache = new PngCache(100);
		cache.set('a', png(40, 1));
		cache.set('a', png(60, 2));
		expect(cache.bytes).toBe(60);
		cache.set('big', png(101, 3));
		expect(cache.get('big')).toBeUndefined();
		expect(cache.get('a')).toEqual(png(60, 2));
		cache.delete('a');
		expect(cache.get('a')).toBeUndefined();
		expect(cache.bytes).toBe(0);
	});
});
