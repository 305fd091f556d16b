import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { ApiError } from '../errors';
import { isValidHost, usableHost } from '../http/host';

/** Pages are static HTML with inline styles and same-origin images: nothing else may load. */
const PAGE_CSP =
	"default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
/** An SVG opened on its own is a document a browser can run: no scripts, no loads, sandboxed. */
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'";
/** JSON, problems, PNGs: nothing to run, nothing to frame. */
const DATA_CSP = "default-src 'none'; frame-ancestors 'none'";

/** The browser protections for a response of this content type (also for raw socket answers). */
export function securityHeaders(contentType: string | undefined): Record<string, string> {
	const type = (contentType ?? '').split(';', 1)[0].trim().toLowerCase();
	return {
		'X-Content-Type-Options': 'nosniff',
		'X-Frame-Options': 'DENY',
		'Content-Security-Policy':
			type === 'text/html' ? PAGE_CSP : type === 'image/svg+xml' ? SVG_CSP : DATA_CSP,
		...(type === 'text/html' ? { 'Referrer-Policy': 'no-referrer' } : {}),
	};
}

/**
 * Browser protections on every response (an onSend hook keyed on the content type; see the
 * docs/decisions/2026-11-23-browser-protections-without-helmet.md for why not @fastify/helmet), and the Host checks: a Host that is not a plain
 * host[:port] is refused (400 `invalid_host`), and with --allowed-hosts any other Host is
 * refused (421 `misdirected_request`), before authentication, so a foreign Host never reaches
 * a link.
 */
export function registerSecurity(app: FastifyInstance, ctx: AppContext): void {
	// Written with `done` (they never wait): no promise per request.
	app.addHook('onRequest', (request, _reply, done) => {
		const host = request.host;
		if (!isValidHost(host)) {
			return done(
				new ApiError(
					'invalid_host',
					'The Host header must be a host name or address with an optional port, such as `api.example.com:8765`.',
				),
			);
		}
		if (!usableHost(host, ctx.options.allowedHosts)) {
			// The foreign name is not echoed: nothing from it reaches a response.
			return done(
				new ApiError(
					'misdirected_request',
					'This server does not answer for the host named in the Host header; use one of its configured host names.',
				),
			);
		}
		done();
	});

	app.addHook('onSend', (_request, reply, payload, done) => {
		// A 304 carries no body; its headers would overwrite the cached response's policy.
		if (reply.statusCode === 304) reply.header('X-Content-Type-Options', 'nosniff');
		else reply.headers(securityHeaders(reply.getHeader('content-type') as string | undefined));
		done(null, payload);
	});
}
