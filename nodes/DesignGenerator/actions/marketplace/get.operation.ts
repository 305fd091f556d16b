import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { apiRequest } from '../../transport';
import type { Publication } from '../../types';
import { getRequiredId, publicationIdProperty, toOutputItems } from '../common';

export const properties: INodeProperties[] = [publicationIdProperty];

export const operation = {
	name: 'Get',
	value: 'get',
	description: 'Get one marketplace publication by its ID',
	action: 'Get a publication',
};

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
	});
	return toOutputItems(this, publication, itemIndex);
}
