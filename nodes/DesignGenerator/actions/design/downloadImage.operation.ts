import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { NodeOperationError, updateDisplayOptions } from 'n8n-workflow';

import { apiRequest } from '../../transport';
import type { Design, ImageFormat } from '../../types';
import { designIdProperty, getMaxTries, getRequiredId, runsAsTool } from '../common';
import {
	binaryPropertyNameProperty,
	downloadDesignImage,
	getImageFormat,
	imageFormatProperties,
} from './designImage';

const properties: INodeProperties[] = [
	{
		...designIdProperty,
		description: 'The ID of the design whose image to download (starts with dsn_)',
	},
	...imageFormatProperties(),
	binaryPropertyNameProperty,
];

export const description = updateDisplayOptions(
	{ show: { resource: ['design'], operation: ['downloadImage'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	itemIndex: number,
): Promise<INodeExecutionData[]> {
	const designId = getRequiredId(this, 'designId', itemIndex);
	const format = getImageFormat(this, itemIndex);
	const binaryPropertyName = this.getNodeParameter(
		'binaryPropertyName',
		itemIndex,
		'data',
	) as string;

	if (runsAsTool(this)) return await imageLink(this, designId, format, itemIndex);

	const image = await downloadDesignImage(
		this,
		designId,
		format,
		itemIndex,
		getMaxTries(this, itemIndex),
	);
	return [
		{
			json: {
				design_id: designId,
				format,
				mime_type: image.mimeType,
				file_name: image.fileName ?? `${designId}.${format}`,
			},
			binary: { [binaryPropertyName]: image },
			pairedItem: { item: itemIndex },
		},
	];
}

/**
 * The tool's answer: where the image is, not its bytes (an agent cannot read binary data, and n8n
 * drops it from a tool's answer). The URL is the one the service gives in the design.
 */
async function imageLink(
	context: IExecuteFunctions,
	designId: string,
	format: ImageFormat,
	itemIndex: number,
): Promise<INodeExecutionData[]> {
	const design = await apiRequest<Design>(context, {
		method: 'GET',
		path: `/designs/${encodeURIComponent(designId)}`,
		itemIndex,
		maxTries: getMaxTries(context, itemIndex),
	});
	if (design.status !== 'succeeded' || !design.image?.url) {
		throw new NodeOperationError(
			context.getNode(),
			`Design ${design.id} has no image yet: its status is ${design.status}`,
			{ itemIndex, description: 'A design has an image once it has succeeded.' },
		);
	}
	const url = new URL(design.image.url);
	if (format === 'png') url.searchParams.set('format', 'png');
	return [
		{
			json: {
				design_id: design.id,
				format,
				mime_type: format === 'png' ? 'image/png' : design.image.media_type,
				image_url: url.toString(),
			},
			pairedItem: { item: itemIndex },
		},
	];
}
