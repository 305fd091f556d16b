import type {
	IExecuteFunctions,
	IHookFunctions,
	ILoadOptionsFunctions,
	IPollFunctions,
} from 'n8n-workflow';

/** Every context that talks to the service: the action node, its dropdowns, and the triggers. */
export type RequestContext =
	IExecuteFunctions | ILoadOptionsFunctions | IHookFunctions | IPollFunctions;
