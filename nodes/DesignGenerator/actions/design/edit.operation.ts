import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { apiRequestWithResponse, idempotencyKey } from '../../transport';
import { generationSpend } from '../../transport/pacer';
import { designIdProperty, getRequiredId, seedProperty } from '../common';
import { finishNewDesign, newDesignProperties, readNewDesignOptions } from './newDesign';
import { readDesign, waitOptionsProperty } from './waitForDesign';

export const properties: INodeProperties[] = [
	{
		...designIdProperty,
		description:
			'The ID of the finished design to change (starts with dsn_). It stays as it is; the edit is a new design.',
	},
	{
		displayName: 'Instruction',
		name: 'instruction',
		type: 'string',
		typeOptions: { rows: 2 },
		required: true,
		default: '',
		placeholder: 'e.g. make it navy with short sleeves',
		description:
			'The change in plain words (1 to 1000 characters): a colour, material, pattern or detail, e.g. "make it navy with short sleeves", "swap the zip for buttons", "in linen". Everything it does not name stays as the design has it.',
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
				'Makes the edit repeatable: the same design, instruction and seed always give the same result',
			),
		],
	},
	waitOptionsProperty,
];

export const operation = {
	name: 'Edit',
	value: 'edit',
	description:
		'Change a finished design in plain words ("make it navy with short sleeves"); the result is a new design',
	action: 'Edit a design',
};

export async function execute(
	this: IExecuteFunctions,
	itemIndex: number,
): Promise<INodeExecutionData[]> {
	const designId = getRequiredId(this, 'designId', itemIndex);
	const instruction = String(this.getNodeParameter('instruction', itemIndex, '') ?? '').trim();
	if (!instruction) {
		throw new NodeOperationError(this.getNode(), 'The Instruction is empty', {
			itemIndex,
			description:
				'Say what to change in plain words, e.g. "make it navy with short sleeves", or map it from a previous node with an expression.',
		});
	}
	const additionalFields = this.getNodeParameter('additionalFields', itemIndex, {}) as {
		seed?: number;
	};
	const options = readNewDesignOptions(this, itemIndex);

	const body: IDataObject = { instruction };
	if (additionalFields.seed !== undefined) body.seed = additionalFields.seed;

	const designPath = `/designs/${encodeURIComponent(designId)}`;
	const path = `${designPath}/edits`;
	const response = await apiRequestWithResponse<unknown>(this, {
		method: 'POST',
		path,
		body,
		idempotencyKey: idempotencyKey(this, itemIndex, 'design.edit'),
		spend: generationSpend(),
		feature: {
			name: 'edits',
			addressed: true,
			objectPath: designPath,
			instead:
				'Generate a new design with the change written into its prompt, or, for other colours, use Create Variations with a Colourway.',
		},
		itemIndex,
	});
	return await finishNewDesign(
		this,
		readDesign(this, response, `POST ${path}`, itemIndex),
		options,
		itemIndex,
	);
}
