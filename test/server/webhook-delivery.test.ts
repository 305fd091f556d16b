/**
 * Webhook deliveries (docs/contract.md "Webhook endpoints", delivery): the signed POST as a
 * receiver sees it (signature verified independently), subscriptions and isolation, retries
 * with back-off until delivered or given up, a receiver that hangs delaying no one else,
 * deleting an endpoint cancelling its deliveries, the base URL of links inside events, and
 * `--webhook-deny-private` applied to the address connected to. Events are recorded straight
 * into the database (webhook-harness.ts) so each case controls exactly what is queued. Restarts
 * are in webhook-restart.test.ts.
 */
import { eventually } from './helpers';
import { startReceiver, verifySignature, type Receiver } from './webhook-harness';
import { account, designSubject, endpoint, FAST, received, useWebhookSuite } from './webhook-suite';

const { setup, receiver } = useWebhookSuite();

test('a delivery: POST of the event as JSON, Design-Event-Id, a signature a receiver can verify; recorded delivered', async () => {
	const { ts, injector } = await setup();
	const r = await receiver();
	const acct = await account(ts);
	const { design, subject } = await designSubject(ts, acct);
	const hook = await endpoint(acct.a, r.url, ['design.succeeded']);

	const before = Math.floor(Date.now() / 1000);
	const event = await injector.record('design.succeeded', subject);
	const [delivery] = await received(r, 1);
	const after = Math.ceil(Date.now() / 1000);

	expect([delivery.method, delivery.path]).toEqual(['POST', '/hooks/design']);
	expect(delivery.headers['content-type']).toBe('application/json');
	expect(delivery.headers['design-event-id']).toBe(event.id);
	const t = verifySignature(delivery, hook.secret);
	expect(t).toBeGreaterThanOrEqual(before);
	expect(t).toBeLessThanOrEqual(after);
	// The event object, its design exactly as the API shows it (URLs on the endpoint's base).
	expect(delivery.json).toEqual({
		id: event.id,
		object: 'event',
		type: 'design.succeeded',
		created_at: new Date(event.createdAt).toISOString(),
		data: { object: design },
	});
	expect(delivery.raw.toString('utf8')).toBe(JSON.stringify(delivery.json));

	const [row] = await eventually(async () => {
		const rows = await injector.deliveries({ eventId: event.id });
		return rows[0]?.status === 'delivered' ? rows : undefined;
	});
	expect(row).toMatchObject({
		endpoint_id: hook.id,
		attempts: 1,
		last_status: 200,
		last_error: null,
	});
	expect(r.deliveries).toHaveLength(1);
});

test('only subscribed types reach an endpoint, `*` gets them all, and other accounts get none', async () => {
	const { ts, injector } = await setup();
	const [failedOnly, all, some, theirs] = await Promise.all([1, 2, 3, 4].map(() => receiver()));
	const acct = await account(ts);
	const other = await account(ts);
	const { subject } = await designSubject(ts, acct);
	await endpoint(acct.a, failedOnly.url, ['design.failed']);
	await endpoint(acct.a, all.url, ['*']);
	await endpoint(acct.a, some.url, ['design.succeeded', 'design.deleted']);
	await endpoint(other.a, theirs.url, ['*']);

	const events = [
		await injector.record('design.succeeded', subject),
		await injector.record('design.deleted', subject),
	];
	await eventually(async () => {
		const rows = await injector.deliveries();
		return rows.length === 4 && rows.every((row) => row.status === 'delivered') ? rows : undefined;
	});
	const ids = (r: Receiver) => r.deliveries.map((d) => d.headers['design-event-id']).sort();
	const expected = events.map((e) => e.id).sort();
	expect([ids(failedOnly), ids(all), ids(some), ids(theirs)]).toEqual([[], expected, expected, []]);
});

test('a failing receiver is retried with growing waits until it answers 2xx; each try signed anew', async () => {
	const { ts, injector } = await setup({ webhookRetryBaseMs: 40 });
	const r = await receiver((_d, i) => [500, 503, 200][i] ?? 200);
	const acct = await account(ts);
	const { subject } = await designSubject(ts, acct);
	const hook = await endpoint(acct.a, r.url);
	const event = await injector.record('design.succeeded', subject);

	const tries = await received(r, 3);
	for (const d of tries) {
		expect(d.headers['design-event-id']).toBe(event.id);
		verifySignature(d, hook.secret);
		expect(d.raw.equals(tries[0].raw)).toBe(true);
	}
	// Never sooner than the back-off: about base after the first try, twice that after the second.
	expect(tries[1].receivedAt - tries[0].receivedAt).toBeGreaterThanOrEqual(40);
	expect(tries[2].receivedAt - tries[1].receivedAt).toBeGreaterThanOrEqual(80);
	const [row] = await eventually(async () => {
		const rows = await injector.deliveries({ eventId: event.id });
		return rows[0]?.status === 'delivered' ? rows : undefined;
	});
	expect(row).toMatchObject({ attempts: 3, last_status: 200, last_error: null });
});

test('8 tries at most, then the delivery is failed with the last status and error', async () => {
	const { ts, injector } = await setup({ webhookRetryBaseMs: 5 });
	const r = await receiver(() => 500);
	const acct = await account(ts);
	const { subject } = await designSubject(ts, acct);
	await endpoint(acct.a, r.url);
	const event = await injector.record('design.succeeded', subject);
	const [row] = await eventually(async () => {
		const rows = await injector.deliveries({ eventId: event.id });
		return rows[0]?.status === 'failed' ? rows : undefined;
	}, 10_000);
	expect(row).toMatchObject({
		attempts: 8,
		last_status: 500,
		last_error: 'HTTP 500',
		next_attempt_at: null,
	});
	// Positive control: a second event runs the whole retry schedule to its end; a ninth try of
	// the first, had there been one, was due within that time.
	const control = await injector.record('design.succeeded', subject);
	await eventually(async () => {
		const rows = await injector.deliveries({ eventId: control.id });
		return rows[0]?.status === 'failed' ? rows : undefined;
	}, 10_000);
	const tries = (id: string) => r.deliveries.filter((d) => d.headers['design-event-id'] === id);
	expect(tries(control.id)).toHaveLength(8);
	expect(tries(event.id)).toHaveLength(8);
});

test('no answer in time and a refused connection are failures too, retried', async () => {
	const { ts, injector } = await setup({
		webhookRetryBaseMs: 60_000,
		webhookSender: { ...FAST.webhookSender, timeoutMs: 300 },
	});
	const hang = await receiver(() => 'hang');
	const closed = await startReceiver();
	await closed.close(); // nothing listens on its port now
	const acct = await account(ts);
	const { subject } = await designSubject(ts, acct);
	const slow = await endpoint(acct.a, hang.url);
	const refused = await endpoint(acct.a, closed.url);
	await injector.record('design.succeeded', subject);
	const failed = async (endpointId: string) =>
		eventually(async () => {
			const [row] = await injector.deliveries({ endpointId });
			return row?.attempts === 1 ? row : undefined;
		});
	expect(await failed(slow.id)).toMatchObject({
		status: 'pending',
		last_status: null,
		last_error: 'no response within 0.3 s',
	});
	expect(await failed(refused.id)).toMatchObject({
		status: 'pending',
		last_status: null,
		last_error: expect.stringMatching(/ECONNREFUSED/),
	});
});

test('a receiver that never answers holds at most 4 requests and delays no other endpoint', async () => {
	const { ts, injector } = await setup({
		webhookSender: { ...FAST.webhookSender, timeoutMs: 10_000 },
	});
	const hang = await receiver(() => 'hang');
	const fine = await receiver();
	const acct = await account(ts);
	const { subject } = await designSubject(ts, acct);
	await endpoint(acct.a, hang.url);
	await endpoint(acct.a, fine.url);
	for (let i = 0; i < 20; i++) await injector.record('design.succeeded', subject);

	// All 20 reach the healthy receiver while the first requests to the other one still hang.
	await received(fine, 20);
	await eventually(async () => (hang.open() === 4 ? true : undefined));
	expect(hang.deliveries).toHaveLength(4);
	expect(hang.open()).toBe(4);
});

test('deleting an endpoint cancels its pending deliveries: none is sent after the DELETE', async () => {
	const { ts, injector } = await setup({ webhookRetryBaseMs: 50 });
	const r = await receiver(() => 503);
	const acct = await account(ts);
	const { subject } = await designSubject(ts, acct);
	const hook = await endpoint(acct.a, r.url);
	for (let i = 0; i < 3; i++) await injector.record('design.succeeded', subject);
	await eventually(async () => {
		const rows = await injector.deliveries();
		return rows.every((row) => row.attempts >= 2) ? rows : undefined;
	});

	expect((await acct.a.del(`/webhook_endpoints/${hook.id}`)).status).toBe(200);
	const deletedAt = Date.now();
	r.answer = () => 200;
	const rows = await injector.deliveries();
	expect(rows.map((row) => row.status)).toEqual(['cancelled', 'cancelled', 'cancelled']);
	// An event after the DELETE queues nothing for it.
	await injector.record('design.succeeded', subject);
	expect(await injector.deliveries()).toHaveLength(3);
	// Positive control: an event for a second endpoint, failing like the cancelled ones, is tried
	// four times (three retry periods) after the DELETE; the cancelled ones got no try in that
	// time (a request already under way at the DELETE arrives within a few ms on loopback).
	const control = await receiver(() => 503);
	await endpoint(acct.a, control.url);
	await injector.record('design.succeeded', subject);
	await eventually(async () => (control.deliveries.length >= 4 ? true : undefined), 10_000);
	expect(r.deliveries.filter((d) => d.receivedAt > deletedAt + 100)).toEqual([]);
	expect((await injector.deliveries({ endpointId: hook.id })).map((row) => row.status)).toEqual([
		'cancelled',
		'cancelled',
		'cancelled',
	]);
});

test('URLs inside a delivered event use the base URL the endpoint was created through', async () => {
	const { ts, injector } = await setup();
	const r = await receiver();
	const acct = await account(ts);
	const { design, subject } = await designSubject(ts, acct);
	const res = await acct.a.post(
		'/webhook_endpoints',
		{ url: r.url, events: ['*'] },
		{ headers: { Host: 'n8n-facing.example:8080' } },
	);
	expect(res.status).toBe(201);
	await injector.record('design.succeeded', subject);
	const [delivery] = await received(r, 1);
	expect(delivery.json.data.object.image.url).toBe(
		`http://n8n-facing.example:8080/v1/designs/${design.id}/image`,
	);
});

test('with --public-url, URLs inside delivered events use it', async () => {
	const { ts, injector } = await setup({ publicUrl: 'https://designs.example.com/' });
	const r = await receiver();
	const acct = await account(ts);
	const { design, subject } = await designSubject(ts, acct);
	await endpoint(acct.a, r.url);
	await injector.record('design.succeeded', subject);
	const [delivery] = await received(r, 1);
	expect(delivery.json.data.object.image.url).toBe(
		`https://designs.example.com/v1/designs/${design.id}/image`,
	);
});

test('--webhook-deny-private is applied at delivery to the address connected to (also a name)', async () => {
	const first = await setup();
	const r = await receiver();
	const acct = await account(first.ts);
	// Registered while private hosts were allowed: a literal address and a name for one.
	const { subject } = await designSubject(first.ts, acct);
	const literal = await endpoint(acct.a, r.url);
	const named = await endpoint(acct.a, `http://localhost:${r.port}/hooks/design`);
	await first.ts.close();

	const strict = await setup({ webhookAllowPrivate: false, webhookRetryBaseMs: 60_000 }, first.db);
	await strict.injector.record('design.succeeded', subject);
	const refused = async (endpointId: string) =>
		eventually(async () => {
			const [row] = await strict.injector.deliveries({ endpointId });
			return row?.attempts === 1 ? row : undefined;
		});
	expect((await refused(literal.id)).last_error).toMatch(/127\.0\.0\.1 is not a public address/);
	expect((await refused(named.id)).last_error).toMatch(/localhost resolves to (127\.0\.0\.1|::1)/);
	expect(r.deliveries).toHaveLength(0);
});
