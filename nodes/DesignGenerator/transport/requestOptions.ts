/**
 * The action node's "Request Options": read once per item by the router and kept here, so every
 * request of that item honours them and operations never pass them on. Contexts that have no such
 * options (the triggers, the dropdowns) get the defaults.
 */
import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import type { RequestContext } from './context';

/** Tries per request, the first one included. */
export const DEFAULT_MAX_TRIES = 4;
/** How long one try may wait for an answer. */
export const DEFAULT_TIMEOUT_SECONDS = 60;
/**
 * Items processed at the same time: chosen from bench/node-pacing.ts. The pacer, not this bound,
 * keeps the node within the service's rate limit.
 */
export const DEFAULT_PARALLEL = 128;

export interface RequestOptions {
	/** Tries per request, the first one included. */
	maxTries: number;
	/** How long one try waits for an answer. */
	timeoutMs: number;
}

export const DEFAULT_REQUEST_OPTIONS: Readonly<RequestOptions> = {
	maxTries: DEFAULT_MAX_TRIES,
	timeoutMs: DEFAULT_TIMEOUT_SECONDS * 1000,
};

export const requestOptionsProperty: INodeProperties = {
	displayName: 'Request Options',
	name: 'requestOptions',
	type: 'collection',
	placeholder: 'Add Option',
	default: {},
	options: [
		{
			displayName: 'Max Tries',
			name: 'maxTries',
			type: 'number',
			typeOptions: { minValue: 1, maxValue: 10 },
			default: DEFAULT_MAX_TRIES,
			description:
				'How many times to send a request that gets a 429, 502, 503 or 504 answer or a network error before the item fails. Waits between tries grow exponentially and follow the Retry-After header.',
		},
		{
			displayName: 'Request Timeout (Seconds)',
			name: 'timeout',
			type: 'number',
			typeOptions: { minValue: 1, maxValue: 600 },
			default: DEFAULT_TIMEOUT_SECONDS,
			description:
				'How long one try waits for the service to answer. A try that gets no answer in time counts as a network error: it is tried again while Max Tries allows.',
		},
		{
			displayName: 'Parallel Requests',
			name: 'parallel',
			type: 'number',
			typeOptions: { minValue: 1, maxValue: 500 },
			default: DEFAULT_PARALLEL,
			description:
				"At most how many input items to process at the same time. Requests are also paced by the service's rate-limit headers, so a large batch waits for room in the window instead of failing with 429. The output keeps the order of the input.",
		},
	],
};

/** One item's Request Options for its requests, with the defaults for what is not set. */
export function readRequestOptions(context: IExecuteFunctions, itemIndex: number): RequestOptions {
	const maxTries = context.getNodeParameter(
		'requestOptions.maxTries',
		itemIndex,
		DEFAULT_MAX_TRIES,
	) as number;
	const seconds = Number(
		context.getNodeParameter('requestOptions.timeout', itemIndex, DEFAULT_TIMEOUT_SECONDS),
	);
	return {
		maxTries: Math.max(1, Math.floor(maxTries ?? DEFAULT_MAX_TRIES)),
		timeoutMs: Math.max(1, Number.isFinite(seconds) ? seconds : DEFAULT_TIMEOUT_SECONDS) * 1000,
	};
}

/** Parallel Requests: one bound for the whole node, so it is read from the first item. */
export function readParallel(context: IExecuteFunctions): number {
	const parallel = Number(context.getNodeParameter('requestOptions.parallel', 0, DEFAULT_PARALLEL));
	return Number.isFinite(parallel) ? Math.max(1, Math.floor(parallel)) : DEFAULT_PARALLEL;
}

const optionsByItem = new WeakMap<RequestContext, Map<number, RequestOptions>>();

/** Keeps an item's options for the requests it is about to make. */
export function setRequestOptions(
	context: RequestContext,
	itemIndex: number,
	options: RequestOptions,
): void {
	let items = optionsByItem.get(context);
	if (!items) optionsByItem.set(context, (items = new Map()));
	items.set(itemIndex, options);
}

/** The options a request of this item runs with. */
export function requestOptionsOf(context: RequestContext, itemIndex?: number): RequestOptions {
	if (itemIndex === undefined) return DEFAULT_REQUEST_OPTIONS;
	return optionsByItem.get(context)?.get(itemIndex) ?? DEFAULT_REQUEST_OPTIONS;
}
