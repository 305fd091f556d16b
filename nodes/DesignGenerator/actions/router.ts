import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

import * as account from './account';
import * as design from './design';
import * as marketplace from './marketplace';

type OperationExecute = (
	this: IExecuteFunctions,
	itemIndex: number,
) => Promise<INodeExecutionData[]>;

const operations: Record<string, Record<string, OperationExecute>> = {
	account: {
		get: account.get.execute,
	},
	design: {
		generate: design.generate.execute,
		createVariations: design.createVariations.execute,
		get: design.get.execute,
		getAll: design.getAll.execute,
		delete: design.delete.execute,
		downloadImage: design.downloadImage.execute,
	},
	marketplace: {
		publish: marketplace.publish.execute,
		get: marketplace.get.execute,
		getAll: marketplace.getAll.execute,
		unpublish: marketplace.unpublish.execute,
	},
};

/**
 * Items processed at the same time unless Request Options say otherwise: chosen from
 * bench/node-pacing.ts (see the README). The pacer, not this bound, keeps the node within the
 * service's rate limit.
 */
export const DEFAULT_PARALLEL = 128;

type ItemOutcome = { items: INodeExecutionData[] } | { error: NodeApiError | NodeOperationError };

/**
 * Runs the chosen operation once per input item, up to "Parallel Requests" items at a time,
 * and returns the output in input order, every item paired with the input item it came from.
 */
export async function router(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
	const inputItems = this.getInputData();
	const resource = this.getNodeParameter('resource', 0) as string;
	const operation = this.getNodeParameter('operation', 0) as string;
	const executeOperation = operations[resource]?.[operation];
	if (!executeOperation) {
		throw new NodeOperationError(
			this.getNode(),
			`The operation "${operation}" of the resource "${resource}" is not supported`,
		);
	}
	const setByHand = Number(this.getNodeParameter('requestOptions.parallel', 0, DEFAULT_PARALLEL));
	const parallel = Number.isFinite(setByHand)
		? Math.max(1, Math.floor(setByHand))
		: DEFAULT_PARALLEL;

	const runItem = async (itemIndex: number): Promise<ItemOutcome> => {
		try {
			return { items: await executeOperation.call(this, itemIndex) };
		} catch (error) {
			const nodeError = asNodeError(this, error, itemIndex);
			if (this.continueOnFail()) {
				return { items: [{ json: errorJson(nodeError), pairedItem: { item: itemIndex } }] };
			}
			return { error: nodeError };
		}
	};

	const outcomes: ItemOutcome[] = new Array(inputItems.length);
	let nextItem = 0;
	let failed = false;
	// Each worker takes the next unstarted item; after a failure no new item starts.
	const worker = async () => {
		while (!failed && nextItem < inputItems.length) {
			const itemIndex = nextItem++;
			const outcome = await runItem(itemIndex);
			outcomes[itemIndex] = outcome;
			if ('error' in outcome) failed = true;
		}
	};
	await Promise.all(Array.from({ length: Math.min(parallel, inputItems.length) }, worker));

	const returnData: INodeExecutionData[] = [];
	for (const outcome of outcomes) {
		if (outcome === undefined) continue;
		// The first failed item in input order stops the node, as with sequential processing.
		if ('error' in outcome) throw outcome.error;
		returnData.push(...outcome.items);
	}
	return [returnData];
}

function asNodeError(context: IExecuteFunctions, error: unknown, itemIndex: number) {
	if (error instanceof NodeApiError || error instanceof NodeOperationError) {
		error.context.itemIndex ??= itemIndex;
		return error;
	}
	return new NodeOperationError(context.getNode(), error as Error, { itemIndex });
}

/** The json of a continue-on-fail item: the message plus what the service said. */
function errorJson(error: NodeApiError | NodeOperationError): IDataObject {
	const json: IDataObject = { error: error.message };
	if (error.description) json.description = error.description;
	if (error instanceof NodeApiError && error.httpCode) json.httpCode = error.httpCode;
	const { code, requestId, fieldErrors } = error.context;
	if (code) json.code = code;
	if (requestId) json.requestId = requestId;
	if (fieldErrors) json.fieldErrors = fieldErrors as IDataObject[];
	return json;
}
