import type { INodeProperties } from 'n8n-workflow';

import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as publish from './publish.operation';
import * as unpublish from './unpublish.operation';

export { get, getAll, publish, unpublish };

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['marketplace'] } },
		options: [
			{
				name: 'Get',
				value: 'get',
				description: 'Get one marketplace publication by its ID',
				action: 'Get a publication',
			},
			{
				name: 'Get Many',
				value: 'getAll',
				description: 'Get many publications',
				action: 'Get many publications',
			},
			{
				name: 'Publish',
				value: 'publish',
				description: 'Put a finished design on the marketplace with a price',
				action: 'Publish a design',
			},
			{
				name: 'Unpublish',
				value: 'unpublish',
				description: 'Withdraw a publication from the marketplace',
				action: 'Unpublish a publication',
			},
		],
		default: 'publish',
	},
	...publish.description,
	...get.description,
	...getAll.description,
	...unpublish.description,
];
