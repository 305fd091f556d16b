import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { apiRequest } from '../../transport';
import type { Publication } from '../../types';
import { getMaxTries, getRequiredId, publicationIdProperty, toOutputItems } from '../common';

const properties: INodeProperties[] = [
	{
		...publicationIdProperty,
		description:
			'The ID of the publication to withdraw from the marketplace (starts with pub_). Withdrawing twice is harmless.',
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['marketplace'], operation: ['unpublish'] } },
	properties,
);

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
		maxTries: getMaxTries(this, itemIndex),
	});
	return toOutputItems(this, publication, itemIndex);
}
