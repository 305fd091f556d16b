import type { FastifyInstance } from 'fastify';
import { apiPath, routerPath, type AppContext } from '../context';
import { ApiError } from '../errors';
import { API_KEY_PATTERN, KEY_BODY_LENGTH, KEY_PREFIX } from '../services/key-service';
import { API_PLANS } from '../store/types';

const PLAN_NAMES: Record<string, string> = {
	free: 'Free',
	starter: 'Starter',
	pro: 'Pro',
	business: 'Business',
	enterprise: 'Enterprise',
};

declare module 'fastify' {
	interface FastifyContextConfig {
		/** `apiKey`: the route needs a bearer API key (set on every API route by its prefix). */
		auth?: 'apiKey';
	}
}

/**
 * Bearer-key authentication. It is a property of the route (`config.auth`, set on every route
 * under the API prefixes), so whatever spelling of a URL the router sends to a route
 * (`/%76%31/styles`, `http://host/v1/styles`) is authenticated as that route. Requests no route
 * matched are authenticated when the path the router read is under the API, so the API reveals
 * nothing to unauthenticated callers (401 before 404). Keys are checked by KeyService, which
 * remembers active keys until the store says keys or plans changed, so a key created or revoked
 * on the command line takes effect at once (within a millisecond of its commit).
 */
export function registerAuth(app: FastifyInstance, ctx: AppContext): void {
	app.addHook('onRequest', async (request) => {
		const needsKey =
			request.routeOptions.config.auth === 'apiKey' ||
			(request.is404 && apiPath(routerPath(request.url)) !== null);
		if (!needsKey) return;
		const header = request.headers.authorization;
		const unauthenticated = (detail: string) =>
			new ApiError('unauthenticated', detail, undefined, {
				'WWW-Authenticate': 'Bearer realm="design-generator"',
			});
		if (!header)
			throw unauthenticated('Missing API key: send the header `Authorization: Bearer <API key>`.');
		// Node keeps only the first of repeated Authorization headers: refuse the ambiguity.
		if (countHeader(request.raw.rawHeaders, 'authorization') > 1)
			throw unauthenticated('Send exactly one Authorization header.');
		const match = /^Bearer +(\S+) *$/i.exec(header);
		if (!match || !API_KEY_PATTERN.test(match[1])) {
			throw unauthenticated(
				`${malformedKeyReason(header)} Copy the key again from your account settings.`,
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

/**
 * What is wrong with an Authorization header that holds no well-formed key, in words a person can
 * act on; the key itself is never repeated.
 */
export function malformedKeyReason(header: string): string {
	const match = /^Bearer +(.*?) *$/is.exec(header);
	if (!match) return 'The Authorization header must be `Bearer <API key>`.';
	const key = match[1];
	if (/\s/.test(key)) return 'The API key contains a space or line break, which a key never has.';
	if (!key.startsWith(KEY_PREFIX))
		return `An API key starts with \`${KEY_PREFIX}\`; this one does not.`;
	const rest = key.slice(KEY_PREFIX.length);
	if (/[^A-Za-z0-9_-]/.test(rest))
		return 'The API key contains a character a key never has (keys are letters, digits, - and _): a quote or punctuation may have been copied with it.';
	return `An API key has ${KEY_BODY_LENGTH} characters after \`${KEY_PREFIX}\`; this one has ${rest.length}: part of it may be missing, or something was copied with it.`;
}

function countHeader(rawHeaders: string[], name: string): number {
	let count = 0;
	for (let i = 0; i < rawHeaders.length; i += 2) if (rawHeaders[i].toLowerCase() === name) count++;
	return count;
}
