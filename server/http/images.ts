import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ImageFormat, RenderedImage } from '../services/design-service';

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
	const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
	reply.header('ETag', etag).header('Cache-Control', cacheControl);
	const ifNoneMatch = request.headers['if-none-match'];
	if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === etag))
		return reply.code(304).send();
	return reply.type(format === 'png' ? 'image/png' : 'image/svg+xml').send(bytes);
}
