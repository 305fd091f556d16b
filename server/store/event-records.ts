/**
 * Events as rows, the same in both engines (tables of migration 4):
 * the INSERT each engine's `recordEvent` runs, and the row read back as an `EventRecord`. The
 * subject is kept as the store's record in JSON (`object_json`), so that the URLs inside an
 * event are built for whoever reads it (store/types.ts EventRecord).
 */
import type { Row } from './rows';
import type { EventRecord, EventSubject, EventType } from './types';

export const INSERT_EVENT_SQL = `INSERT INTO events (id, account_id, type, object_json, created_at)
  VALUES (?, ?, ?, ?, ?)`;

export function insertEventParams(event: EventRecord): unknown[] {
	return [event.id, event.accountId, event.type, JSON.stringify(event.subject), event.createdAt];
}

export const EVENT_COLUMNS = 'e.seq, e.id, e.account_id, e.type, e.object_json, e.created_at';

export function toEvent(row: Row): EventRecord {
	return {
		id: row.id as string,
		accountId: row.account_id as string,
		type: row.type as EventType,
		createdAt: row.created_at as number,
		subject: JSON.parse(row.object_json as string) as EventSubject,
	};
}
