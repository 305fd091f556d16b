/**
 * The node paced by the service's rate-limit headers, through real n8n-core: a batch larger than
 * the window finishes without a single 429 against the reference server, a 429 that happens
 * anyway holds every item until its Retry-After, and a service without the headers is not slowed.
 * Counts requests and 429s; no timing is asserted.
 */
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { INodeParameters } from 'n8n-workflow';

import { runNode, shutdownN8nCore } from '../harness/n8n';
import { startTestService, type TestService } from '../harness/reference-server';
import { sendJson, startScriptedServer, type ScriptedServer } from '../harness/scripted-server';
import { serviceApi } from './service-api';

const generateFromItem: INodeParameters = {
	resource: 'design',
	operation: 'generate',
	prompt: '={{ $json.prompt }}',
	style: 'streetwear',
};

const prompts = (count: number) =>
	Array.from({ length: count }, (_, n) => ({ json: { prompt: `graphic tee number ${n}` } }));

/** A pass-through proxy that counts what the node sent and how the service answered. */
interface CountingProxy {
	url: string;
	requests: number;
	statuses: number[];
	/** The most requests that were in flight at once. */
	maxInFlight: number;
	close(): Promise<void>;
}

async function countingProxy(target: string): Promise<CountingProxy> {
	const upstream = new URL(target);
	let inFlight = 0;
	const proxy: Omit<CountingProxy, 'url' | 'close'> = { requests: 0, statuses: [], maxInFlight: 0 };
	const server: Server = createServer((req, res) => {
		proxy.requests += 1;
		inFlight += 1;
		proxy.maxInFlight = Math.max(proxy.maxInFlight, inFlight);
		const forward = httpRequest(
			{
				host: upstream.hostname,
				port: upstream.port,
				method: req.method,
				path: req.url,
				headers: req.headers,
			},
			(answer) => {
				proxy.statuses.push(answer.statusCode ?? 0);
				res.writeHead(answer.statusCode ?? 502, answer.headers);
				answer.pipe(res);
				answer.on('end', () => (inFlight -= 1));
			},
		);
		forward.on('error', () => {
			inFlight -= 1;
			res.writeHead(502).end();
		});
		req.pipe(forward);
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const { port } = server.address() as AddressInfo;
	return Object.assign(proxy, {
		url: `http://127.0.0.1:${port}`,
		close: async () => {
			server.closeAllConnections();
			await new Promise<void>((resolve) => server.close(() => resolve()));
		},
	});
}

let service: TestService | undefined;
let proxy: CountingProxy | undefined;
let scripted: ScriptedServer | undefined;

afterEach(async () => {
	await proxy?.close();
	await service?.close();
	await scripted?.close();
	proxy = service = scripted = undefined;
});

afterAll(() => shutdownN8nCore());

test('50 generations against a limit of 30 a minute: 50 designs, no 429, no duplicate', async () => {
	service = await startTestService({ rateLimitGenerate: 30 });
	proxy = await countingProxy(service.url);
	const items = prompts(50);
	const result = await runNode({
		// Request Options left at their defaults: concurrent, paced.
		parameters: generateFromItem,
		items,
		credentials: { ...service.credentials(), baseUrl: proxy.url },
	});
	expect(result.status).toBe('success');
	expect(result.items.map((item) => item.json.prompt)).toEqual(
		items.map((item) => item.json.prompt),
	);
	expect(result.items.map((item) => item.pairedItem)).toEqual(items.map((_, item) => ({ item })));
	expect(proxy.statuses.filter((status) => status === 429)).toHaveLength(0);
	// One POST per item: nothing bounced and was sent again.
	expect(proxy.requests).toBe(50);
	expect(proxy.maxInFlight).toBeGreaterThan(1);

	const account = await serviceApi(service).get<{ usage: { designs: number } }>('/account');
	expect(account.body.usage.designs).toBe(50);
	expect(new Set(result.items.map((item) => item.json.id)).size).toBe(50);
}, 150_000);

test('a 429 that happens anyway holds every item until its Retry-After', async () => {
	// Another client has just used up the key: everything is refused for a second.
	let refuseUntil: number | undefined;
	scripted = await startScriptedServer((_req, res, index) => {
		refuseUntil ??= Date.now() + 1000;
		if (Date.now() < refuseUntil) {
			return sendJson(
				res,
				429,
				{ status: 429, code: 'rate_limited', detail: 'Rate limit reached.' },
				{ 'Retry-After': '1' },
			);
		}
		sendJson(
			res,
			201,
			{ id: `dsn_${index}`, object: 'design', status: 'succeeded' },
			{ 'RateLimit-Policy': '"generate";q=100;w=60', RateLimit: '"generate";r=90;t=30' },
		);
	});
	const result = await runNode({
		parameters: { ...generateFromItem, requestOptions: { parallel: 5 } },
		items: prompts(5),
		credentials: { apiKey: 'dgk_scripted', baseUrl: scripted.url, apiPrefix: '/v1' },
	});
	expect(result.status).toBe('success');
	const refused = scripted.requests.length - result.items.length;
	expect(refused).toBe(1);
}, 30_000);

test('a service without rate-limit headers is not slowed: after the first answer, items run together', async () => {
	const held: Array<() => void> = [];
	let heldTogether = 0;
	scripted = await startScriptedServer((_req, res, index) => {
		const send = () => sendJson(res, 201, { id: `dsn_${index}`, status: 'succeeded' });
		// The first answer comes at once; the next five once all five are in (or after 5 s).
		if (index === 0) return send();
		held.push(send);
		if (held.length === 5) {
			heldTogether = held.length;
			held.splice(0).forEach((release) => release());
			return;
		}
		setTimeout(() => {
			const at = held.indexOf(send);
			if (at >= 0) held.splice(at, 1)[0]();
		}, 5000).unref();
	});
	const result = await runNode({
		parameters: { ...generateFromItem, requestOptions: { parallel: 6 } },
		items: prompts(6),
		credentials: { apiKey: 'dgk_scripted', baseUrl: scripted.url, apiPrefix: '/v1' },
	});
	expect(result.status).toBe('success');
	expect(result.items.every((item) => String(item.json.id).startsWith('dsn_'))).toBe(true);
	expect(scripted.requests).toHaveLength(6);
	expect(heldTogether).toBe(5);
}, 30_000);

test('variations dearer than the whole window fail at once with what to do, without retries', async () => {
	service = await startTestService({ rateLimitGenerate: 5 });
	const design = await serviceApi(service).design();
	proxy = await countingProxy(service.url);
	const result = await runNode({
		parameters: {
			resource: 'design',
			operation: 'createVariations',
			designId: design.id,
			count: 8,
		},
		credentials: { ...service.credentials(), baseUrl: proxy.url },
	});
	expect(result.status).toBe('error');
	expect(result.error).toMatchObject({
		httpCode: '429',
		description: expect.stringContaining('costs more than the rate limit allows in a whole window'),
	});
	expect(proxy.requests).toBe(1);
});
