/**
 * The transport through real n8n-core against a scripted HTTP server: the failure shapes the
 * reference server cannot produce on demand (dropped connections, HTML gateway pages, a 500 that
 * must not be retried, a Retry-After too long to wait out), and what every request carries.
 */
import { credentialReads, runNode, shutdownN8nCore } from '../harness/n8n';
import { sendJson, startScriptedServer, type ScriptedServer } from '../harness/scripted-server';

const design = (id: string) => ({
	id,
	object: 'design',
	status: 'succeeded',
	prompt: 'red dress',
	style: 'classic',
	seed: 1,
	publication: null,
	created_at: '2026-01-01T00:00:00.000Z',
	updated_at: '2026-01-01T00:00:00.000Z',
});

const generate = {
	resource: 'design',
	operation: 'generate',
	prompt: 'red dress',
	style: 'classic',
};

let server: ScriptedServer | undefined;

afterEach(async () => {
	await server?.close();
	server = undefined;
});

afterAll(() => shutdownN8nCore());

function credentialsFor(url: string, apiPrefix = '/v1') {
	return { apiKey: 'dgk_scripted', baseUrl: `${url}/`, apiPrefix };
}

test('every request carries the bearer key, the credential prefix and JSON headers', async () => {
	server = await startScriptedServer((_req, res) => sendJson(res, 200, design('dsn_a')));
	const result = await runNode({
		parameters: { resource: 'design', operation: 'get', designId: ' dsn_a ' },
		credentials: credentialsFor(server.url, '/api/v1'),
	});
	expect(result.status).toBe('success');
	expect(result.items).toEqual([{ json: design('dsn_a'), pairedItem: { item: 0 } }]);
	const [request] = server.requests;
	expect(request.method).toBe('GET');
	expect(request.url).toBe('/api/v1/designs/dsn_a');
	expect(request.headers.authorization).toBe('Bearer dgk_scripted');
	expect(request.headers.accept).toContain('application/json');
	expect(request.headers['idempotency-key']).toBeUndefined();
});

test('the credential is read once per request: n8n is handed the copy the node read', async () => {
	server = await startScriptedServer((_req, res, index) =>
		sendJson(res, 201, design(`dsn_${index}`)),
	);
	credentialReads.count = 0;
	const result = await runNode({
		parameters: generate,
		items: [{ json: {} }, { json: {} }, { json: {} }],
		credentials: credentialsFor(server.url),
	});
	expect(result.status).toBe('success');
	expect(server.requests).toHaveLength(3);
	expect(server.requests.every((r) => r.headers.authorization === 'Bearer dgk_scripted')).toBe(
		true,
	);
	expect(credentialReads.count).toBe(3);
});

test('a POST keeps one Idempotency-Key over 503, 429 and 502 retries, then succeeds', async () => {
	server = await startScriptedServer((_req, res, index) => {
		if (index === 0)
			return sendJson(res, 503, { status: 503, code: 'unavailable', detail: 'busy' });
		if (index === 1)
			return sendJson(
				res,
				429,
				{ status: 429, code: 'rate_limited', detail: 'slow down' },
				{ 'Retry-After': '0' },
			);
		if (index === 2) return sendJson(res, 502, { status: 502, detail: 'bad gateway' });
		return sendJson(res, 201, design('dsn_b'));
	});
	const result = await runNode({ parameters: generate, credentials: credentialsFor(server.url) });
	expect(result.status).toBe('success');
	expect(result.items.map((item) => item.json.id)).toEqual(['dsn_b']);
	expect(server.requests).toHaveLength(4);
	const keys = server.requests.map((request) => request.headers['idempotency-key']);
	expect(keys[0]).toMatch(/^n8n-[A-Za-z0-9_-]{43}$/);
	expect(new Set(keys).size).toBe(1);
	expect(server.requests[0].headers['content-type']).toContain('application/json');
	expect(JSON.parse(server.requests[0].body)).toEqual({ prompt: 'red dress', style: 'classic' });
});

test('Retry-After is waited out before the next try', async () => {
	server = await startScriptedServer((_req, res, index) =>
		index === 0
			? sendJson(
					res,
					429,
					{ status: 429, code: 'rate_limited', detail: 'slow down' },
					{ 'Retry-After': '1' },
				)
			: sendJson(res, 200, design('dsn_c')),
	);
	const started = Date.now();
	const result = await runNode({
		parameters: { resource: 'design', operation: 'get', designId: 'dsn_c' },
		credentials: credentialsFor(server.url),
	});
	expect(result.status).toBe('success');
	expect(Date.now() - started).toBeGreaterThanOrEqual(950);
	expect(server.requests).toHaveLength(2);
});

test('a dropped connection is retried with the same key', async () => {
	server = await startScriptedServer((_req, res, index) => {
		if (index === 0) {
			res.socket?.destroy();
			return;
		}
		sendJson(res, 201, design('dsn_d'));
	});
	const result = await runNode({ parameters: generate, credentials: credentialsFor(server.url) });
	expect(result.status).toBe('success');
	expect(server.requests).toHaveLength(2);
	expect(server.requests[0].headers['idempotency-key']).toBe(
		server.requests[1].headers['idempotency-key'],
	);
});

test('a 500 is not retried and keeps the server detail and code', async () => {
	server = await startScriptedServer((_req, res) =>
		sendJson(res, 500, {
			status: 500,
			code: 'internal',
			detail: 'Something broke.',
			request_id: 'req_1',
		}),
	);
	const result = await runNode({ parameters: generate, credentials: credentialsFor(server.url) });
	expect(result.status).toBe('error');
	expect(server.requests).toHaveLength(1);
	expect(result.error).toMatchObject({
		name: 'NodeApiError',
		message: 'Something broke.',
		httpCode: '500',
		description: expect.stringContaining('code internal, request req_1'),
	});
});

test('a gateway that keeps failing with an HTML page ends in a readable error after Max Tries', async () => {
	server = await startScriptedServer((_req, res) => {
		res.writeHead(504, { 'Content-Type': 'text/html' });
		res.end('Gateway Timeout');
	});
	const result = await runNode({
		parameters: {
			resource: 'design',
			operation: 'get',
			designId: 'dsn_e',
			requestOptions: { maxTries: 2 },
		},
		credentials: credentialsFor(server.url),
	});
	expect(result.status).toBe('error');
	expect(server.requests).toHaveLength(2);
	expect(result.error?.message).toBe('Gateway Timeout');
	expect((result.error as { description?: string }).description).toContain(
		'still unavailable after 2 tries',
	);
});

test('a Retry-After longer than a minute is not waited out', async () => {
	server = await startScriptedServer((_req, res) =>
		sendJson(
			res,
			429,
			{ status: 429, code: 'rate_limited', detail: 'Rate limit reached.' },
			{ 'Retry-After': '3600' },
		),
	);
	const result = await runNode({
		parameters: { resource: 'design', operation: 'get', designId: 'dsn_f' },
		credentials: credentialsFor(server.url),
	});
	expect(result.status).toBe('error');
	expect(server.requests).toHaveLength(1);
	expect(result.error).toMatchObject({ message: 'Rate limit reached.', httpCode: '429' });
});

test('a service that cannot be reached fails with the address in the description', async () => {
	server = await startScriptedServer((_req, res) => sendJson(res, 200, {}));
	const url = server.url;
	await server.close();
	server = undefined;
	const result = await runNode({
		parameters: {
			resource: 'design',
			operation: 'get',
			designId: 'dsn_g',
			requestOptions: { maxTries: 2 },
		},
		credentials: credentialsFor(url),
	});
	expect(result.status).toBe('error');
	expect(result.error?.message).toMatch(/refused/i);
	expect((result.error as { description?: string }).description).toContain(
		`GET ${url}/v1/designs/dsn_g`,
	);
});

test('an empty ID fails its item before any request is sent', async () => {
	server = await startScriptedServer((_req, res) => sendJson(res, 200, design('dsn_h')));
	const result = await runNode({
		parameters: { resource: 'design', operation: 'get', designId: '  ' },
		credentials: credentialsFor(server.url),
		continueOnFail: true,
	});
	expect(server.requests).toHaveLength(0);
	expect(result.items).toEqual([
		{
			json: expect.objectContaining({ error: 'The parameter "designId" is empty' }),
			pairedItem: { item: 0 },
		},
	]);
});

test('idempotency keys differ per item and per run of a workflow, even under one execution id', async () => {
	server = await startScriptedServer((req, res) =>
		sendJson(res, 201, design(`dsn_${req.headers['idempotency-key']}`)),
	);
	const items = [{ json: {} }, { json: {} }];
	// Another n8n instance counts its executions from 1 too: the same id, the same node ids.
	const run = async () =>
		await runNode({
			parameters: generate,
			items,
			credentials: credentialsFor(server!.url),
			executionId: '1',
		});
	const first = await run();
	const again = await run();
	const keys = (result: typeof first) => result.items.map((item) => String(item.json.id));
	expect(keys(first)).toHaveLength(2);
	expect(new Set(keys(first)).size).toBe(2);
	expect(keys(again).some((key) => keys(first).includes(key))).toBe(false);
	expect(keys(first).every((key) => /^dsn_n8n-[A-Za-z0-9_-]{43}$/.test(key))).toBe(true);
});

test("Retry On Fail sends the keys of the node's first run again", async () => {
	server = await startScriptedServer((_req, res, index) => {
		// A 500 is not retried by the node itself: the node fails and n8n runs it again.
		if (index === 0) return sendJson(res, 500, { status: 500, code: 'internal', detail: 'oops' });
		sendJson(res, 201, design(`dsn_${index}`));
	});
	const result = await runNode({
		// One item at a time: the failing first item stops the run before the second is sent.
		parameters: { ...generate, requestOptions: { parallel: 1 } },
		items: [{ json: {} }, { json: {} }],
		credentials: credentialsFor(server.url),
		nodeSettings: { retryOnFail: true, maxTries: 2, waitBetweenTries: 10 },
	});
	expect(result.status).toBe('success');
	const keys = server.requests.map((request) => request.headers['idempotency-key']);
	expect(keys).toHaveLength(3);
	expect(keys[1]).toBe(keys[0]);
	expect(keys[2]).not.toBe(keys[0]);
});

test('a design that fails while being waited for fails its item with the reason', async () => {
	server = await startScriptedServer((req, res) => {
		if (req.method === 'POST') return sendJson(res, 202, { ...design('dsn_i'), status: 'pending' });
		sendJson(res, 200, {
			...design('dsn_i'),
			status: 'failed',
			error: { code: 'generation_failed', detail: 'The renderer ran out of fabric.' },
		});
	});
	const result = await runNode({
		parameters: { ...generate, options: { pollInterval: 0.1 } },
		credentials: credentialsFor(server.url),
	});
	expect(result.status).toBe('error');
	expect(result.error).toMatchObject({
		name: 'NodeOperationError',
		message: 'Generating design dsn_i failed: The renderer ran out of fabric.',
		description: '(code generation_failed)',
	});
	expect(server.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
		'POST /v1/generate',
		'GET /v1/designs/dsn_i',
	]);
});

test('a service that refuses the page size is asked again without it, and paged as it likes', async () => {
	// A strict page-number service: `limit` is not its parameter (422), pages of 3 by `?page=`.
	const all = Array.from({ length: 7 }, (_, i) => design(`dsn_${i}`));
	server = await startScriptedServer((req, res) => {
		const query = new URL(req.url, 'http://x').searchParams;
		if (query.has('limit'))
			return sendJson(res, 422, {
				detail: [{ loc: ['query', 'limit'], msg: 'Extra inputs are not permitted' }],
			});
		const page = Number(query.get('page') ?? 1);
		sendJson(res, 200, { items: all.slice((page - 1) * 3, page * 3), page, pages: 3 });
	});
	const result = await runNode({
		parameters: { resource: 'design', operation: 'getAll', returnAll: true },
		credentials: credentialsFor(server.url),
	});
	expect(result.status).toBe('success');
	expect(result.items.map((item) => item.json.id)).toEqual(all.map((d) => d.id));
	expect(server.requests.map((r) => r.url)).toEqual([
		'/v1/designs?limit=100',
		'/v1/designs',
		'/v1/designs?page=2',
		'/v1/designs?page=3',
	]);
});

test('an answer to Get Many that is not a list fails the item with what came back', async () => {
	server = await startScriptedServer((_req, res) => sendJson(res, 200, { total: 4, ok: true }));
	const result = await runNode({
		parameters: { resource: 'design', operation: 'getAll', returnAll: true },
		credentials: credentialsFor(server.url),
	});
	expect(result.status).toBe('error');
	expect(result.error).toMatchObject({
		message: "The service's answer to GET /designs is not a list the node can read",
		description: expect.stringContaining('{"total":4,"ok":true}'),
	});
});

test('a next-page link to another host is not followed with the API key', async () => {
	server = await startScriptedServer((_req, res) =>
		sendJson(res, 200, { data: [design('dsn_1')], next: 'http://attacker.invalid/v1/designs?p=2' }),
	);
	const result = await runNode({
		parameters: { resource: 'design', operation: 'getAll', returnAll: true },
		credentials: credentialsFor(server.url),
	});
	expect(result.status).toBe('error');
	expect(result.error?.message).toBe(
		'The service pointed the node to http://attacker.invalid, another host than its Base URL',
	);
	expect(server.requests).toHaveLength(1);
});

test("an image on another host is fetched without the API key, one on the service's host with it", async () => {
	const png = Buffer.from(
		'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
		'base64',
	);
	const cdn = await startScriptedServer((_req, res) => {
		res.writeHead(200, { 'Content-Type': 'application/octet-stream' });
		res.end(png);
	});
	try {
		server = await startScriptedServer((req, res) => {
			if (req.url.startsWith('/files/')) {
				res.writeHead(200, { 'Content-Type': 'image/png' });
				res.end(png);
				return;
			}
			const id = req.url.split('/').pop() ?? '';
			const imageUrl = id === 'on-cdn' ? `${cdn.url}/x.png` : '/files/own.png';
			sendJson(res, 200, { ...design(id), imageUrl });
		});
		for (const designId of ['on-cdn', 'own']) {
			const result = await runNode({
				parameters: { resource: 'design', operation: 'downloadImage', designId },
				credentials: credentialsFor(server.url),
			});
			expect(result.status).toBe('success');
			expect(result.items[0].binary?.data).toMatchObject({
				mimeType: 'image/png',
				fileName: `${designId}.png`,
			});
		}
		expect(cdn.requests).toHaveLength(1);
		expect(cdn.requests[0].headers.authorization).toBeUndefined();
		const own = server.requests.find((r) => r.url === '/files/own.png');
		expect(own?.headers.authorization).toBe('Bearer dgk_scripted');
	} finally {
		await cdn.close();
	}
});
