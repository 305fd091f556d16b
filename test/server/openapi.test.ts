/**
 * The OpenAPI document is the machine-readable contract: it must be a valid OpenAPI 3.1 document
 * (checked against the specification's schema), not only a JSON object with the right keys.
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import { start, type TestServer } from './helpers';

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
		api.paths?.['/v1/generate'] as {
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
