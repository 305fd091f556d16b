/**
 * The Prism gateway (prism.ts) itself: against a small server whose answers are right or wrong on
 * purpose, it reports exactly the wrong ones, under both server prefixes, and hands every answer
 * through unchanged (bytes, status, headers), including those Prism cannot read.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import axios from 'axios';
import { stopPrism, takePrismViolations, viaPrism } from './prism';

// The violations here are made on purpose: they are not the server's, and stay out of a
// `npm run test:prism` report.
delete process.env.DG_PRISM_REPORT;

const DOCUMENT = {
	openapi: '3.1.0',
	info: { title: 'fixture', version: '1' },
	servers: [{ url: '/v1' }, { url: '/api/v1' }],
	paths: {
		'/thing': {
			get: {
				responses: {
					200: {
						description: 'A thing',
						content: {
							'application/json': {
								schema: {
									type: 'object',
									required: ['name'],
									properties: { name: { type: 'string' } },
								},
							},
						},
					},
				},
			},
			post: {
				requestBody: { content: { 'application/json': { schema: { type: 'object' } } } },
				responses: { 400: { description: 'Bad JSON' } },
			},
		},
		'/picture': {
			get: {
				responses: {
					200: { description: 'PNG', content: { 'image/png': { schema: { type: 'string' } } } },
				},
			},
		},
		'/healthz': { get: { servers: [{ url: '/' }], responses: { 200: { description: 'ok' } } } },
	},
};
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff, 0x00, 0xfe]);

let server: http.Server;
let url: string;
beforeAll(async () => {
	server = http.createServer((req, res) => {
		const [status, type, body] = answer(req.method!, req.url!);
		res.writeHead(status, { 'Content-Type': type }).end(body);
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const front = await viaPrism(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
	url = front.url;
}, 60_000);
afterAll(async () => {
	await stopPrism();
	await new Promise((resolve) => server.close(resolve));
});

/** The fixture server's answers: right ones, and wrong ones on purpose. */
function answer(method: string, url: string): [number, string, string | Buffer] {
	const path = url.split('?')[0];
	if (path === '/openapi.json') return [200, 'application/json', JSON.stringify(DOCUMENT)];
	if (path === '/healthz') return [200, 'application/json', '{}'];
	if (path === '/v1/thing' && method === 'POST') return [400, 'application/json', '{}'];
	if (path === '/v1/thing' || path === '/api/v1/thing')
		return [200, 'application/json', url.includes('bad') ? '{"nom":1}' : '{"name":"a"}'];
	if (path === '/v1/picture') return [200, 'image/png', PNG];
	if (path === '/v1/extra') return [200, 'application/json', '{}'];
	return [404, 'application/json', '{}'];
}

const get = (path: string) =>
	axios.get(url + path, { validateStatus: () => true, responseType: 'arraybuffer' });
const messages = () => takePrismViolations().map((v) => `${v.request} ${v.status} ${v.message}`);

test('answers that match the document, under either prefix and at the root, pass', async () => {
	for (const path of ['/v1/thing', '/api/v1/thing', '/healthz', '/v1/nowhere'])
		expect({ path, status: (await get(path)).status }).toEqual({
			path,
			status: path === '/v1/nowhere' ? 404 : 200,
		});
	expect(messages()).toEqual([]);
});

test('a body that breaks its schema, and a success the document does not describe, are reported', async () => {
	await get('/v1/thing?bad=1');
	await get('/v1/extra');
	expect(messages()).toEqual([
		expect.stringMatching(/^GET \/v1\/thing 200 response\.body: .*name/),
		'GET /v1/extra 200 route not found in the document',
	]);
});

test('the suite gets the server’s bytes, also where Prism cannot read the request or the body', async () => {
	const png = await get('/v1/picture');
	expect(Buffer.from(png.data)).toEqual(PNG);
	expect(png.headers['content-type']).toBe('image/png');
	const broken = await axios.post(url + '/v1/thing', '{broken', {
		headers: { 'Content-Type': 'application/json' },
		validateStatus: () => true,
	});
	expect(broken.status).toBe(400);
	expect(messages()).toEqual([]);
});
