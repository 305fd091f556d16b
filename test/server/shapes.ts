/**
 * The shapes of docs/contract.md, checked: problems (RFC 9457), designs, publications, ids and timestamps,
 * and the `expect.toBeOneOf` matcher the checks use.
 */
import type { AxiosResponse } from 'axios';
import type { RawResponse } from './raw-http';

export const STYLE_IDS = [
	'minimalist',
	'streetwear',
	'bohemian',
	'vintage',
	'avant-garde',
	'classic',
	'athleisure',
	'romantic',
	'grunge',
	'preppy',
	'y2k',
	'couture',
] as const;

export const ID_RE = { dsn: /^dsn_[0-9A-Za-z]{20,}$/, pub: /^pub_[0-9A-Za-z]{20,}$/ };
export const ISO_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
export const KEY_RE = /^dgk_[A-Za-z0-9_-]{43}$/;
export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

type AnyResponse = AxiosResponse | RawResponse<unknown>;

function statusOf(res: AnyResponse): number {
	return res.status;
}
function bodyOf(res: AnyResponse): Problem {
	return ('json' in res ? res.json : res.data) as Problem;
}
export function header(res: AnyResponse, name: string): string | undefined {
	const v = (res.headers as Record<string, unknown>)[name.toLowerCase()];
	if (v === undefined || v === null) return undefined;
	return Array.isArray(v) ? v.join(', ') : String(v);
}

/**
 * An RFC 9457 problem as docs/contract.md "Errors" describes it: the status and code, `type` a URL on the server
 * ending `/errors/<code>`, a title and a detail, `request_id` equal to the X-Request-Id header.
 */
export function expectProblem(
	res: AnyResponse,
	status: number,
	code: string | string[],
	base?: string,
): Problem {
	const body = bodyOf(res);
	const codes = Array.isArray(code) ? code : [code];
	const summary = `${statusOf(res)} ${JSON.stringify(body)}`;
	expect({ status: statusOf(res), code: body?.code, summary }).toEqual({
		status,
		code: expect.toBeOneOf(codes),
		summary,
	});
	expect(header(res, 'content-type')).toMatch(/^application\/problem\+json/);
	expect(body.status).toBe(status);
	expect(typeof body.title).toBe('string');
	expect(body.title.length).toBeGreaterThan(0);
	expect(typeof body.detail).toBe('string');
	expect(body.detail.length).toBeGreaterThan(0);
	expect(body.type).toMatch(new RegExp(`^https?://[^/]+(/.*)?/errors/${body.code}$`));
	if (base) expect(body.type).toBe(`${base}/errors/${body.code}`);
	expect(typeof body.request_id).toBe('string');
	expect(body.request_id.length).toBeGreaterThan(0);
	expect(header(res, 'x-request-id')).toBe(body.request_id);
	// No internals: a problem never carries a stack trace.
	expect(JSON.stringify(body)).not.toMatch(/\bat .+\(.+:\d+:\d+\)|node_modules|\.ts:\d+|"stack"/);
	if (body.errors !== undefined) {
		expect(Array.isArray(body.errors)).toBe(true);
		for (const e of body.errors) expect(typeof e.detail).toBe('string');
	}
	return body;
}

/** The JSON pointers of a 422's `errors` array. */
export function pointers(res: AnyResponse): string[] {
	const body = bodyOf(res);
	return (body?.errors ?? []).flatMap((e) => e.pointer ?? e.parameter ?? []);
}

/** An RFC 9457 problem as docs/contract.md "Errors" describes it. */
export interface Problem {
	type: string;
	title: string;
	status: number;
	detail: string;
	code: string;
	request_id: string;
	errors?: { pointer?: string; parameter?: string; detail: string }[];
}

export interface Design {
	id: string;
	object: 'design';
	status: 'pending' | 'succeeded' | 'failed';
	prompt: string;
	style: string;
	seed: number;
	title: string | null;
	garment: string | null;
	colors: { name: string; hex: string }[];
	pattern: string | null;
	materials: string[];
	image: { url: string; media_type: string; width: number; height: number } | null;
	publication: Publication | null;
	created_at: string;
	updated_at: string;
	error?: { code: string; detail: string };
	[k: string]: unknown;
}

export interface Publication {
	id: string;
	object: 'publication';
	design_id: string;
	title: string;
	description: string | null;
	price: { amount: number; currency: string };
	tags: string[];
	visibility: 'public' | 'unlisted';
	status: 'published' | 'withdrawn';
	url: string;
	published_at: string;
	withdrawn_at: string | null;
}

/** The design object of docs/contract.md "Design object". `base`: the server's URL. */
export function expectDesign(value: unknown, base?: string): asserts value is Design {
	const d = value as Design & { title: string; image: NonNullable<Design['image']> };
	expect(d).toEqual(
		expect.objectContaining({
			id: expect.stringMatching(ID_RE.dsn),
			object: 'design',
			status: expect.toBeOneOf(['pending', 'succeeded', 'failed']),
			prompt: expect.any(String),
			style: expect.toBeOneOf([...STYLE_IDS]),
			seed: expect.any(Number),
			created_at: expect.stringMatching(ISO_MS),
			updated_at: expect.stringMatching(ISO_MS),
		}),
	);
	for (const field of [
		'title',
		'garment',
		'colors',
		'pattern',
		'materials',
		'image',
		'publication',
	])
		expect(d).toHaveProperty(field);
	expect(Number.isInteger(d.seed) && d.seed >= 0 && d.seed <= 2 ** 31 - 1).toBe(true);
	expect(Date.parse(d.updated_at)).toBeGreaterThanOrEqual(Date.parse(d.created_at));
	if (d.status === 'succeeded') {
		expect(typeof d.title).toBe('string');
		expect(d.title.length).toBeGreaterThan(0);
		expect(typeof d.garment).toBe('string');
		expect(typeof d.pattern).toBe('string');
		expect(Array.isArray(d.colors) && d.colors.length > 0).toBe(true);
		for (const c of d.colors)
			expect(c).toEqual({
				name: expect.any(String),
				hex: expect.stringMatching(/^#[0-9a-fA-F]{6}$/),
			});
		expect(Array.isArray(d.materials)).toBe(true);
		for (const m of d.materials) expect(typeof m).toBe('string');
		expect(d.image).toEqual({
			url: expect.stringMatching(new RegExp(`^https?://[^/]+(/api)?/v1/designs/${d.id}/image$`)),
			media_type: 'image/svg+xml',
			width: expect.any(Number),
			height: expect.any(Number),
		});
		expect(Number.isInteger(d.image.width) && d.image.width > 0).toBe(true);
		expect(Number.isInteger(d.image.height) && d.image.height > 0).toBe(true);
		if (base) expect(d.image.url.startsWith(`${base}/`)).toBe(true);
	}
	if (d.status === 'failed')
		expect(d.error).toEqual({ code: expect.any(String), detail: expect.any(String) });
	if (d.publication !== null) expectPublication(d.publication, base);
}

export function expectPublication(value: unknown, base?: string): asserts value is Publication {
	const p = value as Publication;
	expect(p).toEqual(
		expect.objectContaining({
			id: expect.stringMatching(ID_RE.pub),
			object: 'publication',
			design_id: expect.stringMatching(ID_RE.dsn),
			title: expect.any(String),
			price: { amount: expect.any(Number), currency: expect.stringMatching(/^[A-Z]{3}$/) },
			tags: expect.any(Array),
			visibility: expect.toBeOneOf(['public', 'unlisted']),
			status: expect.toBeOneOf(['published', 'withdrawn']),
			url: expect.stringMatching(new RegExp(`^https?://[^/]+/marketplace/${p?.id}$`)),
			published_at: expect.stringMatching(ISO_MS),
		}),
	);
	expect(p).toHaveProperty('description');
	expect(p).toHaveProperty('withdrawn_at');
	if (p.status === 'published') expect(p.withdrawn_at).toBeNull();
	else expect(p.withdrawn_at).toMatch(ISO_MS);
	if (base) expect(p.url).toBe(`${base}/marketplace/${p.id}`);
}

/** Width and height from a PNG's IHDR chunk. */
export function pngSize(png: Buffer): { width: number; height: number } {
	return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

// `expect.toBeOneOf` as an asymmetric matcher (jest has no built-in one).
expect.extend({
	toBeOneOf(received: unknown, expected: unknown[]) {
		const pass = expected.some((e) => this.equals(received, e));
		return {
			pass,
			message: () =>
				`expected ${this.utils.printReceived(received)} ${pass ? 'not ' : ''}to be one of ${this.utils.printExpected(expected)}`,
		};
	},
});
declare global {
	// eslint-disable-next-line @typescript-eslint/no-namespace
	namespace jest {
		interface Expect {
			toBeOneOf(expected: unknown[]): ReturnType<Expect['anything']>;
		}
		interface Matchers<R> {
			toBeOneOf(expected: unknown[]): R;
		}
	}
}
