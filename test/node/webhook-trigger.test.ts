/**
 * The Design Generator Trigger's webhook lifecycle (checkExists / create / delete through n8n-core's
 * HookContext) against the in-process reference server, and real signed deliveries from it reaching
 * the node's `webhook()` behind a stand-in for n8n's webhook endpoint.
 */
import { NodeApiError } from 'n8n-workflow';

import { shutdownN8nCore } from '../harness/n8n';
import { PREFIXES, startTestService, type TestService } from '../harness/reference-server';
import { eventually } from '../server/helpers';
import { serviceApi } from './service-api';
import {
	nodeWebhookUrl,
	runWebhookMethod,
	startWebhookReceiver,
	triggerWorkflow,
	WEBHOOK_TRIGGER_TYPE,
	type ContextOptions,
} from './trigger-harness';

let service: TestService;

beforeAll(async () => {
	service = await startTestService({ webhookRetryBaseMs: 20 });
});

afterAll(async () => {
	await service?.close();
	shutdownN8nCore();
});

describe.each(PREFIXES)('on the %s prefix', (prefix) => {
	const api = () => serviceApi(service, prefix);
	const options = (): ContextOptions => ({ credentials: service.credentials(prefix) });

	test('activation registers the endpoint and keeps its secret; deactivation removes it', async () => {
		const setup = triggerWorkflow(WEBHOOK_TRIGGER_TYPE, {
			events: ['publication.published', 'design.succeeded'],
		});
		expect(await runWebhookMethod(setup, 'checkExists', options())).toBe(false);
		expect(await runWebhookMethod(setup, 'create', options())).toBe(true);

		const { endpointId, secret } = setup.staticData();
		expect(endpointId).toMatch(/^whe_/);
		expect(secret).toMatch(/^whsec_/);
		const { status, body } = await api().get(`/webhook_endpoints/${endpointId}`);
		expect(status).toBe(200);
		expect(body).toEqual({
			id: endpointId,
			object: 'webhook_endpoint',
			url: nodeWebhookUrl(setup, options()),
			events: ['design.succeeded', 'publication.published'],
			description: 'n8n workflow "Trigger test workflow", node "Design Generator Trigger"',
			status: 'enabled',
			created_at: expect.any(String),
		});
		expect(nodeWebhookUrl(setup, options())).toMatch(/^http:\/\/localhost:5678\/webhook\/.+/);

		expect(await runWebhookMethod(setup, 'checkExists', options())).toBe(true);
		expect(await runWebhookMethod(setup, 'delete', options())).toBe(true);
		expect((await api().get(`/webhook_endpoints/${endpointId}`)).status).toBe(404);
		expect(setup.staticData()).toEqual({});
		// Nothing recorded any more: nothing to do.
		expect(await runWebhookMethod(setup, 'delete', options())).toBe(true);
	});

	test('All Events registers the wildcard', async () => {
		const setup = triggerWorkflow(WEBHOOK_TRIGGER_TYPE, { events: ['design.failed', '*'] });
		await runWebhookMethod(setup, 'create', options());
		const { body } = await api().get(`/webhook_endpoints/${setup.staticData().endpointId}`);
		expect(body.events).toEqual(['*']);
		await runWebhookMethod(setup, 'delete', options());
	});

	test('an endpoint deleted on the service: checkExists forgets it; delete counts the 404 as done', async () => {
		const setup = triggerWorkflow(WEBHOOK_TRIGGER_TYPE, { events: ['design.succeeded'] });
		await runWebhookMethod(setup, 'create', options());
		const { endpointId } = setup.staticData();
		expect((await api().delete(`/webhook_endpoints/${endpointId}`)).status).toBe(200);
		expect(await runWebhookMethod(setup, 'checkExists', options())).toBe(false);
		expect(setup.staticData()).toEqual({});

		await runWebhookMethod(setup, 'create', options());
		await api().delete(`/webhook_endpoints/${setup.staticData().endpointId}`);
		expect(await runWebhookMethod(setup, 'delete', options())).toBe(true);
		expect(setup.staticData()).toEqual({});
	});

	test('other events selected since: the stale endpoint is removed, so n8n makes a new one', async () => {
		const setup = triggerWorkflow(WEBHOOK_TRIGGER_TYPE, { events: ['design.succeeded'] });
		await runWebhookMethod(setup, 'create', options());
		const stale = setup.staticData().endpointId;
		setup.node.parameters.events = ['design.succeeded', 'design.failed'];
		expect(await runWebhookMethod(setup, 'checkExists', options())).toBe(false);
		expect((await api().get(`/webhook_endpoints/${stale}`)).status).toBe(404);
		await runWebhookMethod(setup, 'create', options());
		const { body } = await api().get(`/webhook_endpoints/${setup.staticData().endpointId}`);
		expect(body.events).toEqual(['design.failed', 'design.succeeded']);
		await runWebhookMethod(setup, 'delete', options());
	});

	test('static data lost: the leftover endpoint for this URL is removed, other endpoints stay', async () => {
		const setup = triggerWorkflow(WEBHOOK_TRIGGER_TYPE, { events: ['design.succeeded'] });
		await runWebhookMethod(setup, 'create', options());
		const leftover = setup.staticData().endpointId;
		const other = await api().post<{ id: string }>('/webhook_endpoints', {
			url: 'http://127.0.0.1:9/another-receiver',
			events: ['design.succeeded'],
		});
		expect(other.status).toBe(201);

		const fresh = triggerWorkflow(WEBHOOK_TRIGGER_TYPE, { events: ['design.succeeded'] });
		expect(await runWebhookMethod(fresh, 'checkExists', options())).toBe(false);
		expect((await api().get(`/webhook_endpoints/${leftover}`)).status).toBe(404);
		expect((await api().get(`/webhook_endpoints/${other.body.id}`)).status).toBe(200);
		await api().delete(`/webhook_endpoints/${other.body.id}`);
	});

	test('"Listen for test event" on an active workflow leaves the production endpoint alone', async () => {
		const setup = triggerWorkflow(WEBHOOK_TRIGGER_TYPE, { events: ['design.succeeded'] });
		await runWebhookMethod(setup, 'create', options());
		const production = { ...setup.staticData() };
		// n8n starts a test listen from the active workflow's static data (a copy of it).
		const test = triggerWorkflow(WEBHOOK_TRIGGER_TYPE, { events: ['design.succeeded'] });
		Object.assign(test.staticData(), production);
		const manual = { ...options(), mode: 'manual' as const };
		expect(await runWebhookMethod(test, 'checkExists', manual)).toBe(false);
		await runWebhookMethod(test, 'create', manual);
		expect(test.staticData().endpointId).not.toBe(production.endpointId);
		expect(await runWebhookMethod(test, 'delete', manual)).toBe(true);

		const { status, body } = await api().get(`/webhook_endpoints/${production.endpointId}`);
		expect(status).toBe(200);
		expect(body.url).toBe(nodeWebhookUrl(setup, options()));
		expect(await runWebhookMethod(setup, 'checkExists', options())).toBe(true);
		await runWebhookMethod(setup, 'delete', options());
	});

	test('"Listen for test event" registers n8n\'s test URL', async () => {
		const setup = triggerWorkflow(WEBHOOK_TRIGGER_TYPE, { events: ['design.succeeded'] });
		const manual = { ...options(), mode: 'manual' as const };
		await runWebhookMethod(setup, 'create', manual);
		const { body } = await api().get(`/webhook_endpoints/${setup.staticData().endpointId}`);
		expect(body.url).toMatch(/^http:\/\/localhost:5678\/webhook-test\/.+/);
		expect(await runWebhookMethod(setup, 'delete', manual)).toBe(true);
	});
});

test('a design that succeeds reaches the workflow through a real signed delivery', async () => {
	const setup = triggerWorkflow(WEBHOOK_TRIGGER_TYPE, { events: ['design.succeeded'] });
	const receiverOptions = { credentials: service.credentials() };
	const receiver = await startWebhookReceiver(setup, receiverOptions);
	const options = { ...receiverOptions, webhookBaseUrl: receiver.baseUrl };
	try {
		await runWebhookMethod(setup, 'create', options);
		const api = serviceApi(service);
		const design = await api.design('olive canvas chore jacket', 'classic');

		const delivery = await eventually(async () =>
			receiver.deliveries.find((d) => d.workflowData?.[0][0].json.id === design.id),
		);
		expect(delivery.status).toBe(200);
		const item = delivery.workflowData![0][0].json;
		expect(item).toMatchObject({
			event_id: expect.stringMatching(/^evt_/),
			event_type: 'design.succeeded',
			id: design.id,
			object: 'design',
			status: 'succeeded',
			title: design.title,
		});
		const event = item.event as { id: string; type: string; data: { object: { id: string } } };
		expect(event).toMatchObject({ id: item.event_id, object: 'event', type: 'design.succeeded' });
		expect(event.data.object.id).toBe(design.id);
		expect(receiver.deliveries.every((d) => d.status === 200)).toBe(true);
	} finally {
		await runWebhookMethod(setup, 'delete', options);
		await receiver.close();
	}
});

test('a collection that ends reaches the workflow once, signed; its designs, not selected, start nothing', async () => {
	const key = await service.createKey('business');
	const setup = triggerWorkflow(WEBHOOK_TRIGGER_TYPE, {
		events: ['collection.succeeded', 'collection.partially_failed', 'collection.failed'],
	});
	const receiverOptions = { credentials: service.credentials('/v1', key) };
	const receiver = await startWebhookReceiver(setup, receiverOptions);
	const options = { ...receiverOptions, webhookBaseUrl: receiver.baseUrl };
	try {
		await runWebhookMethod(setup, 'create', options);
		const { body } = await serviceApi(service, '/v1', key).post<{ id: string }>('/collections', {
			name: 'Capsule',
			style: 'classic',
			items: [{ prompt: 'navy blazer' }, { prompt: 'grey trousers' }],
		});
		const delivery = await eventually(async () =>
			receiver.deliveries.find((d) => d.workflowData?.[0][0].json.id === body.id),
		);
		expect(delivery.status).toBe(200);
		expect(delivery.workflowData![0][0].json).toMatchObject({
			event_type: 'collection.succeeded',
			object: 'collection',
			status: 'succeeded',
			request_counts: expect.objectContaining({ total: 2, succeeded: 2 }),
		});
		// The endpoint asked for collection events only: the designs' own were never sent.
		expect(receiver.deliveries.filter((d) => d.workflowData !== undefined)).toHaveLength(1);
		expect(receiver.deliveries).toHaveLength(1);
	} finally {
		await runWebhookMethod(setup, 'delete', options);
		await receiver.close();
	}
});

test('a service that refuses private webhook URLs: the error says what to do', async () => {
	const strict = await startTestService({ webhookAllowPrivate: false });
	try {
		const setup = triggerWorkflow(WEBHOOK_TRIGGER_TYPE, { events: ['design.succeeded'] });
		const error = await runWebhookMethod(setup, 'create', {
			credentials: strict.credentials(),
		}).then(
			() => undefined,
			(e: unknown) => e,
		);
		expect(error).toBeInstanceOf(NodeApiError);
		expect((error as NodeApiError).httpCode).toBe('422');
		expect((error as NodeApiError).description).toMatch(/WEBHOOK_URL/);
		expect((error as NodeApiError).description).toMatch(/Polling Trigger/);
		expect(setup.staticData()).toEqual({});
	} finally {
		await strict.close();
	}
});
