import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';

import { apiRequestAllItems } from '../../transport';
import type { Publication } from '../../types';
import { limitProperty, readLimit, returnAllProperty, toOutputItems } from '../common';

export const properties: INodeProperties[] = [
	returnAllProperty,
	limitProperty,
	{
		displayName: 'Filters',
		name: 'filters',
		type: 'collection',
		placeholder: 'Add Filter',
		default: {},
		options: [
			{
				displayName: 'Design ID',
				name: 'designId',
				type: 'string',
				default: '',
				placeholder: 'e.g. dsn_4fQ8rT2kLm9xVb7Zc1Np',
				description: 'Return only publications of this design',
			},
			{
				displayName: 'Status',
				name: 'status',
				type: 'options',
				options: [
					{ name: 'Published', value: 'published' },
					{ name: 'Withdrawn', value: 'withdrawn' },
				],
				default: 'published',
				description: 'Return only publications in this state',
			},
		],
	},
];

export const operation = {
	name: 'Get Many',
	value: 'getAll',
	description: 'Get many publications',
	action: 'Get many publications',
};

export async function execute(
	this: IExecuteFunctions,
	itemIndex: number,
): Promise<INodeExecutionData[]> {
	const limit = readLimit(this, itemIndex);
	const filters = this.getNodeParameter('filters', itemIndex, {}) as {
		designId?: string;
		status?: string;
	};

	const qs: IDataObject = {};
	if (filters.status) qs.status = filters.status;
	if (filters.designId?.trim()) qs.design_id = filters.designId.trim();

	const publications = await apiRequestAllItems<Publication>(
		this,
		{
			path: '/marketplace/publications',
			qs,
			feature: { name: 'a list of publications' },
			itemIndex,
		},
		limit,
	);
	return toOutputItems(this, publications, itemIndex);
}
