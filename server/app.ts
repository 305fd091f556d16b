import swagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppContext } from './context';
import { newId } from './ids';
import {
	loggerOptions,
	logStream,
	registerRequestLog,
	requestLineLogger,
	requestLogger,
} from './logging';
import {
	API_PREFIXES,
	isApiPath,
	OPENAPI_INFO,
	OPENAPI_SERVERS,
	OPENAPI_TAGS,
	ROOT_SERVERS,
} from './openapi';
import { registerAuth } from './plugins/auth';
import { pages } from './pages';
import { registerDocs } from './plugins/docs';
import { BODY_LIMIT, registerBodyParser } from './plugins/body';
import { registerFaultsAfter, registerFaultsBefore } from './plugins/faults';
import { registerIdempotency } from './plugins/idempotency';
import { clientErrorHandler, registerEarlyAnswers } from './plugins/early-answers';
import {
	frameworkErrorHandler,
	registerProblems,
	registerRouteCheck,
	trackRoutes,
} from './plugins/problems';
import { registerRateLimit } from './plugins/rate-limit';
import { registerResponseDelay } from './plugins/response-delay';
import { registerSecurity } from './plugins/security';
import { registerValidation } from './plugins/validation';
import { capConnectionsPerAddress } from './http/connections';
import { accountRoutes } from './routes/account';
import { collectionRoutes } from './routes/collections';
import { designRoutes } from './routes/designs';
import { editRoutes } from './routes/edits';
import { eventRoutes } from './routes/events';
import { generateRoutes } from './routes/generate';
import { marketplaceRoutes } from './routes/marketplace';
import { styleRoutes } from './routes/styles';
import { techPackRoutes } from './routes/techpack';
import { variationRoutes } from './routes/variations';
import { webhookRoutes } from './routes/webhooks';
import { Problem, problemResponse } from './schemas/common';
import { Collection } from './schemas/collections';
import { Design } from './schemas/designs';
import { Event } from './schemas/events';
import { Publication } from './schemas/publications';
import { TechPack } from './schemas/techpack';
import { WebhookEndpoint, webhooksDocument } from './schemas/webhooks';

/** Idle sockets (no bytes either way, e.g. a client that stops reading) are closed after this. */
const SOCKET_IDLE_MS = 60_000;
const KEEP_ALIVE_MS = 5_000;

/**
 * Builds the Fastify app for a context. Touches no global state, so tests can run many side by side.
 * Hook order is the error order of the contract: request id, an unmet `Expect` or a stop under
 * way (417 / 503), Host, 401/403, 429, (injected faults), then routing.
 * test/server/error-order.test.ts fails when it changes.
 */
export async function buildApp(ctx: AppContext): Promise<FastifyInstance> {
	const requestTimeout = ctx.options.requestTimeoutMs;
	const headersTimeout = Math.min(ctx.options.headersTimeoutMs, requestTimeout);
	const { logLevel } = ctx.options;
	const stream =
		logLevel === 'silent'
			? undefined
			: logStream({ format: ctx.options.logFormat, destination: ctx.options.logDestination });
	const app = Fastify({
		logger: stream ? loggerOptions({ level: logLevel, stream }) : false,
		// One line per request, written by registerRequestLog, instead of Fastify's two.
		disableRequestLogging: true,
		childLoggerFactory: requestLogger,
		bodyLimit: BODY_LIMIT,
		genReqId: () => newId('req'),
		// Ids longer than any real one still reach the route (and its 404), not a 405.
		routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
		// The header block within headersTimeout and every byte of a request (headers and body)
		// within requestTimeout, checked twice a second, so a slow client cannot hold a socket;
		// idle keep-alive sockets close after 5 s.
		requestTimeout,
		connectionTimeout: Math.max(SOCKET_IDLE_MS, requestTimeout),
		keepAliveTimeout: Math.min(KEEP_ALIVE_MS, requestTimeout),
		http: {
			connectionsCheckingInterval: Math.min(500, headersTimeout),
			// Node's own answer to a missing Host is a bare 400; the Host check answers it instead.
			requireHostHeader: false,
		},
		// Answered by registerEarlyAnswers as a problem instead of Fastify's bare JSON.
		return503OnClosing: false,
		frameworkErrors: frameworkErrorHandler(ctx),
		clientErrorHandler: clientErrorHandler(ctx),
	}).withTypeProvider<TypeBoxTypeProvider>();
	app.server.headersTimeout = headersTimeout;
	app.server.maxConnections = ctx.options.maxConnections;
	capConnectionsPerAddress(app.server, ctx.options.maxConnectionsPerAddress, app.log);

	app.decorateRequest('auth', null);
	app.decorateRequest('canonicalBody', null);
	app.decorateRequest('idempotencyKey', null);
	// Objects are set per request in onRequest (a shared default object would leak between requests).
	app.decorateRequest('cursor', null as unknown as { after?: number; before?: number });
	// Hooks that never wait are written with `done`: an async one costs a promise and a
	// microtask turn on every request.
	app.addHook('onRequest', (request, reply, done) => {
		request.cursor = {};
		reply.header('X-Request-Id', request.id);
		done();
	});

	if (stream) registerRequestLog(app, requestLineLogger(logLevel, stream));
	trackRoutes(app);
	registerEarlyAnswers(app, ctx);
	registerProblems(app, ctx);
	registerSecurity(app, ctx);
	registerBodyParser(app);
	registerValidation(app);
	registerAuth(app, ctx);
	registerRateLimit(app, ctx);
	registerFaultsBefore(app, ctx);
	registerRouteCheck(app);
	registerIdempotency(app, ctx);
	registerFaultsAfter(app, ctx);
	registerResponseDelay(app, ctx);

	for (const schema of [Problem, Publication, Design, Collection, Event, WebhookEndpoint, TechPack])
		app.addSchema(schema);
	await app.register(swagger, {
		openapi: {
			openapi: '3.1.0',
			info: OPENAPI_INFO,
			servers: OPENAPI_SERVERS,
			tags: OPENAPI_TAGS,
			components: {
				securitySchemes: {
					bearerAuth: { type: 'http', scheme: 'bearer', description: 'An API key: `dgk_…`.' },
				},
			},
			security: [{ bearerAuth: [] }],
			// What the server POSTs to webhook endpoints (OpenAPI 3.1 top-level `webhooks`).
			webhooks: webhooksDocument(),
		},
		refResolver: {
			buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`),
		},
		// Each endpoint once, its path relative to the `servers` (/v1 and /api/v1; the /v1 prefix is
		// stripped, the /api/v1 routes are the same API); a root path (/healthz) names its own server.
		transform: ({ schema, url }) => ({
			schema: url.startsWith('/api/')
				? { ...schema, hide: true }
				: isApiPath(url)
					? schema
					: { ...schema, servers: ROOT_SERVERS },
			url,
		}),
	});

	for (const prefix of API_PREFIXES) {
		await app.register(
			async (api) => {
				// Authentication is a property of every route under the API prefixes.
				api.addHook('onRoute', (route) => {
					route.config = { ...route.config, auth: 'apiKey' };
				});
				await api.register(generateRoutes, { ctx });
				await api.register(designRoutes, { ctx });
				await api.register(variationRoutes, { ctx });
				await api.register(techPackRoutes, { ctx });
				await api.register(editRoutes, { ctx });
				await api.register(collectionRoutes, { ctx });
				await api.register(marketplaceRoutes, { ctx });
				await api.register(styleRoutes);
				await api.register(accountRoutes, { ctx });
				await api.register(webhookRoutes, { ctx });
				await api.register(eventRoutes, { ctx });
			},
			{ prefix },
		);
	}

	app.get(
		'/healthz',
		{
			schema: {
				operationId: 'getHealth',
				tags: ['service'],
				summary: 'Liveness',
				description: 'Answers while the process serves HTTP; checks nothing else. No key needed.',
				security: [],
				response: {
					200: Type.Object({ status: Type.Literal('ok') }),
					400: problemResponse(400),
					421: problemResponse(421),
				},
			},
		},
		async () => ({ status: 'ok' as const }),
	);
	app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
	await app.register(pages, { ctx });
	await registerDocs(app);

	await app.ready();
	return app;
}
