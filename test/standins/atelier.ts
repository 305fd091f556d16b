/**
 * atelier: the Design Generation Service as a Laravel (API Resources) or Rails app would serve it.
 * snake_case; every single object wrapped in `{"data": ...}`; lists paged by `?page=` (1-based)
 * and `?per_page=` with `links` and `meta`; generate is synchronous; the image is a public PNG
 * under /storage; errors are `{"message", "errors"?}` with 422 for validation.
 */
import { randomBytes } from 'node:crypto';

import {
	App,
	bytes,
	clamp,
	designPng,
	intParam,
	isObject,
	json,
	noContent,
	sleep,
	type Ctx,
	type Design,
	type FailKind,
	type Reply,
	type StandIn,
	type StartOptions,
} from './kit';

/** What a Starter key is told. */
const PLAN = 'Your plan does not include API access. Upgrade to Business.';

const PER_PAGE = 10;
const MAX_PER_PAGE = 25;

export const CONVENTIONS =
	'Laravel/Rails style. snake_case fields (id, title, prompt, style, image_url, created_at, ' +
	'updated_at); every single object is wrapped in {"data": {...}}. GET /designs answers ' +
	'{"data":[...],"links":{"first","last","prev","next"},"meta":{"current_page","from","last_page",' +
	'"path","per_page","to","total"}}, newest first, paged by ?page=N (1-based) and ?per_page=N ' +
	`(default ${PER_PAGE}, capped at ${MAX_PER_PAGE}); links.next is an absolute URL or null. ` +
	'POST /generate is synchronous (it takes latencyMs, default 0): 201 {"data": design}; designs ' +
	'have no status field; a prompt with "forbidden" is refused with 422. The image is image_url, ' +
	'an absolute URL of a PNG under /storage/designs/<id>.png that needs no key. Errors: ' +
	'{"message"} (401 "Unauthenticated.", 403 plan, 404 "Not Found." for unknown routes and designs ' +
	'alike, 405) and 422 {"message","errors":{"field":["..."]}} for validation. DELETE answers 204 ' +
	'with no body. POST /marketplace/publish takes {"design_id", "price"?: decimal} (anything else ' +
	'ignored) and answers 201 {"data":{"id","design_id","price","status":"listed","listing_url",' +
	'"created_at"}}.';

/** Laravel's default date serialization: microseconds and a Z. */
const laravelTime = (ms: number) => new Date(ms).toISOString().replace(/\.(\d{3})Z$/, '.$1000Z');

function fail(kind: FailKind, ctx: Ctx): Reply {
	switch (kind) {
		case 'missing_key':
		case 'invalid_key':
			return json(401, { message: 'Unauthenticated.' });
		case 'plan':
			return json(403, { message: PLAN });
		case 'method_not_allowed':
			return json(405, {
				message: `The ${ctx.method} method is not supported for route ${ctx.path.slice(1)}.`,
			});
		case 'bad_json':
			return json(400, { message: 'The request body is not valid JSON.' });
		case 'not_found':
			return notFound();
	}
}

const notFound = () => json(404, { message: 'Not Found.' });

/** Laravel's 422: the first message, "(and N more errors)", and every message by field. */
function invalid(errors: Record<string, string[]>): Reply {
	const messages = Object.values(errors).flat();
	const more = messages.length - 1;
	const suffix = more > 0 ? ` (and ${more} more error${more > 1 ? 's' : ''})` : '';
	return json(422, { message: messages[0] + suffix, errors });
}

/** A required string field's rule. */
function required(body: Record<string, unknown>, field: string, errors: Record<string, string[]>) {
	const label = field.replace(/_/g, ' ');
	if (body[field] === undefined || body[field] === null || body[field] === '') {
		errors[field] = [`The ${label} field is required.`];
	} else if (typeof body[field] !== 'string') {
		errors[field] = [`The ${label} field must be a string.`];
	}
}

export async function start(options: StartOptions = {}): Promise<StandIn> {
	const latencyMs = options.latencyMs ?? 0;
	const app = new App({
		name: 'atelier',
		keyPrefix: 'atl_',
		// A lowercase ULID-like id, as Laravel's HasUlids makes.
		newId: () => (Date.now().toString(36) + randomBytes(10).toString('hex')).slice(0, 26),
		fail,
	});

	const resource = (ctx: Ctx, design: Design) => ({
		id: design.id,
		title: design.title,
		prompt: design.prompt,
		style: design.style,
		image_url: `${ctx.origin}/storage/designs/${design.id}.png`,
		created_at: laravelTime(design.createdAt),
		updated_at: laravelTime(design.createdAt),
	});

	app.api('POST', '/generate', async (ctx, account) => {
		const body = isObject(ctx.body) ? ctx.body : {};
		const errors: Record<string, string[]> = {};
		required(body, 'prompt', errors);
		required(body, 'style', errors);
		if (!errors.prompt && /\bforbidden\b/i.test(String(body.prompt))) {
			errors.prompt = ['The prompt contains forbidden content and cannot be generated.'];
		}
		if (Object.keys(errors).length > 0) return invalid(errors);
		await sleep(latencyMs);
		const design = app.store.create(account.id, String(body.prompt), String(body.style), 0);
		return json(201, { data: resource(ctx, design) });
	});

	app.api('GET', '/designs', (ctx, account) => {
		const all = app.store.newestFirst(account.id);
		const perPage = clamp(intParam(ctx.query, 'per_page') ?? PER_PAGE, 1, MAX_PER_PAGE);
		const lastPage = Math.max(1, Math.ceil(all.length / perPage));
		const page = Math.max(1, intParam(ctx.query, 'page') ?? 1);
		const items = all.slice((page - 1) * perPage, page * perPage);
		const path = `${ctx.apiBase}/designs`;
		// withQueryString(): the links keep what the caller asked besides the page.
		const link = (n: number) => {
			const query = new URLSearchParams(ctx.query);
			query.set('page', String(n));
			return `${path}?${query}`;
		};
		const from = items.length > 0 ? (page - 1) * perPage + 1 : null;
		return json(200, {
			data: items.map((d) => resource(ctx, d)),
			links: {
				first: link(1),
				last: link(lastPage),
				prev: page > 1 ? link(Math.min(page - 1, lastPage)) : null,
				next: page < lastPage ? link(page + 1) : null,
			},
			meta: {
				current_page: page,
				from,
				last_page: lastPage,
				path,
				per_page: perPage,
				to: from === null ? null : from + items.length - 1,
				total: all.length,
			},
		});
	});

	app.api('GET', '/designs/:id', (ctx, account) => {
		const design = app.store.find(account.id, ctx.params.id);
		return design ? json(200, { data: resource(ctx, design) }) : notFound();
	});

	app.api('DELETE', '/designs/:id', (ctx, account) =>
		app.store.delete(account.id, ctx.params.id) ? noContent() : notFound(),
	);

	app.api('POST', '/marketplace/publish', (ctx, account) => {
		const body = isObject(ctx.body) ? ctx.body : {};
		const errors: Record<string, string[]> = {};
		required(body, 'design_id', errors);
		const price = body.price;
		const priced = price !== undefined && price !== null && price !== '';
		if (priced && (Number.isNaN(Number(price)) || typeof price === 'boolean')) {
			errors.price = ['The price field must be a number.'];
		}
		if (Object.keys(errors).length > 0) return invalid(errors);
		const design = app.store.find(account.id, String(body.design_id));
		if (!design) return notFound();
		const id = randomBytes(8).toString('hex');
		const listing = {
			id,
			design_id: design.id,
			price: priced ? Math.round(Number(price) * 100) / 100 : null,
			status: 'listed',
			listing_url: `${ctx.origin}/marketplace/listings/${id}`,
			created_at: laravelTime(Date.now()),
		};
		app.publications.push(listing);
		return json(201, { data: listing });
	});

	// Laravel's public disk: anyone with the link may fetch the file.
	app.file(
		'/storage/designs/:id.png',
		(ctx) => {
			const design = app.store.anyOwner(ctx.params.id);
			return design ? bytes(designPng(design.id), 'image/png') : notFound();
		},
		{ auth: false },
	);

	return await app.listen(options.port ?? 0, CONVENTIONS);
}
