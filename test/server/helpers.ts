/**
 * Shared helpers for the reference server's suites: start a server in-process, make keys, call
 * it, and wait for things. The one import of every suite: it also passes on `raw` (byte-exact
 * requests, raw-http.ts) and the checks of the contract's shapes (shapes.ts).
 */
import axios, { type AxiosInstance, type AxiosRequestConfig } from 'axios';
import { startServer, type RunningServer, type ServerOptions } from '../../server';
import { viaPrism, VIA_PRISM } from '../harness/prism';
import { freshDb } from '../harness/test-store';
import type { Design, Publication } from './shapes';

export * from './raw-http';
export * from './shapes';

export type { RunningServer };

/** docs/contract.md "Paths": every endpoint is served under both prefixes with identical behaviour. */
export const PREFIXES = ['/v1', '/api/v1'] as const;
export type Prefix = (typeof PREFIXES)[number];

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

/**
 * Starts a server on a free port and a fresh database of the run's store (test-store.ts: SQLite
 * in memory, or PostgreSQL); rate limits are high unless the test sets them. With
 * DG_TEST_VIA_PRISM set, `url` and `http` reach it through Prism's validating proxy
 * (test/harness/prism.ts); `server.url` always reaches it directly.
 */
export async function start(options: ServerOptions = {}): Promise<TestServer> {
	const server = await startServer({
		port: 0,
		db: await freshDb(),
		rateLimitGenerate: 1_000_000,
		rateLimitRead: 1_000_000,
		// The suites' receivers listen on loopback, which the server refuses by default.
		webhookAllowPrivate: true,
		...options,
	});
	const front = VIA_PRISM ? await viaPrism(server.url) : null;
	const url = front?.url ?? server.url;
	return {
		server,
		url,
		http: client(url),
		key: (plan = 'business', account = uniqueAccount(plan)): Promise<string> =>
			server.createKey(account, plan),
		close: async () => {
			await front?.close();
			await server.close();
		},
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

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Waits for the next rate-limit window when less than `marginMs` is left of this one. The fixed
 * windows are aligned to the clock's minutes: a test that counts requests against a limit must
 * stay inside one, or a reset in the middle passes or fails it by chance.
 */
export async function insideOneRateLimitWindow(marginMs = 4000): Promise<void> {
	const left = 60_000 - (Date.now() % 60_000);
	if (left < marginMs) await sleep(left + 100);
}

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
