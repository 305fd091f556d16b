/**
 * GET /v1/designs (paging, cursors, filters, limit) and DELETE /v1/designs/:id (docs/contract.md "Endpoints").
 */
import {
	api,
	expectDesign,
	expectProblem,
	listAll,
	makeDesign,
	makePublication,
	PREFIXES,
	start,
	type Api,
	type Design,
	type TestServer,
} from './helpers';

let ts: TestServer;
beforeAll(async () => {
	ts = await start();
});
afterAll(() => ts.close());

/** Creates n designs one after the other (so their order is known); returns their ids, oldest first. */
async function createMany(a: Api, n: number, concurrency = 1): Promise<string[]> {
	const ids: string[] = [];
	for (let i = 0; i < n; i += concurrency) {
		const batch = await Promise.all(
			Array.from({ length: Math.min(concurrency, n - i) }, (_, j) =>
				a.generate({ prompt: `design number ${i + j}`, style: 'minimalist', seed: i + j }),
			),
		);
		for (const res of batch) {
			expect(res.status).toBe(201);
			ids.push(res.data.id);
		}
	}
	return ids;
}

describe('paging through 250 designs', () => {
	let a: Api;
	let ids: string[]; // oldest first
	beforeAll(async () => {
		a = api(ts, await ts.key('business'));
		ids = await createMany(a, 250);
	}, 60_000);

	test('limit 100: three pages, newest first, every id exactly once', async () => {
		const pages: Design[][] = [];
		let after: string | undefined;
		const hasMore: boolean[] = [];
		for (;;) {
			const res = await a.get('/designs', {
				params: { limit: 100, ...(after ? { starting_after: after } : {}) },
			});
			expect(res.status).toBe(200);
			expect(res.data.object).toBe('list');
			pages.push(res.data.data);
			hasMore.push(res.data.has_more);
			if (!res.data.has_more) break;
			after = res.data.data.at(-1).id;
			if (pages.length > 5) throw new Error('too many pages');
		}
		expect(pages.map((p) => p.length)).toEqual([100, 100, 50]);
		expect(hasMore).toEqual([true, true, false]);
		const seen = pages.flat().map((d) => d.id);
		expect(seen).toEqual([...ids].reverse());
	});

	test('default limit is 20', async () => {
		const res = await a.get('/designs');
		expect(res.data.data).toHaveLength(20);
		expect(res.data.has_more).toBe(true);
		expect(res.data.data.map((d: Design) => d.id)).toEqual([...ids].reverse().slice(0, 20));
	});

	test('ending_before goes back one page (the objects just newer than the cursor, newest first)', async () => {
		const newestFirst = [...ids].reverse();
		const page2 = await a.get('/designs', {
			params: { limit: 100, starting_after: newestFirst[99] },
		});
		expect(page2.data.data.map((d: Design) => d.id)).toEqual(newestFirst.slice(100, 200));
		const back = await a.get('/designs', {
			params: { limit: 100, ending_before: newestFirst[100] },
		});
		expect(back.status).toBe(200);
		expect(back.data.data.map((d: Design) => d.id)).toEqual(newestFirst.slice(0, 100));
		expect(back.data.has_more).toBe(false);
		const back2 = await a.get('/designs', {
			params: { limit: 100, ending_before: newestFirst[200] },
		});
		expect(back2.data.data.map((d: Design) => d.id)).toEqual(newestFirst.slice(100, 200));
		expect(back2.data.has_more).toBe(true);
		const small = await a.get('/designs', { params: { limit: 5, ending_before: newestFirst[50] } });
		expect(small.data.data.map((d: Design) => d.id)).toEqual(newestFirst.slice(45, 50));
		expect(small.data.has_more).toBe(true);
	});

	test('starting_after the oldest → empty page, has_more false', async () => {
		const res = await a.get('/designs', { params: { starting_after: ids[0] } });
		expect(res.status).toBe(200);
		expect(res.data).toEqual({ object: 'list', data: [], has_more: false });
	});

	test('ending_before the newest → empty page, has_more false', async () => {
		const res = await a.get('/designs', { params: { ending_before: ids.at(-1) } });
		expect(res.status).toBe(200);
		expect(res.data).toEqual({ object: 'list', data: [], has_more: false });
	});
});

describe('paging while designs are being created', () => {
	test('every design that existed at the start is returned exactly once; none twice', async () => {
		const a = api(ts, await ts.key('business'));
		const initial = await createMany(a, 60, 6);
		const seen: string[] = [];
		const created: string[] = [];
		let after: string | undefined;
		for (let i = 0; i < 100; i++) {
			// Ask for a page while three new designs are being generated concurrently.
			const [page, ...news] = await Promise.all([
				a.get('/designs', { params: { limit: 7, ...(after ? { starting_after: after } : {}) } }),
				a.generate({ prompt: `new during paging ${i} a`, style: 'grunge' }),
				a.generate({ prompt: `new during paging ${i} b`, style: 'grunge' }),
				a.generate({ prompt: `new during paging ${i} c`, style: 'grunge' }),
			]);
			expect(page.status).toBe(200);
			for (const n of news) created.push(n.data.id);
			seen.push(...page.data.data.map((d: Design) => d.id));
			if (!page.data.has_more) break;
			after = page.data.data.at(-1).id;
		}
		expect(new Set(seen).size).toBe(seen.length); // nothing twice
		for (const id of initial) expect(seen.filter((s) => s === id)).toHaveLength(1);
		// The whole account then lists every design exactly once.
		const all = (await listAll(a, '/designs')).map((d: Design) => d.id);
		expect(new Set(all).size).toBe(all.length);
		expect(all.sort()).toEqual([...initial, ...created].sort());
	}, 60_000);

	test('paging back with ending_before while designs are created returns each newer design once', async () => {
		const a = api(ts, await ts.key('business'));
		const initial = await createMany(a, 30, 5);
		// The oldest by the list's order: within a concurrent batch, answers need not come in insert order.
		const oldest = (await listAll(a, '/designs')).at(-1)!.id;
		const seen: string[] = [];
		let before = oldest;
		for (let i = 0; i < 50; i++) {
			const [page] = await Promise.all([
				a.get('/designs', { params: { limit: 4, ending_before: before } }),
				a.generate({ prompt: `during backwards paging ${i}`, style: 'preppy' }),
			]);
			expect(page.status).toBe(200);
			const pageIds = page.data.data.map((d: Design) => d.id);
			seen.push(...pageIds);
			if (pageIds.length === 0) break;
			before = pageIds[0];
			if (!page.data.has_more) break;
		}
		expect(new Set(seen).size).toBe(seen.length);
		for (const id of initial.filter((id) => id !== oldest)) expect(seen).toContain(id);
	}, 60_000);
});

describe.each(PREFIXES)('%s list parameters', (prefix) => {
	let a: Api;
	let grunge: Design;
	let minimal: Design;
	let published: Design;
	beforeAll(async () => {
		a = api(ts, await ts.key('business'), prefix);
		grunge = await makeDesign(a, { style: 'grunge' });
		minimal = await makeDesign(a, { style: 'minimalist' });
		({ design: published } = await makePublication(a, {
			design_id: (await makeDesign(a, { style: 'couture' })).id,
		}));
	});

	const ids = (res: { data: { data: Design[] } }) => res.data.data.map((d) => d.id);

	test('items are full design objects, publication embedded', async () => {
		const res = await a.get('/designs');
		for (const d of res.data.data) expectDesign(d, ts.url);
		const p = res.data.data.find((d: Design) => d.id === published.id);
		expect(p.publication).toEqual(
			expect.objectContaining({
				object: 'publication',
				design_id: published.id,
				status: 'published',
			}),
		);
	});

	test.each(['grunge', 'Grunge', ' GRUNGE '])('style filter %j', async (style) => {
		const res = await a.get('/designs', { params: { style } });
		expect(res.status).toBe(200);
		expect(ids(res)).toEqual([grunge.id]);
	});

	test('status filter', async () => {
		const ok = await a.get('/designs', { params: { status: 'succeeded' } });
		expect(ids(ok).sort()).toEqual([grunge.id, minimal.id, published.id].sort());
		const pending = await a.get('/designs', { params: { status: 'pending' } });
		expect(pending.status).toBe(200);
		expect(ids(pending)).toEqual([]);
		const failed = await a.get('/designs', { params: { status: 'failed' } });
		expect(ids(failed)).toEqual([]);
	});

	test('published filter', async () => {
		expect(ids(await a.get('/designs', { params: { published: 'true' } }))).toEqual([published.id]);
		expect(ids(await a.get('/designs', { params: { published: 'false' } })).sort()).toEqual(
			[grunge.id, minimal.id].sort(),
		);
	});

	test('filters combine and page', async () => {
		const res = await a.get('/designs', { params: { published: 'false', limit: 1 } });
		expect(ids(res)).toEqual([minimal.id]);
		expect(res.data.has_more).toBe(true);
		const next = await a.get('/designs', {
			params: { published: 'false', limit: 1, starting_after: minimal.id },
		});
		expect(ids(next)).toEqual([grunge.id]);
		expect(next.data.has_more).toBe(false);
	});

	test.each([
		['limit', '0'],
		['limit', '101'],
		['limit', 'abc'],
		['limit', '1.5'],
		['limit', '-1'],
		['status', 'done'],
		['published', 'yes'],
		['style', 'gothic-x'],
	])('%s=%s → 422', async (name, value) => {
		const res = await a.get('/designs', { params: { [name]: value } });
		expectProblem(res, 422, ['validation_failed', 'invalid_style'], ts.url);
	});

	test.each(['1', '100'])('limit=%s is accepted', async (limit) => {
		const res = await a.get('/designs', { params: { limit } });
		expect(res.status).toBe(200);
		expect(res.data.data.length).toBeLessThanOrEqual(Number(limit));
	});

	test('both cursors → 400 conflicting_cursors', async () => {
		const res = await a.get('/designs', {
			params: { starting_after: grunge.id, ending_before: minimal.id },
		});
		expectProblem(res, 400, 'conflicting_cursors', ts.url);
	});

	test.each(['dsn_doesnotexist000000000000', 'garbage', ''])(
		'cursor %p that is not an own design id → 400 invalid_cursor',
		async (cursor) => {
			expectProblem(
				await a.get('/designs', { params: { starting_after: cursor } }),
				400,
				'invalid_cursor',
				ts.url,
			);
			expectProblem(
				await a.get('/designs', { params: { ending_before: cursor } }),
				400,
				'invalid_cursor',
				ts.url,
			);
		},
	);

	test('a publication id is not a design cursor', async () => {
		const pubId =
			published.publication?.id ?? (await a.get(`/designs/${published.id}`)).data.publication.id;
		expectProblem(
			await a.get('/designs', { params: { starting_after: pubId } }),
			400,
			'invalid_cursor',
			ts.url,
		);
	});
});

describe.each(PREFIXES)('%s DELETE /designs/:id', (prefix) => {
	let a: Api;
	beforeAll(async () => {
		a = api(ts, await ts.key('business'), prefix);
	});

	test('200 {id, object, deleted:true}; then GET 404, image 404, list omits it, second DELETE 404', async () => {
		const d = await makeDesign(a);
		const keep = await makeDesign(a);
		const res = await a.del(`/designs/${d.id}`);
		expect(res.status).toBe(200);
		expect(res.data).toEqual({ id: d.id, object: 'design', deleted: true });
		expectProblem(await a.get(`/designs/${d.id}`), 404, 'design_not_found', ts.url);
		expectProblem(await a.get(`/designs/${d.id}/image`), 404, 'design_not_found', ts.url);
		const list = (await listAll(a, '/designs')).map((x: Design) => x.id);
		expect(list).not.toContain(d.id);
		expect(list).toContain(keep.id);
		expectProblem(await a.del(`/designs/${d.id}`), 404, 'design_not_found', ts.url);
	});

	test('unknown id → 404 design_not_found', async () => {
		expectProblem(
			await a.del('/designs/dsn_000000000000000000000000'),
			404,
			'design_not_found',
			ts.url,
		);
	});

	test('a deleted design cannot be published', async () => {
		const d = await makeDesign(a);
		await a.del(`/designs/${d.id}`);
		expectProblem(
			await a.publish({ design_id: d.id, price: { amount: 1 } }),
			404,
			'design_not_found',
			ts.url,
		);
	});

	test("a deleted design's id stays a valid cursor", async () => {
		const b = api(ts, await ts.key('business'), prefix);
		const [d1, d2, d3] = [await makeDesign(b), await makeDesign(b), await makeDesign(b)];
		await b.del(`/designs/${d2.id}`);
		const after = await b.get('/designs', { params: { starting_after: d2.id } });
		expect(after.status).toBe(200);
		expect(after.data.data.map((x: Design) => x.id)).toEqual([d1.id]);
		const before = await b.get('/designs', { params: { ending_before: d2.id } });
		expect(before.status).toBe(200);
		expect(before.data.data.map((x: Design) => x.id)).toEqual([d3.id]);
	});

	test('deleting a published design withdraws its publication (kept, status withdrawn)', async () => {
		const { design, publication } = await makePublication(a);
		expect((await a.del(`/designs/${design.id}`)).status).toBe(200);
		const pub = await a.get(`/marketplace/publications/${publication.id}`);
		expect(pub.status).toBe(200);
		expect(pub.data.status).toBe('withdrawn');
		expect(pub.data.withdrawn_at).toMatch(/Z$/);
		const withdrawn = await a.get('/marketplace/publications', { params: { status: 'withdrawn' } });
		expect(withdrawn.data.data.map((p: { id: string }) => p.id)).toContain(publication.id);
		const page = await ts.http.get(`/marketplace/${publication.id}`, { responseType: 'text' });
		expect(page.status).toBe(410);
	});
});
