import type {
	IHookFunctions,
	INodeType,
	INodeTypeDescription,
	IWebhookFunctions,
	IWebhookResponseData,
} from 'n8n-workflow';
import { jsonParse } from 'n8n-workflow';

import { MAIN_CONNECTION } from '../DesignGenerator/mainConnection';
import { refuseWebhookCall } from '../DesignGenerator/transport/webhookReply';
import {
	eventItem,
	eventsProperty,
	isDesignEvent,
	matchesEventTypes,
	selectedEventTypes,
} from './events';
import { verifySignature } from './signature';
import {
	createEndpoint,
	deleteRegisteredEndpoint,
	endpointExists,
	type EndpointState,
} from './webhookEndpoint';

export class DesignGeneratorTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Design Generator Trigger',
		name: 'designGeneratorTrigger',
		icon: {
			light: 'file:../DesignGenerator/designGenerator.svg',
			dark: 'file:../DesignGenerator/designGenerator.dark.svg',
		},
		group: ['trigger'],
		version: 1,
		subtitle: '={{ $parameter["events"].join(", ") }}',
		// n8n's node picker folds this trigger into the Design Generator node (same name without
		// "Trigger") and shows this description for both, actions and triggers alike: it says
		// what the whole entry offers, so a user looking for an action is not told it only starts
		// workflows.
		description:
			'Generate, manage and publish fashion designs, or start a workflow when a design, publication or collection changes (signed webhook)',
		defaults: { name: 'Design Generator Trigger' },
		inputs: [],
		outputs: [MAIN_CONNECTION],
		credentials: [{ name: 'designGeneratorApi', required: true }],
		webhooks: [
			{ name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'webhook' },
		],
		properties: [
			{
				displayName:
					'The service must reach this n8n at its webhook URL. If it cannot (n8n behind NAT or a firewall), use the Design Generator Polling Trigger.',
				name: 'reachabilityNotice',
				type: 'notice',
				default: '',
			},
			eventsProperty,
		],
	};

	webhookMethods = {
		default: {
			async checkExists(this: IHookFunctions): Promise<boolean> {
				return await endpointExists.call(this);
			},
			async create(this: IHookFunctions): Promise<boolean> {
				return await createEndpoint.call(this);
			},
			async delete(this: IHookFunctions): Promise<boolean> {
				return await deleteRegisteredEndpoint.call(this);
			},
		},
	};

	/**
	 * A delivery starts the workflow only when its signature is right, fresh and made with this
	 * endpoint's secret; anything else gets a 401 and starts nothing. The service delivers at least
	 * once: deduplicate on `event_id` (e.g. with the Remove Duplicates node) where a repeat matters.
	 */
	async webhook(this: IWebhookFunctions): Promise<IWebhookResponseData> {
		const { secret } = this.getWorkflowStaticData('node') as EndpointState;
		const rawBody = await readRawBody(this);
		const verdict = verifySignature(
			this.getHeaderData()['design-signature'],
			rawBody,
			secret,
			Date.now(),
		);
		if (!verdict.valid) {
			return refuseWebhookCall(this, 401, 'invalid_signature', `Refused: ${verdict.reason}.`);
		}

		const event = jsonParse<unknown>(rawBody.toString('utf8'), { fallbackValue: undefined });
		if (!isDesignEvent(event)) {
			return refuseWebhookCall(
				this,
				400,
				'invalid_event',
				'The body is not an event of the service.',
			);
		}
		if (!matchesEventTypes(selectedEventTypes(this), event)) {
			// Acknowledged, so the service does not retry it; nothing runs.
			return { webhookResponse: { received: true, ignored: event.type } };
		}
		return { workflowData: [this.helpers.returnJsonArray([eventItem(event)])] };
	}
}

/**
 * The body's bytes exactly as they arrived: n8n keeps them on the request as `rawBody` (a Buffer,
 * read on demand through `readRawBody()`). Without them, the parsed body serialised again is
 * checked instead: a match still proves the secret's holder signed exactly that content.
 */
async function readRawBody(context: IWebhookFunctions): Promise<Buffer> {
	const request = context.getRequestObject() as {
		rawBody?: unknown;
		readRawBody?: () => Promise<void>;
	};
	if (request.rawBody === undefined && typeof request.readRawBody === 'function') {
		await request.readRawBody();
	}
	const raw = request.rawBody;
	if (Buffer.isBuffer(raw)) return raw;
	if (typeof raw === 'string') return Buffer.from(raw, 'utf8');
	return Buffer.from(JSON.stringify(context.getBodyData()), 'utf8');
}
