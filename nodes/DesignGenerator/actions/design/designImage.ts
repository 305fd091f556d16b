import type {
	IBinaryData,
	IDataObject,
	IDisplayOptions,
	IExecuteFunctions,
	INodeProperties,
} from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { findImage } from '../../shapes/images';
import { statusWord } from '../../shapes/progress';
import { type FileResponse, apiFileRequest, fetchFileAt } from '../../transport/files';
import type { ImageFormat } from '../../types';
import { IMAGE_FILE, toBinaryFile } from '../files';

const MEDIA_TYPES: Record<ImageFormat, string> = { svg: 'image/svg+xml', png: 'image/png' };

/**
 * The format a node downloads when its Image Format was left as it was. Version 1.1 made it PNG,
 * which n8n previews in its binary data view (SVG it offers only as a download).
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
): Promise<IBinaryData> {
	const designId = String(design.id ?? 'design');
	const source = findImage(design);
	let file: Pick<FileResponse, 'bytes' | 'mediaType'>;
	if (!source) {
		file = await fromImageEndpoint(context, design, format, itemIndex);
	} else if (source.kind === 'inline') {
		file = { bytes: source.bytes };
	} else {
		file = await fetchFileAt(context, source.url, {
			accept: IMAGE_FILE.accept,
			qsFor: (url) => (isImageEndpoint(url, designId) ? { format } : undefined),
			itemIndex,
		});
	}
	return await toBinaryFile(context, file, {
		kind: IMAGE_FILE,
		owner: `design ${designId}`,
		baseName: designId,
		declaredType: source?.mediaType,
		fallbackType: MEDIA_TYPES[format],
		itemIndex,
	});
}

/** The reference contract's image endpoint, which serves each design as SVG or PNG. */
function isImageEndpoint(url: URL, designId: string): boolean {
	return url.pathname.endsWith(`/designs/${encodeURIComponent(designId)}/image`);
}

/** `/designs/:id/image`, for a design that names no image: a 404 there means it has none. */
async function fromImageEndpoint(
	context: IExecuteFunctions,
	design: IDataObject,
	format: ImageFormat,
	itemIndex: number,
): Promise<FileResponse> {
	const designId = String(design.id ?? '');
	const path = `/designs/${encodeURIComponent(designId)}/image`;
	const response = await apiFileRequest(context, {
		path,
		qs: { format },
		accept: IMAGE_FILE.accept,
		itemIndex,
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
	return response;
}
