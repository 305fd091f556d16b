/**
 * stitch: the Design Generation Service as an Express (Node) app would serve it. camelCase; single
 * objects wrapped by their kind (`{"design": ...}`, `{"listing": ...}`); lists are
 * `{"items", "nextCursor"}` with an opaque cursor; generate is asynchronous (202 processing, then
 * done or error); the image is an SVG on the same host behind the same key; errors are
 * `{"error": {"message", "code"}}`; X-RateLimit-* headers.
 */
import { randomBytes } from 'node:crypto';

import {
	App,
	FixedWindow,
	bytes,
	coloursFor,
	isObject,
	json,
	noContent,
	phase,
	text,
	type Ctx,
	type Design,
	type FailKind,
	type Reply,
	type StandIn,
	type StartOptions,
} from './kit';

/** What a Starter key is told. */
const PLAN = 'API access is not available on the Starter plan. Upgrade to Business to use the API.';

const LIMIT = 5;
const MAX_LIMIT = 25;

export const CONVENTIONS =
	'Express style. camelCase fields (id, status, title, prompt, style, createdAt, updatedAt, ' +
	'imageUrl once done, failureReason once failed; absent fields are left out). Single objects ' +
	'are wrapped: {"design": {...}}, and publish answers {"listing": {...}}. GET /designs answers ' +
	'{"items":[...],"nextCursor":"<opaque>"|null}, newest first; the next page is ?cursor=<opaque>, ' +
	`the page size ?limit=N (default ${LIMIT}, capped at ${MAX_LIMIT}). POST /generate is ` +
	'asynchronous: 202 {"design":{"id","status":"processing",...}} with a Location header; ' +
	'latencyMs (default 300) later the design is "done", or "error" with failureReason when the ' +
	'prompt says "forbidden"; style is optional (default "casual"). imageUrl is an absolute URL ' +
	'/files/<id>.svg on the same host that needs the same bearer key (401 without it). Errors: ' +
	'{"error":{"message","code"}} with codes invalid_api_key (401), plan_upgrade_required (403), ' +
	'not_found (404, "Cannot GET /path" for unknown routes), validation_error, invalid_cursor and ' +
	'invalid_json (400), rate_limited (429); the key is checked before routing under /v1. DELETE ' +
	'answers 204 with no body. POST /marketplace/publish takes {"designId", "priceCents"?: int} ' +
	'(400 "designId is required" without it) and answers 201 {"listing":{"id","designId",' +
	'"priceCents","status":"active","url","createdAt"}}. Every API answer carries ' +
	'X-RateLimit-Limit, X-RateLimit-Remaining and X-RateLimit-Reset (epoch seconds).';

const error = (status: number, message: string, code: string, headers?: Record<string, string>) =>
	json(status, { error: { message, code } }, headers);

function fail(kind: FailKind, ctx: Ctx): Reply {
	switch (kind) {
		case 'missing_key':
			return error(401, 'Missing API key', 'invalid_api_key');
		case 'invalid_key':
			return error(401, 'Invalid API key', 'invalid_api_key');
		case 'plan':
			return error(403, PLAN, 'plan_upgrade_required');
		case 'bad_json':
			return error(400, 'Request body is not valid JSON', 'invalid_json');
		case 'method_not_allowed': // Express has no 405 of its own
		case 'not_found':
			return error(404, `Cannot ${ctx.method} ${ctx.path}`, 'not_found');
	}
}

const designNotFound = () => error(404, 'Design not found', 'not_found');
const invalid = (message: string) => error(400, message, 'validation_error');

const encodeCursor = (offset: number) => Buffer.from(String(offset)).toString('base64url');
function decodeCursor(cursor: string): number | undefined {
	const decoded = Buffer.from(cursor, 'base64url').toString('utf8');
	return /^\d+$/.test(decoded) ? Number(decoded) : undefined;
}

const escapeXml = (value: string) => value.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A small SVG: a garment silhouette in the design's colours, titled with the design's title. */
function designSvg(design: Design): string {
	const [body, trim] = coloursFor(design.id).map((rgb) => `rgb(${rgb.join(',')})`);
	return (
		'<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240">' +
		`<title>${escapeXml(design.title)}</title>` +
		'<rect width="240" height="240" fill="#f4f1ec"/>' +
		`<path d="M80 40 L160 40 L200 80 L180 100 L165 88 L165 200 L75 200 L75 88 L60 100 L40 80 Z" fill="${body}"/>` +
		`<rect x="75" y="180" width="90" height="20" fill="${trim}"/>` +
		'</svg>'
	);
}

export async function start(options: StartOptions = {}): Promise<StandIn> {
	const latencyMs = options.latencyMs ?? 300;
	const limiter = new FixedWindow(options.rateLimit ?? 600);

	const app = new App({
		name: 'stitch',
		keyPrefix: 'sk_live_',
		newId: () => `dsn_${randomBytes(12).toString('hex')}`,
		authFirst: true,
		fail,
		beforeApi: (ctx) => {
			const used = limiter.take(ctx.token ?? 'anonymous');
			ctx.replyHeaders['X-RateLimit-Limit'] = String(limiter.limit);
			ctx.replyHeaders['X-RateLimit-Remaining'] = String(used.remaining);
			ctx.replyHeaders['X-RateLimit-Reset'] = String(Math.ceil(used.resetAt / 1000));
			if (used.allowed) return undefined;
			const wait = String(Math.max(1, Math.ceil((used.resetAt - Date.now()) / 1000)));
			return error(429, 'Too many requests', 'rate_limited', { 'Retry-After': wait });
		},
	});

	const STATUS = { processing: 'processing', succeeded: 'done', failed: 'error' } as const;
	const view = (ctx: Ctx, design: Design) => {
		const status = STATUS[phase(design)];
		return {
			id: design.id,
			status,
			title: design.title,
			prompt: design.prompt,
			style: design.style,
			createdAt: new Date(design.createdAt).toISOString(),
			updatedAt: new Date(
				status === 'processing' ? design.createdAt : design.readyAt,
			).toISOString(),
			imageUrl: status === 'done' ? `${ctx.origin}/files/${design.id}.svg` : undefined,
			failureReason:
				status === 'error' ? 'The prompt contains forbidden content (content policy)' : undefined,
		};
	};

	app.api('POST', '/generate', (ctx, account) => {
		const body = isObject(ctx.body) ? ctx.body : {};
		const prompt = text(body.prompt);
		if (prompt === undefined) return invalid('prompt is required');
		if (body.style !== undefined && typeof body.style !== 'string') {
			return invalid('style must be a string');
		}
		const style = text(body.style) ?? 'casual';
		const design = app.store.create(account.id, prompt, style, latencyMs);
		return json(
			202,
			{ design: view(ctx, design) },
			{ Location: `${ctx.apiBase}/designs/${design.id}` },
		);
	});

	app.api('GET', '/designs', (ctx, account) => {
		const asked = ctx.query.get('limit');
		if (asked !== null && !/^\d+$/.test(asked)) return invalid('limit must be a positive integer');
		const limit = Math.min(Math.max(Number(asked ?? LIMIT), 1), MAX_LIMIT);
		const cursor = ctx.query.get('cursor');
		const offset = cursor ? decodeCursor(cursor) : 0;
		if (offset === undefined) return error(400, 'Invalid cursor', 'invalid_cursor');
		const all = app.store.newestFirst(account.id);
		return json(200, {
			items: all.slice(offset, offset + limit).map((d) => view(ctx, d)),
			nextCursor: offset + limit < all.length ? encodeCursor(offset + limit) : null,
		});
	});

	app.api('GET', '/designs/:id', (ctx, account) => {
		const design = app.store.find(account.id, ctx.params.id);
		return design ? json(200, { design: view(ctx, design) }) : designNotFound();
	});

	app.api('DELETE', '/designs/:id', (ctx, account) =>
		app.store.delete(account.id, ctx.params.id) ? noContent() : designNotFound(),
	);

	app.api('POST', '/marketplace/publish', (ctx, account) => {
		const body = isObject(ctx.body) ? ctx.body : {};
		const designId = text(body.designId);
		if (designId === undefined) return invalid('designId is required');
		const priceCents = body.priceCents;
		if (priceCents !== undefined && !(Number.isInteger(priceCents) && Number(priceCents) >= 0)) {
			return invalid('priceCents must be a non-negative integer');
		}
		const design = app.store.find(account.id, designId);
		if (!design) return designNotFound();
		const id = `lst_${randomBytes(10).toString('hex')}`;
		const listing = {
			id,
			designId: design.id,
			priceCents: priceCents ?? null,
			status: 'active',
			url: `${ctx.origin}/marketplace/${id}`,
			createdAt: new Date().toISOString(),
		};
		app.publications.push(listing);
		return json(201, { listing });
	});

	app.file(
		'/files/:id.svg',
		(ctx, account) => {
			const design = account && app.store.find(account.id, ctx.params.id);
			if (!design || phase(design) !== 'succeeded')
				return error(404, 'File not found', 'not_found');
			return bytes(designSvg(design), 'image/svg+xml');
		},
		{ auth: true },
	);

	return await app.listen(options.port ?? 0, CONVENTIONS);
}
