import type {
	IExecuteFunctions,
	IHookFunctions,
	ILoadOptionsFunctions,
	IPollFunctions,
	IWebhookFunctions,
} from 'n8n-workflow';

/**
 * Every context that talks to the service: the action node, its dropdowns, the triggers, and the
 * action node's resume webhook (Collection → Create, Resume on Webhook).
 */
export type RequestContext =
	IExecuteFunctions | ILoadOptionsFunctions | IHookFunctions | IPollFunctions | IWebhookFunctions;
