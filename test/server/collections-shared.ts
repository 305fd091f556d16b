/** What the collections suites share: making a collection and waiting for it to end. */
import { eventually, ISO_MS, listAll, type Api, type Design } from './helpers';

export const COLLECTION_ID = /^col_[0-9A-Za-z]{20,}$/;
export const ENDED = ['succeeded', 'partially_failed', 'failed', 'canceled'];

export interface Collection {
	id: string;
	object: 'collection';
	name: string;
	style: string;
	brief: string | null;
	palette: { name: string; hex: string }[];
	status: string;
	request_counts: {
		total: number;
		pending: number;
		succeeded: number;
		failed: number;
		canceled: number;
	};
	errors: { position: number; custom_id: string | null; code: string; detail: string }[];
	created_at: string;
	completed_at: string | null;
	canceled_at: string | null;
}

/** `n` items with distinct prompts and seeds (and custom ids `item-<i>`). */
export function items(n: number, extra: Record<string, unknown> = {}) {
	const garments = ['hoodie', 'shirt', 'dress', 'trousers', 'jacket', 'skirt', 'coat', 'tote bag'];
	return Array.from({ length: n }, (_, i) => ({
		prompt: `navy cotton ${garments[i % garments.length]} number ${i}`,
		seed: 1000 + i,
		custom_id: `item-${i}`,
		...extra,
	}));
}

/** Checks the object's shape and the counts' sum; returns it typed. */
export function expectCollection(value: unknown): Collection {
	const c = value as Collection;
	expect(c).toEqual({
		id: expect.stringMatching(COLLECTION_ID),
		object: 'collection',
		name: expect.any(String),
		style: expect.any(String),
		brief: c.brief === null ? null : expect.any(String),
		palette: expect.any(Array),
		status: expect.stringMatching(/^(queued|running|succeeded|partially_failed|failed|canceled)$/),
		request_counts: {
			total: expect.any(Number),
			pending: expect.any(Number),
			succeeded: expect.any(Number),
			failed: expect.any(Number),
			canceled: expect.any(Number),
		},
		errors: expect.any(Array),
		created_at: expect.stringMatching(ISO_MS),
		completed_at: c.completed_at === null ? null : expect.stringMatching(ISO_MS),
		canceled_at: c.canceled_at === null ? null : expect.stringMatching(ISO_MS),
	});
	const { total, pending, succeeded, failed, canceled } = c.request_counts;
	expect(pending + succeeded + failed + canceled).toBe(total);
	expect(c.completed_at !== null).toBe(ENDED.includes(c.status));
	return c;
}

/** Polls the collection until it has ended; resolves to it. */
export function ended(a: Api, id: string, timeoutMs = 20_000, stepMs = 50): Promise<Collection> {
	return eventually(
		async () => {
			const res = await a.get(`/collections/${id}`);
			if (res.status !== 200) throw new Error(`GET collection answered ${res.status}`);
			return ENDED.includes(res.data.status) ? expectCollection(res.data) : undefined;
		},
		timeoutMs,
		stepMs,
	);
}

/** Every design of the collection, in its order. */
export const collectionDesigns = (a: Api, id: string): Promise<Design[]> =>
	listAll<Design>(a, '/designs', { collection_id: id });
