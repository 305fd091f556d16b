// Collection → Create with Completion "Resume on Webhook" in a running n8n (`n8n start`), against
// a reference server whose designs take a few seconds: a workflow started by its Webhook node makes
// a collection, n8n holds the execution waiting, the service's `collection.succeeded` delivery to
// the execution's resume URL resumes it, and the node's output (sent on to a collector by an HTTP
// Request node) is the ended collection; the endpoint the node subscribed is gone afterwards. A
// call to the resume URL before the collection has ended, or with a forged token, resumes nothing.
// Then the Resume Limit: against a server whose designs take ten minutes, n8n's own wait tracker
// ends the wait at Max Wait and the output is the collection as it was, with wait_limit_reached.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { freePort, waitFor } from '../../scripts/n8n/lib.mjs';
import {
	N8nRest,
	importCredentials,
	importWorkflows,
	installPackage,
	startN8n,
	startReferenceServer,
} from '../../scripts/n8n/instance.mjs';
import { createKey } from './reference-server.mjs';
import { serviceApi as api, setActive, startCollector } from './triggers.mjs';
import { CREDENTIAL_TYPE, NODE_TYPE, id16 } from './workflow-kit.mjs';

const TITLES = {
	setup: 'collections: n8n started, reference servers with slow designs, resume workflows active',
	resumed:
		"collections: Resume on Webhook waits in n8n, an early or forged call resumes nothing, and the service's collection.succeeded delivery resumes it with the ended collection; the endpoint is removed",
	limit:
		"collections: at Max Wait n8n's wait tracker continues the execution with the collection as it was and wait_limit_reached",
};

const FAST = { id: id16('dgE2eCollections'), name: 'Design Generator (e2e, 3 s designs)' };
const STUCK = { id: id16('dgE2eCollStuck00'), name: 'Design Generator (e2e, 10 min designs)' };

/** Webhook → Collection → Create (Resume on Webhook) → HTTP Request to the collector. */
function resumeWorkflow(name, credential, maxWait, collectorUrl) {
	const path = `collection-${name.toLowerCase()}`;
	return {
		path,
		workflow: {
			id: id16(`dgE2eColl${name}`),
			name: `E2E: collection ${name}`,
			active: false,
			nodes: [
				{
					id: randomUUID(),
					name: 'Webhook',
					type: 'n8n-nodes-base.webhook',
					typeVersion: 2,
					position: [0, 0],
					webhookId: randomUUID(),
					parameters: { httpMethod: 'POST', path, responseMode: 'onReceived', options: {} },
				},
				{
					id: randomUUID(),
					name: 'Collection',
					type: NODE_TYPE,
					typeVersion: 1.1,
					position: [220, 0],
					webhookId: randomUUID(),
					credentials: { [CREDENTIAL_TYPE]: credential },
					parameters: {
						resource: 'collection',
						operation: 'create',
						source: 'brief',
						name: '={{ $json.body.name }}',
						style: 'minimalist',
						brief: 'resort capsule in washed linen, sand and ivory',
						count: 4,
						completion: 'resumeOnWebhook',
						maxWait,
					},
				},
				{
					id: randomUUID(),
					name: 'Collect',
					type: 'n8n-nodes-base.httpRequest',
					typeVersion: 4.2,
					position: [440, 0],
					parameters: {
						method: 'POST',
						url: `${collectorUrl}/${path}`,
						sendBody: true,
						specifyBody: 'json',
						jsonBody: '={{ JSON.stringify($json) }}',
						options: {},
					},
				},
			],
			connections: {
				Webhook: { main: [[{ node: 'Collection', type: 'main', index: 0 }]] },
				Collection: { main: [[{ node: 'Collect', type: 'main', index: 0 }]] },
			},
			settings: { executionOrder: 'v1' },
			pinData: {},
		},
	};
}

async function slowServer(dir, name, latencyMs) {
	const db = join(dir, `collections-${name}.sqlite`);
	const server = await startReferenceServer({
		port: await freePort(),
		db,
		extraArgs: ['--generation-latency-ms', String(latencyMs)],
		logFile: join(dir, `collections-${name}-server.log`),
	});
	return { ...server, apiKey: await createKey(db, `e2e-collections-${name}`) };
}

async function executionsOf(rest, workflowId) {
	const filter = encodeURIComponent(JSON.stringify({ workflowId }));
	const r = await rest.request('GET', `/rest/executions?filter=${filter}`);
	assert.equal(r.status, 200, `GET /rest/executions: ${r.status} ${r.text.slice(0, 200)}`);
	return r.json.data.results;
}

export const COLLECTIONS_E2E = {
	titles: Object.values(TITLES),

	async run({ info, tarball, dir, check, selected }) {
		if (!this.titles.some(selected)) return;
		const stack = [];
		try {
			const ctx = await check(TITLES.setup, async () => {
				const collector = await startCollector();
				stack.push(() => collector.stop());
				const fast = await slowServer(dir, 'fast', 3000);
				stack.push(() => fast.stop());
				const stuck = await slowServer(dir, 'stuck', 600_000);
				stack.push(() => stuck.stop());
				const userFolder = join(dir, 'n8n-collections');
				const logFile = join(dir, 'collections-cli.log');
				await installPackage(userFolder, tarball, { logFile });
				const data = (server) => ({
					apiKey: server.apiKey,
					baseUrl: server.baseUrl,
					apiPrefix: '/v1',
				});
				await importCredentials(
					info,
					userFolder,
					[
						{ ...FAST, type: CREDENTIAL_TYPE, data: data(fast) },
						{ ...STUCK, type: CREDENTIAL_TYPE, data: data(stuck) },
					],
					{ logFile },
				);
				const resumed = resumeWorkflow('Resumed', FAST, 10, collector.url);
				// Max Wait 0.1 minutes: n8n's wait tracker looks for due executions once a minute.
				const limited = resumeWorkflow('Limited', STUCK, 0.1, collector.url);
				await importWorkflows(info, userFolder, [resumed.workflow, limited.workflow], { logFile });
				const port = await freePort();
				const n8n = await startN8n(info, userFolder, {
					port,
					logFile: join(dir, 'collections-n8n.log'),
					env: { WEBHOOK_URL: `http://127.0.0.1:${port}/` },
				});
				stack.push(() => n8n.stop());
				const rest = new N8nRest(n8n.baseUrl);
				await rest.ensureOwner({ email: 'e2e@example.com', password: 'E2e-Passw0rd!' });
				for (const { workflow } of [resumed, limited]) {
					await setActive(rest, workflow.id, true);
					stack.push(() => setActive(rest, workflow.id, false).catch(() => undefined));
				}
				return { collector, fast, stuck, n8n, rest, resumed, limited };
			});
			if (!ctx) return;
			const { collector, fast, stuck, n8n, rest, resumed, limited } = ctx;
			const start = async ({ path }, name) => {
				const res = await waitFor(
					`the webhook ${path} to be live`,
					async () => {
						const r = await fetch(`${n8n.baseUrl}/webhook/${path}`, {
							method: 'POST',
							headers: { 'content-type': 'application/json' },
							body: JSON.stringify({ name }),
						});
						return r.ok && r;
					},
					{ timeoutMs: 30_000, intervalMs: 500 },
				);
				assert.equal(res.status, 200);
			};

			if (selected(TITLES.resumed)) {
				await check(TITLES.resumed, async () => {
					await start(resumed, 'Resort E2E');
					const waiting = await waitFor(
						'the execution to wait, with an endpoint at its resume URL',
						async () => {
							const list = await api(fast)('GET', '/webhook_endpoints');
							const runs = await executionsOf(rest, resumed.workflow.id);
							return (
								list.json.data.length === 1 &&
								runs.some((r) => r.status === 'waiting') && { endpoint: list.json.data[0], runs }
							);
						},
						{ timeoutMs: 20_000, intervalMs: 200 },
					);
					const execution = waiting.runs.find((r) => r.status === 'waiting');
					assert.ok(
						waiting.endpoint.url.startsWith(`${n8n.baseUrl}/webhook-waiting/${execution.id}?`),
						waiting.endpoint.url,
					);
					// Before the collection ends (3 s): a call with the right token resumes nothing, a forged
					// token is refused, and the execution keeps waiting.
					const early = await fetch(waiting.endpoint.url, {
						method: 'POST',
						headers: { 'content-type': 'application/json' },
						body: '{}',
					});
					assert.equal(early.status, 200);
					assert.equal((await early.json()).resumed, false);
					const forged = new URL(waiting.endpoint.url);
					forged.searchParams.set('dg_token', 'x'.repeat(43));
					assert.equal((await fetch(forged, { method: 'POST' })).status, 401);
					const still = await executionsOf(rest, resumed.workflow.id);
					assert.equal(still.find((r) => r.id === execution.id)?.status, 'waiting');
					assert.equal(collector.items(resumed.path).length, 0);
					const [item] = await waitFor(
						'the resumed workflow to send the collection on',
						() => collector.items(resumed.path).length > 0 && collector.items(resumed.path),
						{ timeoutMs: 60_000, intervalMs: 250 },
					);
					assert.equal(item.object, 'collection');
					assert.equal(item.name, 'Resort E2E');
					assert.equal(item.status, 'succeeded', JSON.stringify(item));
					assert.equal(item.request_counts.succeeded, 4);
					assert.equal(item.wait_limit_reached, undefined);
					await waitFor(
						'the endpoint to be removed',
						async () => (await api(fast)('GET', '/webhook_endpoints')).json.data.length === 0,
						{ timeoutMs: 10_000, intervalMs: 200 },
					);
					const runs = await executionsOf(rest, resumed.workflow.id);
					assert.equal(runs.find((r) => r.id === execution.id)?.status, 'success');
				});
			}

			if (selected(TITLES.limit)) {
				await check(TITLES.limit, async () => {
					const started = Date.now();
					await start(limited, 'Stuck E2E');
					const [item] = await waitFor(
						'the wait to end at Max Wait',
						() => collector.items(limited.path).length > 0 && collector.items(limited.path),
						{ timeoutMs: 150_000, intervalMs: 500 },
					);
					assert.ok(Date.now() - started >= 6000, 'not before Max Wait');
					assert.equal(item.object, 'collection');
					assert.equal(item.name, 'Stuck E2E');
					assert.equal(item.wait_limit_reached, true, JSON.stringify(item));
					assert.ok(['queued', 'running'].includes(item.status), item.status);
					await api(stuck)('POST', `/collections/${item.id}/cancel`, {});
				});
			}
		} finally {
			for (const stop of stack.reverse()) await stop();
		}
	},
};
