/**
 * Publishing (docs/contract.md "Endpoints", publication object); the public pages are in marketplace-pages.test.ts.
 */
import {
	api,
	expectProblem,
	expectPublication,
	ISO_MS,
	listAll,
	makeDesign,
	makePublication,
	pointers,
	PREFIXES,
	start,
	type Api,
	type Design,
	type Publication,
	type TestServer,
} from './helpers';

let ts: TestServer;
beforeAll(async () => {
	ts = await start();
});
afterAll(() => ts.close());

describe.each(PREFIXES)('%s POST /marketplace/publish', (prefix) => {
	let a: Api;
	beforeAll(async () => {
		a = api(ts, await ts.key('business'), prefix);
	});

	test('201 with defaults: title = design title, USD, public, no tags; design.publication set', async () => {
		const d = await makeDesign(a, { prompt: 'camel wool trench coat', style: 'classic' });
		const res = await a.publish({ design_id: d.id, price: { amount: 12900 } });
		expect(res.status).toBe(201);
		expectPublication(res.data, ts.url);
		expect(res.data).toMatchObject({
			object: 'publication',
			design_id: d.id,
			title: d.title,
			price: { amount: 12900, currency: 'USD' },
			tags: [],
			visibility: 'public',
			status: 'published',
			withdrawn_at: null,
			url: `${ts.url}/marketplace/${res.data.id}`,
		});
		expect(res.data.published_at).toMatch(ISO_MS);
		const design = await a.get(`/designs/${d.id}`);
		expect(design.data.publication).toEqual(res.data);
	});

	test('given fields are kept; currency any case in, upper case out', async () => {
		const d = await makeDesign(a);
		const body = {
			design_id: d.id,
			title: 'My Hoodie',
			description: 'Soft.\nWarm.',
			price: { amount: 4500, currency: 'eur' },
			tags: ['hoodie', 'navy'],
			visibility: 'unlisted',
		};
		const res = await a.publish(body);
		expect(res.status).toBe(201);
		expect(res.data).toMatchObject({
			title: 'My Hoodie',
			description: 'Soft.\nWarm.',
			price: { amount: 4500, currency: 'EUR' },
			tags: ['hoodie', 'navy'],
			visibility: 'unlisted',
		});
	});

	test.each([
		['amount 0', { price: { amount: 0 } }],
		['amount 100 000 000', { price: { amount: 100_000_000 } }],
		['13 tags', { tags: Array.from({ length: 13 }, (_, i) => `t${i}`) }],
		['a 20-character tag', { tags: ['x'.repeat(20)] }],
		['a 140-character title', { title: 'T'.repeat(140) }],
		['a 5000-character description', { description: 'd'.repeat(5000) }],
		['an empty description', { description: '' }],
		['currency GBP', { price: { amount: 1, currency: 'GBP' } }],
	])('%s is accepted', async (_l, extra) => {
		const d = await makeDesign(a);
		const res = await a.publish({ design_id: d.id, price: { amount: 1 }, ...extra });
		expect(res.status).toBe(201);
	});

	test.each([
		['missing price', { price: undefined }, '/price'],
		['missing amount', { price: { currency: 'USD' } }, '/price/amount'],
		['negative amount', { price: { amount: -1 } }, '/price/amount'],
		['amount over 100 000 000', { price: { amount: 100_000_001 } }, '/price/amount'],
		['fractional amount', { price: { amount: 12.5 } }, '/price/amount'],
		['amount as a string', { price: { amount: '4500' } }, '/price/amount'],
		['price as a number', { price: 4500 }, '/price'],
		['currency of 4 letters', { price: { amount: 1, currency: 'EURO' } }, '/price/currency'],
		['currency of 2 letters', { price: { amount: 1, currency: 'US' } }, '/price/currency'],
		['currency with a digit', { price: { amount: 1, currency: 'U5D' } }, '/price/currency'],
		['currency not a string', { price: { amount: 1, currency: 840 } }, '/price/currency'],
		['unknown price field', { price: { amount: 1, tax: 5 } }, '/price/tax'],
		['14 tags', { tags: Array.from({ length: 14 }, (_, i) => `t${i}`) }, '/tags'],
		['a 21-character tag', { tags: ['x'.repeat(21)] }, '/tags/0'],
		['an empty tag', { tags: ['ok', ''] }, '/tags/1'],
		['a tag that is not a string', { tags: [5] }, '/tags/0'],
		['tags not an array', { tags: 'a,b' }, '/tags'],
		['a 141-character title', { title: 'T'.repeat(141) }, '/title'],
		['an empty title', { title: '' }, '/title'],
		['a 5001-character description', { description: 'd'.repeat(5001) }, '/description'],
		['visibility private', { visibility: 'private' }, '/visibility'],
		['missing design_id', { design_id: undefined }, '/design_id'],
		['design_id a number', { design_id: 5 }, '/design_id'],
	])('%s → 422 pointing at %s', async (_l, extra, pointer) => {
		const d = await makeDesign(a);
		const body: Record<string, unknown> = { design_id: d.id, price: { amount: 1 }, ...extra };
		for (const k of Object.keys(body)) if (body[k] === undefined) delete body[k];
		const res = await a.publish(body);
		expectProblem(res, 422, ['validation_failed', 'invalid_currency', 'unknown_parameter'], ts.url);
		expect(pointers(res)).toContain(pointer);
		expect((await a.get(`/designs/${d.id}`)).data.publication).toBeNull();
	});

	test.each(['status', 'id', 'owner', 'url'])(
		'unknown field %s → 422 unknown_parameter, never applied',
		async (field) => {
			const d = await makeDesign(a);
			const res = await a.publish({
				design_id: d.id,
				price: { amount: 1 },
				[field]: field === 'status' ? 'withdrawn' : 'pub_' + 'x'.repeat(24),
			});
			const problem = expectProblem(res, 422, 'unknown_parameter', ts.url);
			expect(problem.errors).toEqual([expect.objectContaining({ pointer: `/${field}` })]);
			expect((await a.get(`/designs/${d.id}`)).data.publication).toBeNull();
		},
	);

	test('unknown design → 404 design_not_found', async () => {
		expectProblem(
			await a.publish({ design_id: 'dsn_000000000000000000000000', price: { amount: 1 } }),
			404,
			'design_not_found',
			ts.url,
		);
	});

	test('already published → 409 already_published', async () => {
		const { design, publication } = await makePublication(a);
		const res = await a.publish({ design_id: design.id, price: { amount: 99 } });
		expectProblem(res, 409, 'already_published', ts.url);
		expect((await a.get(`/marketplace/publications/${publication.id}`)).data.price.amount).toBe(
			4500,
		);
	});

	test('title of the listing is escaped in the marketplace pages', async () => {
		const evil = '<script>alert(1)</script>';
		const { publication } = await makePublication(a, {
			title: evil,
			description: '<img src=x onerror=alert(2)>',
			tags: ['<b>x</b>'],
		});
		expect(publication.title).toBe(evil); // stored as given
		const page = await ts.http.get(`/marketplace/${publication.id}`, { responseType: 'text' });
		expect(page.status).toBe(200);
		expect(page.data).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
		expect(page.data).not.toContain(evil);
		expect(page.data).not.toContain('<img src=x');
		expect(page.data).not.toContain('<b>x</b>');
		const index = await ts.http.get('/marketplace', { responseType: 'text' });
		expect(index.data).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
		expect(index.data).not.toContain(evil);
	});
});

describe.each(PREFIXES)('%s unpublish and republish', (prefix) => {
	let a: Api;
	beforeAll(async () => {
		a = api(ts, await ts.key('business'), prefix);
	});

	test('DELETE → 200 withdrawn; second DELETE the same object; design.publication null; republish → new pub id', async () => {
		const { design, publication } = await makePublication(a);
		const first = await a.del(`/marketplace/publications/${publication.id}`);
		expect(first.status).toBe(200);
		expectPublication(first.data, ts.url);
		expect(first.data).toMatchObject({
			id: publication.id,
			status: 'withdrawn',
			design_id: design.id,
			published_at: publication.published_at,
		});
		expect(first.data.withdrawn_at).toMatch(ISO_MS);
		const second = await a.del(`/marketplace/publications/${publication.id}`);
		expect(second.status).toBe(200);
		expect(second.data).toEqual(first.data);
		expect((await a.get(`/marketplace/publications/${publication.id}`)).data).toEqual(first.data);
		expect((await a.get(`/designs/${design.id}`)).data.publication).toBeNull();

		const again = await a.publish({ design_id: design.id, price: { amount: 777 } });
		expect(again.status).toBe(201);
		expect(again.data.id).not.toBe(publication.id);
		expect(again.data.status).toBe('published');
		expect((await a.get(`/designs/${design.id}`)).data.publication.id).toBe(again.data.id);
		expect((await a.get(`/marketplace/publications/${publication.id}`)).data.status).toBe(
			'withdrawn',
		);
	});

	test('unknown publication → 404 publication_not_found (GET and DELETE)', async () => {
		expectProblem(
			await a.get('/marketplace/publications/pub_000000000000000000000000'),
			404,
			'publication_not_found',
			ts.url,
		);
		expectProblem(
			await a.del('/marketplace/publications/pub_000000000000000000000000'),
			404,
			'publication_not_found',
			ts.url,
		);
		expectProblem(
			await a.get('/marketplace/publications/dsn_000000000000000000000000'),
			404,
			'publication_not_found',
			ts.url,
		);
	});
});

describe.each(PREFIXES)('%s GET /marketplace/publications', (prefix) => {
	let a: Api;
	let live: Publication[];
	let withdrawn: Publication;
	let d0: Design;
	beforeAll(async () => {
		a = api(ts, await ts.key('business'), prefix);
		live = [];
		for (let i = 0; i < 5; i++) live.push((await makePublication(a)).publication);
		d0 = (await a.get(`/designs/${live[0].design_id}`)).data;
		withdrawn = (await a.del(`/marketplace/publications/${live[0].id}`)).data;
		live.shift();
	});

	test('list object, newest first, paging with starting_after returns each once', async () => {
		const res = await a.get('/marketplace/publications');
		expect(res.status).toBe(200);
		expect(res.data).toEqual({ object: 'list', data: expect.any(Array), has_more: false });
		for (const p of res.data.data) expectPublication(p, ts.url);
		const expected = [...live]
			.reverse()
			.map((p) => p.id)
			.concat(withdrawn.id);
		expect(res.data.data.map((p: Publication) => p.id)).toEqual(expected);
		const paged = (await listAll<Publication>(a, '/marketplace/publications', {}, 2)).map(
			(p: Publication) => p.id,
		);
		expect(paged).toEqual(expected);
		const back = await a.get('/marketplace/publications', {
			params: { ending_before: expected[3], limit: 2 },
		});
		expect(back.data.data.map((p: Publication) => p.id)).toEqual(expected.slice(1, 3));
	});

	test('status filter', async () => {
		const pub = await a.get('/marketplace/publications', { params: { status: 'published' } });
		expect(pub.data.data.map((p: Publication) => p.id).sort()).toEqual(
			live.map((p) => p.id).sort(),
		);
		const wd = await a.get('/marketplace/publications', { params: { status: 'withdrawn' } });
		expect(wd.data.data.map((p: Publication) => p.id)).toEqual([withdrawn.id]);
	});

	test('design_id filter', async () => {
		const res = await a.get('/marketplace/publications', { params: { design_id: d0.id } });
		expect(res.data.data.map((p: Publication) => p.id)).toEqual([withdrawn.id]);
		const none = await a.get('/marketplace/publications', {
			params: { design_id: 'dsn_000000000000000000000000' },
		});
		expect(none.status).toBe(200);
		expect(none.data.data).toEqual([]);
	});

	test.each([
		['limit', '0'],
		['limit', '101'],
		['limit', 'x'],
		['status', 'live'],
	])('%s=%s → 422', async (name, value) => {
		expectProblem(
			await a.get('/marketplace/publications', { params: { [name]: value } }),
			422,
			'validation_failed',
			ts.url,
		);
	});

	test('cursors: both → 400 conflicting_cursors; a design id → 400 invalid_cursor', async () => {
		expectProblem(
			await a.get('/marketplace/publications', {
				params: { starting_after: live[0].id, ending_before: live[1].id },
			}),
			400,
			'conflicting_cursors',
			ts.url,
		);
		expectProblem(
			await a.get('/marketplace/publications', { params: { starting_after: d0.id } }),
			400,
			'invalid_cursor',
			ts.url,
		);
	});
});
