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
 * The `--log` logger: one JSON line per request with its method, redacted URL, host and client
 * address; no headers (so no Authorization), and `authorization` censored wherever an object
 * that carries headers is logged.
 */
export function loggerOptions() {
	return {
		serializers: {
			req(request: FastifyRequest) {
				return {
					method: request.method,
					url: redactUrl(request.url),
					host: request.host,
					remoteAddress: request.ip,
					remotePort: request.socket?.remotePort,
				};
			},
		},
		redact: {
			paths: [
				'req.headers.authorization',
				'headers.authorization',
				'*.headers.authorization',
				'request.headers.authorization',
			],
			censor: '[REDACTED]',
		},
	};
}
