/**
 * Collections with `--generation-latency-ms N` (docs/contract.md "Collections"): every design of
 * a collection is `pending` for N ms after the worker starts it, and the designs of a collection
 * are started together (latency holds no worker slot), so a collection of 50 takes about one
 * latency: at most 1.1× the time of 50 generate requests sent at once.
 */
import { api, eventually, start, type Api, type Design, type TestServer } from './helpers';
import { collectionDesigns, ended, expectCollection, items } from './collections-shared';

const LATENCY = 1000;
const N = 50;

let ts: TestServer;
let a: Api;
beforeAll(async () => {
	ts = await start({ generationLatencyMs: LATENCY });
	a = api(ts, await ts.key('business'));
	// Warm up both paths (first requests compile code): their times are not measured.
	await ended(
		a,
		(await a.post('/collections', { name: 'warm', style: 'classic', items: items(2) })).data.id,
	);
});
afterAll(() => ts.close());

/** Milliseconds from `t0` until `check` holds, polled every 20 ms. */
async function until(t0: number, check: () => Promise<boolean>): Promise<number> {
	await eventually(async () => ((await check()) ? true : undefined), 30_000, 20);
	return Date.now() - t0;
}

/** Time until 50 generates sent at once have all succeeded. */
async function generatesAtOnce(): Promise<number> {
	const t0 = Date.now();
	const sent = await Promise.all(
		items(N).map((item) => a.generate({ prompt: item.prompt, seed: item.seed })),
	);
	expect(sent.map((r) => r.status)).toEqual(Array(N).fill(202));
	return until(t0, async () => {
		const pending = await a.get('/designs', { params: { status: 'pending', limit: 100 } });
		return pending.data.data.length === 0;
	});
}

/** Time until a collection of 50 has succeeded; checks it under way and done. */
async function collectionOfFifty(): Promise<number> {
	const t0 = Date.now();
	const res = await a.post('/collections', { name: 'Fifty', style: 'streetwear', items: items(N) });
	expect(res.status).toBe(202);
	const id = res.data.id;
	// Under way: running, every design made and pending.
	const pendingDesigns = await eventually(
		async () => {
			const designs = await collectionDesigns(a, id);
			return designs.length === N ? designs : undefined;
		},
		5_000,
		10,
	);
	for (const d of pendingDesigns) expect(d.status).toBe('pending');
	const running = expectCollection((await a.get(`/collections/${id}`)).data);
	expect([running.status, running.request_counts.pending, running.completed_at]).toEqual([
		'running',
		N,
		null,
	]);
	const ms = await until(
		t0,
		async () => (await a.get(`/collections/${id}`)).data.status === 'succeeded',
	);
	// Each design succeeded no sooner than the latency after it was made.
	const designs: Design[] = await collectionDesigns(a, id);
	expect(designs.map((d) => d.status)).toEqual(Array(N).fill('succeeded'));
	for (const d of designs)
		expect(Date.parse(d.updated_at) - Date.parse(d.created_at)).toBeGreaterThanOrEqual(LATENCY);
	const done = await ended(a, id);
	expect(done.request_counts).toEqual({
		total: N,
		pending: 0,
		succeeded: N,
		failed: 0,
		canceled: 0,
	});
	return ms;
}

test(`a collection of ${N} takes about one latency: at most 1.1× ${N} generates sent at once`, async () => {
	// Best of three each, taken in turn, so that a moment of load on a shared machine does not decide.
	const generates: number[] = [];
	const collection: number[] = [];
	for (let round = 0; round < 3; round++) {
		generates.push(await generatesAtOnce());
		collection.push(await collectionOfFifty());
	}
	const [g, c] = [Math.min(...generates), Math.min(...collection)];
	process.stdout.write(
		`latency ${LATENCY} ms: ${N} generates at once done in ${generates.join('/')} ms, a collection of ${N} in ${collection.join('/')} ms (best ×${(c / g).toFixed(2)})\n`,
	);
	expect(c).toBeGreaterThanOrEqual(LATENCY);
	expect(c).toBeLessThanOrEqual(1.1 * g);
}, 60_000);
