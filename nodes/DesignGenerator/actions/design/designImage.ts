import type { IBinaryData, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { apiRequestWithResponse } from '../../transport';
import type { ImageFormat } from '../../types';

const MEDIA_TYPES: Record<ImageFormat, string> = { svg: 'image/svg+xml', png: 'image/png' };

export const imageFormatProperty: INodeProperties = {
	displayName: 'Image Format',
	name: 'imageFormat',
	type: 'options',
	options: [
		{ name: 'PNG', value: 'png', description: 'Raster image, 800 × 1000 pixels' },
		{ name: 'SVG', value: 'svg', description: 'Vector drawing, scales to any size' },
	],
	default: 'svg',
	description: 'The file format of the image',
};

export const binaryPropertyNameProperty: INodeProperties = {
	displayName: 'Put Output File in Field',
	name: 'binaryPropertyName',
	type: 'string',
	required: true,
	default: 'data',
	hint: 'The name of the output binary field to put the file in',
};

/** Downloads a design's image and turns it into binary data for an output item. */
export async function downloadDesignImage(
	context: IExecuteFunctions,
	designId: string,
	format: ImageFormat,
	itemIndex: number,
	maxTries?: number,
): Promise<IBinaryData> {
	const response = await apiRequestWithResponse<Buffer | ArrayBuffer>(context, {
		method: 'GET',
		path: `/designs/${encodeURIComponent(designId)}/image`,
		qs: { format },
		binary: true,
		itemIndex,
		maxTries,
	});
	const contentType = String(response.headers['content-type'] ?? '')
		.split(';')[0]
		.trim();
	// Always pass the MIME type: without it n8n sniffs the bytes, which needs an ESM-only module.
	const mimeType = contentType.startsWith('image/') ? contentType : MEDIA_TYPES[format];
	const body = response.body;
	const buffer = Buffer.isBuffer(body) ? body : Buffer.from(body);
	return await context.helpers.prepareBinaryData(buffer, `${designId}.${format}`, mimeType);
}
