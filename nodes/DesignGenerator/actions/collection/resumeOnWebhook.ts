/**
 * Collection → Create with Completion "Resume on Webhook": the execution waits in n8n's database,
 * holding no worker, until the service reports that the collection has ended. The node subscribes
 * a webhook endpoint for the collection events pointing at the execution's resume URL
 * (`$execution.resumeUrl`, n8n's waiting webhook), puts the execution to wait, and its `webhook()`
 * resumes it with the collection. docs/decisions/2026-11-29-collection-resume-on-webhook.md says
 * why it works this way and where its limits are.
 *
 * A call to the resume URL proves nothing by itself (the URL is not secret to the service, and the
 * endpoint's signing secret cannot reach the waiting webhook: n8n gives it no execution data), so
 * the node trusts none of the call's content: the resume URL carries the collection's id and the
 * items to pair with, bound by an HMAC keyed with the credential's API key, and `webhook()` fetches
 * the collection with the credential and resumes only once that answer says it has ended.
 */
import { createHmac, timingSafeEqual } from 'crypto';
import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	IPairedItemData,
	IWebhookDescription,
	IWebhookFunctions,
	IWebhookResponseData,
} from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

import {
	CREDENTIAL_TYPE,
	type Feature,
	type RequestContext,
	apiRequest,
	apiRequestAllItems,
	apiRequestWithResponse,
	idempotencyKey,
} from '../../transport';
import { refuseWebhookCall } from '../../transport/webhookReply';
import type { WebhookEndpoint } from '../../types';
import { collectionOutput, getCollection, isEnded } from './collectionApi';

/**
 * The node's one webhook: a restart webhook (n8n's waiting webhook, `<WEBHOOK_URL>/webhook-waiting/
 * <execution id>`), which exists only while an execution of this node waits. n8n registers no
 * restart webhook when a workflow is activated, so there are no webhookMethods (checkExists,
 * create, delete): the endpoint on the service is subscribed by `subscribeResume` for one
 * execution and removed by `resumeWebhook`, or by the next run's `prepareResume`.
 */
export const RESUME_WEBHOOKS: IWebhookDescription[] = [
	{
		name: 'default',
		httpMethod: 'POST',
		responseMode: 'onReceived',
		path: '',
		restartWebhook: true,
		isFullPath: true,
		ndvHideUrl: true,
		ndvHideMethod: true,
	},
];

/** The collection events that say it has ended. */
export const COLLECTION_ENDED_EVENTS = [
	'collection.canceled',
	'collection.failed',
	'collection.partially_failed',
	'collection.succeeded',
];

/** Query parameters of the resume URL the endpoint is given. */
const COLLECTION_PARAM = 'dg_collection';
const PAIR_PARAM = 'dg_items';
const TOKEN_PARAM = 'dg_token';

const WEBHOOKS: Feature = {
	name: 'webhooks',
	instead: 'Set Completion to Wait (the node polls the collection) or Return at Once.',
};

const DESCRIPTION = 'n8n Design Generator: resumes a waiting execution when a collection ends';

/** The input items the output pairs with: `first`…`last`. */
export interface PairRange {
	first: number;
	last: number;
}

export function pairedItems({ first, last }: PairRange): IPairedItemData[] {
	return Array.from({ length: last - first + 1 }, (_, i) => ({ item: first + i }));
}

/** The HMAC that binds a resume URL's collection and items to the API key that made them. */
export function resumeToken(apiKey: string, collectionId: string, pair: string): string {
	return createHmac('sha256', Buffer.from(`design-generator/collection-resume\n${apiKey}`, 'utf8'))
		.update(`${collectionId}\n${pair}`, 'utf8')
		.digest('base64url');
}

async function apiKeyOf(context: RequestContext, itemIndex?: number): Promise<string> {
	const credentials = await context.getCredentials<{ apiKey?: string }>(CREDENTIAL_TYPE, itemIndex);
	return String(credentials.apiKey ?? '');
}

/** The execution's resume URL, as n8n's Wait node is resumed through. */
export function resumeUrlOf(context: IExecuteFunctions, itemIndex: number): string {
	const url = context.evaluateExpression('{{ $execution.resumeUrl }}', itemIndex);
	if (typeof url !== 'string' || !/^https?:\/\//.test(url)) {
		throw new NodeOperationError(context.getNode(), 'n8n gave this execution no resume URL', {
			itemIndex,
			description: 'Set Completion to Wait or Return at Once.',
		});
	}
	return url;
}

/** The address every resume URL of this n8n starts with (its waiting-webhook base). */
function waitingBase(resumeUrl: string): string {
	return resumeUrl.replace(/\/[^/]*$/, '/');
}

/**
 * Before a collection is made: the service must offer webhooks (else nothing is made and the error
 * says to use Wait), and endpoints an earlier run of this node left behind on this n8n are removed
 * once their collection has ended (a run whose Resume Limit passed never ran again to remove its
 * own; it would count against the account's endpoints for nothing).
 */
export async function prepareResume(
	context: IExecuteFunctions,
	resumeUrl: string,
	itemIndex: number,
): Promise<void> {
	const endpoints = await apiRequestAllItems<WebhookEndpoint>(context, {
		path: '/webhook_endpoints',
		feature: WEBHOOKS,
		itemIndex,
	});
	const base = waitingBase(resumeUrl);
	for (const endpoint of endpoints) {
		if (typeof endpoint.url !== 'string' || !endpoint.url.startsWith(base)) continue;
		const collectionId = new URL(endpoint.url).searchParams.get(COLLECTION_PARAM);
		if (!collectionId) continue;
		const { statusCode, body } = await apiRequestWithResponse<IDataObject>(context, {
			method: 'GET',
			path: `/collections/${encodeURIComponent(collectionId)}`,
			returnStatuses: [404],
			itemIndex,
		});
		if (statusCode === 404 || isEnded(body)) await deleteEndpoint(context, endpoint.id, itemIndex);
	}
}

/** Subscribes the resume URL to the collection's ending; returns the endpoint's id. */
export async function subscribeResume(
	context: IExecuteFunctions,
	collectionId: string,
	pair: PairRange,
	resumeUrl: string,
	itemIndex: number,
): Promise<string> {
	const pairText = `${pair.first}-${pair.last}`;
	const url = new URL(resumeUrl);
	url.searchParams.set(COLLECTION_PARAM, collectionId);
	url.searchParams.set(PAIR_PARAM, pairText);
	url.searchParams.set(
		TOKEN_PARAM,
		resumeToken(await apiKeyOf(context, itemIndex), collectionId, pairText),
	);
	try {
		const endpoint = await apiRequest<WebhookEndpoint>(context, {
			method: 'POST',
			path: '/webhook_endpoints',
			body: { url: url.toString(), events: COLLECTION_ENDED_EVENTS, description: DESCRIPTION },
			feature: WEBHOOKS,
			idempotencyKey: idempotencyKey(context, itemIndex, 'collection.resumeEndpoint'),
			itemIndex,
		});
		return String(endpoint.id);
	} catch (error) {
		throw subscriptionError(context, error, collectionId, url, itemIndex);
	}
}

/** The subscription's error, saying that the collection exists and is being made whatever its fate. */
function subscriptionError(
	context: IExecuteFunctions,
	error: unknown,
	collectionId: string,
	url: URL,
	itemIndex: number,
): NodeApiError | NodeOperationError {
	const nodeError =
		error instanceof NodeApiError || error instanceof NodeOperationError
			? error
			: new NodeOperationError(context.getNode(), error as Error, { itemIndex });
	nodeError.description = [
		nodeError.description,
		`Collection ${collectionId} was created and is being made, but the node could not subscribe to its end, so the execution does not wait for it. Fetch it later with Collection → Get, or set Completion to Wait.`,
		nodeError.context.code === 'invalid_webhook_url'
			? `The service will not call ${url.origin}: set n8n's WEBHOOK_URL to an address the service may reach.`
			: undefined,
	]
		.filter(Boolean)
		.join('\n');
	return nodeError;
}

async function deleteEndpoint(context: RequestContext, id: string, itemIndex?: number) {
	await apiRequestWithResponse(context, {
		method: 'DELETE',
		path: `/webhook_endpoints/${encodeURIComponent(id)}`,
		returnStatuses: [404],
		itemIndex,
	});
}

/** Removes the endpoint that was subscribed (the collection ended before the wait began). */
export async function unsubscribeResume(
	context: IExecuteFunctions,
	endpointId: string,
	itemIndex: number,
): Promise<void> {
	await deleteEndpoint(context, endpointId, itemIndex);
}

/**
 * Puts the execution to wait until `waitTill`. When n8n ends the wait at that time, it passes the
 * items the node was started with on as its output, unrun (the waiting node runs as if disabled);
 * so those become the collection as it was, with `wait_limit_reached: true`.
 */
export async function waitForResume(
	context: IExecuteFunctions,
	collection: IDataObject,
	pair: PairRange,
	waitTill: Date,
): Promise<INodeExecutionData[]> {
	const pairedItem = pairedItems(pair);
	const onLimit: INodeExecutionData[] = [
		{ json: { ...collectionOutput(collection), wait_limit_reached: true }, pairedItem },
	];
	await context.putExecutionToWait(waitTill);
	// A new object for the execution-stack entry's data: the input items stay untouched, they are
	// the previous node's output too.
	context.getExecuteData().data = { main: [onLimit] };
	return [{ json: collection, pairedItem }];
}

/**
 * The resume URL's handler. Resumes the execution with the collection only when the URL's token is
 * right and the service, asked with the credential, says the collection has ended; otherwise answers
 * and leaves the execution waiting. Removes the endpoint that called once it resumes.
 */
export async function resumeWebhook(this: IWebhookFunctions): Promise<IWebhookResponseData> {
	const query = this.getQueryData() as IDataObject;
	const collectionId = typeof query[COLLECTION_PARAM] === 'string' ? query[COLLECTION_PARAM] : '';
	const pairText = typeof query[PAIR_PARAM] === 'string' ? query[PAIR_PARAM] : '';
	const token = typeof query[TOKEN_PARAM] === 'string' ? query[TOKEN_PARAM] : '';
	const pair = /^(\d{1,6})-(\d{1,6})$/.exec(pairText);
	const expected = Buffer.from(resumeToken(await apiKeyOf(this), collectionId, pairText));
	const given = Buffer.from(token);
	if (
		!collectionId ||
		!pair ||
		Number(pair[1]) > Number(pair[2]) ||
		given.length !== expected.length ||
		!timingSafeEqual(given, expected)
	) {
		return refuseWebhookCall(
			this,
			401,
			'invalid_resume_token',
			'Refused: this address resumes an execution only with the token the node gave it.',
		);
	}

	let collection: IDataObject;
	try {
		collection = await getCollection(this, collectionId);
	} catch (error) {
		// Not resumed; a non-2xx answer makes the service deliver again later.
		return refuseWebhookCall(
			this,
			503,
			'collection_unavailable',
			`The node could not fetch collection ${collectionId}: ${(error as Error).message}`,
		);
	}
	if (!isEnded(collection)) {
		return {
			webhookResponse: { received: true, resumed: false, status: collection.status ?? null },
		};
	}

	try {
		const endpoints = await apiRequestAllItems<WebhookEndpoint>(this, {
			path: '/webhook_endpoints',
		});
		for (const endpoint of endpoints) {
			if (typeof endpoint.url !== 'string') continue;
			const params = new URL(endpoint.url).searchParams;
			if (params.get(COLLECTION_PARAM) === collectionId && params.get(TOKEN_PARAM) === token)
				await deleteEndpoint(this, endpoint.id);
		}
	} catch {
		// Left for the next Create with Resume on Webhook, which removes ended collections' endpoints.
	}
	const pairedItem = pairedItems({ first: Number(pair[1]), last: Number(pair[2]) });
	return { workflowData: [[{ json: collectionOutput(collection), pairedItem }]] };
}
