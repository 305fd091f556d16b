/**
 * Reading the rate-limit headers a response carries, in the forms services send them:
 * - the IETF structured-field form the Design Generation Service uses,
 *   `RateLimit-Policy: "generate";q=60;w=60` and `RateLimit: "generate";r=59;t=42` (a list when
 *   several policies apply; the name may also be a bare token);
 * - the earlier drafts' forms, without a policy name: `RateLimit: limit=60, remaining=59,
 *   reset=42`, and the separate `RateLimit-Limit` / `-Remaining` / `-Reset` headers (also with the
 *   `X-` prefix), whose reset may be seconds from now or a Unix time.
 * Anything unreadable is left out rather than guessed: a missing reading means "not known".
 */
import type { IDataObject } from 'n8n-workflow';

/** What one response said about one policy's current window. */
export interface RateLimitReading {
	/** The policy's name; undefined in the forms that carry none. */
	name?: string;
	/** Requests (cost units) left in the current window, after the one answered. */
	remaining: number;
	/** Seconds until the window resets, counted from when the response was made. */
	resetSeconds: number;
	/** The window's quota (`q`, `limit`), when said. */
	quota?: number;
	/** The window's length in seconds (`w`), when said. */
	windowSeconds?: number;
}

/** A Unix time rather than a number of seconds (GitHub-style `X-RateLimit-Reset`). */
const UNIX_TIME_THRESHOLD = 1_000_000_000;

/** The readings of a response's headers (n8n gives them with lower-case names). */
export function readRateLimit(
	headers: IDataObject | undefined,
	now = Date.now(),
): RateLimitReading[] {
	if (!headers) return [];
	const rateLimit = headerText(headers, 'ratelimit');
	const policies = parsePolicies(headerText(headers, 'ratelimit-policy'));

	const structured = parseStructured(rateLimit);
	if (structured.length > 0) {
		return structured.map((reading) => {
			const policy = policies.get(reading.name ?? '');
			return {
				...reading,
				quota: reading.quota ?? policy?.quota,
				windowSeconds: reading.windowSeconds ?? policy?.windowSeconds,
			};
		});
	}

	const dictionary = parseDictionary(rateLimit);
	const fields = {
		limit: dictionary.limit ?? firstNumber(separateHeader(headers, 'limit')),
		remaining: dictionary.remaining ?? firstNumber(separateHeader(headers, 'remaining')),
		reset: dictionary.reset ?? firstNumber(separateHeader(headers, 'reset')),
	};
	if (fields.remaining === undefined || fields.reset === undefined) return [];
	// A reset that is a Unix time (in seconds) rather than a delay.
	const resetSeconds =
		fields.reset >= UNIX_TIME_THRESHOLD
			? Math.max(0, Math.ceil(fields.reset - now / 1000))
			: fields.reset;
	// The one policy the old forms may describe, by its `w` (`RateLimit-Policy: 60;w=60`).
	const onlyPolicy = policies.size === 1 ? [...policies.values()][0] : undefined;
	return [
		{
			remaining: fields.remaining,
			resetSeconds,
			quota: fields.limit ?? onlyPolicy?.quota,
			windowSeconds: onlyPolicy?.windowSeconds,
		},
	];
}

/**
 * `Retry-After` as milliseconds to wait: delay-seconds or an HTTP date; undefined when missing
 * or unreadable.
 */
export function retryAfterMs(value: unknown, now = Date.now()): number | undefined {
	const text = (Array.isArray(value) ? value[0] : value)?.toString().trim() ?? '';
	if (text === '') return undefined;
	if (/^\d+$/.test(text)) return Number(text) * 1000;
	// An HTTP date names its day and month; anything else (`-5`, `soon`) is unreadable.
	const date = /[a-z]{3}/i.test(text) ? Date.parse(text) : Number.NaN;
	return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** A header's value as text (n8n gives lower-case names; any case is accepted), '' when absent. */
function headerText(headers: IDataObject, name: string): string {
	const key = name in headers ? name : Object.keys(headers).find((k) => k.toLowerCase() === name);
	const value = key === undefined ? undefined : headers[key];
	if (value === undefined || value === null) return '';
	return Array.isArray(value) ? value.map(String).join(', ') : String(value);
}

function separateHeader(headers: IDataObject, field: string): string {
	return headerText(headers, `ratelimit-${field}`) || headerText(headers, `x-ratelimit-${field}`);
}

/** A non-negative number at the start of a header (`60`, `60, 60;w=60`), else undefined. */
function firstNumber(text: string): number | undefined {
	const match = /^\s*(\d+(?:\.\d+)?)\s*(?:[,;]|$)/.exec(text);
	return match ? Number(match[1]) : undefined;
}

/**
 * The members of a structured-field list, each a name (string or token) and its parameters:
 * `"generate";r=59;t=42, "read";r=5;t=3`. Splits on commas and semicolons outside quotes.
 */
function parseList(text: string): Array<{ name: string; params: Map<string, string> }> {
	const members: Array<{ name: string; params: Map<string, string> }> = [];
	for (const member of splitOutsideQuotes(text, ',')) {
		const [head, ...params] = splitOutsideQuotes(member, ';');
		const name =
			/^"((?:[^"\\]|\\.)*)"$/.exec(head)?.[1]?.replace(/\\(.)/g, '$1') ??
			(/^[A-Za-z*][\w:.*/%!#$&'+^`|~-]*$/.test(head) ? head : undefined);
		if (name === undefined) continue;
		const map = new Map<string, string>();
		for (const param of params) {
			const at = param.indexOf('=');
			if (at > 0) map.set(param.slice(0, at).trim().toLowerCase(), param.slice(at + 1).trim());
		}
		members.push({ name, params: map });
	}
	return members;
}

function splitOutsideQuotes(text: string, separator: ',' | ';'): string[] {
	const parts: string[] = [];
	let current = '';
	let quoted = false;
	for (let i = 0; i < text.length; i++) {
		const char = text[i];
		if (char === '\\' && quoted && i + 1 < text.length) {
			current += char + text[++i];
			continue;
		}
		if (char === '"') quoted = !quoted;
		if (char === separator && !quoted) {
			parts.push(current.trim());
			current = '';
		} else {
			current += char;
		}
	}
	parts.push(current.trim());
	return parts.filter((part) => part !== '');
}

/** An integer parameter (`r=59`), else undefined: negative, fractional or text values are refused. */
function integerParam(params: Map<string, string>, key: string): number | undefined {
	const value = params.get(key);
	return value !== undefined && /^\d{1,15}$/.test(value) ? Number(value) : undefined;
}

/** `RateLimit: "generate";r=59;t=42` readings; members without both `r` and `t` are left out. */
function parseStructured(text: string): RateLimitReading[] {
	if (!text.includes('r=')) return [];
	const readings: RateLimitReading[] = [];
	for (const { name, params } of parseList(text)) {
		const remaining = integerParam(params, 'r');
		const resetSeconds = integerParam(params, 't');
		if (remaining === undefined || resetSeconds === undefined) continue;
		readings.push({ name, remaining, resetSeconds });
	}
	return readings;
}

/** `RateLimit-Policy: "generate";q=60;w=60` by name; a bare `60;w=60` (old form) under ''. */
function parsePolicies(text: string): Map<string, { quota?: number; windowSeconds?: number }> {
	const policies = new Map<string, { quota?: number; windowSeconds?: number }>();
	for (const member of splitOutsideQuotes(text, ',')) {
		const bare = /^(\d+)\s*(;.*)?$/.exec(member);
		if (bare) {
			const params = parseList(`p${bare[2] ?? ''}`)[0]?.params ?? new Map<string, string>();
			policies.set('', { quota: Number(bare[1]), windowSeconds: integerParam(params, 'w') });
			continue;
		}
		const [parsed] = parseList(member);
		if (!parsed) continue;
		policies.set(parsed.name, {
			quota: integerParam(parsed.params, 'q'),
			windowSeconds: integerParam(parsed.params, 'w'),
		});
	}
	return policies;
}

/** `RateLimit: limit=60, remaining=59, reset=42` (draft 03–06). */
function parseDictionary(text: string): { limit?: number; remaining?: number; reset?: number } {
	const fields: Record<string, number> = {};
	for (const member of splitOutsideQuotes(text, ',')) {
		const match = /^(limit|remaining|reset)\s*=\s*(\d{1,15})$/i.exec(member);
		if (match) fields[match[1].toLowerCase()] = Number(match[2]);
	}
	return fields;
}
