import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';

import { styleId } from '../../styles';
import { apiRequestWithResponse, idempotencyKey } from '../../transport';
import { generationSpend } from '../../transport/pacer';
import { seedProperty } from '../common';
import { finishNewDesign, newDesignProperties, readNewDesignOptions } from './newDesign';
import { readDesign, waitOptionsProperty } from './waitForDesign';

export const properties: INodeProperties[] = [
	{
		displayName: 'Prompt',
		name: 'prompt',
		type: 'string',
		typeOptions: { rows: 4 },
		required: true,
		default: '',
		placeholder: 'e.g. navy striped oversized hoodie in organic cotton',
		description:
			'What the design should show, in plain words: garment, colours, pattern, materials and details (1 to 4000 characters)',
	},
	{
		displayName: 'Style Name or ID',
		name: 'style',
		type: 'options',
		typeOptions: { loadOptionsMethod: 'getStyles' },
		required: true,
		default: '',
		description:
			'The fashion style that shapes silhouette, palette and line work, e.g. minimalist, streetwear, bohemian, vintage, avant-garde, classic, athleisure, romantic, grunge, preppy, y2k or couture. An expression may also give the name shown in the list (Avant Garde). Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
	},
	...newDesignProperties,
	{
		displayName: 'Additional Fields',
		name: 'additionalFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		options: [
			seedProperty(
				'Makes the result repeatable: the same prompt, style and seed always give the same design. Leave out for a new variation each time.',
			),
		],
	},
	waitOptionsProperty,
];

export const operation = {
	name: 'Generate',
	value: 'generate',
	description: 'Generate a new fashion design from a text prompt and a style',
	action: 'Generate a design',
};

export async function execute(
	this: IExecuteFunctions,
	itemIndex: number,
): Promise<INodeExecutionData[]> {
	const prompt = this.getNodeParameter('prompt', itemIndex) as string;
	const style = styleId(this.getNodeParameter('style', itemIndex) as string);
	const additionalFields = this.getNodeParameter('additionalFields', itemIndex, {}) as {
		seed?: number;
	};
	const options = readNewDesignOptions(this, itemIndex);

	const body: IDataObject = { prompt, style };
	if (additionalFields.seed !== undefined) body.seed = additionalFields.seed;

	const response = await apiRequestWithResponse<unknown>(this, {
		method: 'POST',
		path: '/generate',
		body,
		idempotencyKey: idempotencyKey(this, itemIndex, 'design.generate'),
		spend: generationSpend(),
		itemIndex,
	});
	return await finishNewDesign(
		this,
		readDesign(this, response, 'POST /generate', itemIndex),
		options,
		itemIndex,
	);
}
