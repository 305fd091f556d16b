/**
 * The four stand-in services (test/standins) against their own conventions, over plain HTTP (not
 * through the node): what every one of them promises from the seed (keys, plans, both prefixes,
 * paging through everything, an account's own designs only, 404s for what the seed does not
 * offer), then each one's own habits (envelopes, sync/async, image form, error shapes).
 */
import { crc32, inflateSync } from 'node:zlib';

import { STANDINS, type StandIn } from '.';

type Name = keyof typeof STANDINS;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

interface Answer {
	status: number;
	headers: Headers;
	body: Json;
	text: string;
}

async function call(
	service: StandIn,
	method: string,
	path: string,
	{ key = service.businessKey as string | null, body = undefined as unknown } = {},
): Promise<Answer> {
	const headers: Record<string, string> = {};
	if (key !== null) headers.Authorization = `Bearer ${key}`;
	if (body !== undefined) headers['Content-Type'] = 'application/json';
	const url = path.startsWith('http') ? path : service.url + path;
	const response = await fetch(url, {
		method,
		headers,
		body: body === undefined ? undefined : JSON.stringify(body),
	});
	const text = await response.text();
	let parsed: Json;
	try {
		parsed = text === '' ? undefined : JSON.parse(text);
	} catch {
		parsed = undefined;
	}
	return { status: response.status, headers: response.headers, body: parsed, text };
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
	const deadline = Date.now() + 5000;
	for (;;) {
		const value = await read();
		if (done(value) || Date.now() > deadline) return value;
		await new Promise((resolve) => setTimeout(resolve, 50));
	}
}

/** A valid PNG: signature, chunk CRCs (checked with zlib's CRC-32), IHDR, and the pixel data. */
function expectPng(png: Buffer): void {
	expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10]));
	const chunks: Record<string, Buffer> = {};
	for (let at = 8; at < png.length;) {
		const length = png.readUInt32BE(at);
		const typeAndData = png.subarray(at + 4, at + 8 + length);
		expect(png.readUInt32BE(at + 8 + length)).toBe(crc32(typeAndData));
		chunks[typeAndData.subarray(0, 4).toString('ascii')] = typeAndData.subarray(4);
		at += 12 + length;
	}
	const width = chunks.IHDR.readUInt32BE(0);
	const height = chunks.IHDR.readUInt32BE(4);
	expect([...chunks.IHDR.subarray(8)]).toEqual([8, 2, 0, 0, 0]);
	expect(inflateSync(chunks.IDAT)).toHaveLength(height * (1 + width * 3));
	expect(chunks.IEND).toHaveLength(0);
}

/** How to talk to each stand-in, in its own convention, for the checks they all share. */
interface Profile {
	style: string;
	/** The error message out of the stand-in's error body. */
	message(body: Json): string;
	/** Generates and waits until the design is finished; its id. */
	generate(service: StandIn, prompt: string, key?: string): Promise<string>;
	/** Every id the list gives, page after page, and how many pages it took. */
	listAll(
		service: StandIn,
		prefix: string,
		key?: string,
	): Promise<{ ids: string[]; pages: number }>;
	/** The design's id out of GET /designs/:id. */
	idOf(body: Json): string;
	publishBody(id: string): Record<string, unknown>;
	publishStatus: number;
	deleteStatus: number;
}

async function pages(
	first: string,
	read: (answer: Answer) => { ids: string[]; next?: string | null },
	service: StandIn,
	key?: string,
) {
	const ids: string[] = [];
	let url: string | null | undefined = first;
	let count = 0;
	while (url) {
		const answer = await call(service, 'GET', url, { key: key ?? service.businessKey });
		expect(answer.status).toBe(200);
		const page = read(answer);
		ids.push(...page.ids);
		url = page.next;
		count += 1;
		expect(count).toBeLessThan(50);
	}
	return { ids, pages: count };
}

const PROFILES: Record<Name, Profile> = {
	atelier: {
		style: 'streetwear',
		message: (body) => body.message,
		generate: async (service, prompt, key) => {
			const answer = await call(service, 'POST', '/v1/generate', {
				key,
				body: { prompt, style: 'streetwear' },
			});
			expect(answer.status).toBe(201);
			return answer.body.data.id;
		},
		listAll: (service, prefix, key) =>
			pages(
				`${prefix}/designs`,
				({ body }) => ({ ids: body.data.map((d: Json) => d.id), next: body.links.next }),
				service,
				key,
			),
		idOf: (body) => body.data.id,
		publishBody: (id) => ({ design_id: id, price: 49.99 }),
		publishStatus: 201,
		deleteStatus: 204,
	},
	loom: {
		style: 'minimalist',
		message: (body) => body.detail,
		generate: async (service, prompt, key) => {
			const answer = await call(service, 'POST', '/v1/generate', {
				key,
				body: { prompt, style: 'minimalist' },
			});
			expect(answer.status).toBe(202);
			const { id } = answer.body;
			await until(
				() => call(service, 'GET', `/v1/designs/${id}`, { key }),
				({ body }) => !['queued', 'processing'].includes(body.status),
			);
			return id;
		},
		listAll: (service, prefix, key) =>
			pages(
				`${prefix}/designs`,
				({ body, headers }) => ({
					ids: body.map((d: Json) => d.id),
					next: /<([^>]+)>;\s*rel="next"/.exec(headers.get('link') ?? '')?.[1],
				}),
				service,
				key,
			),
		idOf: (body) => body.id,
		publishBody: (id) => ({ design_id: id, price: 49.99, currency: 'EUR' }),
		publishStatus: 200,
		deleteStatus: 200,
	},
	stitch: {
		style: 'streetwear',
		message: (body) => body.error.message,
		generate: async (service, prompt, key) => {
			const answer = await call(service, 'POST', '/v1/generate', {
				key,
				body: { prompt, style: 'streetwear' },
			});
			expect(answer.status).toBe(202);
			const { id } = answer.body.design;
			await until(
				() => call(service, 'GET', `/v1/designs/${id}`, { key }),
				({ body }) => body.design.status !== 'processing',
			);
			return id;
		},
		listAll: (service, prefix, key) =>
			pages(
				`${prefix}/designs`,
				({ body }) => ({
					ids: body.items.map((d: Json) => d.id),
					next: body.nextCursor && `${prefix}/designs?cursor=${body.nextCursor}`,
				}),
				service,
				key,
			),
		idOf: (body) => body.design.id,
		publishBody: (id) => ({ designId: id, priceCents: 4999 }),
		publishStatus: 201,
		deleteStatus: 204,
	},
	bolt: {
		style: 'street',
		message: (body) => body.message,
		generate: async (service, prompt, key) => {
			const answer = await call(service, 'POST', '/v1/generate', {
				key,
				body: { prompt, style: 'street' },
			});
			expect(answer.status).toBe(200);
			return answer.body.id;
		},
		listAll: async (service, prefix, key) => {
			let page = 0;
			return await pages(
				`${prefix}/designs?page=0`,
				({ body }) => {
					expect(body.number).toBe(page);
					page += 1;
					return {
						ids: body.content.map((d: Json) => d.id),
						next: body.last ? null : `${prefix}/designs?page=${page}`,
					};
				},
				service,
				key,
			);
		},
		idOf: (body) => body.id,
		publishBody: (id) => ({ design_id: id }),
		publishStatus: 201,
		deleteStatus: 200,
	},
};

const NAMES = Object.keys(STANDINS) as Name[];
const PROMPT = 'navy striped oversized hoodie in organic cotton';

describe.each(NAMES)('the %s stand-in keeps the seed', (name) => {
	const profile = PROFILES[name];
	let service: StandIn;

	beforeAll(async () => {
		service = await STANDINS[name].start({ latencyMs: 100 });
	});
	afterAll(() => service.close());

	test('has a URL, two keys and its conventions', () => {
		expect(service.name).toBe(name);
		expect(service.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
		expect(service.businessKey).not.toBe(service.starterKey);
		expect(service.conventions.length).toBeGreaterThan(200);
	});

	test('401 without a key or with an unknown one, 403 for a Starter key, on both prefixes', async () => {
		for (const prefix of ['/v1', '/api/v1']) {
			for (const key of [null, 'not-a-key']) {
				const answer = await call(service, 'GET', `${prefix}/designs`, { key });
				expect(answer.status).toBe(401);
				expect(profile.message(answer.body)).toMatch(/\w+/);
			}
			const starter = await call(service, 'POST', `${prefix}/generate`, {
				key: service.starterKey,
				body: { prompt: PROMPT, style: profile.style },
			});
			expect(starter.status).toBe(403);
			expect(profile.message(starter.body)).toMatch(/Business/);
		}
		expect(service.designCount(service.starterKey)).toBe(0);
	});

	test('what the seed does not offer is 404 in its own shape', async () => {
		const paths = [
			'/v1/account',
			'/api/v1/events',
			'/v1/webhooks',
			'/v1/marketplace/publications',
			'/v1/openapi.json',
			'/v1/designs/nope',
			'/nothing',
		];
		for (const path of paths) {
			const answer = await call(service, 'GET', path);
			expect({ path, status: answer.status }).toEqual({ path, status: 404 });
			expect(profile.message(answer.body)).toMatch(/\w+/);
		}
	});

	test('lists every design newest first, over several pages, on both prefixes', async () => {
		const key = service.createBusinessKey();
		const seeded = service.seedDesigns(23, key);
		expect(service.designCount(key)).toBe(23);
		for (const prefix of ['/v1', '/api/v1']) {
			const { ids, pages } = await profile.listAll(service, prefix, key);
			expect(ids).toEqual([...seeded].reverse());
			expect(pages).toBeGreaterThanOrEqual(3);
		}
	});

	test('an account sees only its own designs', async () => {
		const other = service.createBusinessKey();
		const mine = await profile.generate(service, PROMPT, other);
		const theirs = await profile.generate(service, PROMPT);
		expect((await profile.listAll(service, '/v1', other)).ids).toEqual([mine]);
		expect((await call(service, 'GET', `/v1/designs/${theirs}`, { key: other })).status).toBe(404);
		expect((await call(service, 'DELETE', `/v1/designs/${theirs}`, { key: other })).status).toBe(
			404,
		);
	});

	test('generate, get, publish and delete', async () => {
		const id = await profile.generate(service, PROMPT);
		expect(typeof id).toBe('string');
		for (const prefix of ['/v1', '/api/v1']) {
			const got = await call(service, 'GET', `${prefix}/designs/${id}`);
			expect(got.status).toBe(200);
			expect(profile.idOf(got.body)).toBe(id);
			expect(got.text).toContain(PROMPT);
		}
		const published = await call(service, 'POST', '/api/v1/marketplace/publish', {
			body: profile.publishBody(id),
		});
		expect(published.status).toBe(profile.publishStatus);
		expect(JSON.stringify(service.publications())).toContain(id);

		const before = service.designCount();
		const deleted = await call(service, 'DELETE', `/api/v1/designs/${id}`);
		expect(deleted.status).toBe(profile.deleteStatus);
		expect(service.designCount()).toBe(before - 1);
		expect((await call(service, 'GET', `/v1/designs/${id}`)).status).toBe(404);
		expect((await call(service, 'DELETE', `/v1/designs/${id}`)).status).toBe(404);
	});

	test('records every request', async () => {
		const before = service.requests.length;
		await call(service, 'POST', '/v1/generate', { body: { prompt: PROMPT, style: profile.style } });
		const recorded = service.requests.slice(before);
		expect(recorded).toHaveLength(1);
		expect(recorded[0]).toMatchObject({ method: 'POST', url: '/v1/generate' });
		expect(recorded[0].headers.authorization).toBe(`Bearer ${service.businessKey}`);
		expect(JSON.parse(recorded[0].body)).toEqual({ prompt: PROMPT, style: profile.style });
	});
});

describe('atelier (Laravel/Rails)', () => {
	let service: StandIn;
	beforeAll(async () => {
		service = await STANDINS.atelier.start();
	});
	afterAll(() => service.close());

	test('generate is synchronous: 201 {data}, no status, a public PNG under /storage', async () => {
		const answer = await call(service, 'POST', '/v1/generate', {
			body: { prompt: PROMPT, style: 'streetwear' },
		});
		expect(answer.status).toBe(201);
		const design = answer.body.data;
		expect(design).toMatchObject({
			prompt: PROMPT,
			style: 'streetwear',
			title: expect.any(String),
		});
		expect(design).not.toHaveProperty('status');
		expect(design.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
		expect(design.image_url).toBe(`${service.url}/storage/designs/${design.id}.png`);
		const image = await fetch(design.image_url);
		expect(image.status).toBe(200);
		expect(image.headers.get('content-type')).toBe('image/png');
		expectPng(Buffer.from(await image.arrayBuffer()));
	});

	test('422 validation errors, 404 "Not Found.", 401 "Unauthenticated."', async () => {
		const missing = await call(service, 'POST', '/v1/generate', { body: { style: 'casual' } });
		expect(missing.status).toBe(422);
		expect(missing.body).toEqual({
			message: 'The prompt field is required.',
			errors: { prompt: ['The prompt field is required.'] },
		});
		const forbidden = await call(service, 'POST', '/v1/generate', {
			body: { prompt: 'a forbidden jacket', style: 'casual' },
		});
		expect(forbidden.status).toBe(422);
		expect(forbidden.body.errors.prompt[0]).toMatch(/forbidden/);
		expect((await call(service, 'GET', '/v1/designs/none')).body).toEqual({
			message: 'Not Found.',
		});
		expect((await call(service, 'GET', '/v1/events')).body).toEqual({ message: 'Not Found.' });
		expect((await call(service, 'GET', '/v1/designs', { key: null })).body).toEqual({
			message: 'Unauthenticated.',
		});
	});

	test('pages by page and per_page with absolute links and meta', async () => {
		const key = service.createBusinessKey();
		service.seedDesigns(27, key);
		const first = await call(service, 'GET', '/api/v1/designs', { key });
		expect(first.body.data).toHaveLength(10);
		expect(first.body.meta).toMatchObject({
			current_page: 1,
			last_page: 3,
			per_page: 10,
			total: 27,
		});
		expect(first.body.links.prev).toBeNull();
		expect(first.body.links.next).toBe(`${service.url}/api/v1/designs?page=2`);
		const capped = await call(service, 'GET', '/v1/designs?per_page=100&page=2', { key });
		expect(capped.body.data).toHaveLength(2);
		expect(capped.body.meta).toMatchObject({ current_page: 2, last_page: 2, per_page: 25 });
		expect(capped.body.links.next).toBeNull();
		const beyond = await call(service, 'GET', '/v1/designs?page=9', { key });
		expect(beyond.body.data).toEqual([]);
	});

	test('delete is 204 with no body; publish is 201 {data} and checks design_id', async () => {
		const [id] = service.seedDesigns(1);
		const published = await call(service, 'POST', '/api/v1/marketplace/publish', {
			body: { design_id: id, price: 49.99, note: 'ignored' },
		});
		expect(published.status).toBe(201);
		expect(published.body.data).toMatchObject({ design_id: id, price: 49.99, status: 'listed' });
		expect(published.body.data.listing_url).toMatch(/^http:\/\//);
		const noId = await call(service, 'POST', '/v1/marketplace/publish', { body: { price: 1 } });
		expect(noId.status).toBe(422);
		expect(noId.body.errors).toHaveProperty('design_id');
		const unknown = await call(service, 'POST', '/v1/marketplace/publish', {
			body: { design_id: 'nope' },
		});
		expect(unknown.status).toBe(404);
		const deleted = await call(service, 'DELETE', `/api/v1/designs/${id}`);
		expect(deleted.status).toBe(204);
		expect(deleted.text).toBe('');
	});
});

describe('loom (FastAPI)', () => {
	let service: StandIn;
	beforeAll(async () => {
		service = await STANDINS.loom.start({ latencyMs: 200 });
	});
	afterAll(() => service.close());

	test('generate is asynchronous: queued, processing, then succeeded with a base64 PNG', async () => {
		const answer = await call(service, 'POST', '/v1/generate', {
			body: { prompt: PROMPT, style: 'minimalist' },
		});
		expect(answer.status).toBe(202);
		expect(answer.body).toMatchObject({ status: 'queued', prompt: PROMPT, image_base64: null });
		const { id } = answer.body;
		expect((await call(service, 'GET', `/v1/designs/${id}`)).body.status).toBe('processing');
		const done = await until(
			() => call(service, 'GET', `/v1/designs/${id}`),
			({ body }) => body.status !== 'processing',
		);
		expect(done.body).toMatchObject({ status: 'succeeded', image_media_type: 'image/png' });
		expect(done.body.completed_at).toMatch(/\+00:00$/);
		expectPng(Buffer.from(done.body.image_base64, 'base64'));
	});

	test('a forbidden prompt ends failed with the content-policy error', async () => {
		const answer = await call(service, 'POST', '/v1/generate', {
			body: { prompt: 'a forbidden jacket', style: 'minimalist' },
		});
		const done = await until(
			() => call(service, 'GET', `/v1/designs/${answer.body.id}`),
			({ body }) => body.status !== 'processing',
		);
		expect(done.body).toMatchObject({
			status: 'failed',
			error: 'Prompt violates the content policy',
			image_base64: null,
		});
		const publish = await call(service, 'POST', '/v1/marketplace/publish', {
			body: { design_id: answer.body.id },
		});
		expect(publish.status).toBe(409);
	});

	test('errors are {detail}: 422 list, 401 with WWW-Authenticate', async () => {
		const missing = await call(service, 'POST', '/v1/generate', { body: { style: 'x' } });
		expect(missing.status).toBe(422);
		expect(missing.body).toEqual({
			detail: [{ loc: ['body', 'prompt'], msg: 'Field required', type: 'missing' }],
		});
		const unknown = await call(service, 'GET', '/v1/designs', { key: 'nope' });
		expect(unknown.body).toEqual({ detail: 'Invalid API key' });
		expect(unknown.headers.get('www-authenticate')).toBe('Bearer');
		expect((await call(service, 'GET', '/v1/designs?limit=ten')).status).toBe(422);
	});

	test('a bare array, paged only through the Link header; limit is capped', async () => {
		const key = service.createBusinessKey();
		const seeded = service.seedDesigns(27, key);
		const first = await call(service, 'GET', '/v1/designs', { key });
		expect(Array.isArray(first.body)).toBe(true);
		expect(first.body).toHaveLength(10);
		expect(first.headers.get('link')).toContain(
			`<${service.url}/v1/designs?offset=10&limit=10>; rel="next"`,
		);
		expect(first.headers.get('x-total-count')).toBe('27');
		const capped = await call(service, 'GET', '/v1/designs?offset=25&limit=100', { key });
		expect(capped.body.map((d: Json) => d.id)).toEqual(seeded.slice(0, 2).reverse());
		expect(capped.headers.get('link')).not.toContain('rel="next"');
	});

	test('delete answers the deleted design; publish answers 200 live', async () => {
		const [id] = service.seedDesigns(1);
		const published = await call(service, 'POST', '/v1/marketplace/publish', {
			body: { design_id: id, price: 12.5, currency: 'EUR' },
		});
		expect(published.status).toBe(200);
		expect(published.body).toMatchObject({ design_id: id, state: 'live', price: 12.5 });
		expect(published.body.publication_id).toEqual(expect.any(String));
		const deleted = await call(service, 'DELETE', `/api/v1/designs/${id}`);
		expect(deleted.status).toBe(200);
		expect(deleted.body).toMatchObject({ id, status: 'succeeded' });
	});

	test('IETF RateLimit headers on every answer; 429 with Retry-After over the limit', async () => {
		const ok = await call(service, 'GET', '/v1/designs');
		expect(ok.headers.get('ratelimit-policy')).toBe('"burst";q=1000;w=60');
		expect(ok.headers.get('ratelimit')).toMatch(/^"burst";r=\d+;t=\d+$/);
		const tight = await STANDINS.loom.start({ rateLimit: 2 });
		try {
			const statuses = [];
			for (let i = 0; i < 3; i++) statuses.push((await call(tight, 'GET', '/v1/designs')).status);
			expect(statuses).toEqual([200, 200, 429]);
			const limited = await call(tight, 'GET', '/v1/designs');
			expect(limited.body).toEqual({ detail: expect.any(String) });
			expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
			expect(limited.headers.get('ratelimit')).toMatch(/^"burst";r=0;t=\d+$/);
		} finally {
			await tight.close();
		}
	});
});

describe('stitch (Express)', () => {
	let service: StandIn;
	beforeAll(async () => {
		service = await STANDINS.stitch.start({ latencyMs: 200 });
	});
	afterAll(() => service.close());

	test('generate is asynchronous: {design} processing, then done with an SVG behind the key', async () => {
		const answer = await call(service, 'POST', '/v1/generate', {
			body: { prompt: PROMPT, style: 'streetwear' },
		});
		expect(answer.status).toBe(202);
		expect(answer.body.design).toMatchObject({
			status: 'processing',
			createdAt: expect.any(String),
		});
		const { id } = answer.body.design;
		const done = await until(
			() => call(service, 'GET', `/v1/designs/${id}`),
			({ body }) => body.design.status !== 'processing',
		);
		expect(done.body.design).toMatchObject({ status: 'done', title: expect.any(String) });
		const { imageUrl } = done.body.design;
		expect(imageUrl).toBe(`${service.url}/files/${id}.svg`);
		const anonymous = await call(service, 'GET', imageUrl, { key: null });
		expect(anonymous.status).toBe(401);
		expect(anonymous.body.error.code).toBe('invalid_api_key');
		const other = await call(service, 'GET', imageUrl, { key: service.createBusinessKey() });
		expect(other.status).toBe(404);
		const image = await call(service, 'GET', imageUrl);
		expect(image.status).toBe(200);
		expect(image.headers.get('content-type')).toBe('image/svg+xml');
		expect(image.text).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/);
	});

	test('a forbidden prompt ends "error" with a failureReason', async () => {
		const answer = await call(service, 'POST', '/v1/generate', {
			body: { prompt: 'a forbidden jacket', style: 'streetwear' },
		});
		const done = await until(
			() => call(service, 'GET', `/v1/designs/${answer.body.design.id}`),
			({ body }) => body.design.status !== 'processing',
		);
		expect(done.body.design.status).toBe('error');
		expect(done.body.design.failureReason).toMatch(/forbidden/);
		expect(done.body.design).not.toHaveProperty('imageUrl');
	});

	test('errors are {error:{message,code}}; the key is checked before routing', async () => {
		const noPrompt = await call(service, 'POST', '/v1/generate', { body: { style: 'x' } });
		expect(noPrompt.status).toBe(400);
		expect(noPrompt.body.error.code).toBe('validation_error');
		const noDesignId = await call(service, 'POST', '/v1/marketplace/publish', {
			body: { design_id: 'x' },
		});
		expect(noDesignId.status).toBe(400);
		expect(noDesignId.body).toEqual({
			error: { message: 'designId is required', code: 'validation_error' },
		});
		expect((await call(service, 'GET', '/v1/account', { key: null })).status).toBe(401);
		expect((await call(service, 'GET', '/v1/account')).body).toEqual({
			error: { message: 'Cannot GET /v1/account', code: 'not_found' },
		});
		const badCursor = await call(service, 'GET', '/v1/designs?cursor=%%%');
		expect(badCursor.body.error.code).toBe('invalid_cursor');
	});

	test('pages by an opaque cursor; limit is capped; X-RateLimit headers', async () => {
		const key = service.createBusinessKey();
		service.seedDesigns(27, key);
		const first = await call(service, 'GET', '/v1/designs', { key });
		expect(first.body.items).toHaveLength(5);
		expect(first.body.nextCursor).toEqual(expect.any(String));
		const capped = await call(service, 'GET', '/v1/designs?limit=100', { key });
		expect(capped.body.items).toHaveLength(25);
		const last = await call(
			service,
			'GET',
			`/v1/designs?limit=100&cursor=${capped.body.nextCursor}`,
			{
				key,
			},
		);
		expect(last.body).toMatchObject({ nextCursor: null });
		expect(last.body.items).toHaveLength(2);
		expect(first.headers.get('x-ratelimit-limit')).toBe('600');
		expect(Number(first.headers.get('x-ratelimit-remaining'))).toBeLessThan(600);
		const reset = Number(first.headers.get('x-ratelimit-reset'));
		expect(reset).toBeGreaterThan(Date.now() / 1000);
		expect(reset).toBeLessThanOrEqual(Date.now() / 1000 + 61);
	});

	test('publish answers 201 {listing}; delete is 204 with no body', async () => {
		const [id] = service.seedDesigns(1);
		const published = await call(service, 'POST', '/v1/marketplace/publish', {
			body: { designId: id, priceCents: 1999 },
		});
		expect(published.status).toBe(201);
		expect(published.body.listing).toMatchObject({ designId: id, priceCents: 1999 });
		const deleted = await call(service, 'DELETE', `/v1/designs/${id}`);
		expect(deleted.status).toBe(204);
		expect(deleted.text).toBe('');
	});
});

describe('bolt (Spring Boot)', () => {
	let service: StandIn;
	beforeAll(async () => {
		service = await STANDINS.bolt.start();
	});
	afterAll(() => service.close());

	test('offers its styles and accepts only those', async () => {
		const styles = await call(service, 'GET', '/api/v1/styles');
		expect(styles.body).toEqual(['casual', 'formal', 'sport', 'street']);
		const other = await call(service, 'POST', '/v1/generate', {
			body: { prompt: PROMPT, style: 'streetwear' },
		});
		expect(other.status).toBe(400);
		expect(other.body).toEqual({
			timestamp: expect.any(String),
			status: 400,
			error: 'Bad Request',
			message: expect.stringContaining('streetwear'),
			path: '/v1/generate',
		});
	});

	test('generate is synchronous: 200 COMPLETED with a data-URL PNG, or FAILED', async () => {
		const answer = await call(service, 'POST', '/v1/generate', {
			body: { prompt: PROMPT, style: 'street' },
		});
		expect(answer.status).toBe(200);
		expect(answer.body).toMatchObject({ status: 'COMPLETED', errorMessage: null });
		const [image] = answer.body.images;
		expect(image.mimeType).toBe('image/png');
		expectPng(Buffer.from(image.url.replace(/^data:image\/png;base64,/, ''), 'base64'));
		const failed = await call(service, 'POST', '/v1/generate', {
			body: { prompt: 'a forbidden jacket', style: 'street' },
		});
		expect(failed.body).toMatchObject({ status: 'FAILED', images: [] });
		expect(failed.body.errorMessage).toMatch(/forbidden/);
	});

	test('Spring error bodies for 401, 403 and 404', async () => {
		const expectError = (answer: Answer, status: number, error: string) =>
			expect(answer.body).toMatchObject({ status, error, path: expect.any(String) });
		expectError(await call(service, 'GET', '/v1/designs', { key: null }), 401, 'Unauthorized');
		expectError(
			await call(service, 'GET', '/v1/designs', { key: service.starterKey }),
			403,
			'Forbidden',
		);
		expectError(await call(service, 'GET', '/v1/webhooks'), 404, 'Not Found');
	});

	test('a zero-based page; size is capped', async () => {
		const key = service.createBusinessKey();
		service.seedDesigns(27, key);
		const first = await call(service, 'GET', '/v1/designs', { key });
		expect(first.body).toMatchObject({
			number: 0,
			size: 8,
			totalElements: 27,
			totalPages: 4,
			first: true,
			last: false,
		});
		expect(first.body.content).toHaveLength(8);
		const capped = await call(service, 'GET', '/v1/designs?page=1&size=100', { key });
		expect(capped.body).toMatchObject({ number: 1, size: 25, last: true, numberOfElements: 2 });
	});

	test('delete answers {message}; publish takes design_id and answers 201 PUBLISHED', async () => {
		const [id] = service.seedDesigns(1);
		const camel = await call(service, 'POST', '/v1/marketplace/publish', {
			body: { designId: id },
		});
		expect(camel.status).toBe(400);
		const published = await call(service, 'POST', '/v1/marketplace/publish', {
			body: { design_id: id },
		});
		expect(published.status).toBe(201);
		expect(published.body).toMatchObject({ designId: id, status: 'PUBLISHED' });
		const deleted = await call(service, 'DELETE', `/v1/designs/${id}`);
		expect(deleted.status).toBe(200);
		expect(deleted.body).toEqual({ message: 'Design deleted' });
	});
});
