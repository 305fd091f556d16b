import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { apiRequest } from '../../transport';
import type { Publication } from '../../types';
import { getMaxTries, getRequiredId, publicationIdProperty, toOutputItems } from '../common';

const properties: INodeProperties[] = [publicationIdProperty];

export const description = updateDisplayOptions(
	{ show: { resource: ['marketplace'], operation: ['get'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	itemIndex: number,
): Promise<INodeExecutionData[]> {
	const publicationId = getRequiredId(this, 'publicationId', itemIndex);
	const publication = await apiRequest<Publication>(this, {
		method: 'GET',
		path: `/marketplace/publications/${encodeURIComponent(publicationId)}`,
		feature: { name: 'publication lookups', addressed: true },
		itemIndex,
		maxTries: getMaxTries(this, itemIndex),
	});
	return toOutputItems(this, publication, itemIndex);
}
