import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiPath, type AppContext } from '../context';
import { ApiError } from '../errors';
import { canonicalJson } from './body';
import { IDEMPOTENCY_KEY } from './idempotency-key';
import type { IdempotencyClaim, IdempotentResource } from '../store/types';

declare module 'fastify' {
	interface FastifyContextConfig {
		/**
		 * How a route that creates an object answers for it again: used when a retried key's
		 * request created its object (the recovery point) but its response was never stored.
		 */
		idempotentReplay?: (
			request: FastifyRequest,
			reply: FastifyReply,
			resource: IdempotentResource,
		) => Promise<FastifyReply>;
	}
	interface FastifyRequest {
		/** The Idempotency-Key claim this request holds, once claimed. */
		idempotencyClaim: IdempotencyClaim | null;
	}
}

/** Headers of a stored response that are replayed with it (rate-limit headers stay current). */
const REPLAYED_HEADERS = ['content-type', 'location', 'x-request-id'];

/**
 * `Idempotency-Key` on POST requests (IETF draft, Stripe's semantics): the first response to a key
 * is stored for 24 hours and replayed for the same body; a different body or endpoint is refused.
 * The key is checked for shape before validation (400 comes before 422) and claimed after it,
 * so a request that fails validation leaves nothing behind. A claim whose request created its
 * object but stored no response (it was cut off) is answered at once by the route's
 * `idempotentReplay`, from the object.
 */
export function registerIdempotency(app: FastifyInstance, ctx: AppContext): void {
	app.decorateRequest('idempotencyClaim', null);
	// Written with `done` (it never waits): no promise per request.
	app.addHook('preValidation', (request, _reply, done) => {
		if (request.method !== 'POST' || !request.auth) return done();
		const raw = request.headers['idempotency-key'];
		if (raw === undefined) return done();
		const key = Array.isArray(raw) ? raw.join(',') : raw;
		if (!IDEMPOTENCY_KEY.test(key)) {
			return done(
				new ApiError(
					'invalid_idempotency_key',
					'The Idempotency-Key header must be 1 to 255 printable ASCII characters (a UUID is a good choice).',
				),
			);
		}
		request.idempotencyKey = key;
		done();
	});

	app.addHook('preHandler', async (request, reply) => {
		const key = request.idempotencyKey;
		if (!key || !request.auth) return;
		const claim = await ctx.idempotency.claim(request.auth.accountId, key, {
			endpoint: endpointOf(request),
			canonicalBody: request.canonicalBody,
		});
		// A request that looked like a replay at arrival but is not one pays now, before it runs
		// (and before a 422 or 409 of its key, as a 429 comes before those).
		if (request.chargeRateLimit && claim.state !== 'done' && claim.state !== 'recovered') {
			try {
				await request.chargeRateLimit();
			} catch (error) {
				if (claim.state === 'new') await ctx.idempotency.release(claim.claim);
				throw error;
			}
		}
		if (claim.state === 'mismatch') {
			throw new ApiError(
				'idempotency_key_reused',
				'This Idempotency-Key was already used with a different request body or endpoint in the last 24 hours; use a new key for a new request.',
			);
		}
		if (claim.state === 'in_progress') {
			throw new ApiError(
				'idempotency_key_in_use',
				'A request with this Idempotency-Key is still being processed; retry in a moment to get its response.',
			);
		}
		if (claim.state === 'done') {
			const { statusCode, headers, body } = claim.response;
			return reply
				.code(statusCode)
				.headers(headers)
				.header('Idempotent-Replayed', 'true')
				.serializer((x) => x as string)
				.send(body);
		}
		request.idempotencyClaim = claim.claim;
		if (claim.state === 'recovered') {
			const replay = request.routeOptions.config.idempotentReplay;
			if (!replay) throw new Error(`No idempotentReplay for a ${claim.resource.type}.`);
			// Answered like the first request was, and stored by onSend as its response.
			reply.header('Idempotent-Replayed', 'true');
			return replay(request, reply, claim.resource);
		}
		return undefined;
	});

	// Stores the outcome (any answer the handler gave, 2xx or 4xx); a 5xx frees the key for a retry
	// (unless the request created its object: then a retry answers from the object).
	// With `done`, so the responses of requests without a key (nearly all) wait on no promise.
	app.addHook('onSend', (request, reply, payload, done) => {
		const claim = request.idempotencyClaim;
		if (!claim) return done(null, payload);
		request.idempotencyClaim = null;
		let settled: Promise<void>;
		if (reply.statusCode >= 500 || typeof payload !== 'string') {
			settled = ctx.idempotency.release(claim);
		} else {
			const headers: Record<string, string> = {};
			for (const name of REPLAYED_HEADERS) {
				const value = reply.getHeader(name);
				if (value !== undefined) headers[name] = String(value);
			}
			settled = ctx.idempotency.save(claim, {
				statusCode: reply.statusCode,
				headers,
				body: payload,
			});
		}
		settled.then(
			() => done(null, payload),
			(error: Error) => done(error),
		);
	});
}

/**
 * The endpoint a key is used with: method and route (the same under both prefixes), and the
 * path's parameters when it has any (`POST /designs/:id/variations` of one design is not the
 * same request as of another). Routes without parameters keep their plain form, so keys stored
 * before parameters counted still match.
 */
function endpointOf(request: FastifyRequest): string {
	const endpoint = `${request.method} ${apiPath(request.routeOptions.url ?? request.url)}`;
	const params = request.params as Record<string, unknown> | undefined;
	return params && Object.keys(params).length > 0
		? `${endpoint} ${canonicalJson(params)}`
		: endpoint;
}
