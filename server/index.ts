import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { AppContext, ServerOptions } from './context';
import { AccountService, designQuota } from './services/account-service';
import { CollectionService } from './services/collection-service';
import { CollectionWorker } from './services/collection-worker';
import { DesignService } from './services/design-service';
import { EventService } from './services/event-service';
import { EventSignal } from './services/event-signal';
import { IdempotencyService } from './services/idempotency-service';
import { KeyService } from './services/key-service';
import { MarketplaceService } from './services/marketplace-service';
import { WebhookSender } from './services/webhook-sender';
import { WebhookService } from './services/webhook-service';
import { TechPackPdfRenderer } from './techpack/pdf';
import { gracefulStop, startupFields } from './lifecycle';
import { withDefaults } from './options';
import { openStore } from './store';
import type { DesignStore, Plan } from './store/types';

export type { FaultRule, ServerOptions } from './context';
export { buildApp } from './app';
export { DEFAULTS } from './options';

export interface RunningServer {
	/** e.g. http://127.0.0.1:41234 */
	url: string;
	app: FastifyInstance;
	store: DesignStore;
	/** Emitted after every commit that recorded events (the one the server's services use). */
	eventSignal: EventSignal;
	/** Creates an account (if needed) on this plan and a key for it; resolves to the key. */
	createKey(account: string, plan: Plan): Promise<string>;
	/**
	 * Stops gracefully: no new connections; requests under way finish (their connections are cut
	 * after `shutdownTimeoutMs`); then the webhook sender, the timers and the database close.
	 * Calls after the first share its promise.
	 */
	close(): Promise<void>;
	/** During `close`, cuts the connections of requests still under way now (a second Ctrl-C). */
	cutRequests(): void;
}

/** Creates a key for an account (creating the account, or setting its plan). Only the hash is stored. */
export function createApiKey(
	store: DesignStore,
	account: string,
	plan: Plan,
): Promise<{ key: string; keyId: string }> {
	return new KeyService(store).create(account, plan);
}

/**
 * Opens the database, builds the app and listens. `port: 0` picks a free port. Listen errors keep
 * their `code` (EADDRINUSE…); a SQLite path that cannot be used throws DatabasePathError.
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
	const resolved = withDefaults({
		...options,
		// Copies, so a test's fault counters are not shared between servers.
		faults: options.faults?.map((rule) => ({ ...rule })),
	});
	const { db } = resolved;
	const store = await openStore(db, { poolSize: resolved.dbPoolSize, asServer: true });
	const eventSignal = new EventSignal();
	const maxDesigns = designQuota(resolved.maxDesignsPerAccount);
	const designs = new DesignService(
		store,
		resolved.generationLatencyMs,
		{ ...options.render, threads: resolved.renderThreads },
		eventSignal,
		maxDesigns,
	);
	const events = new EventService(store, { settle: () => designs.completeDue() });
	const collections = new CollectionService(store, maxDesigns, eventSignal);
	const ctx: AppContext = {
		accounts: new AccountService(store, {
			generatePerMinute: resolved.rateLimitGenerate,
			readPerMinute: resolved.rateLimitRead,
			maxDesigns,
		}),
		designs,
		collections,
		marketplace: new MarketplaceService(store, designs, eventSignal),
		events,
		eventSignal,
		keys: new KeyService(store),
		idempotency: new IdempotencyService(store),
		webhooks: new WebhookService(store, { denyPrivate: !resolved.webhookAllowPrivate }),
		techPackPdf: new TechPackPdfRenderer({
			...options.pdfRender,
			threads: resolved.pdfRenderThreads,
			cacheBytes: resolved.pdfCacheMb * 1024 * 1024,
		}),
		rateLimits: store,
		options: resolved,
	};
	let app: FastifyInstance | undefined;
	let sender: WebhookSender | undefined;
	let worker: CollectionWorker | undefined;
	try {
		app = await buildApp(ctx);
		designs.useLog(app.log.child({ component: 'designs' }));
		sender = new WebhookSender(
			store,
			eventSignal,
			{
				...options.webhookSender,
				retryBaseMs: resolved.webhookRetryBaseMs,
				denyPrivate: !resolved.webhookAllowPrivate,
			},
			app.log.child({ component: 'webhooks' }),
		);
		await ctx.designs.resume();
		worker = new CollectionWorker(
			store,
			designs,
			eventSignal,
			resolved.generationLatencyMs === 0,
			{ ...options.collectionWorker, concurrency: resolved.collectionConcurrency },
			app.log.child({ component: 'collections' }),
		);
		collections.onCreated = () => worker?.notify();
		await ctx.events.startRetention();
		// This server owns its database file: a claim with no response and no object was left by
		// a process that died, and must not block a retry.
		await ctx.idempotency.releaseAbandoned();
		await app.listen({
			port: resolved.port,
			host: resolved.host,
			// Room in the accept queue for as many connections as may be open (the kernel caps it
			// at net.core.somaxconn): a client whose connections are refused and that reconnects at
			// once cannot fill it, so another client's connection is not dropped and retried 1 s later.
			backlog: Math.max(511, resolved.maxConnections),
			listenTextResolver: (address) => `listening on ${address}`,
		});
		// Deliveries left pending by an earlier run (or queued by other instances) go out now.
		await sender.start();
		// Collections an earlier run left unfinished (or other instances' whose leases ran out).
		await worker.start();
	} catch (error) {
		ctx.events.stopRetention();
		await worker?.stop();
		await sender?.stop();
		await app?.close();
		await ctx.designs.close();
		await ctx.techPackPdf.close();
		await store.close();
		throw error;
	}
	const address = app.server.address();
	const port = typeof address === 'object' && address ? address.port : resolved.port;
	const { host } = resolved;
	const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
	app.log.info(startupFields(url, ctx.options), 'started');
	const stop = gracefulStop(app, ctx, { sender, worker }, store, resolved.shutdownTimeoutMs);
	return {
		url,
		app,
		store,
		eventSignal,
		createKey: async (account, plan) => (await ctx.keys.create(account, plan)).key,
		close: stop.close,
		cutRequests: stop.cut,
	};
}
