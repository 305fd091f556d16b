/**
 * The one place that talks HTTP to the Design Generation Service: base URL and path prefix from
 * the credential, authentication through n8n, retries with back-off, paging, idempotency keys,
 * and API errors turned into NodeApiError. Operations never build requests by hand.
 */
import { createHash } from 'crypto';
import type {
	ICredentialsDecrypted,
	IDataObject,
	IExecuteFunctions,
	IHookFunctions,
	IHttpRequestMethods,
	IHttpRequestOptions,
	ILoadOptionsFunctions,
	IN8nHttpFullResponse,
	IPollFunctions,
} from 'n8n-workflow';
import { NodeApiError, NodeOperationError, sleep } from 'n8n-workflow';

import type { ListResponse, Problem } from '../types';
import { RETRYABLE_STATUS, apiError, readProblem } from './apiErrors';
import { connectionError, networkErrorCode } from './connectionErrors';
import { isSettled, retireKey } from './idempotency';
import { type Admission, type Pacer, pacerFor, spendOf } from './pacer';
import { retryAfterMs } from './rateLimitHeaders';

export { idempotencyKey } from './idempotency';

export const CREDENTIAL_TYPE = 'designGeneratorApi';

/** Tries per request (the first one included) unless the node's Request Options say otherwise. */
export const DEFAULT_MAX_TRIES = 4;
/** How long one try may wait for an answer unless the node's Request Options say otherwise. */
export const DEFAULT_TIMEOUT_SECONDS = 60;
/** The service's largest page. */
export const PAGE_SIZE = 100;
const BASE_DELAY_MS = 500;
const MAX_BACKOFF_MS = 30_000;
/** A longer Retry-After is not waited out: the error says when to try again instead. */
const MAX_RETRY_AFTER_MS = 60_000;

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

/**
 * Request Options → Request Timeout of the action node's item, read here so that every request of
 * every operation keeps it; the triggers and the dropdowns, which have no such option, use the
 * default.
 */
function timeoutMsOf(context: RequestContext, itemIndex?: number): number {
	let seconds = DEFAULT_TIMEOUT_SECONDS;
	if (itemIndex !== undefined && 'getInputData' in context) {
		seconds = Number(
			(context as IExecuteFunctions).getNodeParameter(
				'requestOptions.timeout',
				itemIndex,
				DEFAULT_TIMEOUT_SECONDS,
			),
		);
	}
	return Math.max(1, Number.isFinite(seconds) ? seconds : DEFAULT_TIMEOUT_SECONDS) * 1000;
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

interface ApiTarget {
	root: string;
	pacer: Pacer;
	/**
	 * The credential as read for this request, handed to n8n's authenticated request so that it
	 * does not read (and decrypt) it a second time: n8n reads it from its database on every call.
	 */
	credentials: ICredentialsDecrypted;
}

/** Where requests go, and the pacer of the key they spend (one per service and key). */
async function getApiTarget(
	context: RequestContext,
	itemIndex?: number,
	outsideApi = false,
): Promise<ApiTarget> {
	const credentials = await context.getCredentials<DesignGeneratorCredentials>(
		CREDENTIAL_TYPE,
		itemIndex,
	);
	const reference = context.getNode().credentials?.[CREDENTIAL_TYPE];
	const decrypted: ICredentialsDecrypted = {
		id: reference?.id ?? '',
		name: reference?.name ?? '',
		type: CREDENTIAL_TYPE,
		data: credentials as ICredentialsDecrypted['data'],
	};
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
	if (outsideApi) return { root: baseUrl, pacer, credentials: decrypted };
	const prefix = String(credentials.apiPrefix ?? '/v1')
		.trim()
		.replace(/^\/*/, '/')
		.replace(/\/+$/, '');
	return { root: baseUrl + prefix, pacer, credentials: decrypted };
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
	const timeoutMs = timeoutMsOf(context, itemIndex);
	const { root, pacer, credentials } = await getApiTarget(context, itemIndex, request.outsideApi);
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
			timeout: timeoutMs,
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
				{ credentialsDecrypted: credentials },
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
			throw connectionError(node, failure, { method, url, tries: attempt, timeoutMs, itemIndex });
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
