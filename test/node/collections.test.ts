/**
 * Collection → Create, Get, Get Many, Get Designs and Cancel through real n8n-core against the
 * in-process reference server; a stand-in service without collections; and Create's "Resume on
 * Webhook" with n8n's waiting webhook played by test/node/resume-harness.ts, the service delivering
 * its real `collection.*` event to it. No HTTP mocks.
 */
import type { IDataObject, INodeExecutionData, INodeParameters } from 'n8n-workflow';

import {
	NODE_NAME,
	additionalDataFor,
	runNode,
	shutdownN8nCore,
	type RunNodeOptions,
} from '../harness/n8n';
import { startTestService, type TestService } from '../harness/reference-server';
import { sendJson, startScriptedServer } from '../harness/scripted-server';
import { STANDINS, type StandIn } from '../standins';
import {
	endWaitByTime,
	nodeOutput,
	startWaitingWebhooks,
	type WaitingWebhooks,
} from './resume-harness';
import { serviceApi } from './service-api';

let service: TestService;
/** Every design takes 150 ms after its worker starts it: collections take time to run. */
let slow: TestService;
/** Every design takes 3 s: a collection runs for seconds. */
let queued: TestService;
let waitingWebhooks: WaitingWebhooks;

beforeAll(async () => {
	service = await startTestService();
	slow = await startTestService({ generationLatencyMs: 150 });
	queued = await startTestService({ generationLatencyMs: 3000 });
	waitingWebhooks = await startWaitingWebhooks();
});

afterAll(async () => {
	await service?.close();
	await slow?.close();
	await queued?.close();
	await waitingWebhooks?.close();
	shutdownN8nCore();
});

type Collection = IDataObject & {
	id: string;
	status: string;
	request_counts: {
		total: number;
		pending: number;
		succeeded: number;
		failed: number;
		canceled: number;
	};
};

let executions = 0;

async function runOn(
	on: TestService,
	parameters: INodeParameters,
	extra: Partial<RunNodeOptions> & { key?: string } = {},
) {
	const { key, ...options } = extra;
	return await runNode({
		parameters,
		credentials: on.credentials('/v1', key),
		executionId: `collections-${++executions}`,
		...options,
	});
}

async function run(
	on: TestService,
	parameters: INodeParameters,
	extra: Partial<RunNodeOptions> & { key?: string } = {},
): Promise<INodeExecutionData[]> {
	const result = await runOn(on, parameters, extra);
	if (result.status !== 'success') {
		throw new Error(
			`Node ${result.status}: ${result.error?.message} ${(result.error as { description?: string })?.description}`,
		);
	}
	return result.items;
}

const fromBrief = (extra: INodeParameters = {}): INodeParameters => ({
	resource: 'collection',
	operation: 'create',
	source: 'brief',
	name: 'Resort 2027',
	style: 'minimalist',
	brief: 'resort capsule in washed linen, sand, terracotta and ivory',
	count: 4,
	...extra,
});

const fromItems = (extra: INodeParameters = {}): INodeParameters => ({
	resource: 'collection',
	operation: 'create',
	source: 'items',
	name: 'Drop 7',
	style: 'streetwear',
	...extra,
});

const ids = (items: INodeExecutionData[]) => items.map((item) => item.json.id);

describe('Create', () => {
	test('from a brief, waiting (the default): one ended collection per input item, paired with it', async () => {
		const items = await run(service, fromBrief({ name: '={{ $json.name }}' }), {
			items: [{ json: { name: 'Resort A' } }, { json: { name: 'Resort B' } }],
		});
		expect(items.map((item) => item.pairedItem)).toEqual([[{ item: 0 }], [{ item: 1 }]]);
		for (const [index, item] of items.entries()) {
			const collection = item.json as Collection;
			expect(collection).toMatchObject({
				object: 'collection',
				name: index === 0 ? 'Resort A' : 'Resort B',
				style: 'minimalist',
				status: 'succeeded',
				request_counts: { total: 4, pending: 0, succeeded: 4, failed: 0, canceled: 0 },
			});
			expect(collection.id).toMatch(/^col_/);
			expect(collection.wait_limit_reached).toBeUndefined();
			expect(collection.failure_summary).toBeUndefined();
		}
		expect(items[0].json.id).not.toBe(items[1].json.id);
	});

	test('from input items: ONE collection of all items, in order, paired with every item', async () => {
		const key = await service.createKey('business');
		const input = [
			{ json: { prompt: 'black hoodie with a kangaroo pocket', sku: 'SKU-1' } },
			{ json: { prompt: 'white linen shirt', sku: 'SKU-2', style: 'minimalist', seed: 42 } },
			{ json: { prompt: 'red wool coat', sku: 'SKU-3' } },
		];
		const items = await run(
			service,
			fromItems({
				itemFields: {
					customId: '={{ $json.sku }}',
					style: '={{ $json.style ?? "" }}',
					seed: '={{ $json.seed ?? "" }}',
				},
			}),
			{ items: input, key },
		);
		expect(items).toHaveLength(1);
		expect(items[0].pairedItem).toEqual([{ item: 0 }, { item: 1 }, { item: 2 }]);
		const collection = items[0].json as Collection;
		expect(collection).toMatchObject({ status: 'succeeded', request_counts: { total: 3 } });

		const designs = await run(
			service,
			{
				resource: 'collection',
				operation: 'getDesigns',
				collectionId: collection.id,
				returnAll: true,
			},
			{ key },
		);
		expect(designs.map((d) => d.json.custom_id)).toEqual(['SKU-1', 'SKU-2', 'SKU-3']);
		expect(designs.map((d) => d.json.prompt)).toEqual(input.map((i) => i.json.prompt));
		expect(designs.map((d) => d.json.style)).toEqual(['streetwear', 'minimalist', 'streetwear']);
		expect(designs[1].json.seed).toBe(42);
		for (const design of designs) expect(design.json.collection_id).toBe(collection.id);
	});

	test('Return at Once outputs the accepted collection; Wait on a slow service polls until it ends', async () => {
		const [accepted] = await run(slow, fromBrief({ count: 6, completion: 'returnAtOnce' }));
		expect(['queued', 'running']).toContain(accepted.json.status);
		expect((accepted.json as Collection).request_counts.pending).toBeGreaterThan(0);

		const started = Date.now();
		const [waited] = await run(slow, fromBrief({ count: 6 }));
		const elapsed = Date.now() - started;
		expect(waited.json).toMatchObject({
			status: 'succeeded',
			request_counts: { total: 6, succeeded: 6, pending: 0 },
		});
		expect(waited.json.completed_at).toEqual(expect.any(String));
		// Six designs of 150 ms each cannot be through sooner than one design's time.
		expect(elapsed).toBeGreaterThanOrEqual(150);
	});

	test('Wait gives up at Max Wait with the collection as it is and wait_limit_reached', async () => {
		const started = Date.now();
		const [item] = await run(queued, fromBrief({ count: 12, maxWait: 0.01 }));
		const elapsed = Date.now() - started;
		expect(item.json.wait_limit_reached).toBe(true);
		expect(['queued', 'running']).toContain(item.json.status);
		// 0.6 s, give or take one request; well before the collection's 3 s.
		expect(elapsed).toBeGreaterThanOrEqual(600);
		expect(elapsed).toBeLessThan(2500);
		await run(queued, {
			resource: 'collection',
			operation: 'cancel',
			collectionId: String(item.json.id),
		});
	});

	test('a design deleted while pending fails its item: the collection ends partially failed and the output says which and why', async () => {
		const key = await queued.createKey('business');
		const input = ['black tee', 'grey hoodie', 'white sneakers'].map((prompt, i) => ({
			json: { prompt, sku: `SKU-${i + 1}` },
		}));
		const [accepted] = await run(
			queued,
			fromItems({ completion: 'returnAtOnce', itemFields: { customId: '={{ $json.sku }}' } }),
			{ items: input, key },
		);
		const api = serviceApi(queued, '/v1', key);
		const listed = await api.get<{ data: Array<{ id: string; custom_id: string }> }>(
			`/designs?collection_id=${String(accepted.json.id)}`,
		);
		const second = listed.body.data.find((d) => d.custom_id === 'SKU-2')!;
		expect((await api.delete(`/designs/${second.id}`)).status).toBe(200);

		const done = await untilEnded(queued, String(accepted.json.id), key);
		expect(done.status).toBe('partially_failed');
		const [output] = await run(
			queued,
			{ resource: 'collection', operation: 'get', collectionId: String(accepted.json.id) },
			{ key },
		);
		const errors = output.json.errors as Array<{
			position: number;
			custom_id: string;
			code: string;
		}>;
		expect(errors).toEqual([expect.objectContaining({ position: 1, custom_id: 'SKU-2' })]);
		expect(output.json.failure_summary).toBe(
			`1 of 3 designs failed: item 2 (custom ID SKU-2): ${String((output.json.errors as IDataObject[])[0].detail)} [${errors[0].code}]`,
		);
	});

	test('more than 50 input items is refused before anything is sent', async () => {
		const key = await service.createKey('business');
		const items = Array.from({ length: 51 }, (_, i) => ({ json: { prompt: `shirt ${i}` } }));
		const result = await runOn(service, fromItems(), { items, key });
		expect(result.status).toBe('error');
		expect(result.error?.message).toBe(
			'A collection holds at most 50 designs, and 51 items came in',
		);
		const { body } = await serviceApi(service, '/v1', key).get<{ data: unknown[] }>('/collections');
		expect(body.data).toEqual([]);
	});

	test('an item without a prompt names the item; with Continue On Fail one error item pairs with all', async () => {
		const items = [{ json: { prompt: 'white tee' } }, { json: { title: 'no prompt here' } }];
		const failed = await runOn(service, fromItems(), { items });
		expect(failed.status).toBe('error');
		expect(failed.error?.message).toBe('Input item 2 has no prompt');

		const continued = await run(service, fromItems(), { items, continueOnFail: true });
		expect(continued).toEqual([
			{
				json: expect.objectContaining({ error: 'Input item 2 has no prompt' }),
				pairedItem: [{ item: 0 }, { item: 1 }],
			},
		]);
	});

	test("the service's validation error is the item's NodeApiError, with the field", async () => {
		const result = await runOn(service, fromBrief({ name: 'x'.repeat(141) }));
		expect(result.status).toBe('error');
		const error = result.error as unknown as {
			httpCode: string;
			description: string;
			context: IDataObject;
		};
		expect(error.httpCode).toBe('422');
		expect(error.context.itemIndex).toBe(0);
		expect(`${result.error?.message} ${error.description}`).toMatch(/name/);
	});
});

describe('Get, Get Many, Get Designs, Cancel', () => {
	test('Get answers the collection; an unknown ID is a 404 that says the collection is not found', async () => {
		const [created] = await run(service, fromBrief({ count: 2 }));
		const [got] = await run(service, {
			resource: 'collection',
			operation: 'get',
			collectionId: String(created.json.id),
		});
		expect(got.json).toEqual(created.json);
		expect(got.pairedItem).toEqual({ item: 0 });

		const missing = await runOn(service, {
			resource: 'collection',
			operation: 'get',
			collectionId: 'col_doesNotExist00000000',
		});
		expect(missing.status).toBe('error');
		expect((missing.error as unknown as { httpCode: string }).httpCode).toBe('404');
		expect((missing.error as unknown as { context: IDataObject }).context.code).toBe(
			'collection_not_found',
		);
		expect(missing.error?.message).not.toMatch(/does not offer/);
	});

	test('Get Many with Return All pages through more than one page; Limit stops at the limit', async () => {
		const key = await service.createKey('business');
		const api = serviceApi(service, '/v1', key);
		const made: string[] = [];
		for (let i = 0; i < 103; i++) {
			const { status, body } = await api.post<{ id: string }>('/collections', {
				name: `c${i}`,
				style: 'classic',
				items: [{ prompt: 'navy blazer' }],
			});
			expect(status).toBe(202);
			made.push(body.id);
		}
		const all = await run(
			service,
			{ resource: 'collection', operation: 'getAll', returnAll: true },
			{ key },
		);
		expect(all).toHaveLength(103);
		expect(new Set(ids(all))).toEqual(new Set(made));
		// Newest first.
		expect(all[0].json.id).toBe(made[made.length - 1]);

		const limited = await run(
			service,
			{ resource: 'collection', operation: 'getAll', returnAll: false, limit: 5 },
			{ key },
		);
		expect(ids(limited)).toEqual(ids(all).slice(0, 5));
	});

	test("Get Designs lists only the collection's designs, in its order; Limit takes the first", async () => {
		const key = await service.createKey('business');
		await serviceApi(service, '/v1', key).design('a design outside any collection');
		const [created] = await run(service, fromBrief({ count: 5 }), { key });
		const designs = await run(
			service,
			{
				resource: 'collection',
				operation: 'getDesigns',
				collectionId: String(created.json.id),
				returnAll: true,
			},
			{ key },
		);
		expect(designs).toHaveLength(5);
		expect(designs.every((d) => d.json.collection_id === created.json.id)).toBe(true);
		expect(
			designs.every((d) => d.pairedItem && (d.pairedItem as { item: number }).item === 0),
		).toBe(true);
		const two = await run(
			service,
			{
				resource: 'collection',
				operation: 'getDesigns',
				collectionId: String(created.json.id),
				limit: 2,
			},
			{ key },
		);
		expect(ids(two)).toEqual(ids(designs).slice(0, 2));
	});

	test('Cancel stops the designs not yet made; a second Cancel answers the same collection', async () => {
		// Without a latency the service makes a collection's designs one at a time.
		const [accepted] = await run(service, fromBrief({ count: 50, completion: 'returnAtOnce' }));
		const cancel = {
			resource: 'collection',
			operation: 'cancel',
			collectionId: String(accepted.json.id),
		};
		const [canceled] = await run(service, cancel);
		expect(canceled.json.id).toBe(accepted.json.id);
		expect(canceled.pairedItem).toEqual({ item: 0 });
		expect((canceled.json as Collection).request_counts.canceled).toBeGreaterThan(0);
		const final = await untilEnded(service, String(accepted.json.id));
		expect(final.status).toBe('canceled');
		expect(final.request_counts.succeeded + final.request_counts.canceled).toBe(50);
		const [again] = await run(service, cancel);
		expect(again.json).toMatchObject({
			id: accepted.json.id,
			status: 'canceled',
			request_counts: final.request_counts,
		});
		const designs = await run(service, {
			resource: 'collection',
			operation: 'getDesigns',
			collectionId: String(accepted.json.id),
			returnAll: true,
		});
		expect(designs).toHaveLength(final.request_counts.succeeded);
	});
});

test('Get Designs follows every page the service gives, keeping the collection filter', async () => {
	// A collection holds at most 50 designs, under the reference server's one page of 100, so a
	// service with pages of 20 stands in: the node's paging, not the page size, is under test.
	const designs = Array.from({ length: 45 }, (_, i) => ({
		id: `dsn_${String(i).padStart(22, '0')}`,
		collection_id: 'col_paged',
	}));
	const scripted = await startScriptedServer((request, response) => {
		const url = new URL(request.url, 'http://localhost');
		if (url.pathname === '/v1/collections/col_paged')
			return sendJson(response, 200, {
				id: 'col_paged',
				object: 'collection',
				status: 'succeeded',
			});
		const after = url.searchParams.get('starting_after');
		const start = after ? designs.findIndex((d) => d.id === after) + 1 : 0;
		const page = designs.slice(start, start + 20);
		sendJson(response, 200, { object: 'list', data: page, has_more: start + 20 < designs.length });
	});
	try {
		const result = await runNode({
			parameters: {
				resource: 'collection',
				operation: 'getDesigns',
				collectionId: 'col_paged',
				returnAll: true,
			},
			credentials: { apiKey: 'k', baseUrl: scripted.url, apiPrefix: '/v1' },
		});
		expect(result.status).toBe('success');
		expect(ids(result.items)).toEqual(designs.map((d) => d.id));
		const pages = scripted.requests.filter((r) => r.url.startsWith('/v1/designs'));
		expect(pages).toHaveLength(3);
		for (const page of pages)
			expect(new URL(page.url, 'http://localhost').searchParams.get('collection_id')).toBe(
				'col_paged',
			);
	} finally {
		await scripted.close();
	}
});

async function untilEnded(on: TestService, id: string, key = on.key): Promise<Collection> {
	for (let i = 0; i < 200; i++) {
		const { body } = await serviceApi(on, '/v1', key).get<Collection>(`/collections/${id}`);
		if (['succeeded', 'partially_failed', 'failed', 'canceled'].includes(body.status)) return body;
		await new Promise((resolve) => setTimeout(resolve, 50));
	}
	throw new Error(`collection ${id} did not end`);
}

describe('a service without collections', () => {
	let standIn: StandIn;
	beforeAll(async () => {
		standIn = await STANDINS.stitch.start({});
	});
	afterAll(async () => {
		await standIn?.close();
	});
	const credentials = () => ({
		apiKey: standIn.businessKey,
		baseUrl: standIn.url,
		apiPrefix: '/v1',
	});

	test.each([
		['Create', fromBrief(), 'This service does not offer collections'],
		[
			'Get Many',
			{ resource: 'collection', operation: 'getAll', returnAll: true },
			'This service does not offer collections',
		],
		[
			'Get',
			{ resource: 'collection', operation: 'get', collectionId: 'col_x' },
			'Not found: the ID may be wrong, or this service does not offer collections',
		],
		[
			'Create with Resume on Webhook',
			fromBrief({ completion: 'resumeOnWebhook' }),
			'This service does not offer webhooks',
		],
	])('%s says so, and what to do instead', async (_, parameters, message) => {
		const before = standIn.requests.filter((r) => r.method === 'POST').length;
		const result = await runNode({
			parameters: parameters as INodeParameters,
			credentials: credentials(),
		});
		expect(result.status).toBe('error');
		expect(result.error?.message).toBe(message);
		expect((result.error as unknown as { description: string }).description).toMatch(
			/Design → Generate|Completion to Wait/,
		);
		if (parameters.completion === 'resumeOnWebhook') {
			// Checked before anything is made.
			expect(standIn.requests.filter((r) => r.method === 'POST').length).toBe(before);
		}
	});
});

describe('Resume on Webhook', () => {
	const resumeParameters = (extra: INodeParameters = {}) =>
		fromBrief({ count: 6, completion: 'resumeOnWebhook', ...extra });

	async function startWaiting(on: TestService, parameters: INodeParameters, key: string) {
		const executionId = `resume-${++executions}`;
		const additionalData = { webhookWaitingBaseUrl: waitingWebhooks.baseUrl };
		const started = Date.now();
		const result = await runNode({
			parameters,
			credentials: on.credentials('/v1', key),
			executionId,
			additionalData,
		});
		return { result, executionId, started, additionalData };
	}

	type Endpoint = { id: string; url: string; events: string[] };

	test('execute subscribes the resume URL and waits; the service ending the collection resumes it with the collection', async () => {
		const key = await slow.createKey('business');
		const { result, executionId, started } = await startWaiting(slow, resumeParameters(), key);
		expect(result.status).toBe('waiting');
		const waitTill = result.run.waitTill!;
		// Max Wait (10 minutes by default) from the start of the node.
		expect(waitTill.getTime() - started).toBeGreaterThanOrEqual(10 * 60_000 - 1000);
		expect(waitTill.getTime() - Date.now()).toBeLessThanOrEqual(10 * 60_000);

		const api = serviceApi(slow, '/v1', key);
		const { body: endpoints } = await api.get<{ data: Endpoint[] }>('/webhook_endpoints');
		expect(endpoints.data).toHaveLength(1);
		const [endpoint] = endpoints.data;
		const url = new URL(endpoint.url);
		expect(`${url.origin}${url.pathname}`).toBe(`${waitingWebhooks.baseUrl}/${executionId}`);
		expect(endpoint.events.sort()).toEqual([
			'collection.canceled',
			'collection.failed',
			'collection.partially_failed',
			'collection.succeeded',
		]);
		const collectionId = url.searchParams.get('dg_collection')!;
		expect(collectionId).toMatch(/^col_/);

		waitingWebhooks.hold({
			executionId,
			parameters: resumeParameters(),
			additionalData: {
				...additionalDataFor(slow.credentials('/v1', key), executionId, 'manual'),
				webhookWaitingBaseUrl: waitingWebhooks.baseUrl,
			},
			run: result.run,
		});
		const resumed = await waitingWebhooks.resumed(executionId);
		expect(resumed.status).toBe('success');
		const [item] = nodeOutput(resumed);
		expect(item.json).toMatchObject({ id: collectionId, status: 'succeeded' });
		expect(item.json.wait_limit_reached).toBeUndefined();
		// n8n pairs a resumed node's output itself, with its first input item.
		expect(item.pairedItem).toEqual({ item: 0 });
		// The endpoint is gone once it has served.
		const { body: after } = await api.get<{ data: Endpoint[] }>('/webhook_endpoints');
		expect(after.data).toEqual([]);
		expect(resumed.data.resultData.runData[NODE_NAME]).toHaveLength(1);
	});

	test('webhook() resumes nothing for a collection not yet ended, nor for a wrong token', async () => {
		const key = await queued.createKey('business');
		const { result, executionId } = await startWaiting(
			queued,
			resumeParameters({ count: 12 }),
			key,
		);
		expect(result.status).toBe('waiting');
		const api = serviceApi(queued, '/v1', key);
		const { body } = await api.get<{ data: Endpoint[] }>('/webhook_endpoints');
		const endpointUrl = body.data[0].url;
		waitingWebhooks.hold({
			executionId,
			parameters: resumeParameters({ count: 12 }),
			additionalData: {
				...additionalDataFor(queued.credentials('/v1', key), executionId, 'manual'),
			},
			run: result.run,
		});

		const early = await fetch(endpointUrl, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify({ forged: true }),
		});
		expect(early.status).toBe(200);
		expect(await early.json()).toEqual({
			received: true,
			resumed: false,
			status: expect.stringMatching(/queued|running/),
		});

		const forged = new URL(endpointUrl);
		forged.searchParams.set('dg_token', 'x'.repeat(43));
		const refused = await fetch(forged, { method: 'POST' });
		expect(refused.status).toBe(401);
		const calls = waitingWebhooks.calls.filter((c) => c.executionId === executionId);
		expect(calls.map((c) => c.result?.workflowData)).toEqual([undefined, undefined]);

		// Positive control: once the collection has ended (3 s), the service's own event resumes it.
		const resumed = await waitingWebhooks.resumed(executionId);
		expect(nodeOutput(resumed)[0].json).toMatchObject({ status: 'succeeded' });
		const last = waitingWebhooks.calls.filter((c) => c.executionId === executionId).pop();
		expect(last?.status).toBe(200);
	});

	test('the Resume Limit passing continues with the collection as it was and wait_limit_reached', async () => {
		const key = await queued.createKey('business');
		const parameters = resumeParameters({ count: 12, maxWait: 0.5 });
		const { result, executionId, started, additionalData } = await startWaiting(
			queued,
			parameters,
			key,
		);
		expect(result.status).toBe('waiting');
		expect(result.run.waitTill!.getTime() - started).toBeGreaterThanOrEqual(30_000 - 1000);
		expect(result.run.waitTill!.getTime() - started).toBeLessThanOrEqual(30_000 + 5000);
		const ended = await endWaitByTime({
			executionId,
			parameters,
			additionalData: {
				...additionalDataFor(queued.credentials('/v1', key), executionId, 'manual'),
				...additionalData,
			},
			run: result.run,
		});
		expect(ended.status).toBe('success');
		const [item] = nodeOutput(ended);
		expect(item.json).toMatchObject({ object: 'collection', wait_limit_reached: true });
		expect(['queued', 'running']).toContain(item.json.status);
		expect(item.pairedItem).toEqual({ item: 0 });

		// The node did not run again, so its endpoint is still there. The next Create with Resume on
		// Webhook on this n8n leaves it while its collection runs, and removes it once it has ended.
		const api = serviceApi(queued, '/v1', key);
		const endpoints = async () =>
			(await api.get<{ data: Endpoint[] }>('/webhook_endpoints')).body.data
				.map((e) => new URL(e.url).searchParams.get('dg_collection'))
				.sort();
		expect(await endpoints()).toEqual([item.json.id]);
		const next = await startWaiting(queued, resumeParameters({ count: 2 }), key);
		expect(next.result.status).toBe('waiting');
		const [running] = nodeOutput(next.result.run);
		expect(await endpoints()).toEqual([running.json.id, item.json.id].sort());
		await untilEnded(queued, String(item.json.id), key);
		await untilEnded(queued, String(running.json.id), key);
		const third = await startWaiting(queued, resumeParameters({ count: 2 }), key);
		const [newest] = nodeOutput(third.result.run);
		// Both ended collections' endpoints are gone: the limit's, and `next`'s, whose call the
		// stand-in answered 409 as n8n does for an execution it does not hold waiting.
		expect(await endpoints()).toEqual([newest.json.id]);
	});

	test('several collections in one run cannot resume one execution: refused before anything is made', async () => {
		const key = await service.createKey('business');
		const result = await runNode({
			parameters: resumeParameters(),
			credentials: service.credentials('/v1', key),
			items: [{ json: {} }, { json: {} }],
		});
		expect(result.status).toBe('error');
		expect(result.error?.message).toBe(
			'Resume on Webhook waits for one collection, and this run would make one per input item',
		);
		const { body } = await serviceApi(service, '/v1', key).get<{ data: unknown[] }>('/collections');
		expect(body.data).toEqual([]);
	});
});
