import type { FastifyRequest } from 'fastify';

/** Query parameters whose values are secrets, whatever a client put there by mistake. */
const SECRET_PARAMETER =
	/^(?:api[-_]?key|key|token|access[-_]?token|refresh[-_]?token|id[-_]?token|secret|client[-_]?secret|password|passwd|pwd|signature|sig|auth|authorization|credentials?|session|code)$/i;

/** The URL with the values of secret-looking query parameters replaced by `[REDACTED]`. */
export function redactUrl(url: string): string {
	const at = url.indexOf('?');
	if (at < 0) return url;
	const query = url
		.slice(at + 1)
		.split('&')
		.map((pair) => {
			const eq = pair.indexOf('=');
			const rawName = eq < 0 ? pair : pair.slice(0, eq);
			let name = rawName;
			try {
				name = decodeURIComponent(rawName.replace(/\+/g, ' '));
			} catch {
				// A malformed name is compared as sent.
			}
			return eq >= 0 && SECRET_PARAMETER.test(name.trim()) ? `${rawName}=[REDACTED]` : pair;
		})
		.join('&');
	return `${url.slice(0, at)}?${query}`;
}

/**
 * Where secrets could sit in an object someone logs, censored as `[REDACTED]`: the credentials a
 * request carries (Authorization, cookies, an API key header), a webhook endpoint's signing secret
 * and a delivery's signature. The request log writes none of these (it picks its fields), so this
 * is the net under a future `log.info({ headers })` or `log.info({ endpoint })`.
 */
export const LOG_REDACT_PATHS = [
	'authorization',
	'cookie',
	'secret',
	'signature',
	'password',
	'apiKey',
	'key',
	'*.authorization',
	'*.cookie',
	'*.secret',
	'*.signature',
	'*.password',
	'*.apiKey',
	'*.key',
	'headers["set-cookie"]',
	'headers["x-api-key"]',
	'headers["design-signature"]',
	'*.headers.authorization',
	'*.headers.cookie',
	'*.headers["set-cookie"]',
	'*.headers["x-api-key"]',
	'*.headers["design-signature"]',
];

/**
 * How requests are written when an object holding one is logged (Fastify's own lines, an error
 * with its request): method, redacted URL, host and client address; never its headers.
 */
export const logSerializers = {
	req(request: FastifyRequest) {
		return {
			method: request.method,
			url: redactUrl(request.url),
			host: request.host,
			remoteAddress: request.ip,
			remotePort: request.socket?.remotePort,
		};
	},
};
