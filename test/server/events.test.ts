/**
 * GET /v1/events and /v1/events/:id (docs/contract.md "Events"): one event per change, with
 * the design or publication exactly as a GET returned it when the change committed; paging,
 * filters, errors, isolation and auth as for the other lists. (How events are recorded —
 * transactions, rollbacks, pending designs, retention — is events-recording.test.ts.)
 */
import {
	api,
	bearer,
	expectProblem,
	ISO_MS,
	listAll,
	makeDesign,
	makePublication,
	pointers,
	PREFIXES,
	start,
	type Api,
	type TestServer,
} from './helpers';

let ts: TestServer;
beforeAll(async () => {
	ts = await start({ rateLimitRead: 90_000 });
});
afterAll(() => ts.close());

const EVT = /^evt_[0-9A-Za-z]{20,}$/;

interface ApiEvent {
	id: string;
	object: 'event';
	type: string;
	created_at: string;
	data: { object: Record<string, unknown> & { id: string } };
}

const eventsOf = (a: Api, query: Record<string, string | number> = {}) =>
	listAll<ApiEvent>(a, '/events', query);

async function get<T = Record<string, unknown>>(a: Api, path: string): Promise<T> {
	const res = await a.get(path);
	if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}`);
	return res.data;
}

/** The event object's shape, exactly: no field more or less. */
function expectEventShape(event: ApiEvent, type: string, objectId: string) {
	expect(Object.keys(event).sort()).toEqual(['created_at', 'data', 'id', 'object', 'type']);
	expect(event).toMatchObject({ object: 'event', type, data: { object: { id: objectId } } });
	expect(event.id).toMatch(EVT);
	expect(event.created_at).toMatch(ISO_MS);
	expect(Object.keys(event.data)).toEqual(['object']);
}

describe.each(PREFIXES)('%s events', (prefix) => {
	test('each change records its event, carrying the object as GET returned it then', async () => {
		const a = api(ts, await ts.key(), prefix);
		const design = await makeDesign(a);
		const asCreated = await get(a, `/designs/${design.id}`);

		const published = await a.publish({ design_id: design.id, price: { amount: 4500 } });
		expect(published.status).toBe(201);
		const first = published.data;
		const asPublished = await get(a, `/marketplace/publications/${first.id}`);

		const withdrawn = await a.del(`/marketplace/publications/${first.id}`);
		expect(withdrawn.status).toBe(200);
		// A second DELETE changes nothing, and records nothing.
		expect((await a.del(`/marketplace/publications/${first.id}`)).status).toBe(200);

		const { publication: second } = await makePublication(a, { design_id: design.id });
		const beforeDelete = await get(a, `/designs/${design.id}`);
		expect((await a.del(`/designs/${design.id}`)).status).toBe(200);
		const secondWithdrawn = await get(a, `/marketplace/publications/${second.id}`);

		const events = await eventsOf(a);
		expect(events.map((e) => [e.type, e.data.object.id])).toEqual([
			['design.deleted', design.id],
			['publication.withdrawn', second.id],
			['publication.published', second.id],
			['publication.withdrawn', first.id],
			['publication.published', first.id],
			['design.succeeded', design.id],
		]);
		const [deleted, autoWithdrawn, republished, unpublished, publishedEvent, succeeded] = events;
		for (const e of events) expectEventShape(e, e.type, e.data.object.id);
		expect(new Set(events.map((e) => e.id)).size).toBe(events.length);

		expect(succeeded.data.object).toEqual(asCreated);
		expect(succeeded.created_at).toBe(asCreated.created_at);
		expect(publishedEvent.data.object).toEqual(asPublished);
		expect(publishedEvent.created_at).toBe(asPublished.published_at);
		expect(unpublished.data.object).toEqual(withdrawn.data);
		expect(unpublished.created_at).toBe(withdrawn.data.withdrawn_at);
		expect(republished.data.object).toEqual(second);
		// Deleting a published design: its publication withdrawn first, then the design, as
		// deleted (its publication withdrawn, so null) — both at the moment of the DELETE.
		expect(autoWithdrawn.data.object).toEqual(secondWithdrawn);
		expect(autoWithdrawn.created_at).toBe(secondWithdrawn.withdrawn_at);
		expect(beforeDelete.publication).toEqual(second);
		expect(deleted.data.object).toEqual({
			...beforeDelete,
			publication: null,
			updated_at: deleted.created_at,
		});
		expect(deleted.created_at).toBe(autoWithdrawn.created_at);

		// GET /events/:id answers each one as the list does.
		for (const e of events) expect(await get(a, `/events/${e.id}`)).toEqual(e);
	});

	test('URLs inside events are built for the reader, as in every response', async () => {
		const a = api(ts, await ts.key(), prefix);
		const { publication } = await makePublication(a);
		const [event] = await eventsOf(a, { type: 'publication.published' });
		expect(event.data.object.url).toBe(`${ts.url}/marketplace/${publication.id}`);
		const res = await a.get(`/events/${event.id}`, { headers: { Host: 'shop.example:9000' } });
		expect(res.data.data.object.url).toBe(`http://shop.example:9000/marketplace/${publication.id}`);
	});

	test('paging: newest first, every event once, both directions, has_more', async () => {
		const a = api(ts, await ts.key(), prefix);
		for (let i = 0; i < 7; i++) await makeDesign(a, { seed: i });
		const all = await eventsOf(a);
		expect(all).toHaveLength(7);
		// Newest first: the designs' seeds in reverse order of creation.
		expect(all.map((e) => e.data.object.seed)).toEqual([6, 5, 4, 3, 2, 1, 0]);

		const page1 = await a.get('/events', { params: { limit: 3 } });
		expect(page1.status).toBe(200);
		expect(Object.keys(page1.data).sort()).toEqual(['data', 'has_more', 'object']);
		expect(page1.data).toMatchObject({ object: 'list', has_more: true });
		expect(page1.data.data).toEqual(all.slice(0, 3));
		const page3 = await a.get('/events', { params: { limit: 3, starting_after: all[5].id } });
		expect(page3.data).toEqual({ object: 'list', data: [all[6]], has_more: false });
		const back = await a.get('/events', { params: { limit: 2, ending_before: all[6].id } });
		expect(back.data).toEqual({ object: 'list', data: all.slice(4, 6), has_more: true });
		const newest = await a.get('/events', { params: { ending_before: all[0].id } });
		expect(newest.data).toEqual({ object: 'list', data: [], has_more: false });
		expect((await a.get('/events', { params: { limit: 20 } })).data.data).toHaveLength(7);

		// Polling: new changes appear before the newest id seen, in the order they happened.
		const later = await makeDesign(a);
		await a.del(`/designs/${later.id}`);
		const polled = await a.get('/events', { params: { ending_before: all[0].id } });
		expect(polled.data.data.map((e: ApiEvent) => [e.type, e.data.object.id])).toEqual([
			['design.deleted', later.id],
			['design.succeeded', later.id],
		]);
	});

	test('paging errors: limit out of range, both cursors, a cursor that is not an event of the caller', async () => {
		const a = api(ts, await ts.key(), prefix);
		const mine = await makeDesign(a);
		const [event] = await eventsOf(a);
		for (const limit of [0, 101, 'x']) {
			const res = await a.get('/events', { params: { limit } });
			expectProblem(res, 422, 'validation_failed', ts.url);
			expect(pointers(res)).toEqual(['limit']);
		}
		expectProblem(
			await a.get('/events', { params: { starting_after: event.id, ending_before: event.id } }),
			400,
			'conflicting_cursors',
			ts.url,
		);
		const other = api(ts, await ts.key(), prefix);
		await makeDesign(other);
		const [theirs] = await eventsOf(other);
		for (const cursor of [theirs.id, 'evt_doesnotexist00000000000', mine.id]) {
			for (const name of ['starting_after', 'ending_before']) {
				const res = await a.get('/events', { params: { [name]: cursor } });
				expectProblem(res, 400, 'invalid_cursor', ts.url);
			}
		}
		// 400 comes before 422.
		expectProblem(
			await a.get('/events', { params: { starting_after: theirs.id, limit: 0 } }),
			400,
			'invalid_cursor',
		);
		const unknown = await a.get('/events', { params: { owner: 'me' } });
		expectProblem(unknown, 422, 'unknown_parameter', ts.url);
	});

	test('filter type: only that type; an unknown type → 422 validation_failed', async () => {
		const a = api(ts, await ts.key(), prefix);
		const { design, publication } = await makePublication(a);
		await a.del(`/designs/${design.id}`);
		const only = async (type: string) => (await eventsOf(a, { type })).map((e) => e.type);
		expect(await only('publication.published')).toEqual(['publication.published']);
		expect(await only('publication.withdrawn')).toEqual(['publication.withdrawn']);
		expect(await only('design.succeeded')).toEqual(['design.succeeded']);
		expect(await only('design.deleted')).toEqual(['design.deleted']);
		expect(await only('design.failed')).toEqual([]);
		const [withdrawn] = await eventsOf(a, { type: 'publication.withdrawn' });
		expect(withdrawn.data.object.id).toBe(publication.id);
		for (const type of ['design.created', 'DESIGN.SUCCEEDED', '*', '']) {
			const res = await a.get('/events', { params: { type } });
			expectProblem(res, 422, 'validation_failed', ts.url);
			expect(pointers(res)).toEqual(['type']);
		}
	});

	test('filter created_after: strictly after an ISO 8601 instant; an invalid one → 422', async () => {
		const a = api(ts, await ts.key(), prefix);
		await makeDesign(a);
		const [first] = await eventsOf(a);
		// The next change is made at a later millisecond than the first event.
		while (Date.now() <= Date.parse(first.created_at)) await new Promise((r) => setTimeout(r, 1));
		const second = await makeDesign(a);
		const after = async (created_after: string) =>
			(await eventsOf(a, { created_after })).map((e) => e.data.object.id);
		const t = Date.parse(first.created_at);
		expect(await after(first.created_at)).toEqual([second.id]);
		expect(await after(new Date(t - 1).toISOString())).toHaveLength(2);
		// An offset is honoured; fractions finer than a millisecond are fine.
		const offset = new Date(t + 60 * 60_000).toISOString().replace('Z', '+01:00');
		expect(await after(offset)).toEqual([second.id]);
		expect(await after(first.created_at.replace('Z', '999Z'))).toEqual([second.id]);
		// A date alone is its midnight UTC.
		expect(await after('2000-01-01')).toHaveLength(2);
		expect(await after('2999-01-01')).toEqual([]);
		// Combined with the type filter.
		const both = await eventsOf(a, { created_after: '2000-01-01', type: 'design.deleted' });
		expect(both).toEqual([]);

		for (const bad of ['yesterday', '2026-02-30T00:00:00Z', '2026-11-21T25:00:00Z', '1732000000']) {
			const res = await a.get('/events', { params: { created_after: bad } });
			const problem = expectProblem(res, 422, 'validation_failed', ts.url);
			expect(pointers(res)).toEqual(['created_after']);
			expect(problem.detail).toMatch(/ISO 8601/);
		}
	});

	test("GET /events/:id: 404 event_not_found for an unknown id and for another account's event", async () => {
		const a = api(ts, await ts.key(), prefix);
		const b = api(ts, await ts.key(), prefix);
		await makeDesign(a);
		const [event] = await eventsOf(a);
		for (const id of ['evt_doesnotexist00000000000', 'nope', event.data.object.id]) {
			const res = await b.get(`/events/${id}`);
			expectProblem(res, 404, 'event_not_found', ts.url);
		}
		expectProblem(await b.get(`/events/${event.id}`), 404, 'event_not_found', ts.url);
		// And a list holds the caller's own events only.
		expect(await eventsOf(b)).toEqual([]);
		expect(await eventsOf(a)).toEqual([event]);
	});

	test('auth: 401 without a key, 403 below Business; both are read requests for rate limits', async () => {
		for (const path of ['/events', '/events/evt_doesnotexist00000000000']) {
			const none = await ts.http.get(prefix + path);
			expectProblem(none, 401, 'unauthenticated', ts.url);
			const free = await ts.http.get(prefix + path, { headers: bearer(await ts.key('pro')) });
			expectProblem(free, 403, 'plan_not_eligible', ts.url);
		}
		const res = await api(ts, await ts.key('enterprise'), prefix).get('/events');
		expect(res.status).toBe(200);
		expect(res.headers['ratelimit-policy']).toBe('"read";q=90000;w=60');
	});
});

test('the OpenAPI document lists both event endpoints with the Event schema', async () => {
	const doc = (await ts.http.get('/openapi.json')).data;
	expect(doc.paths['/events'].get.operationId).toBe('listEvents');
	expect(doc.paths['/events/{id}'].get.operationId).toBe('getEvent');
	expect(doc.tags.map((t: { name: string }) => t.name)).toContain('events');
	const event = doc.components.schemas.Event;
	expect(event.properties.type.enum).toEqual([
		'design.succeeded',
		'design.failed',
		'design.deleted',
		'publication.published',
		'publication.withdrawn',
		'collection.succeeded',
		'collection.partially_failed',
		'collection.failed',
		'collection.canceled',
	]);
});
