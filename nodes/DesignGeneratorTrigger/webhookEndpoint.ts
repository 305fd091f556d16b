/**
 * The trigger's webhook endpoint on the service: registered when the workflow is activated (or
 * listens for a test event), checked, and removed again. Its id and signing secret live in the
 * node's static data; the secret is only ever returned by the request that created the endpoint.
 */
import { randomUUID } from 'crypto';
import type { IDataObject, IHookFunctions } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

import {
	apiRequest,
	apiRequestAllItems,
	apiRequestWithResponse,
} from '../DesignGenerator/transport';
import type { WebhookEndpoint } from '../DesignGenerator/types';
import { selectedEventTypes } from './events';

/** What the node keeps in its static data. */
export interface EndpointState extends IDataObject {
	endpointId?: string;
	secret?: string;
}

const DESCRIPTION_MAX = 500;

function endpointState(context: IHookFunctions): EndpointState {
	return context.getWorkflowStaticData('node') as EndpointState;
}

function forget(state: EndpointState): void {
	delete state.endpointId;
	delete state.secret;
}

function webhookUrl(context: IHookFunctions): string {
	const url = context.getNodeWebhookUrl('default');
	if (!url) {
		throw new NodeOperationError(context.getNode(), 'n8n gave this trigger no webhook URL');
	}
	return url;
}

function sameEvents(a: string[], b: string[]): boolean {
	return a.length === b.length && [...a].sort().every((type, i) => type === [...b].sort()[i]);
}

/** Webhooks are an extra of services that follow the reference contract. */
const WEBHOOKS = {
	name: 'webhooks',
	instead:
		'Use the Design Generator Polling Trigger, or a Schedule Trigger with Design → Get Many.',
};

/** Deletes an endpoint; one that is already gone (404) counts as deleted. */
async function deleteEndpoint(context: IHookFunctions, id: string): Promise<void> {
	await apiRequestWithResponse(context, {
		method: 'DELETE',
		path: `/webhook_endpoints/${encodeURIComponent(id)}`,
		returnStatuses: [404],
	});
}

/**
 * True when the endpoint in static data still exists, points at this webhook URL, sends the
 * selected events and is enabled; n8n calls `create` otherwise. An endpoint for this URL with
 * other events is stale and deleted, so it sends nothing more. One for another URL is only
 * forgotten, never deleted: "Listen for test event" on an active workflow starts from the active
 * workflow's static data, whose endpoint (the production URL) must keep working.
 */
export async function endpointExists(this: IHookFunctions): Promise<boolean> {
	const state = endpointState(this);
	const url = webhookUrl(this);
	if (typeof state.endpointId === 'string' && typeof state.secret === 'string') {
		const { statusCode, body: endpoint } = await apiRequestWithResponse<WebhookEndpoint>(this, {
			method: 'GET',
			path: `/webhook_endpoints/${encodeURIComponent(state.endpointId)}`,
			returnStatuses: [404],
		});
		if (statusCode !== 404 && endpoint.url === url) {
			const current =
				endpoint.status === 'enabled' &&
				sameEvents(endpoint.events ?? [], selectedEventTypes(this));
			if (current) return true;
			await deleteEndpoint(this, endpoint.id);
		}
		forget(state);
		return false;
	}
	// Nothing recorded, e.g. the static data was lost: an endpoint still pointing at this URL is a
	// leftover whose secret is gone, so none of its deliveries could be verified. Remove it.
	const endpoints = await apiRequestAllItems<WebhookEndpoint>(this, {
		path: '/webhook_endpoints',
		feature: WEBHOOKS,
	});
	for (const endpoint of endpoints) {
		if (endpoint.url === url) await deleteEndpoint(this, endpoint.id);
	}
	return false;
}

/** Registers this webhook URL for the selected events and keeps the endpoint's id and secret. */
export async function createEndpoint(this: IHookFunctions): Promise<boolean> {
	const url = webhookUrl(this);
	const events = selectedEventTypes(this);
	const description =
		`n8n workflow "${this.getWorkflow().name ?? ''}", node "${this.getNode().name}"`.slice(
			0,
			DESCRIPTION_MAX,
		);
	let endpoint: WebhookEndpoint;
	try {
		endpoint = await apiRequest<WebhookEndpoint>(this, {
			method: 'POST',
			path: '/webhook_endpoints',
			body: { url, events, description },
			feature: WEBHOOKS,
			// One key for this registration, the same on every try of it.
			idempotencyKey: `n8n-webhook-${randomUUID()}`,
		});
	} catch (error) {
		throw withHint(error, url);
	}
	if (typeof endpoint.secret !== 'string' || typeof endpoint.id !== 'string') {
		throw new NodeOperationError(
			this.getNode(),
			'The service registered the webhook but returned no signing secret',
			{ description: 'Deactivate and activate the workflow to register it again.' },
		);
	}
	const state = endpointState(this);
	state.endpointId = endpoint.id;
	state.secret = endpoint.secret;
	return true;
}

/** Removes the endpoint; one the service no longer has counts as removed. */
export async function deleteRegisteredEndpoint(this: IHookFunctions): Promise<boolean> {
	const state = endpointState(this);
	if (typeof state.endpointId === 'string') {
		try {
			await deleteEndpoint(this, state.endpointId);
		} catch {
			// Kept in static data: the next activation's check finds it and removes it then.
			return false;
		}
	}
	forget(state);
	return true;
}

/** The two refusals a person can act on, with what to do. */
function withHint(error: unknown, url: string): unknown {
	if (!(error instanceof NodeApiError)) return error;
	const code = error.context.code;
	if (code === 'invalid_webhook_url') {
		error.description = [
			error.description,
			`The service will not send events to ${url}. Set n8n's WEBHOOK_URL to an address the service may reach, or use the Design Generator Polling Trigger instead.`,
		]
			.filter(Boolean)
			.join('\n');
	} else if (code === 'too_many_endpoints') {
		error.description = [
			error.description,
			'The account has the most webhook endpoints it may have. Deactivate workflows that use this trigger and no longer need it, or use the Design Generator Polling Trigger.',
		]
			.filter(Boolean)
			.join('\n');
	}
	return error;
}
