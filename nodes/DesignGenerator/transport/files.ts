/**
 * Files from the service, or from the host a design names: bytes whatever their Content-Type,
 * with the media type the answer gave; operations decide whether the bytes are what they expect.
 */
import type { IDataObject, IN8nHttpFullResponse } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { type ApiRequest, apiRequestWithResponse, resolveServiceAddress } from './index';
import { connectionError } from './connectionErrors';
import type { RequestContext } from './context';
import { requestOptionsOf } from './requestOptions';

/** A file as the service, or the host a design names, sent it. */
export interface FileResponse {
	bytes: Buffer;
	/** The Content-Type header's media type, lower case, when there is one. */
	mediaType?: string;
	/** The file name the answer gave in its Content-Disposition header, without any folder. */
	fileName?: string;
	statusCode: number;
}

/** A GET for a file under the API (or at a URL on its origin), with the API key. */
export type FileRequest = Omit<ApiRequest, 'method' | 'body' | 'idempotencyKey' | 'binary'> & {
	/** The Accept header: the media types the operation wants, best first. */
	accept: string;
};

/** Downloads a file from the service; its bytes whatever the Content-Type. */
export async function apiFileRequest(
	context: RequestContext,
	request: FileRequest,
): Promise<FileResponse> {
	const { accept, ...rest } = request;
	const response = await apiRequestWithResponse<Buffer | ArrayBuffer | string>(context, {
		...rest,
		method: 'GET',
		binary: accept,
	});
	return {
		bytes: toBuffer(response.body),
		mediaType: mediaTypeOf(response.headers),
		fileName: fileNameOf(response.headers),
		statusCode: response.statusCode,
	};
}

/**
 * A file at an address a design names: on the service's origin it is asked for with the API key
 * (and the query `qsFor` gives for the resolved URL), on another host (a CDN, signed storage)
 * without either. Relative addresses are the service's.
 */
export async function fetchFileAt(
	context: RequestContext,
	address: string,
	options: { accept: string; qsFor?: (url: URL) => IDataObject | undefined; itemIndex?: number },
): Promise<FileResponse> {
	const { accept, qsFor, itemIndex } = options;
	const { url, onService } = await resolveServiceAddress(context, address, itemIndex);
	if (!onService) return await fetchPublicFile(context, address, itemIndex);
	return await apiFileRequest(context, {
		path: url.pathname,
		url: url.toString(),
		qs: qsFor?.(url),
		accept,
		itemIndex,
	});
}

/**
 * A file on another host than the service (a CDN or signed storage URL a design names), fetched
 * without the API key, which goes only to the Base URL's origin.
 */
async function fetchPublicFile(
	context: RequestContext,
	url: string,
	itemIndex?: number,
): Promise<FileResponse> {
	const { timeoutMs } = requestOptionsOf(context, itemIndex);
	let response: IN8nHttpFullResponse;
	try {
		response = (await context.helpers.httpRequest({
			method: 'GET',
			url,
			encoding: 'arraybuffer',
			returnFullResponse: true,
			ignoreHttpStatusErrors: true,
			timeout: timeoutMs,
		})) as IN8nHttpFullResponse;
	} catch (error) {
		throw connectionError(context.getNode(), error, {
			method: 'GET',
			url,
			tries: 1,
			timeoutMs,
			itemIndex,
		});
	}
	if (response.statusCode >= 400) {
		throw new NodeOperationError(
			context.getNode(),
			`Downloading ${new URL(url).origin}${new URL(url).pathname} failed with HTTP ${response.statusCode}`,
			{
				itemIndex,
				description:
					'The design names a file on another host than the service. A signed link may have expired: get the design again for a fresh one.',
			},
		);
	}
	return {
		bytes: toBuffer(response.body as Buffer | ArrayBuffer),
		mediaType: mediaTypeOf(response.headers ?? {}),
		statusCode: response.statusCode,
	};
}

function toBuffer(body: Buffer | ArrayBuffer | string): Buffer {
	if (Buffer.isBuffer(body)) return body;
	if (typeof body === 'string') return Buffer.from(body, 'utf8');
	return Buffer.from(body);
}

function mediaTypeOf(headers: IDataObject): string | undefined {
	const value = String(headers['content-type'] ?? '')
		.split(';')[0]
		.trim()
		.toLowerCase();
	return value || undefined;
}

/**
 * The file name of a Content-Disposition header (RFC 6266): `filename*` (RFC 8187, UTF-8) before
 * `filename`; only its last path segment, so a name can never point into another folder.
 */
export function fileNameOf(headers: IDataObject): string | undefined {
	const header = String(headers['content-disposition'] ?? '');
	const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
	const plain = /(?:^|;)\s*filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
	let name: string | undefined;
	if (extended && /^utf-8$/i.test(extended[1].trim())) {
		try {
			name = decodeURIComponent(extended[2].trim());
		} catch {
			name = undefined;
		}
	}
	name ??= plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
	// Control characters would end up in a file name on disk or in a mail header.
	const printable = [...(name?.split(/[\\/]/).pop() ?? '')].filter((c) => c >= ' ' && c !== '\x7f');
	const base = printable.join('').trim();
	return base && base !== '.' && base !== '..' ? base : undefined;
}
