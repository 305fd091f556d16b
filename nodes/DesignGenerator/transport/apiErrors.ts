/**
 * Error responses of the service as errors a person can act on. The message is what went wrong
 * (the service's detail); the description adds what the message does not say: what to do, the
 * field errors it does not already quote, and the code, request id and explaining page to quote.
 */
import type { INode, JsonObject } from 'n8n-workflow';
import { NodeApiError, jsonParse } from 'n8n-workflow';

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
	validation_failed:
		"Correct the value named above in the node's parameters, or in the expression or input item it comes from.",
	invalid_style:
		'Choose a style from the list, or give a style ID or name as GET /styles lists them, e.g. streetwear or Avant Garde.',
};

/** The RFC 9457 body of an error response, whatever form (JSON, bytes, text) it arrived in. */
export function readProblem(body: unknown, statusCode: number): Problem {
	let value: unknown = body;
	if (value instanceof ArrayBuffer) value = Buffer.from(value);
	if (Buffer.isBuffer(value)) value = value.toString('utf8');
	if (typeof value === 'string') {
		value = jsonParse<unknown>(value, {
			fallbackValue: { detail: value.trim().slice(0, 500) || undefined },
		});
	}
	const problem: Problem =
		typeof value === 'object' && value !== null && !Array.isArray(value)
			? { ...(value as Problem) }
			: {};
	problem.status ??= statusCode;
	return problem;
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
