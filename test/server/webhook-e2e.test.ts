/**
 * Webhooks end to end: changes made through the API reach a receiver as signed events (the
 * design or publication exactly as the API answered it), woken by the server's EventSignal rather
 * than its poll; a hanging receiver never holds up the request that caused an event; and on
 * PostgreSQL two instances share one queue without sending a delivery twice.
 */
import { startServer, type RunningServer, type ServerOptions } from '../../server';
import { freshDb, TEST_STORE } from '../harness/test-store';
import {
	api,
	client,
	eventually,
	makeDesign,
	makePublication,
	start,
	type Api,
	type TestServer,
} from './helpers';
import { verifySignature } from './webhook-harness';
import { endpoint, received, useWebhookSuite } from './webhook-suite';

/** A poll far longer than any wait below: a delivery that arrives was woken by the signal. */
const SIGNAL_ONLY: ServerOptions = {
	webhookRetryBaseMs: 20,
	webhookSender: { pollMs: 600_000, stopWaitMs: 200 },
};

const { receiver, later } = useWebhookSuite();

async function server(options: ServerOptions = {}): Promise<TestServer> {
	const ts = await start({ ...SIGNAL_ONLY, ...options });
	later(() => ts.close());
	return ts;
}

const subscribe = async (a: Api, url: string, events = ['*']) =>
	(await endpoint(a, url, events)).secret;

test('generate → design.succeeded; publish, unpublish, delete → their events, each object as the API showed it', async () => {
	const ts = await server();
	const r = await receiver();
	const a = api(ts, await ts.key('business'));
	const secret = await subscribe(a, r.url);

	const design = await makeDesign(a);
	const [first] = await received(r, 1);
	verifySignature(first, secret);
	expect(first.json).toMatchObject({
		object: 'event',
		type: 'design.succeeded',
		data: { object: design },
	});
	expect(first.headers['design-event-id']).toBe(first.json.id);
	// The same event as GET /v1/events/:id shows it.
	expect((await a.get(`/events/${first.json.id}`)).data).toEqual(first.json);

	const { publication } = await makePublication(a, { design_id: design.id });
	const withdrawn = (await a.del(`/marketplace/publications/${publication.id}`)).data;
	expect((await a.del(`/designs/${design.id}`)).status).toBe(200);
	const all = await received(r, 4);
	// Deliveries run in parallel (up to 4 per endpoint): they may arrive in any order.
	const byType = Object.fromEntries(all.map((d) => [d.json.type, d.json.data.object]));
	expect(Object.keys(byType).sort()).toEqual([
		'design.deleted',
		'design.succeeded',
		'publication.published',
		'publication.withdrawn',
	]);
	expect(byType['publication.published']).toEqual(publication);
	expect(byType['publication.withdrawn']).toEqual(withdrawn);
	expect(byType['design.deleted']).toMatchObject({ id: design.id, publication: null });
	for (const d of all) verifySignature(d, secret);
});

test('with a generation latency: design.succeeded arrives once the design has been generated', async () => {
	const ts = await server({ generationLatencyMs: 150 });
	const r = await receiver();
	const a = api(ts, await ts.key('business'));
	await subscribe(a, r.url, ['design.succeeded']);
	const pending = await a.generate();
	expect([pending.status, pending.data.status]).toEqual([202, 'pending']);
	const [delivery] = await received(r, 1);
	expect(delivery.json.data.object).toMatchObject({ id: pending.data.id, status: 'succeeded' });
	expect(delivery.json.data.object).toEqual((await a.get(`/designs/${pending.data.id}`)).data);
});

test('a receiver that never answers holds up no request: generates answer while its deliveries hang', async () => {
	const ts = await server({ webhookSender: { ...SIGNAL_ONLY.webhookSender, timeoutMs: 10_000 } });
	const r = await receiver(() => 'hang');
	const a = api(ts, await ts.key('business'));
	await subscribe(a, r.url);
	await makeDesign(a);
	await eventually(async () => (r.open() === 1 ? true : undefined));
	const more = await Promise.all(Array.from({ length: 10 }, () => a.generate()));
	expect(more.map((res) => res.status)).toEqual(Array(10).fill(201));
	expect(r.open()).toBe(4);
});

const onPostgres = TEST_STORE === 'postgres' ? test : test.skip;

onPostgres(
	'two instances on one database share the queue: every event is delivered exactly once',
	async () => {
		const db = await freshDb();
		const options = {
			port: 0,
			db,
			rateLimitGenerate: 1_000_000,
			rateLimitRead: 1_000_000,
			webhookAllowPrivate: true,
		};
		const instances: RunningServer[] = [];
		for (let i = 0; i < 2; i++) {
			// A short poll: each instance also finds the events the other one recorded.
			const instance = await startServer({ ...options, webhookSender: { pollMs: 50 } });
			later(() => instance.close());
			instances.push(instance);
		}
		const r = await receiver();
		const key = await instances[0].createKey('shared', 'business');
		const [one, two] = instances.map((s) => api({ http: client(s.url) }, key));
		await subscribe(one, r.url, ['design.succeeded']);
		const made = await Promise.all(
			Array.from({ length: 30 }, (_, i) => makeDesign(i % 2 ? one : two, { seed: i })),
		);
		await received(r, 30);
		// Positive control: one more design through each instance, made after the 30 arrived; once
		// both arrive, each instance has polled since, so a second send of any of the 30 would have come.
		const controls = [await makeDesign(one, { seed: 30 }), await makeDesign(two, { seed: 31 })];
		const all = [...made, ...controls].map((d) => d.id).sort();
		const seen = () => r.deliveries.map((d) => d.json.data.object.id as string);
		await eventually(async () => (controls.every((c) => seen().includes(c.id)) ? true : undefined));
		expect(seen().sort()).toEqual(all);
	},
);
