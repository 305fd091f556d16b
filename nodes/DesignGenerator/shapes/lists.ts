/**
 * One page of a list as a service answers it, and how to ask for the next. The service's public
 * document says only that the list endpoint returns the caller's designs; services answer with a
 * bare array or an array under some key, and page by cursor, by next link (in the body or a
 * `Link` header), by page number, by offset, or not at all. Every form the node knows is read
 * from what the answer itself shows; a parameter name is the one the service used.
 */
import type { IDataObject } from 'n8n-workflow';

import { isId, isPlainObject, toListItem } from './objects';

/** How to fetch the page after this one: a link to follow, or query parameters to add. */
export type NextPage = { url: string } | { qs: IDataObject };

export interface ListPage {
	items: IDataObject[];
	next?: NextPage;
	/** How many objects the whole list holds, when the service says. */
	total?: number;
}

/** Keys a list's array stands under, most common first. */
const ARRAY_KEYS = [
	'data',
	'items',
	'designs',
	'results',
	'result',
	'records',
	'publications',
	'listings',
	'entries',
	'content',
	'list',
	'rows',
	'hits',
	'objects',
	'resources',
	'values',
	'docs',
	'edges',
	'nodes',
	'_embedded',
];

/** Objects a list's paging facts stand in, beside the array or around it. */
const META_KEYS = [
	'meta',
	'pagination',
	'paging',
	'page_info',
	'pageInfo',
	'links',
	'_links',
	'page',
	'result_info',
	'response_metadata',
];

/** Keys that hold the next page's address. */
const NEXT_LINK_KEYS = [
	'next',
	'next_url',
	'nextUrl',
	'next_page_url',
	'nextPageUrl',
	'next_link',
	'nextLink',
	'@odata.nextLink',
	'next_href',
];

/** Keys that hold the next page's cursor, and the query parameter that sends it back. */
const CURSOR_KEYS: Array<[string, string]> = [
	['next_cursor', 'cursor'],
	['nextCursor', 'cursor'],
	['next_page_token', 'page_token'],
	['nextPageToken', 'pageToken'],
	['next_token', 'next_token'],
	['nextToken', 'nextToken'],
	['continuation_token', 'continuation_token'],
	['continuationToken', 'continuationToken'],
	['cursor', 'cursor'],
	['end_cursor', 'after'],
	['endCursor', 'after'],
];

const HAS_MORE_KEYS = [
	'has_more',
	'hasMore',
	'has_next',
	'hasNext',
	'has_next_page',
	'hasNextPage',
	'more',
];
const PAGE_KEYS: Array<[string, string]> = [
	['current_page', 'page'],
	['currentPage', 'page'],
	['page', 'page'],
	['page_number', 'page_number'],
	['pageNumber', 'pageNumber'],
	['number', 'page'],
];
const LAST_PAGE_KEYS = [
	'last_page',
	'lastPage',
	'total_pages',
	'totalPages',
	'page_count',
	'pageCount',
	'num_pages',
	'pages',
];
const TOTAL_KEYS = [
	'total',
	'total_count',
	'totalCount',
	'totalElements',
	'total_results',
	'totalResults',
	'count',
];
const PAGE_SIZE_KEYS = ['per_page', 'perPage', 'page_size', 'pageSize', 'size', 'limit'];
const NEXT_PAGE_NUMBER_KEYS = ['next_page', 'nextPage'];

/**
 * Reads one page. `requestUrl` is the address the page came from (to resolve relative links);
 * `received` is how many objects earlier pages held. Undefined when the answer is not a list.
 */
export function readListPage(
	body: unknown,
	headers: IDataObject,
	requestUrl: string,
	received: number,
): ListPage | undefined {
	const found = findArray(body);
	if (!found) return undefined;
	const items = found.array.map(toListItem);
	const scopes = found.scopes;
	const linkNext = nextFromLinkHeader(headers, requestUrl);
	const total = firstNumber(scopes, TOTAL_KEYS);
	const page: ListPage = { items, total };
	page.next =
		linkNext ??
		nextFromBodyLink(scopes, requestUrl) ??
		nextFromCursor(scopes) ??
		nextFromPageNumber(scopes, items.length, received) ??
		nextFromOffset(scopes, items.length, total) ??
		nextFromHasMore(scopes, items);
	return page;
}

interface FoundArray {
	array: unknown[];
	/** The objects to read paging facts from: the array's holders and their meta objects. */
	scopes: IDataObject[];
}

/** The list's array: the body itself, or under a list key (up to two deep), or the only array. */
function findArray(body: unknown): FoundArray | undefined {
	if (Array.isArray(body)) return { array: body, scopes: [] };
	if (!isPlainObject(body)) return undefined;
	const holders: IDataObject[] = [body];
	let current: IDataObject = body;
	for (let depth = 0; depth < 4; depth++) {
		// An object with an id is one object (its arrays are its fields), not a list.
		if (isId(current.id)) return undefined;
		const key =
			ARRAY_KEYS.find((name) => Array.isArray(current[name])) ??
			loneArrayKey(current) ??
			Object.keys(current).find(
				(name) => isPlainObject(current[name]) && findArray(current[name]) !== undefined,
			);
		if (key === undefined) return undefined;
		const value = current[key];
		if (Array.isArray(value)) return { array: value, scopes: withMeta(holders) };
		current = value as IDataObject;
		holders.push(current);
	}
	return undefined;
}

/** The key of the only array in `value`, if it has exactly one. */
function loneArrayKey(value: IDataObject): string | undefined {
	const keys = Object.keys(value).filter((key) => Array.isArray(value[key]));
	return keys.length === 1 ? keys[0] : undefined;
}

/** The holders and the paging objects inside them (`meta`, `meta.pagination`, `links`…), innermost first. */
function withMeta(holders: IDataObject[]): IDataObject[] {
	const scopes: IDataObject[] = [];
	for (const holder of [...holders].reverse()) {
		scopes.push(holder);
		for (const key of META_KEYS) {
			const meta = holder[key];
			if (!isPlainObject(meta)) continue;
			scopes.push(meta);
			for (const inner of META_KEYS)
				if (isPlainObject(meta[inner])) scopes.push(meta[inner] as IDataObject);
		}
	}
	return scopes;
}

function first(scopes: IDataObject[], keys: string[]): unknown {
	for (const scope of scopes)
		for (const key of keys) if (scope[key] !== undefined && scope[key] !== null) return scope[key];
	return undefined;
}

function firstNumber(scopes: IDataObject[], keys: string[]): number | undefined {
	for (const scope of scopes)
		for (const key of keys) {
			const value = toNumber(scope[key]);
			if (value !== undefined) return value;
		}
	return undefined;
}

function toNumber(value: unknown): number | undefined {
	if (typeof value === 'number' && Number.isFinite(value)) return value;
	if (typeof value === 'string' && /^\d+$/.test(value.trim())) return Number(value);
	return undefined;
}

/** RFC 8288: `Link: <https://…?page=2>; rel="next"`. */
function nextFromLinkHeader(headers: IDataObject, requestUrl: string): NextPage | undefined {
	const value = headers.link ?? headers.Link;
	const text = Array.isArray(value) ? value.join(', ') : typeof value === 'string' ? value : '';
	for (const match of text.matchAll(/<([^>]*)>\s*((?:;[^,<]*)*)/g)) {
		const rel = /;\s*rel\s*=\s*"?([^";]+)"?/i.exec(match[2])?.[1] ?? '';
		if (rel.toLowerCase().split(/\s+/).includes('next')) return linkTo(match[1], requestUrl);
	}
	return undefined;
}

/** A next link in the body: a URL or path string, or `{href}` (HAL). */
function nextFromBodyLink(scopes: IDataObject[], requestUrl: string): NextPage | undefined {
	for (const scope of scopes) {
		// `links: [{rel: "next", href}]` (PayPal, Spring HATEOAS).
		if (Array.isArray(scope.links)) {
			const next = (scope.links as unknown[]).find(
				(link) => isPlainObject(link) && String(link.rel).toLowerCase() === 'next',
			) as IDataObject | undefined;
			const href = next?.href ?? next?.url;
			if (typeof href === 'string' && href.trim()) return linkTo(href.trim(), requestUrl);
		}
		for (const key of NEXT_LINK_KEYS) {
			let value = scope[key];
			// An explicit "no next link" (`next: null`): this was the last page.
			if (value === null) return END;
			if (isPlainObject(value)) value = value.href ?? value.url;
			if (typeof value !== 'string' || value.trim() === '') continue;
			const text = value.trim();
			if (/^(https?:\/\/|\/|\?)/i.test(text)) return linkTo(text, requestUrl);
			// A bare token under `next` is a cursor; a number, the next page.
			if (key === 'next')
				return /^\d+$/.test(text) ? { qs: { page: Number(text) } } : { qs: { cursor: text } };
		}
	}
	return undefined;
}

function linkTo(link: string, requestUrl: string): NextPage | undefined {
	try {
		return { url: new URL(link, requestUrl).toString() };
	} catch {
		return undefined;
	}
}

function nextFromCursor(scopes: IDataObject[]): NextPage | undefined {
	for (const scope of scopes)
		for (const [key, parameter] of CURSOR_KEYS) {
			if (!(key in scope)) continue;
			const value = scope[key];
			// A cursor that is empty, null or false: this was the last page.
			if (!isId(value)) return END;
			// GraphQL-style end cursors come with a "has next page" flag.
			if ((key === 'end_cursor' || key === 'endCursor') && first([scope], HAS_MORE_KEYS) === false)
				return END;
			return { qs: { [parameter]: value } };
		}
	return undefined;
}

/** A marker that stops the search: the answer says plainly there is no next page. */
const END = { qs: {} } as NextPage;

function nextFromPageNumber(
	scopes: IDataObject[],
	count: number,
	received: number,
): NextPage | undefined {
	const explicit = firstNumber(scopes, NEXT_PAGE_NUMBER_KEYS);
	let found: [number, string] | undefined;
	for (const scope of scopes) {
		for (const [key, parameter] of PAGE_KEYS) {
			const value = toNumber(scope[key]);
			if (value !== undefined) {
				found = [value, parameter];
				break;
			}
		}
		if (found) break;
	}
	if (!found) return explicit !== undefined ? { qs: { page: explicit } } : undefined;
	const [current, parameter] = found;
	if (explicit !== undefined) return { qs: { [parameter]: explicit } };
	if (count === 0) return END;
	const next = { qs: { [parameter]: current + 1 } };
	const hasMore = first(scopes, HAS_MORE_KEYS);
	if (typeof hasMore === 'boolean') return hasMore ? next : END;
	const last = first(scopes, ['last', 'isLast', 'is_last']);
	if (typeof last === 'boolean') return last ? END : next;
	const lastPage = firstNumber(scopes, LAST_PAGE_KEYS);
	// Zero-based numbering (Spring's `number`) counts pages from 0 to totalPages - 1.
	const zeroBased = current === 0 || scopes.some((scope) => toNumber(scope.number) !== undefined);
	if (lastPage !== undefined)
		return (zeroBased ? current + 1 < lastPage : current < lastPage) ? next : END;
	const total = firstNumber(scopes, TOTAL_KEYS);
	if (total !== undefined) return received + count < total ? next : END;
	const size = firstNumber(scopes, PAGE_SIZE_KEYS);
	if (size !== undefined) return count >= size ? next : END;
	return undefined;
}

function nextFromOffset(
	scopes: IDataObject[],
	count: number,
	total: number | undefined,
): NextPage | undefined {
	for (const parameter of ['offset', 'skip', 'start', 'startAt', 'start_at']) {
		const offset = firstNumber(scopes, [parameter]);
		if (offset === undefined) continue;
		if (count === 0) return END;
		const next = offset + count;
		if (total !== undefined) return next < total ? { qs: { [parameter]: next } } : END;
		const hasMore = first(scopes, HAS_MORE_KEYS);
		if (typeof hasMore === 'boolean') return hasMore ? { qs: { [parameter]: next } } : END;
		const last = first(scopes, ['last', 'isLast', 'is_last']);
		if (typeof last === 'boolean') return last ? END : { qs: { [parameter]: next } };
		return undefined;
	}
	return undefined;
}

/** `has_more` alone (Stripe's form): the next page starts after the last object's id. */
function nextFromHasMore(scopes: IDataObject[], items: IDataObject[]): NextPage | undefined {
	const hasMore = first(scopes, HAS_MORE_KEYS);
	if (hasMore !== true || items.length === 0) return undefined;
	const lastId = items[items.length - 1].id;
	return isId(lastId) ? { qs: { starting_after: lastId } } : undefined;
}

/** Whether `next` is a real next page rather than the end marker. */
export function hasNextPage(page: ListPage): page is ListPage & { next: NextPage } {
	return page.next !== undefined && page.next !== END;
}
