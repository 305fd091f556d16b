/**
 * Where a design's image is, wherever the design says: a URL (`image.url`, `image_url`,
 * `imageUrl`, `images[0].url`, `output[0]`, `url`…), or the bytes inline as base64 (`b64_json`,
 * `image_base64`, a `data:` URL). The service's public document shows no images, so the node
 * reads the design; failing that it asks for `/designs/:id/image`, where the reference contract
 * serves them.
 */
import type { IDataObject } from 'n8n-workflow';

import { isPlainObject } from './objects';

export type ImageSource =
	| { kind: 'url'; url: string; mediaType?: string }
	| { kind: 'inline'; bytes: Buffer; mediaType?: string };

/** Keys that hold the image itself (a URL, a data URL, base64, or an object with one of those). */
const IMAGE_KEYS = [
	'image',
	'images',
	'image_url',
	'imageUrl',
	'image_uri',
	'imageUri',
	'output',
	'outputs',
	'result',
	'files',
	'assets',
	'artifacts',
	'media',
	// A whole image API answer: OpenAI's `{created, data: [{b64_json | url}]}`.
	'data',
];
/** Keys of inline bytes. */
const BASE64_KEYS = [
	'b64_json',
	'image_base64',
	'imageBase64',
	'base64',
	'image_b64',
	'b64',
	'image_data',
	'imageData',
	'bytes',
	'content',
];
/** Keys of a URL inside an image object, or of the design's own file URL. */
const URL_KEYS = [
	'url',
	'href',
	'uri',
	'src',
	'download_url',
	'downloadUrl',
	'file_url',
	'fileUrl',
	'data_url',
	'dataUrl',
	'image_url',
	'imageUrl',
	'link',
];
const MEDIA_TYPE_KEYS = [
	'media_type',
	'mediaType',
	'mime_type',
	'mimeType',
	'content_type',
	'contentType',
	'image_media_type',
	'imageMediaType',
	'format',
	'type',
];

/** The design's image, if it says where one is. */
export function findImage(design: IDataObject): ImageSource | undefined {
	const designMediaType = mediaTypeIn(design);
	for (const key of IMAGE_KEYS) {
		const found = imageFrom(design[key], 0);
		if (found) return { ...found, mediaType: found.mediaType ?? designMediaType };
	}
	for (const key of BASE64_KEYS) {
		const bytes = base64Bytes(design[key]);
		if (bytes) return { kind: 'inline', bytes, mediaType: designMediaType };
	}
	for (const key of URL_KEYS) {
		const found = fromString(design[key]);
		// A link to the design itself (DRF's `url`, a self link) is not its picture.
		if (found?.kind === 'url' && isSelfLink(found.url, design.id)) continue;
		if (found) return { ...found, mediaType: found.mediaType ?? designMediaType };
	}
	return undefined;
}

function isSelfLink(url: string, id: unknown): boolean {
	if (typeof id !== 'string' && typeof id !== 'number') return false;
	const last = url.split(/[?#]/)[0].replace(/\/+$/, '').split('/').pop();
	return last !== undefined && decodeURIComponent(last) === String(id);
}

function imageFrom(value: unknown, depth: number): ImageSource | undefined {
	if (depth > 2) return undefined;
	if (typeof value === 'string') return fromString(value) ?? base64Source(value);
	if (Array.isArray(value)) return value.length > 0 ? imageFrom(value[0], depth + 1) : undefined;
	if (!isPlainObject(value)) return undefined;
	const mediaType = mediaTypeIn(value);
	for (const key of BASE64_KEYS) {
		const bytes = base64Bytes(value[key]);
		if (bytes) return { kind: 'inline', bytes, mediaType };
	}
	for (const key of [...URL_KEYS, ...IMAGE_KEYS]) {
		const found = imageFrom(value[key], depth + 1);
		if (found) return { ...found, mediaType: found.mediaType ?? mediaType };
	}
	return undefined;
}

/** A string that is an http(s) URL, a path on the service, or a `data:` URL. */
function fromString(value: unknown): ImageSource | undefined {
	if (typeof value !== 'string') return undefined;
	const text = value.trim();
	const data = /^data:([^;,]+)?((?:;[^;,]*)*?);base64,(.*)$/is.exec(text);
	if (data) return { kind: 'inline', bytes: Buffer.from(data[3], 'base64'), mediaType: data[1] };
	if (/^https?:\/\//i.test(text) || /^\/[^/]/.test(text)) return { kind: 'url', url: text };
	return undefined;
}

function base64Source(value: string): ImageSource | undefined {
	const bytes = base64Bytes(value);
	return bytes ? { kind: 'inline', bytes } : undefined;
}

/** Bytes of a base64 string long enough to be a file (a short word is not an image). */
function base64Bytes(value: unknown): Buffer | undefined {
	if (typeof value !== 'string') return undefined;
	const text = value.replace(/\s+/g, '');
	if (text.length < 24 || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(text)) return undefined;
	const bytes = Buffer.from(text, /[-_]/.test(text) ? 'base64url' : 'base64');
	return sniffMediaType(bytes) ? bytes : undefined;
}

function mediaTypeIn(value: IDataObject): string | undefined {
	for (const key of MEDIA_TYPE_KEYS) {
		const text = value[key];
		if (typeof text === 'string' && /^(image|application)\/[\w.+-]+$/i.test(text.trim()))
			return text.trim().toLowerCase();
	}
	return undefined;
}

/** The media type of a file's bytes, by their signature; undefined when not a known image. */
export function sniffMediaType(bytes: Buffer): string | undefined {
	if (bytes.length >= 8 && bytes.readUInt32BE(0) === 0x89504e47) return 'image/png';
	if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
		return 'image/jpeg';
	const head = bytes.subarray(0, 512).toString('latin1');
	if (head.startsWith('GIF8')) return 'image/gif';
	if (head.startsWith('RIFF') && head.slice(8, 12) === 'WEBP') return 'image/webp';
	if (head.startsWith('%PDF-')) return 'application/pdf';
	if (/^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head))
		return 'image/svg+xml';
	return undefined;
}

const EXTENSIONS: Record<string, string> = {
	'image/png': 'png',
	'image/jpeg': 'jpg',
	'image/gif': 'gif',
	'image/webp': 'webp',
	'image/svg+xml': 'svg',
	'application/pdf': 'pdf',
};

/** The file extension of a media type (`image/svg+xml` → `svg`). */
export function extensionOf(mediaType: string): string {
	return EXTENSIONS[mediaType] ?? (mediaType.split('/')[1]?.split(/[+;]/)[0] || 'bin');
}
