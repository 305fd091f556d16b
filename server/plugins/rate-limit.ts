import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { ApiError } from '../errors';
import { IDEMPOTENCY_KEY } from './idempotency-key';

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
	interface FastifyRequest {
		/**
		 * Set when the request's charge waits for its Idempotency-Key claim (the key already has an
		 * answer, so the request is most likely a replay, which costs nothing): the idempotency
		 * plugin calls it once the claim shows the request will run after all.
		 */
		chargeRateLimit: (() => Promise<void>) | null;
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
 * with a `rateLimitCost`: there the headers are set at arrival from the count so far, and the
 * request is charged its cost once its body is valid, before its Idempotency-Key is claimed
 * (this hook is registered before the idempotency plugin's), so a 429 is never stored as a
 * key's response.
 *
 * A replay costs nothing: a POST whose Idempotency-Key already holds an answer is not charged at
 * arrival; its claim decides (idempotency.ts): answered from the key, it stays free; run after
 * all (a different body, an expired key), it is charged then, before anything is made.
 */
export function registerRateLimit(app: FastifyInstance, ctx: AppContext): void {
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

	/** Charges `cost` now: 429 (the cost given back) when the window cannot take it. */
	const charge = async (
		request: FastifyRequest,
		reply: FastifyReply,
		b: NonNullable<ReturnType<typeof budget>>,
		cost: number,
	): Promise<void> => {
		const { used, window, reset, setHeaders } = await count(reply, b, cost);
		if (used <= b.quota) return;
		// Refused: give the cost back, so what is left of the window stays usable by a smaller request.
		const left = await ctx.rateLimits.countRequest(b.client, b.policy, window, -cost);
		setHeaders(left);
		const detail = !request.routeOptions.config.rateLimitCost
			? ''
			: cost > b.quota
				? ` (this request costs ${cost}, more than the whole limit: ask for fewer)`
				: ` (this request costs ${cost}; ${Math.max(0, b.quota - left)} left in this window)`;
		throw refused(b.policy, b.quota, reset, detail);
	};

	app.decorateRequest('chargeRateLimit', null);

	app.addHook('onRequest', async (request, reply) => {
		// The router has matched the route by now (or the not-found handler, which has no policy).
		const b = budget(request);
		if (!b) return;
		if (await likelyReplay(request)) {
			await count(reply, b, 0);
			request.chargeRateLimit = () =>
				charge(request, reply, b, request.routeOptions.config.rateLimitCost?.(request) ?? 1);
			return;
		}
		// A route with a cost is charged after validation (below); here only the headers are set.
		const deferred = request.routeOptions.config.rateLimitCost !== undefined;
		const { used, reset } = await count(reply, b, deferred ? 0 : 1);
		if (!deferred && used > b.quota) throw refused(b.policy, b.quota, reset, '');
	});

	app.addHook('preHandler', async (request, reply) => {
		if (request.chargeRateLimit) return;
		const cost = request.routeOptions.config.rateLimitCost?.(request);
		const b = cost === undefined ? null : budget(request);
		if (!b || cost === undefined) return;
		await charge(request, reply, b, cost);
	});

	/** An authenticated POST whose well-formed Idempotency-Key already holds an answer. */
	const likelyReplay = async (request: FastifyRequest): Promise<boolean> => {
		const key = request.headers['idempotency-key'];
		if (request.method !== 'POST' || !request.auth || typeof key !== 'string') return false;
		if (!IDEMPOTENCY_KEY.test(key)) return false;
		return ctx.idempotency.answered(request.auth.accountId, key);
	};
}
