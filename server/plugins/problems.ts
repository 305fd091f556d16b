import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, ERROR_CATALOG, type ErrorCode, type FieldError } from '../errors';
import { baseUrl, routerPath, type AppContext } from '../context';
import { securityHeaders } from './security';
import { StoreUnavailableError } from '../store/errors';
import { validationProblem } from './validation';

/**
 * Renders every error as an RFC 9457 problem (`application/problem+json`) with a stable `code`,
 * never a stack trace; unknown paths give 404, known paths with the wrong method 405 + Allow.
 */
export function registerProblems(app: FastifyInstance, ctx: AppContext): void {
	app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
		const apiError = toApiError(error);
		if (apiError.status >= 500) request.log.error({ err: error }, 'request failed');
		return sendProblem(request, reply, ctx, apiError);
	});

	app.setNotFoundHandler((request, reply) =>
		sendProblem(request, reply, ctx, routingError(app, request)),
	);
}

/**
 * Answers 404 / 405 for an unmatched request before its body is read: in the contract's order
 * they come after 401/403/429 (hooks registered earlier) and before 413/415/400 (body parsing).
 */
export function registerRouteCheck(app: FastifyInstance): void {
	app.addHook('onRequest', (request, _reply, done) => {
		done(request.is404 ? routingError(app, request) : undefined);
	});
}

function routingError(app: FastifyInstance, request: FastifyRequest): ApiError {
	if (hasBrokenEncoding(request.url)) return badUrlError();
	const path = request.url.split('?', 1)[0];
	const allowed = allowedMethods(app, routerPath(request.url));
	// A method the path allows, yet no route matched: the router read the path otherwise (404).
	if (allowed.length > 0 && !allowed.includes(request.method)) {
		const allow = allowed.join(', ');
		return new ApiError(
			'method_not_allowed',
			`${request.method} is not allowed on ${path}; use ${allow}.`,
			undefined,
			{ Allow: allow },
		);
	}
	return new ApiError(
		'not_found',
		`There is no endpoint at ${request.method} ${path}. See /openapi.json for the endpoints.`,
	);
}

export function sendProblem(
	request: FastifyRequest,
	reply: FastifyReply,
	ctx: AppContext,
	error: ApiError,
): FastifyReply {
	// Also here, for the answers Fastify gives before any hook runs (a malformed URL).
	reply.header('X-Request-Id', request.id).headers(securityHeaders('application/problem+json'));
	if (error.headers) reply.headers(error.headers);
	return reply
		.code(error.status)
		.type('application/problem+json')
		.serializer(JSON.stringify)
		.send(problemBody(request, ctx, error));
}

export function problemBody(
	request: FastifyRequest,
	ctx: AppContext,
	error: ApiError,
): Record<string, unknown> {
	const info = ERROR_CATALOG[error.code];
	const body: Record<string, unknown> = {
		type: `${baseUrl(request, ctx)}/errors/${error.code}`,
		title: info.title,
		status: error.status,
		detail: error.detail,
		code: error.code,
		request_id: request.id,
	};
	if (error.errors?.length) body.errors = error.errors;
	return body;
}

function toApiError(error: FastifyError | ApiError): ApiError {
	if (error instanceof ApiError) return error;
	if ((error as FastifyError).code === 'FST_ERR_BAD_URL') return badUrlError();
	if (error instanceof StoreUnavailableError) {
		// The database is away (restarting, unreachable): the store reconnects on a later request.
		return new ApiError(
			'service_unavailable',
			'The service cannot reach its database right now. Retry in a few seconds.',
			undefined,
			{ 'Retry-After': '2' },
		);
	}
	if ((error as FastifyError).validation) return validationProblem(error as FastifyError);
	switch ((error as FastifyError).code) {
		case 'FST_ERR_CTP_BODY_TOO_LARGE':
			return new ApiError(
				'payload_too_large',
				'The request body is larger than 16 KiB; shorten it.',
			);
		case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
			return new ApiError(
				'unsupported_media_type',
				'Send the request body as JSON with the header `Content-Type: application/json`.',
			);
		case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
			return new ApiError(
				'invalid_json',
				'The request body does not match its Content-Length header.',
				undefined,
				undefined,
				400,
			);
	}
	const status = (error as FastifyError).statusCode;
	if (status && status >= 400 && status < 500) {
		const code: ErrorCode =
			status === 413
				? 'payload_too_large'
				: status === 415
					? 'unsupported_media_type'
					: String((error as FastifyError).code).startsWith('FST_ERR_CTP')
						? 'invalid_json'
						: 'invalid_request';
		return new ApiError(code, error.message, undefined, undefined, status);
	}
	return new ApiError(
		'internal',
		'The server hit an unexpected error. Retry later; if it persists, report the request_id.',
	);
}

/**
 * Fastify's answers before routing (`frameworkErrors`): a path with broken percent-encoding
 * is a malformed request, answered like any other problem.
 */
export function frameworkErrorHandler(ctx: AppContext) {
	return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) =>
		sendProblem(
			request,
			reply,
			ctx,
			error.code === 'FST_ERR_BAD_URL'
				? badUrlError()
				: new ApiError('invalid_request', 'The request could not be routed; check its URL.'),
		);
}

function badUrlError(): ApiError {
	return new ApiError(
		'invalid_request',
		'The URL has broken percent-encoding: a `%` must be followed by two hex digits (send a literal `%` as `%25`).',
	);
}

function hasBrokenEncoding(url: string): boolean {
	try {
		decodeURIComponent(url.split(/[?#]/, 1)[0]);
		return false;
	} catch {
		return true;
	}
}

/** Methods registered for a concrete path (patterns with `:param` segments match any segment). */
function allowedMethods(app: FastifyInstance, url: string): string[] {
	const path = url.split('?', 1)[0];
	const methods = new Set<string>();
	for (const route of routeTable.get(app) ?? []) {
		if (route.pattern.test(path)) route.methods.forEach((m) => methods.add(m));
	}
	return [...methods].sort();
}

const routeTable = new WeakMap<FastifyInstance, { pattern: RegExp; methods: string[] }[]>();

/** Records every route so the 404 handler can tell "wrong method" (405) from "no such path". */
export function trackRoutes(app: FastifyInstance): void {
	const routes: { pattern: RegExp; methods: string[] }[] = [];
	routeTable.set(app, routes);
	app.addHook('onRoute', (route) => {
		const source = route.url
			.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
			.replace(/:[A-Za-z_]+/g, '[^/]+');
		routes.push({
			pattern: new RegExp(`^${source}/?$`),
			methods: ([] as string[]).concat(route.method),
		});
	});
}

export type { FieldError };
