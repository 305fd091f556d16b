/** What the variations suites share: the request, and the checks of a 201 list of variations. */
import { expectDesign, type Api, type Design } from './helpers';

export const IK = (key: string) => ({ 'Idempotency-Key': key });

export const vary = (a: Api, id: string, body?: unknown, headers?: Record<string, string>) =>
	a.post(`/designs/${id}/variations`, body, { headers });

/** A 201 list of `count` variations of `source`; returns the designs. */
export function expectVariations(
	res: Awaited<ReturnType<Api['post']>>,
	source: Design,
	count: number,
) {
	expect({ status: res.status, body: res.status === 201 ? 'list' : res.data }).toEqual({
		status: 201,
		body: 'list',
	});
	expect(res.headers['content-type']).toMatch(/^application\/json/);
	expect(Object.keys(res.data).sort()).toEqual(['data', 'has_more', 'object']);
	expect(res.data.object).toBe('list');
	expect(res.data.has_more).toBe(false);
	const designs = res.data.data as Design[];
	expect(designs).toHaveLength(count);
	for (const d of designs) {
		expectDesign(d);
		expect(d).toMatchObject({ parent_id: source.id, prompt: source.prompt, style: source.style });
		expect(d.id).not.toBe(source.id);
	}
	expect(new Set(designs.map((d) => d.id)).size).toBe(count);
	return designs;
}
