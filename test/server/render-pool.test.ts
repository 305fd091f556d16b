/**
 * PNG renders: on a bounded worker pool, byte-identical to `renderPng`,
 * shared by concurrent requests for one design, stored once, and shed with 503 when the queue is
 * full. A listing's SVG carries the listing's text, escaped, not the prompt.
 */
import { generateDesign } from '../../server/generator';
import { PngRenderPool, RenderQueueFullError, renderPng } from '../../server/render/png';
import { DesignService } from '../../server/services/design-service';
import { MarketplaceService } from '../../server/services/marketplace-service';
import { openTestStore } from '../harness/test-store';
import type { DesignStore } from '../../server/store/types';
import { api, makeDesign, makePublication, PNG_SIGNATURE, start, type TestServer } from './helpers';

const svgOf = (seed: number) =>
	generateDesign({ prompt: 'navy striped cotton hoodie', style: 'streetwear', seed }).svg;

describe('PngRenderPool', () => {
	let pool: PngRenderPool;
	afterEach(() => pool.close());

	test('renders on a worker thread the very bytes renderPng gives', async () => {
		pool = new PngRenderPool({ threads: 1 });
		const svg = svgOf(7);
		const png = await pool.render(svg);
		expect(Buffer.isBuffer(png)).toBe(true);
		expect(png.equals(renderPng(svg))).toBe(true);
	});

	test('renders in a row, across the minor collections between them, each the bytes renderPng gives', async () => {
		pool = new PngRenderPool({ threads: 1 });
		const seeds = [1, 2, 3, 4, 5, 6, 7, 8, 9];
		const pngs = await Promise.all(seeds.map((seed) => pool.render(svgOf(seed))));
		seeds.forEach((seed, i) => expect(pngs[i].equals(renderPng(svgOf(seed)))).toBe(true));
	});

	test('a full queue refuses at once instead of queueing without bound', async () => {
		pool = new PngRenderPool({ threads: 1, maxQueue: 2 });
		const results = await Promise.allSettled([1, 2, 3, 4, 5, 6].map((s) => pool.render(svgOf(s))));
		const refused = results.filter((r) => r.status === 'rejected');
		expect(results.filter((r) => r.status === 'fulfilled').length).toBeGreaterThanOrEqual(1);
		expect(refused.length).toBeGreaterThanOrEqual(1);
		for (const r of refused)
			expect((r as PromiseRejectedResult).reason).toBeInstanceOf(RenderQueueFullError);
	});
});

describe('DesignService: one render per design, stored once', () => {
	let store: DesignStore;
	let designs: DesignService;
	beforeEach(async () => {
		store = await openTestStore();
		designs = new DesignService(store, 0, { threads: 1 });
	});
	afterEach(async () => {
		await designs.close();
		await store.close();
	});

	test('20 concurrent PNG requests for a fresh design: one render, one save, same bytes', async () => {
		const { id: accountId } = await store.ensureAccount('acme', 'business', Date.now());
		const design = await designs.create(accountId, { prompt: 'red wool coat', style: 'classic' });
		const saves = jest.spyOn(store, 'savePng');
		const images = await Promise.all(
			Array.from({ length: 20 }, () => designs.image(accountId, design.id, 'png')),
		);
		expect(images.filter((i) => i.renderMs !== undefined)).toHaveLength(1);
		expect(saves).toHaveBeenCalledTimes(1);
		const svg = (await store.getDesignImage(accountId, design.id))!.svg;
		for (const image of images) expect(image.bytes.equals(renderPng(svg))).toBe(true);
		// Later requests read the stored PNG: no render.
		const later = await designs.image(accountId, design.id, 'png');
		expect(later.renderMs).toBeUndefined();
		expect(saves).toHaveBeenCalledTimes(1);
	});

	test('a listing SVG carries the listing title and description, escaped; the prompt stays private', async () => {
		const marketplace = new MarketplaceService(store, designs);
		const { id: accountId } = await store.ensureAccount('acme', 'business', Date.now());
		const design = await designs.create(accountId, {
			prompt: 'navy hoodie for the secret zebracorn launch',
			style: 'streetwear',
		});
		const publication = await marketplace.publish(accountId, {
			design_id: design.id,
			title: 'Tom & Jerry <hoodie>',
			description: 'Says "hi" & \'bye\'',
			price: { amount: 100 },
		});
		const listing = (await marketplace.getListing(publication.id))!;
		const svg = (await marketplace.listingImage(listing, 'svg')).bytes.toString('utf8');
		expect(svg).not.toContain('zebracorn');
		expect(svg).toContain(
			'<title id="title">Tom &amp; Jerry &lt;hoodie&gt;</title><desc id="desc">Says &quot;hi&quot; &amp; &apos;bye&apos;</desc>',
		);
		const own = (await designs.image(accountId, design.id, 'svg')).bytes.toString('utf8');
		expect(own).toContain('zebracorn');
	});
});

describe('over HTTP: a full render queue is a 503 problem with Retry-After', () => {
	let ts: TestServer;
	beforeAll(async () => {
		ts = await start({ renderThreads: 1, render: { maxQueue: 1 } });
	});
	afterAll(() => ts.close());

	test('8 fresh designs at once: PNGs or 503 service_unavailable; the one that rendered says so', async () => {
		const a = api(ts, await ts.key('business'));
		const ids: string[] = [];
		for (let i = 0; i < 8; i++) ids.push((await makeDesign(a, { prompt: `coat ${i}` })).id);
		const replies = await Promise.all(ids.map((id) => a.image(id, '?format=png')));
		const shed = replies.filter((r) => r.status === 503);
		const served = replies.filter((r) => r.status === 200);
		expect(shed.length).toBeGreaterThanOrEqual(1);
		expect(served.length).toBeGreaterThanOrEqual(1);
		for (const r of served) {
			expect(Buffer.from(r.data).subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
			expect(r.headers['server-timing']).toMatch(/^render;dur=\d+(\.\d+)?$/);
		}
		for (const r of shed) {
			expect(r.headers['content-type']).toMatch(/^application\/problem\+json/);
			expect(r.headers['retry-after']).toBe('1');
			expect(JSON.parse(Buffer.from(r.data).toString('utf8')).code).toBe('service_unavailable');
		}
		// Shed requests come back later and get their PNG.
		const again = await a.image(ids[replies.findIndex((r) => r.status === 503)], '?format=png');
		expect(again.status).toBe(200);
		// A stored PNG is served without rendering.
		const stored = await a.image(ids[replies.findIndex((r) => r.status === 200)], '?format=png');
		expect(stored.headers['server-timing']).toBeUndefined();
	});

	test('a listing PNG is the design PNG', async () => {
		const a = api(ts, await ts.key('business'));
		const { design, publication } = await makePublication(a);
		const own = await a.image(design.id, '?format=png');
		const listing = await ts.http.get(`/marketplace/${publication.id}/image?format=png`, {
			responseType: 'arraybuffer',
		});
		expect(Buffer.from(listing.data).equals(Buffer.from(own.data))).toBe(true);
	});
});
