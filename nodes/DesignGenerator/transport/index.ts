/**
 * The one place that talks HTTP to the Design Generation Service: base URL and path prefix from
 * the credential, authentication through n8n, retries with back-off, paging, idempotency keys,
 * and API errors turned into NodeApiError. Operations never build requests by hand.
 */
import { createHash } from 'crypto';
import type {
	ICredentialsDecrypted,
	IDataObject,
	IHttpRequestMethods,
	IHttpRequestOptions,
	IN8nHttpFullResponse,
} from 'n8n-workflow';
import { NodeApiError, NodeOperationError, sleep } from 'n8n-workflow';

import { hasNextPage, readListPage } from '../shapes/lists';
import { excerpt, isId } from '../shapes/objects';
import type { Problem } from '../types';
import { RETRYABLE_STATUS, apiError, readProblem } from './apiErrors';
import { connectionError, networkErrorCode } from './connectionErrors';
import type { RequestContext } from './context';
import { type Feature, featureError, isMissingFeature, needsObjectCheck } from './features';
import { isSettled, retireKey } from './idempotency';
import { type Admission, type Pacer, READ, type Spend, pacerFor } from './pacer';
import { retryAfterMs } from './rateLimitHeaders';
import { requestOptionsOf } from './requestOptions';

export { idempotencyKey } from './idempotency';

export const CREDENTIAL_TYPE = 'designGeneratorApi';

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

export type { RequestContext } from './context';
export type { Feature } from './features';

export interface ApiRequest {
	method: IHttpRequestMethods;
	/** The path after the API prefix, e.g. `/designs/dsn_…`. */
	path: string;
	/**
	 * An absolute URL the service gave (a next-page link, an image), used instead of the path: on
	 * the service's own origin only, since the request carries the API key.
	 */
	url?: string;
	/** What the request spends of the service's rate limits: a read unless the operation says. */
	spend?: Spend;
	feature?: Feature;
	/** The path is on the service's root, not under the API prefix (e.g. `/openapi.json`). */
	outsideApi?: boolean;
	qs?: IDataObject;
	body?: IDataObject;
	/** Sent as `Idempotency-Key`; every POST needs one, identical on every try. */
	idempotencyKey?: string;
	/** Statuses answered as a response rather than an error, e.g. a 404 that means "already gone". */
	returnStatuses?: number[];
	/** Read the response body as bytes (files) instead of JSON; the value is the Accept header. */
	binary?: string;
	/** The input item the request is for: its Request Options apply (transport/requestOptions.ts). */
	itemIndex?: number;
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
	/** The Base URL as entered (no trailing slash), which links and file paths resolve against. */
	baseUrl: string;
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
	if (outsideApi) return { root: baseUrl, baseUrl, pacer, credentials: decrypted };
	const prefix = String(credentials.apiPrefix ?? '/v1')
		.trim()
		.replace(/^\/*/, '/')
		.replace(/\/+$/, '');
	return { root: baseUrl + prefix, baseUrl, pacer, credentials: decrypted };
}

/** Sends one API request, retrying transient failures, and returns the whole response. */
export async function apiRequestWithResponse<T>(
	context: RequestContext,
	request: ApiRequest,
): Promise<ApiResponse<T>> {
	const { method, path, body, idempotencyKey, binary, itemIndex } = request;
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
	const { maxTries, timeoutMs } = requestOptionsOf(context, itemIndex);
	const { root, baseUrl, pacer, credentials } = await getApiTarget(
		context,
		itemIndex,
		request.outsideApi,
	);
	const url = request.url ? sameOriginUrl(context, request.url, baseUrl, itemIndex) : root + path;
	// Paths outside the API (the OpenAPI document) are not rate limited.
	const spend = request.outsideApi ? undefined : (request.spend ?? READ);

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
				Accept: binary ?? 'application/json, application/problem+json',
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
		const { feature } = request;
		if (feature && isMissingFeature(statusCode, problem, feature)) {
			const confirmed = needsObjectCheck(statusCode, feature)
				? await assertObjectFound(context, String(feature.objectPath), itemIndex)
				: false;
			throw featureError(node, feature, request, statusCode, problem, confirmed);
		}
		throw apiError(node, statusCode, problem, itemIndex, attempt, settled?.overQuota);
	}
}

/** Sends one API request and returns the parsed JSON body. */
export async function apiRequest<T>(context: RequestContext, request: ApiRequest): Promise<T> {
	return (await apiRequestWithResponse<T>(context, request)).body;
}

/** More pages than any list needs: a service that keeps answering "there is more" is stopped. */
const MAX_PAGES = 10_000;

/**
 * Reads a list endpoint page by page until `limit` objects are collected, or every object when
 * `limit` is undefined, each once. Pages come however the service pages (shapes/lists.ts); the
 * first request asks for `limit` objects a page. An answer that is not a list is an error that
 * says what came back, never an empty success.
 */
export async function apiRequestAllItems<T extends IDataObject>(
	context: RequestContext,
	request: Omit<ApiRequest, 'method' | 'body' | 'idempotencyKey' | 'binary'>,
	limit?: number,
): Promise<T[]> {
	const results: T[] = [];
	const seen = new Set<string>();
	const visited = new Set<string>();
	let next: ApiRequest = {
		...request,
		method: 'GET',
		qs: {
			...request.qs,
			limit: limit === undefined ? PAGE_SIZE : Math.min(PAGE_SIZE, limit),
		},
	};
	for (let pages = 0; pages < MAX_PAGES; pages++) {
		let response = await apiRequestWithResponse<unknown>(context, {
			...next,
			returnStatuses: pages === 0 ? [400, 422] : undefined,
		});
		if (response.statusCode >= 400) {
			// The page size's name is the node's guess (the service's document names no parameter):
			// a service that refuses `limit` itself, not a value out of its range, is asked again
			// without it, and pages as it likes. Anything else it refused is the item's error.
			if (!refusesPageSize(response, next.qs?.limit))
				throw responseError(context, response, request.itemIndex);
			const qs = { ...next.qs };
			delete qs.limit;
			next = { ...next, qs };
			response = await apiRequestWithResponse<unknown>(context, next);
		}
		const where = next.url ?? (await apiUrl(context, next.path, next.itemIndex, next.outsideApi));
		const page = readListPage(response.body, response.headers, where, results.length);
		if (!page) {
			throw new NodeOperationError(
				context.getNode(),
				`The service's answer to GET ${request.path} is not a list the node can read`,
				{
					itemIndex: request.itemIndex,
					description: `It answered HTTP ${response.statusCode} with ${excerpt(response.body)}. The node reads a JSON array, or an array under a key such as data, items or results.`,
				},
			);
		}
		let added = 0;
		for (const item of page.items) {
			const id = isId(item.id) ? String(item.id) : undefined;
			if (id !== undefined && seen.has(id)) continue;
			if (id !== undefined) seen.add(id);
			results.push(item as T);
			added++;
		}
		if (limit !== undefined && results.length >= limit) break;
		// A page with nothing new: the service ignored the paging parameter, or the list ended.
		if (!hasNextPage(page) || added === 0) break;
		const key = 'url' in page.next ? page.next.url : JSON.stringify(page.next.qs);
		if (visited.has(key)) break;
		visited.add(key);
		next =
			'url' in page.next
				? { ...request, method: 'GET', url: page.next.url, qs: undefined }
				: { ...next, url: undefined, qs: { ...next.qs, ...page.next.qs } };
	}
	return limit === undefined ? results : results.slice(0, limit);
}

/** A refusal that names the `limit` the node sent, when that was a page size any service allows. */
function refusesPageSize(response: ApiResponse<unknown>, limit: unknown): boolean {
	if (!(typeof limit === 'number' && Number.isInteger(limit) && limit >= 1)) return false;
	const problem = readProblem(response.body, response.statusCode);
	const said = [
		problem.detail,
		...(problem.errors ?? []).flatMap((e) => [e.parameter, e.pointer, e.detail]),
	];
	return said.some((text) => typeof text === 'string' && /\blimit\b/i.test(text));
}

/** The URL of a path under the API (or the service's root), as the node would request it. */
export async function apiUrl(
	context: RequestContext,
	path: string,
	itemIndex?: number,
	outsideApi = false,
): Promise<string> {
	const { root } = await getApiTarget(context, itemIndex, outsideApi);
	return root + path;
}

/**
 * True when the object at `path` is there; a 404 or 410 for it is thrown as the item's error, as
 * the answer to a request that named a missing object.
 */
async function assertObjectFound(
	context: RequestContext,
	path: string,
	itemIndex?: number,
): Promise<true> {
	const response = await apiRequestWithResponse<unknown>(context, {
		method: 'GET',
		path,
		itemIndex,
		returnStatuses: [404, 410],
	});
	if (response.statusCode >= 400) throw responseError(context, response, itemIndex);
	return true;
}

/**
 * An address the service gave, checked to be on the Base URL's origin: requests there carry the
 * API key, which must never go to another host. Relative addresses resolve against the Base URL.
 */
function sameOriginUrl(
	context: RequestContext,
	address: string,
	baseUrl: string,
	itemIndex?: number,
): string {
	const url = new URL(address, `${baseUrl}/`);
	if (url.origin !== new URL(baseUrl).origin) {
		throw new NodeOperationError(
			context.getNode(),
			`The service pointed the node to ${url.origin}, another host than its Base URL`,
			{
				itemIndex,
				description:
					'The node sends the API key only to the Base URL of the credential. If the service really lives there, set that address as the Base URL.',
			},
		);
	}
	return url.toString();
}

/** An address the service gave, resolved, and whether it is on the service's origin (so the key may go there). */
export async function resolveServiceAddress(
	context: RequestContext,
	address: string,
	itemIndex?: number,
): Promise<{ url: URL; onService: boolean }> {
	const { baseUrl } = await getApiTarget(context, itemIndex);
	const url = new URL(address, `${baseUrl}/`);
	return { url, onService: url.origin === new URL(baseUrl).origin };
}

/** Where a path the service gave (`/storage/x.png`) or a full URL points, as an absolute URL. */
export async function serviceUrl(
	context: RequestContext,
	address: string,
	itemIndex?: number,
): Promise<string> {
	const { baseUrl } = await getApiTarget(context, itemIndex);
	return new URL(address, `${baseUrl}/`).toString();
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
	spend: Spend,
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
