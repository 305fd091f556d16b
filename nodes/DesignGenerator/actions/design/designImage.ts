import type {
	IBinaryData,
	IDisplayOptions,
	IExecuteFunctions,
	INodeProperties,
} from 'n8n-workflow';

import { apiRequestWithResponse } from '../../transport';
import type { ImageFormat } from '../../types';

const MEDIA_TYPES: Record<ImageFormat, string> = { svg: 'image/svg+xml', png: 'image/png' };

/**
 * The format a node downloads when its Image Format was left as it was. Version 1.1 made it PNG,
 * which n8n previews (it offers SVG only as a download, so a first run showed no picture).
 * n8n saves a parameter that equals its default as "not set", so a version 1 node keeps SVG:
 * workflows saved before 1.1 go on getting the files they got.
 */
export function defaultImageFormat(typeVersion: number): ImageFormat {
	return typeVersion >= 1.1 ? 'png' : 'svg';
}

const imageFormat: INodeProperties = {
	displayName: 'Image Format',
	name: 'imageFormat',
	type: 'options',
	options: [
		{
			name: 'PNG',
			value: 'png',
			description: 'Raster image, 800 × 1000 pixels; n8n shows it in the binary data view',
		},
		{
			name: 'SVG',
			value: 'svg',
			description: 'Vector drawing that scales to any size; n8n offers it as a download',
		},
	],
	default: 'png',
	description: 'The file format of the image',
};

/** Image Format per node version (see defaultImageFormat); `show` adds conditions to both. */
export function imageFormatProperties(show: IDisplayOptions['show'] = {}): INodeProperties[] {
	return [
		{ ...imageFormat, default: 'svg', displayOptions: { show: { ...show, '@version': [1] } } },
		{
			...imageFormat,
			default: 'png',
			displayOptions: { show: { ...show, '@version': [{ _cnd: { gte: 1.1 } }] } },
		},
	];
}

/** The Image Format an item asks for. */
export function getImageFormat(context: IExecuteFunctions, itemIndex: number): ImageFormat {
	const fallback = defaultImageFormat(context.getNode().typeVersion);
	return context.getNodeParameter('imageFormat', itemIndex, fallback) as ImageFormat;
}

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
