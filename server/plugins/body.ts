import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors';

export const BODY_LIMIT = 16 * 1024;

/**
 * One parser for every body: reads up to 16 KiB first (so an oversized body is a 413 whatever its
 * type), then accepts only JSON (415 otherwise) that parses (400 `invalid_json` otherwise).
 */
export function registerBodyParser(app: FastifyInstance): void {
	app.removeAllContentTypeParsers();
	app.addContentTypeParser(
		'*',
		{ parseAs: 'string', bodyLimit: BODY_LIMIT },
		(request, raw, done) => {
			const text = raw as string;
			if (text.length === 0) return done(null, undefined);
			const type = (request.headers['content-type'] ?? '').split(';', 1)[0].trim().toLowerCase();
			if (type !== 'application/json' && !/^application\/[\w.+-]+\+json$/.test(type)) {
				return done(
					new ApiError(
						'unsupported_media_type',
						`Request bodies must be JSON sent with \`Content-Type: application/json\`${type ? `, not ${type}` : ''}.`,
					),
				);
			}
			try {
				const body = JSON.parse(text);
				request.canonicalBody = canonicalJson(body);
				done(null, body);
			} catch (error) {
				done(
					new ApiError(
						'invalid_json',
						`The request body is not valid JSON (${(error as Error).message}).`,
					),
				);
			}
		},
	);
}

/** JSON with object keys sorted, so bodies equal as JSON compare equal as text. */
export function canonicalJson(value: unknown): string {
	if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
	if (value !== null && typeof value === 'object') {
		const entries = Object.keys(value as object)
			.sort()
			.map(
				(key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`,
			);
		return `{${entries.join(',')}}`;
	}
	return JSON.stringify(value);
}
