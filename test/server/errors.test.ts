/**
 * Request-level errors and their order (docs/contract.md "Errors"): 401, 403, 429, unknown route 404 / 405,
 * 413, 415, 400, 422, object 404, 409 — the first that applies answers.
 */
import {
	api,
	bearer,
	expectProblem,
	header,
	makeDesign,
	makePublication,
	PREFIXES,
	raw,
	start,
	type TestServer,
} from './helpers';

let ts: TestServer;
let key: string;
let freeKey: string;
beforeAll(async () => {
	ts = await start();
	key = await ts.key('business');
	freeKey = await ts.key('free');
});
afterAll(() => ts.close());

const JSON_CT = { 'Content-Type': 'application/json' };
const big = (bytes: number) => JSON.stringify({ prompt: 'x'.repeat(bytes), style: 'classic' });

describe.each(PREFIXES)('%s body errors', (prefix) => {
	const post = (path: string, headers: Record<string, string>, body?: string) =>
		raw(ts.url + prefix + path, { method: 'POST', headers, body });

	test('body over 16 KiB → 413 payload_too_large', async () => {
		const res = await post('/generate', { ...bearer(key), ...JSON_CT }, big(17 * 1024));
		expectProblem(res, 413, 'payload_too_large', ts.url);
	});

	test('a body just under 16 KiB is read (and then validated: 422 for the long prompt)', async () => {
		const body = big(16 * 1024 - 100);
		expect(Buffer.byteLength(body)).toBeLessThanOrEqual(16 * 1024);
		const res = await post('/generate', { ...bearer(key), ...JSON_CT }, body);
		expectProblem(res, 422, 'validation_failed', ts.url);
	});

	test('413 comes before 415: oversized text/plain body', async () => {
		const res = await post(
			'/generate',
			{ ...bearer(key), 'Content-Type': 'text/plain' },
			'x'.repeat(20 * 1024),
		);
		expectProblem(res, 413, 'payload_too_large', ts.url);
	});

	test('413 comes before 400: oversized invalid JSON', async () => {
		const res = await post(
			'/generate',
			{ ...bearer(key), ...JSON_CT },
			'{' + 'x'.repeat(20 * 1024),
		);
		expectProblem(res, 413, 'payload_too_large', ts.url);
	});

	test('413 on publish too', async () => {
		const res = await post(
			'/marketplace/publish',
			{ ...bearer(key), ...JSON_CT },
			JSON.stringify({ design_id: 'x', description: 'd'.repeat(17000), price: { amount: 1 } }),
		);
		expectProblem(res, 413, 'payload_too_large', ts.url);
	});

	test.each([
		'text/plain',
		'application/x-www-form-urlencoded',
		'multipart/form-data; boundary=x',
		'application/xml',
	])('Content-Type %s → 415 unsupported_media_type', async (type) => {
		const res = await post(
			'/generate',
			{ ...bearer(key), 'Content-Type': type },
			JSON.stringify({ prompt: 'tee', style: 'classic' }),
		);
		expectProblem(res, 415, 'unsupported_media_type', ts.url);
	});

	test('a body without any Content-Type → 415', async () => {
		const res = await post(
			'/generate',
			bearer(key),
			JSON.stringify({ prompt: 'tee', style: 'classic' }),
		);
		expectProblem(res, 415, 'unsupported_media_type', ts.url);
	});

	test('415 comes before 400: invalid JSON sent as text/plain', async () => {
		const res = await post(
			'/generate',
			{ ...bearer(key), 'Content-Type': 'text/plain' },
			'{not json',
		);
		expectProblem(res, 415, 'unsupported_media_type', ts.url);
	});

	test.each(['{"prompt":', "{'prompt':'x'}", '{"prompt":"x","style":"classic",}', 'undefined'])(
		'invalid JSON %s → 400 invalid_json',
		async (body) => {
			const res = await post('/generate', { ...bearer(key), ...JSON_CT }, body);
			expectProblem(res, 400, 'invalid_json', ts.url);
		},
	);

	test('invalid JSON on publish → 400 invalid_json', async () => {
		expectProblem(
			await post('/marketplace/publish', { ...bearer(key), ...JSON_CT }, '{"design_id":'),
			400,
			'invalid_json',
			ts.url,
		);
	});
});

describe.each(PREFIXES)('%s error order', (prefix) => {
	const req = (method: string, path: string, headers: Record<string, string>, body?: string) =>
		raw(ts.url + prefix + path, { method, headers, body });

	test('no key + invalid body → 401', async () => {
		const res = await req('POST', '/generate', JSON_CT, '{bad');
		expectProblem(res, 401, 'unauthenticated', ts.url);
		expect(header(res, 'www-authenticate')).toMatch(/^Bearer/);
	});

	test('no key + oversized body → 401', async () => {
		expectProblem(
			await req('POST', '/generate', JSON_CT, big(20 * 1024)),
			401,
			'unauthenticated',
			ts.url,
		);
	});

	test('no key + unknown route → 401 (the API reveals nothing)', async () => {
		const res = await req('GET', '/no-such-endpoint', {});
		expectProblem(res, 401, 'unauthenticated', ts.url);
		expect(header(res, 'www-authenticate')).toMatch(/^Bearer/);
	});

	test('no key + wrong method → 401', async () => {
		expectProblem(await req('PUT', '/designs', {}), 401, 'unauthenticated', ts.url);
	});

	test('free plan + unknown route / invalid body / unknown design → 403', async () => {
		expectProblem(
			await req('GET', '/no-such-endpoint', bearer(freeKey)),
			403,
			'plan_not_eligible',
			ts.url,
		);
		expectProblem(
			await req('POST', '/generate', { ...bearer(freeKey), ...JSON_CT }, '{bad'),
			403,
			'plan_not_eligible',
			ts.url,
		);
		expectProblem(
			await req('GET', '/designs/dsn_000000000000000000000000', bearer(freeKey)),
			403,
			'plan_not_eligible',
			ts.url,
		);
	});

	const bodies: [string, Record<string, string>, string][] = [
		['413 (oversized JSON)', JSON_CT, big(20 * 1024)],
		['415 (text/plain)', { 'Content-Type': 'text/plain' }, 'hello'],
		['400 (invalid JSON)', JSON_CT, '{bad'],
	];

	test.each(bodies)('405 comes before %s', async (_l, headers, body) => {
		expectProblem(
			await req('PUT', '/generate', { ...bearer(key), ...headers }, body),
			405,
			'method_not_allowed',
			ts.url,
		);
		expectProblem(
			await req('PATCH', '/designs/dsn_x', { ...bearer(key), ...headers }, body),
			405,
			'method_not_allowed',
			ts.url,
		);
	});

	test.each(bodies)('unknown route 404 comes before %s', async (_l, headers, body) => {
		expectProblem(
			await req('POST', '/nope', { ...bearer(key), ...headers }, body),
			404,
			'not_found',
			ts.url,
		);
	});

	test('400 invalid_idempotency_key comes before 422', async () => {
		const res = await req(
			'POST',
			'/generate',
			{ ...bearer(key), ...JSON_CT, 'Idempotency-Key': 'x'.repeat(256) },
			JSON.stringify({ style: 'nope' }),
		);
		expectProblem(res, 400, 'invalid_idempotency_key', ts.url);
	});

	test('400 conflicting_cursors / invalid_cursor come before 422 (bad limit)', async () => {
		const d = await makeDesign(api(ts, key, prefix));
		expectProblem(
			await req(
				'GET',
				`/designs?starting_after=${d.id}&ending_before=${d.id}&limit=0`,
				bearer(key),
			),
			400,
			'conflicting_cursors',
			ts.url,
		);
		expectProblem(
			await req('GET', '/designs?starting_after=dsn_nope&limit=abc', bearer(key)),
			400,
			'invalid_cursor',
			ts.url,
		);
	});

	test('422 comes before object 404: publish an unknown design with bad tags', async () => {
		const res = await api(ts, key, prefix).publish({
			design_id: 'dsn_000000000000000000000000',
			price: { amount: 1 },
			tags: ['x'.repeat(21)],
		});
		expectProblem(res, 422, 'validation_failed', ts.url);
	});

	test('422 comes before 409: republish a published design with a bad price', async () => {
		const a = api(ts, key, prefix);
		const { design } = await makePublication(a);
		expectProblem(
			await a.publish({ design_id: design.id, price: { amount: -1 } }),
			422,
			'validation_failed',
			ts.url,
		);
		expectProblem(
			await a.publish({ design_id: design.id, price: { amount: 1 } }),
			409,
			'already_published',
			ts.url,
		);
	});

	test('404 comes before 409: unknown design id with a fine body', async () => {
		expectProblem(
			await api(ts, key, prefix).publish({
				design_id: 'dsn_000000000000000000000000',
				price: { amount: 1 },
			}),
			404,
			'design_not_found',
			ts.url,
		);
	});
});
