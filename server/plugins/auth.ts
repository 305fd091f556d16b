import type { FastifyInstance } from 'fastify';
import { apiPath, type AppContext } from '../context';
import { ApiError } from '../errors';
import { API_KEY_PATTERN } from '../services/key-service';
import { API_PLANS } from '../store/types';

const PLAN_NAMES: Record<string, string> = {
	free: 'Free',
	starter: 'Starter',
	pro: 'Pro',
	business: 'Business',
	enterprise: 'Enterprise',
};

/**
 * Bearer-key authentication for every /v1 (and /api/v1) request, unknown paths included, so the
 * API reveals nothing to unauthenticated callers. Keys are looked up by hash on each request, so
 * a key created or revoked on the command line takes effect at once.
 */
export function registerAuth(app: FastifyInstance, ctx: AppContext): void {
	app.addHook('onRequest', async (request) => {
		if (apiPath(request.url) === null) return;
		const header = request.headers.authorization;
		const unauthenticated = (detail: string) =>
			new ApiError('unauthenticated', detail, undefined, {
				'WWW-Authenticate': 'Bearer realm="design-generator"',
			});
		if (!header)
			throw unauthenticated('Missing API key: send the header `Authorization: Bearer <API key>`.');
		const match = /^Bearer +(\S+) *$/i.exec(header);
		if (!match || !API_KEY_PATTERN.test(match[1])) {
			throw unauthenticated(
				'The Authorization header is not a valid bearer API key: expected `Bearer dgk_…` with the key from your account settings.',
			);
		}
		const key = await ctx.keys.authenticate(match[1]);
		if (!key)
			throw unauthenticated(
				'The API key is unknown or has been revoked: create a new key in your account settings.',
			);
		if (!API_PLANS.includes(key.plan)) {
			throw new ApiError(
				'plan_not_eligible',
				`API access requires the Business plan or higher; this account is on the ${PLAN_NAMES[key.plan]} plan.`,
			);
		}
		request.auth = { accountId: key.accountId, keyId: key.id, plan: key.plan };
	});
}
