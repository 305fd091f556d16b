/** Parameters and helpers that several operations share. */
import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

export const designIdProperty: INodeProperties = {
	displayName: 'Design ID',
	name: 'designId',
	type: 'string',
	required: true,
	default: '',
	placeholder: 'e.g. dsn_4fQ8rT2kLm9xVb7Zc1Np',
	description: 'The ID of the design (starts with dsn_), as returned by Generate or Get Many',
};

export const publicationIdProperty: INodeProperties = {
	displayName: 'Publication ID',
	name: 'publicationId',
	type: 'string',
	required: true,
	default: '',
	placeholder: 'e.g. pub_7hJ2kQ9wXr4tLp3Mz8Vb',
	description:
		'The ID of the marketplace publication (starts with pub_), as returned by Publish or Get Many',
};

export const returnAllProperty: INodeProperties = {
	displayName: 'Return All',
	name: 'returnAll',
	type: 'boolean',
	default: false,
	description: 'Whether to return all results or only up to a given limit',
};

export const limitProperty: INodeProperties = {
	displayName: 'Limit',
	name: 'limit',
	type: 'number',
	typeOptions: { minValue: 1 },
	default: 50,
	description: 'Max number of results to return',
	displayOptions: { show: { returnAll: [false] } },
};

/** The item's Return All / Limit: the most objects to return, or undefined for all of them. */
export function readLimit(context: IExecuteFunctions, itemIndex: number): number | undefined {
	const returnAll = context.getNodeParameter('returnAll', itemIndex, false) as boolean;
	return returnAll ? undefined : (context.getNodeParameter('limit', itemIndex, 50) as number);
}

/** A Seed field (the service takes 0 to 2^31 − 1); `description` says what it makes repeatable. */
export function seedProperty(description: string): INodeProperties {
	return {
		displayName: 'Seed',
		name: 'seed',
		type: 'number',
		typeOptions: { minValue: 0, maxValue: 2147483647, numberPrecision: 0 },
		default: 0,
		description,
	};
}

/** An ID parameter, trimmed; an empty one is refused before any request (it would change the path). */
export function getRequiredId(context: IExecuteFunctions, name: string, itemIndex: number): string {
	const value = String(context.getNodeParameter(name, itemIndex, '') ?? '').trim();
	if (!value) {
		throw new NodeOperationError(context.getNode(), `The parameter "${name}" is empty`, {
			itemIndex,
			description: 'Enter an ID, or map one from a previous node with an expression.',
		});
	}
	return value;
}

/** Output items for one input item, each paired with it. */
export function toOutputItems(
	context: IExecuteFunctions,
	data: IDataObject | IDataObject[],
	itemIndex: number,
): INodeExecutionData[] {
	return context.helpers.constructExecutionMetaData(context.helpers.returnJsonArray(data), {
		itemData: { item: itemIndex },
	});
}

/**
 * Whether the node runs as an AI Agent's tool: n8n registers a `usableAsTool` node a second time,
 * as `<name>Tool`. An agent reads JSON only (n8n drops binary data from a tool's answer, with a
 * warning), so there the operations download nothing and answer with ids and image URLs.
 */
export function runsAsTool(context: IExecuteFunctions): boolean {
	return context.getNode().type.endsWith('Tool');
}
