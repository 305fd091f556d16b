import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { apiRequest } from '../../transport';
import { designIdProperty, getMaxTries, getRequiredId, toOutputItems } from '../common';

const properties: INodeProperties[] = [
	{
		...designIdProperty,
		description:
			'The ID of the design to delete (starts with dsn_). A published design is withdrawn from the marketplace first.',
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['design'], operation: ['delete'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	itemIndex: number,
): Promise<INodeExecutionData[]> {
	const designId = getRequiredId(this, 'designId', itemIndex);
	const result = await apiRequest<IDataObject>(this, {
		method: 'DELETE',
		path: `/designs/${encodeURIComponent(designId)}`,
		itemIndex,
		maxTries: getMaxTries(this, itemIndex),
	});
	return toOutputItems(this, result, itemIndex);
}
