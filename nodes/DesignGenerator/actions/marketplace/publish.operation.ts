import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { NodeApiError, NodeOperationError, jsonParse } from 'n8n-workflow';

import { isPlainObject, unwrapObject } from '../../shapes/objects';
import { apiRequestWithResponse, idempotencyKey } from '../../transport';
import { designIdProperty, getRequiredId, toOutputItems } from '../common';

export const properties: INodeProperties[] = [
	{
		...designIdProperty,
		description: 'The ID of the finished design to put on the marketplace (starts with dsn_)',
	},
	{
		displayName: 'Price in Cents (Smallest Currency Unit)',
		name: 'priceAmount',
		type: 'number',
		typeOptions: { minValue: 0, maxValue: 100000000, numberPrecision: 0 },
		default: 0,
		description:
			"The price as a whole number of the currency's smallest unit: cents for USD or EUR, so 2500 lists the design at 25.00; yen for JPY. 0 sends no price (for a service that takes none, or a free listing set in Extra Body Fields).",
		hint: 'In cents: 2500 = 25.00, and 69 = 0.69. At 0 the node sends no price.',
	},
	{
		displayName: 'Currency',
		name: 'currency',
		type: 'string',
		default: 'USD',
		placeholder: 'e.g. USD',
		description:
			'Three-letter ISO 4217 currency code of the price, e.g. USD, EUR, GBP or JPY; sent with a price only',
		displayOptions: { hide: { priceAmount: [0] } },
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
				displayName: 'Design ID Field',
				name: 'designIdField',
				type: 'string',
				default: 'design_id',
				placeholder: 'e.g. designId',
				description:
					'The body field that names the design, as the service expects it: design_id by default, or e.g. designId. A name with dots nests the ID in an object.',
			},
			{
				displayName: 'Extra Body (JSON)',
				name: 'bodyJson',
				type: 'json',
				default: '{}',
				description:
					"A JSON object merged into the body, for fields of any type; Extra Body Fields win over it, and it wins over the node's own fields",
			},
			{
				displayName: 'Extra Body Fields',
				name: 'bodyFields',
				type: 'fixedCollection',
				typeOptions: { multipleValues: true },
				placeholder: 'Add Field',
				default: {},
				description:
					"Fields to send as they are, for what the service takes and the node has no parameter for; a name with dots nests (price.amount). They win over the node's own fields.",
				options: [
					{
						displayName: 'Field',
						name: 'field',
						values: [
							{
								displayName: 'Name',
								name: 'name',
								type: 'string',
								default: '',
								placeholder: 'e.g. collection',
							},
							{
								displayName: 'Value',
								name: 'value',
								type: 'string',
								default: '',
								description:
									'Sent as text; use an expression for a number, boolean or object (e.g. {{ 19.99 }})',
							},
						],
					},
				],
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

export const operation = {
	name: 'Publish',
	value: 'publish',
	description: 'Put a finished design on the marketplace with a price',
	action: 'Publish a design',
};

export async function execute(
	this: IExecuteFunctions,
	itemIndex: number,
): Promise<INodeExecutionData[]> {
	const designId = getRequiredId(this, 'designId', itemIndex);
	const amount = Number(this.getNodeParameter('priceAmount', itemIndex, 0));
	const currency = String(this.getNodeParameter('currency', itemIndex, 'USD') ?? '').trim();
	const additionalFields = this.getNodeParameter('additionalFields', itemIndex, {}) as {
		description?: string;
		designIdField?: string;
		tags?: string | string[];
		title?: string;
		visibility?: string;
		bodyFields?: { field?: Array<{ name?: string; value?: unknown }> };
		bodyJson?: string | IDataObject;
	};

	const body: IDataObject = {};
	setField(body, String(additionalFields.designIdField ?? '').trim() || 'design_id', designId);
	// 0 is no price; anything else (a negative from an expression too) is the service's to judge.
	if (amount !== 0 && !Number.isNaN(amount)) body.price = { amount, currency: currency || 'USD' };
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
	Object.assign(body, extraJson(this, additionalFields.bodyJson, itemIndex));
	for (const { name, value } of additionalFields.bodyFields?.field ?? []) {
		if (String(name ?? '').trim()) setField(body, String(name).trim(), value);
	}

	let answer: unknown;
	try {
		({ body: answer } = await apiRequestWithResponse<unknown>(this, {
			method: 'POST',
			path: '/marketplace/publish',
			body,
			idempotencyKey: idempotencyKey(this, itemIndex, 'marketplace.publish'),
			itemIndex,
		}));
	} catch (error) {
		// The transport's errors are NodeApiError or NodeOperationError already.
		throw amount === 0 && body.price === undefined ? withPriceAdvice(error) : error;
	}
	const publication = unwrapObject(answer) ?? (answer ? { response: answer } : undefined);
	return toOutputItems(this, publication ?? { design_id: designId, published: true }, itemIndex);
}

/**
 * A service that requires a price refused a body without one: the price was left at 0, which
 * sends none, so the error says how to give one rather than only that it is missing.
 */
function withPriceAdvice(error: unknown): unknown {
	if (!(error instanceof NodeApiError) || !['400', '422'].includes(String(error.httpCode)))
		return error;
	const fields = (error.context.fieldErrors ?? []) as Array<{
		pointer?: string;
		parameter?: string;
	}>;
	const namesPrice =
		/\bprice\b/i.test(error.message) ||
		fields.some((field) => /price/i.test(`${field.pointer ?? ''} ${field.parameter ?? ''}`));
	if (!namesPrice) return error;
	error.description = [
		'Price in Cents (Smallest Currency Unit) is 0, so the node sent no price, and this service requires one. Enter the price in cents: 2500 lists the design at 25.00. For a free listing, add the Extra Body Field price.amount with the value {{ 0 }}.',
		// The general advice to correct the value named would only repeat it.
		...(error.description ?? '')
			.split('\n')
			.filter((line) => !line.startsWith('Correct the value')),
	]
		.filter(Boolean)
		.join('\n');
	return error;
}

/** Sets `name` in `body`; dots nest (`price.amount`, `design.id`). */
function setField(body: IDataObject, name: string, value: unknown): void {
	const parts = name.split('.').filter((part) => part !== '');
	let target = body;
	for (const part of parts.slice(0, -1)) {
		if (!isPlainObject(target[part])) target[part] = {};
		target = target[part] as IDataObject;
	}
	if (parts.length > 0) target[parts[parts.length - 1]] = value as IDataObject[string];
}

/** Extra Body (JSON) as an object; anything else is an error of the item, before any request. */
function extraJson(
	context: IExecuteFunctions,
	value: string | IDataObject | undefined,
	itemIndex: number,
): IDataObject {
	if (value === undefined || value === '') return {};
	const parsed =
		typeof value === 'string' ? jsonParse<unknown>(value, { fallbackValue: null }) : value;
	if (!isPlainObject(parsed)) {
		throw new NodeOperationError(context.getNode(), 'Extra Body (JSON) is not a JSON object', {
			itemIndex,
			description: 'Give an object, e.g. {"price": 19.99, "collection": "resort"}.',
		});
	}
	return parsed;
}
