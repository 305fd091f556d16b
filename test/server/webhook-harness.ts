/**
 * What the webhook delivery suites need besides a server: a receiver (node:http on loopback)
 * that records each delivery and verifies its signature on its own (node:crypto, not the
 * server's code), and an injector that records events straight into the run's database the way
 * the server records them (an `events` row and `enqueueDeliveries` in one transaction), plus
 * reads of the delivery queue.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import http, { type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Database from 'better-sqlite3';
import { openPgDatabase, type PgDatabase } from '../../server/store/postgres/database';
import { recordEvent as recordPg } from '../../server/store/postgres/events';
import { recordEvent as recordSqlite } from '../../server/store/sqlite/events';
import type { EventRecord, EventSubject, EventType } from '../../server/store/types';
import { TEST_STORE } from '../harness/test-store';

export interface Delivery {
	method: string;
	path: string;
	headers: IncomingHttpHeaders;
	raw: Buffer;
	// eslint-disable-next-line @typescript-eslint/no-explicit-any
	json: any;
	receivedAt: number;
}

/** What the receiver answers: a status, or 'hang' (never answers, until it is closed). */
export type Answer = number | 'hang';

export interface Receiver {
	url: string;
	port: number;
	deliveries: Delivery[];
	/** Requests that are open (hanging) right now. */
	open(): number;
	answer: (delivery: Delivery, index: number) => Answer;
	close(): Promise<void>;
}

/** A receiver on a free loopback port (or `port`); answers 200 unless told otherwise. */
export async function startReceiver(
	answer: Receiver['answer'] = () => 200,
	port = 0,
): Promise<Receiver> {
	const hanging = new Set<ServerResponse>();
	const receiver = { deliveries: [] as Delivery[], answer } as Receiver;
	const server = http.createServer((req, res) => {
		const chunks: Buffer[] = [];
		req.on('data', (chunk: Buffer) => chunks.push(chunk));
		req.on('end', () => {
			const raw = Buffer.concat(chunks);
			let json: unknown;
			try {
				json = JSON.parse(raw.toString('utf8'));
			} catch {
				json = undefined;
			}
			const delivery = {
				method: req.method ?? '',
				path: req.url ?? '',
				headers: req.headers,
				raw,
				json,
				receivedAt: Date.now(),
			};
			receiver.deliveries.push(delivery);
			const reply = receiver.answer(delivery, receiver.deliveries.length - 1);
			if (reply === 'hang') {
				hanging.add(res);
				res.on('close', () => hanging.delete(res));
				return;
			}
			res.writeHead(reply, { 'Content-Type': 'text/plain' }).end('ok');
		});
	});
	await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
	receiver.port = (server.address() as AddressInfo).port;
	receiver.url = `http://127.0.0.1:${receiver.port}/hooks/design`;
	receiver.open = () => hanging.size;
	receiver.close = () =>
		new Promise<void>((resolve) => {
			for (const res of hanging) res.destroy();
			server.closeAllConnections();
			server.close(() => resolve());
		});
	return receiver;
}

/**
 * Checks `Design-Signature` as a receiver would: `t=<unix s>,v1=<hex HMAC-SHA256(secret,
 * "<t>.<raw body>")>`, the key being the secret as returned (prefix included). Returns t.
 */
export function verifySignature(delivery: Delivery, secret: string): number {
	const header = String(delivery.headers['design-signature'] ?? '');
	const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header);
	if (!match) throw new Error(`Design-Signature '${header}' is not t=<unix s>,v1=<64 hex>`);
	const expected = createHmac('sha256', secret)
		.update(Buffer.concat([Buffer.from(`${match[1]}.`), delivery.raw]))
		.digest();
	if (!timingSafeEqual(expected, Buffer.from(match[2], 'hex')))
		throw new Error('Design-Signature does not match the body and the secret');
	return Number(match[1]);
}

export interface DeliveryRow {
	event_id: string;
	endpoint_id: string;
	status: string;
	attempts: number;
	last_status: number | null;
	last_error: string | null;
	next_attempt_at: number | null;
	locked_until: number | null;
}

/** Records events into a server's database, as the server does, and reads its delivery queue. */
export interface EventInjector {
	record(type: EventType, subject: EventSubject): Promise<EventRecord>;
	deliveries(where?: { eventId?: string; endpointId?: string }): Promise<DeliveryRow[]>;
	close(): Promise<void>;
}

const SELECT_DELIVERIES = `SELECT event_id, endpoint_id, status, attempts, last_status, last_error,
  next_attempt_at, locked_until FROM webhook_deliveries
  WHERE (? IS NULL OR event_id = ?) AND (? IS NULL OR endpoint_id = ?) ORDER BY seq`;

/** `db`: the server's `--db` (a SQLite file, not ':memory:', or a postgres:// URL). */
export function openInjector(db: string): EventInjector {
	return TEST_STORE === 'postgres' ? pgInjector(openPgDatabase(db, 2)) : sqliteInjector(db);
}

function sqliteInjector(path: string): EventInjector {
	if (path === ':memory:') throw new Error('the injector needs a SQLite file the server shares');
	const db = new Database(path);
	db.pragma('busy_timeout = 5000');
	const record = db.transaction((type: EventType, subject: EventSubject) =>
		recordSqlite(db, type, subject, Date.now()),
	);
	return {
		async record(type, subject) {
			return record.immediate(type, subject);
		},
		async deliveries({ eventId, endpointId } = {}) {
			const e = eventId ?? null;
			const w = endpointId ?? null;
			return db.prepare(SELECT_DELIVERIES).all(e, e, w, w) as DeliveryRow[];
		},
		async close() {
			db.close();
		},
	};
}

function pgInjector(db: PgDatabase): EventInjector {
	return {
		record: (type, subject) => db.transaction((tx) => recordPg(tx, type, subject, Date.now())),
		async deliveries({ eventId, endpointId } = {}) {
			const e = eventId ?? null;
			const w = endpointId ?? null;
			return (await db.rows(SELECT_DELIVERIES.replace(/\? IS NULL/g, '?::text IS NULL'), [
				e,
				e,
				w,
				w,
			])) as unknown as DeliveryRow[];
		},
		close: () => db.close(),
	};
}
