import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import type { ImageFormat } from '../../types';
import { designIdProperty, getMaxTries, getRequiredId } from '../common';
import {
	binaryPropertyNameProperty,
	downloadDesignImage,
	imageFormatProperty,
} from './designImage';

const properties: INodeProperties[] = [
	{
		...designIdProperty,
		description: 'The ID of the design whose image to download (starts with dsn_)',
	},
	imageFormatProperty,
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
	const format = this.getNodeParameter('imageFormat', itemIndex, 'svg') as ImageFormat;
	const binaryPropertyName = this.getNodeParameter(
		'binaryPropertyName',
		itemIndex,
		'data',
	) as string;

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
