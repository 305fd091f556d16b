import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { findImage } from '../../shapes/images';
import { serviceUrl } from '../../transport';
import type { ImageFormat } from '../../types';
import { designIdProperty, getRequiredId, runsAsTool } from '../common';
import { binaryItem, binaryPropertyNameProperty } from '../files';
import { downloadDesignImage, getImageFormat, imageFormatProperties } from './designImage';
import { type DesignAnswer, assertNotFailed, getDesign, isPending } from './waitForDesign';

export const properties: INodeProperties[] = [
	{
		...designIdProperty,
		description: 'The ID of the design whose image to download (starts with dsn_)',
	},
	...imageFormatProperties(),
	binaryPropertyNameProperty,
];

export const operation = {
	name: 'Download Image',
	value: 'downloadImage',
	description: "Download a design's image as an SVG or PNG file",
	action: 'Download a design image',
};

export async function execute(
	this: IExecuteFunctions,
	itemIndex: number,
): Promise<INodeExecutionData[]> {
	const designId = getRequiredId(this, 'designId', itemIndex);
	const format = getImageFormat(this, itemIndex);

	const answer = await getDesign(this, designId, itemIndex);
	assertHasImage(this, answer, itemIndex);
	if (runsAsTool(this)) return await imageLink(this, answer.design, format, itemIndex);

	const image = await downloadDesignImage(this, answer.design, format, itemIndex);
	const json = {
		design_id: answer.design.id ?? designId,
		format: image.fileExtension ?? format,
		mime_type: image.mimeType,
		file_name: image.fileName ?? `${designId}.${format}`,
	};
	return binaryItem(this, json, image, itemIndex);
}

/** A design that failed or is still being generated has no image: say so rather than fail on a missing file. */
function assertHasImage(context: IExecuteFunctions, answer: DesignAnswer, itemIndex: number) {
	assertNotFailed(context, answer, itemIndex);
	if (!isPending(answer)) return;
	throw new NodeOperationError(
		context.getNode(),
		`Design ${String(answer.design.id)} has no image yet: it is still being generated`,
		{ itemIndex, description: 'A design has an image once it has finished. Try again later.' },
	);
}

/**
 * The tool's answer: where the image is, not its bytes (an agent cannot read binary data, and n8n
 * drops it from a tool's answer). The URL is the one the design names.
 */
async function imageLink(
	context: IExecuteFunctions,
	design: IDataObject,
	format: ImageFormat,
	itemIndex: number,
): Promise<INodeExecutionData[]> {
	const source = findImage(design);
	if (source?.kind !== 'url') {
		throw new NodeOperationError(
			context.getNode(),
			`Design ${String(design.id)} has no image link to give`,
			{
				itemIndex,
				description: source
					? 'The service sends this image inline in the design, not as a link: use Download Image outside the AI Agent.'
					: 'The design names no image.',
			},
		);
	}
	const url = new URL(await serviceUrl(context, source.url, itemIndex));
	const reference = url.pathname.endsWith(
		`/designs/${encodeURIComponent(String(design.id))}/image`,
	);
	if (reference && format === 'png') url.searchParams.set('format', 'png');
	return [
		{
			json: {
				design_id: design.id,
				format: reference ? format : undefined,
				mime_type: reference && format === 'png' ? 'image/png' : source.mediaType,
				image_url: url.toString(),
			},
			pairedItem: { item: itemIndex },
		},
	];
}
