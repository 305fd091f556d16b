import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { apiRequest } from '../../transport';
import type { Design } from '../../types';
import { designIdProperty, getMaxTries, getRequiredId, toOutputItems } from '../common';

const properties: INodeProperties[] = [designIdProperty];

export const description = updateDisplayOptions(
	{ show: { resource: ['design'], operation: ['get'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	itemIndex: number,
): Promise<INodeExecutionData[]> {
	const designId = getRequiredId(this, 'designId', itemIndex);
	const design = await apiRequest<Design>(this, {
		method: 'GET',
		path: `/designs/${encodeURIComponent(designId)}`,
		itemIndex,
		maxTries: getMaxTries(this, itemIndex),
	});
	return toOutputItems(this, design, itemIndex);
}
