// A chat message to a workflow with a Chat Trigger, sent the way n8n's editor sends it from its
// "Open chat" panel (the trigger's default is `public: false`: only that panel can reach it), and
// the execution it starts, read back from n8n's REST API.
//  - n8n 1.x: the editor runs the workflow with the message as the trigger's output
//    (`POST /rest/workflows/:id/run` with `triggerToStartFrom.data`).
//  - n8n 2.x: the editor registers a test chat webhook for a session (`POST /rest/workflows/:id/run`
//    with `triggerToStartFrom` and `chatSessionId`), then posts the message to
//    `/webhook-test/<workflow id>/<session id>`, which answers with the workflow's reply.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { waitFor } from '../../scripts/n8n/lib.mjs';
import { n8nMajor } from '../../scripts/n8n/ensure-n8n.mjs';

const CHAT_TRIGGER_TYPE = '@n8n/n8n-nodes-langchain.chatTrigger';
const FINISHED = ['success', 'error', 'crashed', 'canceled'];

/**
 * Sends `message` to `workflow` (imported in the n8n behind `rest`, logged in) in a new chat
 * session and waits for the execution it starts. Resolves to `{ execution, reply }`: the execution
 * with its run data parsed, and on 2.x the webhook's reply `{ status, text, json }` (1.x's editor
 * reads the answer from the execution instead).
 */
export async function sendChatMessage({ info, n8n, rest, workflow, message, timeoutMs = 180_000 }) {
	const trigger = workflow.nodes.find((n) => n.type === CHAT_TRIGGER_TYPE);
	assert.ok(trigger, 'the workflow has no Chat Trigger');
	const sessionId = randomBytes(16).toString('hex');
	const input = { sessionId, action: 'sendMessage', chatInput: message };
	const before = await executionIds(rest, workflow.id);

	let reply;
	if (n8nMajor(info.version) < 2) {
		const saved = await rest.request('GET', `/rest/workflows/${workflow.id}`);
		assert.equal(saved.status, 200, `GET /rest/workflows/${workflow.id}: ${saved.status}`);
		const run = await rest.request('POST', `/rest/workflows/${workflow.id}/run`, {
			workflowData: saved.json.data,
			startNodes: childrenOf(workflow, trigger.name).map((name) => ({
				name,
				sourceData: { previousNode: trigger.name, previousNodeOutput: 0, previousNodeRun: 0 },
			})),
			triggerToStartFrom: {
				name: trigger.name,
				data: {
					startTime: Date.now(),
					executionTime: 0,
					executionIndex: 0,
					executionStatus: 'success',
					data: { main: [[{ json: input }]] },
					source: [null],
				},
			},
		});
		assert.equal(run.status, 200, `starting the chat execution: ${run.status} ${run.text}`);
		assert.ok(run.json?.data?.executionId, `no execution id: ${run.text.slice(0, 300)}`);
	} else {
		const run = await rest.request('POST', `/rest/workflows/${workflow.id}/run`, {
			workflowId: workflow.id,
			startNodes: [],
			triggerToStartFrom: { name: trigger.name },
			chatSessionId: sessionId,
		});
		assert.equal(run.status, 200, `registering the chat webhook: ${run.status} ${run.text}`);
		assert.equal(run.json?.data?.waitingForWebhook, true, run.text.slice(0, 300));
		const res = await fetch(`${n8n.baseUrl}/webhook-test/${workflow.id}/${sessionId}`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify(input),
			signal: AbortSignal.timeout(timeoutMs),
		});
		// Judged by the caller after the execution: a failed run answers 500 with no detail.
		const text = await res.text();
		reply = { status: res.status, text, json: parseJson(text) };
	}

	const id = await waitFor(
		'the chat execution to appear',
		async () => (await executionIds(rest, workflow.id)).find((e) => !before.includes(e)),
		{ timeoutMs: 30_000, intervalMs: 250 },
	);
	const execution = await waitFor(
		`execution ${id} to finish`,
		async () => {
			const r = await rest.request('GET', `/rest/executions/${id}`);
			return FINISHED.includes(r.json?.data?.status) && r.json.data;
		},
		{ timeoutMs, intervalMs: 500 },
	);
	return { execution: { ...execution, data: parseRunData(info, execution.data) }, reply };
}

/** The nodes the trigger's main output feeds. */
function childrenOf(workflow, name) {
	return (workflow.connections[name]?.main ?? []).flat().map((c) => c.node);
}

async function executionIds(rest, workflowId) {
	const filter = encodeURIComponent(JSON.stringify({ workflowId }));
	const r = await rest.request('GET', `/rest/executions?filter=${filter}`);
	assert.equal(r.status, 200, `GET /rest/executions: ${r.status} ${r.text.slice(0, 200)}`);
	return r.json.data.results.map((e) => String(e.id));
}

/** n8n's REST API sends run data in `flatted` form: parse it with n8n's own copy. */
function parseRunData(info, data) {
	if (typeof data !== 'string') return data;
	const requireFromN8n = createRequire(join(info.dir, 'node_modules', 'n8n', 'package.json'));
	return requireFromN8n('flatted').parse(data);
}

function parseJson(text) {
	try {
		return JSON.parse(text);
	} catch {
		return undefined;
	}
}
