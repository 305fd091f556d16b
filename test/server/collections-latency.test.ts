/**
 * Collections with `--generation-latency-ms N` (docs/contract.md "Collections"): every design of
 * a collection is `pending` for N ms after the worker starts it, and with the default
 * `--collection-concurrency` the designs of a collection are started together (latency holds no
 * worker slot): all of them are in flight at once, each started before the first is done. How
 * long a collection takes against as many generates sent at once is measured by a benchmark
 * (bench/collections.ts), not gated here.
 */
import {
	api,
	eventually,
	imageBytes,
	makeDesign,
	start,
	type Api,
	type Design,
	type TestServer,
} from './helpers';
import { collectionDesigns, ended, expectCollection, items } from './collections-shared';

const LATENCY = 1000;
const N = 50;

let ts: TestServer;
let a: Api;
beforeAll(async () => {
	ts = await start({ generationLatencyMs: LATENCY });
	a = api(ts, await ts.key('business'));
});
afterAll(() => ts.close());

/**
 * Whether the designs were in flight together: each was started (created, pending) before the
 * first of them was done. By the server's own timestamps, so no clock of the test decides.
 */
function inFlightTogether(designs: Design[]): boolean {
	const lastStarted = Math.max(...designs.map((d) => Date.parse(d.created_at)));
	const firstDone = Math.min(...designs.map((d) => Date.parse(d.updated_at)));
	return lastStarted < firstDone;
}

test(`the ${N} designs of a collection are in flight together: all pending before the first is due`, async () => {
	const res = await a.post('/collections', { name: 'Fifty', style: 'streetwear', items: items(N) });
	expect(res.status).toBe(202);
	const id = res.data.id;
	// Under way: every design made and pending at once, the collection running.
	const pendingDesigns = await eventually(
		async () => {
			const designs = await collectionDesigns(a, id);
			return designs.length === N ? designs : undefined;
		},
		5_000,
		10,
	);
	expect(pendingDesigns.map((d) => d.status)).toEqual(Array(N).fill('pending'));
	const running = expectCollection((await a.get(`/collections/${id}`)).data);
	expect([running.status, running.request_counts.pending, running.completed_at]).toEqual([
		'running',
		N,
		null,
	]);
	const done = await ended(a, id);
	expect(done.request_counts).toEqual({
		total: N,
		pending: 0,
		succeeded: N,
		failed: 0,
		canceled: 0,
	});
	// Each design succeeded no sooner than the latency after it was made, and every one was made
	// before the first was done.
	const designs: Design[] = await collectionDesigns(a, id);
	expect(designs.map((d) => d.status)).toEqual(Array(N).fill('succeeded'));
	for (const d of designs)
		expect(Date.parse(d.updated_at) - Date.parse(d.created_at)).toBeGreaterThanOrEqual(LATENCY);
	expect(inFlightTogether(designs)).toBe(true);
}, 30_000);

test('positive control: designs generated one after another are not in flight together', async () => {
	const quick = await start({ generationLatencyMs: 100 });
	try {
		const q = api(quick, await quick.key('business'));
		const designs: Design[] = [];
		for (const item of items(3)) {
			const sent = await q.generate({ prompt: item.prompt, seed: item.seed });
			expect(sent.status).toBe(202);
			designs.push(
				await eventually(async () => {
					const d = (await q.get(`/designs/${sent.data.id}`)).data as Design;
					return d.status === 'succeeded' ? d : undefined;
				}),
			);
		}
		expect(inFlightTogether(designs)).toBe(false);
		expect(inFlightTogether(designs.slice(0, 1))).toBe(true);
	} finally {
		await quick.close();
	}
});

test('a design generated while it waited out the latency is the one generated without latency', async () => {
	const res = await a.post('/collections', { name: 'Same', style: 'vintage', items: items(3) });
	await ended(a, res.data.id);
	const designs = await collectionDesigns(a, res.data.id);
	const plain = await start();
	try {
		const p = api(plain, await plain.key('business'));
		for (const [i, d] of designs.entries()) {
			const again = await makeDesign(p, {
				prompt: items(3)[i].prompt,
				style: 'vintage',
				seed: d.seed,
			});
			expect(again.status).toBe('succeeded');
			expect([d.title, d.garment, d.colors]).toEqual([again.title, again.garment, again.colors]);
			expect((await imageBytes(a, d.id)).equals(await imageBytes(p, again.id))).toBe(true);
		}
	} finally {
		await plain.close();
	}
});

/** The most designs that were pending at one moment, by the server's own timestamps. */
function mostInFlight(designs: Design[]): number {
	const edges = designs.flatMap((d) => [
		{ at: Date.parse(d.created_at), step: 1 },
		{ at: Date.parse(d.updated_at), step: -1 },
	]);
	// A design done at the moment another starts is not in flight with it: ends first.
	edges.sort((x, y) => x.at - y.at || x.step - y.step);
	let now = 0;
	let most = 0;
	for (const edge of edges) most = Math.max(most, (now += edge.step));
	return most;
}

describe('--collection-concurrency bounds the designs in flight', () => {
	const BOUND = 4;
	let bounded: TestServer;
	let b: Api;
	beforeAll(async () => {
		bounded = await start({ generationLatencyMs: 200, collectionConcurrency: BOUND });
		b = api(bounded, await bounded.key('business'));
	});
	afterAll(() => bounded.close());

	test(`at most ${BOUND} pending at once, and the collection still ends with all 12`, async () => {
		const res = await b.post('/collections', {
			name: 'Bounded',
			style: 'classic',
			items: items(12),
		});
		const done = await ended(b, res.data.id);
		expect(done.request_counts.succeeded).toBe(12);
		const designs = await collectionDesigns(b, res.data.id);
		expect(designs).toHaveLength(12);
		expect(mostInFlight(designs)).toBe(BOUND);
		// Positive control: the default server's collection had all of its designs in flight.
		const all = await a.post('/collections', {
			name: 'Unbounded',
			style: 'classic',
			items: items(12),
		});
		await ended(a, all.data.id);
		expect(mostInFlight(await collectionDesigns(a, all.data.id))).toBe(12);
	});

	test('a cancel while designs are in flight cancels the unmade items; the ones in flight finish', async () => {
		const res = await b.post('/collections', { name: 'Cut', style: 'classic', items: items(12) });
		const id = res.data.id;
		await eventually(async () => ((await collectionDesigns(b, id)).length >= 1 ? true : undefined));
		const canceled = await b.post(`/collections/${id}/cancel`);
		expect(canceled.status).toBe(200);
		const done = await ended(b, id);
		const counts = done.request_counts;
		expect(done.status).toBe('canceled');
		expect(counts.pending).toBe(0);
		expect(counts.canceled).toBeGreaterThanOrEqual(12 - 2 * BOUND);
		expect(counts.succeeded + counts.failed + counts.canceled).toBe(12);
		const designs = await collectionDesigns(b, id);
		expect(designs).toHaveLength(counts.succeeded + counts.failed);
		expect(designs.every((d) => d.status === 'succeeded')).toBe(true);
	});
});
