/**
 * The plumbing the four stand-in services share (see index.ts): a node:http server on 127.0.0.1,
 * a tiny router that mounts each API route under both `/v1` and `/api/v1`, bearer-key accounts
 * (Business and Starter), an in-memory design store, a request recorder, a fixed-window rate
 * counter and a hand-built PNG. Everything a service says on the wire (names, envelopes, paging,
 * errors) lives in the stand-in's own file; nothing here picks a convention.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deflateSync } from 'node:zlib';

export interface StartOptions {
	port?: number;
	/** Async stand-ins: how long a design takes to finish. Sync ones: how long generate takes. */
	latencyMs?: number;
	/** Requests per key and 60 s window, for the stand-ins that limit (loom, stitch). */
	rateLimit?: number;
}

export interface RecordedRequest {
	method: string;
	url: string;
	headers: Record<string, string | string[] | undefined>;
	body: string;
}

export interface StandIn {
	name: string;
	/** http://127.0.0.1:PORT, no path. */
	url: string;
	businessKey: string;
	/** A Starter-plan key: every API call answers 403. */
	starterKey: string;
	/** One paragraph: naming, envelopes, paging, sync/async, image form, errors, delete, publish. */
	conventions: string;
	requests: RecordedRequest[];
	/** Inserts finished designs for the account (the Business one by default); ids, newest last. */
	seedDesigns(count: number, key?: string): string[];
	designCount(key?: string): number;
	publications(): Array<Record<string, unknown>>;
	/** A second (third, ...) Business account, to show an account sees only its own designs. */
	createBusinessKey(): string;
	close(): Promise<void>;
}

export type Plan = 'starter' | 'business';

export interface Account {
	id: string;
	key: string;
	plan: Plan;
}

/** The service-neutral record of a design; each stand-in renders it in its own shape. */
export interface Design {
	id: string;
	owner: string;
	prompt: string;
	style: string;
	title: string;
	/** Epoch ms, strictly increasing across the store: newest first is a stable order. */
	createdAt: number;
	/** Epoch ms when generation is over (equal to createdAt for seeded designs). */
	readyAt: number;
	/** The prompt asked for something the content policy forbids. */
	failed: boolean;
}

export type Phase = 'processing' | 'succeeded' | 'failed';

/** What a handler answers: a JSON body, raw bytes, or nothing. */
export interface Reply {
	status: number;
	body?: unknown;
	raw?: Buffer | string;
	contentType?: string;
	headers?: Record<string, string>;
}

export const json = (status: number, body: unknown, headers?: Record<string, string>): Reply => ({
	status,
	body,
	headers,
});
export const noContent = (): Reply => ({ status: 204 });
export const bytes = (raw: Buffer | string, contentType: string): Reply => ({
	status: 200,
	raw,
	contentType,
});

export interface Ctx {
	method: string;
	/** The path as requested, without the query. */
	path: string;
	query: URLSearchParams;
	params: Record<string, string>;
	headers: IncomingHttpHeaders;
	rawBody: string;
	/** The parsed JSON body (undefined when there is none). */
	body: unknown;
	/** http://host:port as the caller addressed it. */
	origin: string;
	/** origin + the prefix this request used (`/v1` or `/api/v1`); '' outside the API. */
	apiBase: string;
	/** The bearer token as sent, if any. */
	token?: string;
	/** Headers added to whatever the request is answered (rate-limit headers). */
	replyHeaders: Record<string, string>;
}

/** Why the kit itself turns a request away; each stand-in words these its own way. */
export type FailKind =
	'missing_key' | 'invalid_key' | 'plan' | 'not_found' | 'method_not_allowed' | 'bad_json';

export interface ServiceDefinition {
	name: string;
	keyPrefix: string;
	newId: () => string;
	/** Check the key before routing (Express middleware, Spring Security) instead of after. */
	authFirst?: boolean;
	fail(kind: FailKind, ctx: Ctx): Reply;
	/** Runs for every request under an API prefix before anything else (rate limits). */
	beforeApi?(ctx: Ctx): Reply | undefined;
}

type ApiHandler = (ctx: Ctx, account: Account) => Reply | Promise<Reply>;
type FileHandler = (ctx: Ctx, account: Account | undefined) => Reply | Promise<Reply>;

interface Route<H> {
	method: string;
	regex: RegExp;
	names: string[];
	handler: H;
	auth: boolean;
}

const PREFIXES = ['/api/v1', '/v1'];
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `/designs/:id` or `/files/:id.svg` into a regex and the parameter names. */
function compile(pattern: string): { regex: RegExp; names: string[] } {
	const names: string[] = [];
	const source = pattern
		.split('/')
		.map((segment) => {
			const param = /^:(\w+)(.*)$/.exec(segment);
			if (!param) return escapeRegex(segment);
			names.push(param[1]);
			return `([^/]+?)${escapeRegex(param[2])}`;
		})
		.join('/');
	return { regex: new RegExp(`^${source}$`), names };
}

function match<H>(
	routes: Array<Route<H>>,
	method: string,
	path: string,
): { route?: Route<H>; params: Record<string, string>; otherMethod: boolean } {
	let otherMethod = false;
	for (const route of routes) {
		const found = route.regex.exec(path);
		if (!found) continue;
		if (route.method !== method) {
			otherMethod = true;
			continue;
		}
		const params: Record<string, string> = {};
		route.names.forEach((name, i) => {
			params[name] = safeDecode(found[i + 1]);
		});
		return { route, params, otherMethod };
	}
	return { params: {}, otherMethod };
}

function safeDecode(text: string): string {
	try {
		return decodeURIComponent(text);
	} catch {
		return text;
	}
}

async function readBody(req: IncomingMessage): Promise<string> {
	const chunks: Buffer[] = [];
	for await (const chunk of req) chunks.push(chunk as Buffer);
	return Buffer.concat(chunks).toString('utf8');
}

const SEED_PROMPTS: Array<[string, string]> = [
	['linen summer dress in sage green with puff sleeves', 'casual'],
	['double-breasted wool blazer in charcoal pinstripe', 'formal'],
	['breathable running jacket with reflective piping', 'sport'],
	['oversized graphic hoodie with a faded sunset print', 'street'],
	['high-waisted denim culottes with raw hems', 'casual'],
	['silk slip gown in midnight blue with a cowl neck', 'formal'],
	['seamless yoga set in heather grey', 'sport'],
	['cargo trousers in olive ripstop with utility pockets', 'street'],
];

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** "linen summer dress in sage" -> "Linen Summer Dress In Sage" (the first six words). */
export function titleFrom(prompt: string): string {
	return prompt
		.trim()
		.split(/\s+/)
		.slice(0, 6)
		.map((word) => word.charAt(0).toUpperCase() + word.slice(1))
		.join(' ');
}

/** A non-empty string, or undefined. */
export const text = (value: unknown): string | undefined =>
	typeof value === 'string' && value.trim() !== '' ? value : undefined;

export const isObject = (value: unknown): value is Record<string, unknown> =>
	typeof value === 'object' && value !== null && !Array.isArray(value);

/** A query value that is a whole number, or undefined when absent or not a number. */
export function intParam(query: URLSearchParams, name: string): number | undefined {
	const value = query.get(name);
	return value !== null && /^-?\d+$/.test(value) ? Number(value) : undefined;
}

export const clamp = (value: number, min: number, max: number) =>
	Math.min(Math.max(value, min), max);

export class DesignStore {
	private readonly designs = new Map<string, Design>();
	private lastCreatedAt = 0;

	constructor(private readonly newId: () => string) {}

	create(owner: string, prompt: string, style: string, latencyMs: number): Design {
		const createdAt = this.tick();
		const design: Design = {
			id: this.newId(),
			owner,
			prompt,
			style,
			title: titleFrom(prompt),
			createdAt,
			readyAt: createdAt + latencyMs,
			failed: /\bforbidden\b/i.test(prompt),
		};
		this.designs.set(design.id, design);
		return design;
	}

	seed(owner: string, count: number): string[] {
		return Array.from({ length: count }, (_, i) => {
			const [prompt, style] = SEED_PROMPTS[i % SEED_PROMPTS.length];
			return this.create(owner, prompt, style, 0).id;
		});
	}

	newestFirst(owner: string): Design[] {
		return [...this.designs.values()].filter((d) => d.owner === owner).reverse();
	}

	find(owner: string, id: string): Design | undefined {
		const design = this.designs.get(id);
		return design?.owner === owner ? design : undefined;
	}

	/** A design whoever owns it (for files served without a key). */
	anyOwner(id: string): Design | undefined {
		return this.designs.get(id);
	}

	delete(owner: string, id: string): Design | undefined {
		const design = this.find(owner, id);
		if (design) this.designs.delete(id);
		return design;
	}

	count(owner: string): number {
		return this.newestFirst(owner).length;
	}

	private tick(): number {
		this.lastCreatedAt = Math.max(Date.now(), this.lastCreatedAt + 1);
		return this.lastCreatedAt;
	}
}

export function phase(design: Design, now = Date.now()): Phase {
	// A design made without latency is finished at once, even when its createdAt runs a few ms
	// ahead of the clock (the store keeps createdAt strictly increasing).
	if (design.readyAt > design.createdAt && now < design.readyAt) return 'processing';
	return design.failed ? 'failed' : 'succeeded';
}

/** Per-key request counts in fixed windows. */
export class FixedWindow {
	private readonly windows = new Map<string, { start: number; used: number }>();

	constructor(
		readonly limit: number,
		readonly windowMs = 60_000,
	) {}

	take(key: string, now = Date.now()): { allowed: boolean; remaining: number; resetAt: number } {
		let window = this.windows.get(key);
		if (!window || now >= window.start + this.windowMs) {
			window = { start: now, used: 0 };
			this.windows.set(key, window);
		}
		const allowed = window.used < this.limit;
		if (allowed) window.used += 1;
		return { allowed, remaining: this.limit - window.used, resetAt: window.start + this.windowMs };
	}
}

export class App {
	readonly store: DesignStore;
	readonly requests: RecordedRequest[] = [];
	readonly publications: Array<Record<string, unknown>> = [];
	readonly business: Account;
	readonly starter: Account;
	private readonly accounts = new Map<string, Account>();
	private readonly apiRoutes: Array<Route<ApiHandler>> = [];
	private readonly fileRoutes: Array<Route<FileHandler>> = [];

	constructor(private readonly definition: ServiceDefinition) {
		this.store = new DesignStore(definition.newId);
		this.business = this.createAccount('business');
		this.starter = this.createAccount('starter');
	}

	/** A route under both `/v1` and `/api/v1`, behind the bearer key. */
	api(method: string, pattern: string, handler: ApiHandler): void {
		this.apiRoutes.push({ method, ...compile(pattern), handler, auth: true });
	}

	/** A GET route outside the API prefixes (images), with or without the bearer key. */
	file(pattern: string, handler: FileHandler, { auth }: { auth: boolean }): void {
		this.fileRoutes.push({ method: 'GET', ...compile(pattern), handler, auth });
	}

	createAccount(plan: Plan): Account {
		const account: Account = {
			id: `acct_${this.accounts.size + 1}`,
			key: `${this.definition.keyPrefix}${randomBytes(12).toString('hex')}`,
			plan,
		};
		this.accounts.set(account.key, account);
		return account;
	}

	/** The account of a key (the Business one when none is given). */
	account(key?: string): Account {
		const account = key === undefined ? this.business : this.accounts.get(key);
		if (!account) throw new Error(`${this.definition.name}: no account has the key ${key}`);
		return account;
	}

	async listen(port: number, conventions: string): Promise<StandIn> {
		const server = createServer((req, res) => {
			void this.handle(req).then(
				(reply) => {
					const headers: Record<string, string> = { ...reply.headers };
					let payload: Buffer | string | undefined = reply.raw;
					if (reply.body !== undefined) {
						payload = JSON.stringify(reply.body);
						headers['Content-Type'] = 'application/json';
					} else if (reply.contentType) {
						headers['Content-Type'] = reply.contentType;
					}
					res.writeHead(reply.status, headers);
					res.end(payload);
				},
				(error: Error) => {
					process.stderr.write(`${this.definition.name}: ${error.stack ?? error.message}\n`);
					res.writeHead(500, { 'Content-Type': 'application/json' });
					res.end(JSON.stringify({ error: 'Internal Server Error' }));
				},
			);
		});
		await new Promise<void>((resolve, reject) => {
			server.once('error', reject);
			server.listen(port, '127.0.0.1', () => resolve());
		});
		const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
		return {
			name: this.definition.name,
			url,
			businessKey: this.business.key,
			starterKey: this.starter.key,
			conventions,
			requests: this.requests,
			seedDesigns: (count, key) => this.store.seed(this.account(key).id, count),
			designCount: (key) => this.store.count(this.account(key).id),
			publications: () => this.publications.map((p) => ({ ...p })),
			createBusinessKey: () => this.createAccount('business').key,
			close: () =>
				new Promise<void>((resolve) => {
					server.close(() => resolve());
					server.closeAllConnections();
				}),
		};
	}

	private async handle(req: IncomingMessage): Promise<Reply> {
		const rawBody = await readBody(req);
		const method = req.method ?? 'GET';
		this.requests.push({ method, url: req.url ?? '/', headers: { ...req.headers }, body: rawBody });

		const origin = `http://${req.headers.host ?? '127.0.0.1'}`;
		const target = new URL(req.url ?? '/', origin);
		const token = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')?.[1];
		const ctx: Ctx = {
			method,
			path: target.pathname,
			query: target.searchParams,
			params: {},
			headers: req.headers,
			rawBody,
			body: undefined,
			origin,
			apiBase: '',
			token,
			replyHeaders: {},
		};
		const reply = await this.dispatch(ctx);
		return { ...reply, headers: { ...ctx.replyHeaders, ...reply.headers } };
	}

	private async dispatch(ctx: Ctx): Promise<Reply> {
		const { fail } = this.definition;
		const { method, rawBody, origin } = ctx;

		const prefix = PREFIXES.find((p) => ctx.path === p || ctx.path.startsWith(`${p}/`));
		if (prefix === undefined) {
			const found = match(this.fileRoutes, method, ctx.path);
			if (!found.route) return fail(found.otherMethod ? 'method_not_allowed' : 'not_found', ctx);
			ctx.params = found.params;
			if (!found.route.auth) return await found.route.handler(ctx, undefined);
			const denied = this.authenticate(ctx);
			return 'status' in denied ? denied : await found.route.handler(ctx, denied);
		}

		ctx.apiBase = origin + prefix;
		const limited = this.definition.beforeApi?.(ctx);
		if (limited) return limited;
		let account: Account | undefined;
		if (this.definition.authFirst) {
			const result = this.authenticate(ctx);
			if ('status' in result) return result;
			account = result;
		}
		const found = match(this.apiRoutes, method, ctx.path.slice(prefix.length));
		if (!found.route) return fail(found.otherMethod ? 'method_not_allowed' : 'not_found', ctx);
		ctx.params = found.params;
		if (!account) {
			const result = this.authenticate(ctx);
			if ('status' in result) return result;
			account = result;
		}
		if (rawBody.trim() !== '') {
			try {
				ctx.body = JSON.parse(rawBody);
			} catch {
				return fail('bad_json', ctx);
			}
		}
		return await found.route.handler(ctx, account);
	}

	/** The caller's Business account, or the stand-in's 401/403 answer. */
	private authenticate(ctx: Ctx): Account | Reply {
		if (ctx.token === undefined) return this.definition.fail('missing_key', ctx);
		const account = this.accounts.get(ctx.token);
		if (!account) return this.definition.fail('invalid_key', ctx);
		if (account.plan !== 'business') return this.definition.fail('plan', ctx);
		return account;
	}
}

// ---- A tiny, valid PNG: 8x8 pixels, the top half one colour and the bottom half another. ----

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
	let c = n;
	for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
	return c >>> 0;
});

export function crc32(data: Buffer): number {
	let crc = 0xffffffff;
	for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
	return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
	const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
	const length = Buffer.alloc(4);
	length.writeUInt32BE(data.length);
	const crc = Buffer.alloc(4);
	crc.writeUInt32BE(crc32(typeAndData));
	return Buffer.concat([length, typeAndData, crc]);
}

/** Two colours picked from the text (a design id), so each design has its own image. */
export function coloursFor(seed: string): [number[], number[]] {
	const hash = createHash('sha256').update(seed).digest();
	return [[...hash.subarray(0, 3)], [...hash.subarray(3, 6)]];
}

export function designPng(seed: string, size = 8): Buffer {
	const [top, bottom] = coloursFor(seed);
	const rows = Array.from({ length: size }, (_, y) => {
		const colour = y < size / 2 ? top : bottom;
		// Filter byte 0 (None), then RGB for each pixel.
		return Buffer.from([0, ...Array.from({ length: size }, () => colour).flat()]);
	});
	const header = Buffer.alloc(13);
	header.writeUInt32BE(size, 0);
	header.writeUInt32BE(size, 4);
	header.set([8, 2, 0, 0, 0], 8); // 8-bit depth, colour type 2 (RGB), deflate, no filter, no interlace
	return Buffer.concat([
		Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
		pngChunk('IHDR', header),
		pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
		pngChunk('IEND', Buffer.alloc(0)),
	]);
}
