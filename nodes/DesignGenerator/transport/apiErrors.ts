/**
 * Error responses of the service as errors a person can act on. The message is what went wrong
 * (the service's detail); the description adds what the message does not say: what to do, the
 * field errors it does not already quote, and the code, request id and explaining page to quote.
 */
import type { IDataObject, INode, JsonObject } from 'n8n-workflow';
import { NodeApiError, jsonParse } from 'n8n-workflow';

import { isPlainObject } from '../shapes/objects';
import type { Problem } from '../types';

/** 429 and the gateway errors are transient; a 500 is a server bug, so retrying it will not help. */
export const RETRYABLE_STATUS = new Set([429, 502, 503, 504]);

/** What to do about a problem code, where the service's detail says only what is wrong. */
const ADVICE: Record<string, string> = {
	plan_not_eligible:
		'Use a key of an account on the Business or Enterprise plan, or upgrade the account.',
	design_not_found:
		"Check the design ID: it may be mistyped or deleted, or belong to another account than the credential's API key.",
	publication_not_found:
		"Check the publication ID: it may be mistyped, or belong to another account than the credential's API key.",
	design_not_ready:
		'A design can be used once it has succeeded: turn on Wait for Completion, or get it again later. A failed design never will; generate a new one.',
	already_published:
		'A design has one live publication: unpublish that one first, or find it with Marketplace → Get Many filtered by the design ID.',
	design_failed:
		'The design failed to generate, so it has no tech pack or image: generate it again (Design → Generate), or use another design.',
	instruction_not_understood:
		'Rephrase the instruction as a change the generator can make, naming what to change: a colour ("make it navy"), a material ("in linen"), a pattern ("with stripes") or a detail ("short sleeves", "swap the zip for buttons"). The message above says which words it understood.',
	design_quota_exceeded:
		'Delete designs the account no longer needs (Design → Delete) to make room; the quota is limits.max_designs of Account → Get.',
	validation_failed:
		"Correct the value named above in the node's parameters, or in the expression or input item it comes from.",
	invalid_style:
		'Choose a style from the list, or give a style ID or name as GET /styles lists them, e.g. streetwear or Avant Garde.',
};

/**
 * An error response as an RFC 9457 problem, whatever shape and form (JSON, bytes, text, an HTML
 * page) the service sent it in. The body's own fields are kept; `detail`, `code` and `errors` are
 * filled from the common shapes: `{message}`, `{error: "…"}`, `{error: {message, code}}`,
 * `{errors: […]}`, `{errors: {field: […]}}`, FastAPI's `{detail: [{loc, msg}]}`, Spring's
 * `{error, message}`, plain text.
 */
export function readProblem(body: unknown, statusCode: number): Problem {
	let value: unknown = body;
	if (value instanceof ArrayBuffer) value = Buffer.from(value);
	if (Buffer.isBuffer(value)) value = value.toString('utf8');
	if (typeof value === 'string') {
		const text = value;
		value = jsonParse<unknown>(text, { fallbackValue: { detail: plainText(text) } });
	}
	if (Array.isArray(value)) value = { errors: value };
	const problem: Problem = isPlainObject(value) ? { ...(value as Problem) } : {};
	// The body as sent; `problem` gets the normalised fields.
	const raw: IDataObject = { ...problem };
	const error = raw.error;
	let fieldErrors = fieldErrorsOf(
		raw.errors ??
			raw['invalid-params'] ??
			raw.invalid_params ??
			(Array.isArray(raw.detail) ? raw.detail : undefined),
	);
	// Django REST framework's and Rails' default: the body is the field map itself.
	if (fieldErrors.length === 0 && !MESSAGE_KEYS.some((key) => raw[key] !== undefined))
		fieldErrors = fieldErrorsOf(raw, true);
	if (fieldErrors.length > 0) problem.errors = fieldErrors;
	else if (raw.errors !== undefined) delete problem.errors;
	const detail = [
		typeof raw.detail === 'string' ? raw.detail : undefined,
		// NestJS's ValidationPipe: a list of messages.
		Array.isArray(raw.message)
			? raw.message.filter((m) => typeof m === 'string').join('; ')
			: raw.message,
		raw.Message,
		raw.errorMessage,
		raw.error_description,
		isPlainObject(error) ? (error.message ?? error.detail ?? error.description) : undefined,
		// Spring and others put the reason phrase under `error` beside a real message.
		typeof error === 'string' ? error : undefined,
		raw.title,
		fieldErrors
			.map((e) =>
				e.pointer || e.parameter ? `${e.pointer ?? e.parameter}: ${e.detail}` : e.detail,
			)
			.join('; '),
	].find((text): text is string => typeof text === 'string' && text.trim() !== '');
	if (detail !== undefined) problem.detail = detail.trim();
	else delete problem.detail;
	const only = Array.isArray(raw.errors) && raw.errors.length === 1 ? raw.errors[0] : undefined;
	const code = [
		raw.code,
		raw.error_code,
		raw.errorCode,
		isPlainObject(error) ? error.code : undefined,
		isPlainObject(error) ? error.status : undefined,
		isPlainObject(error) ? error.type : undefined,
		typeof error === 'string' && /^[a-z][a-z0-9_.-]*$/.test(error) ? error : undefined,
		// JSON:API and others: the code of the one error.
		isPlainObject(only) ? only.code : undefined,
	].find((text): text is string => typeof text === 'string' && text.trim() !== '');
	if (code !== undefined) problem.code = code;
	else delete problem.code;
	const requestId = raw.request_id ?? raw.requestId ?? raw.trace_id ?? raw.traceId;
	if (typeof requestId === 'string') problem.request_id = requestId;
	problem.status = typeof raw.status === 'number' ? raw.status : statusCode;
	return problem;
}

/** Keys that hold the message of an error body; a body with none of them may be a field map. */
const MESSAGE_KEYS = [
	'detail',
	'message',
	'Message',
	'error',
	'title',
	'error_description',
	'errors',
];

/**
 * Field errors from an array (strings or objects) or a `{field: [messages]}` map; `listsOnly`:
 * only fields whose value is a list of messages (a whole body read as a map).
 */
function fieldErrorsOf(value: unknown, listsOnly = false): NonNullable<Problem['errors']> {
	const errors: NonNullable<Problem['errors']> = [];
	if (Array.isArray(value)) {
		for (const entry of value) {
			if (typeof entry === 'string') errors.push({ detail: entry });
			if (!isPlainObject(entry)) continue;
			const text = [
				entry.detail,
				entry.message,
				entry.msg,
				entry.defaultMessage,
				entry.reason,
				entry.description,
				entry.title,
				// GitHub: `{resource, field, code: "missing_field"}` and no message.
				entry.code,
			].find((t): t is string => typeof t === 'string');
			if (text === undefined) continue;
			errors.push({ ...fieldOf(entry), detail: text });
		}
	} else if (isPlainObject(value)) {
		for (const [field, messages] of Object.entries(value)) {
			if (listsOnly && !Array.isArray(messages)) continue;
			for (const text of Array.isArray(messages) ? messages : [messages])
				if (typeof text === 'string') errors.push({ pointer: `/${field}`, detail: text });
		}
	}
	return errors;
}

/** Where a field error points: a JSON pointer into the body, or a query parameter. */
function fieldOf(entry: IDataObject): { pointer?: string; parameter?: string } {
	if (typeof entry.pointer === 'string') return { pointer: entry.pointer };
	if (typeof entry.parameter === 'string') return { parameter: entry.parameter };
	const source = entry.source;
	if (isPlainObject(source) && typeof source.pointer === 'string')
		return { pointer: source.pointer };
	if (isPlainObject(source) && typeof source.parameter === 'string')
		return { parameter: source.parameter };
	for (const key of ['field', 'path', 'param', 'property', 'attribute', 'name']) {
		if (typeof entry[key] === 'string')
			return { pointer: `/${String(entry[key]).replace(/^\//, '')}` };
	}
	if (Array.isArray(entry.loc)) {
		// FastAPI: ["body", "prompt"], ["query", "limit"]: the first part says where.
		const [where, ...rest] = entry.loc.map(String);
		if (where === 'query') return { parameter: rest.join('.') };
		return {
			pointer: `/${(['body', 'path'].includes(where) ? rest : [where, ...rest]).join('/')}`,
		};
	}
	return {};
}

/** Text for a person out of a non-JSON body: an HTML page's title or text, plain text as it is. */
function plainText(text: string): string | undefined {
	const squeeze = (value: string) => value.replace(/\s+/g, ' ').trim();
	const title = squeeze(/<title[^>]*>([^<]*)<\/title>/i.exec(text)?.[1] ?? '');
	// A title of one word ("Error", Express's) says less than the page's text.
	if (title.split(' ').length >= 2) return title.slice(0, 300);
	const body = text.replace(/<head[\s\S]*?<\/head>/i, ' ');
	const stripped = squeeze(
		body.replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ').replace(/<[^>]+>/g, ' '),
	);
	return stripped.slice(0, 300) || title || undefined;
}

/** Text compared for "says the same": case, spacing and closing punctuation aside. */
const gist = (text: string) =>
	text
		.toLowerCase()
		.replace(/\s+/g, ' ')
		.replace(/[.:;,\s]+$/, '')
		.trim();

/** An API error as a NodeApiError a person can act on: the server's detail and code, and what to do. */
export function apiError(
	node: INode,
	statusCode: number,
	problem: Problem,
	itemIndex?: number,
	tries = 1,
	overQuota = false,
) {
	const detail = problem.detail || problem.title || `The service answered with HTTP ${statusCode}`;
	const lines: string[] = [];
	let message = detail;
	const triesText = `${tries} ${tries === 1 ? 'try' : 'tries'}`;

	if (statusCode === 401) {
		message = 'The API key was rejected: check the API Key in the Design Generator API credential';
		lines.push(detail);
	} else if (statusCode === 429 && overQuota) {
		lines.push(
			'This request costs more than the rate limit allows in a whole window: ask for less.',
		);
	} else if (statusCode === 429) {
		lines.push(
			`Still rate limited after ${triesText}. The node paces itself by the service's rate-limit headers, so something else (another workflow, another n8n) is probably spending the same API key's budget. Raise Max Tries in Request Options, or try again later.`,
		);
	} else if (RETRYABLE_STATUS.has(statusCode)) {
		lines.push(
			`The service was still unavailable after ${triesText}: try again later, or raise Max Tries in Request Options.`,
		);
	} else if (problem.code && ADVICE[problem.code]) {
		lines.push(ADVICE[problem.code]);
	} else if (statusCode === 403) {
		lines.push(
			"API access needs the Business plan or higher: check the plan of the API key's account, or whether the key may do this.",
		);
	}
	for (const fieldError of problem.errors ?? []) {
		const field =
			(fieldError.pointer ?? '').replace(/^\//, '') || fieldError.parameter || 'request body';
		const text = fieldError.detail ?? 'is invalid';
		// The service's detail already quotes its field errors (one line each would say it twice).
		if (gist(message).includes(gist(text))) continue;
		lines.push(`${field}: ${text}`);
	}
	const reference = [
		problem.code && `code ${problem.code}`,
		problem.request_id && `request ${problem.request_id}`,
		/^https?:\/\//.test(problem.type ?? '') && `explained at ${problem.type}`,
	]
		.filter(Boolean)
		.join(', ');
	if (reference) lines.push(`(${reference})`);

	const error = new NodeApiError(node, problem as JsonObject, {
		message,
		description: lines.join('\n'),
		httpCode: String(statusCode),
		itemIndex,
	});
	// n8n swaps in its own wording when a message contains a network error code; keep the service's.
	error.message = message;
	// Machine-readable copies for continue-on-fail items and error workflows.
	error.context.code = problem.code;
	error.context.requestId = problem.request_id;
	if (problem.errors) error.context.fieldErrors = problem.errors;
	return error;
}
