/**
 * The shape readers against answers as real services send them. The service's public document
 * promises only a design with a string `id` under /v1 with a bearer key: bodies, paging, states,
 * images and errors are the service's own. Each body below is modelled on what a popular framework
 * or public API actually sends (Stripe, Laravel, Rails, Django REST framework, FastAPI, Spring,
 * NestJS, ASP.NET Core, JSON:API, HAL, GitHub, Google, Slack, OpenAI, Replicate, Runway, Azure…).
 */
import type { IDataObject, INode } from 'n8n-workflow';

import {
	excerpt,
	toDesign,
	toListItem,
	unwrapObject,
} from '../../nodes/DesignGenerator/shapes/objects';
import { hasNextPage, readListPage } from '../../nodes/DesignGenerator/shapes/lists';
import type { ListPage, NextPage } from '../../nodes/DesignGenerator/shapes/lists';
import { failureOf, progressOf, statusWord } from '../../nodes/DesignGenerator/shapes/progress';
import { extensionOf, findImage, sniffMediaType } from '../../nodes/DesignGenerator/shapes/images';
import { apiError, readProblem } from '../../nodes/DesignGenerator/transport/apiErrors';

// ---------------------------------------------------------------------------------------------
// Fixtures
// ---------------------------------------------------------------------------------------------

const API = 'https://api.example.com/v1/designs';

/** `count` designs as a service lists them, numbered from `from`. */
function designs(count: number, from = 1): IDataObject[] {
	return Array.from({ length: count }, (_, i) => ({
		id: `dsn_${from + i}`,
		prompt: 'a linen summer dress',
		style: 'boho',
		status: 'succeeded',
	}));
}

/** A real 1×1 PNG. */
const PNG_BASE64 =
	'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const PNG = Buffer.from(PNG_BASE64, 'base64');
/** The start of a JFIF JPEG, long enough to be taken for a file. */
const JPEG = Buffer.concat([
	Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
	Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1'),
	Buffer.alloc(16, 0x20),
]);
const JPEG_BASE64 = JPEG.toString('base64');
const GIF = Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.alloc(26)]);
const WEBP = Buffer.concat([
	Buffer.from('RIFF', 'latin1'),
	Buffer.from([0x24, 0, 0, 0]),
	Buffer.from('WEBPVP8 ', 'latin1'),
	Buffer.alloc(20),
]);
const SVG = Buffer.from(
	'<?xml version="1.0" encoding="UTF-8"?>\n<!-- generated -->\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>',
);
const PDF = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<< /Type /Catalog >>\nendobj\n');
/** Base64 that decodes to JSON text, not to an image. */
const NOT_AN_IMAGE_BASE64 = Buffer.from(
	'{"prompt":"a linen summer dress","style":"boho","seed":42}',
).toString('base64');

// ---------------------------------------------------------------------------------------------
// Objects
// ---------------------------------------------------------------------------------------------

describe('objects: one object out of an answer', () => {
	const design = { id: 'dsn_1', prompt: 'a linen summer dress', style: 'boho' };

	test('a bare design is returned as it is', () => {
		expect(unwrapObject(design)).toEqual(design);
		expect(toDesign(design)).toEqual(design);
	});

	test('a bare Stripe-style object whose `object` field names its type is not unwrapped', () => {
		const body = { id: 'dsn_1', object: 'design', livemode: false, metadata: {} };
		expect(toDesign(body)).toEqual(body);
	});

	test('a design with no id whose field is an object (image) is not mistaken for an envelope', () => {
		const body = { design_id: 'dsn_1', image: { url: 'https://cdn.example.com/dsn_1.png' } };
		expect(toDesign(body)).toEqual({ id: 'dsn_1', ...body });
	});

	test.each([
		'data',
		'design',
		'result',
		'item',
		'publication',
		'listing',
		'record',
		'resource',
		'payload',
		'response',
		'object',
	])('a design in a `%s` envelope is unwrapped', (key) => {
		expect(toDesign({ [key]: design })).toEqual(design);
	});

	test("a design under a lone key of the service's own (`generation`) is unwrapped", () => {
		expect(toDesign({ generation: design })).toEqual(design);
	});

	test.each([
		['GraphQL `{data: {design: …}}`', { data: { design } }],
		['GraphQL mutation `{data: {generateDesign: …}}`', { data: { generateDesign: design } }],
		['`{response: {result: {data: …}}}` three deep', { response: { result: { data: design } } }],
	])('a nested envelope is opened: %s', (_name, body) => {
		expect(toDesign(body)).toEqual(design);
	});

	test('a GraphQL payload `{data: {createDesign: {design, userErrors}}}` gives the design', () => {
		const body = { data: { createDesign: { design, userErrors: [] } } };
		expect(toDesign(body)).toMatchObject(design);
	});

	test('the envelope siblings (meta, message, request id) are kept beside the design', () => {
		const body = {
			data: design,
			meta: { request_id: 'req_123', credits_remaining: 41 },
			message: 'Design queued',
		};
		expect(toDesign(body)).toEqual({
			...design,
			meta: { request_id: 'req_123', credits_remaining: 41 },
			message: 'Design queued',
		});
	});

	test("the design's own fields win over envelope siblings of the same name", () => {
		const body = { status: 'ok', data: { ...design, status: 'pending' } };
		expect(toDesign(body)?.status).toBe('pending');
	});

	test('a Cloudflare-style `{success, errors, messages, result}` answer gives the result with its siblings', () => {
		const body = { success: true, errors: [], messages: [], result: design };
		expect(toDesign(body)).toEqual({ ...design, success: true, errors: [], messages: [] });
	});

	test('a JSON:API document is flattened: attributes beside id and type, links and meta kept', () => {
		const body = {
			jsonapi: { version: '1.1' },
			data: {
				type: 'designs',
				id: 'dsn_1',
				attributes: { prompt: 'a linen summer dress', style: 'boho', status: 'succeeded' },
				relationships: { owner: { data: { type: 'accounts', id: 'acc_9' } } },
				links: { self: 'https://api.example.com/v1/designs/dsn_1' },
			},
		};
		expect(toDesign(body)).toEqual({
			id: 'dsn_1',
			type: 'designs',
			prompt: 'a linen summer dress',
			style: 'boho',
			status: 'succeeded',
			relationships: { owner: { data: { type: 'accounts', id: 'acc_9' } } },
			links: { self: 'https://api.example.com/v1/designs/dsn_1' },
			jsonapi: { version: '1.1' },
		});
	});

	test.each([
		['design_id', { design_id: 'dsn_1', prompt: 'x' }, 'dsn_1'],
		['designId', { designId: 'dsn_1', prompt: 'x' }, 'dsn_1'],
		[
			'uuid',
			{ uuid: '0b9d3c5e-7f1a-4c1e-9a51-3f1e2b8c4d10' },
			'0b9d3c5e-7f1a-4c1e-9a51-3f1e2b8c4d10',
		],
		['MongoDB `_id`', { _id: '65f1c0a2e4b0a1b2c3d4e5f6', __v: 0 }, '65f1c0a2e4b0a1b2c3d4e5f6'],
	])('the id alias %s becomes `id`, and the alias is kept', (_name, body, id) => {
		expect(toDesign(body)).toEqual({ id, ...body });
	});

	test('an id alias inside an envelope becomes `id` too', () => {
		expect(toDesign({ data: { design_id: 'dsn_7', status: 'queued' } })).toEqual({
			id: 'dsn_7',
			design_id: 'dsn_7',
			status: 'queued',
		});
	});

	test('a numeric id (Rails, Laravel auto-increment) is kept as a number', () => {
		expect(toDesign({ id: 42, prompt: 'x' })).toEqual({ id: 42, prompt: 'x' });
	});

	test('`id` wins over an alias when both are present', () => {
		expect(toDesign({ id: 'dsn_1', uuid: 'other' })?.id).toBe('dsn_1');
	});

	test.each([
		['null', null],
		['undefined', undefined],
		['an empty string', ''],
		['a text answer', 'Created'],
		['a number', 204],
		['true', true],
		['an array', [design]],
	])('%s is not an object: undefined', (_name, body) => {
		expect(unwrapObject(body)).toBeUndefined();
		expect(toDesign(body)).toBeUndefined();
	});

	test('an envelope of nothing (`{data: null}`) is kept as the object it is', () => {
		expect(unwrapObject({ data: null })).toEqual({ data: null });
	});
});

describe('objects: a list element as an object', () => {
	test.each([
		['a string id', 'dsn_1', { id: 'dsn_1' }],
		['a numeric id', 17, { id: 17 }],
		[
			'a GraphQL edge',
			{ cursor: 'Y3Vyc29yOjE=', node: { id: 'dsn_1', prompt: 'x' } },
			{ id: 'dsn_1', prompt: 'x' },
		],
		[
			'a JSON:API resource',
			{ type: 'designs', id: 'dsn_1', attributes: { prompt: 'x' } },
			{ type: 'designs', id: 'dsn_1', prompt: 'x' },
		],
		[
			'a MongoDB document',
			{ _id: 'abc123', prompt: 'x' },
			{ id: 'abc123', _id: 'abc123', prompt: 'x' },
		],
		['null', null, { value: null }],
	])('%s', (_name, element, expected) => {
		expect(toListItem(element)).toEqual(expected);
	});

	test('an object with a `node` field beside others is not taken for an edge', () => {
		const element = { id: 'dsn_1', node: { id: 'n1' }, style: 'boho' };
		expect(toListItem(element)).toEqual(element);
	});
});

describe('objects: excerpt of what a service sent', () => {
	test.each([
		['undefined', undefined, 'an empty body'],
		['null', null, 'an empty body'],
		['an empty string', '', 'an empty body'],
		['a JSON object', { error: 'nope' }, '{"error":"nope"}'],
		[
			'a Buffer',
			Buffer.from('<html>\n  <body>oops</body>\n</html>'),
			'<html> <body>oops</body> </html>',
		],
	])('%s', (_name, body, expected) => {
		expect(excerpt(body)).toBe(expected);
	});

	test('a long body is cut to the maximum with an ellipsis', () => {
		expect(excerpt('x'.repeat(500), 20)).toBe(`${'x'.repeat(20)}…`);
	});
});

// ---------------------------------------------------------------------------------------------
// Lists
// ---------------------------------------------------------------------------------------------

function read(body: unknown, headers: IDataObject = {}, received = 0, url = API): ListPage {
	const page = readListPage(body, headers, url, received);
	if (!page) throw new Error(`not read as a list: ${excerpt(body)}`);
	return page;
}

/** The next page to fetch, or undefined when this was the last. */
function nextOf(body: unknown, headers: IDataObject = {}, received = 0, url = API) {
	const page = read(body, headers, received, url);
	return hasNextPage(page) ? page.next : undefined;
}

const laravelLinks = [
	{ url: null, label: '&laquo; Previous', active: false },
	{ url: `${API}?page=1`, label: '1', active: true },
	{ url: `${API}?page=2`, label: '2', active: false },
	{ url: `${API}?page=2`, label: 'Next &raquo;', active: false },
];

describe('lists: the next page, in each form services page by', () => {
	test.each<[string, unknown, IDataObject, number, NextPage]>([
		[
			'GitHub: Link header with rel="next" and rel="last"',
			designs(2),
			{
				link: `<${API}?page=2&per_page=2>; rel="next", <${API}?page=3&per_page=2>; rel="last"`,
			},
			0,
			{ url: `${API}?page=2&per_page=2` },
		],
		[
			'Link header as several values under `Link`, next after prev',
			designs(2, 3),
			{ Link: [`<${API}?page=1>; rel="prev"`, `<${API}?page=3>; rel="next"`] },
			2,
			{ url: `${API}?page=3` },
		],
		[
			'Link header with an unquoted rel and extra parameters',
			designs(2),
			{ link: `<${API}?after=dsn_2>; title="next page"; rel=next` },
			0,
			{ url: `${API}?after=dsn_2` },
		],
		[
			'Django REST framework PageNumberPagination: `next` URL',
			{ count: 5, next: `${API}?page=2`, previous: null, results: designs(2) },
			{},
			0,
			{ url: `${API}?page=2` },
		],
		[
			'Django REST framework LimitOffsetPagination: `next` URL',
			{ count: 5, next: `${API}?limit=2&offset=2`, previous: null, results: designs(2) },
			{},
			0,
			{ url: `${API}?limit=2&offset=2` },
		],
		[
			'Django REST framework CursorPagination: `next` URL with an opaque cursor',
			{ next: `${API}?cursor=cD0yMDI0LTA1LTAx`, previous: null, results: designs(2) },
			{},
			0,
			{ url: `${API}?cursor=cD0yMDI0LTA1LTAx` },
		],
		[
			'Laravel paginate(): `next_page_url` beside a `links` array',
			{
				current_page: 1,
				data: designs(2),
				first_page_url: `${API}?page=1`,
				from: 1,
				last_page: 3,
				last_page_url: `${API}?page=3`,
				links: laravelLinks,
				next_page_url: `${API}?page=2`,
				path: API,
				per_page: 2,
				prev_page_url: null,
				to: 2,
				total: 5,
			},
			{},
			0,
			{ url: `${API}?page=2` },
		],
		[
			'Laravel API resource collection: `links.next` and `meta.current_page`',
			{
				data: designs(2),
				links: { first: `${API}?page=1`, last: `${API}?page=3`, prev: null, next: `${API}?page=2` },
				meta: {
					current_page: 1,
					from: 1,
					last_page: 3,
					links: laravelLinks,
					path: API,
					per_page: 2,
					to: 2,
					total: 5,
				},
			},
			{},
			0,
			{ url: `${API}?page=2` },
		],
		[
			'JSON:API: `links.next` with page[number]',
			{
				data: [{ type: 'designs', id: 'dsn_1', attributes: { prompt: 'x' } }],
				links: {
					self: `${API}?page%5Bnumber%5D=1&page%5Bsize%5D=1`,
					next: `${API}?page%5Bnumber%5D=2&page%5Bsize%5D=1`,
					last: `${API}?page%5Bnumber%5D=5&page%5Bsize%5D=1`,
				},
				meta: { total: 5 },
			},
			{},
			0,
			{ url: `${API}?page%5Bnumber%5D=2&page%5Bsize%5D=1` },
		],
		[
			'HAL (Spring Data REST): `_embedded.designs` and `_links.next.href`',
			{
				_embedded: { designs: designs(2) },
				_links: {
					self: { href: `${API}?page=0&size=2` },
					next: { href: `${API}?page=1&size=2` },
					last: { href: `${API}?page=2&size=2` },
				},
				page: { size: 2, totalElements: 5, totalPages: 3, number: 0 },
			},
			{},
			0,
			{ url: `${API}?page=1&size=2` },
		],
		[
			'PayPal / Spring HATEOAS: a `links` array with rel "next"',
			{
				items: designs(2),
				total_items: 5,
				total_pages: 3,
				links: [
					{ href: `${API}?page=1&page_size=2`, rel: 'self', method: 'GET' },
					{ href: `${API}?page=2&page_size=2`, rel: 'next', method: 'GET' },
				],
			},
			{},
			0,
			{ url: `${API}?page=2&page_size=2` },
		],
		[
			'OData: `value` and `@odata.nextLink`',
			{
				'@odata.context': 'https://api.example.com/v1/$metadata#designs',
				value: designs(2),
				'@odata.nextLink': `${API}?$skiptoken=X%2744%27`,
			},
			{},
			0,
			{ url: `${API}?$skiptoken=X%2744%27` },
		],
		[
			'Zendesk cursor paging: `meta.has_more` with `links.next`',
			{
				designs: designs(2),
				meta: { has_more: true, after_cursor: 'xXx', before_cursor: 'yYy' },
				links: { prev: `${API}?page%5Bbefore%5D=yYy`, next: `${API}?page%5Bafter%5D=xXx` },
			},
			{},
			0,
			{ url: `${API}?page%5Bafter%5D=xXx` },
		],
		[
			'Stripe: `has_more` pages after the last id',
			{ object: 'list', url: '/v1/designs', has_more: true, data: designs(2) },
			{},
			0,
			{ qs: { starting_after: 'dsn_2' } },
		],
		[
			'Google: `nextPageToken`',
			{ designs: designs(2), nextPageToken: 'CiAKGjBpNDd2Nmp2Zml2cXRwYjBpOXA' },
			{},
			0,
			{ qs: { pageToken: 'CiAKGjBpNDd2Nmp2Zml2cXRwYjBpOXA' } },
		],
		[
			'Google (snake case): `next_page_token`',
			{ designs: designs(2), next_page_token: 'tok_2' },
			{},
			0,
			{ qs: { page_token: 'tok_2' } },
		],
		[
			'Notion-style: `next_cursor` with `has_more`',
			{ object: 'list', results: designs(2), next_cursor: 'c2e1f', has_more: true },
			{},
			0,
			{ qs: { cursor: 'c2e1f' } },
		],
		[
			'Slack: `response_metadata.next_cursor`',
			{ ok: true, designs: designs(2), response_metadata: { next_cursor: 'dXNlcjpVMEc5V0ZYTlo=' } },
			{},
			0,
			{ qs: { cursor: 'dXNlcjpVMEc5V0ZYTlo=' } },
		],
		[
			'Twitter/X v2: `meta.next_token`',
			{
				data: designs(2),
				meta: { result_count: 2, next_token: '7140dibdnow9c7btw3w29grvxfcgvpb9n' },
			},
			{},
			0,
			{ qs: { next_token: '7140dibdnow9c7btw3w29grvxfcgvpb9n' } },
		],
		[
			'Square: `cursor` beside `objects`',
			{ objects: designs(2), cursor: 'CAISEjEyMzQ1Njc4OTAxMjM0NTY3OBgB' },
			{},
			0,
			{ qs: { cursor: 'CAISEjEyMzQ1Njc4OTAxMjM0NTY3OBgB' } },
		],
		[
			'GraphQL-like connection: `data.edges` with `pageInfo.endCursor` and hasNextPage',
			{
				data: {
					edges: designs(2).map((node, i) => ({ cursor: `Y3Vyc29yOj${i}`, node })),
					pageInfo: { endCursor: 'Y3Vyc29yOjE=', hasNextPage: true },
				},
			},
			{},
			0,
			{ qs: { after: 'Y3Vyc29yOjE=' } },
		],
		[
			'GraphQL response: `data.designs.edges` with `pageInfo`',
			{
				data: {
					designs: {
						edges: designs(2).map((node, i) => ({ cursor: `Y3Vyc29yOj${i}`, node })),
						pageInfo: { endCursor: 'Y3Vyc29yOjE=', hasNextPage: true },
					},
				},
			},
			{},
			0,
			{ qs: { after: 'Y3Vyc29yOjE=' } },
		],
		[
			'1-based page number with total',
			{ data: designs(2), page: 1, per_page: 2, total: 5 },
			{},
			0,
			{ qs: { page: 2 } },
		],
		[
			'1-based page number, middle page, with total and earlier pages',
			{ data: designs(2, 3), page: 2, per_page: 2, total: 5 },
			{},
			2,
			{ qs: { page: 3 } },
		],
		[
			'fastapi-pagination: `{items, total, page, size, pages}`',
			{ items: designs(2), total: 5, page: 1, size: 2, pages: 3 },
			{},
			0,
			{ qs: { page: 2 } },
		],
		[
			'Laravel-style meta without links: `meta.current_page` / `meta.last_page`',
			{ data: designs(2), meta: { current_page: 1, last_page: 3, per_page: 2 } },
			{},
			0,
			{ qs: { page: 2 } },
		],
		[
			'Spring Data Page (0-based `number`, `last: false`)',
			{
				content: designs(2),
				pageable: { pageNumber: 0, pageSize: 2, offset: 0, paged: true, unpaged: false },
				last: false,
				totalPages: 3,
				totalElements: 5,
				size: 2,
				number: 0,
				first: true,
				numberOfElements: 2,
				empty: false,
			},
			{},
			0,
			{ qs: { page: 1 } },
		],
		[
			'Spring Boot 3.3 PagedModel (0-based `page.number`), middle page',
			{ content: designs(2, 3), page: { size: 2, number: 1, totalElements: 5, totalPages: 3 } },
			{},
			2,
			{ qs: { page: 2 } },
		],
		[
			'an explicit `next_page` number',
			{ data: designs(2), page: 1, next_page: 2 },
			{},
			0,
			{ qs: { page: 2 } },
		],
		[
			'offset and limit with total',
			{ data: designs(2), offset: 0, limit: 2, total: 5 },
			{},
			0,
			{ qs: { offset: 2 } },
		],
		[
			'offset in `meta` with `has_more`',
			{ results: designs(2, 3), meta: { offset: 2, limit: 2, has_more: true } },
			{},
			2,
			{ qs: { offset: 4 } },
		],
		[
			'Jira / Atlassian: `startAt`, `maxResults`, `total`, `isLast: false`',
			{ startAt: 0, maxResults: 2, total: 5, isLast: false, values: designs(2) },
			{},
			0,
			{ qs: { startAt: 2 } },
		],
		[
			'Cloudflare: `result` array with `result_info` page facts',
			{
				result: designs(2),
				result_info: { page: 1, per_page: 2, count: 2, total_count: 5, total_pages: 3 },
				success: true,
				errors: [],
				messages: [],
			},
			{},
			0,
			{ qs: { page: 2 } },
		],
	])('%s', (_name, body, headers, received, expected) => {
		expect(nextOf(body, headers, received)).toEqual(expected);
	});
});

describe('lists: relative next links resolve against the request URL', () => {
	test.each([
		[
			'Link header with a path',
			[],
			{ link: '</v1/designs?cursor=ZHNuXzI>; rel="next"' },
			`${API}?limit=2`,
			`${API}?cursor=ZHNuXzI`,
		],
		[
			'body `next` with a path, on the /api prefix and another host',
			{ data: designs(1), next: '/api/v1/designs?page=2' },
			{},
			'https://gw.example.com/api/v1/designs?page=1',
			'https://gw.example.com/api/v1/designs?page=2',
		],
		[
			'body `next` that is only a query string',
			{ data: designs(1), next: '?page=2&limit=1' },
			{},
			'https://gw.example.com/api/v1/designs?page=1&limit=1',
			'https://gw.example.com/api/v1/designs?page=2&limit=1',
		],
		[
			'Laravel `next_page_url` relative to a service behind a path prefix',
			{ data: designs(1), next_page_url: '/svc/v1/designs?page=2' },
			{},
			'http://localhost:8080/svc/v1/designs',
			'http://localhost:8080/svc/v1/designs?page=2',
		],
		[
			'HAL `_links.next.href` with a path',
			{
				_links: { next: { href: '/v1/designs?page=1&size=1' } },
				_embedded: { designs: designs(1) },
			},
			{},
			`${API}?page=0&size=1`,
			`${API}?page=1&size=1`,
		],
	])('%s', (_name, body, headers, url, expected) => {
		expect(nextOf(body, headers, 0, url)).toEqual({ url: expected });
	});
});

describe('lists: the last page has no next', () => {
	test.each<[string, unknown, IDataObject, number]>([
		['a bare array without a Link header', designs(2), {}, 0],
		[
			'GitHub: Link header with only rel="prev" and rel="first"',
			designs(1, 5),
			{ link: `<${API}?page=2&per_page=2>; rel="prev", <${API}?page=1&per_page=2>; rel="first"` },
			4,
		],
		[
			'Django REST framework: `next: null`',
			{ count: 5, next: null, previous: `${API}?page=2`, results: designs(1, 5) },
			{},
			4,
		],
		[
			'Laravel paginate(): last_page reached, `next_page_url: null`',
			{
				current_page: 3,
				data: designs(1, 5),
				last_page: 3,
				links: laravelLinks,
				next_page_url: null,
				per_page: 2,
				prev_page_url: `${API}?page=2`,
				total: 5,
			},
			{},
			4,
		],
		[
			'Laravel simplePaginate(): a full last page with `next_page_url: null`',
			{
				current_page: 2,
				data: designs(2, 3),
				first_page_url: `${API}?page=1`,
				from: 3,
				next_page_url: null,
				path: API,
				per_page: 2,
				prev_page_url: `${API}?page=1`,
				to: 4,
			},
			{},
			2,
		],
		[
			'Laravel API resource: `links.next: null`, current_page = last_page',
			{
				data: designs(1, 5),
				links: { first: `${API}?page=1`, last: `${API}?page=3`, prev: `${API}?page=2`, next: null },
				meta: { current_page: 3, last_page: 3, per_page: 2, total: 5 },
			},
			{},
			4,
		],
		[
			'JSON:API: `links` without next',
			{
				data: [{ type: 'designs', id: 'dsn_5', attributes: {} }],
				links: { prev: `${API}?page%5Bnumber%5D=4` },
			},
			{},
			4,
		],
		[
			'HAL (Spring Data REST): no `_links.next`, last page number',
			{
				_embedded: { designs: designs(1, 5) },
				_links: { self: { href: `${API}?page=2&size=2` }, prev: { href: `${API}?page=1&size=2` } },
				page: { size: 2, totalElements: 5, totalPages: 3, number: 2 },
			},
			{},
			4,
		],
		['OData: no `@odata.nextLink`', { value: designs(1) }, {}, 0],
		['Stripe: `has_more: false`', { object: 'list', has_more: false, data: designs(2) }, {}, 0],
		['Google: no `nextPageToken`', { designs: designs(2) }, {}, 0],
		['Google: `nextPageToken: ""`', { designs: designs(2), nextPageToken: '' }, {}, 0],
		[
			'`next_cursor: null` with `has_more: false`',
			{ results: designs(2), next_cursor: null, has_more: false },
			{},
			0,
		],
		[
			'Slack: `response_metadata.next_cursor: ""`',
			{ ok: true, designs: designs(2), response_metadata: { next_cursor: '' } },
			{},
			0,
		],
		[
			'GraphQL-like: `pageInfo.hasNextPage: false` beside an endCursor',
			{
				data: {
					edges: [{ cursor: 'Yz0x', node: designs(1)[0] }],
					pageInfo: { endCursor: 'Yz0x', hasNextPage: false },
				},
			},
			{},
			0,
		],
		[
			'1-based page number, total reached',
			{ data: designs(1, 5), page: 3, per_page: 2, total: 5 },
			{},
			4,
		],
		[
			'1-based page number, a short page without total',
			{ data: designs(1, 5), page: 3, per_page: 2 },
			{},
			4,
		],
		[
			'fastapi-pagination: page = pages',
			{ items: designs(1, 5), total: 5, page: 3, size: 2, pages: 3 },
			{},
			4,
		],
		[
			'Spring Data Page: `last: true`',
			{
				content: designs(1, 5),
				last: true,
				totalPages: 3,
				totalElements: 5,
				size: 2,
				number: 2,
				first: false,
			},
			{},
			4,
		],
		[
			'Spring Boot 3.3 PagedModel: number = totalPages - 1',
			{ content: designs(1, 5), page: { size: 2, number: 2, totalElements: 5, totalPages: 3 } },
			{},
			4,
		],
		['0-based page number, the only page', { data: designs(2), page: 0, total_pages: 1 }, {}, 0],
		['offset, total reached', { data: designs(1, 5), offset: 4, limit: 2, total: 5 }, {}, 4],
		[
			'offset with `has_more: false`',
			{ results: designs(2, 3), meta: { offset: 2, limit: 2, has_more: false } },
			{},
			2,
		],
		[
			'Jira: `isLast: true`',
			{ startAt: 4, maxResults: 2, total: 5, isLast: true, values: designs(1, 5) },
			{},
			4,
		],
		[
			'Cloudflare: `result_info.page` = total_pages',
			{
				result: designs(1, 5),
				result_info: { page: 3, per_page: 2, count: 1, total_count: 5, total_pages: 3 },
				success: true,
				errors: [],
				messages: [],
			},
			{},
			4,
		],
		['no paging facts at all', { designs: designs(2) }, {}, 0],
	])('%s', (_name, body, headers, received) => {
		expect(nextOf(body, headers, received)).toBeUndefined();
	});
});

describe('lists: zero items', () => {
	test.each<[string, unknown]>([
		['a bare empty array', []],
		['Stripe: empty `data`, `has_more: false`', { object: 'list', data: [], has_more: false }],
		[
			'Stripe: empty `data` but `has_more: true` (nothing to start after)',
			{ data: [], has_more: true },
		],
		['Django REST framework: `count: 0`', { count: 0, next: null, previous: null, results: [] }],
		['a page number past the end', { data: [], page: 4, per_page: 2 }],
		['an offset past the end', { items: [], offset: 6, limit: 2 }],
		[
			'Spring Data Page: `empty: true`',
			{ content: [], number: 0, totalPages: 0, totalElements: 0, last: true, empty: true },
		],
	])('%s: no items and no next page', (_name, body) => {
		const page = read(body);
		expect(page.items).toEqual([]);
		expect(hasNextPage(page)).toBe(false);
	});
});

describe('lists: the items and total of a page', () => {
	test('JSON:API resources are flattened', () => {
		const page = read({
			data: [
				{ type: 'designs', id: 'dsn_1', attributes: { prompt: 'a parka', style: 'classic' } },
				{ type: 'designs', id: 'dsn_2', attributes: { prompt: 'a kimono', style: 'boho' } },
			],
		});
		expect(page.items).toEqual([
			{ type: 'designs', id: 'dsn_1', prompt: 'a parka', style: 'classic' },
			{ type: 'designs', id: 'dsn_2', prompt: 'a kimono', style: 'boho' },
		]);
	});

	test('GraphQL edges give their nodes', () => {
		const page = read({
			data: {
				edges: designs(2).map((node) => ({ cursor: 'c', node })),
				pageInfo: { hasNextPage: false },
			},
		});
		expect(page.items).toEqual(designs(2));
	});

	test('a list of bare ids gives objects with `id`', () => {
		expect(read({ data: ['dsn_1', 'dsn_2'] }).items).toEqual([{ id: 'dsn_1' }, { id: 'dsn_2' }]);
	});

	test('MongoDB documents get `id` from `_id`', () => {
		expect(read([{ _id: 'a1' }, { _id: 'a2' }]).items.map((item) => item.id)).toEqual(['a1', 'a2']);
	});

	test('designs under a service-named key (`generations`) are read as the list', () => {
		expect(read({ generations: designs(2), request_id: 'r1' }).items).toEqual(designs(2));
	});

	test.each<[string, unknown, number]>([
		['Django REST framework `count`', { count: 45, next: null, results: designs(2) }, 45],
		[
			'GitHub search `total_count`',
			{ total_count: 45, incomplete_results: false, items: designs(2) },
			45,
		],
		[
			'Spring `totalElements`',
			{ content: designs(2), totalElements: 45, number: 0, totalPages: 23 },
			45,
		],
		['Laravel `meta.total`', { data: designs(2), meta: { current_page: 1, total: 45 } }, 45],
	])('the total from %s', (_name, body, total) => {
		expect(read(body).total).toBe(total);
	});
});

describe('lists: an answer that is not a list', () => {
	test.each<[string, unknown]>([
		['null', null],
		['undefined', undefined],
		['an empty string', ''],
		['plain text', 'OK'],
		['a number', 42],
		['an empty object', {}],
		['an error object', { message: 'Not Found', documentation_url: 'https://docs.example.com' }],
		['one design in an envelope', { data: { id: 'dsn_1', prompt: 'x' } }],
		['one bare design', { id: 'dsn_1', prompt: 'x', style: 'boho' }],
	])('%s: undefined', (_name, body) => {
		expect(readListPage(body, {}, API, 0)).toBeUndefined();
	});

	test.each<[string, unknown]>([
		[
			'a bare design with one array field (`tags`)',
			{ id: 'dsn_1', prompt: 'x', tags: ['linen', 'summer'] },
		],
		[
			'a Replicate-style job with an `output` array of image URLs',
			{ id: 'p_1', status: 'succeeded', output: ['https://replicate.delivery/pbxt/abc/out-0.png'] },
		],
		[
			'one design in an envelope whose design has an `images` array',
			{ data: { id: 'dsn_1', images: [{ url: 'https://cdn.example.com/1.png' }] } },
		],
	])('%s is one object, not a list: undefined', (_name, body) => {
		expect(readListPage(body, {}, API, 0)).toBeUndefined();
	});
});

// ---------------------------------------------------------------------------------------------
// Progress
// ---------------------------------------------------------------------------------------------

describe("progress: pending, succeeded or failed in the service's words", () => {
	test.each([
		'pending',
		'PENDING',
		'Pending',
		'queued',
		'QUEUED',
		'IN_QUEUE',
		'InQueue',
		'processing',
		'Processing',
		'in_progress',
		'IN_PROGRESS',
		'in-progress',
		'In Progress',
		'InProgress',
		'inProgress',
		'running',
		'RUNNING',
		'starting',
		'started',
		'submitted',
		'SUBMITTED',
		'accepted',
		'waiting',
		'scheduled',
		'generating',
		'rendering',
		'upscaling',
		'dreaming',
		'validating',
		'finalizing',
		'notRunning',
		'NotStarted',
		'notStarted',
		'THROTTLED',
	])('status %p is pending', (word) => {
		expect(progressOf({ id: 'dsn_1', status: word })).toBe('pending');
	});

	test.each([
		'succeeded',
		'Succeeded',
		'SUCCEEDED',
		'success',
		'SUCCESS',
		'completed',
		'COMPLETED',
		'complete',
		'COMPLETE',
		'done',
		'finished',
		'ready',
		'generated',
		'available',
		' succeeded ',
	])('status %p is succeeded', (word) => {
		expect(progressOf({ id: 'dsn_1', status: word })).toBe('succeeded');
	});

	test.each([
		'failed',
		'FAILED',
		'Failed',
		'failure',
		'FAILURE',
		'error',
		'ERROR',
		'errored',
		'canceled',
		'CANCELED',
		'Canceled',
		'cancelled',
		'CANCELLED',
		'rejected',
		'timeout',
		'TIMED_OUT',
		'timed-out',
		'TimedOut',
		'expired',
		'aborted',
		'ABORTED',
		'denied',
		'blocked',
	])('status %p is failed', (word) => {
		expect(progressOf({ id: 'dsn_1', status: word })).toBe('failed');
	});

	test.each([
		['state', { id: 'x', state: 'RUNNING' }, 'pending'],
		['generation_status', { id: 'x', generation_status: 'completed' }, 'succeeded'],
		['generationStatus', { id: 'x', generationStatus: 'FAILED' }, 'failed'],
		['job_status', { id: 'x', job_status: 'queued' }, 'pending'],
		['jobStatus', { id: 'x', jobStatus: 'done' }, 'succeeded'],
		['phase (Kubernetes)', { id: 'x', phase: 'Pending' }, 'pending'],
	])('the word under `%s` is read', (_key, design, expected) => {
		expect(progressOf(design)).toBe(expected);
	});

	test.each([
		[
			'a Replicate prediction while starting',
			'pending',
			{ id: 'p1', status: 'starting', output: null, error: null },
		],
		[
			'a Replicate prediction that succeeded',
			'succeeded',
			{ id: 'p1', status: 'succeeded', output: ['https://replicate.delivery/x.png'], error: null },
		],
		[
			'an OpenAI video job in progress',
			'pending',
			{ id: 'video_1', object: 'video', status: 'in_progress', progress: 33 },
		],
		[
			'an OpenAI video job that failed',
			'failed',
			{ id: 'video_1', status: 'failed', error: { code: 'moderation_blocked', message: 'x' } },
		],
		[
			'a fal.ai request in the queue',
			'pending',
			{ request_id: 'r1', status: 'IN_QUEUE', queue_position: 3 },
		],
		[
			'a Runway task throttled by the concurrency limit',
			'pending',
			{ id: 't1', status: 'THROTTLED' },
		],
		['an Azure operation not started', 'pending', { id: 'op1', status: 'notStarted' }],
	])('%s → %s', (_name, expected, design) => {
		expect(progressOf(design)).toBe(expected);
	});

	test('a design with no status is finished', () => {
		expect(progressOf({ id: 'dsn_1', image_url: 'https://cdn.example.com/1.png' })).toBe(
			'succeeded',
		);
		expect(progressOf({ id: 'dsn_1' }, 200)).toBe('succeeded');
		expect(progressOf({ id: 'dsn_1' }, 201)).toBe('succeeded');
	});

	test('a 202 answer without a status is pending', () => {
		expect(progressOf({ id: 'dsn_1' }, 202)).toBe('pending');
	});

	test('a status word wins over the 202', () => {
		expect(progressOf({ id: 'dsn_1', status: 'succeeded' }, 202)).toBe('succeeded');
		expect(progressOf({ id: 'dsn_1', status: 'failed' }, 202)).toBe('failed');
	});

	test('an empty status is no status', () => {
		expect(progressOf({ id: 'dsn_1', status: '' }, 202)).toBe('pending');
		expect(progressOf({ id: 'dsn_1', status: '  ' })).toBe('succeeded');
	});

	test.each([
		[
			'Google long-running operation `done: false`',
			'pending',
			{ name: 'operations/op1', done: false, metadata: {} },
		],
		[
			'Google long-running operation `done: true` with a response',
			'succeeded',
			{ name: 'operations/op1', done: true, response: { id: 'dsn_1' } },
		],
		[
			'Google long-running operation `done: true` with an error',
			'failed',
			{ name: 'operations/op1', done: true, error: { code: 3, message: 'Prompt rejected' } },
		],
		['`ready: false`', 'pending', { id: 'dsn_1', ready: false }],
		['`completed: true`', 'succeeded', { id: 'dsn_1', completed: true }],
		['`isReady: false`', 'pending', { id: 'dsn_1', isReady: false }],
	])('%s → %s', (_name, expected, design) => {
		expect(progressOf(design)).toBe(expected);
	});

	test('`done: false` is pending even with a 200', () => {
		expect(progressOf({ id: 'dsn_1', done: false }, 200)).toBe('pending');
	});

	test('statusWord gives the word as sent, or undefined', () => {
		expect(statusWord({ status: 'IN_PROGRESS' })).toBe('IN_PROGRESS');
		expect(statusWord({ state: 'Succeeded' })).toBe('Succeeded');
		expect(statusWord({ status: 200, phase: 'Running' })).toBe('Running');
		expect(statusWord({ id: 'dsn_1' })).toBeUndefined();
		expect(statusWord({ status: '' })).toBeUndefined();
	});
});

describe('progress: why a design failed', () => {
	test.each([
		[
			'Replicate: an `error` string',
			{ status: 'failed', error: 'NSFW content detected. Try a different prompt.' },
			{ reason: 'NSFW content detected. Try a different prompt.' },
		],
		[
			'OpenAI: `error.message` and `error.code`',
			{
				status: 'failed',
				error: {
					code: 'moderation_blocked',
					message: 'Your request was blocked by our moderation system.',
				},
			},
			{ reason: 'Your request was blocked by our moderation system.', code: 'moderation_blocked' },
		],
		[
			'Google operation: numeric `error.code`',
			{ done: true, error: { code: 3, message: 'Prompt rejected' } },
			{ reason: 'Prompt rejected' },
		],
		[
			'`failure_reason`',
			{ status: 'failed', failure_reason: 'Out of GPU memory' },
			{ reason: 'Out of GPU memory' },
		],
		[
			'`errorMessage`',
			{ status: 'FAILED', errorMessage: 'Style not available' },
			{ reason: 'Style not available' },
		],
		[
			'Runway: `failure` and `failureCode`',
			{
				id: 't1',
				status: 'FAILED',
				failure: 'The prompt was flagged by moderation.',
				failureCode: 'SAFETY.INPUT.TEXT',
			},
			{ reason: 'The prompt was flagged by moderation.', code: 'SAFETY.INPUT.TEXT' },
		],
		['nothing said', { status: 'failed', error: null }, {}],
	])('%s', (_name, design, expected) => {
		expect(failureOf(design as IDataObject)).toEqual(expected);
	});
});

// ---------------------------------------------------------------------------------------------
// Images
// ---------------------------------------------------------------------------------------------

describe('images: where a design image is', () => {
	const url = 'https://cdn.example.com/designs/dsn_1.png';

	test.each<[string, IDataObject]>([
		['`image.url`', { id: 'dsn_1', image: { url, width: 1024, height: 1024 } }],
		['`image` as a string', { id: 'dsn_1', image: url }],
		['`image_url`', { id: 'dsn_1', image_url: url }],
		['`imageUrl` (Midjourney proxies)', { id: 'dsn_1', imageUrl: url }],
		['`image_uri`', { id: 'dsn_1', image_uri: url }],
		['`images[0].url` (fal.ai)', { id: 'dsn_1', images: [{ url, width: 1024, height: 768 }] }],
		[
			'`images[0]` as a string',
			{ id: 'dsn_1', images: [url, 'https://cdn.example.com/designs/dsn_1-b.png'] },
		],
		[
			'Replicate `output[0]`',
			{
				id: 'p1',
				status: 'succeeded',
				output: [url],
				urls: { get: 'https://api.replicate.com/v1/predictions/p1' },
			},
		],
		['`output` as a string', { id: 'p1', status: 'succeeded', output: url }],
		['`result.url`', { id: 'dsn_1', result: { url } }],
		['`files[0].download_url`', { id: 'dsn_1', files: [{ name: 'dsn_1.png', download_url: url }] }],
		['Luma `assets.image`', { id: 'g1', state: 'completed', assets: { image: url } }],
		['`artifacts[0].uri`', { id: 'dsn_1', artifacts: [{ uri: url }] }],
		[
			'a top-level `url` (Cloudinary)',
			{ public_id: 'designs/dsn_1', url, format: 'png', resource_type: 'image' },
		],
		['a top-level `file_url`', { id: 'dsn_1', file_url: url }],
	])('a URL in %s', (_name, design) => {
		expect(findImage(design)).toMatchObject({ kind: 'url', url });
	});

	test('a path on the service (`/v1/designs/dsn_1/image`) is taken as a URL', () => {
		expect(findImage({ id: 'dsn_1', image_url: '/v1/designs/dsn_1/image' })).toEqual({
			kind: 'url',
			url: '/v1/designs/dsn_1/image',
			mediaType: undefined,
		});
	});

	test.each<[string, IDataObject]>([
		[
			'an OpenAI images `data[0]` element (`b64_json`, `revised_prompt`)',
			{ b64_json: PNG_BASE64, revised_prompt: 'A linen summer dress…' },
		],
		['`image_base64`', { id: 'dsn_1', image_base64: PNG_BASE64 }],
		['`imageBase64`', { id: 'dsn_1', imageBase64: PNG_BASE64 }],
		['`image.base64`', { id: 'dsn_1', image: { base64: PNG_BASE64 } }],
		[
			'Stability `artifacts[0].base64`',
			{ artifacts: [{ base64: PNG_BASE64, seed: 1, finishReason: 'SUCCESS' }] },
		],
		['`image` as a bare base64 string', { id: 'dsn_1', image: PNG_BASE64 }],
		[
			'`image_base64` wrapped at 76 columns (MIME)',
			{ id: 'dsn_1', image_base64: PNG_BASE64.replace(/(.{20})/g, '$1\r\n') },
		],
		['`image` as a data: URL', { id: 'dsn_1', image: `data:image/png;base64,${PNG_BASE64}` }],
		[
			'`image_url` as a data: URL',
			{ id: 'dsn_1', image_url: `data:image/png;base64,${PNG_BASE64}` },
		],
	])('inline bytes in %s', (_name, design) => {
		const found = findImage(design);
		expect(found?.kind).toBe('inline');
		expect(found?.kind === 'inline' && found.bytes.equals(PNG)).toBe(true);
	});

	test('an OpenAI images answer `{created, data: [{b64_json}]}` gives the first image', () => {
		const answer = { created: 1713833628, data: [{ b64_json: PNG_BASE64, revised_prompt: 'x' }] };
		const found = findImage(answer);
		expect(found?.kind).toBe('inline');
		expect(found?.kind === 'inline' && found.bytes.equals(PNG)).toBe(true);
	});

	test('an Ideogram / OpenAI images answer `{created, data: [{url}]}` gives the first URL', () => {
		const answer = {
			created: 1713833628,
			data: [{ url, prompt: 'x', resolution: '1024x1024', is_image_safe: true }],
		};
		expect(findImage(answer)).toMatchObject({ kind: 'url', url });
	});

	test.each<[string, IDataObject, string]>([
		[
			'the design `mime_type`',
			{ id: 'dsn_1', image_url: url, mime_type: 'image/webp' },
			'image/webp',
		],
		[
			'the image object `content_type` (fal.ai)',
			{ id: 'dsn_1', images: [{ url, content_type: 'image/jpeg' }] },
			'image/jpeg',
		],
		[
			'the image object `mediaType`',
			{ id: 'dsn_1', image: { href: url, mediaType: 'image/svg+xml' } },
			'image/svg+xml',
		],
		[
			'an upper-case `contentType`',
			{ id: 'dsn_1', imageUrl: url, contentType: 'IMAGE/PNG' },
			'image/png',
		],
		['a data: URL', { id: 'dsn_1', image: `data:image/jpeg;base64,${JPEG_BASE64}` }, 'image/jpeg'],
		[
			'the design `format` beside inline bytes',
			{ id: 'dsn_1', b64_json: JPEG_BASE64, format: 'image/jpeg' },
			'image/jpeg',
		],
	])('the media type from %s', (_name, design, mediaType) => {
		expect(findImage(design)?.mediaType).toBe(mediaType);
	});

	test('inline bytes without a stated media type are recognised by their signature', () => {
		const found = findImage({ id: 'dsn_1', b64_json: JPEG_BASE64 });
		expect(found?.kind).toBe('inline');
		expect(found?.mediaType).toBeUndefined();
		expect(found?.kind === 'inline' && sniffMediaType(found.bytes)).toBe('image/jpeg');
	});

	test('a `type` that is not a media type (`type: "designs"`) gives no media type', () => {
		expect(findImage({ id: 'dsn_1', type: 'designs', image_url: url })?.mediaType).toBeUndefined();
	});

	test.each<[string, IDataObject]>([
		['base64 of JSON text under `b64_json`', { id: 'dsn_1', b64_json: NOT_AN_IMAGE_BASE64 }],
		['base64 of JSON text under `content`', { id: 'dsn_1', content: NOT_AN_IMAGE_BASE64 }],
		['base64 of JSON text under `image`', { id: 'dsn_1', image: NOT_AN_IMAGE_BASE64 }],
		[
			'a long opaque token under `result`',
			{ id: 'dsn_1', result: 'a8f5f167f44f4964e6c998dee827110c4f5d' },
		],
		[
			'a prompt under `output` that reads like base64',
			{ id: 'dsn_1', output: 'AlinenSummerDressWithPuffSleevesBoho' },
		],
		['a short word under `image`', { id: 'dsn_1', image: 'pending' }],
	])('%s is not taken for an image', (_name, design) => {
		expect(findImage(design)).toBeUndefined();
	});

	test.each<[string, IDataObject]>([
		['no image field', { id: 'dsn_1', prompt: 'x', status: 'pending' }],
		['`image_url: null`', { id: 'dsn_1', image_url: null }],
		['`images: []`', { id: 'dsn_1', images: [] }],
		[
			'Replicate `output: null` while processing',
			{
				id: 'p1',
				status: 'processing',
				output: null,
				urls: { get: 'https://api.replicate.com/v1/predictions/p1' },
			},
		],
		['`image: {url: null}`', { id: 'dsn_1', image: { url: null, status: 'rendering' } }],
	])('%s: no image', (_name, design) => {
		expect(findImage(design)).toBeUndefined();
	});

	test.each<[string, IDataObject]>([
		[
			'Django REST framework HyperlinkedModelSerializer `url`',
			{
				url: 'https://api.example.com/v1/designs/dsn_1/',
				id: 'dsn_1',
				prompt: 'x',
				status: 'succeeded',
			},
		],
		[
			'a GitHub-style API `url` self link',
			{
				id: 'dsn_1',
				url: 'https://api.example.com/v1/designs/dsn_1',
				html_url: 'https://app.example.com/d/dsn_1',
			},
		],
	])("the design's own API address in %s is not its image", (_name, design) => {
		expect(findImage(design)).toBeUndefined();
	});
});

describe('images: media type from the bytes, and file extensions', () => {
	test.each<[string, Buffer, string | undefined]>([
		['PNG', PNG, 'image/png'],
		['JPEG', JPEG, 'image/jpeg'],
		['GIF', GIF, 'image/gif'],
		['WebP', WEBP, 'image/webp'],
		['SVG with an XML prolog and a comment', SVG, 'image/svg+xml'],
		['a bare <svg>', Buffer.from('<svg viewBox="0 0 1 1"></svg>'), 'image/svg+xml'],
		['PDF', PDF, 'application/pdf'],
		['a JSON error', Buffer.from('{"error":"not found"}'), undefined],
		[
			'an HTML login page',
			Buffer.from('<!DOCTYPE html><html><title>Sign in</title></html>'),
			undefined,
		],
		['no bytes', Buffer.alloc(0), undefined],
	])('%s', (_name, bytes, mediaType) => {
		expect(sniffMediaType(bytes)).toBe(mediaType);
	});

	test.each([
		['image/png', 'png'],
		['image/jpeg', 'jpg'],
		['image/gif', 'gif'],
		['image/webp', 'webp'],
		['image/svg+xml', 'svg'],
		['application/pdf', 'pdf'],
		['image/avif', 'avif'],
		['image/heic', 'heic'],
	])('%s files end in .%s', (mediaType, extension) => {
		expect(extensionOf(mediaType)).toBe(extension);
	});
});

// ---------------------------------------------------------------------------------------------
// Errors
// ---------------------------------------------------------------------------------------------

describe('errors: an error body of any common shape as a problem', () => {
	test('RFC 9457 problem: detail, title, type and instance kept, status from the body', () => {
		const body = {
			type: 'https://example.com/probs/out-of-credit',
			title: 'You do not have enough credit.',
			status: 403,
			detail: 'Your current balance is 30, but that costs 50.',
			instance: '/account/12345/msgs/abc',
			balance: 30,
		};
		expect(readProblem(body, 403)).toEqual(body);
	});

	test('RFC 9457 problem as `application/problem+json` text', () => {
		const body = JSON.stringify({
			type: 'about:blank',
			title: 'Not Found',
			status: 404,
			detail: 'Design dsn_9 does not exist',
		});
		expect(readProblem(body, 404)).toMatchObject({
			detail: 'Design dsn_9 does not exist',
			status: 404,
		});
	});

	test('RFC 9457 `errors` extension with JSON pointers', () => {
		const problem = readProblem(
			{
				type: 'https://example.net/validation-error',
				title: 'Your request is not valid.',
				errors: [
					{ detail: 'must be a positive integer', pointer: '#/age' },
					{ detail: "must be 'green', 'red' or 'blue'", pointer: '#/profile/color' },
				],
			},
			422,
		);
		expect(problem).toMatchObject({
			detail: 'Your request is not valid.',
			status: 422,
			errors: [
				{ pointer: '#/age', detail: 'must be a positive integer' },
				{ pointer: '#/profile/color', detail: "must be 'green', 'red' or 'blue'" },
			],
		});
	});

	test('RFC 7807 `invalid-params` (name, reason) become field errors', () => {
		const problem = readProblem(
			{
				type: 'https://example.net/validation-error',
				title: "Your request parameters didn't validate.",
				'invalid-params': [
					{ name: 'prompt', reason: 'must not be empty' },
					{ name: 'style', reason: "must be 'boho', 'classic' or 'streetwear'" },
				],
			},
			400,
		);
		expect(problem.detail).toBe("Your request parameters didn't validate.");
		expect(problem.errors).toEqual([
			{ pointer: '/prompt', detail: 'must not be empty' },
			{ pointer: '/style', detail: "must be 'boho', 'classic' or 'streetwear'" },
		]);
	});

	test('Django REST framework / FastAPI `{detail}`', () => {
		expect(readProblem({ detail: 'Authentication credentials were not provided.' }, 401)).toEqual({
			detail: 'Authentication credentials were not provided.',
			status: 401,
		});
	});

	test('Django REST framework / Rails validation: a top-level `{field: [messages]}` map', () => {
		const problem = readProblem(
			{ prompt: ['This field is required.'], style: ['"gothic" is not a valid choice.'] },
			400,
		);
		expect(problem.errors).toEqual([
			{ pointer: '/prompt', detail: 'This field is required.' },
			{ pointer: '/style', detail: '"gothic" is not a valid choice.' },
		]);
		expect(problem.detail).toContain('This field is required.');
	});

	test('Laravel 422: `message` and `errors: {field: [messages]}`', () => {
		const problem = readProblem(
			{
				message: 'The prompt field is required. (and 1 more error)',
				errors: {
					prompt: ['The prompt field is required.'],
					style: ['The selected style is invalid.', 'The style field must be a string.'],
				},
			},
			422,
		);
		expect(problem).toEqual({
			message: 'The prompt field is required. (and 1 more error)',
			detail: 'The prompt field is required. (and 1 more error)',
			errors: [
				{ pointer: '/prompt', detail: 'The prompt field is required.' },
				{ pointer: '/style', detail: 'The selected style is invalid.' },
				{ pointer: '/style', detail: 'The style field must be a string.' },
			],
			status: 422,
		});
	});

	test('Laravel 401: `{message: "Unauthenticated."}`', () => {
		expect(readProblem({ message: 'Unauthenticated.' }, 401)).toMatchObject({
			detail: 'Unauthenticated.',
			status: 401,
		});
	});

	test('Rails: `{errors: {field: [messages]}}` without a message gives a detail that names the fields', () => {
		const problem = readProblem(
			{ errors: { prompt: ["can't be blank"], style: ['is not included in the list'] } },
			422,
		);
		expect(problem.errors).toEqual([
			{ pointer: '/prompt', detail: "can't be blank" },
			{ pointer: '/style', detail: 'is not included in the list' },
		]);
		expect(problem.detail).toMatch(/prompt: can't be blank/);
		expect(problem.detail).toMatch(/style: is not included in the list/);
	});

	test('Rails 404 `{status, error}`: the reason phrase is the detail, not a code', () => {
		const problem = readProblem({ status: 404, error: 'Not Found' }, 404);
		expect(problem.detail).toBe('Not Found');
		expect(problem.code).toBeUndefined();
	});

	test('FastAPI 422: `detail: [{loc, msg, type}]` gives body pointers and query parameters', () => {
		const problem = readProblem(
			{
				detail: [
					{
						type: 'missing',
						loc: ['body', 'prompt'],
						msg: 'Field required',
						input: { style: 'boho' },
					},
					{
						type: 'string_too_long',
						loc: ['body', 'tags', 0],
						msg: 'String should have at most 40 characters',
						input: 'x'.repeat(50),
						ctx: { max_length: 40 },
					},
					{
						type: 'int_parsing',
						loc: ['query', 'limit'],
						msg: 'Input should be a valid integer, unable to parse string as an integer',
						input: 'ten',
					},
				],
			},
			422,
		);
		expect(problem.errors).toEqual([
			{ pointer: '/prompt', detail: 'Field required' },
			{ pointer: '/tags/0', detail: 'String should have at most 40 characters' },
			{
				parameter: 'limit',
				detail: 'Input should be a valid integer, unable to parse string as an integer',
			},
		]);
		expect(problem.detail).toContain('prompt: Field required');
		expect(problem.detail).toContain('limit: Input should be a valid integer');
		expect(problem.status).toBe(422);
	});

	test('FastAPI HTTPException: `{detail: "Design not found"}`', () => {
		expect(readProblem({ detail: 'Design not found' }, 404)).toEqual({
			detail: 'Design not found',
			status: 404,
		});
	});

	test('Spring Boot: `{timestamp, status, error, message, path}` keeps its fields', () => {
		const body = {
			timestamp: '2024-05-01T12:00:00.000+00:00',
			status: 404,
			error: 'Not Found',
			message: 'Design dsn_9 not found',
			path: '/v1/designs/dsn_9',
		};
		const problem = readProblem(body, 404);
		expect(problem).toMatchObject({ ...body, detail: 'Design dsn_9 not found', status: 404 });
		expect(problem.code).toBeUndefined();
	});

	test('Spring Boot with the message left out (`message: ""`) gives the reason phrase', () => {
		const problem = readProblem(
			{
				timestamp: '2024-05-01T12:00:00.000+00:00',
				status: 500,
				error: 'Internal Server Error',
				message: '',
				path: '/v1/generate',
			},
			500,
		);
		expect(problem.detail).toBe('Internal Server Error');
	});

	test('Spring Boot validation: `errors[].defaultMessage` with `field`', () => {
		const problem = readProblem(
			{
				timestamp: '2024-05-01T12:00:00.000+00:00',
				status: 400,
				error: 'Bad Request',
				message: "Validation failed for object='generateRequest'. Error count: 1",
				errors: [
					{
						codes: ['NotBlank.generateRequest.prompt', 'NotBlank.prompt', 'NotBlank'],
						defaultMessage: 'must not be blank',
						objectName: 'generateRequest',
						field: 'prompt',
						rejectedValue: '',
						bindingFailure: false,
						code: 'NotBlank',
					},
				],
				path: '/v1/generate',
			},
			400,
		);
		expect(problem.errors).toEqual([{ pointer: '/prompt', detail: 'must not be blank' }]);
	});

	test('Spring 6 ProblemDetail', () => {
		expect(
			readProblem(
				{
					type: 'about:blank',
					title: 'Bad Request',
					status: 400,
					detail: 'Invalid request content.',
					instance: '/v1/generate',
				},
				400,
			),
		).toMatchObject({ detail: 'Invalid request content.', title: 'Bad Request', status: 400 });
	});

	test('ASP.NET Core ValidationProblemDetails: field map, title and traceId', () => {
		const problem = readProblem(
			{
				type: 'https://tools.ietf.org/html/rfc9110#section-15.5.1',
				title: 'One or more validation errors occurred.',
				status: 400,
				errors: { Prompt: ['The Prompt field is required.'] },
				traceId: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-00',
			},
			400,
		);
		expect(problem).toMatchObject({
			detail: 'One or more validation errors occurred.',
			errors: [{ pointer: '/Prompt', detail: 'The Prompt field is required.' }],
			request_id: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-00',
			status: 400,
		});
	});

	test('NestJS ValidationPipe: `message` as an array of messages', () => {
		const problem = readProblem(
			{
				statusCode: 400,
				message: ['prompt should not be empty', 'style must be a string'],
				error: 'Bad Request',
			},
			400,
		);
		expect(problem.detail).toContain('prompt should not be empty');
		expect(problem.detail).toContain('style must be a string');
	});

	test('NestJS / hapi Boom: `{statusCode, message, error}`', () => {
		expect(
			readProblem({ statusCode: 404, message: 'Design not found', error: 'Not Found' }, 404),
		).toMatchObject({
			detail: 'Design not found',
			status: 404,
		});
	});

	test('Stripe: `{error: {type, code, message, param, doc_url}}`', () => {
		const problem = readProblem(
			{
				error: {
					type: 'invalid_request_error',
					code: 'resource_missing',
					message: "No such design: 'dsn_9'",
					param: 'id',
					doc_url: 'https://stripe.com/docs/error-codes/resource-missing',
				},
			},
			404,
		);
		expect(problem).toMatchObject({
			detail: "No such design: 'dsn_9'",
			code: 'resource_missing',
			status: 404,
		});
	});

	test('Stripe without a code: the error `type` is the code', () => {
		const problem = readProblem(
			{
				error: {
					type: 'invalid_request_error',
					message: 'Missing required param: prompt.',
					param: 'prompt',
				},
			},
			400,
		);
		expect(problem).toMatchObject({
			detail: 'Missing required param: prompt.',
			code: 'invalid_request_error',
		});
	});

	test('OpenAI: `{error: {message, type, param, code}}`', () => {
		const problem = readProblem(
			{
				error: {
					message: 'Incorrect API key provided: sk-abc***.',
					type: 'invalid_request_error',
					param: null,
					code: 'invalid_api_key',
				},
			},
			401,
		);
		expect(problem).toMatchObject({
			detail: 'Incorrect API key provided: sk-abc***.',
			code: 'invalid_api_key',
		});
	});

	test('Microsoft Graph / Azure: `{error: {code, message, innererror}}`', () => {
		const problem = readProblem(
			{
				error: {
					code: 'InvalidRequest',
					message: 'The style is not supported.',
					innererror: { date: '2024-05-01T12:00:00', 'request-id': 'x' },
				},
			},
			400,
		);
		expect(problem).toMatchObject({
			detail: 'The style is not supported.',
			code: 'InvalidRequest',
		});
	});

	test('Google APIs: `{error: {code: 400, message, status: "INVALID_ARGUMENT"}}` gives the status name as the code', () => {
		const problem = readProblem(
			{
				error: {
					code: 400,
					message: 'Request contains an invalid argument.',
					status: 'INVALID_ARGUMENT',
					details: [
						{
							'@type': 'type.googleapis.com/google.rpc.BadRequest',
							fieldViolations: [{ field: 'prompt', description: 'must not be empty' }],
						},
					],
				},
			},
			400,
		);
		expect(problem).toMatchObject({
			detail: 'Request contains an invalid argument.',
			code: 'INVALID_ARGUMENT',
			status: 400,
		});
	});

	test('OAuth 2: `{error, error_description}`', () => {
		expect(
			readProblem({ error: 'invalid_token', error_description: 'The access token expired' }, 401),
		).toMatchObject({
			detail: 'The access token expired',
			code: 'invalid_token',
		});
	});

	test('`{error: "…"}` with a sentence: the sentence is the detail, no code', () => {
		const problem = readProblem({ error: 'Prompt must be at most 1000 characters' }, 400);
		expect(problem.detail).toBe('Prompt must be at most 1000 characters');
		expect(problem.code).toBeUndefined();
	});

	test('`{error: "design_not_found"}`: a code word is both code and detail', () => {
		expect(readProblem({ error: 'design_not_found' }, 404)).toMatchObject({
			code: 'design_not_found',
			detail: 'design_not_found',
		});
	});

	test.each([
		['`code`', { message: 'Quota exceeded', code: 'quota_exceeded' }],
		['`error_code`', { message: 'Quota exceeded', error_code: 'quota_exceeded' }],
		['`errorCode`', { message: 'Quota exceeded', errorCode: 'quota_exceeded' }],
	])('the code from %s', (_name, body) => {
		expect(readProblem(body, 429)).toMatchObject({
			detail: 'Quota exceeded',
			code: 'quota_exceeded',
		});
	});

	test.each([
		['request_id', { message: 'x', request_id: 'req_1' }],
		['requestId', { message: 'x', requestId: 'req_1' }],
		['trace_id', { message: 'x', trace_id: 'req_1' }],
		['traceId', { message: 'x', traceId: 'req_1' }],
	])('the request id from `%s`', (_name, body) => {
		expect(readProblem(body, 500).request_id).toBe('req_1');
	});

	test('JSON:API errors: source pointer and parameter, detail from the errors', () => {
		const problem = readProblem(
			{
				errors: [
					{
						status: '422',
						source: { pointer: '/data/attributes/prompt' },
						title: 'Invalid Attribute',
						detail: 'Prompt must contain at least three characters.',
					},
					{
						status: '400',
						source: { parameter: 'page[size]' },
						title: 'Invalid Query Parameter',
						detail: 'page[size] must be at most 100.',
					},
				],
				jsonapi: { version: '1.1' },
			},
			422,
		);
		expect(problem.errors).toEqual([
			{
				pointer: '/data/attributes/prompt',
				detail: 'Prompt must contain at least three characters.',
			},
			{ parameter: 'page[size]', detail: 'page[size] must be at most 100.' },
		]);
		expect(problem.detail).toContain('Prompt must contain at least three characters.');
		expect(problem.status).toBe(422);
	});

	test('JSON:API with one error: its `code` is the problem code', () => {
		const problem = readProblem(
			{
				errors: [
					{
						status: '422',
						code: 'too_short',
						source: { pointer: '/data/attributes/prompt' },
						detail: 'Prompt is too short.',
					},
				],
			},
			422,
		);
		expect(problem.code).toBe('too_short');
	});

	test('GitHub 422: `errors[]` with `field` and `code` and no message still name the field', () => {
		const problem = readProblem(
			{
				message: 'Validation Failed',
				errors: [{ resource: 'Design', field: 'prompt', code: 'missing_field' }],
				documentation_url: 'https://docs.github.com/rest',
				status: '422',
			},
			422,
		);
		expect(problem.detail).toBe('Validation Failed');
		expect(problem.errors).toEqual([expect.objectContaining({ pointer: '/prompt' })]);
		expect(problem.status).toBe(422);
	});

	test('express-validator: `errors[]` with `msg` and `path`', () => {
		const problem = readProblem(
			{
				errors: [
					{ type: 'field', value: '', msg: 'Prompt is required', path: 'prompt', location: 'body' },
				],
			},
			400,
		);
		expect(problem.errors).toEqual([{ pointer: '/prompt', detail: 'Prompt is required' }]);
		expect(problem.detail).toBe('/prompt: Prompt is required');
	});

	test('an array of messages `{errors: ["…", "…"]}`', () => {
		const problem = readProblem({ errors: ['Prompt is too long', 'Style is unknown'] }, 400);
		expect(problem.errors).toEqual([
			{ detail: 'Prompt is too long' },
			{ detail: 'Style is unknown' },
		]);
		expect(problem.detail).toBe('Prompt is too long; Style is unknown');
	});

	test('a top-level array of errors', () => {
		const problem = readProblem([{ field: 'style', message: 'Unknown style' }], 400);
		expect(problem).toMatchObject({
			errors: [{ pointer: '/style', detail: 'Unknown style' }],
			detail: '/style: Unknown style',
		});
	});

	test('an empty `errors` array is dropped', () => {
		const problem = readProblem(
			{ success: false, errors: [], message: 'Design limit reached' },
			403,
		);
		expect(problem.errors).toBeUndefined();
		expect(problem.detail).toBe('Design limit reached');
	});

	test('AWS API Gateway: `{Message}` with a capital M', () => {
		const problem = readProblem(
			{
				Message:
					'User: anonymous is not authorized to perform: execute-api:Invoke on resource: arn:aws:execute-api:eu-west-1:123456789012:abc/v1/GET/designs',
			},
			403,
		);
		expect(problem.detail).toMatch(/^User: anonymous is not authorized/);
	});

	test('AWS API Gateway: `{message: "Forbidden"}`', () => {
		expect(readProblem({ message: 'Forbidden' }, 403).detail).toBe('Forbidden');
	});

	const nginx502 =
		'<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx/1.25.3</center>\r\n</body>\r\n</html>\r\n';

	test.each([
		['a string', nginx502],
		['a Buffer', Buffer.from(nginx502)],
		['an ArrayBuffer', new Uint8Array(Buffer.from(nginx502)).buffer],
	])('an nginx 502 HTML page as %s gives its title, not markup', (_name, body) => {
		const problem = readProblem(body, 502);
		expect(problem.detail).toBe('502 Bad Gateway');
		expect(problem.status).toBe(502);
	});

	test('a Cloudflare 502 page gives its title', () => {
		const page =
			'<!DOCTYPE html>\n<!--[if lt IE 7]> <html class="no-js ie6 oldie" lang="en-US"> <![endif]-->\n<head>\n<title>api.example.com | 502: Bad gateway</title>\n<meta charset="UTF-8" />\n<style>body{margin:0}</style>\n<script>window.x=1</script>\n</head><body><div id="cf-wrapper"><h1>Bad gateway</h1><span>Error code 502</span></div></body></html>';
		expect(readProblem(page, 502).detail).toBe('api.example.com | 502: Bad gateway');
	});

	test('an HTML page without a title gives its text without scripts, styles or tags', () => {
		const page =
			'<html><head><style>h1{color:red}</style><script>alert(1)</script></head><body><h1>Service Unavailable</h1><p>Back soon.</p></body></html>';
		expect(readProblem(page, 503).detail).toBe('Service Unavailable Back soon.');
	});

	test('Flask / Werkzeug 404 page gives its title', () => {
		const page =
			'<!doctype html>\n<html lang=en>\n<title>404 Not Found</title>\n<h1>Not Found</h1>\n<p>The requested URL was not found on the server. If you entered the URL manually please check your spelling and try again.</p>\n';
		expect(readProblem(page, 404).detail).toBe('404 Not Found');
	});

	test('Express 404 page (title "Error") gives the text that says what failed', () => {
		const page =
			'<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Error</title>\n</head>\n<body>\n<pre>Cannot GET /v1/designs/dsn_1</pre>\n</body>\n</html>\n';
		expect(readProblem(page, 404).detail).toContain('Cannot GET /v1/designs/dsn_1');
	});

	test.each([
		['express-rate-limit', 'Too many requests, please try again later.', 429],
		['a bare reason phrase', 'Internal Server Error', 500],
		[
			'text with a trailing newline',
			'upstream connect error or disconnect/reset before headers\n',
			503,
		],
	])('plain text (%s) is the detail', (_name, text, status) => {
		expect(readProblem(text, status)).toEqual({ detail: text.trim(), status });
	});

	test('an empty body gives only the status', () => {
		expect(readProblem('', 503)).toEqual({ status: 503 });
		expect(readProblem(undefined, 500)).toEqual({ status: 500 });
		expect(readProblem(Buffer.alloc(0), 502)).toEqual({ status: 502 });
	});

	test('a JSON body sent as bytes is parsed', () => {
		expect(
			readProblem(Buffer.from('{"message":"Design not found","code":"design_not_found"}'), 404),
		).toMatchObject({
			detail: 'Design not found',
			code: 'design_not_found',
		});
	});
});

describe('errors: the node error a person reads', () => {
	const node: INode = {
		id: 'b5e8f0a2-0000-4000-8000-000000000001',
		name: 'Design Generator',
		type: 'n8n-nodes-design-generator.designGenerator',
		typeVersion: 1,
		position: [0, 0],
		parameters: {},
	};

	test("Laravel 422: the message is the service's, the description adds only the field error it does not quote", () => {
		const problem = readProblem(
			{
				message: 'The prompt field is required. (and 1 more error)',
				errors: {
					prompt: ['The prompt field is required.'],
					style: ['The selected style is invalid.'],
				},
			},
			422,
		);
		const error = apiError(node, 422, problem);
		expect(error.message).toBe('The prompt field is required. (and 1 more error)');
		expect(error.description).toBe('style: The selected style is invalid.');
		expect(error.httpCode).toBe('422');
		expect(error.context.fieldErrors).toEqual(problem.errors);
	});

	test('FastAPI 422: each field error is named in the message', () => {
		const problem = readProblem(
			{ detail: [{ type: 'missing', loc: ['body', 'style'], msg: 'Field required' }] },
			422,
		);
		const error = apiError(node, 422, problem);
		expect(error.message).toContain('style: Field required');
	});

	test('a code and request id are quoted, with advice for a known code', () => {
		const problem = readProblem(
			{ message: 'Design dsn_9 was not found', code: 'design_not_found', request_id: 'req_42' },
			404,
		);
		const error = apiError(node, 404, problem, 0);
		expect(error.message).toBe('Design dsn_9 was not found');
		expect(error.description).toContain('Check the design ID');
		expect(error.description).toContain('(code design_not_found, request req_42)');
		expect(error.context.code).toBe('design_not_found');
		expect(error.context.requestId).toBe('req_42');
	});

	test('an RFC 9457 type URL is offered as the explaining page', () => {
		const problem = readProblem(
			{
				type: 'https://errors.example.com/out-of-credit',
				title: 'Out of credit',
				detail: 'Your balance is 0.',
			},
			402,
		);
		expect(apiError(node, 402, problem).description).toContain(
			'explained at https://errors.example.com/out-of-credit',
		);
	});

	test("401: the message points at the credential and the description keeps the service's words", () => {
		const error = apiError(node, 401, readProblem({ detail: 'Invalid token.' }, 401));
		expect(error.message).toBe(
			'The API key was rejected: check the API Key in the Design Generator API credential',
		);
		expect(error.description).toContain('Invalid token.');
	});

	test('403 without a code: the description speaks of the Business plan', () => {
		const error = apiError(node, 403, readProblem({ message: 'Forbidden' }, 403));
		expect(error.message).toBe('Forbidden');
		expect(error.description).toContain('Business plan');
	});

	test('an nginx 502 page: the message is the page title, no markup anywhere', () => {
		const body =
			'<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>';
		const error = apiError(node, 502, readProblem(body, 502), 0, 3);
		expect(error.message).toBe('502 Bad Gateway');
		expect(error.description).toContain('still unavailable after 3 tries');
		expect(`${error.message}\n${error.description}`).not.toMatch(/<[a-z/]/i);
	});

	test('an empty body: the message says the HTTP status', () => {
		expect(apiError(node, 500, readProblem('', 500)).message).toBe(
			'The service answered with HTTP 500',
		);
	});

	test('a message that contains a network error code keeps the service wording', () => {
		const error = apiError(
			node,
			500,
			readProblem({ message: 'Upstream ECONNREFUSED while rendering' }, 500),
		);
		expect(error.message).toBe('Upstream ECONNREFUSED while rendering');
	});
});
