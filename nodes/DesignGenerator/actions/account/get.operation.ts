import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { apiRequest } from '../../transport';
import type { Account } from '../../types';
import { toOutputItems } from '../common';

export const properties: INodeProperties[] = [];

export const operation = {
	name: 'Get',
	value: 'get',
	description: "Get the API key's account: plan, rate limits and usage this month",
	action: 'Get the account',
};

export async function execute(
	this: IExecuteFunctions,
	itemIndex: number,
): Promise<INodeExecutionData[]> {
	const account = await apiRequest<Account>(this, {
		method: 'GET',
		path: '/account',
		feature: { name: 'account details' },
		itemIndex,
	});
	return toOutputItems(this, account, itemIndex);
}
