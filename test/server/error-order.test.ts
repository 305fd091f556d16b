/**
 * The contract's error order as one ladder (docs/contract.md "Errors"): a request that is wrong in every way
 * at once — no key, over its limit, a fault injected, an unknown route, an oversized non-JSON
 * body — answers the first error of 401, 403, 429, injected fault, 404 / 405, 413, 415, 400, 422;
 * each step below fixes one thing and must get the next error. It fails when the hooks in
 * app.ts (auth, rate limit, faults, route check) or the body parser change their order.
 */
import {
	bearer,
	expectProblem,
	insideOneRateLimitWindow,
	raw,
	start,
	type TestServer,
} from './helpers';

let ts: TestServer;
beforeAll(async () => {
	ts = await start({
		rateLimitRead: 5,
		rateLimitGenerate: 5,
		faults: [{ path: '/nowhere', status: 503, times: 1 }],
	});
});
afterAll(() => ts.close());

// Keep the test inside one clock-aligned rate-limit window (see rate-limit.test.ts).
beforeEach(() => insideOneRateLimitWindow());

const OVERSIZED = '{' + 'x'.repeat(17 * 1024);

/** POSTs (or `method`s) `body` as text/plain: too large, not JSON, and not valid JSON. */
function send(
	path: string,
	key: string | undefined,
	body = OVERSIZED,
	contentType = 'text/plain',
	method = 'POST',
) {
	return raw(`${ts.url}${path}`, {
		method,
		headers: { ...(key ? bearer(key) : {}), 'Content-Type': contentType },
		body,
	});
}

test('each step fixes one thing and gets the next error in the contract order', async () => {
	expectProblem(await send('/v1/nowhere', undefined), 401, 'unauthenticated', ts.url);
	expectProblem(await send('/v1/nowhere', await ts.key('free')), 403, 'plan_not_eligible', ts.url);

	const spent = await ts.key('business');
	for (let i = 0; i < 5; i++) await ts.http.get('/v1/styles', { headers: bearer(spent) });
	expectProblem(await send('/v1/nowhere', spent), 429, 'rate_limited', ts.url);

	const key = await ts.key('business');
	expectProblem(await send('/v1/nowhere', key), 503, 'service_unavailable', ts.url);
	expectProblem(await send('/v1/nowhere', key), 404, 'not_found', ts.url);
	expectProblem(
		await send('/v1/designs', key, OVERSIZED, 'text/plain', 'PUT'),
		405,
		'method_not_allowed',
		ts.url,
	);
	expectProblem(await send('/v1/generate', key), 413, 'payload_too_large', ts.url);
	expectProblem(await send('/v1/generate', key, '{bad'), 415, 'unsupported_media_type', ts.url);
	expectProblem(
		await send('/v1/generate', key, '{bad', 'application/json'),
		400,
		'invalid_json',
		ts.url,
	);
	expectProblem(
		await send('/v1/generate', key, '{"prompt":" ","style":"gothic-x"}', 'application/json'),
		422,
		['validation_failed', 'invalid_style'],
		ts.url,
	);
});

test('an unmet `Expect` answers before anything else: 417, not 401 or 413', async () => {
	const res = await raw(`${ts.url}/v1/nowhere`, {
		method: 'POST',
		headers: { Expect: 'teapot', 'Content-Type': 'text/plain' },
		body: OVERSIZED,
	});
	expectProblem(res, 417, 'expectation_failed', ts.url);
	expect(res.headers.connection).toBe('close');
});
