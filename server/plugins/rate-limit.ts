import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
		/**
		 * For a route whose request costs more than one (variations: one per design): its cost,
		 * read from the validated request. The route is then counted after validation (a request
		 * that fails it is not counted), and a request refused for its cost is not charged.
		 */
		rateLimitCost?: (request: FastifyRequest) => number;
	}
}

/**
 * Per-key fixed-window limits with the IETF RateLimit headers. Each route declares its policy in
 * its config (`config: { rateLimit: 'generate' }`); the plugin reads the matched route's, so any
 * URL the router sends to a route (`/generate/`, `/gener%61te`) counts against that route's
 * budget, and an unknown path against `read`. Hand-written because the headers' structured-field
 * form (`"generate";r=59;t=42`) is not what @fastify/rate-limit emits. The counters are the
 * store's (`RateLimitCounter`), so instances sharing a PostgreSQL database share each budget.
 *
 * Requests are counted as they arrive (429 before anything else but 401/403), except on a route
 * with a `rateLimitCost` and for a POST with an Idempotency-Key: there the headers are set at
 * arrival from the count so far, and the request is charged its cost once its body is valid.
 * Without a key, before anything is claimed; with one, after the key is claimed (the returned
 * hook), so a replayed response costs nothing and a refused request frees its claim: a 429 is
 * never stored as a key's response.
 */
export function registerRateLimit(app: FastifyInstance, ctx: AppContext): AfterClaimHook {
	const quotas: Record<RateLimitPolicy, number> = {
		generate: ctx.options.rateLimitGenerate,
		read: ctx.options.rateLimitRead,
		public: ctx.options.rateLimitPublic,
	};

	/** The request's policy and counter, or null when it is not counted. */
	const budget = (request: FastifyRequest) => {
		const declared = request.routeOptions.config.rateLimit;
		// API requests count per key (they are authenticated by now), public pages per address;
		// other requests (/healthz, /openapi.json, unknown paths outside the API) are not counted.
		const policy = declared === 'public' ? declared : request.auth ? (declared ?? 'read') : null;
		if (!policy) return null;
		const client = policy === 'public' ? `ip ${request.ip}` : `key ${request.auth!.keyId}`;
		return { policy, client, quota: quotas[policy] };
	};

	/** Adds `cost` to the counter and sets the headers; resolves to what the window now holds. */
	const count = async (
		reply: FastifyReply,
		{ policy, client, quota }: NonNullable<ReturnType<typeof budget>>,
		cost: number,
	) => {
		const nowSeconds = Date.now() / 1000;
		const window = Math.floor(nowSeconds / WINDOW_SECONDS);
		const used = await ctx.rateLimits.countRequest(client, policy, window, cost);
		const reset = Math.max(1, Math.ceil((window + 1) * WINDOW_SECONDS - nowSeconds));
		const setHeaders = (usedNow: number) => {
			reply.header('RateLimit-Policy', `"${policy}";q=${quota};w=${WINDOW_SECONDS}`);
			reply.header('RateLimit', `"${policy}";r=${Math.max(0, quota - usedNow)};t=${reset}`);
		};
		setHeaders(used);
		return { used, window, reset, setHeaders };
	};

	const refused = (policy: RateLimitPolicy, quota: number, reset: number, what: string): ApiError =>
		new ApiError(
			'rate_limited',
			`Rate limit of ${quota} ${policy} requests a minute reached for this ${policy === 'public' ? 'address' : 'key'}${what}; retry in ${reset} s.`,
			undefined,
			{ 'Retry-After': String(reset) },
		);

	app.addHook('onRequest', async (request, reply) => {
		// The router has matched the route by now (or the not-found handler, which has no policy).
		const b = budget(request);
		if (!b) return;
		// A route with a cost, or a request with an Idempotency-Key, is charged later (below); here
		// only the headers are set.
		const deferred = chargedLater(request);
		const { used, reset } = await count(reply, b, deferred ? 0 : 1);
		if (!deferred && used > b.quota) throw refused(b.policy, b.quota, reset, '');
	});

	/** Charges the request its cost; a refused request is given it back and answered 429. */
	const charge = async (
		request: FastifyRequest,
		reply: FastifyReply,
		onRefused?: () => Promise<void>,
	) => {
		const b = budget(request);
		if (!b) return;
		const cost = request.routeOptions.config.rateLimitCost?.(request) ?? 1;
		const { used, window, reset, setHeaders } = await count(reply, b, cost);
		if (used <= b.quota) return;
		// Refused: give the cost back, so what is left of the window stays usable by a smaller request.
		const left = await ctx.rateLimits.countRequest(b.client, b.policy, window, -cost);
		setHeaders(left);
		await onRefused?.();
		const detail =
			cost > b.quota
				? ` (this request costs ${cost}, more than the whole limit: ask for fewer)`
				: cost > 1
					? ` (this request costs ${cost}; ${Math.max(0, b.quota - left)} left in this window)`
					: '';
		throw refused(b.policy, b.quota, reset, detail);
	};

	// Before the Idempotency-Key is claimed (so a 429 is never stored as a key's response).
	app.addHook('preHandler', async (request, reply) => {
		if (!chargedLater(request) || request.idempotencyKey) return;
		await charge(request, reply);
	});

	// After the claim (registered after the idempotency plugin): a replayed response has been sent
	// by then and ends the request before this hook, so a replay costs nothing. A new request
	// refused here frees its claim, so the key is not bound to the 429 and a retry can run.
	return async (request, reply) => {
		if (!chargedLater(request) || !request.idempotencyKey) return;
		const claim = request.idempotencyClaim;
		await charge(request, reply, async () => {
			if (!claim) return;
			request.idempotencyClaim = null;
			await ctx.idempotency.release(claim);
		});
	};
}

/**
 * The charge of a request with an Idempotency-Key, once its key is claimed: the caller adds it as
 * a preHandler after the idempotency plugin's, so replays are answered before it.
 */
export type AfterClaimHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * Whether a request is charged after validation instead of at arrival: a route with a cost
 * (known from its body), and a POST with an Idempotency-Key (its replay is free).
 */
function chargedLater(request: FastifyRequest): boolean {
	return (
		request.routeOptions.config.rateLimitCost !== undefined ||
		(request.method === 'POST' && request.headers['idempotency-key'] !== undefined)
	);
}
