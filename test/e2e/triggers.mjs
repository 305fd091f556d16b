// The triggers in a running n8n (`n8n start`), against the reference server: the webhook trigger
// registers an endpoint when its workflow is activated, receives `design.succeeded` for a design
// generated through the API, refuses a forged or stale delivery with 401 (and runs nothing), and
// removes its endpoint when the workflow is deactivated; the polling trigger receives the same
// events exactly once each across polls. Each workflow sends what its trigger put out to a
// collector (a loopback HTTP server of this test), so the check reads the trigger's real output.
import assert from 'node:assert/strict';
import { createHmac, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { freePort, sleep, waitFor } from '../../scripts/n8n/lib.mjs';
import {
	N8nRest,
	importCredentials,
	importWorkflows,
	installPackage,
	startN8n,
} from '../../scripts/n8n/instance.mjs';
import { CREDENTIAL_TYPE, CREDENTIALS, credentialsFor, id16 } from './workflow-kit.mjs';

export const TRIGGER_TYPE = 'n8n-nodes-design-generator.designGeneratorTrigger';
export const POLLING_TRIGGER_TYPE = 'n8n-nodes-design-generator.designGeneratorPollingTrigger';

const TITLES = {
	setup: 'triggers: n8n started, webhook and polling workflows activated',
	registered: 'webhook trigger: activating the workflow registered one endpoint with the service',
	received:
		'webhook trigger: a design generated through the API starts the workflow with its design.succeeded event',
	forged: 'webhook trigger: a forged, a stale and an unsigned delivery get 401 and start nothing',
	polled: 'polling trigger: every event arrives exactly once across polls, none from before',
	removed: 'webhook trigger: deactivating the workflow removes its endpoint from the service',
};

/** Polls at 0, 10, … 50 s of each minute: one whole second per entry, as n8n requires. */
const POLL_TIMES = {
	item: [0, 10, 20, 30, 40, 50].map((s) => ({ mode: 'custom', cronExpression: `${s} * * * * *` })),
};
const POLL_INTERVAL_MS = 10_000;

/** Trigger → HTTP Request posting the trigger's item to the collector at `/<route>`. */
export function triggerWorkflow(name, trigger, collectorUrl, route) {
	const triggerNode = {
		id: randomUUID(),
		name: 'Trigger',
		position: [0, 0],
		credentials: { [CREDENTIAL_TYPE]: CREDENTIALS.good },
		...trigger,
	};
	return {
		id: id16(`dgE2e${name}`),
		name: `E2E: ${name}`,
		active: false,
		nodes: [
			triggerNode,
			{
				id: randomUUID(),
				name: 'Collect',
				type: 'n8n-nodes-base.httpRequest',
				typeVersion: 4.2,
				position: [220, 0],
				parameters: {
					method: 'POST',
					url: `${collectorUrl}/${route}`,
					sendBody: true,
					specifyBody: 'json',
					jsonBody: '={{ JSON.stringify($json) }}',
					options: {},
				},
			},
		],
		connections: { Trigger: { main: [[{ node: 'Collect', type: 'main', index: 0 }]] } },
		settings: { executionOrder: 'v1' },
		pinData: {},
	};
}

/** A loopback server that keeps every JSON body POSTed to it, by path. */
export async function startCollector() {
	const received = new Map();
	const server = createServer((req, res) => {
		let body = '';
		req.on('data', (d) => (body += d));
		req.on('end', () => {
			const route = req.url.replace(/^\//, '');
			if (!received.has(route)) received.set(route, []);
			try {
				received.get(route).push(JSON.parse(body));
			} catch {
				received.get(route).push({ unparsable: body });
			}
			res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
		});
	});
	const port = await freePort();
	await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
	return {
		url: `http://127.0.0.1:${port}`,
		items: (route) => received.get(route) ?? [],
		stop: () => new Promise((resolve) => server.close(resolve)),
	};
}

/** The reference server's API with the e2e account's key. */
export function serviceApi(server) {
	return async (method, path, body) => {
		const res = await fetch(`${server.baseUrl}/v1${path}`, {
			method,
			headers: {
				authorization: `Bearer ${server.apiKey}`,
				...(body && { 'content-type': 'application/json' }),
			},
			body: body && JSON.stringify(body),
			signal: AbortSignal.timeout(30_000),
		});
		return { status: res.status, json: await res.json().catch(() => undefined) };
	};
}

async function executionCount(rest, workflowId) {
	const filter = encodeURIComponent(JSON.stringify({ workflowId }));
	const r = await rest.request('GET', `/rest/executions?filter=${filter}`);
	assert.equal(r.status, 200, `GET /rest/executions: ${r.status} ${r.text.slice(0, 200)}`);
	return r.json.data.count ?? r.json.data.results.length;
}

export async function setActive(rest, workflowId, active) {
	const wf = await rest.request('GET', `/rest/workflows/${workflowId}`);
	const versionId = wf.json?.data?.versionId;
	const r = await rest.request(
		'POST',
		`/rest/workflows/${workflowId}/${active ? 'activate' : 'deactivate'}`,
		{ versionId },
	);
	if (r.status !== 200)
		throw new Error(
			`${active ? '' : 'de'}activating ${workflowId}: ${r.status} ${r.text.slice(0, 400)}`,
		);
}

async function generate(api, prompt) {
	const r = await api('POST', '/generate', { prompt, style: 'minimalist' });
	assert.equal(r.status, 201, `generate: ${r.status} ${JSON.stringify(r.json)}`);
	return r.json;
}

function sign(secret, body, t = Math.floor(Date.now() / 1000)) {
	return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
}

export const TRIGGERS = {
	titles: Object.values(TITLES),

	/** Needs the reference server the single-process checks use (`server`: baseUrl, apiKey). */
	async run({ info, tarball, dir, check, selected, server }) {
		if (!this.titles.some(selected)) return;
		const stack = [];
		try {
			const ctx = await check(TITLES.setup, () => setUp({ info, tarball, dir, server, stack }));
			if (!ctx) return;
			const { rest, api, collector, n8n, webhookWf, pollingWf, before } = ctx;

			const endpoint = await check(TITLES.registered, async () => {
				// n8n 2.x applies an activation in the background (its publication outbox), so the
				// endpoint appears shortly after the activate call returns.
				const ours = await waitFor(
					'the endpoint registered by the activated workflow',
					async () => {
						const list = await api('GET', '/webhook_endpoints?limit=100');
						const found = list.json.data.filter((e) => e.url.startsWith(n8n.baseUrl));
						return found.length > 0 && found;
					},
					{ timeoutMs: 30_000, intervalMs: 250 },
				);
				await sleep(1000);
				const list = await api('GET', '/webhook_endpoints?limit=100');
				const settled = list.json.data.filter((e) => e.url.startsWith(n8n.baseUrl));
				assert.equal(settled.length, 1, `endpoints for this n8n: ${JSON.stringify(ours)}`);
				assert.deepEqual(settled[0].events, ['design.succeeded']);
				assert.equal(settled[0].secret, undefined, 'a listed endpoint never shows its secret');
				return settled[0];
			});

			const design = await check(TITLES.received, async () => {
				const made = await generate(api, 'sage green linen shirt dress with patch pockets');
				const item = await waitFor(
					'the webhook workflow to send the event on',
					() => collector.items('webhook').find((e) => JSON.stringify(e).includes(made.id)),
					{ timeoutMs: 60_000, intervalMs: 250 },
				);
				assertEventItem(item, made);
				return made;
			});

			if (selected(TITLES.forged) && endpoint && design) {
				await check(TITLES.forged, async () => {
					const runs = await executionCount(rest, webhookWf.id);
					const seen = collector.items('webhook').length;
					const event = JSON.stringify({
						id: `evt_${randomUUID().replace(/-/g, '')}`,
						object: 'event',
						type: 'design.succeeded',
						created_at: new Date().toISOString(),
						data: { object: design },
					});
					const stale = Math.floor(Date.now() / 1000) - 3600;
					const attempts = {
						'a wrong secret': sign('whsec_not-the-secret', event),
						// Signed with the right secret an hour ago: a replay. The test cannot know the
						// secret (only the trigger has it), so a correct signature is out of reach by
						// design; an old timestamp with a wrong one must still be refused.
						'an hour-old timestamp': sign('whsec_not-the-secret', event, stale),
						'no signature': undefined,
					};
					for (const [what, signature] of Object.entries(attempts)) {
						const res = await fetch(endpoint.url, {
							method: 'POST',
							headers: {
								'content-type': 'application/json',
								'design-event-id': 'evt_forged',
								...(signature && { 'design-signature': signature }),
							},
							body: event,
							signal: AbortSignal.timeout(30_000),
						});
						assert.equal(res.status, 401, `${what}: ${res.status} ${await res.text()}`);
					}
					await sleep(3000);
					assert.equal(
						collector.items('webhook').length,
						seen,
						'no forged event reached the workflow',
					);
					assert.equal(await executionCount(rest, webhookWf.id), runs, 'no execution started');
				});
			}

			if (selected(TITLES.polled)) {
				await check(TITLES.polled, async () => {
					const made = [];
					for (const round of [0, 1]) {
						made.push(await generate(api, `navy wool peacoat round ${round} a`));
						made.push(await generate(api, `navy wool peacoat round ${round} b`));
						await waitFor(
							`poll round ${round + 1}`,
							() => made.every((d) => polledIds(collector).includes(d.id)),
							{ timeoutMs: 4 * POLL_INTERVAL_MS, intervalMs: 500 },
						);
					}
					// Two more polls with nothing new: nothing is sent twice.
					await sleep(2 * POLL_INTERVAL_MS + 2000);
					const ids = polledIds(collector);
					assert.equal(new Set(ids).size, ids.length, `an event arrived twice: ${ids.join(', ')}`);
					const expected = [design, ...made].filter(Boolean).map((d) => d.id);
					assert.deepEqual(
						[...ids].sort(),
						[...expected].sort(),
						'exactly the designs generated since activation',
					);
					for (const d of before) assert.ok(!ids.includes(d.id), 'no event from before activation');
					for (const item of collector.items('poll')) {
						const d = [design, ...made].find((x) => x && JSON.stringify(item).includes(x.id));
						assertEventItem(item, d);
					}
				});
			}

			if (selected(TITLES.removed) && endpoint) {
				await check(TITLES.removed, async () => {
					await setActive(rest, webhookWf.id, false);
					// As activation, deactivation is applied in the background on n8n 2.x.
					await waitFor(
						'the endpoint to be deleted',
						async () => (await api('GET', `/webhook_endpoints/${endpoint.id}`)).status === 404,
						{ timeoutMs: 30_000, intervalMs: 250 },
					);
					const list = await api('GET', '/webhook_endpoints?limit=100');
					assert.equal(list.json.data.filter((e) => e.url.startsWith(n8n.baseUrl)).length, 0);
					await setActive(rest, pollingWf.id, false);
				});
			}
		} finally {
			for (const stop of stack.reverse()) await stop();
		}
	},
};

function polledIds(collector) {
	return collector.items('poll').map((item) => item.id ?? item.design?.id ?? item.data?.object?.id);
}

/** The trigger's item: the event, with the design's fields at the top level for mapping. */
function assertEventItem(item, design) {
	assert.ok(item, 'no item');
	assert.equal(
		item.event_type ?? item.type,
		'design.succeeded',
		JSON.stringify(item).slice(0, 400),
	);
	assert.match(String(item.event_id ?? item.event?.id), /^evt_/, 'the event id is on the item');
	assert.equal(item.id, design.id, 'the design id is at the top level');
	assert.equal(item.status, 'succeeded');
	assert.equal(item.title, design.title);
	assert.equal(item.image?.url, design.image.url);
}

async function setUp({ info, tarball, dir, server, stack }) {
	const collector = await startCollector();
	stack.push(() => collector.stop());
	const api = serviceApi(server);
	const userFolder = join(dir, 'n8n-triggers');
	const logFile = join(dir, 'triggers-cli.log');
	await installPackage(userFolder, tarball, { logFile });
	await importCredentials(info, userFolder, credentialsFor(server), { logFile });
	const webhookWf = triggerWorkflow(
		'WebhookTrigger',
		{
			type: TRIGGER_TYPE,
			typeVersion: 1,
			webhookId: randomUUID(),
			parameters: { events: ['design.succeeded'] },
		},
		collector.url,
		'webhook',
	);
	const pollingWf = triggerWorkflow(
		'PollingTrigger',
		{
			type: POLLING_TRIGGER_TYPE,
			typeVersion: 1,
			parameters: { events: ['design.succeeded'], pollTimes: POLL_TIMES },
		},
		collector.url,
		'poll',
	);
	await importWorkflows(info, userFolder, [webhookWf, pollingWf], { logFile });

	// Events from before activation: the polling trigger must not send these.
	const before = [await generate(api, 'charcoal pleated midi skirt')];

	const port = await freePort();
	const n8n = await startN8n(info, userFolder, {
		port,
		logFile: join(dir, 'triggers-n8n.log'),
		env: { WEBHOOK_URL: `http://127.0.0.1:${port}/` },
	});
	stack.push(() => n8n.stop());
	const rest = new N8nRest(n8n.baseUrl);
	await rest.ensureOwner({ email: 'e2e@example.com', password: 'E2e-Passw0rd!' });
	await setActive(rest, webhookWf.id, true);
	await setActive(rest, pollingWf.id, true);
	stack.push(async () => {
		// Leave no endpoint behind when a check failed before deactivation.
		for (const wf of [webhookWf, pollingWf])
			await setActive(rest, wf.id, false).catch(() => undefined);
	});
	return { rest, api, collector, n8n, webhookWf, pollingWf, before };
}
