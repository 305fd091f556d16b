/**
 * Shared helpers for the reference server's suites: start a server in-process, make keys,
 * call it (axios for JSON, `raw` for byte-exact requests), and check SPEC.md's shapes.
 */
import http from 'node:http';
import axios, { type AxiosInstance, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { startServer, type RunningServer, type ServerOptions } from '../../server';

export type { RunningServer };

/** SPEC: every endpoint is served under both prefixes with identical behaviour. */
export const PREFIXES = ['/v1', '/api/v1'] as const;
export type Prefix = (typeof PREFIXES)[number];

export const STYLE_IDS = [
	'minimalist',
	'streetwear',
	'bohemian',
	'vintage',
	'avant-garde',
	'classic',
	'athleisure',
	'romantic',
	'grunge',
	'preppy',
	'y2k',
	'couture',
] as const;

export const ID_RE = { dsn: /^dsn_[0-9A-Za-z]{20,}$/, pub: /^pub_[0-9A-Za-z]{20,}$/ };
export const ISO_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
export const KEY_RE = /^dgk_[A-Za-z0-9_-]{43}$/;
export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

let accountCounter = 0;
/** A fresh account name, so suites never share state by accident. */
export function uniqueAccount(label = 'acct'): string {
	accountCounter += 1;
	return `${label}-${process.pid}-${accountCounter}-${Math.random().toString(36).slice(2, 8)}`;
}

export interface TestServer {
	server: RunningServer;
	url: string;
	http: AxiosInstance;
	/** A new key for a new account (or the named one) on this plan. */
	key(
		plan?: 'free' | 'starter' | 'pro' | 'business' | 'enterprise',
		account?: string,
	): Promise<string>;
	close(): Promise<void>;
}

/** Starts an in-memory server on a free port; rate limits are high unless the test sets them. */
export async function start(options: ServerOptions = {}): Promise<TestServer> {
	const server = await startServer({
		port: 0,
		db: ':memory:',
		rateLimitGenerate: 1_000_000,
		rateLimitRead: 1_000_000,
		...options,
	});
	return {
		server,
		url: server.url,
		http: client(server.url),
		key: (plan = 'business', account = uniqueAccount(plan)): Promise<string> =>
			server.createKey(account, plan),
		close: () => server.close(),
	};
}

export function client(baseURL: string): AxiosInstance {
	return axios.create({ baseURL, validateStatus: () => true, maxRedirects: 0, timeout: 20_000 });
}

export function bearer(key: string): Record<string, string> {
	return { Authorization: `Bearer ${key}` };
}

/** An axios-ish API bound to one key. */
export function api(ts: { http: AxiosInstance }, key: string, prefix: string = '/v1') {
	const h = (extra?: Record<string, string>) => ({ ...bearer(key), ...extra });
	return {
		prefix,
		get: (path: string, config: AxiosRequestConfig = {}) =>
			ts.http.get(prefix + path, {
				...config,
				headers: h(config.headers as Record<string, string>),
			}),
		del: (path: string, config: AxiosRequestConfig = {}) =>
			ts.http.delete(prefix + path, {
				...config,
				headers: h(config.headers as Record<string, string>),
			}),
		post: (path: string, body?: unknown, config: AxiosRequestConfig = {}) =>
			ts.http.post(prefix + path, body, {
				...config,
				headers: h(config.headers as Record<string, string>),
			}),
		generate: (body: Record<string, unknown> = {}, headers?: Record<string, string>) =>
			ts.http.post(
				prefix + '/generate',
				{ prompt: 'navy striped cotton hoodie', style: 'streetwear', ...body },
				{ headers: h(headers) },
			),
		publish: (body: Record<string, unknown>, headers?: Record<string, string>) =>
			ts.http.post(prefix + '/marketplace/publish', body, { headers: h(headers) }),
		image: (id: string, query = '', headers?: Record<string, string>) =>
			ts.http.get(`${prefix}/designs/${id}/image${query}`, {
				responseType: 'arraybuffer',
				headers: h(headers),
			}),
	};
}
export type Api = ReturnType<typeof api>;

/** The bytes of a design's image; fails unless the answer is 200. */
export async function imageBytes(a: Api, id: string, query = ''): Promise<Buffer> {
	const res = await a.image(id, query);
	if (res.status !== 200)
		throw new Error(
			`image of ${id}${query} answered ${res.status}: ${Buffer.from(res.data).toString('utf8')}`,
		);
	return Buffer.from(res.data);
}

/** Generates a design and checks it was created; returns the design object. */
export async function makeDesign(a: Api, body: Record<string, unknown> = {}): Promise<Design> {
	const res = await a.generate(body);
	if (res.status !== 201 && res.status !== 202)
		throw new Error(`generate answered ${res.status}: ${JSON.stringify(res.data)}`);
	return res.data;
}

export async function makePublication(
	a: Api,
	body: Record<string, unknown> = {},
): Promise<{ design: Design; publication: Publication }> {
	const design = body.design_id
		? ((await a.get(`/designs/${body.design_id}`)).data as Design)
		: await makeDesign(a);
	const res = await a.publish({ design_id: design.id, price: { amount: 4500 }, ...body });
	if (res.status !== 201)
		throw new Error(`publish answered ${res.status}: ${JSON.stringify(res.data)}`);
	return { design, publication: res.data };
}

/** Every item of a list, following `starting_after`. */
export async function listAll<T extends { id: string } = Design>(
	a: Api,
	path: string,
	query: Record<string, string | number> = {},
	limit = 100,
): Promise<T[]> {
	const out: T[] = [];
	let after: string | undefined;
	for (let i = 0; i < 1000; i++) {
		const res = await a.get(path, {
			params: { ...query, limit, ...(after ? { starting_after: after } : {}) },
		});
		if (res.status !== 200)
			throw new Error(`list answered ${res.status}: ${JSON.stringify(res.data)}`);
		out.push(...res.data.data);
		if (!res.data.has_more) return out;
		after = res.data.data.at(-1).id;
	}
	throw new Error('list did not end');
}

// ---------- raw HTTP (byte-exact bodies and headers) ----------

/** A response read byte for byte; `json` is the body parsed (undefined when it is not JSON). */
export interface RawResponse<T = unknown> {
	status: number;
	headers: http.IncomingHttpHeaders;
	body: Buffer;
	text: string;
	json: T;
}

export function raw<T = unknown>(
	url: string,
	options: {
		method?: string;
		headers?: Record<string, string | number>;
		body?: string | Buffer;
	} = {},
): Promise<RawResponse<T>> {
	return new Promise((resolve, reject) => {
		const req = http.request(
			url,
			{ method: options.method ?? 'GET', headers: options.headers },
			(res) => {
				const chunks: Buffer[] = [];
				res.on('data', (c: Buffer) => chunks.push(c));
				res.on('end', () => {
					const body = Buffer.concat(chunks);
					const text = body.toString('utf8');
					let json: T;
					try {
						json = JSON.parse(text);
					} catch {
						json = undefined as T;
					}
					resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text, json });
				});
				res.on('error', reject);
			},
		);
		req.on('error', reject);
		if (options.body !== undefined) req.write(options.body);
		req.end();
	});
}

// ---------- shape checks (SPEC.md) ----------

type AnyResponse = AxiosResponse | RawResponse<unknown>;

function statusOf(res: AnyResponse): number {
	return res.status;
}
function bodyOf(res: AnyResponse): Problem {
	return ('json' in res ? res.json : res.data) as Problem;
}
export function header(res: AnyResponse, name: string): string | undefined {
	const v = (res.headers as Record<string, unknown>)[name.toLowerCase()];
	if (v === undefined || v === null) return undefined;
	return Array.isArray(v) ? v.join(', ') : String(v);
}

/**
 * An RFC 9457 problem as SPEC.md describes it: the status and code, `type` a URL on the server
 * ending `/errors/<code>`, a title and a detail, `request_id` equal to the X-Request-Id header.
 */
export function expectProblem(
	res: AnyResponse,
	status: number,
	code: string | string[],
	base?: string,
): Problem {
	const body = bodyOf(res);
	const codes = Array.isArray(code) ? code : [code];
	const summary = `${statusOf(res)} ${JSON.stringify(body)}`;
	expect({ status: statusOf(res), code: body?.code, summary }).toEqual({
		status,
		code: expect.toBeOneOf(codes),
		summary,
	});
	expect(header(res, 'content-type')).toMatch(/^application\/problem\+json/);
	expect(body.status).toBe(status);
	expect(typeof body.title).toBe('string');
	expect(body.title.length).toBeGreaterThan(0);
	expect(typeof body.detail).toBe('string');
	expect(body.detail.length).toBeGreaterThan(0);
	expect(body.type).toMatch(new RegExp(`^https?://[^/]+(/.*)?/errors/${body.code}$`));
	if (base) expect(body.type).toBe(`${base}/errors/${body.code}`);
	expect(typeof body.request_id).toBe('string');
	expect(body.request_id.length).toBeGreaterThan(0);
	expect(header(res, 'x-request-id')).toBe(body.request_id);
	// No internals: a problem never carries a stack trace.
	expect(JSON.stringify(body)).not.toMatch(/\bat .+\(.+:\d+:\d+\)|node_modules|\.ts:\d+|"stack"/);
	if (body.errors !== undefined) {
		expect(Array.isArray(body.errors)).toBe(true);
		for (const e of body.errors) expect(typeof e.detail).toBe('string');
	}
	return body;
}

/** The JSON pointers of a 422's `errors` array. */
export function pointers(res: AnyResponse): string[] {
	const body = bodyOf(res);
	return (body?.errors ?? []).flatMap((e) => e.pointer ?? e.parameter ?? []);
}

/** An RFC 9457 problem as SPEC.md describes it. */
export interface Problem {
	type: string;
	title: string;
	status: number;
	detail: string;
	code: string;
	request_id: string;
	errors?: { pointer?: string; parameter?: string; detail: string }[];
}

export interface Design {
	id: string;
	object: 'design';
	status: 'pending' | 'succeeded' | 'failed';
	prompt: string;
	style: string;
	seed: number;
	title: string | null;
	garment: string | null;
	colors: { name: string; hex: string }[];
	pattern: string | null;
	materials: string[];
	image: { url: string; media_type: string; width: number; height: number } | null;
	publication: Publication | null;
	created_at: string;
	updated_at: string;
	error?: { code: string; detail: string };
	[k: string]: unknown;
}

export interface Publication {
	id: string;
	object: 'publication';
	design_id: string;
	title: string;
	description: string | null;
	price: { amount: number; currency: string };
	tags: string[];
	visibility: 'public' | 'unlisted';
	status: 'published' | 'withdrawn';
	url: string;
	published_at: string;
	withdrawn_at: string | null;
}

/** The design object of SPEC.md ("Design object"). `base`: the server's URL. */
export function expectDesign(value: unknown, base?: string): asserts value is Design {
	const d = value as Design & { title: string; image: NonNullable<Design['image']> };
	expect(d).toEqual(
		expect.objectContaining({
			id: expect.stringMatching(ID_RE.dsn),
			object: 'design',
			status: expect.toBeOneOf(['pending', 'succeeded', 'failed']),
			prompt: expect.any(String),
			style: expect.toBeOneOf([...STYLE_IDS]),
			seed: expect.any(Number),
			created_at: expect.stringMatching(ISO_MS),
			updated_at: expect.stringMatching(ISO_MS),
		}),
	);
	for (const field of [
		'title',
		'garment',
		'colors',
		'pattern',
		'materials',
		'image',
		'publication',
	])
		expect(d).toHaveProperty(field);
	expect(Number.isInteger(d.seed) && d.seed >= 0 && d.seed <= 2 ** 31 - 1).toBe(true);
	expect(Date.parse(d.updated_at)).toBeGreaterThanOrEqual(Date.parse(d.created_at));
	if (d.status === 'succeeded') {
		expect(typeof d.title).toBe('string');
		expect(d.title.length).toBeGreaterThan(0);
		expect(typeof d.garment).toBe('string');
		expect(typeof d.pattern).toBe('string');
		expect(Array.isArray(d.colors) && d.colors.length > 0).toBe(true);
		for (const c of d.colors)
			expect(c).toEqual({
				name: expect.any(String),
				hex: expect.stringMatching(/^#[0-9a-fA-F]{6}$/),
			});
		expect(Array.isArray(d.materials)).toBe(true);
		for (const m of d.materials) expect(typeof m).toBe('string');
		expect(d.image).toEqual({
			url: expect.stringMatching(new RegExp(`^https?://[^/]+(/api)?/v1/designs/${d.id}/image$`)),
			media_type: 'image/svg+xml',
			width: expect.any(Number),
			height: expect.any(Number),
		});
		expect(Number.isInteger(d.image.width) && d.image.width > 0).toBe(true);
		expect(Number.isInteger(d.image.height) && d.image.height > 0).toBe(true);
		if (base) expect(d.image.url.startsWith(`${base}/`)).toBe(true);
	}
	if (d.status === 'failed')
		expect(d.error).toEqual({ code: expect.any(String), detail: expect.any(String) });
	if (d.publication !== null) expectPublication(d.publication, base);
}

export function expectPublication(value: unknown, base?: string): asserts value is Publication {
	const p = value as Publication;
	expect(p).toEqual(
		expect.objectContaining({
			id: expect.stringMatching(ID_RE.pub),
			object: 'publication',
			design_id: expect.stringMatching(ID_RE.dsn),
			title: expect.any(String),
			price: { amount: expect.any(Number), currency: expect.stringMatching(/^[A-Z]{3}$/) },
			tags: expect.any(Array),
			visibility: expect.toBeOneOf(['public', 'unlisted']),
			status: expect.toBeOneOf(['published', 'withdrawn']),
			url: expect.stringMatching(new RegExp(`^https?://[^/]+/marketplace/${p?.id}$`)),
			published_at: expect.stringMatching(ISO_MS),
		}),
	);
	expect(p).toHaveProperty('description');
	expect(p).toHaveProperty('withdrawn_at');
	if (p.status === 'published') expect(p.withdrawn_at).toBeNull();
	else expect(p.withdrawn_at).toMatch(ISO_MS);
	if (base) expect(p.url).toBe(`${base}/marketplace/${p.id}`);
}

/** Width and height from a PNG's IHDR chunk. */
export function pngSize(png: Buffer): { width: number; height: number } {
	return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls until `check` returns a value, or fails after `timeoutMs`. */
export async function eventually<T>(
	check: () => Promise<T | undefined>,
	timeoutMs = 5000,
	stepMs = 50,
): Promise<T> {
	const until = Date.now() + timeoutMs;
	for (;;) {
		const v = await check();
		if (v !== undefined) return v;
		if (Date.now() > until) throw new Error(`condition not met within ${timeoutMs} ms`);
		await sleep(stepMs);
	}
}

// `expect.toBeOneOf` as an asymmetric matcher (jest has no built-in one).
expect.extend({
	toBeOneOf(received: unknown, expected: unknown[]) {
		const pass = expected.some((e) => this.equals(received, e));
		return {
			pass,
			message: () =>
				`expected ${this.utils.printReceived(received)} ${pass ? 'not ' : ''}to be one of ${this.utils.printExpected(expected)}`,
		};
	},
});
declare global {
	// eslint-disable-next-line @typescript-eslint/no-namespace
	namespace jest {
		interface Expect {
			toBeOneOf(expected: unknown[]): ReturnType<Expect['anything']>;
		}
		interface Matchers<R> {
			toBeOneOf(expected: unknown[]): R;
		}
	}
}
