import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ImageFormat, RenderedImage } from '../render/image';

/**
 * Sends image bytes with an ETag and Cache-Control, or 304 when If-None-Match matches: one
 * answer for the API's design images (private) and the public marketplace's. The response that
 * rendered a PNG says so, and how long it took, in `Server-Timing: render;dur=<ms>`.
 */
export function sendImage(
	request: FastifyRequest,
	reply: FastifyReply,
	format: ImageFormat,
	{ bytes, renderMs }: RenderedImage,
	cacheControl: 'private, max-age=300' | 'public, max-age=300',
): FastifyReply {
	if (renderMs !== undefined) reply.header('Server-Timing', `render;dur=${renderMs.toFixed(1)}`);
	const etag = etagOf(bytes);
	reply.header('ETag', etag).header('Cache-Control', cacheControl);
	const ifNoneMatch = request.headers['if-none-match'];
	if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === etag))
		return reply.code(304).send();
	return reply.type(format === 'png' ? 'image/png' : 'image/svg+xml').send(bytes);
}

/** ETags by buffer: requests that shared one render send one buffer, hashed once, not once each. */
const etags = new WeakMap<Buffer, string>();

function etagOf(bytes: Buffer): string {
	let etag = etags.get(bytes);
	if (etag === undefined) {
		etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
		etags.set(bytes, etag);
	}
	return etag;
}

/**
 * What sendImage's 200 is, for the OpenAPI document: the bytes under their real media types (a
 * client generated from the document gets an SVG as text and a PNG as binary, not JSON), and the
 * caching headers. Fastify does not serialise it (the body is a Buffer).
 */
export function imageResponse(description: string) {
	return {
		description,
		headers: {
			ETag: { type: 'string', description: 'Send it back in `If-None-Match` to get 304.' },
			'Cache-Control': {
				type: 'string',
				description: '`private, max-age=300` (API) or `public, max-age=300` (marketplace).',
			},
		},
		content: {
			'image/svg+xml': { schema: { type: 'string', description: 'SVG markup (UTF-8 text).' } },
			'image/png': {
				schema: { type: 'string', contentMediaType: 'image/png', description: 'PNG bytes.' },
			},
		},
	};
}
