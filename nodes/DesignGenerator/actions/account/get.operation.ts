import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { apiRequest } from '../../transport';
import type { Account } from '../../types';
import { getMaxTries, toOutputItems } from '../common';

const properties: INodeProperties[] = [];

export const description = updateDisplayOptions(
	{ show: { resource: ['account'], operation: ['get'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	itemIndex: number,
): Promise<INodeExecutionData[]> {
	const account = await apiRequest<Account>(this, {
		method: 'GET',
		path: '/account',
		feature: { name: 'account details' },
		itemIndex,
		maxTries: getMaxTries(this, itemIndex),
	});
	return toOutputItems(this, account, itemIndex);
}
