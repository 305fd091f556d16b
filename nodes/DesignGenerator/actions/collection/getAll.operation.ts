import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';

import { apiRequestAllItems } from '../../transport';
import { limitProperty, readLimit, returnAllProperty, toOutputItems } from '../common';
import { COLLECTIONS, collectionOutput } from './collectionApi';

export const properties: INodeProperties[] = [returnAllProperty, limitProperty];

export const operation = {
	name: 'Get Many',
	value: 'getAll',
	description: 'Get many collections, newest first',
	action: 'Get many collections',
};

export async function execute(
	this: IExecuteFunctions,
	itemIndex: number,
): Promise<INodeExecutionData[]> {
	const limit = readLimit(this, itemIndex);
	const collections = await apiRequestAllItems<IDataObject>(
		this,
		{ path: '/collections', feature: COLLECTIONS, itemIndex },
		limit,
	);
	return toOutputItems(this, collections.map(collectionOutput), itemIndex);
}
