/**
 * How events are recorded (docs/contract.md "Events"): in the transaction of the change they
 * report — never an event for a change that was rolled back, never a change without its event —
 * with their webhook deliveries queued in that transaction too; `design.failed`; 30 days of
 * retention; and on PostgreSQL, an account's events committed in the order of their `seq`
 * (pending designs: events-pending.test.ts). The suites reach the database beside the server (a failing trigger,
 * an endpoint row, row counts) through `RawDb`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { EventService, EVENT_RETENTION_MS } from '../../server/services/event-service';
import { IdempotencyClaimLostError, StoreConflictError } from '../../server/store/errors';
import { openPgDatabase } from '../../server/store/postgres/database';
import { recordEvent } from '../../server/store/postgres/events';
import type { DesignRecord, DesignStore, IdempotencyClaim } from '../../server/store/types';
import { freshDb, TEST_STORE } from '../harness/test-store';
import {
	api,
	eventually,
	expectProblem,
	listAll,
	makeDesign,
	makePublication,
	sleep,
	start,
	uniqueAccount,
	type Api,
	type TestServer,
} from './helpers';

interface ApiEvent {
	id: string;
	type: string;
	created_at: string;
	data: { object: Record<string, unknown> & { id: string } };
}
const eventsOf = (a: Api) => listAll<ApiEvent>(a, '/events');
const summary = (events: ApiEvent[]) => events.map((e) => [e.type, e.data.object.id]);

/** SQL on the server's database from beside it, `?` placeholders on both engines. */
interface RawDb {
	run(sql: string, params?: unknown[]): Promise<void>;
	count(sql: string, params?: unknown[]): Promise<number>;
	close(): Promise<void>;
}

async function openRaw(db: string): Promise<RawDb> {
	if (TEST_STORE === 'postgres') {
		const client = new pg.Client({ connectionString: db });
		await client.connect();
		const numbered = (sql: string) => {
			let n = 0;
			return sql.replace(/\?/g, () => `$${++n}`);
		};
		return {
			run: async (sql, params = []) => void (await client.query(numbered(sql), params)),
			count: async (sql, params = []) =>
				Number(Object.values((await client.query(numbered(sql), params)).rows[0])[0]),
			close: () => client.end(),
		};
	}
	const sqlite = new Database(db);
	sqlite.pragma('busy_timeout = 5000');
	return {
		run: async (sql, params = []) => void sqlite.prepare(sql).run(...params),
		count: async (sql, params = []) =>
			Number(Object.values(sqlite.prepare(sql).get(...params) as object)[0]),
		close: async () => void sqlite.close(),
	};
}

/** A trigger that makes every event insert fail: the change it belongs to must fail with it. */
const REFUSE_EVENTS =
	TEST_STORE === 'postgres'
		? [
				`CREATE FUNCTION refuse_events() RETURNS trigger LANGUAGE plpgsql AS
           $$ BEGIN RAISE EXCEPTION 'events refused by the test'; END $$`,
				'CREATE TRIGGER refuse_events BEFORE INSERT ON events FOR EACH ROW EXECUTE FUNCTION refuse_events()',
			]
		: [
				`CREATE TRIGGER refuse_events BEFORE INSERT ON events
           BEGIN SELECT RAISE(ABORT, 'events refused by the test'); END`,
			];
const ALLOW_EVENTS =
	TEST_STORE === 'postgres'
		? ['DROP TRIGGER refuse_events ON events', 'DROP FUNCTION refuse_events()']
		: ['DROP TRIGGER refuse_events'];

let dir: string;
let ts: TestServer;
let raw: RawDb;
let store: DesignStore;
beforeAll(async () => {
	dir = mkdtempSync(join(tmpdir(), 'dg-events-'));
	const db = await freshDb(join(dir, 'events.sqlite'));
	ts = await start({ db });
	raw = await openRaw(db);
	store = ts.server.store;
});
afterAll(async () => {
	await raw?.close();
	await ts?.close();
	rmSync(dir, { recursive: true, force: true });
});

/** A business key of a new account, its account id, and a webhook endpoint row for `*`. */
async function account(): Promise<{ a: Api; accountId: string }> {
	const name = uniqueAccount('events');
	const a = api(ts, await ts.key('business', name));
	const accountId = (await store.findAccountByName(name))!.id;
	await raw.run(
		`INSERT INTO webhook_endpoints (id, account_id, url, events_json, description, secret, api_base, created_at)
     VALUES (?, ?, 'http://127.0.0.1:9/hook', '["*"]', NULL, 'whsec_test', ?, ?)`,
		[`whe_${name.replace(/[^A-Za-z0-9]/g, '')}`, accountId, ts.url, Date.now()],
	);
	return { a, accountId };
}

const deliveriesOf = (accountId: string) =>
	raw.count(
		'SELECT COUNT(*) FROM webhook_deliveries w JOIN events e ON e.id = w.event_id WHERE e.account_id = ?',
		[accountId],
	);

const failedDesign = (
	accountId: string,
	id: string,
): Parameters<DesignStore['insertDesign']>[0] => ({
	id,
	accountId,
	status: 'failed',
	prompt: 'a coat the generator could not draw',
	style: 'classic',
	seed: 7,
	content: null,
	error: { code: 'generation_failed', detail: 'The generator could not draw this design.' },
	readyAt: null,
	now: Date.now(),
});

describe('recorded in the transaction of the change', () => {
	test('an event that cannot be recorded takes its change with it: never a change without its event', async () => {
		const { a, accountId } = await account();
		const kept = await makeDesign(a);
		const { design: published, publication } = await makePublication(a);
		const before = await eventsOf(a);
		expect(summary(before)).toEqual([
			['publication.published', publication.id],
			['design.succeeded', published.id],
			['design.succeeded', kept.id],
		]);
		// Each event queued its delivery to the account's endpoint, in its transaction.
		expect(await deliveriesOf(accountId)).toBe(3);

		for (const sql of REFUSE_EVENTS) await raw.run(sql);
		try {
			expectProblem(await a.generate({ prompt: 'never stored' }), 500, 'internal');
			expectProblem(await a.publish({ design_id: kept.id, price: { amount: 1 } }), 500, 'internal');
			expectProblem(await a.del(`/marketplace/publications/${publication.id}`), 500, 'internal');
			expectProblem(await a.del(`/designs/${published.id}`), 500, 'internal');
		} finally {
			for (const sql of ALLOW_EVENTS) await raw.run(sql);
		}

		// None of the four changes happened.
		const designs = await listAll(a, '/designs');
		expect(designs.map((d) => d.id).sort()).toEqual([kept.id, published.id].sort());
		expect(designs.find((d) => d.id === kept.id)!.publication).toBeNull();
		expect((await a.get(`/designs/${published.id}`)).data.publication).toEqual(publication);
		expect((await a.get(`/marketplace/publications/${publication.id}`)).data.status).toBe(
			'published',
		);
		expect(await eventsOf(a)).toEqual(before);
		expect(await deliveriesOf(accountId)).toBe(3);
	});

	test('a change rolled back (an idempotency claim lost, a publish conflict) records no event', async () => {
		const { a, accountId } = await account();
		const claimed = await store.claimIdempotencyKey(accountId, 'k1', 'fp', 'token-1', Date.now());
		expect(claimed.state).toBe('new');
		const lost: IdempotencyClaim = { accountId, key: 'k1', token: 'taken-over' };

		const id = 'dsn_rolledback000000000000';
		await expect(store.insertDesign(failedDesign(accountId, id), lost)).rejects.toBeInstanceOf(
			IdempotencyClaimLostError,
		);
		expect(await store.getDesign(accountId, id)).toBeUndefined();
		expect(await eventsOf(a)).toEqual([]);

		const design = await makeDesign(a);
		const publication = {
			id: 'pub_rolledback000000000000',
			accountId,
			designId: design.id,
			title: 'Rolled back',
			description: '',
			price: { amount: 1, currency: 'USD' },
			tags: [],
			visibility: 'public' as const,
			status: 'published' as const,
			publishedAt: Date.now(),
			withdrawnAt: null,
		};
		await expect(store.insertPublication(publication, lost)).rejects.toBeInstanceOf(
			IdempotencyClaimLostError,
		);
		expect(await store.getPublication(accountId, publication.id)).toBeUndefined();

		const { publication: live } = await makePublication(a, { design_id: design.id });
		await expect(
			store.insertPublication({ ...publication, id: 'pub_conflict00000000000000' }),
		).rejects.toBeInstanceOf(StoreConflictError);

		expect(summary(await eventsOf(a))).toEqual([
			['publication.published', live.id],
			['design.succeeded', design.id],
		]);
		expect(await deliveriesOf(accountId)).toBe(2);
	});

	test('racing changes: one publication and one deletion win, each with one event', async () => {
		const { a } = await account();
		const design = await makeDesign(a);
		const publishes = await Promise.all(
			Array.from({ length: 6 }, () => a.publish({ design_id: design.id, price: { amount: 1 } })),
		);
		expect(publishes.filter((r) => r.status === 201)).toHaveLength(1);
		const deletes = await Promise.all(
			Array.from({ length: 6 }, () => a.del(`/designs/${design.id}`)),
		);
		expect(deletes.filter((r) => r.status === 200)).toHaveLength(1);
		expect((await eventsOf(a)).map((e) => e.type)).toEqual([
			'design.deleted',
			'publication.withdrawn',
			'publication.published',
			'design.succeeded',
		]);
	});

	test('design.failed: at insert, and when a pending design fails; the object as GET shows it', async () => {
		const { a, accountId } = await account();
		const failed = await store.insertDesign(failedDesign(accountId, 'dsn_failedatonce0000000000'));
		// A pending design not due for an hour: nothing settles it but the explicit call below.
		const readyAt = Date.now() + 60 * 60_000;
		await store.insertDesign({
			...failedDesign(accountId, 'dsn_failedlater00000000000'),
			status: 'pending',
			error: null,
			readyAt,
		});
		expect(summary(await eventsOf(a))).toEqual([['design.failed', failed.id]]);

		const error = { code: 'generation_failed', detail: 'Failed later.' };
		expect(await store.completeNextDue(readyAt, () => ({ error }))).toBe(true);
		const events = await eventsOf(a);
		expect(summary(events)).toEqual([
			['design.failed', 'dsn_failedlater00000000000'],
			['design.failed', failed.id],
		]);
		for (const event of events) {
			const shown = (await a.get(`/designs/${event.data.object.id}`)).data;
			expect(event.data.object).toEqual(shown);
			expect(shown.status).toBe('failed');
		}
		expect(events[0].data.object.error).toEqual(error);
	});
});

describe('retention: 30 days', () => {
	test('events older than 30 days are purged, with their deliveries; younger ones stay', async () => {
		const { a, accountId } = await account();
		const old = await makeDesign(a);
		const [oldEvent] = await eventsOf(a);
		const t = Date.parse(oldEvent.created_at);
		while (Date.now() <= t) await sleep(1);
		const young = await makeDesign(a);
		expect(await deliveriesOf(accountId)).toBe(2);

		// The clock 30 days and 1 ms after the old event: it has expired, the young one not.
		const events = new EventService(store, { now: () => t + EVENT_RETENTION_MS + 1 });
		expect(await events.purgeExpired()).toBeGreaterThanOrEqual(1);
		expect(summary(await eventsOf(a))).toEqual([['design.succeeded', young.id]]);
		expectProblem(await a.get(`/events/${oldEvent.id}`), 404, 'event_not_found');
		expect(await deliveriesOf(accountId)).toBe(1);
		// The design itself is not touched.
		expect((await a.get(`/designs/${old.id}`)).status).toBe(200);

		// The purge also runs when retention starts (at server start), then hourly.
		const later = new EventService(store, { now: () => Date.now() + EVENT_RETENTION_MS + 1 });
		await later.startRetention();
		later.stopRetention();
		expect(await eventsOf(a)).toEqual([]);
		expect(await deliveriesOf(accountId)).toBe(0);
	});
});

/**
 * PostgreSQL draws `seq` at insert, not at commit. Without the advisory lock, a second
 * transaction of the account could insert (seq 8) and commit while the first (seq 7) is still
 * open; a client that read 8 and polls with `ending_before` would never see 7.
 */
(TEST_STORE === 'postgres' ? describe : describe.skip)('PostgreSQL: commit order', () => {
	test("an account's event waits for the open transaction of its previous one; other accounts do not", async () => {
		const url = await freshDb();
		const server = await start({ db: url });
		const db = openPgDatabase(url);
		const watcher = await openRaw(url);
		let release = () => undefined as void;
		let first: Promise<unknown> = Promise.resolve();
		try {
			/** A design record of a new account: what the event carries does not matter here. */
			const designOf = async (name: string): Promise<DesignRecord> => {
				await server.key('business', name);
				const accountId = (await server.server.store.findAccountByName(name))!.id;
				const now = Date.now();
				return {
					id: `dsn_${name.replace(/[^A-Za-z0-9]/g, '')}`,
					accountId,
					status: 'pending',
					prompt: 'p',
					style: 'classic',
					seed: 1,
					parentId: null,
					colorway: null,
					edits: null,
					editInstruction: null,
					collectionId: null,
					customId: null,
					content: null,
					error: null,
					readyAt: null,
					createdAt: now,
					updatedAt: now,
					publication: null,
				};
			};
			const mine = await designOf(uniqueAccount('a'));
			const other = await designOf(uniqueAccount('b'));
			/** Records an event in a transaction that stays open until `hold` settles. */
			const record = (design: DesignRecord, hold?: Promise<void>, recorded?: () => void) =>
				db.transaction(async (tx) => {
					const subject = { kind: 'design' as const, design };
					const event = await recordEvent(tx, 'design.deleted', subject, Date.now());
					recorded?.();
					await hold;
					return event;
				});

			const held = new Promise<void>((resolve) => (release = resolve));
			let firstRecorded!: () => void;
			const recorded = new Promise<void>((resolve) => (firstRecorded = resolve));
			const firstEvent = record(mine, held, firstRecorded);
			first = firstEvent;
			await recorded;

			// Another account's event goes through while the first transaction is open.
			await record(other);

			let secondDone = false;
			const second = record(mine).finally(() => (secondDone = true));
			const waiting = () =>
				watcher.count("SELECT COUNT(*) FROM pg_locks WHERE locktype = 'advisory' AND NOT granted");
			// Either the second insert waits on the lock (right), or it gets through (wrong).
			await eventually(
				async () => {
					if (secondDone)
						throw new Error(
							'an event of the account was inserted while an earlier one was uncommitted',
						);
					return (await waiting()) === 1 ? true : undefined;
				},
				10_000,
				20,
			);
			release();
			const [a, b] = await Promise.all([firstEvent, second]);

			const listed = await server.server.store.listEvents({
				accountId: mine.accountId,
				limit: 10,
				filters: {},
			});
			expect(listed.items.map((e) => e.id)).toEqual([b.id, a.id]);
		} finally {
			// A failure above leaves the first transaction open: end it before closing the pool.
			release();
			await first.catch(() => undefined);
			await watcher.close();
			await db.close();
			await server.close();
		}
	});
});
