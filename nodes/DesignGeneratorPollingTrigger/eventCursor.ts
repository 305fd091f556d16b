/**
 * Reading the service's event list (`GET /events`, newest first) so that across polls every event
 * is emitted once and none is missed. The cursor in the node's static data is the newest event
 * read so far, whatever its type: types are filtered here rather than by the service (which takes
 * one `type` per request), so one cursor serves any choice of events.
 */
import type { IDataObject, IPollFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import {
	PAGE_SIZE,
	apiRequest,
	apiRequestAllItems,
	apiRequestWithResponse,
	responseError,
} from '../DesignGenerator/transport';
import type { DesignEvent, ListResponse } from '../DesignGenerator/types';
import { ALL_EVENTS } from '../DesignGeneratorTrigger/events';

/** The node's static data. */
export interface EventCursor extends IDataObject {
	/** Set by the first poll, which starts from "now". */
	started?: boolean;
	/** The newest event read so far. */
	lastEventId?: string;
	lastEventCreatedAt?: string;
	/** The events read with exactly `lastEventCreatedAt`: the time fallback must skip them. */
	lastInstantIds?: string[];
}

/**
 * The events created since the last poll, oldest first, with the cursor moved past them. The
 * first poll only notes where the list stands and returns nothing.
 */
export async function readNewEvents(context: IPollFunctions): Promise<DesignEvent[]> {
	const cursor = context.getWorkflowStaticData('node') as EventCursor;
	if (!cursor.started) {
		const newest = await listEvents(context, { limit: 1 });
		advance(cursor, newest.data ?? []);
		cursor.started = true;
		return [];
	}
	const events = await eventsAfter(context, cursor);
	advance(cursor, events);
	return events;
}

async function eventsAfter(context: IPollFunctions, cursor: EventCursor): Promise<DesignEvent[]> {
	// The account had no event when the trigger started: every event there is now is new.
	if (!cursor.lastEventId) return (await allEvents(context, {})).reverse();

	const newer = await eventsNewerThan(context, cursor.lastEventId);
	if (newer !== undefined) return newer;

	// The cursor's event is gone (the service keeps events 30 days): read by time instead, from a
	// millisecond before it, and drop what the cursor has already covered.
	const since = Date.parse(cursor.lastEventCreatedAt ?? '');
	if (Number.isNaN(since)) {
		throw new NodeOperationError(
			context.getNode(),
			'The saved position in the event list is no longer valid',
			{ description: 'Deactivate and activate the workflow to start again from now.' },
		);
	}
	const covered = new Set(cursor.lastInstantIds ?? []);
	const events = await allEvents(context, { created_after: new Date(since - 1).toISOString() });
	return events.reverse().filter((event) => {
		const created = Date.parse(event.created_at);
		return created > since || (created === since && !covered.has(event.id));
	});
}

/** The event list is an extra of services that follow the reference contract. */
const EVENTS = {
	name: 'an event list',
	instead: 'To react to new designs, use a Schedule Trigger with Design → Get Many.',
};

/**
 * The events newer than the cursor, oldest first, or undefined when the service no longer knows
 * the cursor (400 invalid_cursor). `ending_before` answers with the page immediately newer than
 * its id (newest first within the page) and `has_more` while still newer events exist, so the
 * newest id of each page is the next cursor.
 */
async function eventsNewerThan(
	context: IPollFunctions,
	cursorId: string,
): Promise<DesignEvent[] | undefined> {
	const events: DesignEvent[] = [];
	let before = cursorId;
	for (;;) {
		const response = await apiRequestWithResponse<ListResponse<DesignEvent> & { code?: string }>(
			context,
			{
				method: 'GET',
				path: '/events',
				qs: { limit: PAGE_SIZE, ending_before: before },
				feature: EVENTS,
				returnStatuses: [400],
			},
		);
		const page = response.body;
		if (response.statusCode === 400) {
			// Only the saved cursor may have expired; an id from the page just read cannot have.
			if (page?.code === 'invalid_cursor' && before === cursorId) return undefined;
			throw responseError(context, response);
		}
		const data = page.data ?? [];
		events.push(...[...data].reverse());
		if (!page.has_more || data.length === 0) return events;
		before = data[0].id;
	}
}

async function listEvents(context: IPollFunctions, qs: IDataObject) {
	return await apiRequest<ListResponse<DesignEvent>>(context, {
		method: 'GET',
		path: '/events',
		qs,
		feature: EVENTS,
	});
}

/** Every event matching the query, newest first. */
async function allEvents(context: IPollFunctions, qs: IDataObject): Promise<DesignEvent[]> {
	return await apiRequestAllItems<DesignEvent>(context, { path: '/events', qs, feature: EVENTS });
}

/** Moves the cursor to the newest of `events` (oldest first). */
function advance(cursor: EventCursor, events: DesignEvent[]): void {
	const newest = events.at(-1);
	if (!newest) return;
	const atSameInstant = events
		.filter((event) => event.created_at === newest.created_at)
		.map((event) => event.id);
	cursor.lastInstantIds =
		newest.created_at === cursor.lastEventCreatedAt
			? [...new Set([...(cursor.lastInstantIds ?? []), ...atSameInstant])]
			: atSameInstant;
	cursor.lastEventId = newest.id;
	cursor.lastEventCreatedAt = newest.created_at;
}

/**
 * For "Fetch Test Event": the newest event of a selected type, from the last 30 days, so fields
 * can be mapped. It leaves the cursor alone.
 */
export async function newestEvent(
	context: IPollFunctions,
	types: string[],
): Promise<DesignEvent | undefined> {
	const perType = types.includes(ALL_EVENTS) ? [undefined] : types;
	const newest = await Promise.all(
		perType.map(
			async (type) => (await listEvents(context, { limit: 1, ...(type && { type }) })).data?.[0],
		),
	);
	return newest
		.filter((event): event is DesignEvent => event !== undefined)
		.sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))[0];
}
