import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { ApiError } from '../errors';

const WINDOW_SECONDS = 60;

/**
 * The budgets a route can count against: `generate` for generation, `read` for the rest of the
 * API (per key), `public` for the anonymous pages and images (per client address).
 */
export type RateLimitPolicy = 'generate' | 'read' | 'public';

declare module 'fastify' {
	interface FastifyContextConfig {
		/** The rate-limit budget the route counts against; `read` (for API routes) when omitted. */
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
		public: ctx.options.rateLimitPublic,
	};

	app.addHook('onRequest', async (request, reply) => {
		// The router has matched the route by now (or the not-found handler, which has no policy).
		const declared = request.routeOptions.config.rateLimit;
		// API requests count per key (they are authenticated by now), public pages per address;
		// other requests (/healthz, /openapi.json, unknown paths outside the API) are not counted.
		const policy = declared === 'public' ? declared : request.auth ? (declared ?? 'read') : null;
		if (!policy) return;
		const client = policy === 'public' ? `ip ${request.ip}` : `key ${request.auth!.keyId}`;
		const quota = quotas[policy];

		const nowSeconds = Date.now() / 1000;
		const window = Math.floor(nowSeconds / WINDOW_SECONDS);
		const count = await ctx.rateLimits.countRequest(client, policy, window);

		const reset = Math.max(1, Math.ceil((window + 1) * WINDOW_SECONDS - nowSeconds));
		const remaining = Math.max(0, quota - count);
		reply.header('RateLimit-Policy', `"${policy}";q=${quota};w=${WINDOW_SECONDS}`);
		reply.header('RateLimit', `"${policy}";r=${remaining};t=${reset}`);
		if (count > quota) {
			throw new ApiError(
				'rate_limited',
				`Rate limit of ${quota} ${policy} requests a minute reached for this ${policy === 'public' ? 'address' : 'key'}; retry in ${reset} s.`,
				undefined,
				{
					'Retry-After': String(reset),
				},
			);
		}
	});
}
