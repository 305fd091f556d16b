// Executions started in a running n8n (`n8n start`, or queue mode's main) through a Webhook trigger,
// and read back from n8n's database through its REST API, as the editor reads them.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { waitFor } from '../../scripts/n8n/lib.mjs';

const MANUAL_TRIGGER = 'n8n-nodes-base.manualTrigger';
export const DONE = ['success', 'error', 'crashed', 'canceled'];

/** The workflow with each Manual Trigger replaced by a Webhook of the same name (same connections). */
export function withWebhookTrigger(workflow) {
	const path = `dg-e2e-${workflow.id}`;
	const nodes = workflow.nodes.map((node) =>
		node.type !== MANUAL_TRIGGER
			? node
			: {
					id: node.id,
					name: node.name,
					type: 'n8n-nodes-base.webhook',
					typeVersion: 2,
					position: node.position,
					webhookId: randomUUID(),
					parameters: { httpMethod: 'POST', path, responseMode: 'onReceived', options: {} },
				},
	);
	return { ...workflow, nodes, active: false, path };
}

/** Run data is stored with `flatted` (circular references allowed): read it with n8n's own copy. */
export function n8nFlatted(info) {
	return createRequire(join(info.dir, 'node_modules', 'n8n', 'package.json'))('flatted');
}

/** Activates each workflow (its Webhook trigger then answers on `/webhook/<path>`). */
export async function activate(rest, workflows) {
	for (const workflow of workflows) {
		const wf = await rest.request('GET', `/rest/workflows/${workflow.id}`);
		const versionId = wf.json?.data?.versionId;
		const r = await rest.request('POST', `/rest/workflows/${workflow.id}/activate`, { versionId });
		if (r.status !== 200)
			throw new Error(`activating ${workflow.id}: ${r.status} ${r.text.slice(0, 300)}`);
	}
}

/** The summaries n8n lists for a workflow's executions (id, status, startedAt, stoppedAt …). */
export async function executionsOf(rest, workflowId) {
	const filter = encodeURIComponent(JSON.stringify({ workflowId }));
	const r = await rest.request('GET', `/rest/executions?filter=${filter}`);
	assert.equal(r.status, 200, `GET /rest/executions: ${r.status} ${r.text.slice(0, 200)}`);
	return r.json.data.results;
}

/**
 * Calls the workflow's webhook on `baseUrl` (n8n 2.x applies an activation in the background, so a
 * 404 right after it is tried again). Resolves to the new execution's id once n8n lists it.
 */
export async function startThroughWebhook({ baseUrl, rest }, workflow) {
	const before = new Set((await executionsOf(rest, workflow.id)).map((e) => String(e.id)));
	await waitFor(
		`the webhook of ${workflow.id} to take the call`,
		async () => {
			const res = await fetch(`${baseUrl}/webhook/${workflow.path}`, {
				method: 'POST',
				headers: { 'content-type': 'application/json' },
				body: '{}',
				signal: AbortSignal.timeout(30_000),
			});
			const text = await res.text();
			if (res.status === 404) return false;
			assert.equal(res.status, 200, `webhook call: ${res.status} ${text}`);
			return true;
		},
		{ timeoutMs: 30_000, intervalMs: 500 },
	);
	const started = await waitFor(
		`an execution of ${workflow.id}`,
		async () => (await executionsOf(rest, workflow.id)).find((e) => !before.has(String(e.id))),
		{ timeoutMs: 60_000, intervalMs: 250 },
	);
	return String(started.id);
}

/** Waits for an execution to end; resolves to `{ id, mode, status, startedAt, stoppedAt, data }`. */
export async function finishedExecution({ rest, flatted }, workflowId, id, timeoutMs = 180_000) {
	await waitFor(
		`execution ${id} of ${workflowId} to end`,
		async () =>
			(await executionsOf(rest, workflowId)).some(
				(e) => String(e.id) === id && DONE.includes(e.status),
			),
		{ timeoutMs, intervalMs: 500 },
	);
	const r = await rest.request('GET', `/rest/executions/${id}`);
	const execution = r.json?.data;
	assert.ok(execution?.data, `GET /rest/executions/${id}: ${r.status}`);
	return {
		id: String(execution.id),
		mode: execution.mode,
		status: execution.status,
		startedAt: execution.startedAt,
		stoppedAt: execution.stoppedAt,
		data: flatted.parse(execution.data),
	};
}

/** Calls the workflow's webhook and waits for the execution it started to end. */
export async function runThroughWebhook(ctx, workflow, timeoutMs) {
	const id = await startThroughWebhook(ctx, workflow);
	return finishedExecution(ctx, workflow.id, id, timeoutMs);
}
