import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import { apiPath, routerPath, type AppContext, type FaultRule, type FaultStatus } from '../context';
import { ApiError, type ErrorCode } from '../errors';
import { problemBody } from './problems';

const FAULT_CODES: Record<FaultStatus, ErrorCode> = {
	429: 'rate_limited',
	500: 'internal',
	502: 'service_unavailable',
	503: 'service_unavailable',
	504: 'service_unavailable',
};

/**
 * Test-only fault injection: refuses matching requests before they run ('before'), lets them run
 * and then replaces the response ('after', a response lost on the way back), or holds them after
 * their Idempotency-Key is claimed ('slow', so a second request with the key finds it in use).
 * Registered in two halves: 'before' right after authentication and rate limiting, 'slow' and
 * 'after' after the idempotency hooks.
 */
export function registerFaultsBefore(app: FastifyInstance, ctx: AppContext): void {
	if (!ctx.options.faults?.length) return;
	app.addHook('onRequest', async (request) => {
		const rule = takeFault(ctx.options.faults!, request, 'before');
		if (rule && 'status' in rule) throw faultError(rule);
	});
}

export function registerFaultsAfter(app: FastifyInstance, ctx: AppContext): void {
	if (!ctx.options.faults?.length) return;
	app.addHook('preHandler', async (request) => {
		const rule = takeFault(ctx.options.faults!, request, 'slow');
		if (rule && 'delayMs' in rule) await sleep(rule.delayMs);
	});
	app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
		const rule = takeFault(ctx.options.faults!, request, 'after');
		if (!rule || !('status' in rule)) return payload;
		const error = faultError(rule);
		reply.code(error.status).type('application/problem+json').removeHeader('location');
		if (error.headers) reply.headers(error.headers);
		return JSON.stringify(problemBody(request, ctx, error));
	});
}
/**
 * Faults hit only authenticated API requests, as a real outage would after the gateway's checks,
 * and match the path the router read (so `/v1/gener%61te` is `/generate`).
 */
function takeFault(
	rules: FaultRule[],
	request: FastifyRequest,
	when: 'before' | 'after' | 'slow',
): FaultRule | undefined {
	const path = apiPath(routerPath(request.url));
	if (path === null || !request.auth) return undefined;
	const rule = rules.find(
		(r) =>
			r.times > 0 &&
			(r.when ?? 'before') === when &&
			(!r.method || r.method.toUpperCase() === request.method) &&
			(!r.path || path.startsWith(r.path)),
	);
	if (rule) rule.times -= 1;
	return rule;
}

function faultError(rule: Extract<FaultRule, { status: FaultStatus }>): ApiError {
	const retryAfter = rule.retryAfterSeconds ?? (rule.status === 429 ? 1 : undefined);
	return new ApiError(
		FAULT_CODES[rule.status],
		`Injected fault: the service answered ${rule.status}; retry later.`,
		undefined,
		retryAfter === undefined ? undefined : { 'Retry-After': String(retryAfter) },
		rule.status,
	);
}
