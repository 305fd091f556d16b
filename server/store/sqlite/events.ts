import type Database from 'better-sqlite3';
import { newId } from '../../ids';
import { EVENT_COLUMNS, INSERT_EVENT_SQL, insertEventParams, toEvent } from '../event-records';
import { EVENTS_AFTER_FEW, EVENTS_AFTER_PROBE, eventListConditions } from '../queries';
import { DESIGN_COLUMNS, toDesign, toPublication, type Row } from '../rows';
import { subjectAccount } from '../types';
import type {
	DesignRecord,
	EventRecord,
	EventRepository,
	EventType,
	PublicationRecord,
} from '../types';
import { enqueueDeliveries } from './outbox';
import { sqlitePage } from './paging';
import { prepared } from './statements';

/**
 * Records the event of a change and queues its webhook deliveries. Every mutation an event
 * reports calls it inside its own transaction, after the change, so the event commits exactly
 * when the change does. SQLite lets one transaction write at a time, so the events' `seq` order
 * is their commit order (what PostgreSQL needs a lock for: see postgres/events.ts).
 */
export function recordEvent(
	db: Database.Database,
	type: EventType,
	subject: EventRecord['subject'],
	now: number,
): EventRecord {
	const accountId = subjectAccount(subject);
	const event: EventRecord = { id: newId('evt'), accountId, type, createdAt: now, subject };
	prepared(db, INSERT_EVENT_SQL).run(...insertEventParams(event));
	enqueueDeliveries(db, event, now);
	return event;
}

/**
 * Records a design event with the design as this transaction sees it (deleted or not), with its
 * live publication; resolves to that design.
 */
export function recordDesignEvent(
	db: Database.Database,
	type: EventType,
	designId: string,
	now: number,
): DesignRecord {
	const row = prepared(db, `SELECT ${DESIGN_COLUMNS} FROM designs d WHERE d.id = ?`).get(
		designId,
	) as Row;
	const live = prepared(
		db,
		`SELECT * FROM publications WHERE design_id = ? AND status = 'published'`,
	).get(designId) as Row | undefined;
	const design = toDesign(row, live ? toPublication(live) : null);
	recordEvent(db, type, { kind: 'design', design }, now);
	return design;
}

/** Records a publication event with the publication as this transaction sees it. */
export function recordPublicationEvent(
	db: Database.Database,
	type: EventType,
	publicationId: string,
	now: number,
): PublicationRecord {
	const row = prepared(db, 'SELECT * FROM publications WHERE id = ?').get(publicationId) as Row;
	const publication = toPublication(row);
	recordEvent(db, type, { kind: 'publication', publication }, now);
	return publication;
}

/** Reading and purging events (they are written by the mutations, above). */
export function sqliteEvents(db: Database.Database): EventRepository {
	return {
		async listEvents(query) {
			const after = query.filters.createdAfter;
			const few =
				after !== undefined &&
				((prepared(db, EVENTS_AFTER_PROBE).get(query.accountId, after) as Row).n as number) <
					EVENTS_AFTER_FEW;
			const page = sqlitePage(
				db,
				`SELECT ${EVENT_COLUMNS} FROM events e`,
				'e.seq',
				eventListConditions(query, 'sqlite', few),
				query,
			);
			return { items: page.items.map(toEvent), hasMore: page.hasMore };
		},

		async getEvent(accountId, id) {
			const row = prepared(
				db,
				`SELECT ${EVENT_COLUMNS} FROM events e WHERE e.account_id = ? AND e.id = ?`,
			).get(accountId, id) as Row | undefined;
			return row && toEvent(row);
		},

		async purgeEventsBefore(ms) {
			// The deliveries go with their events (ON DELETE CASCADE; foreign_keys is on).
			return prepared(db, 'DELETE FROM events WHERE created_at < ?').run(ms).changes;
		},
	};
}
