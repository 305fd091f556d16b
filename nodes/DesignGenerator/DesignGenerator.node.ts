import type {
	IExecuteFunctions,
	INodeExecutionData,
	INodeType,
	INodeTypeDescription,
	IWebhookFunctions,
	IWebhookResponseData,
} from 'n8n-workflow';

import { resources } from './actions/resources';
import { nodeProperties } from './actions/operations';
import { RESUME_WEBHOOKS, resumeWebhook } from './actions/collection/resumeOnWebhook';
import { router } from './actions/router';
import { MAIN_CONNECTION } from './mainConnection';
import { loadOptions } from './methods';
import { requestOptionsProperty } from './transport/requestOptions';

export class DesignGenerator implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Design Generator',
		name: 'designGenerator',
		icon: { light: 'file:designGenerator.svg', dark: 'file:designGenerator.dark.svg' },
		group: ['transform'],
		// 1.1: Image Format defaults to PNG (actions/design/designImage.ts); 1 keeps SVG.
		version: [1, 1.1],
		defaultVersion: 1.1,
		subtitle: '={{ $parameter["operation"] + ": " + $parameter["resource"] }}',
		description:
			'Generate fashion designs (garment flats as SVG or PNG) from a text prompt and a style, or whole collections from a brief, edit them in plain words, get their tech packs for a factory (JSON or PDF), manage them, and publish them to the marketplace',
		defaults: { name: 'Design Generator' },
		usableAsTool: true,
		inputs: [MAIN_CONNECTION],
		outputs: [MAIN_CONNECTION],
		credentials: [{ name: 'designGeneratorApi', required: true }],
		// Collection → Create, Completion "Resume on Webhook": a restart webhook, the execution's
		// resume URL (actions/collection/resumeOnWebhook.ts).
		webhooks: RESUME_WEBHOOKS,
		properties: [...nodeProperties(resources, 'design'), requestOptionsProperty],
	};

	methods = { loadOptions };

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await router.call(this);
	}

	/** Resumes a Collection → Create waiting on the service's webhook (actions/collection/resumeOnWebhook.ts). */
	async webhook(this: IWebhookFunctions): Promise<IWebhookResponseData> {
		return await resumeWebhook.call(this);
	}
}
