/**
 * Keys, plans and isolation (docs/contract.md "Accounts, plans, keys"): 401 for a missing, malformed,
 * unknown or revoked key with `WWW-Authenticate: Bearer`; 403 below Business; every object
 * visible only to its own account, another account's id behaving exactly like a missing one.
 */
import { createApiKey } from '../../server';
import { hashApiKey } from '../../server/services/key-service';
import {
	api,
	bearer,
	expectProblem,
	header,
	KEY_RE,
	makeDesign,
	makePublication,
	PREFIXES,
	raw,
	start,
	uniqueAccount,
	type Design,
	type Publication,
	type TestServer,
} from './helpers';

let ts: TestServer;
beforeAll(async () => {
	ts = await start();
});
afterAll(() => ts.close());

function expect401(res: Parameters<typeof expectProblem>[0]) {
	expectProblem(res, 401, 'unauthenticated', ts.url);
	expect(header(res, 'www-authenticate')).toMatch(/^Bearer\b/);
}

// Every endpoint of the table in docs/contract.md "Endpoints", with a placeholder id.
const ENDPOINTS: [string, string, unknown][] = [
	['POST', '/generate', { prompt: 'hoodie', style: 'streetwear' }],
	['GET', '/designs', undefined],
	['GET', '/designs/dsn_aaaaaaaaaaaaaaaaaaaaaaaa', undefined],
	['GET', '/designs/dsn_aaaaaaaaaaaaaaaaaaaaaaaa/image', undefined],
	['DELETE', '/designs/dsn_aaaaaaaaaaaaaaaaaaaaaaaa', undefined],
	[
		'POST',
		'/marketplace/publish',
		{ design_id: 'dsn_aaaaaaaaaaaaaaaaaaaaaaaa', price: { amount: 1 } },
	],
	['GET', '/marketplace/publications', undefined],
	['GET', '/marketplace/publications/pub_aaaaaaaaaaaaaaaaaaaaaaaa', undefined],
	['DELETE', '/marketplace/publications/pub_aaaaaaaaaaaaaaaaaaaaaaaa', undefined],
	['GET', '/styles', undefined],
	['GET', '/account', undefined],
	['POST', '/designs/dsn_aaaaaaaaaaaaaaaaaaaaaaaa/variations', {}],
	['GET', '/events', undefined],
	['GET', '/events/evt_aaaaaaaaaaaaaaaaaaaaaaaa', undefined],
	['POST', '/webhook_endpoints', { url: 'https://example.com/hook', events: ['*'] }],
	['GET', '/webhook_endpoints', undefined],
	['GET', '/webhook_endpoints/whe_aaaaaaaaaaaaaaaaaaaaaaaa', undefined],
	['DELETE', '/webhook_endpoints/whe_aaaaaaaaaaaaaaaaaaaaaaaa', undefined],
];

function call(
	prefix: string,
	method: string,
	path: string,
	body: unknown,
	headers: Record<string, string>,
) {
	return raw(ts.url + prefix + path, {
		method,
		headers: body === undefined ? headers : { ...headers, 'Content-Type': 'application/json' },
		body: body === undefined ? undefined : JSON.stringify(body),
	});
}

describe.each(PREFIXES)('%s authentication', (prefix) => {
	test.each(ENDPOINTS)('%s %s without a key → 401 unauthenticated', async (method, path, body) => {
		expect401(await call(prefix, method, path, body, {}));
	});

	test.each(ENDPOINTS)(
		'%s %s with a free-plan key → 403 plan_not_eligible',
		async (method, path, body) => {
			const res = await call(prefix, method, path, body, bearer(await ts.key('free')));
			const problem = expectProblem(res, 403, 'plan_not_eligible', ts.url);
			expect(problem.detail).toMatch(/business/i);
		},
	);

	test.each([
		['empty', '', /Missing API key/],
		['scheme only', 'Bearer', /must be `Bearer <API key>`/],
		['Basic scheme', 'Basic dXNlcjpwYXNz', /must be `Bearer <API key>`/],
		['key without scheme', 'KEY', /must be `Bearer <API key>`/],
		['short key', 'Bearer dgk_abc', /has 43 characters after `dgk_`; this one has 3/],
		['wrong prefix', 'Bearer sk_' + 'a'.repeat(43), /starts with `dgk_`; this one does not/],
		['bad characters', 'Bearer dgk_' + '!'.repeat(43), /a character a key never has/],
		['too long', 'Bearer KEY' + 'a', /this one has 44/],
		['two tokens', 'Bearer KEY KEY', /a space or line break/],
	])('malformed Authorization (%s) → 401 saying what is wrong', async (_label, value, reason) => {
		const good = await ts.key('business');
		const res = await raw(ts.url + prefix + '/designs', {
			headers: { Authorization: value.replace(/KEY/g, good) },
		});
		expect401(res);
		const detail = String((res.json as { detail?: string }).detail);
		expect(detail).toMatch(reason);
		// The key itself is never repeated back.
		expect(detail).not.toContain(good.slice(4, 20));
	});

	test('well-formed but unknown key → 401', async () => {
		const unknown = 'dgk_' + 'A'.repeat(43);
		expect(unknown).toMatch(KEY_RE);
		expect401(await api(ts, unknown, prefix).get('/designs'));
	});

	test('revoked key → 401 at once; another key of the account still works', async () => {
		const account = uniqueAccount('revoke');
		const first = await createApiKey(ts.server.store, account, 'business');
		const second = await ts.key('business', account);
		expect((await api(ts, first.key, prefix).get('/designs')).status).toBe(200);
		expect(await ts.server.store.revokeApiKey(hashApiKey(first.key), Date.now())).toBeDefined();
		expect401(await api(ts, first.key, prefix).get('/designs'));
		expect((await api(ts, second, prefix).get('/designs')).status).toBe(200);
	});

	test('the bearer scheme is case-insensitive (RFC 9110)', async () => {
		const key = await ts.key('business');
		const res = await raw(ts.url + prefix + '/designs', {
			headers: { Authorization: `bearer ${key}` },
		});
		expect(res.status).toBe(200);
	});
});

describe.each(PREFIXES)('%s plans', (prefix) => {
	test.each(['free', 'starter', 'pro'] as const)(
		'%s → 403 plan_not_eligible on list and generate',
		async (plan) => {
			const a = api(ts, await ts.key(plan), prefix);
			expectProblem(await a.get('/designs'), 403, 'plan_not_eligible', ts.url);
			const gen = await a.generate();
			expectProblem(gen, 403, 'plan_not_eligible', ts.url);
		},
	);

	test.each(['business', 'enterprise'] as const)('%s → API access', async (plan) => {
		const a = api(ts, await ts.key(plan), prefix);
		expect((await a.get('/designs')).status).toBe(200);
		expect((await a.generate()).status).toBe(201);
	});

	test('nothing is created by a refused request', async () => {
		const account = uniqueAccount('starter');
		const low = api(ts, await ts.key('starter', account), prefix);
		expect((await low.generate()).status).toBe(403);
		const high = api(ts, await ts.key('business', account), prefix);
		const list = await high.get('/designs');
		expect(list.data.data).toEqual([]);
	});
});

describe.each(PREFIXES)('%s isolation between accounts', (prefix) => {
	let A: ReturnType<typeof api>;
	let B: ReturnType<typeof api>;
	let designA: Design;
	let pubA: Publication;
	let designB: Design;
	const missingDesign = 'dsn_' + 'Z'.repeat(24);
	const missingPub = 'pub_' + 'Z'.repeat(24);

	beforeAll(async () => {
		A = api(ts, await ts.key('business'), prefix);
		B = api(ts, await ts.key('enterprise'), prefix);
		({ design: designA, publication: pubA } = await makePublication(A));
		await makeDesign(A);
		designB = await makeDesign(B);
	});

	test("another account's design → 404 design_not_found, exactly like a missing id", async () => {
		const foreign = expectProblem(
			await B.get(`/designs/${designA.id}`),
			404,
			'design_not_found',
			ts.url,
		);
		const missing = expectProblem(
			await B.get(`/designs/${missingDesign}`),
			404,
			'design_not_found',
			ts.url,
		);
		expect(foreign.title).toBe(missing.title);
		expect(foreign.detail.replace(designA.id, 'ID')).toBe(
			missing.detail.replace(missingDesign, 'ID'),
		);
	});

	test("another account's design image → 404", async () => {
		const res = await B.get(`/designs/${designA.id}/image`);
		expectProblem(res, 404, 'design_not_found', ts.url);
	});

	test("deleting another account's design → 404 and it survives", async () => {
		expectProblem(await B.del(`/designs/${designA.id}`), 404, 'design_not_found', ts.url);
		expect((await A.get(`/designs/${designA.id}`)).status).toBe(200);
	});

	test("publishing another account's design → 404 design_not_found", async () => {
		const d = await makeDesign(A);
		expectProblem(
			await B.publish({ design_id: d.id, price: { amount: 100 } }),
			404,
			'design_not_found',
			ts.url,
		);
		expect((await A.get(`/designs/${d.id}`)).data.publication).toBeNull();
	});

	test("another account's publication → 404 publication_not_found (get and delete); it stays published", async () => {
		const foreign = expectProblem(
			await B.get(`/marketplace/publications/${pubA.id}`),
			404,
			'publication_not_found',
			ts.url,
		);
		const missing = expectProblem(
			await B.get(`/marketplace/publications/${missingPub}`),
			404,
			'publication_not_found',
			ts.url,
		);
		expect(foreign.detail.replace(pubA.id, 'ID')).toBe(missing.detail.replace(missingPub, 'ID'));
		expectProblem(
			await B.del(`/marketplace/publications/${pubA.id}`),
			404,
			'publication_not_found',
			ts.url,
		);
		expect((await A.get(`/marketplace/publications/${pubA.id}`)).data.status).toBe('published');
	});

	test('lists return only the caller’s own objects', async () => {
		const bDesigns = await B.get('/designs', { params: { limit: 100 } });
		expect(bDesigns.data.data.map((d: Design) => d.id)).toEqual([designB.id]);
		const aDesigns = await A.get('/designs', { params: { limit: 100 } });
		expect(aDesigns.data.data.map((d: Design) => d.id)).not.toContain(designB.id);
		expect(aDesigns.data.data.map((d: Design) => d.id)).toContain(designA.id);
		const bPubs = await B.get('/marketplace/publications');
		expect(bPubs.data.data).toEqual([]);
		const bFiltered = await B.get('/marketplace/publications', {
			params: { design_id: designA.id },
		});
		expect(bFiltered.status).toBe(200);
		expect(bFiltered.data.data).toEqual([]);
	});

	test("another account's id as a cursor → 400 invalid_cursor", async () => {
		expectProblem(
			await B.get('/designs', { params: { starting_after: designA.id } }),
			400,
			'invalid_cursor',
			ts.url,
		);
		expectProblem(
			await B.get('/designs', { params: { ending_before: designA.id } }),
			400,
			'invalid_cursor',
			ts.url,
		);
		expectProblem(
			await B.get('/marketplace/publications', { params: { starting_after: pubA.id } }),
			400,
			'invalid_cursor',
			ts.url,
		);
	});
});
