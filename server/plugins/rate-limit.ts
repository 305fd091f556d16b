import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { ApiError } from '../errors';

const WINDOW_SECONDS = 60;

/** The budgets a route can count against: `generate` for generation, `read` for the rest. */
export type RateLimitPolicy = 'generate' | 'read';

declare module 'fastify' {
	interface FastifyContextConfig {
		/** The rate-limit budget the route counts against; `read` when omitted. */
		rateLimit?: RateLimitPolicy;
	}
}

/**
 * Per-key fixed-window limits with the IETF RateLimit headers. Each route declares its policy in
 * its config (`config: { rateLimit: 'generate' }`); the plugin reads the matched route's, so any
 * URL the router sends to a route (`/generate/`, `/gener%61te`) counts against that route's
 * budget, and an unknown path against `read`. Hand-written because the headers' structured-field
 * form (`"generate";r=59;t=42`) is not what @fastify/rate-limit emits. The counters are the
 * store's (`RateLimitCounter`), so instances sharing a PostgreSQL database share each budget.
 */
export function registerRateLimit(app: FastifyInstance, ctx: AppContext): void {
	const quotas: Record<RateLimitPolicy, number> = {
		generate: ctx.options.rateLimitGenerate,
		read: ctx.options.rateLimitRead,
	};

	app.addHook('onRequest', async (request, reply) => {
		// Only API requests are authenticated, so only they are counted.
		if (!request.auth) return;
		// The router has matched the route by now (or the not-found handler, which has no policy).
		const policy = request.routeOptions.config.rateLimit ?? 'read';
		const quota = quotas[policy];

		const nowSeconds = Date.now() / 1000;
		const window = Math.floor(nowSeconds / WINDOW_SECONDS);
		const count = await ctx.rateLimits.countRequest(request.auth.keyId, policy, window);

		const reset = Math.max(1, Math.ceil((window + 1) * WINDOW_SECONDS - nowSeconds));
		const remaining = Math.max(0, quota - count);
		reply.header('RateLimit-Policy', `"${policy}";q=${quota};w=${WINDOW_SECONDS}`);
		reply.header('RateLimit', `"${policy}";r=${remaining};t=${reset}`);
		if (count > quota) {
			throw new ApiError(
				'rate_limited',
				`Rate limit of ${quota} ${policy} requests a minute reached for this key; retry in ${reset} s.`,
				undefined,
				{
					'Retry-After': String(reset),
				},
			);
		}
	});
}
