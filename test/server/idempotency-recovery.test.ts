/**
 * Idempotency across a crash: the object a keyed request creates is its
 * key's recovery point, committed with the object. A retry whose first request was cut off after
 * the commit is answered from the object at once (never a second object); a claim with no
 * object, left by a process that died, is released when the server starts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type RunningServer } from '../../server';
import { canonicalJson } from '../../server/plugins/body';
import { DesignService } from '../../server/services/design-service';
import { IdempotencyService } from '../../server/services/idempotency-service';
import { KeyService } from '../../server/services/key-service';
import { MarketplaceService } from '../../server/services/marketplace-service';
import { WebhookService } from '../../server/services/webhook-service';
import { IdempotencyClaimLostError } from '../../server/store/errors';
import { openSqliteStore } from '../../server/store/sqlite';
import type { DesignStore, IdempotencyClaim } from '../../server/store/types';
import { freshDb, TEST_STORE } from '../harness/test-store';
import { api, client, makeDesign } from './helpers';

let dir: string;
beforeAll(() => {
	dir = mkdtempSync(join(tmpdir(), 'dg-recovery-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const start = (db: string) =>
	startServer({ port: 0, db, rateLimitGenerate: 1_000_000, rateLimitRead: 1_000_000 });

/** Claims a key for a request exactly as the server would (same fingerprint). */
async function claimAs(
	store: DesignStore,
	key: string,
	idempotencyKey: string,
	endpoint: string,
	body: object,
): Promise<IdempotencyClaim> {
	const { accountId } = (await new KeyService(store).authenticate(key))!;
	const state = await new IdempotencyService(store).claim(accountId, idempotencyKey, {
		endpoint,
		canonicalBody: canonicalJson(body),
	});
	if (state.state !== 'new') throw new Error(`claim: ${state.state}`);
	return state.claim;
}

describe('a request cut off between its commit and its stored response', () => {
	let server: RunningServer;
	let key: string;
	beforeAll(async () => {
		server = await start(await freshDb(join(dir, 'cut.sqlite')));
		key = await server.createKey('acme', 'business');
	});
	afterAll(() => server.close());

	test('generate: the retry replays 201 from the design at once, one design, then stored', async () => {
		const body = { prompt: 'cut off navy hoodie', style: 'classic' };
		const claim = await claimAs(server.store, key, 'gen-cut', 'POST /generate', body);
		// The "first request": its design and recovery point commit, then the process "dies".
		const designs = new DesignService(server.store, 0);
		const created = await designs.create(claim.accountId, body, claim);
		await designs.close();

		const a = api({ http: client(server.url) }, key);
		const retry = await a.generate(body, { 'Idempotency-Key': 'gen-cut' });
		expect(retry.status).toBe(201);
		expect(retry.headers['idempotent-replayed']).toBe('true');
		expect(retry.data.id).toBe(created.id);
		expect(retry.headers.location).toBe(`${server.url}/v1/designs/${created.id}`);
		const again = await a.generate(body, { 'Idempotency-Key': 'gen-cut' });
		expect([again.status, again.data.id, again.headers['idempotent-replayed']]).toEqual([
			201,
			created.id,
			'true',
		]);
		const list = (await a.get('/designs')).data.data as { prompt: string }[];
		expect(list.filter((d) => d.prompt === body.prompt)).toHaveLength(1);
	});

	test('publish: the retry replays 201 from the publication; a second publish is not attempted', async () => {
		const a = api({ http: client(server.url) }, key);
		const design = await makeDesign(a);
		const body = { design_id: design.id, price: { amount: 100 } };
		const claim = await claimAs(server.store, key, 'pub-cut', 'POST /marketplace/publish', body);
		const designs = new DesignService(server.store, 0);
		const publication = await new MarketplaceService(server.store, designs).publish(
			claim.accountId,
			body,
			claim,
		);
		await designs.close();

		const retry = await a.publish(body, { 'Idempotency-Key': 'pub-cut' });
		expect([retry.status, retry.data.id, retry.headers['idempotent-replayed']]).toEqual([
			201,
			publication.id,
			'true',
		]);
		expect(retry.headers.location).toBe(
			`${server.url}/v1/marketplace/publications/${publication.id}`,
		);
	});

	test('webhook endpoint: the retry replays 201 from the endpoint, secret included; one endpoint', async () => {
		const body = { url: 'https://hooks.example.com/cut', events: ['*'] };
		const claim = await claimAs(server.store, key, 'whe-cut', 'POST /webhook_endpoints', body);
		const endpoint = await new WebhookService(server.store, { denyPrivate: false }).create(
			claim.accountId,
			body,
			server.url,
			claim,
		);

		const a = api({ http: client(server.url) }, key);
		const retry = await a.post('/webhook_endpoints', body, {
			headers: { 'Idempotency-Key': 'whe-cut' },
		});
		expect([retry.status, retry.headers['idempotent-replayed']]).toEqual([201, 'true']);
		expect(retry.data).toMatchObject({ id: endpoint.id, secret: endpoint.secret });
		expect(retry.headers.location).toBe(`${server.url}/v1/webhook_endpoints/${endpoint.id}`);
		const list = (await a.get('/webhook_endpoints')).data.data as { url: string }[];
		expect(list.filter((e) => e.url === body.url)).toHaveLength(1);
	});

	test('a claim taken over by another request refuses the first one its insert', async () => {
		const body = { prompt: 'taken over coat', style: 'classic' };
		const claim = await claimAs(server.store, key, 'gen-taken', 'POST /generate', body);
		const designs = new DesignService(server.store, 0);
		await designs.create(claim.accountId, body, claim);
		// A second insert under the same claim (or a stale one) finds the recovery point set.
		await expect(
			server.store.insertDesign(
				{
					id: 'dsn_takenover0000000000000',
					accountId: claim.accountId,
					status: 'failed',
					prompt: 'x',
					style: 'classic',
					seed: 1,
					content: null,
					error: { code: 'generation_failed', detail: 'x' },
					readyAt: null,
					now: Date.now(),
				},
				claim,
			),
		).rejects.toBeInstanceOf(IdempotencyClaimLostError);
		await expect(
			designs.create(claim.accountId, body, { ...claim, token: 'someone-else' }),
		).rejects.toMatchObject({ code: 'idempotency_key_in_use' });
		await designs.close();
		expect(await server.store.getDesign(claim.accountId, 'dsn_takenover0000000000000')).toBe(
			undefined,
		);
	});
});

/** SQLite: one server per file, so claims are released at start; PostgreSQL: shared, so leases. */
const onSqlite = TEST_STORE === 'sqlite' ? test : test.skip;
const onShared = TEST_STORE === 'sqlite' ? test.skip : test;

onShared(
	'a shared store releases nothing at start; a claim with no object is taken over once its lease has run out',
	async () => {
		const db = await freshDb();
		let server = await start(db);
		const key = await server.createKey('acme', 'business');
		const stale = { prompt: 'long ago coat', style: 'classic' };
		const fresh = { prompt: 'just now coat', style: 'classic' };
		const clock = jest.spyOn(Date, 'now').mockReturnValue(Date.now() - 61_000);
		try {
			await claimAs(server.store, key, 'stale', 'POST /generate', stale);
		} finally {
			clock.mockRestore();
		}
		await claimAs(server.store, key, 'fresh', 'POST /generate', fresh);
		await server.close();

		server = await start(db);
		try {
			const a = api({ http: client(server.url) }, key);
			expect((await a.generate(fresh, { 'Idempotency-Key': 'fresh' })).status).toBe(409);
			expect((await a.generate(stale, { 'Idempotency-Key': 'stale' })).status).toBe(201);
		} finally {
			await server.close();
		}
	},
);

onSqlite(
	'release at start: a claim with no object left by a dead process does not block the retry',
	async () => {
		const db = join(dir, 'restart.sqlite');
		let server = await start(db);
		const key = await server.createKey('acme', 'business');
		const body = { prompt: 'never finished coat', style: 'classic' };
		const withObject = { prompt: 'finished coat', style: 'classic' };
		await claimAs(server.store, key, 'no-object', 'POST /generate', body);
		const claim = await claimAs(server.store, key, 'has-object', 'POST /generate', withObject);
		const designs = new DesignService(server.store, 0);
		const created = await designs.create(claim.accountId, withObject, claim);
		await designs.close();
		let a = api({ http: client(server.url) }, key);
		// Same process: the claim is a request still running.
		expect((await a.generate(body, { 'Idempotency-Key': 'no-object' })).status).toBe(409);
		await server.close();

		server = await start(db);
		a = api({ http: client(server.url) }, key);
		try {
			const retry = await a.generate(body, { 'Idempotency-Key': 'no-object' });
			expect([retry.status, retry.headers['idempotent-replayed']]).toEqual([201, undefined]);
			const recovered = await a.generate(withObject, { 'Idempotency-Key': 'has-object' });
			expect([recovered.status, recovered.data.id]).toEqual([201, created.id]);
			const list = (await a.get('/designs')).data.data as { prompt: string }[];
			expect(list.filter((d) => d.prompt === body.prompt)).toHaveLength(1);
			expect(list.filter((d) => d.prompt === withObject.prompt)).toHaveLength(1);
		} finally {
			await server.close();
		}
	},
);

test('store: releaseAbandonedClaims frees claims with neither response nor object, only those', async () => {
	const store = openSqliteStore(':memory:');
	const keys = new IdempotencyService(store);
	const { id: accountId } = await store.ensureAccount('acme', 'business', Date.now());
	const request = { endpoint: 'POST /generate', canonicalBody: '{}' };
	await keys.claim(accountId, 'open', request);
	const answered = await keys.claim(accountId, 'answered', request);
	if (answered.state !== 'new') throw new Error(answered.state);
	await keys.save(answered.claim, { statusCode: 404, headers: {}, body: '{}' });
	expect(await keys.releaseAbandoned()).toBe(1);
	expect((await keys.claim(accountId, 'open', request)).state).toBe('new');
	expect((await keys.claim(accountId, 'answered', request)).state).toBe('done');
	await store.close();
});
