/**
 * `responseDelayMs` (`--response-delay-ms`): every API response, errors included, is held that
 * long, side by side (a timer, not a queue), while /healthz and the public pages are not held.
 * Only lower bounds and generous upper bounds: no assertion about speed.
 */
import { api, bearer, PREFIXES, start, type TestServer } from './helpers';

const DELAY = 300;

/** Milliseconds from before the call until its answer. */
async function timed<T>(call: () => Promise<T>): Promise<{ res: T; ms: number }> {
	const started = performance.now();
	const res = await call();
	return { res, ms: performance.now() - started };
}

describe('--response-delay-ms', () => {
	let ts: TestServer;
	beforeAll(async () => {
		ts = await start({ responseDelayMs: DELAY });
	});
	afterAll(() => ts.close());

	describe.each(PREFIXES)('%s', (prefix) => {
		test('a success, a 401 and a 404 are each held at least the delay', async () => {
			const a = api(ts, await ts.key('business'), prefix);
			const ok = await timed(() => a.get('/styles'));
			expect(ok.res.status).toBe(200);
			const anonymous = await timed(() => ts.http.get(`${prefix}/styles`));
			expect(anonymous.res.status).toBe(401);
			const missing = await timed(() => a.get('/no-such-endpoint'));
			expect(missing.res.status).toBe(404);
			for (const { ms } of [ok, anonymous, missing]) expect(ms).toBeGreaterThanOrEqual(DELAY);
		});
	});

	test('20 concurrent requests wait side by side, not one after another', async () => {
		const a = api(ts, await ts.key('business'));
		const all = await timed(() =>
			Promise.all(Array.from({ length: 20 }, () => timed(() => a.get('/styles')))),
		);
		for (const { res, ms } of all.res) {
			expect(res.status).toBe(200);
			expect(ms).toBeGreaterThanOrEqual(DELAY);
		}
		// One after another would take 20 × 300 ms = 6 s; side by side, about 300 ms.
		expect(all.ms).toBeLessThan((20 * DELAY) / 3);
	});
});

test('a 429 is held too', async () => {
	const ts = await start({ responseDelayMs: DELAY, rateLimitGenerate: 1 });
	try {
		const a = api(ts, await ts.key('business'));
		// One generate a minute: of three in a row, at least one is refused (a clock-aligned window
		// can open between two of them, not twice).
		let refused: { res: Awaited<ReturnType<typeof a.generate>>; ms: number } | undefined;
		for (let i = 0; i < 3 && !refused; i++) {
			const attempt = await timed(() => a.generate());
			if (attempt.res.status === 429) refused = attempt;
		}
		expect(refused?.res.status).toBe(429);
		expect(refused!.ms).toBeGreaterThanOrEqual(DELAY);
	} finally {
		await ts.close();
	}
});

test('/healthz and the public pages are not held', async () => {
	// A delay beyond the client's timeout: a held response would fail the request.
	const ts = await start({ responseDelayMs: 3000 });
	try {
		const options = { timeout: 2500 };
		expect((await ts.http.get('/healthz', options)).status).toBe(200);
		expect((await ts.http.get('/marketplace', options)).status).toBe(200);
		const key = await ts.key('business');
		// The API itself is held: the same client gives up on it.
		await expect(
			ts.http.get('/v1/styles', { timeout: 1000, headers: bearer(key) }),
		).rejects.toThrow(/timeout/);
	} finally {
		await ts.close();
	}
});
