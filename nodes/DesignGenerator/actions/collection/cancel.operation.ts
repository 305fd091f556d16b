import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { apiRequestWithResponse, idempotencyKey } from '../../transport';
import { getRequiredId, toOutputItems } from '../common';
import {
	COLLECTIONS,
	collectionIdProperty,
	collectionOutput,
	collectionPath,
	readCollection,
} from './collectionApi';

export const properties: INodeProperties[] = [
	{
		...collectionIdProperty,
		description:
			'The ID of the collection to cancel (starts with col_). Designs not yet made are canceled; those already made stay.',
	},
];

export const operation = {
	name: 'Cancel',
	value: 'cancel',
	description:
		'Cancel a collection: designs not yet made are canceled, those already made stay (an ended collection is left as it is)',
	action: 'Cancel a collection',
};

export async function execute(
	this: IExecuteFunctions,
	itemIndex: number,
): Promise<INodeExecutionData[]> {
	const collectionId = getRequiredId(this, 'collectionId', itemIndex);
	const path = `${collectionPath(collectionId)}/cancel`;
	const response = await apiRequestWithResponse<unknown>(this, {
		method: 'POST',
		path,
		body: {},
		idempotencyKey: idempotencyKey(this, itemIndex, 'collection.cancel'),
		feature: { ...COLLECTIONS, addressed: true, objectPath: collectionPath(collectionId) },
		itemIndex,
	});
	const collection = readCollection(this, response, `POST ${path}`, itemIndex);
	return toOutputItems(this, collectionOutput(collection), itemIndex);
}
