/**
 * Webhook deliveries across restarts (docs/contract.md "Webhook endpoints": "a restart loses none"): deliveries left pending,
 * requests under way when the server stops (given back, not counted), and claims of a sender
 * that died (taken again at start on SQLite, after their lease on PostgreSQL).
 */
import { openStore } from '../../server/store';
import { TEST_STORE } from '../harness/test-store';
import { eventually } from './helpers';
import { account, designSubject, endpoint, received, useWebhookSuite } from './webhook-suite';

const { setup, receiver } = useWebhookSuite();

test('a restart sends the deliveries left pending (a receiver that was down)', async () => {
	const first = await setup({ webhookRetryBaseMs: 200 });
	const down = await receiver(() => 503);
	const acct = await account(first.ts);
	const { subject } = await designSubject(first.ts, acct);
	await endpoint(acct.a, down.url);
	const events = [];
	for (let i = 0; i < 3; i++) events.push(await first.injector.record('design.succeeded', subject));
	await eventually(async () => {
		const rows = await first.injector.deliveries();
		return rows.every((row) => row.attempts >= 1) ? rows : undefined;
	});
	await first.ts.close();

	down.answer = () => 200;
	const before = down.deliveries.length;
	const second = await setup({}, first.db);
	await eventually(async () => {
		const rows = await second.injector.deliveries();
		return rows.every((row) => row.status === 'delivered') ? rows : undefined;
	});
	const delivered = down.deliveries.slice(before).map((d) => d.headers['design-event-id']);
	expect(delivered.sort()).toEqual(events.map((e) => e.id).sort());
});

test('a stop abandons requests under way without counting them; the next start sends them at once', async () => {
	const first = await setup({ webhookRetryBaseMs: 60_000 });
	const r = await receiver(() => 'hang');
	const acct = await account(first.ts);
	const { subject } = await designSubject(first.ts, acct);
	await endpoint(acct.a, r.url);
	const events = [];
	for (let i = 0; i < 3; i++) events.push(await first.injector.record('design.succeeded', subject));
	await eventually(async () => (r.open() === 3 ? true : undefined));
	await first.ts.close();
	// Given back: pending, not counted as a try, no lease left.
	const rows = await first.injector.deliveries();
	expect(rows.map((row) => [row.status, row.attempts, row.locked_until])).toEqual([
		['pending', 0, null],
		['pending', 0, null],
		['pending', 0, null],
	]);

	r.answer = () => 200;
	await setup({ webhookRetryBaseMs: 60_000 }, first.db);
	const resent = (await received(r, 6)).slice(3).map((d) => d.headers['design-event-id']);
	expect(resent.sort()).toEqual(events.map((e) => e.id).sort());
});

test('a sender that died holding claims: they are sent again (SQLite at start, PostgreSQL after the lease)', async () => {
	const first = await setup();
	const r = await receiver();
	const acct = await account(first.ts);
	const { subject } = await designSubject(first.ts, acct);
	await endpoint(acct.a, r.url);
	await first.ts.close();
	const event = await first.injector.record('design.succeeded', subject);
	// The "dead" sender: claims with a lease and never sends.
	const dead = await openStore(first.db);
	const leaseMs = 1500;
	const claimedAt = Date.now();
	const claimed = await dead.claimDeliveries(
		{ now: claimedAt, leaseMs, limit: 10, perEndpoint: 10, perAccount: 10, endpointCaps: {} },
		() => undefined,
	);
	await dead.close();
	expect(claimed).toBe(1);

	await setup({}, first.db);
	const [delivery] = await received(r, 1);
	expect(delivery.headers['design-event-id']).toBe(event.id);
	// On PostgreSQL another instance may still hold it: it waits for the lease.
	if (TEST_STORE === 'postgres')
		expect(delivery.receivedAt).toBeGreaterThanOrEqual(claimedAt + leaseMs);
});
