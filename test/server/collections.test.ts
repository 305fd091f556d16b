/**
 * Collections (docs/contract.md "Collections"): the API — shapes, statuses, validation,
 * isolation, both prefixes, idempotency, rate limits, the quota, cancel, the designs of a
 * collection in order and their paging, and the events. Latency and durability:
 * collections-latency.test.ts, collections-durability.test.ts.
 */
import { isNeutral } from '../../server/collections/plan-palette';
import type { ClaimedItem } from '../../server/store/types';
import { startReceiver } from './webhook-harness';
import {
	api,
	eventually,
	expectDesign,
	expectProblem,
	header,
	insideOneRateLimitWindow,
	listAll,
	makeDesign,
	pointers,
	PREFIXES,
	start,
	type Api,
	type Design,
	type TestServer,
} from './helpers';
import {
	collectionDesigns,
	ended,
	expectCollection,
	items,
	type Collection,
} from './collections-shared';

describe('without generation latency', () => {
	let ts: TestServer;
	beforeAll(async () => {
		ts = await start();
	});
	afterAll(() => ts.close());

	describe.each(PREFIXES)('%s', (prefix) => {
		let a: Api;
		beforeAll(async () => {
			a = api(ts, await ts.key('business'), prefix);
		});

		test('items → 202 queued with Location; it succeeds with one design per item, in order, carrying collection_id and custom_id', async () => {
			const body = {
				name: '  Resort 27  ',
				style: 'StreetWear',
				items: [...items(4), { prompt: '  ivory linen dress  ', style: 'Avant Garde' }],
			};
			const res = await a.post('/collections', body);
			expect(res.status).toBe(202);
			const created = expectCollection(res.data);
			expect(header(res, 'location')).toBe(`${ts.url}/v1/collections/${created.id}`);
			expect(created).toMatchObject({
				name: 'Resort 27',
				style: 'streetwear',
				brief: null,
				palette: [],
				errors: [],
				completed_at: null,
				canceled_at: null,
			});
			expect(created.request_counts.total).toBe(5);
			expect(['queued', 'running', 'succeeded']).toContain(created.status);

			const done = await ended(a, created.id);
			expect(done.status).toBe('succeeded');
			expect(done.request_counts).toEqual({
				total: 5,
				pending: 0,
				succeeded: 5,
				failed: 0,
				canceled: 0,
			});
			expect(Date.parse(done.completed_at!)).toBeGreaterThanOrEqual(Date.parse(done.created_at));

			const designs = await collectionDesigns(a, created.id);
			for (const d of designs) expectDesign(d);
			expect(
				designs.map((d) => [d.prompt, d.style, d.status, d.collection_id, d.custom_id]),
			).toEqual([
				...items(4).map((item) => [
					item.prompt,
					'streetwear',
					'succeeded',
					created.id,
					item.custom_id,
				]),
				['ivory linen dress', 'avant-garde', 'succeeded', created.id, null],
			]);
			expect(designs.slice(0, 4).map((d) => d.seed)).toEqual(items(4).map((i) => i.seed));
			// The design object: the same through GET /designs/:id.
			const one = await a.get(`/designs/${designs[0].id}`);
			expect(one.data).toEqual(designs[0]);
		});

		test('brief → 202 with total = count (default 12), a palette of at most 6 colours, and that many designs', async () => {
			const res = await a.post('/collections', {
				name: 'Linen capsule',
				style: 'minimalist',
				brief: 'resort capsule in washed linen, sand, terracotta and ivory',
			});
			expect(res.status).toBe(202);
			const created = expectCollection(res.data);
			expect(created.brief).toBe('resort capsule in washed linen, sand, terracotta and ivory');
			expect(created.request_counts.total).toBe(12);
			expect(created.palette.length).toBeGreaterThan(0);
			expect(created.palette.length).toBeLessThanOrEqual(6);
			for (const c of created.palette)
				expect(c).toEqual({
					name: expect.any(String),
					hex: expect.stringMatching(/^#[0-9a-f]{6}$/i),
				});
			const done = await ended(a, created.id);
			expect(done.status).toBe('succeeded');
			const designs = await collectionDesigns(a, created.id);
			expect(designs).toHaveLength(12);
			for (const d of designs) expect([d.style, d.custom_id]).toEqual(['minimalist', null]);
			// A line, not twelve of a kind, in the collection's palette and neutrals only.
			expect(new Set(designs.map((d) => d.garment)).size).toBeGreaterThanOrEqual(6);
			const palette = new Set(created.palette.map((c) => c.name));
			for (const d of designs)
				for (const c of d.colors)
					expect({
						design: d.id,
						color: c.name,
						ok: palette.has(c.name) || isNeutral(c.hex),
					}).toEqual({ design: d.id, color: c.name, ok: true });

			const three = await a.post('/collections', {
				name: 'Three',
				style: 'minimalist',
				brief: 'three linen pieces',
				count: 3,
			});
			expect(three.status).toBe(202);
			expect(three.data.request_counts.total).toBe(3);
			expect(await collectionDesigns(a, (await ended(a, three.data.id)).id)).toHaveLength(3);
		});

		test('GET /collections lists the caller’s collections newest first, with paging', async () => {
			const b = api(ts, await ts.key('business'), prefix);
			const made: string[] = [];
			for (let i = 0; i < 3; i++)
				made.push(
					(await b.post('/collections', { name: `c${i}`, style: 'classic', items: items(1) })).data
						.id,
				);
			const first = await b.get('/collections', { params: { limit: 2 } });
			expect(first.status).toBe(200);
			expect(first.data.object).toBe('list');
			expect(first.data.data.map((c: Collection) => c.id)).toEqual([made[2], made[1]]);
			expect(first.data.has_more).toBe(true);
			for (const c of first.data.data) expectCollection(c);
			const next = await b.get('/collections', { params: { limit: 2, starting_after: made[1] } });
			expect(next.data.data.map((c: Collection) => c.id)).toEqual([made[0]]);
			expect(next.data.has_more).toBe(false);
			const back = await b.get('/collections', { params: { ending_before: made[0] } });
			expect(back.data.data.map((c: Collection) => c.id)).toEqual([made[2], made[1]]);
			expectProblem(
				await b.get('/collections', { params: { starting_after: 'col_nope' } }),
				400,
				'invalid_cursor',
			);
			expectProblem(
				await b.get('/collections', {
					params: { starting_after: made[0], ending_before: made[1] },
				}),
				400,
				'conflicting_cursors',
			);
		});
	});

	describe('validation: 422 with a pointer to each problem, nothing made', () => {
		let a: Api;
		beforeAll(async () => {
			a = api(ts, await ts.key('business'));
		});
		const base = { name: 'Line', style: 'classic' };
		const cases: [string, Record<string, unknown>, string, string[]][] = [
			['no name', { style: 'classic', items: items(1) }, 'validation_failed', ['/name']],
			[
				'a name of 141',
				{ ...base, name: 'x'.repeat(141), items: items(1) },
				'validation_failed',
				['/name'],
			],
			['a blank name', { ...base, name: '   ', items: items(1) }, 'validation_failed', ['/name']],
			['no style', { name: 'Line', items: items(1) }, 'validation_failed', ['/style']],
			[
				'an unknown style',
				{ ...base, style: 'gothic-x', items: items(1) },
				'invalid_style',
				['/style'],
			],
			[
				'brief and items',
				{ ...base, brief: 'linen', items: items(1) },
				'validation_failed',
				['/items'],
			],
			['neither brief nor items', base, 'validation_failed', ['']],
			['count with items', { ...base, count: 2, items: items(2) }, 'validation_failed', ['/count']],
			['count 0', { ...base, brief: 'linen', count: 0 }, 'validation_failed', ['/count']],
			['count 51', { ...base, brief: 'linen', count: 51 }, 'validation_failed', ['/count']],
			['count 1.5', { ...base, brief: 'linen', count: 1.5 }, 'validation_failed', ['/count']],
			['a brief of 4001', { ...base, brief: 'x'.repeat(4001) }, 'validation_failed', ['/brief']],
			['an empty brief', { ...base, brief: '  ' }, 'validation_failed', ['/brief']],
			['no items', { ...base, items: [] }, 'validation_failed', ['/items']],
			[
				'51 items',
				{ ...base, items: items(51).map((i) => ({ prompt: i.prompt })) },
				'validation_failed',
				['/items'],
			],
			[
				'an item without a prompt',
				{ ...base, items: [{ seed: 1 }] },
				'validation_failed',
				['/items/0/prompt'],
			],
			[
				'an item seed of -1',
				{ ...base, items: [{ prompt: 'a coat', seed: -1 }] },
				'validation_failed',
				['/items/0/seed'],
			],
			[
				'an item seed of 2^31',
				{ ...base, items: [{ prompt: 'a coat', seed: 2 ** 31 }] },
				'validation_failed',
				['/items/0/seed'],
			],
			[
				'an item style unknown',
				{ ...base, items: [{ prompt: 'a coat', style: 'nope' }] },
				'invalid_style',
				['/items/0/style'],
			],
			[
				'a custom_id of 65',
				{ ...base, items: [{ prompt: 'a coat', custom_id: 'x'.repeat(65) }] },
				'validation_failed',
				['/items/0/custom_id'],
			],
			[
				'a custom_id twice',
				{
					...base,
					items: [
						{ prompt: 'a', custom_id: 'k' },
						{ prompt: 'b', custom_id: 'k' },
					],
				},
				'validation_failed',
				['/items/1/custom_id'],
			],
			[
				'an unknown field',
				{ ...base, items: items(1), status: 'succeeded' },
				'unknown_parameter',
				['/status'],
			],
			[
				'an unknown item field',
				{ ...base, items: [{ prompt: 'a coat', owner: 'x' }] },
				'unknown_parameter',
				['/items/0/owner'],
			],
		];
		test.each(cases)('%s', async (_label, body, code, where) => {
			const res = await a.post('/collections', body);
			expectProblem(res, 422, code);
			expect(pointers(res)).toEqual(where);
			expect((await a.get('/collections')).data.data).toEqual([]);
		});
		test('a body that is not JSON → 400; not an object → 422', async () => {
			expectProblem(
				await a.post('/collections', '{"name":', {
					headers: { 'Content-Type': 'application/json' },
					transformRequest: [(data: unknown) => data],
				}),
				400,
				'invalid_json',
			);
			expectProblem(await a.post('/collections', [1]), 422, 'validation_failed');
		});
	});

	test('another account’s collection is a 404 everywhere; lists hold the caller’s own only', async () => {
		const owner = api(ts, await ts.key('business'));
		const other = api(ts, await ts.key('business'));
		const mine = (
			await owner.post('/collections', { name: 'Mine', style: 'classic', items: items(2) })
		).data;
		await ended(owner, mine.id);
		for (const res of [
			await other.get(`/collections/${mine.id}`),
			await other.post(`/collections/${mine.id}/cancel`),
			await other.get('/collections/col_doesnotexist00000000000'),
		])
			expectProblem(res, 404, 'collection_not_found');
		expect((await other.get('/collections')).data.data).toEqual([]);
		expect((await other.get('/designs', { params: { collection_id: mine.id } })).data.data).toEqual(
			[],
		);
		// Positive control: the owner sees it.
		expect((await owner.get(`/collections/${mine.id}`)).status).toBe(200);
		expect(await collectionDesigns(owner, mine.id)).toHaveLength(2);
	});

	test('Idempotency-Key: the same body replays the 202 and makes nothing more; another body → 422', async () => {
		const a = api(ts, await ts.key('business'));
		const body = { name: 'Once', style: 'classic', items: items(3) };
		const key = { 'Idempotency-Key': `col-${Date.now()}` };
		const first = await a.post('/collections', body, { headers: key });
		expect(first.status).toBe(202);
		const again = await a.post('/collections', { ...body, style: 'classic' }, { headers: key });
		expect(again.status).toBe(202);
		expect(header(again, 'idempotent-replayed')).toBe('true');
		expect(again.data.id).toBe(first.data.id);
		expectProblem(
			await a.post('/collections', { ...body, name: 'Twice' }, { headers: key }),
			422,
			'idempotency_key_reused',
		);
		await ended(a, first.data.id);
		expect((await a.get('/collections')).data.data.map((c: Collection) => c.id)).toEqual([
			first.data.id,
		]);
		expect(await listAll(a, '/designs')).toHaveLength(3);
	});

	describe('designs of a collection: ?collection_id= in the collection’s order, with paging', () => {
		let a: Api;
		let col: Collection;
		let designs: Design[];
		beforeAll(async () => {
			a = api(ts, await ts.key('business'));
			col = (await a.post('/collections', { name: 'Five', style: 'classic', items: items(5) }))
				.data;
			await ended(a, col.id);
			designs = await collectionDesigns(a, col.id);
		});

		test('listed first position first (not newest first), pages of 2 forwards and back', async () => {
			expect(designs.map((d) => d.custom_id)).toEqual(items(5).map((i) => i.custom_id));
			const page = async (params: Record<string, unknown>) => {
				const res = await a.get('/designs', { params: { collection_id: col.id, ...params } });
				expect(res.status).toBe(200);
				return [res.data.data.map((d: Design) => d.custom_id), res.data.has_more];
			};
			expect(await page({ limit: 2 })).toEqual([['item-0', 'item-1'], true]);
			expect(await page({ limit: 2, starting_after: designs[1].id })).toEqual([
				['item-2', 'item-3'],
				true,
			]);
			expect(await page({ limit: 2, starting_after: designs[3].id })).toEqual([['item-4'], false]);
			expect(await page({ limit: 2, ending_before: designs[4].id })).toEqual([
				['item-2', 'item-3'],
				true,
			]);
			expect(await page({ limit: 2, ending_before: designs[2].id })).toEqual([
				['item-0', 'item-1'],
				false,
			]);
			// Other filters combine with it.
			expect(await page({ status: 'failed' })).toEqual([[], false]);
		});

		test('a cursor that is not one of the collection’s designs → 400 invalid_cursor', async () => {
			const loose = await makeDesign(a);
			for (const cursor of [loose.id, 'dsn_nope'])
				expectProblem(
					await a.get('/designs', { params: { collection_id: col.id, starting_after: cursor } }),
					400,
					'invalid_cursor',
				);
			// Positive control: without collection_id, the loose design is a cursor.
			expect((await a.get('/designs', { params: { starting_after: loose.id } })).status).toBe(200);
			expect(loose.collection_id).toBeNull();
			expect(loose.custom_id).toBeNull();
		});

		test('a deleted design leaves the list, and its id stays a cursor', async () => {
			expect((await a.del(`/designs/${designs[2].id}`)).status).toBe(200);
			const res = await a.get('/designs', {
				params: { collection_id: col.id, starting_after: designs[2].id },
			});
			expect(res.data.data.map((d: Design) => d.custom_id)).toEqual(['item-3', 'item-4']);
			expect((await collectionDesigns(a, col.id)).map((d) => d.custom_id)).toEqual([
				'item-0',
				'item-1',
				'item-3',
				'item-4',
			]);
		});
	});

	test('events: each design its design.succeeded, the collection one collection.succeeded, delivered by webhook', async () => {
		const a = api(ts, await ts.key('business'));
		const receiver = await startReceiver();
		try {
			const hook = await a.post('/webhook_endpoints', {
				url: receiver.url,
				events: ['collection.succeeded', 'collection.failed'],
			});
			expect(hook.status).toBe(201);
			const col = (await a.post('/collections', { name: 'Hooked', style: 'y2k', items: items(3) }))
				.data;
			const done = await ended(a, col.id);
			const delivery = await eventually(async () => receiver.deliveries[0], 10_000);
			expect(delivery.json).toMatchObject({
				object: 'event',
				type: 'collection.succeeded',
				data: { object: { id: col.id, object: 'collection', status: 'succeeded' } },
			});
			expect(delivery.json.data.object).toEqual(done);
			const events = await listAll<{ id: string; type: string; data: { object: { id: string } } }>(
				a,
				'/events',
			);
			expect(
				events.filter((e) => e.type === 'collection.succeeded').map((e) => e.data.object.id),
			).toEqual([col.id]);
			const designIds = (await collectionDesigns(a, col.id)).map((d) => d.id).sort();
			expect(
				events
					.filter((e) => e.type === 'design.succeeded')
					.map((e) => e.data.object.id)
					.sort(),
			).toEqual(designIds);
			// The filter works on the new types; nothing else was delivered.
			const filtered = await a.get('/events', { params: { type: 'collection.succeeded' } });
			expect(filtered.data.data.map((e: { id: string }) => e.id)).toEqual([delivery.json.id]);
			await new Promise((r) => setTimeout(r, 300));
			expect(receiver.deliveries).toHaveLength(1);
		} finally {
			await receiver.close();
		}
	});
});

describe('rate limit: a collection counts its designs against the generate budget', () => {
	let ts: TestServer;
	beforeAll(async () => {
		ts = await start({ rateLimitGenerate: 10 });
	});
	afterAll(() => ts.close());

	test('11 designs do not fit in 10: 429 with nothing made or charged; 10 fit, then a generate is refused', async () => {
		const a = api(ts, await ts.key('business'));
		await insideOneRateLimitWindow();
		const over = await a.post('/collections', { name: 'Big', style: 'classic', items: items(11) });
		const problem = expectProblem(over, 429, 'rate_limited');
		expect(problem.detail).toMatch(/costs 11/);
		expect(Number(header(over, 'retry-after'))).toBeGreaterThan(0);
		expect((await a.get('/collections')).data.data).toEqual([]);
		expect((await a.get('/designs')).data.data).toEqual([]);
		// A brief's default count is 12: also over.
		expectProblem(
			await a.post('/collections', { name: 'Brief', style: 'classic', brief: 'linen' }),
			429,
			'rate_limited',
		);
		const fits = await a.post('/collections', { name: 'Ten', style: 'classic', items: items(10) });
		expect(fits.status).toBe(202);
		expect(header(fits, 'ratelimit')).toMatch(/^"generate";r=0;t=\d+$/);
		expectProblem(await a.generate(), 429, 'rate_limited');
		expect((await ended(a, fits.data.id)).request_counts.succeeded).toBe(10);
	});
});

describe('design quota', () => {
	let ts: TestServer;
	beforeAll(async () => {
		ts = await start({ maxDesignsPerAccount: 4, collectionWorker: { pollMs: 50 } });
	});
	afterAll(() => ts.close());

	test('a collection that does not fit → 403 design_quota_exceeded, nothing made', async () => {
		const a = api(ts, await ts.key('business'));
		await makeDesign(a);
		const res = await a.post('/collections', { name: 'Full', style: 'classic', items: items(4) });
		expect(expectProblem(res, 403, 'design_quota_exceeded').detail).toMatch(
			/holds 1 designs.*quota is 4/,
		);
		expect((await a.get('/collections')).data.data).toEqual([]);
		expect(await listAll(a, '/designs')).toHaveLength(1);
		// Positive control: 3 fit.
		const fits = await a.post('/collections', { name: 'Fits', style: 'classic', items: items(3) });
		expect(fits.status).toBe(202);
		expect((await ended(a, fits.data.id)).status).toBe('succeeded');
	});

	test('an account that fills up while a collection waits: the items past the quota fail, the quota holds', async () => {
		const name = `quota-${Date.now()}`;
		const a = api(ts, await ts.key('business', name));
		const accountId = (await ts.server.store.findAccountByName(name))!.id;
		await makeDesign(a);
		await makeDesign(a);
		// Stored as the API stores it, after its up-front check would have passed (none made yet).
		const stored = await ts.server.store.insertCollection({
			id: `col_quota${Date.now()}000000000000`,
			accountId,
			name: 'Late',
			style: 'classic',
			brief: null,
			palette: [],
			items: items(4).map((i) => ({
				prompt: i.prompt,
				style: 'classic',
				seed: i.seed,
				customId: i.custom_id,
			})),
			now: Date.now(),
		});
		const done = await ended(a, stored.id);
		expect(done.status).toBe('partially_failed');
		expect(done.request_counts).toEqual({
			total: 4,
			pending: 0,
			succeeded: 2,
			failed: 2,
			canceled: 0,
		});
		expect(done.errors).toEqual([
			{
				position: 2,
				custom_id: 'item-2',
				code: 'design_quota_exceeded',
				detail: expect.stringMatching(/quota is 4/),
			},
			{
				position: 3,
				custom_id: 'item-3',
				code: 'design_quota_exceeded',
				detail: expect.stringMatching(/quota is 4/),
			},
		]);
		expect(await listAll(a, '/designs')).toHaveLength(4);
		expect(
			(await a.get('/events', { params: { type: 'collection.partially_failed' } })).data.data,
		).toHaveLength(1);
	});
});

describe('cancel', () => {
	let ts: TestServer;
	beforeAll(async () => {
		// The worker looks for stored items only every minute: a collection stored straight into
		// the database waits, as one does behind a long queue.
		ts = await start({ collectionWorker: { pollMs: 60_000 } });
	});
	afterAll(() => ts.close());

	async function waiting(name: string, n: number) {
		const accountId = (await ts.server.store.findAccountByName(name))!.id;
		return ts.server.store.insertCollection({
			id: `col_cancel${Math.random().toString(36).slice(2)}00000000000`,
			accountId,
			name: 'Waiting',
			style: 'classic',
			brief: null,
			palette: [],
			items: items(n).map((i) => ({
				prompt: i.prompt,
				style: 'classic',
				seed: i.seed,
				customId: i.custom_id,
			})),
			now: Date.now(),
		});
	}

	/**
	 * What a worker holding `item`'s lease inserts for it: its design, pending until `readyAt`
	 * (the latency path).
	 */
	const pendingDesign = (id: string, item: ClaimedItem, lease: string, readyAt: number) => ({
		id,
		accountId: item.accountId,
		status: 'pending' as const,
		prompt: item.prompt,
		style: item.style,
		seed: item.seed,
		content: null,
		error: null,
		readyAt,
		now: Date.now(),
		collection: { id: item.collectionId, position: item.position, customId: item.customId, lease },
	});

	test('leases fence the insert: a worker whose lease was taken over makes nothing, and an item made once is never made again', async () => {
		const name = `lease-${Date.now()}`;
		const a = api(ts, await ts.key('business', name));
		const col = await waiting(name, 1);
		const store = ts.server.store;
		const item = {
			collectionId: col.id,
			accountId: col.accountId,
			position: 0,
			prompt: 'a coat',
			style: 'classic',
			seed: 1,
			customId: 'item-0',
		};
		const design = (id: string, lease: string) =>
			pendingDesign(id, item, lease, Date.now() + 60_000);
		// Worker A's lease runs out at once; worker B takes the item over.
		expect(await store.claimCollectionItems('wrk_a', Date.now(), Date.now() + 1, 1)).toHaveLength(
			1,
		);
		await new Promise((r) => setTimeout(r, 5));
		expect(
			await store.claimCollectionItems('wrk_b', Date.now(), Date.now() + 10_000, 1),
		).toHaveLength(1);
		await expect(
			store.insertDesign(design('dsn_leaseA000000000000000000', 'wrk_a')),
		).rejects.toThrow(/lease lost/);
		expect(await store.getDesign(col.accountId, 'dsn_leaseA000000000000000000')).toBeUndefined();
		await store.insertDesign(design('dsn_leaseB000000000000000000', 'wrk_b'));
		await expect(
			store.insertDesign(design('dsn_leaseC000000000000000000', 'wrk_b')),
		).rejects.toThrow(/lease lost/);
		expect((await collectionDesigns(a, col.id)).map((d) => d.id)).toEqual([
			'dsn_leaseB000000000000000000',
		]);
		// A held item is not claimed by another worker while its lease runs.
		expect(await store.claimCollectionItems('wrk_c', Date.now(), Date.now() + 10_000, 10)).toEqual(
			[],
		);
	});

	test('nothing made yet: every item canceled, the collection canceled at once with its event; a second cancel returns it unchanged', async () => {
		const name = `cancel-${Date.now()}`;
		const a = api(ts, await ts.key('business', name));
		const col = await waiting(name, 3);
		const res = await a.post(`/collections/${col.id}/cancel`);
		expect(res.status).toBe(200);
		const canceled = expectCollection(res.data);
		expect(canceled).toMatchObject({
			status: 'canceled',
			request_counts: { total: 3, pending: 0, succeeded: 0, failed: 0, canceled: 3 },
		});
		expect(canceled.canceled_at).not.toBeNull();
		const again = await a.post(`/collections/${col.id}/cancel`);
		expect(again.status).toBe(200);
		expect(again.data).toEqual(canceled);
		const events = (await a.get('/events', { params: { type: 'collection.canceled' } })).data.data;
		expect(events.map((e: { data: { object: { id: string } } }) => e.data.object.id)).toEqual([
			col.id,
		]);
		expect(await listAll(a, '/designs')).toEqual([]);
	});

	test('a collection design deleted while pending fails its item (design_deleted): the collection still ends', async () => {
		const name = `deleted-${Date.now()}`;
		const a = api(ts, await ts.key('business', name));
		const col = await waiting(name, 1);
		const store = ts.server.store;
		const [item] = await store.claimCollectionItems('wrk_del', Date.now(), Date.now() + 10_000, 1);
		const id = `dsn_deleted${Date.now()}000000000000`;
		await store.insertDesign(pendingDesign(id, item, 'wrk_del', Date.now() + 60_000));
		expect((await a.get(`/collections/${col.id}`)).data.status).toBe('running');
		expect((await a.del(`/designs/${id}`)).status).toBe(200);
		const done = expectCollection((await a.get(`/collections/${col.id}`)).data);
		expect(done).toMatchObject({
			status: 'failed',
			request_counts: { total: 1, pending: 0, succeeded: 0, failed: 1, canceled: 0 },
			errors: [
				{ position: 0, custom_id: 'item-0', code: 'design_deleted', detail: expect.any(String) },
			],
		});
		expect(
			(await a.get('/events', { params: { type: 'collection.failed' } })).data.data,
		).toHaveLength(1);
	});

	test('an ended collection: cancel changes nothing and answers 200 with it', async () => {
		const a = api(ts, await ts.key('business'));
		const col = (await a.post('/collections', { name: 'Done', style: 'classic', items: items(2) }))
			.data;
		const done = await ended(a, col.id);
		const res = await a.post(`/collections/${col.id}/cancel`);
		expect(res.status).toBe(200);
		expect(res.data).toEqual(done);
	});

	test('a design made and pending: made designs stay, the rest are canceled, and the collection ends canceled when that design does', async () => {
		const name = `cancel-run-${Date.now()}`;
		const a = api(ts, await ts.key('business', name));
		const col = await waiting(name, 3);
		const store = ts.server.store;
		// A worker (here, the test) holds item 0 and has made its design, pending for 300 ms.
		const [item] = await store.claimCollectionItems('wrk_test', Date.now(), Date.now() + 10_000, 1);
		expect(item.position).toBe(0);
		await store.insertDesign(
			pendingDesign(`dsn_cancel${Date.now()}0000000000000`, item, 'wrk_test', Date.now() + 300),
		);
		const res = await a.post(`/collections/${col.id}/cancel`);
		expect(res.data).toMatchObject({
			status: 'running',
			request_counts: { total: 3, pending: 1, succeeded: 0, failed: 0, canceled: 2 },
			completed_at: null,
		});
		expect(res.data.canceled_at).not.toBeNull();
		// Listing designs settles the due one; the collection ends with it.
		await eventually(async () => {
			const list = await a.get('/designs', { params: { collection_id: col.id } });
			return list.data.data[0]?.status === 'succeeded' ? true : undefined;
		});
		const done = await ended(a, col.id);
		expect(done).toMatchObject({
			status: 'canceled',
			request_counts: { total: 3, pending: 0, succeeded: 1, failed: 0, canceled: 2 },
		});
		expect(
			(await a.get('/events', { params: { type: 'collection.canceled' } })).data.data,
		).toHaveLength(1);
	});
});
