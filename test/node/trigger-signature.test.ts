/**
 * The webhook trigger's `webhook()` through n8n-core's WebhookContext, behind a stand-in for n8n's
 * webhook endpoint: deliveries signed here with node:crypto, the way docs/contract.md "Webhook endpoints" says the service
 * signs them. Only a right, fresh signature over the exact bytes starts a workflow; anything else
 * is answered 401 with a short JSON reason and starts nothing.
 */
import { createHmac } from 'node:crypto';

import { shutdownN8nCore } from '../harness/n8n';
import {
	startWebhookReceiver,
	triggerWorkflow,
	WEBHOOK_TRIGGER_TYPE,
	type TriggerSetup,
	type WebhookReceiver,
} from './trigger-harness';

const SECRET = 'whsec_test_0123456789abcdefABCDEF';
const CREDENTIALS = { apiKey: 'dgk_unused', baseUrl: 'http://127.0.0.1:9' };

let setup: TriggerSetup;
let receiver: WebhookReceiver;

beforeAll(async () => {
	setup = triggerWorkflow(WEBHOOK_TRIGGER_TYPE, {
		events: ['design.succeeded', 'publication.published'],
	});
	Object.assign(setup.staticData(), { endpointId: 'whe_test', secret: SECRET });
	receiver = await startWebhookReceiver(setup, { credentials: CREDENTIALS });
});

afterAll(async () => {
	await receiver?.close();
	shutdownN8nCore();
});

const design = {
	id: 'dsn_4fQ8rT2kLm9xVb7Zc1Np',
	object: 'design',
	status: 'succeeded',
	title: 'Navy Striped Oversized Hoodie',
	created_at: '2026-11-21T10:00:00.000Z',
};
const event = {
	id: 'evt_7hJ2kQ9wXr4tLp3Mz8Vb',
	object: 'event',
	type: 'design.succeeded',
	created_at: '2026-11-21T10:00:01.000Z',
	data: { object: design },
};

function sign(body: string, t = Math.floor(Date.now() / 1000), secret = SECRET): string {
	const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
	return `t=${t},v1=${v1}`;
}

async function deliver(body: string, signature?: string) {
	const before = receiver.deliveries.length;
	const response = await fetch(`${receiver.baseUrl}/whatever/webhook`, {
		method: 'POST',
		headers: {
			'Content-Type': 'application/json',
			'Design-Event-Id': 'evt_7hJ2kQ9wXr4tLp3Mz8Vb',
			...(signature !== undefined && { 'Design-Signature': signature }),
		},
		body,
	});
	const delivery = receiver.deliveries[before];
	return { status: response.status, body: await response.json(), started: delivery.workflowData };
}

test('a signed delivery starts the workflow with the design at the top level and the event kept', async () => {
	const body = JSON.stringify(event);
	const result = await deliver(body, sign(body));
	expect(result.status).toBe(200);
	expect(result.started).toHaveLength(1);
	expect(result.started![0]).toEqual([
		{
			json: {
				event_id: event.id,
				event_type: 'design.succeeded',
				event_created_at: event.created_at,
				...design,
				event,
			},
		},
	]);
});

test('the signature is checked over the raw bytes, not over the body parsed and written again', async () => {
	// Spacing and key order that JSON.stringify would not reproduce.
	const body = `{ "type":"design.succeeded",  "object":"event", "id":"${event.id}",\n "created_at":"${event.created_at}", "data":{"object":${JSON.stringify(design)}} }`;
	const result = await deliver(body, sign(body));
	expect(result.status).toBe(200);
	expect(result.started?.[0][0].json).toMatchObject({ event_id: event.id, id: design.id });
});

test('one matching v1 among several is enough (a secret being rotated)', async () => {
	const body = JSON.stringify(event);
	const t = Math.floor(Date.now() / 1000);
	const wrong = createHmac('sha256', 'whsec_old').update(`${t}.${body}`).digest('hex');
	const right = sign(body, t).split('v1=')[1];
	const result = await deliver(body, `t=${t},v1=${wrong},v1=${right}`);
	expect(result.status).toBe(200);
	expect(result.started).toHaveLength(1);
});

test('within five minutes either way is accepted', async () => {
	const body = JSON.stringify(event);
	const now = Math.floor(Date.now() / 1000);
	expect((await deliver(body, sign(body, now - 290))).status).toBe(200);
	expect((await deliver(body, sign(body, now + 290))).status).toBe(200);
});

describe('refused with 401, and nothing starts', () => {
	const body = JSON.stringify(event);
	const now = () => Math.floor(Date.now() / 1000);
	const cases: Array<[string, () => string | undefined, RegExp]> = [
		['no Design-Signature header', () => undefined, /missing/],
		['an empty header', () => '', /missing/],
		['a signature made with another secret', () => sign(body, now(), 'whsec_forged'), /match/],
		['a signature over other bytes', () => sign(body.replace('Hoodie', 'Jacket')), /match/],
		['a signature more than five minutes old', () => sign(body, now() - 301), /seconds/],
		['a signature more than five minutes ahead', () => sign(body, now() + 301), /seconds/],
		['no timestamp', () => sign(body).replace(/^t=\d+,/, ''), /malformed/],
		['no v1', () => `t=${now()}`, /malformed/],
		[
			'a v1 in upper case (the contract: lowercase hex)',
			() => sign(body).replace(/v1=(\w+)/, (_, hex: string) => `v1=${hex.toUpperCase()}`),
			/match/,
		],
		['a v1 of the wrong length', () => `t=${now()},v1=abcd`, /match/],
	];
	test.each(cases)('%s', async (_name, header, reason) => {
		const result = await deliver(body, header());
		expect(result.status).toBe(401);
		expect(result.body).toEqual({
			error: 'invalid_signature',
			detail: expect.stringMatching(reason),
		});
		expect(result.started).toBeUndefined();
	});

	test('a delivery when the trigger holds no secret', async () => {
		const state = setup.staticData();
		const secret = state.secret;
		delete state.secret;
		try {
			const result = await deliver(body, sign(body));
			expect(result.status).toBe(401);
			expect(result.body).toEqual({
				error: 'invalid_signature',
				detail: expect.stringMatching(/no signing secret/),
			});
			expect(result.started).toBeUndefined();
		} finally {
			state.secret = secret;
		}
	});
});

test('a signed event of a type not selected is acknowledged and starts nothing', async () => {
	const body = JSON.stringify({ ...event, type: 'design.deleted' });
	const result = await deliver(body, sign(body));
	expect(result.status).toBe(200);
	expect(result.body).toEqual({ received: true, ignored: 'design.deleted' });
	expect(result.started).toBeUndefined();
});

test('a signed body that is not an event is refused with 400', async () => {
	const body = JSON.stringify({ hello: 'world' });
	const result = await deliver(body, sign(body));
	expect(result.status).toBe(400);
	expect(result.body).toMatchObject({ error: 'invalid_event' });
	expect(result.started).toBeUndefined();
});
