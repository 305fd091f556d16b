import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors';

export const BODY_LIMIT = 16 * 1024;
/** Nesting depth of arrays and objects a body may have; the API's bodies need three. */
export const MAX_JSON_DEPTH = 64;
/** Strict: a byte sequence that is not UTF-8 is an error, not a replacement character. */
const UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * One parser for every body: reads up to 16 KiB first (so an oversized body is a 413 whatever its
 * type), then accepts only uncompressed UTF-8 JSON (415 otherwise) nested at most 64 deep
 * (400 `json_too_deep`) that parses (400 `invalid_json` otherwise).
 */
export function registerBodyParser(app: FastifyInstance): void {
	app.removeAllContentTypeParsers();
	app.addContentTypeParser(
		'*',
		// Bytes, not a string: a body in another encoding is refused (415), not mangled into UTF-8.
		{ parseAs: 'buffer', bodyLimit: BODY_LIMIT },
		(request, raw, done) => {
			const bytes = raw as Buffer;
			if (bytes.length === 0) return done(null, undefined);
			const [type, ...params] = (request.headers['content-type'] ?? '')
				.split(';')
				.map((part) => part.trim().toLowerCase());
			if (type !== 'application/json' && !/^application\/[\w.+-]+\+json$/.test(type)) {
				return done(
					new ApiError(
						'unsupported_media_type',
						`Request bodies must be JSON sent with \`Content-Type: application/json\`${type ? `, not ${type}` : ''}.`,
					),
				);
			}
			const charset = params
				.find((p) => p.startsWith('charset='))
				?.slice(8)
				.replace(/^"(.*)"$/, '$1');
			if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
				return done(
					new ApiError(
						'unsupported_media_type',
						`Request bodies must be UTF-8 JSON; charset ${charset} is not accepted.`,
					),
				);
			}
			const encoding = String(request.headers['content-encoding'] ?? 'identity')
				.trim()
				.toLowerCase();
			if (encoding !== 'identity' && encoding !== '') {
				return done(
					new ApiError(
						'unsupported_media_type',
						`Request bodies must be sent uncompressed; Content-Encoding ${encoding} is not accepted.`,
					),
				);
			}
			let text: string;
			try {
				text = UTF8.decode(bytes);
			} catch {
				return done(new ApiError('invalid_json', 'The request body is not valid UTF-8.'));
			}
			if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
				return done(
					new ApiError(
						'json_too_deep',
						`The request body nests arrays and objects more than ${MAX_JSON_DEPTH} levels deep.`,
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

/**
 * Whether JSON text nests `[` / `{` deeper than `limit` (brackets inside strings do not count).
 * One pass without recursion, before parsing: the parser and everything after it (the
 * canonicaliser, validation) then recurse at most `limit` deep.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
	let depth = 0;
	let inString = false;
	for (let i = 0; i < text.length; i++) {
		const c = text.charCodeAt(i);
		if (inString) {
			if (c === 0x5c)
				i++; // a backslash escapes the next character
			else if (c === 0x22) inString = false;
		} else if (c === 0x22) inString = true;
		else if (c === 0x5b || c === 0x7b) {
			if (++depth > limit) return true;
		} else if (c === 0x5d || c === 0x7d) depth--;
	}
	return false;
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
