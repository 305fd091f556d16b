/**
 * The polling trigger's cursor through n8n-core's PollContext, against a small event list that
 * pages as docs/contract.md "Events" says (`GET /v1/events`, newest first, `ending_before` / `starting_after`,
 * `created_after`, `type`, 400 `invalid_cursor`). It can produce what the reference server cannot
 * on demand: events that expire under the cursor, and several events in one millisecond. The same
 * behaviour against the reference server is in polling-trigger.test.ts.
 */
import type { ServerResponse } from 'node:http';

import { shutdownN8nCore } from '../harness/n8n';
import { sendJson, startScriptedServer, type ScriptedServer } from '../harness/scripted-server';
import {
	POLLING_TRIGGER_TYPE,
	runPoll,
	triggerWorkflow,
	type TriggerSetup,
} from './trigger-harness';

interface StubEvent {
	id: string;
	object: 'event';
	type: string;
	created_at: string;
	data: { object: { id: string; object: string } };
}

/** The account's events, oldest first, as the stub's store. */
let events: StubEvent[] = [];
let server: ScriptedServer;
let counter = 0;
let clock = Date.parse('2026-11-21T10:00:00.000Z');

function addEvent(type = 'design.succeeded', options: { sameInstant?: boolean } = {}): StubEvent {
	if (!options.sameInstant) clock += 1000;
	const n = ++counter;
	const event: StubEvent = {
		id: `evt_${String(n).padStart(22, '0')}`,
		object: 'event',
		type,
		created_at: new Date(clock).toISOString(),
		data: { object: { id: `dsn_${String(n).padStart(22, '0')}`, object: 'design' } },
	};
	events.push(event);
	return event;
}

function problem(res: ServerResponse, code: string) {
	sendJson(res, 400, { status: 400, code, detail: `${code} (stub)` });
}

/** GET /v1/events with the paging of docs/contract.md "Endpoints": a keyset over creation order, newest first. */
function listEvents(url: URL, res: ServerResponse) {
	const q = url.searchParams;
	const limit = Number(q.get('limit') ?? 20);
	const type = q.get('type');
	const after = q.get('created_after');
	let pool = events.filter(
		(e) => (!type || e.type === type) && (!after || Date.parse(e.created_at) > Date.parse(after)),
	);
	const cursor = q.get('starting_after') ?? q.get('ending_before');
	const position = cursor === null ? -1 : events.findIndex((e) => e.id === cursor);
	if (cursor !== null && position < 0) return problem(res, 'invalid_cursor');
	let page: StubEvent[];
	let hasMore: boolean;
	if (q.has('ending_before')) {
		pool = pool.filter((e) => events.indexOf(e) > position); // newer, oldest first
		page = pool.slice(0, limit).reverse();
		hasMore = pool.length > limit;
	} else {
		pool = pool.filter((e) => cursor === null || events.indexOf(e) < position).reverse();
		page = pool.slice(0, limit);
		hasMore = pool.length > limit;
	}
	sendJson(res, 200, { object: 'list', data: page, has_more: hasMore });
}

beforeAll(async () => {
	server = await startScriptedServer((request, res) => {
		const url = new URL(request.url, 'http://stub');
		if (request.method === 'GET' && url.pathname === '/v1/events') return listEvents(url, res);
		sendJson(res, 404, { status: 404, code: 'not_found' });
	});
});

afterAll(async () => {
	await server?.close();
	shutdownN8nCore();
});

beforeEach(() => {
	events = [];
});

const credentials = () => ({ apiKey: 'dgk_stub', baseUrl: server.url });

function pollingSetup(types: string[] = ['*']): TriggerSetup {
	return triggerWorkflow(POLLING_TRIGGER_TYPE, { events: types });
}

async function poll(setup: TriggerSetup) {
	const items = await runPoll(setup, { credentials: credentials() });
	return items?.map((item) => item.json.event_id) ?? null;
}

test('the first poll starts from now: older events are never emitted', async () => {
	addEvent();
	addEvent();
	const setup = pollingSetup();
	expect(await poll(setup)).toBeNull();
	expect(await poll(setup)).toBeNull();
	const fresh = addEvent();
	expect(await poll(setup)).toEqual([fresh.id]);
	expect(await poll(setup)).toBeNull();
});

test('an account with no events yet: everything after the first poll comes, once', async () => {
	const setup = pollingSetup();
	expect(await poll(setup)).toBeNull();
	const a = addEvent();
	const b = addEvent();
	expect(await poll(setup)).toEqual([a.id, b.id]);
	expect(await poll(setup)).toBeNull();
});

test('more than a page between polls: every event once, oldest first, across page borders', async () => {
	const setup = pollingSetup();
	addEvent();
	await poll(setup);
	const created = Array.from({ length: 250 }, () => addEvent().id);
	expect(await poll(setup)).toEqual(created);
	const later = [addEvent().id, addEvent().id];
	expect(await poll(setup)).toEqual(later);
	expect(await poll(setup)).toBeNull();
});

test('types are filtered here, and the cursor still passes the events of other types', async () => {
	const setup = pollingSetup(['design.deleted', 'publication.published']);
	await poll(setup);
	addEvent('design.succeeded');
	const published = addEvent('publication.published');
	addEvent('design.succeeded');
	const deleted = addEvent('design.deleted');
	expect(await poll(setup)).toEqual([published.id, deleted.id]);
	addEvent('design.succeeded');
	expect(await poll(setup)).toBeNull();
	expect(setup.staticData().lastEventId).toBe(events.at(-1)!.id);
});

test('an expired cursor falls back to the time, skipping what it already covered in that millisecond', async () => {
	const setup = pollingSetup();
	await poll(setup);
	const first = addEvent();
	const cursorEvent = addEvent('design.succeeded', { sameInstant: true });
	expect(await poll(setup)).toEqual([first.id, cursorEvent.id]);
	// Recorded after that poll: one more in the same millisecond, one later. Then the cursor's own
	// event is gone, so `ending_before` answers 400 invalid_cursor.
	const third = addEvent('design.succeeded', { sameInstant: true });
	const later = addEvent();
	events = events.filter((e) => e !== cursorEvent);
	expect(await poll(setup)).toEqual([third.id, later.id]);
	expect(await poll(setup)).toBeNull();
});

test('Fetch Test Event (manual): the newest event of a selected type, the cursor untouched', async () => {
	const setup = pollingSetup(['design.failed', 'publication.withdrawn']);
	await poll(setup);
	const cursor = { ...setup.staticData() };
	addEvent('design.failed');
	const newest = addEvent('publication.withdrawn');
	addEvent('design.succeeded');
	const items = await runPoll(setup, { credentials: credentials(), mode: 'manual' });
	expect(items).toEqual([
		{
			json: {
				event_id: newest.id,
				event_type: 'publication.withdrawn',
				event_created_at: newest.created_at,
				...newest.data.object,
				event: newest,
			},
		},
	]);
	expect(setup.staticData()).toEqual(cursor);
});

test('Fetch Test Event with no matching event says what to do', async () => {
	addEvent('design.succeeded');
	await expect(
		runPoll(pollingSetup(['design.deleted']), { credentials: credentials(), mode: 'manual' }),
	).rejects.toThrow(/No event of the selected types \(design\.deleted\) in the last 30 days/);
});
