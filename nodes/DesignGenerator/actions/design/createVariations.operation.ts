import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';

import { readListPage } from '../../shapes/lists';
import { apiRequestWithResponse, idempotencyKey } from '../../transport';
import { generationSpend } from '../../transport/pacer';
import { designIdProperty, getRequiredId, seedProperty, toOutputItems } from '../common';
import {
	type DesignAnswer,
	assertNotFailed,
	isPending,
	readWaitOptions,
	waitForCompletionProperty,
	waitForDesign,
	waitOptionsProperty,
} from './waitForDesign';

export const properties: INodeProperties[] = [
	{
		...designIdProperty,
		description:
			'The ID of the finished design to make variations of (starts with dsn_). Each variation keeps its prompt and style.',
	},
	{
		displayName: 'Count',
		name: 'count',
		type: 'number',
		typeOptions: { minValue: 1, maxValue: 8, numberPrecision: 0 },
		default: 4,
		description: 'How many variations to make (1 to 8); each counts as one generation',
	},
	waitForCompletionProperty,
	{
		displayName: 'Additional Fields',
		name: 'additionalFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		options: [
			{
				// Not named "colors": n8n's lint rule takes a parameter so named for a colour picker,
				// and this one takes colour names.
				displayName: 'Colourway',
				name: 'palette',
				type: 'string',
				default: '',
				placeholder: 'e.g. navy, cream',
				description:
					'Comma-separated colour names (1 to 4, e.g. CSS colour names): the same garment, pattern and details repainted in these colours and no others. Leave out for variations in their own colours.',
			},
			seedProperty(
				'Makes the variations repeatable: the first gets this seed, the next ones the seeds after it',
			),
		],
	},
	waitOptionsProperty,
];

export const operation = {
	name: 'Create Variations',
	value: 'createVariations',
	description:
		'Make new designs from a finished one: same prompt and style, new seeds, optionally repainted in a colourway',
	action: 'Create variations of a design',
};

export async function execute(
	this: IExecuteFunctions,
	itemIndex: number,
): Promise<INodeExecutionData[]> {
	const designId = getRequiredId(this, 'designId', itemIndex);
	const count = this.getNodeParameter('count', itemIndex, 4) as number;
	const waitForCompletion = this.getNodeParameter('waitForCompletion', itemIndex, true) as boolean;
	const additionalFields = this.getNodeParameter('additionalFields', itemIndex, {}) as {
		palette?: string | string[];
		seed?: number;
	};

	const body: IDataObject = { count };
	const colors = colourList(additionalFields.palette);
	if (colors.length > 0) body.colors = colors;
	if (additionalFields.seed !== undefined) body.seed = additionalFields.seed;

	const path = `/designs/${encodeURIComponent(designId)}/variations`;
	const response = await apiRequestWithResponse<unknown>(this, {
		method: 'POST',
		path,
		body,
		idempotencyKey: idempotencyKey(this, itemIndex, 'design.createVariations'),
		spend: generationSpend(count),
		feature: { name: 'variations', addressed: true },
		itemIndex,
	});
	const made = readListPage(response.body, response.headers, path, 0)?.items ?? [];
	let answers: DesignAnswer[] = made.map((design) => ({ design, statusCode: response.statusCode }));
	if (waitForCompletion) {
		// Side by side, so the timeout bounds the whole batch rather than each design in turn.
		const waitOptions = readWaitOptions(this, itemIndex);
		answers = await Promise.all(
			answers.map(async (answer) =>
				isPending(answer) ? await waitForDesign(this, answer, itemIndex, waitOptions) : answer,
			),
		);
	}
	for (const answer of answers) assertNotFailed(this, answer, itemIndex);
	return toOutputItems(
		this,
		answers.map(({ design }) => design),
		itemIndex,
	);
}

/** The colourway as a list: comma-separated text, or an array from an expression. */
function colourList(value: string | string[] | undefined): string[] {
	if (value === undefined) return [];
	const names = Array.isArray(value) ? value : String(value).split(',');
	return names.map((name) => String(name).trim()).filter((name) => name !== '');
}
