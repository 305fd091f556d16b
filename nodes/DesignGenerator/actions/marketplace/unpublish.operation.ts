import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { apiRequest } from '../../transport';
import type { Publication } from '../../types';
import { getRequiredId, publicationIdProperty, toOutputItems } from '../common';

export const properties: INodeProperties[] = [
	{
		...publicationIdProperty,
		description:
			'The ID of the publication to withdraw from the marketplace (starts with pub_). Withdrawing twice is harmless.',
	},
];

export const operation = {
	name: 'Unpublish',
	value: 'unpublish',
	description: 'Withdraw a publication from the marketplace',
	action: 'Unpublish a publication',
};

export async function execute(
	this: IExecuteFunctions,
	itemIndex: number,
): Promise<INodeExecutionData[]> {
	const publicationId = getRequiredId(this, 'publicationId', itemIndex);
	const publication = await apiRequest<Publication>(this, {
		method: 'DELETE',
		path: `/marketplace/publications/${encodeURIComponent(publicationId)}`,
		feature: { name: 'unpublishing', addressed: true },
		itemIndex,
	});
	return toOutputItems(this, publication, itemIndex);
}
