import type { INodeProperties } from 'n8n-workflow';

import * as createVariations from './createVariations.operation';
import * as deleteDesign from './delete.operation';
import * as downloadImage from './downloadImage.operation';
import * as generate from './generate.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';

export { createVariations, deleteDesign as delete, downloadImage, generate, get, getAll };

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['design'] } },
		options: [
			{
				name: 'Create Variations',
				value: 'createVariations',
				description:
					'Make new designs from a finished one: same prompt and style, new seeds, optionally repainted in a colourway',
				action: 'Create variations of a design',
			},
			{
				name: 'Delete',
				value: 'delete',
				description:
					'Delete a design by its ID; a published design is withdrawn from the marketplace',
				action: 'Delete a design',
			},
			{
				name: 'Download Image',
				value: 'downloadImage',
				description: "Download a design's image as an SVG or PNG file",
				action: 'Download a design image',
			},
			{
				name: 'Generate',
				value: 'generate',
				description: 'Generate a new fashion design from a text prompt and a style',
				action: 'Generate a design',
			},
			{
				name: 'Get',
				value: 'get',
				description: 'Get one design by its ID',
				action: 'Get a design',
			},
			{
				name: 'Get Many',
				value: 'getAll',
				description: 'Get many designs',
				action: 'Get many designs',
			},
		],
		default: 'generate',
	},
	...generate.description,
	...get.description,
	...getAll.description,
	...createVariations.description,
	...deleteDesign.description,
	...downloadImage.description,
];
