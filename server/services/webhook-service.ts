import { ApiError } from '../errors';
import { resolvesToPrivate } from '../http/private-address';
import { newId, randomBase62 } from '../ids';
import type {
	DesignStore,
	IdempotencyClaim,
	Page,
	PageQuery,
	WebhookEndpointRecord,
} from '../store/types';
import { claimLostAsApiError } from './idempotency-service';

/** Live webhook endpoints an account may have (docs/contract.md "Webhook endpoints": 409 `too_many_endpoints` beyond). */
export const MAX_WEBHOOK_ENDPOINTS = 16;

/** How long creating an endpoint waits for DNS when private hosts are refused. */
const CREATE_LOOKUP_MS = 1000;

export interface NewWebhookEndpoint {
	url: string;
	events: string[];
	description?: string;
}

/**
 * Webhook endpoints: the rules of registering one (the per-account limit, the secret, refusing
 * private hosts when the server is told to) and of deleting one, which cancels its deliveries.
 * Delivery itself is the WebhookSender's.
 */
export class WebhookService {
	constructor(
		private readonly store: DesignStore,
		private readonly options: { denyPrivate: boolean },
	) {}

	/**
	 * Registers an endpoint; `apiBase` is the base URL it was registered through (URLs inside its
	 * deliveries are built on it). With an Idempotency-Key's claim, the endpoint is its recovery point.
	 */
	async create(
		accountId: string,
		input: NewWebhookEndpoint,
		apiBase: string,
		claim?: IdempotencyClaim,
	): Promise<WebhookEndpointRecord> {
		if (this.options.denyPrivate) {
			// The URL's own host was checked with the body; a name is checked as DNS answers now (and
			// again at each delivery, where the address connected to is what counts).
			const reason = await resolvesToPrivate(new URL(input.url).hostname, CREATE_LOOKUP_MS);
			if (reason) {
				throw new ApiError(
					'invalid_webhook_url',
					`url: ${reason}; this server delivers webhooks only to public addresses.`,
					[{ pointer: '/url', detail: reason }],
				);
			}
		}
		const endpoint: WebhookEndpointRecord = {
			id: newId('whe'),
			accountId,
			url: input.url,
			// `["*"]` stays as it is; a type listed twice is kept once, in the order given.
			events: [...new Set(input.events)],
			description: input.description ?? null,
			// 43 base62 characters: about 256 random bits.
			secret: `whsec_${randomBase62(43)}`,
			apiBase,
			createdAt: Date.now(),
		};
		let created: WebhookEndpointRecord | undefined;
		try {
			created = await this.store.insertWebhookEndpoint(endpoint, MAX_WEBHOOK_ENDPOINTS, claim);
		} catch (error) {
			throw claimLostAsApiError(error);
		}
		if (!created) {
			throw new ApiError(
				'too_many_endpoints',
				`This account already has ${MAX_WEBHOOK_ENDPOINTS} webhook endpoints, the most it can have; delete one it no longer needs first.`,
			);
		}
		return created;
	}

	/** A live endpoint of the account (404 `webhook_endpoint_not_found` otherwise). */
	async get(accountId: string, id: string): Promise<WebhookEndpointRecord> {
		return (await this.store.getWebhookEndpoint(accountId, id)) ?? endpointNotFound(id);
	}

	list(query: PageQuery<object>): Promise<Page<WebhookEndpointRecord>> {
		return this.store.listWebhookEndpoints(query);
	}

	/** Deletes the endpoint and cancels its pending deliveries: none starts after this returns. */
	async delete(accountId: string, id: string): Promise<void> {
		if (!(await this.store.deleteWebhookEndpoint(accountId, id, Date.now()))) endpointNotFound(id);
	}

	/** Paging position of one of the account's endpoints, deleted ones included. */
	cursorPosition(accountId: string, id: string): Promise<number | undefined> {
		return this.store.cursorPosition('webhook_endpoint', accountId, id);
	}
}

function endpointNotFound(id: string): never {
	throw new ApiError(
		'webhook_endpoint_not_found',
		`No webhook endpoint with id '${id}' exists in this account.`,
	);
}
