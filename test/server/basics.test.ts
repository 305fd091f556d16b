/**
 * Service extras and the endpoint table on both prefixes: /healthz, /openapi.json, /v1/styles,
 * unknown paths (404) and wrong methods (405 + Allow), X-Request-Id everywhere, the
 * `/errors/<code>` pages, and one full lifecycle through every endpoint per prefix.
 */
import {
	api,
	bearer,
	expectDesign,
	expectProblem,
	expectPublication,
	header,
	ID_RE,
	PNG_SIGNATURE,
	PREFIXES,
	raw,
	start,
	STYLE_IDS,
	type TestServer,
} from './helpers';
import { ERROR_CATALOG } from '../../server/errors';

let ts: TestServer;
let key: string;
beforeAll(async () => {
	ts = await start();
	key = await ts.key('business');
});
afterAll(() => ts.close());

describe('unauthenticated extras', () => {
	test('GET /healthz → 200 {"status":"ok"} without a key, with X-Request-Id', async () => {
		const res = await ts.http.get('/healthz');
		expect(res.status).toBe(200);
		expect(res.data).toEqual({ status: 'ok' });
		expect(res.headers['content-type']).toMatch(/^application\/json/);
		expect(header(res, 'x-request-id')).toMatch(/\S/);
	});

	test('GET /healthz ignores a bad Authorization header', async () => {
		const res = await ts.http.get('/healthz', { headers: { Authorization: 'Bearer nope' } });
		expect(res.status).toBe(200);
		expect(res.data).toEqual({ status: 'ok' });
	});

	test('GET /openapi.json → OpenAPI 3.1 document with every endpoint under both prefixes and the Design/Publication/Problem schemas', async () => {
		const res = await ts.http.get('/openapi.json');
		expect(res.status).toBe(200);
		expect(res.headers['content-type']).toMatch(/json/);
		expect(header(res, 'x-request-id')).toMatch(/\S/);
		const doc = res.data;
		expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
		expect(doc.info?.title).toEqual(expect.any(String));
		// Paths are relative to the two servers, /v1 and /api/v1 (server/openapi.ts).
		expect(doc.servers.map((s: { url: string }) => s.url)).toEqual(['/v1', '/api/v1']);
		const expected: Record<string, string[]> = {
			'/generate': ['post'],
			'/designs': ['get'],
			'/designs/{id}': ['get', 'delete'],
			'/designs/{id}/image': ['get'],
			'/marketplace/publish': ['post'],
			'/marketplace/publications': ['get'],
			'/marketplace/publications/{id}': ['get', 'delete'],
			'/styles': ['get'],
		};
		for (const [path, methods] of Object.entries(expected)) {
			expect({ path, has: Object.keys(doc.paths ?? {}).includes(path) }).toEqual({
				path,
				has: true,
			});
			for (const m of methods)
				expect({ path, m, op: typeof doc.paths[path][m] }).toEqual({ path, m, op: 'object' });
		}
		for (const name of ['Design', 'Publication', 'Problem']) {
			expect({ name, schema: typeof doc.components?.schemas?.[name] }).toEqual({
				name,
				schema: 'object',
			});
		}
		const schemes = Object.values(doc.components?.securitySchemes ?? {}) as {
			type: string;
			scheme?: string;
		}[];
		expect(schemes.some((s) => s.type === 'http' && s.scheme?.toLowerCase() === 'bearer')).toBe(
			true,
		);
	});

	test('unknown path outside the API → 404 not_found problem', async () => {
		const res = await ts.http.get('/no/such/thing');
		expectProblem(res, 404, 'not_found', ts.url);
	});

	test('/v2 is not an API version → 404', async () => {
		const res = await ts.http.get('/v2/designs', { headers: bearer(key) });
		expectProblem(res, 404, 'not_found', ts.url);
	});

	test('every response carries a fresh X-Request-Id', async () => {
		const a = await ts.http.get('/healthz');
		const b = await ts.http.get('/healthz');
		expect(header(a, 'x-request-id')).not.toBe(header(b, 'x-request-id'));
	});
});

describe.each(PREFIXES)('%s', (prefix) => {
	const A = () => api(ts, key, prefix);

	test('GET styles → the 12 catalog ids with name and description', async () => {
		const res = await A().get('/styles');
		expect(res.status).toBe(200);
		expect(res.data.object).toBe('list');
		expect(res.data.data.map((s: { id: string }) => s.id).sort()).toEqual([...STYLE_IDS].sort());
		for (const s of res.data.data) {
			expect(s).toEqual(
				expect.objectContaining({
					id: expect.any(String),
					name: expect.any(String),
					description: expect.any(String),
				}),
			);
			expect(s.name.length).toBeGreaterThan(0);
			expect(s.description.length).toBeGreaterThan(0);
		}
	});

	test('unknown route with a valid key → 404 not_found', async () => {
		expectProblem(await A().get('/nope'), 404, 'not_found', ts.url);
		expectProblem(await A().get('/designs/x/y/z'), 404, 'not_found', ts.url);
	});

	test.each([
		['PUT', '/designs', ['GET']],
		['POST', '/designs', ['GET']],
		['GET', '/generate', ['POST']],
		['DELETE', '/generate', ['POST']],
		['PATCH', '/designs/dsn_aaaaaaaaaaaaaaaaaaaaaaaa', ['GET', 'DELETE']],
		['POST', '/designs/dsn_aaaaaaaaaaaaaaaaaaaaaaaa/image', ['GET']],
		['GET', '/marketplace/publish', ['POST']],
		['DELETE', '/marketplace/publications', ['GET']],
		['PUT', '/marketplace/publications/pub_aaaaaaaaaaaaaaaaaaaaaaaa', ['GET', 'DELETE']],
		['POST', '/styles', ['GET']],
	])('%s %s → 405 method_not_allowed with Allow', async (method, path, allowed) => {
		const res = await raw(ts.url + prefix + path, { method, headers: bearer(key) });
		expectProblem(res, 405, 'method_not_allowed', ts.url);
		const allow = (header(res, 'allow') ?? '').split(',').map((m) => m.trim().toUpperCase());
		for (const m of allowed) expect(allow).toContain(m);
		expect(allow).not.toContain(method);
	});

	test('full lifecycle through every endpoint', async () => {
		const a = A();
		// generate
		const gen = await a.generate({
			prompt: 'red cotton dress with polka dots',
			style: 'romantic',
			seed: 42,
		});
		expect(gen.status).toBe(201);
		expectDesign(gen.data, ts.url);
		const design = gen.data;
		expect(design.status).toBe('succeeded');
		expect(design.publication).toBeNull();
		expect(header(gen, 'location')).toMatch(
			new RegExp(`^${ts.url}(/api)?/v1/designs/${design.id}$`),
		);
		expect(header(gen, 'x-request-id')).toMatch(/\S/);
		// Location can be followed
		const loc = await ts.http.get(header(gen, 'location')!, { headers: bearer(key) });
		expect(loc.status).toBe(200);
		expect(loc.data.id).toBe(design.id);
		// get
		const got = await a.get(`/designs/${design.id}`);
		expect(got.status).toBe(200);
		expect(got.data).toEqual(design);
		// list
		const list = await a.get('/designs');
		expect(list.status).toBe(200);
		expect(list.data).toEqual({
			object: 'list',
			data: expect.any(Array),
			has_more: expect.any(Boolean),
		});
		expect(list.data.data.map((d: { id: string }) => d.id)).toContain(design.id);
		for (const d of list.data.data) expectDesign(d, ts.url);
		// image svg + png
		const svg = await a.image(design.id);
		expect(svg.status).toBe(200);
		expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
		expect(Buffer.from(svg.data).toString('utf8')).toMatch(/<svg[\s>]/);
		const png = await a.image(design.id, '?format=png');
		expect(png.status).toBe(200);
		expect(png.headers['content-type']).toMatch(/^image\/png/);
		expect(Buffer.from(png.data).subarray(0, 8)).toEqual(PNG_SIGNATURE);
		// publish
		const pub = await a.publish({ design_id: design.id, price: { amount: 4500 } });
		expect(pub.status).toBe(201);
		expectPublication(pub.data, ts.url);
		expect(pub.data.status).toBe('published');
		expect(pub.data.design_id).toBe(design.id);
		// publications list + get
		const pubs = await a.get('/marketplace/publications');
		expect(pubs.status).toBe(200);
		expect(pubs.data).toEqual({
			object: 'list',
			data: expect.any(Array),
			has_more: expect.any(Boolean),
		});
		expect(pubs.data.data.map((p: { id: string }) => p.id)).toContain(pub.data.id);
		const pubGet = await a.get(`/marketplace/publications/${pub.data.id}`);
		expect(pubGet.status).toBe(200);
		expect(pubGet.data).toEqual(pub.data);
		// unpublish
		const unpub = await a.del(`/marketplace/publications/${pub.data.id}`);
		expect(unpub.status).toBe(200);
		expectPublication(unpub.data, ts.url);
		expect(unpub.data.status).toBe('withdrawn');
		// delete
		const del = await a.del(`/designs/${design.id}`);
		expect(del.status).toBe(200);
		expect(del.data).toEqual({ id: design.id, object: 'design', deleted: true });
		expectProblem(await a.get(`/designs/${design.id}`), 404, 'design_not_found', ts.url);
	});

	test('objects are the same under the other prefix', async () => {
		const other = PREFIXES.find((p) => p !== prefix)!;
		const d = (await A().generate()).data;
		const res = await api(ts, key, other).get(`/designs/${d.id}`);
		expect(res.status).toBe(200);
		expect(res.data.id).toBe(d.id);
		expect(res.data.prompt).toBe(d.prompt);
	});
});

describe('/errors/<code> pages', () => {
	// Every code the server can answer with has its page.
	const codes = Object.keys(ERROR_CATALOG);
	test.each(codes)('GET /errors/%s → 200 HTML naming the code', async (code) => {
		const res = await ts.http.get(`/errors/${code}`, { responseType: 'text' });
		expect(res.status).toBe(200);
		expect(res.headers['content-type']).toMatch(/^text\/html/);
		expect(res.data).toContain(code);
		expect(header(res, 'x-request-id')).toMatch(/\S/);
	});

	test('the `type` of a real problem is a page that answers 200 HTML', async () => {
		const res = await ts.http.get('/v1/designs');
		const problem = expectProblem(res, 401, 'unauthenticated', ts.url);
		const page = await ts.http.get(problem.type, { responseType: 'text' });
		expect(page.status).toBe(200);
		expect(page.headers['content-type']).toMatch(/^text\/html/);
	});
});

describe('ids', () => {
	test('design and publication ids are dsn_/pub_ + ≥ 20 base62 and not sequential', async () => {
		const a = api(ts, key);
		const ids: string[] = [];
		for (let i = 0; i < 5; i++) ids.push((await a.generate()).data.id);
		for (const id of ids) expect(id).toMatch(ID_RE.dsn);
		expect(new Set(ids).size).toBe(5);
		// Unpredictable: consecutive ids share no long common prefix after `dsn_`.
		for (let i = 1; i < ids.length; i++) {
			let common = 0;
			while (ids[i][4 + common] === ids[i - 1][4 + common]) common++;
			expect(common).toBeLessThan(8);
		}
		const pub = await a.publish({ design_id: ids[0], price: { amount: 1 } });
		expect(pub.data.id).toMatch(ID_RE.pub);
	});
});
