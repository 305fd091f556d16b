import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';

import { styleId } from '../../styles';
import { apiRequestAllItems } from '../../transport';
import type { Design } from '../../types';
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
				displayName: 'Garment Name or ID',
				name: 'garment',
				type: 'options',
				typeOptions: { loadOptionsMethod: 'getGarments' },
				default: '',
				description:
					'Return only designs of this garment, e.g. hoodie, dress or jeans. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
			},
			{
				displayName: 'Parent Design ID',
				name: 'parentId',
				type: 'string',
				default: '',
				placeholder: 'e.g. dsn_4fQ8rT2kLm9xVb7Zc1Np',
				description: 'Return only the variations made from this design (starts with dsn_)',
			},
			{
				displayName: 'Published',
				name: 'published',
				type: 'boolean',
				default: true,
				description:
					'Whether to return only designs that are on the marketplace (on) or only those that are not (off)',
			},
			{
				displayName: 'Search',
				name: 'q',
				type: 'string',
				default: '',
				placeholder: 'e.g. navy hoodie',
				description:
					"Words that must all occur, as whole words and in any case, in the design's prompt or title (1 to 200 characters)",
			},
			{
				displayName: 'Status',
				name: 'status',
				type: 'options',
				options: [
					{ name: 'Failed', value: 'failed' },
					{ name: 'Pending', value: 'pending' },
					{ name: 'Succeeded', value: 'succeeded' },
				],
				default: 'succeeded',
				description: 'Return only designs in this generation state',
			},
			{
				displayName: 'Style Name or ID',
				name: 'style',
				type: 'options',
				typeOptions: { loadOptionsMethod: 'getStyles' },
				default: '',
				description:
					'Return only designs of this style. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
			},
		],
	},
];

export const operation = {
	name: 'Get Many',
	value: 'getAll',
	description: 'Get many designs',
	action: 'Get many designs',
};

export async function execute(
	this: IExecuteFunctions,
	itemIndex: number,
): Promise<INodeExecutionData[]> {
	const limit = readLimit(this, itemIndex);
	const filters = this.getNodeParameter('filters', itemIndex, {}) as {
		garment?: string;
		parentId?: string;
		published?: boolean;
		q?: string;
		status?: string;
		style?: string;
	};

	const qs: IDataObject = {};
	const q = String(filters.q ?? '').trim();
	if (q) qs.q = q;
	if (filters.garment) qs.garment = filters.garment;
	const parentId = String(filters.parentId ?? '').trim();
	if (parentId) qs.parent_id = parentId;
	if (filters.style) qs.style = styleId(filters.style);
	if (filters.status) qs.status = filters.status;
	if (filters.published !== undefined) qs.published = String(filters.published);

	const designs = await apiRequestAllItems<Design>(
		this,
		{ path: '/designs', qs, itemIndex },
		limit,
	);
	return toOutputItems(this, designs, itemIndex);
}
