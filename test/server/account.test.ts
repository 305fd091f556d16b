/**
 * GET /v1/account (docs/contract.md "Account"): the caller's plan, its keys' rate limits and
 * its usage counts. The store's counts are also checked directly, with designs of last month.
 */
import { startOfUtcMonth } from '../../server/services/account-service';
import type { DesignStore } from '../../server/store/types';
import { openTestStore } from '../harness/test-store';
import {
	api,
	bearer,
	expectProblem,
	makeDesign,
	makePublication,
	PREFIXES,
	start,
	uniqueAccount,
	type Api,
	type TestServer,
} from './helpers';

let ts: TestServer;
beforeAll(async () => {
	ts = await start({ rateLimitGenerate: 70_000, rateLimitRead: 90_000 });
});
afterAll(() => ts.close());

const usageOf = async (a: Api) => {
	const res = await a.get('/account');
	expect(res.status).toBe(200);
	return res.data.usage;
};

describe.each(PREFIXES)('%s GET /account', (prefix) => {
	test('the account object: id, name, plan, limits, usage', async () => {
		const name = uniqueAccount('acme');
		const a = api(ts, await ts.key('enterprise', name), prefix);
		const res = await a.get('/account');
		expect(res.status).toBe(200);
		expect(res.headers['content-type']).toMatch(/^application\/json/);
		expect(res.data).toEqual({
			id: expect.stringMatching(/^acct_[A-Za-z0-9]+$/),
			object: 'account',
			name,
			plan: 'enterprise',
			limits: { generate_per_minute: 70_000, read_per_minute: 90_000, max_designs: 1_000_000 },
			usage: { designs: 0, publications: 0, generations_this_month: 0 },
		});
		// A read: it counts against the read policy.
		expect(res.headers['ratelimit-policy']).toMatch(/^"read";q=90000;w=60$/);
	});

	test('two keys of one account see the same account', async () => {
		const name = uniqueAccount();
		const one = await api(ts, await ts.key('business', name), prefix).get('/account');
		const two = await api(ts, await ts.key('business', name), prefix).get('/account');
		expect(two.data).toEqual(one.data);
	});

	test('counts follow generate, publish, unpublish and delete', async () => {
		const a = api(ts, await ts.key('business'), prefix);
		const [d1, d2] = [await makeDesign(a), await makeDesign(a)];
		expect(await usageOf(a)).toEqual({ designs: 2, publications: 0, generations_this_month: 2 });

		const { publication } = await makePublication(a, { design_id: d1.id });
		expect(await usageOf(a)).toEqual({ designs: 2, publications: 1, generations_this_month: 2 });

		expect((await a.del(`/marketplace/publications/${publication.id}`)).status).toBe(200);
		expect(await usageOf(a)).toEqual({ designs: 2, publications: 0, generations_this_month: 2 });

		await makePublication(a, { design_id: d2.id });
		expect(await usageOf(a)).toEqual({ designs: 2, publications: 1, generations_this_month: 2 });

		// Deleting a published design withdraws its publication; the generation still counts.
		expect((await a.del(`/designs/${d2.id}`)).status).toBe(200);
		expect(await usageOf(a)).toEqual({ designs: 1, publications: 0, generations_this_month: 2 });

		expect((await a.del(`/designs/${d1.id}`)).status).toBe(200);
		expect(await usageOf(a)).toEqual({ designs: 0, publications: 0, generations_this_month: 2 });
	});

	test("another account's designs and publications never count", async () => {
		const mine = api(ts, await ts.key('business'), prefix);
		const theirs = api(ts, await ts.key('business'), prefix);
		await makePublication(theirs);
		await makeDesign(theirs);
		await makeDesign(mine);
		expect(await usageOf(mine)).toEqual({ designs: 1, publications: 0, generations_this_month: 1 });
		expect(await usageOf(theirs)).toEqual({
			designs: 2,
			publications: 1,
			generations_this_month: 2,
		});
	});

	test('unknown query parameter → 422 unknown_parameter', async () => {
		const a = api(ts, await ts.key('business'), prefix);
		const problem = expectProblem(
			await a.get('/account', { params: { verbose: 1 } }),
			422,
			'unknown_parameter',
			ts.url,
		);
		expect(problem.errors).toEqual([expect.objectContaining({ parameter: 'verbose' })]);
	});

	test('401 without a key, 403 on the Free plan', async () => {
		const none = await ts.http.get(`${prefix}/account`);
		expectProblem(none, 401, 'unauthenticated', ts.url);
		expect(none.headers['www-authenticate']).toMatch(/^Bearer\b/);
		const free = await ts.http.get(`${prefix}/account`, {
			headers: bearer(await ts.key('free')),
		});
		expectProblem(free, 403, 'plan_not_eligible', ts.url);
	});
});

test("limits are the server's configured ones (defaults without options)", async () => {
	const plain = await start({ rateLimitGenerate: undefined, rateLimitRead: undefined });
	const tight = await start({ rateLimitGenerate: 3, rateLimitRead: 7 });
	try {
		const limitsOf = async (server: TestServer) =>
			(await api(server, await server.key('business')).get('/account')).data.limits;
		expect(await limitsOf(plain)).toEqual({
			generate_per_minute: 60,
			read_per_minute: 600,
			max_designs: 100_000,
		});
		expect(await limitsOf(tight)).toEqual({
			generate_per_minute: 3,
			read_per_minute: 7,
			max_designs: 100_000,
		});
	} finally {
		await Promise.all([plain.close(), tight.close()]);
	}
});

test('startOfUtcMonth is the first instant of the UTC month', () => {
	expect(startOfUtcMonth(Date.parse('2024-03-31T23:59:59.999Z'))).toBe(
		Date.parse('2024-03-01T00:00:00.000Z'),
	);
	expect(startOfUtcMonth(Date.parse('2024-03-01T00:00:00.000Z'))).toBe(
		Date.parse('2024-03-01T00:00:00.000Z'),
	);
	expect(startOfUtcMonth(Date.parse('2025-01-15T12:00:00.000+14:00'))).toBe(
		Date.parse('2025-01-01T00:00:00.000Z'),
	);
});

describe('store countUsage', () => {
	let store: DesignStore;
	beforeAll(async () => {
		store = await openTestStore();
	});
	afterAll(() => store.close());

	test('generations count from the given start, deleted designs included', async () => {
		const { id: accountId } = await store.ensureAccount(uniqueAccount(), 'business', 0);
		const { id: otherId } = await store.ensureAccount(uniqueAccount(), 'business', 0);
		const since = Date.parse('2024-03-01T00:00:00.000Z');
		const insert = (id: string, owner: string, now: number) =>
			store.insertDesign({
				id,
				accountId: owner,
				status: 'failed',
				prompt: 'p',
				style: 'minimalist',
				seed: 1,
				content: null,
				error: { code: 'x', detail: 'x' },
				readyAt: null,
				now,
			});
		await insert(`dsn_${accountId}_a`, accountId, since - 1);
		await insert(`dsn_${accountId}_b`, accountId, since);
		await insert(`dsn_${accountId}_c`, accountId, since + 1000);
		await insert(`dsn_${accountId}_d`, otherId, since + 1000);
		await store.deleteDesign(accountId, `dsn_${accountId}_c`, since + 2000);
		expect(await store.countUsage(accountId, since)).toEqual({
			designs: 2,
			publications: 0,
			generationsSince: 2,
		});
		expect(await store.findAccountById(accountId)).toMatchObject({
			id: accountId,
			plan: 'business',
		});
		expect(await store.findAccountById('acct_none')).toBeUndefined();
	});
});
