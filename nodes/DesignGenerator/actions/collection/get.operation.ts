import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { getRequiredId, toOutputItems } from '../common';
import { collectionIdProperty, collectionOutput, getCollection } from './collectionApi';

export const properties: INodeProperties[] = [collectionIdProperty];

export const operation = {
	name: 'Get',
	value: 'get',
	description:
		'Get one collection by its ID: its status, counts, palette and, once it ended, why designs failed',
	action: 'Get a collection',
};

export async function execute(
	this: IExecuteFunctions,
	itemIndex: number,
): Promise<INodeExecutionData[]> {
	const collectionId = getRequiredId(this, 'collectionId', itemIndex);
	const collection = await getCollection(this, collectionId, itemIndex);
	return toOutputItems(this, collectionOutput(collection), itemIndex);
}
