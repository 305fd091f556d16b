/**
 * bolt: the Design Generation Service as a Spring Boot app would serve it. camelCase bare objects;
 * lists are Spring Data `Page`s (`content`, zero-based `?page=`, `?size=`); generate is synchronous
 * with upper-case statuses; images are data URLs; errors are Spring's default error body; a
 * `/styles` endpoint lists the only styles it accepts.
 */
import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';

import {
	App,
	designPng,
	intParam,
	isObject,
	json,
	sleep,
	text,
	type Ctx,
	type Design,
	type FailKind,
	type Reply,
	type StandIn,
	type StartOptions,
} from './kit';

/** What a Starter key is told. */
const PLAN = 'Access denied: API access requires a Business subscription';

const SIZE = 8;
const MAX_SIZE = 25;
const STYLES = ['casual', 'formal', 'sport', 'street'];

export const CONVENTIONS =
	'Spring Boot style. camelCase bare objects (id, title, prompt, style, status, createdAt, ' +
	'completedAt, images, errorMessage; absent values are null). GET /designs answers a Spring Data ' +
	'page {"content":[...],"pageable":{...},"number","size","totalElements","totalPages",' +
	'"numberOfElements","first","last","empty"}, newest first, paged by ZERO-based ?page=N and ' +
	`?size=N (default ${SIZE}, capped at ${MAX_SIZE}). POST /generate is synchronous (it takes ` +
	'latencyMs, default 0): 200 with "status":"COMPLETED", or "FAILED" with "errorMessage" when the ' +
	'prompt says "forbidden". GET /styles answers ["casual","formal","sport","street"], the only ' +
	'styles generate accepts (400 otherwise). Images: "images":[{"url":"data:image/png;base64,...",' +
	'"mimeType":"image/png"}]. Errors are Spring\'s default body {"timestamp","status","error",' +
	'"message","path"} (400 "Bad Request", 401 "Unauthorized", 403 "Forbidden", 404 "Not Found", ' +
	'405, 409 "Conflict"); the key is checked before routing. DELETE answers 200 ' +
	'{"message":"Design deleted"}. POST /marketplace/publish takes {"design_id"} (snake_case on this ' +
	'DTO only) and answers 201 {"id","designId","status":"PUBLISHED","publishedAt"}.';

/** Spring Boot's DefaultErrorAttributes body. */
const springError = (ctx: Ctx, status: number, message: string, headers?: Record<string, string>) =>
	json(
		status,
		{
			timestamp: new Date().toISOString(),
			status,
			error: STATUS_CODES[status],
			message,
			path: ctx.path,
		},
		headers,
	);

function fail(kind: FailKind, ctx: Ctx): Reply {
	const bearer = { 'WWW-Authenticate': 'Bearer' };
	switch (kind) {
		case 'missing_key':
			return springError(
				ctx,
				401,
				'Full authentication is required to access this resource',
				bearer,
			);
		case 'invalid_key':
			return springError(ctx, 401, 'Invalid API key', bearer);
		case 'plan':
			return springError(ctx, 403, PLAN);
		case 'method_not_allowed':
			return springError(ctx, 405, `Request method '${ctx.method}' is not supported`);
		case 'bad_json':
			return springError(ctx, 400, 'JSON parse error: the request body is not valid JSON');
		case 'not_found':
			return springError(ctx, 404, `No static resource ${ctx.path.slice(1)}.`);
	}
}

export async function start(options: StartOptions = {}): Promise<StandIn> {
	const latencyMs = options.latencyMs ?? 0;
	const app = new App({
		name: 'bolt',
		keyPrefix: 'bolt_',
		newId: () => randomUUID(),
		authFirst: true,
		fail,
	});

	const dto = (design: Design) => {
		const completed = !design.failed;
		return {
			id: design.id,
			title: design.title,
			prompt: design.prompt,
			style: design.style,
			status: completed ? 'COMPLETED' : 'FAILED',
			createdAt: new Date(design.createdAt).toISOString(),
			completedAt: new Date(design.readyAt).toISOString(),
			images: completed
				? [
						{
							url: `data:image/png;base64,${designPng(design.id).toString('base64')}`,
							mimeType: 'image/png',
						},
					]
				: [],
			errorMessage: completed ? null : 'Generation failed: the prompt contains forbidden content',
		};
	};

	const designNotFound = (ctx: Ctx) => springError(ctx, 404, 'Design not found');

	app.api('GET', '/styles', () => json(200, STYLES));

	app.api('POST', '/generate', async (ctx, account) => {
		const body = isObject(ctx.body) ? ctx.body : {};
		const prompt = text(body.prompt);
		const style = text(body.style);
		if (prompt === undefined) return springError(ctx, 400, 'prompt: must not be blank');
		if (style === undefined) return springError(ctx, 400, 'style: must not be blank');
		if (!STYLES.includes(style)) {
			const supported = STYLES.join(', ');
			return springError(ctx, 400, `Unsupported style '${style}'. Supported styles: ${supported}`);
		}
		await sleep(latencyMs);
		return json(200, dto(app.store.create(account.id, prompt, style, 0)));
	});

	app.api('GET', '/designs', (ctx, account) => {
		const all = app.store.newestFirst(account.id);
		const asked = intParam(ctx.query, 'size');
		const size = asked === undefined || asked < 1 ? SIZE : Math.min(asked, MAX_SIZE);
		const page = Math.max(0, intParam(ctx.query, 'page') ?? 0);
		const content = all.slice(page * size, (page + 1) * size).map(dto);
		const totalPages = Math.ceil(all.length / size);
		return json(200, {
			content,
			pageable: { pageNumber: page, pageSize: size, offset: page * size, paged: true },
			number: page,
			size,
			totalElements: all.length,
			totalPages,
			numberOfElements: content.length,
			first: page === 0,
			last: page >= totalPages - 1,
			empty: content.length === 0,
		});
	});

	app.api('GET', '/designs/:id', (ctx, account) => {
		const design = app.store.find(account.id, ctx.params.id);
		return design ? json(200, dto(design)) : designNotFound(ctx);
	});

	app.api('DELETE', '/designs/:id', (ctx, account) =>
		app.store.delete(account.id, ctx.params.id)
			? json(200, { message: 'Design deleted' })
			: designNotFound(ctx),
	);

	app.api('POST', '/marketplace/publish', (ctx, account) => {
		const body = isObject(ctx.body) ? ctx.body : {};
		const designId = text(body.design_id);
		if (designId === undefined) return springError(ctx, 400, 'design_id: must not be blank');
		const design = app.store.find(account.id, designId);
		if (!design) return designNotFound(ctx);
		if (design.failed) {
			return springError(ctx, 409, `Design ${design.id} did not complete and cannot be published`);
		}
		const publication = {
			id: randomUUID(),
			designId: design.id,
			status: 'PUBLISHED',
			publishedAt: new Date().toISOString(),
		};
		app.publications.push(publication);
		return json(201, publication);
	});

	return await app.listen(options.port ?? 0, CONVENTIONS);
}
