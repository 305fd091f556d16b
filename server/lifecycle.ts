import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context';
import { defaultRenderThreads } from './render/png';
import type { CollectionWorker } from './services/collection-worker';
import type { WebhookSender } from './services/webhook-sender';
import { describeUrl, isPostgresUrl } from './store';
import type { DesignStore } from './store/types';

/**
 * What the server logs when it starts: where it answers, which database it uses and the limits it
 * enforces, so a log read later says what the server was running with. No secret: a PostgreSQL
 * URL is shown without its user and password.
 */
export function startupFields(
	url: string,
	options: AppContext['options'],
): Record<string, unknown> {
	const { db } = options;
	const base = options.publicUrl?.replace(/\/+$/, '') ?? url;
	const postgres = isPostgresUrl(db);
	return {
		url,
		api: [`${base}/v1`, `${base}/api/v1`],
		openapi: `${base}/openapi.json`,
		marketplace: `${base}/marketplace`,
		store: postgres ? 'postgresql' : 'sqlite',
		database: postgres ? describeUrl(db) : db === ':memory:' ? db : resolve(db),
		limits: {
			generatePerMinute: options.rateLimitGenerate,
			readPerMinute: options.rateLimitRead,
			publicPerMinute: options.rateLimitPublic,
			maxConnections: options.maxConnections,
			maxConnectionsPerAddress: options.maxConnectionsPerAddress,
			headersTimeoutMs: Math.min(options.headersTimeoutMs, options.requestTimeoutMs),
			requestTimeoutMs: options.requestTimeoutMs,
			renderThreads: options.renderThreads ?? defaultRenderThreads(),
			pdfRenderThreads: options.pdfRenderThreads ?? defaultRenderThreads(),
			pdfCacheMb: options.pdfCacheMb,
			...(postgres ? { dbPoolSize: options.dbPoolSize } : {}),
		},
		generationLatencyMs: options.generationLatencyMs || undefined,
		responseDelayMs: options.responseDelayMs || undefined,
		publicUrl: options.publicUrl,
		allowedHosts: options.allowedHosts,
		webhooks: {
			retryBaseMs: options.webhookRetryBaseMs,
			denyPrivate: !options.webhookAllowPrivate,
		},
		node: process.version,
	};
}

/**
 * The server's stop, in the order that loses nothing: stop accepting connections and let the
 * requests under way finish (a PNG render, a held response), cutting what is left after
 * `timeoutMs`; then stop the work that runs outside requests (event retention, the collection
 * worker, which gives back the items it has not started, the webhook sender, which gives back
 * deliveries it could not finish, pending generations' timers and the PNG and PDF render threads); last, close the database (SQLite checkpoints its WAL into the file; the
 * PostgreSQL pool ends). `cut` ends the wait at once (a second Ctrl-C).
 */
export function gracefulStop(
	app: FastifyInstance,
	ctx: AppContext,
	{ sender, worker }: { sender: WebhookSender; worker: CollectionWorker },
	store: DesignStore,
	timeoutMs: number,
): { close: () => Promise<void>; cut: () => void } {
	let inFlight = 0;
	app.server.on('request', (_request, response) => {
		inFlight += 1;
		response.once('close', () => (inFlight -= 1));
	});
	const cut = (why: string) => {
		if (inFlight > 0) app.log.warn({ inFlight }, why);
		app.server.closeAllConnections();
	};
	let closing: Promise<void> | undefined;
	const close = () =>
		(closing ??= (async () => {
			const started = performance.now();
			app.log.info(
				{ inFlight, timeoutMs },
				inFlight > 0
					? `stopping: waiting up to ${timeoutMs} ms for ${inFlight} request(s) under way`
					: 'stopping',
			);
			ctx.events.stopRetention();
			const timer = setTimeout(
				() =>
					cut(
						`stopping: requests still under way after ${timeoutMs} ms; cutting their connections`,
					),
				timeoutMs,
			);
			try {
				await app.close();
			} finally {
				clearTimeout(timer);
			}
			// The collection worker first: the designs it is making commit with their events, which
			// the sender may still deliver; items not started go back to be claimed at the next start.
			await worker.stop();
			await sender.stop();
			await ctx.designs.close();
			await ctx.techPackPdf.close();
			await store.close();
			app.log.info({ ms: Math.round(performance.now() - started) }, 'stopped');
		})());
	return { close, cut: () => cut('stopping now: cutting the requests still under way') };
}
