// Collections in a running n8n (`n8n start`), against a reference server whose designs take time
// (`--generation-latency-ms`, a few designs in flight at once), so a collection runs for seconds:
// - Wait: one collection from all input items, then its designs in the collection's order;
// - Return at Once: the collection as accepted, still being made;
// - Resume on Webhook: 50 designs; the execution waits in n8n's database (status `waiting`, nothing
//   `running`) until the service calls `$execution.resumeUrl`, then ends with the finished collection;
//   the endpoint the node registered is gone afterwards;
// - the webhook Trigger receives `collection.succeeded`;
// - a collection canceled through the API while the node waits;
// - the service stopped with SIGTERM while the node waits, and started again on the same database:
//   the collection ends with exactly its designs, none twice.
// The same Resume on Webhook runs in queue mode (COLLECTIONS_QUEUE, run by queue-mode.mjs), where
// the worker computes the resume URL and main serves it.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { freePort, sleep, waitFor } from '../../scripts/n8n/lib.mjs';
import {
	N8nRest,
	importCredentials,
	importWorkflows,
	installPackage,
	startN8n,
	startReferenceServer,
} from '../../scripts/n8n/instance.mjs';
import {
	activate,
	executionsOf,
	finishedExecution,
	n8nFlatted,
	runThroughWebhook,
	startThroughWebhook,
	withWebhookTrigger,
} from './executions.mjs';
import { createKey } from './reference-server.mjs';
import { TRIGGER_TYPE, serviceApi, startCollector, triggerWorkflow } from './triggers.mjs';
import { credentialsFor, linearWorkflow, out, single } from './workflow-kit.mjs';

const LATENCY_MS = 2000;
const IN_FLIGHT = 5;
const CREATE = 'Create Collection';
const ENDED = ['succeeded', 'partially_failed', 'failed', 'canceled'];

const TITLES = {
	setup: 'collections: reference server with latency, n8n started, workflows and trigger activated',
	wait: 'collection Wait: one collection from 6 input items (custom ids), its designs in order',
	atOnce: 'collection Return at Once: a brief of 12 answers at once with the queued collection',
	resume:
		'collection Resume on Webhook: 50 designs, the execution waits with nothing running and resumes when the collection ends',
	trigger: 'collection events: the webhook trigger receives collection.succeeded',
	cancel:
		'collection Wait, canceled through the API mid-way: the node ends with the canceled collection',
	restart:
		'collection Wait, service restarted (SIGTERM) mid-way: exactly 20 designs in the end, none twice',
};

/** A Design Generator step that creates a collection. */
function createStep(parameters) {
	return {
		name: CREATE,
		parameters: { resource: 'collection', operation: 'create', style: 'minimalist', ...parameters },
	};
}

function fromBrief(name, count, completion, brief) {
	return withWebhookTrigger(
		linearWorkflow(name, [
			createStep({
				source: 'brief',
				name,
				brief,
				count,
				completion,
				...(completion !== 'returnAtOnce' && { maxWait: 5 }),
			}),
		]),
	);
}

const LINES = ['ivory', 'sand', 'terracotta', 'olive', 'navy', 'rust'].map((color, i) => ({
	prompt: `${color} washed linen ${['shirt', 'wide-leg trousers', 'shirt dress', 'blazer', 'shorts', 'tote bag'][i]}`,
	sku: `SKU-${100 + i}`,
}));

const WORKFLOWS = {
	wait: withWebhookTrigger(
		linearWorkflow('ColWait', [
			{
				name: 'Lines',
				type: 'n8n-nodes-base.set',
				typeVersion: 3.4,
				parameters: {
					mode: 'raw',
					jsonOutput: JSON.stringify({ lines: LINES }),
					options: {},
				},
			},
			{
				name: 'One item per line',
				type: 'n8n-nodes-base.splitOut',
				typeVersion: 1,
				parameters: { fieldToSplitOut: 'lines', options: {} },
			},
			createStep({
				source: 'items',
				name: 'Linen story',
				itemPrompt: '={{ $json.prompt }}',
				itemFields: { customId: '={{ $json.sku }}' },
				completion: 'wait',
				maxWait: 5,
			}),
			{
				name: 'Get Designs',
				parameters: {
					resource: 'collection',
					operation: 'getDesigns',
					collectionId: '={{ $json.id }}',
					returnAll: true,
				},
			},
		]),
	),
	atOnce: fromBrief(
		'ColAtOnce',
		12,
		'returnAtOnce',
		'pre-fall tailoring in charcoal wool and camel, a check for the trousers',
	),
	resume: fromBrief(
		'ColResume',
		50,
		'resumeOnWebhook',
		'resort capsule in washed linen, sand, terracotta and ivory',
	),
	cancel: fromBrief('ColCancel', 20, 'wait', 'festival drop in denim, rust and cream'),
	restart: fromBrief(
		'ColRestart',
		20,
		'wait',
		'knitwear story in merino: oatmeal, forest green and burgundy',
	),
};

/** Every design of a collection, through the list's paging. */
async function designsOf(api, collectionId) {
	const designs = [];
	let after;
	for (;;) {
		const qs = `collection_id=${collectionId}&limit=100${after ? `&starting_after=${after}` : ''}`;
		const r = await api('GET', `/designs?${qs}`);
		assert.equal(r.status, 200, `GET /designs?${qs}: ${r.status} ${JSON.stringify(r.json)}`);
		designs.push(...r.json.data);
		if (!r.json.has_more) return designs;
		after = r.json.data.at(-1).id;
	}
}

/** The collection the node created, read back from the service once the execution reached it. */
async function createdCollection(api, namePrefix) {
	return waitFor(
		`the collection "${namePrefix}" to exist`,
		async () => {
			const r = await api('GET', '/collections?limit=100');
			return r.json?.data?.find((c) => c.name === namePrefix);
		},
		{ timeoutMs: 30_000, intervalMs: 200 },
	);
}

/** Exactly `total` designs for the collection, each of a different item, none twice. */
async function assertExactlyOnce(api, collection, total) {
	const designs = await designsOf(api, collection.id);
	assert.equal(designs.length, total, `designs of ${collection.id}`);
	assert.equal(new Set(designs.map((d) => d.id)).size, total, 'no design listed twice');
	for (const d of designs) assert.equal(d.collection_id, collection.id);
	const prompts = designs.map((d) => `${d.prompt}|${d.seed}`);
	assert.equal(new Set(prompts).size, total, 'no item made twice');
	return designs;
}

async function setUp({ info, tarball, dir, stack }) {
	const db = join(dir, 'collections.sqlite');
	const port = await freePort();
	const serverArgs = {
		port,
		db,
		logFile: join(dir, 'collections-server.log'),
		extraArgs: [
			// A collection charges its total to the generate budget up front: these checks make 108
			// designs within a minute or two, the default budget is 60 a minute.
			'--rate-limit-generate',
			'1000',
			'--generation-latency-ms',
			String(LATENCY_MS),
			'--collection-concurrency',
			String(IN_FLIGHT),
		],
	};
	const service = { ...(await startReferenceServer(serverArgs)), serverArgs };
	stack.push(() => service.stop());
	service.apiKey = await createKey(db, 'e2e-collections');
	service.revokedKey = await createKey(db, 'e2e-collections-spare');
	const collector = await startCollector();
	stack.push(() => collector.stop());

	const userFolder = join(dir, 'n8n-collections');
	const logFile = join(dir, 'collections-cli.log');
	await installPackage(userFolder, tarball, { logFile });
	await importCredentials(info, userFolder, credentialsFor(service), { logFile });
	const trigger = triggerWorkflow(
		'ColEvents',
		{
			type: TRIGGER_TYPE,
			typeVersion: 1,
			webhookId: randomUUID(),
			parameters: { events: ['collection.succeeded'] },
		},
		collector.url,
		'collection-events',
	);
	await importWorkflows(info, userFolder, [...Object.values(WORKFLOWS), trigger], { logFile });

	const n8nPort = await freePort();
	const n8n = await startN8n(info, userFolder, {
		port: n8nPort,
		logFile: join(dir, 'collections-n8n.log'),
		env: { WEBHOOK_URL: `http://127.0.0.1:${n8nPort}/` },
	});
	stack.push(() => n8n.stop());
	const rest = new N8nRest(n8n.baseUrl);
	await rest.ensureOwner({ email: 'e2e@example.com', password: 'E2e-Passw0rd!' });
	await activate(rest, [...Object.values(WORKFLOWS), trigger]);
	stack.push(async () => {
		// Leave no endpoint behind on the service when a check failed early.
		for (const wf of [...Object.values(WORKFLOWS), trigger])
			await rest.request('POST', `/rest/workflows/${wf.id}/deactivate`, {}).catch(() => undefined);
	});
	const ctx = { baseUrl: n8n.baseUrl, rest, flatted: n8nFlatted(info) };
	return { ctx, service, api: serviceApi(service), collector };
}

/** Stops the service with SIGTERM and starts it again on the same port and database. */
async function restartService(service) {
	service.stop();
	await waitFor('the service to stop', () => !service.alive(), { timeoutMs: 30_000 });
	await sleep(1000); // the node polls against a closed port meanwhile
	const again = await startReferenceServer(service.serverArgs);
	Object.assign(service, { child: again.child, alive: again.alive, stop: again.stop });
}

export const COLLECTIONS = {
	titles: Object.values(TITLES),

	async run({ info, tarball, dir, check, selected }) {
		if (!this.titles.some(selected)) return;
		const stack = [];
		try {
			const setup = await check(TITLES.setup, () => setUp({ info, tarball, dir, stack }));
			if (!setup) return;
			const { ctx, service, api, collector } = setup;

			if (selected(TITLES.wait))
				await check(TITLES.wait, async () => {
					const run = await runThroughWebhook(ctx, WORKFLOWS.wait);
					const item = single(run, CREATE);
					const collection = item.json;
					assert.equal(collection.status, 'succeeded', JSON.stringify(collection).slice(0, 400));
					assert.deepEqual(collection.request_counts, {
						total: 6,
						pending: 0,
						succeeded: 6,
						failed: 0,
						canceled: 0,
					});
					assert.deepEqual(
						(item.pairedItem ?? []).map((p) => p.item).sort(),
						[0, 1, 2, 3, 4, 5],
						'the one output item pairs with every input item',
					);
					const designs = out(run, 'Get Designs').map((i) => i.json);
					assert.deepEqual(
						designs.map((d) => d.custom_id),
						LINES.map((l) => l.sku),
						"the designs in the collection's order, each with its custom id",
					);
					assert.deepEqual(
						designs.map((d) => d.prompt),
						LINES.map((l) => l.prompt),
					);
					for (const d of designs) assert.equal(d.status, 'succeeded');
				});

			if (selected(TITLES.atOnce))
				await check(TITLES.atOnce, async () => {
					const run = await runThroughWebhook(ctx, WORKFLOWS.atOnce);
					const collection = single(run, CREATE).json;
					assert.match(collection.id, /^col_/);
					assert.ok(['queued', 'running'].includes(collection.status), collection.status);
					assert.equal(collection.request_counts.total, 12);
					assert.ok(collection.palette.length >= 1 && collection.palette.length <= 6);
					// Not needed further: its remaining designs would only delay the next checks.
					const r = await api('POST', `/collections/${collection.id}/cancel`);
					assert.equal(r.status, 200);
				});

			let resumed;
			if (selected(TITLES.resume) || selected(TITLES.trigger))
				resumed = await check(TITLES.resume, async () => {
					const id = await startThroughWebhook(ctx, WORKFLOWS.resume);
					const collection = await createdCollection(api, 'ColResume');
					// While the collection runs: the execution waits, nothing of this workflow runs.
					const samples = [];
					for (;;) {
						const [execution] = (await executionsOf(ctx.rest, WORKFLOWS.resume.id)).filter(
							(e) => String(e.id) === id,
						);
						const now = (await api('GET', `/collections/${collection.id}`)).json;
						if (ENDED.includes(now.status)) break;
						samples.push(execution?.status);
						await sleep(1000);
					}
					const waiting = samples.filter((s) => s === 'waiting').length;
					assert.ok(waiting >= 5, `samples while the collection ran: ${samples.join(', ')}`);
					assert.ok(
						!samples.slice(samples.indexOf('waiting')).includes('running'),
						`once waiting, the execution never ran before the end: ${samples.join(', ')}`,
					);
					const run = await finishedExecution(ctx, WORKFLOWS.resume.id, id);
					assert.equal(run.status, 'success');
					const ended = single(run, CREATE).json;
					assert.equal(ended.id, collection.id);
					assert.equal(ended.status, 'succeeded');
					assert.equal(ended.request_counts.succeeded, 50);
					assert.notEqual(ended.wait_limit_reached, true);
					const lag = Date.parse(run.stoppedAt) - Date.parse(ended.completed_at);
					console.log(
						`        waiting in ${waiting} of ${samples.length} samples; resumed, ended ${lag} ms after completed_at`,
					);
					const endpoints = (await api('GET', '/webhook_endpoints?limit=100')).json.data;
					assert.deepEqual(
						endpoints.filter((e) => e.url.includes('/webhook-waiting/')).map((e) => e.url),
						[],
						'the endpoint the node registered for its resume URL is removed',
					);
					await assertExactlyOnce(api, collection, 50);
					return ended;
				});

			if (selected(TITLES.trigger) && resumed)
				await check(TITLES.trigger, async () => {
					const item = await waitFor(
						'collection.succeeded at the trigger',
						() =>
							collector
								.items('collection-events')
								.find((e) => JSON.stringify(e).includes(resumed.id)) ?? false,
						{ timeoutMs: 30_000, intervalMs: 250 },
					);
					assert.equal(item.event_type ?? item.type, 'collection.succeeded');
					assert.equal(item.id, resumed.id, 'the collection id is at the top level');
					assert.equal(item.status, 'succeeded');
				});

			if (selected(TITLES.cancel))
				await check(TITLES.cancel, async () => {
					const id = await startThroughWebhook(ctx, WORKFLOWS.cancel);
					const collection = await createdCollection(api, 'ColCancel');
					await waitFor(
						'two designs of the collection',
						async () => (await designsOf(api, collection.id)).length >= 2,
						{ timeoutMs: 30_000, intervalMs: 200 },
					);
					const r = await api('POST', `/collections/${collection.id}/cancel`);
					assert.equal(r.status, 200);
					const run = await finishedExecution(ctx, WORKFLOWS.cancel.id, id);
					assert.equal(run.status, 'success');
					const ended = single(run, CREATE).json;
					assert.equal(ended.status, 'canceled');
					const counts = ended.request_counts;
					assert.ok(counts.canceled > 0, JSON.stringify(counts));
					// Designs in flight when it was canceled still finish; then nothing changes.
					await sleep(LATENCY_MS + 1000);
					const settled = (await api('GET', `/collections/${collection.id}`)).json;
					const c = settled.request_counts;
					assert.equal(c.pending, 0, JSON.stringify(c));
					assert.equal(c.succeeded + c.failed + c.canceled, 20, JSON.stringify(c));
					assert.equal((await designsOf(api, collection.id)).length, c.succeeded + c.failed);
				});

			if (selected(TITLES.restart))
				await check(TITLES.restart, async () => {
					const id = await startThroughWebhook(ctx, WORKFLOWS.restart);
					const collection = await createdCollection(api, 'ColRestart');
					await waitFor(
						'three designs of the collection',
						async () => (await designsOf(api, collection.id)).length >= 3,
						{ timeoutMs: 30_000, intervalMs: 200 },
					);
					const before = (await designsOf(api, collection.id)).length;
					await restartService(service);
					const run = await finishedExecution(ctx, WORKFLOWS.restart.id, id);
					assert.equal(run.status, 'success', JSON.stringify(run.data?.resultData?.error));
					const ended = single(run, CREATE).json;
					assert.equal(ended.status, 'succeeded');
					assert.equal(ended.request_counts.succeeded, 20);
					await assertExactlyOnce(api, collection, 20);
					console.log(`        restarted with ${before} of 20 designs made`);
				});
		} finally {
			for (const stop of stack.reverse()) await stop();
		}
	},
};

/**
 * The completion modes in queue mode. Resume on Webhook: the worker puts the execution to wait
 * and computes its resume URL; main takes the service's call and enqueues the resumed execution.
 * (Wait runs in example 07's queue-mode check.)
 */
export const COLLECTIONS_QUEUE = [
	{
		title:
			'queue mode: collection Return at Once answers on the worker with the accepted collection',
		workflow: fromBrief(
			'QueueColAtOnce',
			3,
			'returnAtOnce',
			'a small drop of black leather accessories',
		),
		assert(run) {
			assert.equal(run.status, 'success', JSON.stringify(run.data?.resultData?.error));
			const accepted = single(run, CREATE).json;
			assert.match(accepted.id, /^col_/);
			assert.equal(accepted.request_counts.total, 3);
		},
	},
	{
		title:
			'queue mode: collection Resume on Webhook resumes on the worker with the finished collection',
		workflow: fromBrief(
			'QueueColResume',
			12,
			'resumeOnWebhook',
			'athleisure drop in recycled nylon, black, lilac and mint',
		),
		assert(run) {
			assert.equal(run.status, 'success', JSON.stringify(run.data?.resultData?.error));
			const ended = single(run, CREATE).json;
			assert.equal(ended.status, 'succeeded');
			assert.equal(ended.request_counts.succeeded, 12);
		},
	},
];
