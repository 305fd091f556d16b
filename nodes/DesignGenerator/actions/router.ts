import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

import { readParallel, readRequestOptions, setRequestOptions } from '../transport/requestOptions';
import { resources } from './resources';
import { findOperation } from './operations';

type ItemOutcome = { items: INodeExecutionData[] } | { error: NodeApiError | NodeOperationError };

/**
 * Runs the chosen operation once per input item, up to "Parallel Requests" items at a time,
 * and returns the output in input order, every item paired with the input item it came from.
 */
export async function router(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
	const inputItems = this.getInputData();
	const resource = this.getNodeParameter('resource', 0) as string;
	const operation = this.getNodeParameter('operation', 0) as string;
	const found = findOperation(resources, resource, operation);
	const executeOperation = found?.execute;
	if (!found || !executeOperation) {
		throw new NodeOperationError(
			this.getNode(),
			`The operation "${operation}" of the resource "${resource}" is not supported`,
		);
	}
	if (found.executeOnce && found.runsOnce?.(this)) return [await runOnce(this, found.executeOnce)];
	const parallel = readParallel(this);

	const runItem = async (itemIndex: number): Promise<ItemOutcome> => {
		try {
			// Every request the item makes keeps its Request Options (tries, timeout).
			setRequestOptions(this, itemIndex, readRequestOptions(this, itemIndex));
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

/** An operation that takes all items at once: its output pairs with them, and so does its error. */
async function runOnce(
	context: IExecuteFunctions,
	executeOnce: (this: IExecuteFunctions) => Promise<INodeExecutionData[]>,
): Promise<INodeExecutionData[]> {
	const inputItems = context.getInputData();
	try {
		setRequestOptions(context, 0, readRequestOptions(context, 0));
		return await executeOnce.call(context);
	} catch (error) {
		const nodeError = asNodeError(context, error, 0);
		if (!context.continueOnFail()) throw nodeError;
		const pairedItem = inputItems.map((_, item) => ({ item }));
		return [{ json: errorJson(nodeError), pairedItem }];
	}
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
