import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { apiRequest, idempotencyKey } from '../../transport';
import type { Publication } from '../../types';
import { designIdProperty, getMaxTries, getRequiredId, toOutputItems } from '../common';

const properties: INodeProperties[] = [
	{
		...designIdProperty,
		description: 'The ID of the finished design to put on the marketplace (starts with dsn_)',
	},
	{
		displayName: 'Price Amount',
		name: 'priceAmount',
		type: 'number',
		typeOptions: { minValue: 0, maxValue: 100000000, numberPrecision: 0 },
		required: true,
		default: 0,
		description:
			"The price in the currency's smallest unit (cents for USD or EUR): 2500 means 25.00. Must be a whole number.",
	},
	{
		displayName: 'Currency',
		name: 'currency',
		type: 'string',
		required: true,
		default: 'USD',
		placeholder: 'e.g. USD',
		description: 'Three-letter ISO 4217 currency code of the price, e.g. USD, EUR, GBP or JPY',
	},
	{
		displayName: 'Additional Fields',
		name: 'additionalFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		options: [
			{
				displayName: 'Description',
				name: 'description',
				type: 'string',
				typeOptions: { rows: 4 },
				default: '',
				description: 'Text shown on the listing page (up to 5000 characters)',
			},
			{
				displayName: 'Tags',
				name: 'tags',
				type: 'string',
				default: '',
				placeholder: 'e.g. hoodie, streetwear, navy',
				description: 'Comma-separated search tags (up to 13, each 1 to 20 characters)',
			},
			{
				displayName: 'Title',
				name: 'title',
				type: 'string',
				default: '',
				description:
					"Title of the listing (1 to 140 characters); the design's own title when left out",
			},
			{
				displayName: 'Visibility',
				name: 'visibility',
				type: 'options',
				options: [
					{
						name: 'Public',
						value: 'public',
						description: 'Listed on the marketplace for everyone',
					},
					{
						name: 'Unlisted',
						value: 'unlisted',
						description: 'Reachable only through its link',
					},
				],
				default: 'public',
				description: 'Who can find the listing',
			},
		],
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['marketplace'], operation: ['publish'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	itemIndex: number,
): Promise<INodeExecutionData[]> {
	const designId = getRequiredId(this, 'designId', itemIndex);
	const amount = this.getNodeParameter('priceAmount', itemIndex) as number;
	const currency = (this.getNodeParameter('currency', itemIndex, 'USD') as string).trim();
	const additionalFields = this.getNodeParameter('additionalFields', itemIndex, {}) as {
		description?: string;
		tags?: string | string[];
		title?: string;
		visibility?: string;
	};

	const body: IDataObject = { design_id: designId, price: { amount, currency } };
	if (additionalFields.title) body.title = additionalFields.title;
	if (additionalFields.description) body.description = additionalFields.description;
	if (additionalFields.visibility) body.visibility = additionalFields.visibility;
	if (additionalFields.tags !== undefined) {
		// An expression may give an array; the field itself is comma-separated text.
		const tags = Array.isArray(additionalFields.tags)
			? additionalFields.tags
			: String(additionalFields.tags).split(',');
		body.tags = tags.map((tag) => String(tag).trim()).filter((tag) => tag !== '');
	}

	const publication = await apiRequest<Publication>(this, {
		method: 'POST',
		path: '/marketplace/publish',
		body,
		idempotencyKey: idempotencyKey(this, itemIndex, 'marketplace.publish'),
		itemIndex,
		maxTries: getMaxTries(this, itemIndex),
	});
	return toOutputItems(this, publication, itemIndex);
}
