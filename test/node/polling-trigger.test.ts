/**
 * The Design Generator Polling Trigger through n8n-core's PollContext against the in-process
 * reference server's event list: every event once across polls, also with more than a page
 * between two polls, types filtered, "Fetch Test Event", and the fall back when the saved cursor
 * is no longer one of the account's events. Each test uses an account of its own.
 */
import { shutdownN8nCore } from '../harness/n8n';
import {
	PREFIXES,
	startTestService,
	type ApiPrefix,
	type TestService,
} from '../harness/reference-server';
import { serviceApi } from './service-api';
import { POLLING_TRIGGER_TYPE, runPoll, triggerWorkflow } from './trigger-harness';

let service: TestService;

beforeAll(async () => {
	service = await startTestService();
});

afterAll(async () => {
	await service?.close();
	shutdownN8nCore();
});

/** A fresh account, its API, and a polling trigger on it. */
async function account(prefix: ApiPrefix, events: string[] = ['*']) {
	const key = await service.createKey('business');
	const setup = triggerWorkflow(POLLING_TRIGGER_TYPE, { events });
	const credentials = service.credentials(prefix, key);
	return {
		api: serviceApi(service, prefix, key),
		setup,
		poll: async () => await runPoll(setup, { credentials }),
		fetchTestEvent: async () => await runPoll(setup, { credentials, mode: 'manual' }),
	};
}

describe.each(PREFIXES)('on the %s prefix', (prefix) => {
	test('every event once, oldest first, across polls and across more than a page', async () => {
		const { api, poll } = await account(prefix);
		const before = await api.design('grey wool overcoat', 'classic');
		expect(await poll()).toBeNull(); // starts from now

		const three = [];
		for (const prompt of ['red hoodie', 'blue jeans', 'green dress']) {
			three.push((await api.design(prompt, 'streetwear')).id);
		}
		const first = await poll();
		expect(first?.map((item) => item.json.id)).toEqual(three);
		expect(first?.every((item) => item.json.event_type === 'design.succeeded')).toBe(true);
		expect(first?.map((item) => item.json.id)).not.toContain(before.id);
		expect(await poll()).toBeNull();

		const many = [];
		for (let i = 0; i < 105; i++) many.push((await api.design(`white tee number ${i}`, 'y2k')).id);
		const second = await poll();
		expect(second?.map((item) => item.json.id)).toEqual(many);
		expect(new Set(second?.map((item) => item.json.event_id)).size).toBe(105);
		expect(await poll()).toBeNull();
	});

	test('only the selected types; the events of other types are passed, not kept for later', async () => {
		const { api, poll } = await account(prefix, ['publication.published', 'design.deleted']);
		await poll();
		const design = await api.design('black leather jacket', 'grunge');
		const published = await api.post<{ id: string }>('/marketplace/publish', {
			design_id: design.id,
			price: { amount: 5900 },
		});
		await api.delete(`/designs/${design.id}`);

		const items = await poll();
		expect(items?.map((item) => [item.json.event_type, item.json.id])).toEqual([
			['publication.published', published.body.id],
			['design.deleted', design.id],
		]);
		await api.design('plain cap', 'minimalist');
		expect(await poll()).toBeNull();
	});

	test('Fetch Test Event returns the newest matching event and leaves the cursor alone', async () => {
		const { api, poll, setup, fetchTestEvent } = await account(prefix, ['design.succeeded']);
		await expect(fetchTestEvent()).rejects.toThrow(/No event of the selected types/);
		await poll();
		const cursor = { ...setup.staticData() };
		await api.design('yellow raincoat', 'classic');
		const newest = await api.design('pink tutu skirt', 'romantic');
		const items = await fetchTestEvent();
		expect(items).toHaveLength(1);
		expect(items![0].json).toMatchObject({ event_type: 'design.succeeded', id: newest.id });
		expect(setup.staticData()).toEqual(cursor);
		expect(await poll()).toHaveLength(2);
	});
});

test('Collection Succeeded: one item when a collection ends, the collection at the top level; its designs pass', async () => {
	const { api, poll, fetchTestEvent } = await account('/v1', ['collection.succeeded']);
	await poll();
	const { status, body } = await api.post<{ id: string }>('/collections', {
		name: 'Capsule',
		style: 'minimalist',
		items: [{ prompt: 'white linen shirt', custom_id: 'A1' }, { prompt: 'sand chinos' }],
	});
	expect(status).toBe(202);
	let items = await poll();
	for (let i = 0; i < 50 && items === null; i++) {
		await new Promise((resolve) => setTimeout(resolve, 50));
		items = await poll();
	}
	expect(items).toHaveLength(1);
	expect(items![0].json).toMatchObject({
		event_type: 'collection.succeeded',
		id: body.id,
		object: 'collection',
		status: 'succeeded',
		request_counts: expect.objectContaining({ total: 2, succeeded: 2 }),
	});
	const [latest] = (await fetchTestEvent())!;
	expect(latest.json.id).toBe(body.id);
});

test("a cursor the service no longer takes (400 invalid_cursor) falls back to the event's time", async () => {
	const { api, poll, setup } = await account('/v1');
	await api.design('navy blazer', 'preppy');
	await poll();
	const cursor = setup.staticData();
	// Another account's event id is refused as this account's cursor, as an expired one is.
	const other = await account('/v1');
	await other.api.design('tan trench coat', 'classic');
	const otherEvents = await other.api.get<{ data: Array<{ id: string }> }>('/events?limit=1');
	cursor.lastEventId = otherEvents.body.data[0].id;

	const next = [(await api.design('olive parka', 'athleisure')).id];
	next.push((await api.design('lilac cardigan', 'romantic')).id);
	const items = await poll();
	expect(items?.map((item) => item.json.id)).toEqual(next);
	expect(await poll()).toBeNull();
});
