/**
 * The OpenAPI document is the machine-readable contract: it must be a valid OpenAPI 3.1 document
 * (checked against the specification's schema), not only a JSON object with the right keys.
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import { api, bearer, makeDesign, start, type TestServer } from './helpers';

let ts: TestServer;
beforeAll(async () => {
	ts = await start();
});
afterAll(() => ts.close());

test('/openapi.json is a valid OpenAPI 3.1 document whose references all resolve', async () => {
	const res = await ts.http.get('/openapi.json');
	expect(res.status).toBe(200);
	expect(res.data.openapi).toMatch(/^3\.1\./);
	// validate() checks the document against the OpenAPI 3.1 schema and dereferences every $ref.
	const api = await SwaggerParser.validate(structuredClone(res.data));
	const generate = (
		api.paths?.['/generate'] as {
			post: {
				responses: Record<string, { content: Record<string, { schema: { properties: object } }> }>;
			};
		}
	).post;
	expect(
		Object.keys(generate.responses['201'].content['application/json'].schema.properties),
	).toEqual(
		expect.arrayContaining(['id', 'status', 'prompt', 'style', 'seed', 'image', 'publication']),
	);
});

test('the document lists the webhook endpoints and, under `webhooks`, each event delivery', async () => {
	const doc = (await ts.http.get('/openapi.json')).data;
	const api = (await SwaggerParser.validate(structuredClone(doc))) as typeof doc;
	expect(Object.keys(api.paths['/webhook_endpoints']).sort()).toEqual(['get', 'post']);
	expect(Object.keys(api.paths['/webhook_endpoints/{id}']).sort()).toEqual(['delete', 'get']);
	const created = api.paths['/webhook_endpoints'].post.responses['201'].content['application/json'];
	expect(created.schema.required).toEqual(expect.arrayContaining(['secret', 'url', 'events']));

	expect(Object.keys(api.webhooks).sort()).toEqual([
		'collection.canceled',
		'collection.failed',
		'collection.partially_failed',
		'collection.succeeded',
		'design.deleted',
		'design.failed',
		'design.succeeded',
		'publication.published',
		'publication.withdrawn',
	]);
	type Schema = { const?: string; enum?: string[]; properties: Record<string, Schema> };
	type Delivery = {
		post: {
			parameters: { name: string; in: string }[];
			requestBody: { content: Record<string, { schema: Schema }> };
		};
	};
	for (const [type, item] of Object.entries(api.webhooks as Record<string, Delivery>)) {
		const headers = item.post.parameters.map(
			(p: { name: string; in: string }) => `${p.in} ${p.name}`,
		);
		expect(headers).toEqual(['header Design-Event-Id', 'header Design-Signature']);
		const body = item.post.requestBody.content['application/json'].schema;
		expect(body.properties.type.const).toBe(type);
		// Dereferenced: the design or publication object itself (its `object` literal an enum).
		const object = body.properties.data.properties.object.properties.object;
		expect(object.enum ?? [object.const]).toEqual([type.split('.')[0]]);
	}
	// The signature scheme is spelled out where a receiver looks.
	const signature = doc.webhooks['design.succeeded'].post.parameters[1].description;
	expect(signature).toMatch(/HMAC-SHA256/);
	expect(signature).toMatch(/whsec_/);
});

test('the document says a style may be sent by its display name, in the body and the filter', async () => {
	const doc = (await ts.http.get('/openapi.json')).data;
	const api = (await SwaggerParser.dereference(structuredClone(doc))) as typeof doc;
	const body = api.paths['/generate'].post.requestBody.content['application/json'].schema;
	expect(body.properties.style.description).toMatch(/display name.*`Avant Garde`/);
	const filter = api.paths['/designs'].get.parameters.find(
		(p: { name: string; in: string }) => p.name === 'style' && p.in === 'query',
	);
	expect(filter.description ?? filter.schema.description).toMatch(/display name/);
});

/** The document's servers joined to its paths, as a generated client builds its URLs. */
function operationUrls(doc: {
	servers: { url: string }[];
	paths: Record<string, Record<string, { servers?: { url: string }[] }>>;
}): { method: string; url: string }[] {
	const out: { method: string; url: string }[] = [];
	for (const [path, item] of Object.entries(doc.paths))
		for (const [method, operation] of Object.entries(item))
			for (const server of operation.servers ?? doc.servers)
				out.push({
					method: method.toUpperCase(),
					url:
						server.url.replace(/\/$/, '') +
						path.replace(/\{[^}]+\}/g, 'dsn_00000000000000000000000x'),
				});
	return out;
}

test('every operation answers at each of its servers: /v1 and /api/v1 for the API, / for /healthz', async () => {
	const doc = (await ts.http.get('/openapi.json')).data;
	expect(doc.servers.map((s: { url: string }) => s.url)).toEqual(['/v1', '/api/v1']);
	expect(doc.paths['/healthz'].get.servers).toEqual([expect.objectContaining({ url: '/' })]);
	const key = await ts.key();
	const urls = operationUrls(doc);
	expect(urls.length).toBe(2 * 24 + 1);
	for (const { method, url } of urls) {
		// Nothing is sent but the key: the route answers (a 2xx, or a problem of the endpoint's
		// own, e.g. design_not_found or validation_failed), never the router's 404 or 405.
		const res = await ts.http.request({ method, url, headers: bearer(key) });
		expect({ method, url, code: res.data?.code }).not.toEqual({
			method,
			url,
			code: expect.stringMatching(/^(not_found|method_not_allowed)$/),
		});
	}
});

test("a design's image is declared with the media types it is served with, not as JSON", async () => {
	const doc = (await ts.http.get('/openapi.json')).data;
	const declared = Object.keys(doc.paths['/designs/{id}/image'].get.responses['200'].content);
	expect(declared.sort()).toEqual(['image/png', 'image/svg+xml']);
	const a = api(ts, await ts.key());
	const design = await makeDesign(a);
	for (const format of ['svg', 'png']) {
		const type = String((await a.image(design.id, `?format=${format}`)).headers['content-type']);
		expect(declared).toContain(type.split(';')[0]);
	}
	// Problems are declared as what they are served as.
	const notFound = doc.paths['/designs/{id}/image'].get.responses['404'].content;
	expect(Object.keys(notFound)).toEqual(['application/problem+json']);
	expect(String((await a.image('dsn_nope')).headers['content-type'])).toMatch(
		/^application\/problem\+json/,
	);
});
