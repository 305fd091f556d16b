/**
 * Operations that hand on a file: the kind of file they expect, the binary field it goes in, and
 * the checks that keep a login page or a JSON error sent with a 200 from passing as the file.
 */
import type {
	IBinaryData,
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { extensionOf, sniffMediaType } from '../shapes/images';
import { excerpt } from '../shapes/objects';
import type { FileResponse } from '../transport/files';

/** What an operation downloads. */
export interface FileKind {
	/** What the file is to the user, in messages: "image", "tech pack". */
	noun: string;
	/** The same with its article, as the error names what was expected: "an image", "a PDF". */
	expected: string;
	/** The Accept header of the download. */
	accept: string;
	/** Whether a media type is one the operation hands on. */
	isExpected(mediaType: string): boolean;
}

export const IMAGE_FILE: FileKind = {
	noun: 'image',
	expected: 'an image',
	// The formats the node names first, then any image; a problem document says what went wrong.
	accept: 'image/png, image/svg+xml, image/*;q=0.9, application/problem+json;q=0.5, */*;q=0.1',
	isExpected: (mediaType) => mediaType.startsWith('image/'),
};

export const PDF_FILE: FileKind = {
	noun: 'PDF',
	expected: 'a PDF',
	accept: 'application/pdf, application/problem+json;q=0.5, */*;q=0.1',
	isExpected: (mediaType) => mediaType === 'application/pdf',
};

export const binaryPropertyNameProperty: INodeProperties = {
	displayName: 'Put Output File in Field',
	name: 'binaryPropertyName',
	type: 'string',
	required: true,
	default: 'data',
	hint: 'The name of the output binary field to put the file in',
};

export interface BinaryFileOptions {
	kind: FileKind;
	/** Who the file belongs to, in messages: "design dsn_…". */
	owner: string;
	/** The file name without its extension, which the media type gives. */
	baseName: string;
	/** The media type the source declared beside the bytes (a design's `mime_type`), if any. */
	declaredType?: string;
	/** The media type to assume when neither the bytes nor any header tell. */
	fallbackType: string;
	itemIndex: number;
}

/**
 * Bytes as n8n binary data, typed by their signature first, then by what the service said; bytes
 * that are not of the expected kind are the item's error, not its file.
 */
export async function toBinaryFile(
	context: IExecuteFunctions,
	file: Pick<FileResponse, 'bytes' | 'mediaType'>,
	{ kind, owner, baseName, declaredType, fallbackType, itemIndex }: BinaryFileOptions,
): Promise<IBinaryData> {
	const { bytes, mediaType } = file;
	// Always pass the MIME type: without it n8n sniffs the bytes, which needs an ESM-only module.
	const mimeType =
		sniffMediaType(bytes) ??
		(mediaType && mediaType !== 'application/octet-stream' ? mediaType : undefined) ??
		declaredType ??
		fallbackType;
	if (!kind.isExpected(mimeType)) {
		throw new NodeOperationError(
			context.getNode(),
			`The ${kind.noun} of ${owner} is not ${kind.expected}: it came as ${mimeType}`,
			{ itemIndex, description: `It reads: ${excerpt(bytes)}` },
		);
	}
	return await context.helpers.prepareBinaryData(
		bytes,
		`${baseName}.${extensionOf(mimeType)}`,
		mimeType,
	);
}

/** The output item of a file: its json, and the file in the field Put Output File in Field names. */
export function binaryItem(
	context: IExecuteFunctions,
	json: IDataObject,
	file: IBinaryData,
	itemIndex: number,
): INodeExecutionData[] {
	const field = context.getNodeParameter('binaryPropertyName', itemIndex, 'data') as string;
	return [{ json, binary: { [field]: file }, pairedItem: { item: itemIndex } }];
}
