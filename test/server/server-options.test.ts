/**
 * Server options seen through the API: asynchronous generation (202 pending → succeeded),
 * absolute URLs from Host or `publicUrl`, and 500s that reveal no internals.
 */
import {
	api,
	bearer,
	eventually,
	expectDesign,
	imageBytes,
	expectProblem,
	header,
	makePublication,
	PREFIXES,
	raw,
	start,
	type Design,
	type Problem,
	type TestServer,
} from './helpers';

describe('generation latency (async mode)', () => {
	const LATENCY = 400;
	let ts: TestServer;
	beforeAll(async () => {
		ts = await start({ generationLatencyMs: LATENCY });
	});
	afterAll(() => ts.close());

	describe.each(PREFIXES)('%s', (prefix) => {
		test('202 pending with Location; image and publish → 409 design_not_ready; then succeeded', async () => {
			const a = api(ts, await ts.key('business'), prefix);
			const started = Date.now();
			const res = await a.generate({ prompt: 'lilac knit cardigan', style: 'romantic', seed: 11 });
			expect(res.status).toBe(202);
			expectDesign(res.data, ts.url);
			expect(res.data).toMatchObject({
				status: 'pending',
				prompt: 'lilac knit cardigan',
				style: 'romantic',
				seed: 11,
				publication: null,
			});
			expect(header(res, 'location')).toMatch(
				new RegExp(`^${ts.url}(/api)?/v1/designs/${res.data.id}$`),
			);
			const id = res.data.id;

			const pending = await a.get(`/designs/${id}`);
			expect(pending.status).toBe(200);
			if (Date.now() - started < LATENCY - 50) {
				expect(pending.data.status).toBe('pending');
				expectProblem(await a.get(`/designs/${id}/image`), 409, 'design_not_ready', ts.url);
				expectProblem(
					await a.publish({ design_id: id, price: { amount: 1 } }),
					409,
					'design_not_ready',
					ts.url,
				);
				const listed = await a.get('/designs', { params: { status: 'pending' } });
				expect(listed.data.data.map((d: Design) => d.id)).toContain(id);
			}

			const done: Design = await eventually(async () => {
				const r = await a.get(`/designs/${id}`);
				return r.data.status === 'pending' ? undefined : r.data;
			}, 5000);
			expect(Date.now() - started).toBeGreaterThanOrEqual(LATENCY - 50);
			expectDesign(done, ts.url);
			expect(done.status).toBe('succeeded');
			expect(done.created_at).toBe(res.data.created_at);
			expect(Date.parse(done.updated_at)).toBeGreaterThan(Date.parse(done.created_at));
			const list = await a.get('/designs');
			expect(list.data.data.find((d: Design) => d.id === id).status).toBe('succeeded');
			expect((await a.get('/designs', { params: { status: 'pending' } })).data.data).toEqual([]);
			expect((await a.get(`/designs/${id}/image`)).status).toBe(200);
			expect((await a.publish({ design_id: id, price: { amount: 1 } })).status).toBe(201);
		});

		test('the design succeeds on its own (no polling needed to make it happen)', async () => {
			const a = api(ts, await ts.key('business'), prefix);
			const res = await a.generate();
			expect(res.status).toBe(202);
			await new Promise((r) => setTimeout(r, LATENCY + 300));
			const list = await a.get('/designs', { params: { status: 'succeeded' } });
			expect(list.data.data.map((d: Design) => d.id)).toEqual([res.data.id]);
		});

		test('same output as the synchronous server for the same inputs', async () => {
			const a = api(ts, await ts.key('business'), prefix);
			const res = await a.generate({
				prompt: 'orange puffer jacket',
				style: 'streetwear',
				seed: 77,
			});
			const done: Design = await eventually(async () => {
				const r = await a.get(`/designs/${res.data.id}`);
				return r.data.status === 'succeeded' ? r.data : undefined;
			});
			const sync = await start();
			try {
				const b = api(sync, await sync.key('business'));
				const s = (
					await b.generate({ prompt: 'orange puffer jacket', style: 'streetwear', seed: 77 })
				).data;
				expect(s.title).toBe(done.title);
				const svgA = await imageBytes(a, done.id);
				const svgB = await imageBytes(b, s.id);
				expect(svgA.equals(svgB)).toBe(true);
			} finally {
				await sync.close();
			}
		});

		test('an idempotent retry replays the 202 as it was', async () => {
			const a = api(ts, await ts.key('business'), prefix);
			const k = `async-${prefix}-${Date.now()}`;
			const first = await a.generate(
				{ prompt: 'async replay', style: 'classic' },
				{ 'Idempotency-Key': k },
			);
			expect(first.status).toBe(202);
			await new Promise((r) => setTimeout(r, LATENCY + 100));
			const second = await a.generate(
				{ prompt: 'async replay', style: 'classic' },
				{ 'Idempotency-Key': k },
			);
			expect(second.status).toBe(202);
			expect(header(second, 'idempotent-replayed')).toBe('true');
			expect(second.data).toEqual(first.data);
			expect((await a.get('/designs')).data.data).toHaveLength(1);
		});
	});
});

describe('absolute URLs', () => {
	test('built from the request Host when no public URL is set', async () => {
		const ts = await start();
		try {
			const key = await ts.key('business');
			const host = 'shop.example.test:8443';
			const res = await raw<Design & { image: { url: string } }>(`${ts.url}/v1/generate`, {
				method: 'POST',
				headers: { ...bearer(key), 'Content-Type': 'application/json', Host: host },
				body: JSON.stringify({ prompt: 'hat', style: 'classic' }),
			});
			expect(res.status).toBe(201);
			expect(header(res, 'location')).toBe(`http://${host}/v1/designs/${res.json.id}`);
			expect(res.json.image.url).toMatch(
				new RegExp(`^http://${host}/(api/)?v1/designs/${res.json.id}/image$`),
			);
			const problem = await raw<Problem>(`${ts.url}/v1/designs/dsn_000000000000000000000000`, {
				headers: { ...bearer(key), Host: host },
			});
			expect(problem.json.type).toBe(`http://${host}/errors/design_not_found`);
		} finally {
			await ts.close();
		}
	});

	test('built from publicUrl when given: Location, image.url, type, publication url', async () => {
		const base = 'https://designs.example.com';
		const ts = await start({ publicUrl: base });
		try {
			const a = api(ts, await ts.key('business'));
			const res = await a.generate();
			expect(header(res, 'location')).toBe(`${base}/v1/designs/${res.data.id}`);
			expectDesign(res.data, base);
			const { publication } = await makePublication(a, { design_id: res.data.id });
			expect(publication.url).toBe(`${base}/marketplace/${publication.id}`);
			expectProblem(
				await a.get('/designs/dsn_000000000000000000000000'),
				404,
				'design_not_found',
				base,
			);
			const unauth = await ts.http.get('/v1/designs');
			expectProblem(unauth, 401, 'unauthenticated', base);
		} finally {
			await ts.close();
		}
	});
});

describe('500 internal', () => {
	test('an unexpected failure → 500 internal problem without stack trace or internals', async () => {
		const ts = await start();
		const key = await ts.key('business');
		try {
			ts.server.store.close(); // every later database call throws
			const res = await ts.http.get('/v1/designs', { headers: bearer(key) });
			const problem = expectProblem(res, 500, 'internal', ts.url);
			const text = JSON.stringify(problem);
			expect(text).not.toMatch(/stack|sqlite|database|connection|\.js|\.ts|Error:/i);
			expect(Object.keys(problem).sort()).toEqual(
				expect.arrayContaining(['code', 'detail', 'request_id', 'status', 'title', 'type']),
			);
		} finally {
			await ts.close().catch(() => undefined);
		}
	});
});
