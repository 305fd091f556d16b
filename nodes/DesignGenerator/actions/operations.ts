/**
 * What an operation is to the node: one file exports its entry in the Operation list, its
 * parameters and what it does for one item; a resource lists its operations once, and both the
 * node's parameters and the router's dispatch come from that list.
 */
import type {
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
	INodePropertyOptions,
} from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

/** An `*.operation.ts` module. */
export interface Operation {
	/** Its entry in the Operation dropdown; `value` is the name saved in workflows. */
	operation: { name: string; value: string; description: string; action: string };
	/** Its parameters; shown for this resource and operation only. */
	properties: INodeProperties[];
	/** Runs the operation for one input item. */
	execute(this: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]>;
	/**
	 * True when this run takes all input items together (one request for all of them, e.g. a
	 * collection of the items): the router then calls `executeOnce` instead of `execute` per item.
	 */
	runsOnce?(context: IExecuteFunctions): boolean;
	executeOnce?(this: IExecuteFunctions): Promise<INodeExecutionData[]>;
}

export interface Resource {
	/** Its entry in the Resource dropdown; `value` is the name saved in workflows. */
	resource: INodePropertyOptions & { value: string };
	defaultOperation: string;
	operations: Operation[];
}

/** The Resource dropdown, then each resource's Operation dropdown and operations' parameters. */
export function nodeProperties(resources: Resource[], defaultResource: string): INodeProperties[] {
	return [
		{
			displayName: 'Resource',
			name: 'resource',
			type: 'options',
			noDataExpression: true,
			options: byName(resources.map(({ resource }) => resource)),
			default: defaultResource,
		},
		...resources.flatMap(resourceProperties),
	];
}

function resourceProperties({
	resource,
	defaultOperation,
	operations,
}: Resource): INodeProperties[] {
	return [
		{
			displayName: 'Operation',
			name: 'operation',
			type: 'options',
			noDataExpression: true,
			displayOptions: { show: { resource: [resource.value] } },
			options: byName(operations.map(({ operation }) => operation)),
			default: defaultOperation,
		},
		...operations.flatMap(({ operation, properties }) =>
			updateDisplayOptions(
				{ show: { resource: [resource.value], operation: [operation.value] } },
				properties,
			),
		),
	];
}

/** n8n lists options in alphabetical order. */
function byName<T extends { name: string }>(options: T[]): T[] {
	return [...options].sort((a, b) => a.name.localeCompare(b.name));
}

/** The operation a resource and operation name choose, if any. */
export function findOperation(
	resources: Resource[],
	resource: string,
	operation: string,
): Operation | undefined {
	return resources
		.find((r) => r.resource.value === resource)
		?.operations.find((o) => o.operation.value === operation);
}
