/**
 * TechPackPdfRenderer: PDFs rendered on worker threads (the worker compiles the sources here, as
 * dist runs them compiled), one render shared by concurrent requests for the same PDF, an LRU
 * cache bounded by bytes keyed by the design's id, a digest of its pack, unit and sizes, and a full queue
 * refused at once with 503 `service_unavailable` and Retry-After.
 */
import { ApiError } from '../../server/errors';
import { generateDesign } from '../../server/generator';
import { ByteLruCache } from '../../server/techpack/pdf-cache';
import {
	TechPackPdfRenderer,
	renderTechPackPdf,
	type TechPackPdfKey,
	type TechPackPdfSource,
} from '../../server/techpack/pdf';
import { sampleTechPack } from '../fixtures/techpack';

function source(seed: number, designId = `dsn_test${seed}`): TechPackPdfSource {
	const design = generateDesign({ prompt: 'canvas tote bag with zip', style: 'minimalist', seed });
	return {
		pack: sampleTechPack(design, { designId }),
		flats: { front: design.svg, back: design.svg },
	};
}

const key = (designId: string, version = 'v1'): TechPackPdfKey => ({
	designId,
	version,
	unit: 'cm',
	sizes: 'alpha',
});

describe('TechPackPdfRenderer', () => {
	let renderer: TechPackPdfRenderer;
	afterEach(() => renderer.close());

	test('renders on a worker thread the very bytes renderTechPackPdf gives', async () => {
		renderer = new TechPackPdfRenderer({ threads: 1 });
		const input = source(1);
		const pdf = await renderer.pdf(key('dsn_a'), () => input);
		expect(Buffer.isBuffer(pdf)).toBe(true);
		expect(pdf.equals(await renderTechPackPdf(input.pack, input.flats))).toBe(true);
		expect(renderer.renders).toBe(1);
	});

	test('concurrent requests for one PDF share one render; then the cache answers; a newer design renders again', async () => {
		renderer = new TechPackPdfRenderer({ threads: 2 });
		const load = jest.fn(() => source(2));
		const pdfs = await Promise.all(
			Array.from({ length: 6 }, () => renderer.pdf(key('dsn_b'), load)),
		);
		expect(load).toHaveBeenCalledTimes(1);
		expect(renderer.renders).toBe(1);
		for (const pdf of pdfs) expect(pdf.equals(pdfs[0])).toBe(true);
		expect(renderer.cachedBytes).toBe(pdfs[0].byteLength);

		// A cache hit builds nothing and renders nothing.
		const hit = await renderer.pdf(key('dsn_b'), load);
		expect(hit.equals(pdfs[0])).toBe(true);
		expect(load).toHaveBeenCalledTimes(1);
		expect(renderer.renders).toBe(1);

		// The same design's pack changed since (another digest), or other units or sizes: rendered anew.
		await renderer.pdf(key('dsn_b', 'v2'), load);
		await renderer.pdf({ ...key('dsn_b'), unit: 'in' }, load);
		await renderer.pdf({ ...key('dsn_b'), sizes: 'numeric' }, load);
		expect(load).toHaveBeenCalledTimes(4);
		expect(renderer.renders).toBe(4);
	});

	test('a failed load is shared by the requests waiting on it, and not kept: the next one tries again', async () => {
		renderer = new TechPackPdfRenderer({ threads: 1 });
		const failing = jest.fn(async () => {
			throw new Error('back view failed');
		});
		const results = await Promise.allSettled([
			renderer.pdf(key('dsn_c'), failing),
			renderer.pdf(key('dsn_c'), failing),
		]);
		expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
		expect(failing).toHaveBeenCalledTimes(1);
		const pdf = await renderer.pdf(key('dsn_c'), () => source(3));
		expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
	});

	test('the cache holds at most cacheBytes: a PDF larger than that is rendered each time', async () => {
		renderer = new TechPackPdfRenderer({ threads: 1, cacheBytes: 1024 });
		const load = jest.fn(() => source(4));
		await renderer.pdf(key('dsn_d'), load);
		await renderer.pdf(key('dsn_d'), load);
		expect(renderer.renders).toBe(2);
		expect(renderer.cachedBytes).toBe(0);
	});

	test('a full queue: 503 service_unavailable with Retry-After at once; the refused succeed later', async () => {
		renderer = new TechPackPdfRenderer({ threads: 1, maxQueue: 1 });
		const ids = ['dsn_e1', 'dsn_e2', 'dsn_e3', 'dsn_e4', 'dsn_e5'];
		const results = await Promise.allSettled(
			ids.map((id, i) => renderer.pdf(key(id), () => source(10 + i, id))),
		);
		const refused = results.flatMap((r, i) =>
			r.status === 'rejected' ? [{ i, reason: r.reason }] : [],
		);
		expect(results.filter((r) => r.status === 'fulfilled').length).toBeGreaterThanOrEqual(1);
		expect(refused.length).toBeGreaterThanOrEqual(1);
		for (const { reason } of refused) {
			expect(reason).toBeInstanceOf(ApiError);
			expect(reason).toMatchObject({
				status: 503,
				code: 'service_unavailable',
				headers: { 'Retry-After': '1' },
			});
		}
		const retried = await renderer.pdf(key(ids[refused[0].i]), () => source(10 + refused[0].i));
		expect(retried.subarray(0, 5).toString()).toBe('%PDF-');
	});
});

describe('ByteLruCache', () => {
	const bytes = (n: number) => Buffer.alloc(n);

	test('evicts the least recently used until the bytes fit', () => {
		const cache = new ByteLruCache(100);
		cache.set('a', bytes(40));
		cache.set('b', bytes(40));
		cache.get('a'); // now b is the least recently used
		cache.set('c', bytes(40));
		expect(cache.get('b')).toBeUndefined();
		expect(cache.get('a')).toBeDefined();
		expect(cache.get('c')).toBeDefined();
		expect(cache.bytes).toBe(80);
	});

	test('replacing a key counts its bytes once; a value over the bound is not kept', () => {
		const cache = new ByteLruCache(100);
		cache.set('a', bytes(60));
		cache.set('a', bytes(30));
		expect(cache.bytes).toBe(30);
		cache.set('big', bytes(101));
		expect(cache.get('big')).toBeUndefined();
		expect(cache.size).toBe(1);
		expect(cache.bytes).toBe(30);
	});
});
