/**
 * loom: the Design Generation Service as a FastAPI (Pydantic) app would serve it. snake_case bare
 * objects; lists are bare arrays paged by `?offset=`/`?limit=` with an RFC 8288 `Link` header;
 * generate is asynchronous (202 queued, then processing, then succeeded or failed); the image comes
 * inline as base64; errors are `{"detail": ...}`; IETF RateLimit headers on every API answer.
 */
import { randomUUID } from 'node:crypto';

import {
	App,
	FixedWindow,
	designPng,
	isObject,
	json,
	phase,
	type Ctx,
	type Design,
	type FailKind,
	type Phase,
	type Reply,
	type StandIn,
	type StartOptions,
} from './kit';

/** What a Starter key is told. */
const PLAN = 'API access requires the Business plan or higher';

const LIMIT = 10;
const MAX_LIMIT = 25;
const REFUSAL = 'Prompt violates the content policy';

export const CONVENTIONS =
	'FastAPI style. snake_case bare objects (id, status, title, prompt, style, created_at, ' +
	'updated_at, completed_at, error, image_base64, image_media_type; absent values are null). ' +
	'GET /designs answers a bare JSON array, newest first, paged by ?offset=N&limit=N (default ' +
	`${LIMIT}, capped at ${MAX_LIMIT}; a non-integer is 422); the next page is only in the RFC 8288 ` +
	'Link header (rel="next", also rel="first" and rel="prev"), with X-Total-Count. POST /generate ' +
	'is asynchronous: 202 {"id","status":"queued",...}; the design then reads "processing" and, ' +
	'latencyMs (default 300) after creation, "succeeded" with image_base64 (a PNG) and ' +
	'image_media_type "image/png", or "failed" with error "Prompt violates the content policy" ' +
	'when the prompt says "forbidden". Errors: {"detail": "..."} (401 with WWW-Authenticate: Bearer, ' +
	'403 plan, 404 "Not Found" or "Design not found", 405, 409 "Design is not ready", 429) and 422 ' +
	'{"detail":[{"type","loc","msg"}]} for validation. DELETE answers 200 with the deleted design. ' +
	'POST /marketplace/publish takes {"design_id", "price"?: number, "currency"?: string} and ' +
	'answers 200 {"publication_id","design_id","state":"live","price","currency","published_at"}. ' +
	'Every API answer carries RateLimit-Policy: "burst";q=1000;w=60 and RateLimit: ' +
	'"burst";r=<left>;t=<seconds>; over the limit, 429 with Retry-After.';

/** Python's datetime.isoformat() of an aware UTC time: microseconds and +00:00. */
const pythonTime = (ms: number) =>
	new Date(ms).toISOString().replace(/\.(\d{3})Z$/, '.$1000+00:00');

const detail = (status: number, message: string, headers?: Record<string, string>) =>
	json(status, { detail: message }, headers);

const unauthorized = (message: string) => detail(401, message, { 'WWW-Authenticate': 'Bearer' });

function fail(kind: FailKind): Reply {
	switch (kind) {
		case 'missing_key':
			return unauthorized('Not authenticated');
		case 'invalid_key':
			return unauthorized('Invalid API key');
		case 'plan':
			return detail(403, PLAN);
		case 'method_not_allowed':
			return detail(405, 'Method Not Allowed');
		case 'bad_json':
			return json(422, {
				detail: [{ type: 'json_invalid', loc: ['body', 0], msg: 'JSON decode error' }],
			});
		case 'not_found':
			return detail(404, 'Not Found');
	}
}

interface Problem {
	type: string;
	loc: Array<string | number>;
	msg: string;
}

/** Pydantic's checks of one field: missing, or not of the wanted type. */
function check(
	source: 'body' | 'query',
	name: string,
	value: unknown,
	kind: 'string' | 'number' | 'int',
	optional = false,
): Problem[] {
	const loc = [source, name];
	if (value === undefined || value === null) {
		return optional ? [] : [{ type: 'missing', loc, msg: 'Field required' }];
	}
	if (kind === 'string' && typeof value !== 'string') {
		return [{ type: 'string_type', loc, msg: 'Input should be a valid string' }];
	}
	if (kind === 'number' && (typeof value !== 'number' || !Number.isFinite(value))) {
		return [{ type: 'float_type', loc, msg: 'Input should be a valid number' }];
	}
	if (kind === 'int' && !/^\d+$/.test(String(value))) {
		const msg = 'Input should be a valid integer, unable to parse string as an integer';
		return [{ type: 'int_parsing', loc, msg }];
	}
	return [];
}

const designNotFound = () => detail(404, 'Design not found');

export async function start(options: StartOptions = {}): Promise<StandIn> {
	const latencyMs = options.latencyMs ?? 300;
	const limiter = new FixedWindow(options.rateLimit ?? 1000);

	const app = new App({
		name: 'loom',
		keyPrefix: 'loom_sk_',
		newId: () => randomUUID(),
		fail,
		beforeApi: (ctx) => {
			const used = limiter.take(ctx.token ?? 'anonymous');
			const reset = Math.max(0, Math.ceil((used.resetAt - Date.now()) / 1000));
			ctx.replyHeaders['RateLimit-Policy'] = `"burst";q=${limiter.limit};w=60`;
			ctx.replyHeaders.RateLimit = `"burst";r=${used.remaining};t=${reset}`;
			if (used.allowed) return undefined;
			return detail(429, 'Rate limit exceeded', { 'Retry-After': String(reset) });
		},
	});

	const model = (design: Design, status: Phase | 'queued' = phase(design)) => {
		const done = status === 'succeeded' || status === 'failed';
		return {
			id: design.id,
			status,
			title: design.title,
			prompt: design.prompt,
			style: design.style,
			created_at: pythonTime(design.createdAt),
			updated_at: pythonTime(done ? design.readyAt : design.createdAt),
			completed_at: done ? pythonTime(design.readyAt) : null,
			error: status === 'failed' ? REFUSAL : null,
			image_base64: status === 'succeeded' ? designPng(design.id).toString('base64') : null,
			image_media_type: status === 'succeeded' ? 'image/png' : null,
		};
	};

	app.api('POST', '/generate', (ctx, account) => {
		const body = isObject(ctx.body) ? ctx.body : {};
		const problems = [
			...check('body', 'prompt', body.prompt, 'string'),
			...check('body', 'style', body.style, 'string'),
		];
		if (problems.length > 0) return json(422, { detail: problems });
		const prompt = String(body.prompt);
		const design = app.store.create(account.id, prompt, String(body.style), latencyMs);
		return json(202, model(design, 'queued'));
	});

	app.api('GET', '/designs', (ctx, account) => {
		const problems = ['offset', 'limit'].flatMap((name) =>
			check('query', name, ctx.query.get(name) ?? undefined, 'int', true),
		);
		if (problems.length > 0) return json(422, { detail: problems });
		const offset = Number(ctx.query.get('offset') ?? 0);
		const limit = Math.min(Math.max(Number(ctx.query.get('limit') ?? LIMIT), 1), MAX_LIMIT);
		const all = app.store.newestFirst(account.id);
		const page = (at: number) => `<${ctx.apiBase}/designs?offset=${at}&limit=${limit}>`;
		const links = [`${page(0)}; rel="first"`];
		if (offset > 0) links.push(`${page(Math.max(0, offset - limit))}; rel="prev"`);
		if (offset + limit < all.length) links.push(`${page(offset + limit)}; rel="next"`);
		return json(
			200,
			all.slice(offset, offset + limit).map((d) => model(d)),
			{ Link: links.join(', '), 'X-Total-Count': String(all.length) },
		);
	});

	app.api('GET', '/designs/:id', (ctx, account) => {
		const design = app.store.find(account.id, ctx.params.id);
		return design ? json(200, model(design)) : designNotFound();
	});

	app.api('DELETE', '/designs/:id', (ctx, account) => {
		const design = app.store.delete(account.id, ctx.params.id);
		return design ? json(200, model(design)) : designNotFound();
	});

	app.api('POST', '/marketplace/publish', (ctx: Ctx, account) => {
		const body = isObject(ctx.body) ? ctx.body : {};
		const problems = [
			...check('body', 'design_id', body.design_id, 'string'),
			...check('body', 'price', body.price, 'number', true),
			...check('body', 'currency', body.currency, 'string', true),
		];
		if (problems.length > 0) return json(422, { detail: problems });
		const design = app.store.find(account.id, String(body.design_id));
		if (!design) return designNotFound();
		if (phase(design) !== 'succeeded') return detail(409, 'Design is not ready');
		const publication = {
			publication_id: `pub_${randomUUID().replace(/-/g, '')}`,
			design_id: design.id,
			state: 'live',
			price: body.price ?? null,
			currency: body.currency ?? (body.price === undefined ? null : 'USD'),
			published_at: pythonTime(Date.now()),
		};
		app.publications.push(publication);
		return json(200, publication);
	});

	return await app.listen(options.port ?? 0, CONVENTIONS);
}
