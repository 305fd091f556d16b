import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { styleId } from '../../styles';
import { apiRequestWithResponse, idempotencyKey } from '../../transport';
import { generationSpend } from '../../transport/pacer';
import { runsAsTool, seedProperty } from '../common';
import {
	COLLECTIONS,
	collectionOutput,
	getCollection,
	isEnded,
	readCollection,
} from './collectionApi';
import {
	type PairRange,
	pairedItems,
	prepareResume,
	resumeUrlOf,
	subscribeResume,
	unsubscribeResume,
	waitForResume,
} from './resumeOnWebhook';
import { waitForCollection } from './waitForCollection';

/** The most designs one collection holds (docs/contract.md "Collections"). */
export const MAX_COLLECTION_SIZE = 50;
const DEFAULT_MAX_WAIT_MINUTES = 10;

export const properties: INodeProperties[] = [
	{
		displayName: 'Source',
		name: 'source',
		type: 'options',
		noDataExpression: true,
		options: [
			{
				name: 'From a Brief',
				value: 'brief',
				description:
					'The service plans a coherent line from a brief in words: varied garments, one shared palette. One collection per input item.',
			},
			{
				name: 'From Input Items',
				value: 'items',
				description:
					"One collection from all input items together, each item's prompt one design (at most 50)",
			},
		],
		default: 'brief',
	},
	{
		displayName: 'Name',
		name: 'name',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. Resort 2027',
		description: 'The name of the collection (1 to 140 characters)',
	},
	{
		displayName: 'Style Name or ID',
		name: 'style',
		type: 'options',
		typeOptions: { loadOptionsMethod: 'getStyles' },
		required: true,
		default: '',
		description:
			'The fashion style of the collection (an item may give its own). Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
	},
	{
		displayName: 'Brief',
		name: 'brief',
		type: 'string',
		typeOptions: { rows: 4 },
		required: true,
		default: '',
		placeholder: 'e.g. resort capsule in washed linen, sand, terracotta and ivory',
		description:
			'The line in words: the occasion or season, colours, materials and pattern it should share (1 to 4000 characters)',
		displayOptions: { show: { source: ['brief'] } },
	},
	{
		displayName: 'Count',
		name: 'count',
		type: 'number',
		typeOptions: { minValue: 1, maxValue: MAX_COLLECTION_SIZE, numberPrecision: 0 },
		default: 12,
		description: 'How many designs the collection holds (1 to 50); each counts as one generation',
		displayOptions: { show: { source: ['brief'] } },
	},
	{
		displayName: 'Prompt',
		name: 'itemPrompt',
		type: 'string',
		required: true,
		default: '={{ $json.prompt }}',
		description: "Each input item's design, in plain words: map it from the item's own field",
		displayOptions: { show: { source: ['items'] } },
	},
	{
		displayName: 'Item Fields',
		name: 'itemFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		displayOptions: { show: { source: ['items'] } },
		options: [
			{
				displayName: 'Custom ID',
				name: 'customId',
				type: 'string',
				default: '',
				placeholder: 'e.g. {{ $json.sku }}',
				description:
					"Your own reference for the item's design (e.g. a SKU), kept on the design as custom_id",
			},
			seedProperty(
				"Makes the item's design repeatable: the same prompt, style and seed give the same design",
			),
			{
				displayName: 'Style',
				name: 'style',
				type: 'string',
				default: '',
				placeholder: 'e.g. {{ $json.style }}',
				description:
					"The item's own style ID or name, e.g. streetwear; empty: the collection's style",
			},
		],
	},
	{
		displayName: 'Completion',
		name: 'completion',
		type: 'options',
		options: [
			{
				name: 'Resume on Webhook',
				value: 'resumeOnWebhook',
				description:
					'The execution waits in n8n, holding no worker, until the service calls it back when the collection ends (the service must reach this n8n)',
			},
			{
				name: 'Return at Once',
				value: 'returnAtOnce',
				description: 'Output the collection as accepted, while its designs are still being made',
			},
			{
				name: 'Wait',
				value: 'wait',
				description: 'Check the collection until it ends, then output it',
			},
		],
		default: 'wait',
		description: 'When the node outputs the collection',
	},
	{
		displayName: 'Max Wait (Minutes)',
		name: 'maxWait',
		type: 'number',
		typeOptions: { minValue: 0.1, numberPrecision: 1 },
		default: DEFAULT_MAX_WAIT_MINUTES,
		description:
			'How long to wait for the collection to end. Past it the node outputs the collection as it is then, with wait_limit_reached set to true; it keeps being made, and Collection → Get finds it later.',
		displayOptions: { show: { completion: ['wait', 'resumeOnWebhook'] } },
	},
];

export const operation = {
	name: 'Create',
	value: 'create',
	description:
		'Make many designs as one job: a line planned from a brief, or one design for each input item',
	action: 'Create a collection',
};

/** From Input Items makes one collection of all the items: the router runs it once. */
export function runsOnce(context: IExecuteFunctions): boolean {
	return context.getNodeParameter('source', 0, 'brief') === 'items';
}

/** From a Brief: one collection for the item. */
export async function execute(
	this: IExecuteFunctions,
	itemIndex: number,
): Promise<INodeExecutionData[]> {
	const count = this.getNodeParameter('count', itemIndex, 12) as number;
	const body: IDataObject = {
		...collectionFields(this, itemIndex),
		brief: this.getNodeParameter('brief', itemIndex) as string,
		count,
	};
	return await createCollection(this, body, count, { first: itemIndex, last: itemIndex });
}

/** From Input Items: one collection whose designs are the items, in their order. */
export async function executeOnce(this: IExecuteFunctions): Promise<INodeExecutionData[]> {
	const inputItems = this.getInputData();
	if (inputItems.length === 0) return [];
	if (inputItems.length > MAX_COLLECTION_SIZE) {
		throw new NodeOperationError(
			this.getNode(),
			`A collection holds at most ${MAX_COLLECTION_SIZE} designs, and ${inputItems.length} items came in`,
			{
				itemIndex: 0,
				description: `Put a Loop Over Items node (batch size ${MAX_COLLECTION_SIZE}) before this one to make one collection per batch.`,
			},
		);
	}
	const items = inputItems.map((_, itemIndex) => collectionItem(this, itemIndex));
	const body: IDataObject = { ...collectionFields(this, 0), items };
	return await createCollection(this, body, items.length, {
		first: 0,
		last: inputItems.length - 1,
	});
}

function collectionFields(context: IExecuteFunctions, itemIndex: number): IDataObject {
	return {
		name: context.getNodeParameter('name', itemIndex) as string,
		style: styleId(context.getNodeParameter('style', itemIndex) as string),
	};
}

/** One input item as a collection item: its prompt, and its own style, seed and custom ID if given. */
function collectionItem(context: IExecuteFunctions, itemIndex: number): IDataObject {
	const prompt = context.getNodeParameter('itemPrompt', itemIndex, '') as unknown;
	if (typeof prompt !== 'string' || prompt.trim() === '') {
		throw new NodeOperationError(context.getNode(), `Input item ${itemIndex + 1} has no prompt`, {
			itemIndex,
			description:
				'The Prompt parameter gave nothing for this item: map it from a field every item has, e.g. {{ $json.prompt }}.',
		});
	}
	const fields = context.getNodeParameter('itemFields', itemIndex, {}) as {
		customId?: unknown;
		seed?: unknown;
		style?: unknown;
	};
	const item: IDataObject = { prompt };
	const style = String(fields.style ?? '').trim();
	if (style) item.style = styleId(style);
	if (fields.seed !== undefined && fields.seed !== '' && fields.seed !== null)
		item.seed = fields.seed;
	const customId = String(fields.customId ?? '').trim();
	if (customId) item.custom_id = customId;
	return item;
}

/**
 * Creates the collection and outputs it when the item's Completion says: as accepted, once it has
 * ended (polled), or, resumed on the service's webhook, from the execution's wait.
 */
async function createCollection(
	context: IExecuteFunctions,
	body: IDataObject,
	designs: number,
	pair: PairRange,
): Promise<INodeExecutionData[]> {
	const itemIndex = pair.first;
	const completion = context.getNodeParameter('completion', itemIndex, 'wait') as string;
	const maxWaitMs =
		(context.getNodeParameter('maxWait', itemIndex, DEFAULT_MAX_WAIT_MINUTES) as number) * 60_000;
	// An AI Agent's tool call cannot pause the workflow: as a tool the node waits by polling.
	const resume = completion === 'resumeOnWebhook' && !runsAsTool(context);
	let resumeUrl: string | undefined;
	if (resume) {
		if (pair.first === pair.last && context.getInputData().length > 1) {
			throw new NodeOperationError(
				context.getNode(),
				'Resume on Webhook waits for one collection, and this run would make one per input item',
				{
					itemIndex,
					description:
						'Feed the node one item per run (e.g. with Loop Over Items, batch size 1), use Source "From Input Items" for one collection of all items, or set Completion to Wait.',
				},
			);
		}
		resumeUrl = resumeUrlOf(context, itemIndex);
		await prepareResume(context, resumeUrl, itemIndex);
	}
	const startedAt = Date.now();
	const response = await apiRequestWithResponse<unknown>(context, {
		method: 'POST',
		path: '/collections',
		body,
		idempotencyKey: idempotencyKey(context, itemIndex, 'collection.create'),
		spend: generationSpend(designs),
		feature: COLLECTIONS,
		itemIndex,
	});
	let collection = readCollection(context, response, 'POST /collections', itemIndex);
	if (resumeUrl !== undefined && !isEnded(collection)) {
		const collectionId = String(collection.id);
		const endpointId = await subscribeResume(context, collectionId, pair, resumeUrl, itemIndex);
		// It may have ended before the endpoint existed, and no event would then come.
		collection = await getCollection(context, collectionId, itemIndex);
		if (!isEnded(collection)) {
			return await waitForResume(context, collection, pair, new Date(startedAt + maxWaitMs));
		}
		await unsubscribeResume(context, endpointId, itemIndex);
	} else if (completion !== 'returnAtOnce') {
		collection = await waitForCollection(context, collection, maxWaitMs, itemIndex);
	}
	return [{ json: collectionOutput(collection), pairedItem: pairedItems(pair) }];
}
