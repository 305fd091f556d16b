/**
 * The webhook suites' common set-up (`useWebhookSuite()`, called at the top of a suite): servers
 * on fresh databases shared with an event injector, receivers, accounts, endpoints and designs
 * to report on, all closed after each test.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServerOptions } from '../../server';
import type { EventSubject } from '../../server/store/types';
import { freshDb } from '../harness/test-store';
import {
	api,
	eventually,
	makeDesign,
	start,
	uniqueAccount,
	type Api,
	type Design,
	type TestServer,
} from './helpers';
import {
	openInjector,
	startReceiver,
	type Delivery,
	type EventInjector,
	type Receiver,
} from './webhook-harness';

/** Small timings, so retries and polls take milliseconds. */
export const FAST: ServerOptions = {
	webhookRetryBaseMs: 20,
	webhookSender: { pollMs: 50, timeoutMs: 5000, stopWaitMs: 200 },
};

export interface Setup {
	db: string;
	ts: TestServer;
	injector: EventInjector;
}

export interface Account {
	a: Api;
	accountId: string;
}

export function useWebhookSuite() {
	const dir = mkdtempSync(join(tmpdir(), 'dg-webhooks-'));
	const cleanups: (() => Promise<unknown>)[] = [];
	afterEach(async () => {
		for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
	});
	afterAll(() => rmSync(dir, { recursive: true, force: true }));

	return {
		/** A server (FAST unless `options` say otherwise) on a database an injector shares. */
		async setup(options: ServerOptions = {}, db?: string): Promise<Setup> {
			db ??= await freshDb(join(dir, `${randomBytes(6).toString('hex')}.sqlite`));
			const ts = await start({ ...FAST, ...options, db });
			const injector = openInjector(db);
			cleanups.push(
				() => injector.close(),
				() => ts.close(),
			);
			return { db, ts, injector };
		},

		async receiver(answer?: Receiver['answer']): Promise<Receiver> {
			const r = await startReceiver(answer);
			cleanups.push(() => r.close());
			return r;
		},

		/** Runs `close` after the test (a server started some other way). */
		later(close: () => Promise<unknown>): void {
			cleanups.push(close);
		},
	};
}

export async function account(ts: TestServer): Promise<Account> {
	const name = uniqueAccount('hooks');
	const a = api(ts, await ts.key('business', name));
	const found = await ts.server.store.findAccountByName(name);
	return { a, accountId: found!.id };
}

export async function endpoint(
	a: Api,
	url: string,
	events: string[] = ['*'],
): Promise<{ id: string; secret: string }> {
	const res = await a.post('/webhook_endpoints', { url, events });
	if (res.status !== 201)
		throw new Error(`create answered ${res.status}: ${JSON.stringify(res.data)}`);
	return res.data;
}

/**
 * A real design of the account, as the event subject the server would record. Made before the
 * case's endpoints exist, so its own design.succeeded (recorded by the server) reaches none.
 */
export async function designSubject(
	ts: TestServer,
	acct: Account,
): Promise<{ design: Design; subject: EventSubject }> {
	const design = await makeDesign(acct.a);
	const record = await ts.server.store.getDesign(acct.accountId, design.id);
	return { design, subject: { kind: 'design', design: record! } };
}

/** The receiver's deliveries once it has at least `n`. */
export const received = (r: Receiver, n: number): Promise<Delivery[]> =>
	eventually(async () => (r.deliveries.length >= n ? r.deliveries : undefined), 10_000);
