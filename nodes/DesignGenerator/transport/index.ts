/**
 * The one place that talks HTTP to the Design Generation Service: base URL and path prefix from
 * the credential, authentication through n8n, retries with back-off, paging, idempotency keys,
 * and API errors turned into NodeApiError. Operations never build requests by hand.
 */
import { createHash } from 'crypto';
import type {
	IDataObject,
	IExecuteFunctions,
	IHookFunctions,
	IHttpRequestMethods,
	IHttpRequestOptions,
	ILoadOptionsFunctions,
	IN8nHttpFullResponse,
	INode,
	IPollFunctions,
	JsonObject,
} from 'n8n-workflow';
import { NodeApiError, NodeOperationError, jsonParse, sleep } from 'n8n-workflow';

import type { ListResponse, Problem } from '../types';
import { isSettled, retireKey } from './idempotency';
import { type Admission, type Pacer, pacerFor, spendOf } from './pacer';
import { retryAfterMs } from './rateLimitHeaders';

export { idempotencyKey } from './idempotency';

export const CREDENTIAL_TYPE = 'designGeneratorApi';

/** Tries per request (the first one included) unless the node's Request Options say otherwise. */
export const DEFAULT_MAX_TRIES = 4;
/** The service's largest page. */
export const PAGE_SIZE = 100;
const BASE_DELAY_MS = 500;
const MAX_BACKOFF_MS = 30_000;
/** A longer Retry-After is not waited out: the error says when to try again instead. */
const MAX_RETRY_AFTER_MS = 60_000;

/** 429 and the gateway errors are transient; a 500 is a server bug, so retrying it will not help. */
const RETRYABLE_STATUS = new Set([429, 502, 503, 504]);
const RETRYABLE_NETWORK_CODES = new Set([
	'ECONNRESET',
	'ECONNREFUSED',
	'ECONNABORTED',
	'ETIMEDOUT',
	'ESOCKETTIMEDOUT',
	'EPIPE',
	'EAI_AGAIN',
	'EHOSTUNREACH',
	'ENETUNREACH',
]);

/** Every context that talks to the service: the action node, its dropdowns, and the triggers. */
export type RequestContext =
	IExecuteFunctions | ILoadOptionsFunctions | IHookFunctions | IPollFunctions;

export interface ApiRequest {
	method: IHttpRequestMethods;
	/** The path after the API prefix, e.g. `/designs/dsn_…`. */
	path: string;
	/** The path is on the service's root, not under the API prefix (e.g. `/openapi.json`). */
	outsideApi?: boolean;
	qs?: IDataObject;
	body?: IDataObject;
	/** Sent as `Idempotency-Key`; every POST needs one, identical on every try. */
	idempotencyKey?: string;
	/** Statuses answered as a response rather than an error, e.g. a 404 that means "already gone". */
	returnStatuses?: number[];
	/** Read the response body as bytes (images) instead of JSON. */
	binary?: boolean;
	itemIndex?: number;
	maxTries?: number;
}

export interface ApiResponse<T> {
	body: T;
	headers: IDataObject;
	statusCode: number;
}

interface DesignGeneratorCredentials {
	apiKey?: string;
	baseUrl?: string;
	apiPrefix?: string;
}

/** Where requests go, and the pacer of the key they spend (one per service and key). */
async function getApiTarget(
	context: RequestContext,
	itemIndex?: number,
	outsideApi = false,
): Promise<{ root: string; pacer: Pacer }> {
	const credentials = await context.getCredentials<DesignGeneratorCredentials>(
		CREDENTIAL_TYPE,
		itemIndex,
	);
	const baseUrl = String(credentials.baseUrl ?? '')
		.trim()
		.replace(/\/+$/, '');
	if (!baseUrl) {
		throw new NodeOperationError(
			context.getNode(),
			'The Base URL of the Design Generator API credential is empty',
			{ itemIndex, description: 'Enter the address of the service, e.g. http://localhost:8765' },
		);
	}
	// Both API prefixes count against the key's one budget; the key is kept only as a hash.
	const pacer = pacerFor(
		createHash('sha256')
			.update(`${baseUrl}\n${String(credentials.apiKey ?? '')}`)
			.digest('base64url'),
	);
	if (outsideApi) return { root: baseUrl, pacer };
	const prefix = String(credentials.apiPrefix ?? '/v1')
		.trim()
		.replace(/^\/*/, '/')
		.replace(/\/+$/, '');
	return { root: baseUrl + prefix, pacer };
}

/** Sends one API request, retrying transient failures, and returns the whole response. */
export async function apiRequestWithResponse<T>(
	context: RequestContext,
	request: ApiRequest,
): Promise<ApiResponse<T>> {
	const { method, path, body, idempotencyKey, binary = false, itemIndex } = request;
	const node = context.getNode();
	if (method === 'POST' && !idempotencyKey) {
		throw new NodeOperationError(
			node,
			`POST ${path} was about to be sent without an Idempotency-Key`,
			{
				itemIndex,
			},
		);
	}
	const maxTries = Math.max(1, Math.floor(request.maxTries ?? DEFAULT_MAX_TRIES));
	const { root, pacer } = await getApiTarget(context, itemIndex, request.outsideApi);
	const url = root + path;
	// Paths outside the API (the OpenAPI document) are not rate limited.
	const spend = request.outsideApi ? undefined : spendOf(method, path, body);

	for (let attempt = 1; ; attempt++) {
		// Waits here while the request would not fit in what is left of the rate-limit window.
		const admission = spend ? await admit(context, pacer, spend, itemIndex) : undefined;
		// Built afresh on every try: authentication adds to the options it is given.
		const options: IHttpRequestOptions = {
			method,
			url,
			qs: request.qs ? { ...request.qs } : undefined,
			body,
			headers: {
				Accept: binary
					? 'image/svg+xml, image/png, application/problem+json'
					: 'application/json, application/problem+json',
				...(body && { 'Content-Type': 'application/json' }),
				...(idempotencyKey && { 'Idempotency-Key': idempotencyKey }),
			},
			json: !binary,
			returnFullResponse: true,
			// Every status comes back as a response, so the retry and error logic below sees it.
			ignoreHttpStatusErrors: true,
			...(binary && { encoding: 'arraybuffer' as const }),
		};

		let response: IN8nHttpFullResponse | undefined;
		let failure: unknown;
		try {
			response = (await context.helpers.httpRequestWithAuthentication.call(
				context,
				CREDENTIAL_TYPE,
				options,
			)) as IN8nHttpFullResponse;
		} catch (error) {
			failure = error;
		}

		if (response === undefined) {
			admission?.release();
			// No HTTP response at all: a network failure, or the execution was cancelled.
			const code = networkErrorCode(failure);
			if (
				attempt < maxTries &&
				code &&
				RETRYABLE_NETWORK_CODES.has(code) &&
				!isCancelled(context)
			) {
				await sleep(backoffDelay(attempt));
				continue;
			}
			throw transportError(node, failure, `${method} ${url}`, itemIndex);
		}

		const statusCode = response.statusCode;
		const settled = admission?.settle(statusCode, response.headers);
		if (statusCode < 400 || request.returnStatuses?.includes(statusCode)) {
			return { body: response.body as T, headers: response.headers ?? {}, statusCode };
		}

		const problem = readProblem(response.body, statusCode);
		if (
			attempt < maxTries &&
			isRetryable(statusCode, problem) &&
			// A request dearer than the whole window is refused whatever the wait.
			!settled?.overQuota &&
			!isCancelled(context)
		) {
			const delay = retryDelay(attempt, response.headers?.['retry-after']);
			if (delay !== undefined) {
				await sleep(delay);
				continue;
			}
		}
		if (idempotencyKey && isSettled(statusCode, problem)) retireKey(context, idempotencyKey);
		throw apiError(node, statusCode, problem, itemIndex, attempt, settled?.overQuota);
	}
}

/** Sends one API request and returns the parsed JSON body. */
export async function apiRequest<T>(context: RequestContext, request: ApiRequest): Promise<T> {
	return (await apiRequestWithResponse<T>(context, request)).body;
}

/**
 * Reads a list endpoint page by page (`starting_after` = the last id of the previous page) until
 * `limit` objects are collected, or every object when `limit` is undefined.
 */
export async function apiRequestAllItems<T extends IDataObject>(
	context: RequestContext,
	request: Omit<ApiRequest, 'method' | 'body' | 'idempotencyKey' | 'binary'>,
	limit?: number,
): Promise<T[]> {
	const results: T[] = [];
	let startingAfter: string | undefined;
	for (;;) {
		const pageSize = limit === undefined ? PAGE_SIZE : Math.min(PAGE_SIZE, limit - results.length);
		const page = await apiRequest<ListResponse<T>>(context, {
			...request,
			method: 'GET',
			qs: {
				...request.qs,
				limit: pageSize,
				...(startingAfter !== undefined && { starting_after: startingAfter }),
			},
		});
		const data = Array.isArray(page?.data) ? page.data : [];
		results.push(...data);
		if (!page.has_more || data.length === 0) break;
		if (limit !== undefined && results.length >= limit) break;
		startingAfter = String(data[data.length - 1].id);
	}
	return limit === undefined ? results : results.slice(0, limit);
}

/**
 * The error a response would have raised, for a status a caller asked to see (`returnStatuses`)
 * and then found it cannot handle.
 */
export function responseError(
	context: RequestContext,
	response: ApiResponse<unknown>,
	itemIndex?: number,
): NodeApiError {
	const { statusCode, body } = response;
	return apiError(context.getNode(), statusCode, readProblem(body, statusCode), itemIndex);
}

function isRetryable(statusCode: number, problem: Problem): boolean {
	// The same key is still being processed by an earlier try: it will answer soon.
	return RETRYABLE_STATUS.has(statusCode) || problem.code === 'idempotency_key_in_use';
}

function cancelSignal(context: RequestContext): AbortSignal | undefined {
	return 'getExecutionCancelSignal' in context ? context.getExecutionCancelSignal() : undefined;
}

function isCancelled(context: RequestContext): boolean {
	return cancelSignal(context)?.aborted === true;
}

/** The pacer's go-ahead for one try; a cancelled execution stops waiting with an error. */
async function admit(
	context: RequestContext,
	pacer: Pacer,
	spend: ReturnType<typeof spendOf>,
	itemIndex?: number,
): Promise<Admission> {
	try {
		return await pacer.admit(spend, cancelSignal(context));
	} catch (error) {
		// PacingCancelled, the only way admission fails.
		throw new NodeOperationError(context.getNode(), error as Error, { itemIndex });
	}
}

/** Exponential back-off with ±20 % jitter, so parallel items do not retry in lock-step. */
function backoffDelay(attempt: number): number {
	const delay = Math.min(MAX_BACKOFF_MS, BASE_DELAY_MS * 2 ** (attempt - 1));
	return Math.round(delay * (0.8 + Math.random() * 0.4));
}

/** The server's `Retry-After` when it sent one (seconds or an HTTP date), else back-off; undefined: too long to wait. */
function retryDelay(attempt: number, retryAfter: unknown): number | undefined {
	const delay = retryAfterMs(retryAfter);
	if (delay === undefined) return backoffDelay(attempt);
	return delay > MAX_RETRY_AFTER_MS ? undefined : delay;
}

/**
 * The network error code (ECONNRESET, …) of a failed request. n8n's wrapper keeps it in
 * `httpCode` and drops the underlying error, so look there as well as in `code` and `cause`.
 */
function networkErrorCode(error: unknown): string | undefined {
	if (typeof error !== 'object' || error === null) return undefined;
	const { code, httpCode, cause } = error as {
		code?: unknown;
		httpCode?: unknown;
		cause?: unknown;
	};
	for (const candidate of [code, httpCode]) {
		if (typeof candidate === 'string' && /^E[A-Z_]+$/.test(candidate)) return candidate;
	}
	return cause === error ? undefined : networkErrorCode(cause);
}

/** A request that got no response, as an error that names the request and what to check. */
function transportError(node: INode, failure: unknown, request: string, itemIndex?: number) {
	if (failure instanceof NodeOperationError) return failure;
	const { message, messages } = (failure ?? {}) as { message?: string; messages?: string[] };
	// n8n replaces the message with a general one; the original (e.g. "socket hang up") is kept in messages.
	const reason = messages?.[0] ?? message ?? String(failure);
	const code = networkErrorCode(failure);
	return new NodeApiError(node, { message: reason, ...(code && { code }) } as JsonObject, {
		itemIndex,
		description: `${request} failed: ${reason}. Check the Base URL in the Design Generator API credential and that the service is running.`,
	});
}

/** The RFC 9457 body of an error response, whatever form (JSON, bytes, text) it arrived in. */
function readProblem(body: unknown, statusCode: number): Problem {
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

/** An API error as a NodeApiError a person can act on: the server's detail and code, and what to do. */
function apiError(
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

	if (statusCode === 401) {
		message = 'The API key was rejected: check the API Key in the Design Generator API credential';
		lines.push(detail);
	} else if (statusCode === 403 && problem.code === 'plan_not_eligible') {
		lines.push(
			'Use a key of an account on the Business or Enterprise plan, or upgrade the account.',
		);
	} else if (statusCode === 429 && overQuota) {
		lines.push(
			'This request costs more than the rate limit allows in a whole window: ask for less.',
		);
	} else if (statusCode === 429) {
		lines.push(
			`Still rate limited after ${tries} ${tries === 1 ? 'try' : 'tries'}. The node paces itself by the service's rate-limit headers, so something else (another workflow, another n8n) is probably spending the same API key's budget. Raise Max Tries in Request Options, or try again later.`,
		);
	} else if (RETRYABLE_STATUS.has(statusCode)) {
		lines.push(
			`The service was still unavailable after ${tries} ${tries === 1 ? 'try' : 'tries'}.`,
		);
	}
	for (const fieldError of problem.errors ?? []) {
		const field =
			(fieldError.pointer ?? '').replace(/^\//, '') || fieldError.parameter || 'request body';
		lines.push(`${field}: ${fieldError.detail ?? 'is invalid'}`);
	}
	const reference = [
		problem.code && `code ${problem.code}`,
		problem.request_id && `request ${problem.request_id}`,
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
	// Machine-readable copies for continue-on-fail items and error workflows.
	error.context.code = problem.code;
	error.context.requestId = problem.request_id;
	if (problem.errors) error.context.fieldErrors = problem.errors;
	return error;
}
