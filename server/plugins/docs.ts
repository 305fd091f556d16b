import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';

/** Where the interactive API reference is served. */
export const DOCS_PATH = '/docs';

/**
 * The reference page may run Scalar's script (served from here) and its one inline start-up
 * script (allowed by hash, below), fetch from this server only (/openapi.json and the requests
 * "Test Request" sends), and load styles, fonts and images from here or inline: no network
 * beyond this server, whatever the page tried.
 */
const DOCS_CSP = [
	"default-src 'none'",
	"script-src 'self' %HASHES%",
	"style-src 'self' 'unsafe-inline'",
	"img-src 'self' data: blob:",
	"font-src 'self' data:",
	"connect-src 'self'",
	"worker-src 'self' blob:",
	"base-uri 'none'",
	"form-action 'none'",
	"frame-ancestors 'none'",
].join('; ');

/** Scalar's settings: everything from this server, nothing that calls scalar.com. */
const SCALAR_CONFIGURATION = {
	url: '/openapi.json',
	pageTitle: 'Design Generation Service: API reference',
	// The bundled script is served by the plugin itself (`/docs/js/scalar.js`); no CDN.
	withDefaultFonts: false,
	telemetry: false,
	mcp: { disabled: true },
	// "Ask AI" talks to Scalar's service.
	agent: { disabled: true },
	showDeveloperTools: 'never' as const,
	documentDownloadType: 'json' as const,
	hideClientButton: true,
	defaultHttpClient: { targetKey: 'shell' as const, clientKey: 'curl' as const },
};

/**
 * `/docs`: the interactive API reference, rendered in the browser from /openapi.json by Scalar's
 * Fastify integration (@scalar/fastify-api-reference), which serves its bundled script itself.
 * The pages are public, like the marketplace: no key, rate-limited per client address.
 */
export async function registerDocs(app: FastifyInstance): Promise<void> {
	// The package is ES modules only. Node 24 loads it with require(); Jest's module loader (the
	// server suites) cannot, and replaces `module.createRequire` too, so Node's own module
	// system is asked for it.
	const { createRequire } = process.getBuiltinModule('node:module');
	const scalar = createRequire(__filename)(
		'@scalar/fastify-api-reference',
	) as typeof import('@scalar/fastify-api-reference');
	await app.register(async (docs) => {
		docs.addHook('onRoute', (route) => {
			route.config = { ...route.config, rateLimit: 'public' };
		});
		// After the server's own browser protections (security.ts): the page needs its scripts.
		docs.addHook('onSend', (_request, reply, payload, done) => {
			const type = String(reply.getHeader('content-type') ?? '');
			if (type.startsWith('text/html') && typeof payload === 'string')
				reply.header(
					'Content-Security-Policy',
					DOCS_CSP.replace('%HASHES%', scriptHashes(payload)),
				);
			done(null, payload);
		});
		await docs.register(scalar.default, {
			routePrefix: DOCS_PATH,
			configuration: { ...SCALAR_CONFIGURATION, favicon: favicon() },
		});
	});
}

/** CSP hashes of a page's inline scripts (Scalar writes its settings into one). */
function scriptHashes(html: string): string {
	const hashes: string[] = [];
	for (const [, attributes, body] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
		if (/\bsrc=/.test(attributes)) continue;
		hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
	}
	return hashes.join(' ');
}

/** The node's icon, inline (a browser would otherwise ask for /favicon.ico and get a 404). */
function favicon(): string | undefined {
	// server/plugins → nodes/…, and dist/server/plugins → dist/nodes/… (gulp copies the icons).
	const file = join(__dirname, '..', '..', 'nodes', 'DesignGenerator', 'designGenerator.svg');
	try {
		return `data:image/svg+xml,${encodeURIComponent(readFileSync(file, 'utf8'))}`;
	} catch {
		return undefined;
	}
}
