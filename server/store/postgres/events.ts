import { newId } from '../../ids';
import { EVENT_COLUMNS, INSERT_EVENT_SQL, insertEventParams, toEvent } from '../event-records';
import {
	EVENTS_AFTER_FEW,
	EVENTS_AFTER_PROBE,
	eventListConditions,
	keysetPage,
	keysetQuery,
} from '../queries';
import { DESIGN_COLUMNS, toDesign, toPublication } from '../rows';
import { subjectAccount } from '../types';
import type {
	DesignRecord,
	EventRecord,
	EventRepository,
	EventType,
	PublicationRecord,
} from '../types';
import type { PgDatabase, Sql } from './database';
import { enqueueDeliveries } from './outbox';

/**
 * The first key of the advisory lock that orders an account's events (the second is the
 * account's hash). Two-key locks are a space apart from the one-key migration lock.
 */
const EVENT_LOCK_CLASS = 0x6467;

/**
 * Records the event of a change and queues its webhook deliveries. Every mutation an event
 * reports calls it inside its own transaction, after the change and as its last statements,
 * so the event commits exactly when the change does.
 *
 * `seq` is drawn when the row is inserted, not when it commits: without more, a transaction that
 * drew seq 7 could commit after one that drew seq 8, and a client that had read 8 (and pages on
 * with `ending_before`) would never see 7. So the insert first takes a transaction-level
 * advisory lock keyed by the account, held until commit or rollback: an account's events are
 * inserted and committed one transaction at a time, and seq order is their commit order. It is
 * taken last, after every row lock of the change, so it never waits while holding one another
 * event-writer needs (no deadlock); other accounts are not held up (but for a hash collision).
 */
export async function recordEvent(
	tx: Sql,
	type: EventType,
	subject: EventRecord['subject'],
	now: number,
): Promise<EventRecord> {
	const accountId = subjectAccount(subject);
	const event: EventRecord = { id: newId('evt'), accountId, type, createdAt: now, subject };
	await tx.row('SELECT pg_advisory_xact_lock(?, hashtext(?))', [EVENT_LOCK_CLASS, accountId]);
	await tx.run(INSERT_EVENT_SQL, insertEventParams(event));
	await enqueueDeliveries(tx, event, now);
	return event;
}

/**
 * Records a design event with the design as this transaction sees it (deleted or not), with its
 * live publication; resolves to that design.
 */
export async function recordDesignEvent(
	tx: Sql,
	type: EventType,
	designId: string,
	now: number,
): Promise<DesignRecord> {
	const row = (await tx.row(`SELECT ${DESIGN_COLUMNS} FROM designs d WHERE d.id = ?`, [designId]))!;
	const live = await tx.row(
		`SELECT * FROM publications WHERE design_id = ? AND status = 'published'`,
		[designId],
	);
	const design = toDesign(row, live ? toPublication(live) : null);
	await recordEvent(tx, type, { kind: 'design', design }, now);
	return design;
}

/** Records a publication event with the publication as this transaction sees it. */
export async function recordPublicationEvent(
	tx: Sql,
	type: EventType,
	publicationId: string,
	now: number,
): Promise<PublicationRecord> {
	const row = (await tx.row('SELECT * FROM publications WHERE id = ?', [publicationId]))!;
	const publication = toPublication(row);
	await recordEvent(tx, type, { kind: 'publication', publication }, now);
	return publication;
}

/** Reading and purging events (they are written by the mutations, above). */
export function pgEvents(db: PgDatabase): EventRepository {
	return {
		async listEvents(query) {
			const after = query.filters.createdAfter;
			const few =
				after !== undefined &&
				Number((await db.row(EVENTS_AFTER_PROBE, [query.accountId, after]))!.n) < EVENTS_AFTER_FEW;
			const { sql, params } = keysetQuery(
				`SELECT ${EVENT_COLUMNS} FROM events e`,
				'e.seq',
				eventListConditions(query, 'postgres', few),
				query,
			);
			const page = keysetPage(await db.rows(sql, params), query);
			return { items: page.items.map(toEvent), hasMore: page.hasMore };
		},

		async getEvent(accountId, id) {
			const row = await db.row(
				`SELECT ${EVENT_COLUMNS} FROM events e WHERE e.account_id = ? AND e.id = ?`,
				[accountId, id],
			);
			return row && toEvent(row);
		},

		async purgeEventsBefore(ms) {
			// The deliveries go with their events (ON DELETE CASCADE).
			return db.run('DELETE FROM events WHERE created_at < ?', [ms]);
		},
	};
}
