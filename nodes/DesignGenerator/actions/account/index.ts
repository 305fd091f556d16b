import type { Resource } from '../operations';
import * as get from './get.operation';

export const account: Resource = {
	resource: {
		name: 'Account',
		value: 'account',
		description: "The API key's account: plan, rate limits and usage",
	},
	defaultOperation: 'get',
	operations: [get],
};
