import type { FastifyRequest } from 'fastify';
import { localBaseUrl, usableHost } from './http/host';
import type { AccountService } from './services/account-service';
import type { CollectionService } from './services/collection-service';
import type { CollectionWorkerOptions } from './services/collection-worker';
import type { DesignService } from './services/design-service';
import type { EventService } from './services/event-service';
import type { IdempotencyService } from './services/idempotency-service';
import type { KeyService } from './services/key-service';
import type { EventSignal } from './services/event-signal';
import type { MarketplaceService } from './services/marketplace-service';
import type { WebhookSenderOptions } from './services/webhook-sender';
import type { WebhookService } from './services/webhook-service';
import type { RenderPoolOptions } from './render/png';
import type { TechPackPdfRenderer } from './techpack/pdf';
import type { LogDestination } from './logging';
import type { ResolvedTableOptions, TableOptions } from './options';
import type { Plan, RateLimitCounter } from './store/types';

/**
 * What the server was started with: the command line's options (options.ts, one row each), plus
 * what only tests and embedders set.
 */
export interface ServerOptions extends TableOptions {
	/** PNG render queue per thread (the thread count is `renderThreads`). */
	render?: Pick<RenderPoolOptions, 'maxQueue'>;
	/** Tech pack PDF render queue (the thread count is `pdfRenderThreads`). */
	pdfRender?: Pick<RenderPoolOptions, 'maxQueue'>;
	/** Test-only fault injection (not on the command line). */
	faults?: FaultRule[];
	/** Where log lines go (default stdout); tests capture them. */
	logDestination?: LogDestination;
	/** Test-only tuning of the webhook sender (attempt timeout, poll, lease, concurrency…). */
	webhookSender?: Partial<Omit<WebhookSenderOptions, 'retryBaseMs' | 'denyPrivate'>>;
	/** Test-only tuning of the collection worker (lease, poll). */
	collectionWorker?: Partial<Omit<CollectionWorkerOptions, 'concurrency'>>;
}

export type FaultStatus = 429 | 500 | 502 | 503 | 504;

/** A fault to inject, so clients' retry and idempotency logic can be tested against the real server. */
export type FaultRule = {
	/** Any method when omitted. */
	method?: string;
	/** Path after the /v1 or /api/v1 prefix, matched as a prefix ('/generate', '/designs'); any when omitted. */
	path?: string;
	/** How many matching requests get the fault. */
	times: number;
} & (
	| {
			status: FaultStatus;
			/** Retry-After seconds (429 always carries one; default 1). */
			retryAfterSeconds?: number;
			/** 'before' (default): refused before the handler runs. 'after': the handler runs and commits, then the response is lost. */
			when?: 'before' | 'after';
	  }
	| {
			/** A slow request: held `delayMs` after its Idempotency-Key is claimed, before the handler runs. */
			when: 'slow';
			delayMs: number;
	  }
);

/** What the app serves from: the services (the only door to the store) and the options. */
export interface AppContext {
	accounts: AccountService;
	designs: DesignService;
	collections: CollectionService;
	marketplace: MarketplaceService;
	events: EventService;
	/**
	 * Emitted after every commit that recorded events (the services do it), so the webhook sender
	 * starts their deliveries at once instead of at its next poll. One per server.
	 */
	eventSignal: EventSignal;
	keys: KeyService;
	idempotency: IdempotencyService;
	webhooks: WebhookService;
	/** Tech pack PDFs: rendered on their own thread pool, shared while rendering, cached by bytes. */
	techPackPdf: TechPackPdfRenderer;
	/** The store's request counters (in memory with SQLite, shared by instances with PostgreSQL). */
	rateLimits: RateLimitCounter;
	/** The options with every default applied. */
	options: ServerOptions & ResolvedTableOptions;
}

export interface AuthInfo {
	accountId: string;
	keyId: string;
	plan: Plan;
}

declare module 'fastify' {
	interface FastifyRequest {
		auth: AuthInfo | null;
		/** The body as canonical JSON (sorted keys), for idempotency fingerprints; null without a body. */
		canonicalBody: string | null;
		idempotencyKey: string | null;
		/** Resolved paging cursor positions (see http/paging). */
		cursor: { after?: number; before?: number };
	}
}

/**
 * Base for absolute URLs: --public-url, else the request's own scheme and Host. A Host that is
 * not a plain host[:port] never becomes a link: the address the connection came in on does.
 */
export function baseUrl(request: FastifyRequest, ctx: AppContext): string {
	if (ctx.options.publicUrl) return ctx.options.publicUrl.replace(/\/+$/, '');
	const host = request.host;
	return usableHost(host, ctx.options.allowedHosts)
		? `${request.protocol}://${host}`
		: localBaseUrl(request.raw.socket, request.protocol);
}

/** '/v1/designs' or '/api/v1/designs' → '/designs'; null outside the API. */
export function apiPath(url: string): string | null {
	const path = url.split('?', 1)[0];
	const match = /^(?:\/api)?\/v1(\/.*)?$/.exec(path);
	return match ? (match[1] ?? '/') : null;
}

/**
 * The path as the router reads it: absolute form (`http://host/v1/x`) reduced to its path, the
 * query cut off, percent-encoding decoded (`/%76%31/x` → `/v1/x`; left as is when malformed),
 * except an encoded slash.
 * For decisions about requests no route matched (is it under the API?); matched routes carry
 * their own config instead.
 */
export function routerPath(url: string): string {
	const path = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '').split(/[?#]/, 1)[0] || '/';
	try {
		// Segment by segment, as the router does: an encoded slash (`/api%2Fv1/x`) stays inside its
		// segment and never joins two segments into an API path.
		return path
			.split('/')
			.map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
			.join('/');
	} catch {
		return path;
	}
}
