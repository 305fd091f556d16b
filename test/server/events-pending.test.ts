/**
 * A pending design's events (docs/contract.md "Events", with `--generation-latency-ms`): its
 * outcome is recorded when it completes — by its timer, which then fires the event signal for the
 * webhook sender — and a design deleted while pending records `design.deleted` and nothing after.
 */
import { api, listAll, start, uniqueAccount, type Api, type TestServer } from './helpers';

interface ApiEvent {
	id: string;
	type: string;
	created_at: string;
	data: { object: Record<string, unknown> & { id: string } };
}
const eventsOf = (a: Api) => listAll<ApiEvent>(a, '/events');
const summary = (events: ApiEvent[]) => events.map((e) => [e.type, e.data.object.id]);

describe('a pending design (generation latency)', () => {
	let slow: TestServer;
	beforeAll(async () => {
		slow = await start({ generationLatencyMs: 2000 });
	});
	afterAll(() => slow?.close());

	test('records design.succeeded when its timer completes it, and the event signal fires then', async () => {
		const name = uniqueAccount('pending');
		const a = api(slow, await slow.key('business', name));
		const accountId = (await slow.server.store.findAccountByName(name))!.id;
		const res = await a.generate();
		expect(res.status).toBe(202);
		let signalled = 0;
		const signal = new Promise<void>((resolve) =>
			slow.server.eventSignal.subscribe(() => {
				signalled += 1;
				resolve();
			}),
		);
		// Read from the store (GET /v1/events would settle due designs), the event list first: a
		// design still pending after it was pending during it, and had no event then.
		const early = await slow.server.store.listEvents({ accountId, limit: 10, filters: {} });
		expect((await slow.server.store.getDesign(accountId, res.data.id))!.status).toBe('pending');
		expect(early.items).toEqual([]);

		// No request from here on: only the design's timer can complete it and emit.
		let timer: NodeJS.Timeout | undefined;
		const timeout = new Promise<never>((_, reject) => {
			timer = setTimeout(
				() =>
					reject(new Error('the event signal did not fire within 15 s of the design being due')),
				15_000,
			);
		});
		await Promise.race([signal, timeout]).finally(() => clearTimeout(timer));
		expect(signalled).toBe(1);
		const [event, ...rest] = await eventsOf(a);
		expect(rest).toEqual([]);
		expect(event.type).toBe('design.succeeded');
		const design = (await a.get(`/designs/${res.data.id}`)).data;
		expect(design.status).toBe('succeeded');
		expect(event.data.object).toEqual(design);
		expect(event.created_at).toBe(design.updated_at);
	});

	test('a design deleted while pending records design.deleted, and is never generated', async () => {
		const a = api(slow, await slow.key());
		const created = (await a.generate()).data;
		expect(created.status).toBe('pending');
		expect((await a.del(`/designs/${created.id}`)).status).toBe(200);
		const [deleted, ...rest] = await eventsOf(a);
		expect(rest).toEqual([]);
		expect(deleted.type).toBe('design.deleted');
		expect(deleted.data.object).toMatchObject({ id: created.id, status: 'pending', image: null });
		expect((await slow.server.store.listPendingDesigns()).map((p) => p.id)).not.toContain(
			created.id,
		);
		// Even once due, no one is handed it to generate.
		const handed: string[] = [];
		while (
			await slow.server.store.completeNextDue(Date.now() + 60_000, (p) => {
				handed.push(p.id);
				return { error: { code: 'generation_failed', detail: 'x' } };
			})
		);
		expect(handed).not.toContain(created.id);
		expect(summary(await eventsOf(a))).toEqual([['design.deleted', created.id]]);
	});
});

describe('pending designs complete by their timers alone', () => {
	let quick: TestServer;
	beforeAll(async () => {
		quick = await start({ generationLatencyMs: 15 });
	});
	afterAll(() => quick?.close());

	// Timers count on the monotonic clock and the store compares with Date.now(): in a loop of
	// timers here, one in seven fired a millisecond before its time by Date.now(), and a design
	// whose timer fired early stayed pending until somebody read it (no event, no webhook). One
	// design at a time, so no later timer settles an earlier one.
	test('each one is generated and signalled by its own timer, with no read to settle it', async () => {
		const a = api(quick, await quick.key());
		let signalled = 0;
		quick.server.eventSignal.subscribe(() => (signalled += 1));
		const stuck: string[] = [];
		for (let i = 0; i < 40; i++) {
			const before = signalled;
			const created = await a.generate();
			expect(created.status).toBe(202);
			const deadline = Date.now() + 1_000;
			while (signalled === before && Date.now() < deadline)
				await new Promise((resolve) => setTimeout(resolve, 5));
			if (signalled === before) stuck.push(created.data.id);
		}
		expect(stuck).toEqual([]);
		expect(await quick.server.store.listPendingDesigns()).toEqual([]);
	});
});
