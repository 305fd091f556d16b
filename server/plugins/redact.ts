import type { FastifyRequest } from 'fastify';

/** Query parameters whose values are secrets, whatever a client put there by mistake. */
const SECRET_PARAMETER =
	/^(?:api[-_]?key|key|token|access[-_]?token|refresh[-_]?token|id[-_]?token|secret|client[-_]?secret|password|passwd|pwd|signature|sig|auth|authorization|credentials?|session|code)$/i;

/**
 * Text shaped like an API key (`dgk_…`) or a webhook signing secret (`whsec_…`), whole or in part,
 * wherever it stands: a key sent under any parameter name, in a path, in a header an error quotes.
 */
const SECRET_VALUE = /(dgk|whsec)_[A-Za-z0-9_-]+/gi;
const HAS_SECRET_VALUE = /(?:dgk|whsec)_[A-Za-z0-9_-]/i;

/** `text` with every key- or secret-shaped value replaced by its prefix and `[REDACTED]`. */
export function redactSecrets(text: string): string {
	return HAS_SECRET_VALUE.test(text) ? text.replace(SECRET_VALUE, '$1_[REDACTED]') : text;
}

/**
 * The URL as logged: the values of secret-looking query parameters replaced by `[REDACTED]`, and
 * so is a path segment or query part that holds a key or secret only once percent-decoded
 * (`dgk%5F…`); key-shaped text as sent is masked by the log stream itself (redactSecrets).
 */
export function redactUrl(url: string): string {
	const at = url.indexOf('?');
	const path = (at < 0 ? url : url.slice(0, at)).split('/').map(redactEncoded).join('/');
	if (at < 0) return path;
	const query = url
		.slice(at + 1)
		.split('&')
		.map((pair) => {
			const eq = pair.indexOf('=');
			const rawName = eq < 0 ? pair : pair.slice(0, eq);
			const name = decoded(rawName) ?? rawName;
			if (eq >= 0 && SECRET_PARAMETER.test(name.trim())) return `${rawName}=[REDACTED]`;
			return eq < 0
				? redactEncoded(pair)
				: `${redactEncoded(rawName)}=${redactEncoded(pair.slice(eq + 1))}`;
		})
		.join('&');
	return `${path}?${query}`;
}

/** A percent-encoded URL part that decodes to key- or secret-shaped text → `[REDACTED]`. */
function redactEncoded(part: string): string {
	if (!part.includes('%')) return part;
	const text = decoded(part);
	return text !== undefined && HAS_SECRET_VALUE.test(text) ? '[REDACTED]' : part;
}

/** A URL part decoded (`+` as a space, as in a query), or undefined when it is malformed. */
function decoded(part: string): string | undefined {
	try {
		return decodeURIComponent(part.replace(/\+/g, ' '));
	} catch {
		return undefined;
	}
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
