import type {
	IBinaryData,
	IDataObject,
	IDisplayOptions,
	IExecuteFunctions,
	INodeProperties,
} from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { extensionOf, findImage, sniffMediaType } from '../../shapes/images';
import { excerpt } from '../../shapes/objects';
import { statusWord } from '../../shapes/progress';
import { apiRequestWithResponse, fetchPublicFile, isServiceUrl, serviceUrl } from '../../transport';
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

/** What Download Image asks for: the image formats the node names, then any image. */
const IMAGE_ACCEPT =
	'image/png, image/svg+xml, image/*;q=0.9, application/problem+json;q=0.5, */*;q=0.1';

/**
 * A design's image as binary data for an output item, from wherever the design says it is (a URL,
 * inline base64), else from `/designs/:id/image`. Image Format is asked of an endpoint that
 * serves both (the reference contract's); elsewhere the file comes as the service made it, and
 * its media type and file name say which it is.
 */
export async function downloadDesignImage(
	context: IExecuteFunctions,
	design: IDataObject,
	format: ImageFormat,
	itemIndex: number,
	maxTries?: number,
): Promise<IBinaryData> {
	const designId = String(design.id ?? 'design');
	const source = findImage(design);
	let bytes: Buffer;
	let headerType: string | undefined;
	if (!source) {
		({ bytes, headerType } = await fromImageEndpoint(context, design, format, itemIndex, maxTries));
	} else if (source.kind === 'inline') {
		bytes = source.bytes;
	} else if (await isServiceUrl(context, source.url, itemIndex)) {
		const url = await serviceUrl(context, source.url, itemIndex);
		const response = await apiRequestWithResponse<Buffer | ArrayBuffer>(context, {
			method: 'GET',
			path: new URL(url).pathname,
			url,
			qs: isImageEndpoint(url, designId) ? { format } : undefined,
			binary: IMAGE_ACCEPT,
			itemIndex,
			maxTries,
		});
		bytes = toBuffer(response.body);
		headerType = contentType(response.headers);
	} else {
		// Another host (a CDN, signed storage): fetched without the API key.
		({ bytes, mediaType: headerType } = await fetchPublicFile(context, source.url, itemIndex));
	}
	// Always pass the MIME type: without it n8n sniffs the bytes, which needs an ESM-only module.
	const mimeType =
		sniffMediaType(bytes) ??
		(headerType && headerType !== 'application/octet-stream' ? headerType : undefined) ??
		source?.mediaType ??
		MEDIA_TYPES[format];
	// A login page or an error in JSON with a 200 is not handed on as the design's picture.
	if (!mimeType.startsWith('image/')) {
		throw new NodeOperationError(
			context.getNode(),
			`The image of design ${designId} is not an image: it came as ${mimeType}`,
			{ itemIndex, description: `It reads: ${excerpt(bytes)}` },
		);
	}
	return await context.helpers.prepareBinaryData(
		bytes,
		`${designId}.${extensionOf(mimeType)}`,
		mimeType,
	);
}

/** The reference contract's image endpoint, which serves each design as SVG or PNG. */
function isImageEndpoint(url: string, designId: string): boolean {
	return new URL(url).pathname.endsWith(`/designs/${encodeURIComponent(designId)}/image`);
}

/** `/designs/:id/image`, for a design that names no image: a 404 there means it has none. */
async function fromImageEndpoint(
	context: IExecuteFunctions,
	design: IDataObject,
	format: ImageFormat,
	itemIndex: number,
	maxTries?: number,
): Promise<{ bytes: Buffer; headerType?: string }> {
	const designId = String(design.id ?? '');
	const path = `/designs/${encodeURIComponent(designId)}/image`;
	const response = await apiRequestWithResponse<Buffer | ArrayBuffer>(context, {
		method: 'GET',
		path,
		qs: { format },
		binary: IMAGE_ACCEPT,
		itemIndex,
		maxTries,
		returnStatuses: [404, 405, 501],
	});
	if (response.statusCode >= 400) {
		const status = statusWord(design);
		throw new NodeOperationError(
			context.getNode(),
			`Design ${designId} has no image the node can find`,
			{
				itemIndex,
				description: `The design names none (no image, image_url, imageUrl, images, output, url or base64 field${status ? `; its status is ${status}` : ''}), and GET ${path} answered HTTP ${response.statusCode}. A design that is still being generated has its image once it has finished.`,
			},
		);
	}
	return { bytes: toBuffer(response.body), headerType: contentType(response.headers) };
}

function toBuffer(body: Buffer | ArrayBuffer | string): Buffer {
	if (Buffer.isBuffer(body)) return body;
	if (typeof body === 'string') return Buffer.from(body, 'utf8');
	return Buffer.from(body);
}

function contentType(headers: IDataObject): string | undefined {
	const value = String(headers['content-type'] ?? '')
		.split(';')[0]
		.trim()
		.toLowerCase();
	return value || undefined;
}
