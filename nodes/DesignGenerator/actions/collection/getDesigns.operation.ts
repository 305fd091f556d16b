import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { apiRequestAllItems } from '../../transport';
import type { Design } from '../../types';
import {
	getRequiredId,
	limitProperty,
	readLimit,
	returnAllProperty,
	toOutputItems,
} from '../common';
import { collectionIdProperty, getCollection } from './collectionApi';

export const properties: INodeProperties[] = [
	collectionIdProperty,
	returnAllProperty,
	limitProperty,
];

export const operation = {
	name: 'Get Designs',
	value: 'getDesigns',
	description: "Get the designs of a collection, in the collection's order",
	action: 'Get the designs of a collection',
};

export async function execute(
	this: IExecuteFunctions,
	itemIndex: number,
): Promise<INodeExecutionData[]> {
	const collectionId = getRequiredId(this, 'collectionId', itemIndex);
	const limit = readLimit(this, itemIndex);
	// First the collection itself: an unknown ID, or a service without collections, is told as such
	// rather than as an empty list.
	await getCollection(this, collectionId, itemIndex);
	const designs = await apiRequestAllItems<Design>(
		this,
		{ path: '/designs', qs: { collection_id: collectionId }, itemIndex },
		limit,
	);
	// A service that ignores the filter lists every design; none of those may pass as the collection's.
	const stranger = designs.find((design) => design.collection_id !== collectionId);
	if (stranger) {
		throw new NodeOperationError(
			this.getNode(),
			"The service did not filter the designs by collection: it listed one that is not the collection's",
			{
				itemIndex,
				description: `Design ${String(stranger.id)} has collection_id ${JSON.stringify(stranger.collection_id ?? null)}, not ${collectionId}. The service may not support GET /designs?collection_id=…`,
			},
		);
	}
	return toOutputItems(this, designs, itemIndex);
}
