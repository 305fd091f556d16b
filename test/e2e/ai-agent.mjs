// Example 03 (an AI Agent with the node as its tools) executed in a started n8n: n8n's own AI
// Agent and OpenAI Chat Model nodes, the model's OpenAI credential pointed at a scripted
// OpenAI-compatible double (model-double.mjs, scripted-assistant.mjs), and a chat message sent the
// way the editor's "Open chat" sends it. The example is imported as shipped except for the model's
// credential. Everything but the model is real: the agent calls the Design Generator tools, they
// call the reference server, and the checks read the design and its publication from the server.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { writeJson } from '../../scripts/n8n/lib.mjs';
import {
	N8nRest,
	importCredentials,
	importWorkflows,
	installPackage,
	loadExamples,
	startN8n,
} from '../../scripts/n8n/instance.mjs';
import { sendChatMessage } from './manual-chat.mjs';
import { startModelDouble } from './model-double.mjs';
import {
	CREATE_MESSAGE,
	GENERATE_ARGS,
	PRICE_CENTS,
	designAssistantTurn,
	failureAnswer,
	finalAnswer,
	publishMessage,
} from './scripted-assistant.mjs';
import { credentialsFor, id16 } from './workflow-kit.mjs';

const EXAMPLE_FILE = '03-ai-agent-design-assistant.json';
const MODEL_NODE_TYPE = '@n8n/n8n-nodes-langchain.lmChatOpenAi';
const AGENT_NODE_TYPE = '@n8n/n8n-nodes-langchain.agent';

/** The OpenAI credential the test gives the example's model node: its Base URL is the double. */
const MODEL_CREDENTIAL = {
	id: id16('dgE2eOpenAiDouble'),
	name: 'OpenAI (e2e: scripted model double)',
	type: 'openAiApi',
};
const MODEL_API_KEY = 'sk-e2e-scripted-double';

const TITLES = {
	setup: `ai-agent: example ${EXAMPLE_FILE} imported with its model's credential on a scripted OpenAI-compatible double, n8n started`,
	chat: "ai-agent: a chat message makes n8n's AI Agent call Generate, then Publish with the new design's id, then answer; the execution succeeds",
	model:
		"ai-agent: the model was called with the example's system message and tools, and shown each tool result",
	server:
		'ai-agent: the reference server holds the generated design and its publication at the price asked',
	failure:
		"ai-agent: a tool call that fails (a design id that does not exist) shows the model the node's error, and the agent answers with it",
};

/** Example 03 as shipped, with only its model node's credential set to `credential`. */
function exampleWithModelCredential(credential) {
	const example = loadExamples().find((e) => e.file === EXAMPLE_FILE);
	assert.ok(example, `examples/${EXAMPLE_FILE} is missing`);
	const workflow = structuredClone(example.workflow);
	const models = workflow.nodes.filter((n) => n.type === MODEL_NODE_TYPE);
	assert.equal(models.length, 1, `${EXAMPLE_FILE} should have one OpenAI Chat Model node`);
	models[0].credentials = { openAiApi: { id: credential.id, name: credential.name } };
	return workflow;
}

export const AI_AGENT = {
	titles: Object.values(TITLES),

	/** Needs the reference server the single-process checks use (`server`: baseUrl, apiKey). */
	async run({ info, tarball, dir, check, selected, server }) {
		if (!this.titles.some(selected)) return;
		const stack = [];
		try {
			const ctx = await check(TITLES.setup, () => setUp({ info, tarball, dir, server, stack }));
			if (!ctx) return;
			const { workflow } = ctx;

			const created = await check(TITLES.chat, async () => {
				const turns = await chat(ctx, dir, 'create', CREATE_MESSAGE);
				assert.equal(turns.completions.length, 3, 'three model turns: generate, publish, answer');
				const published = toolResult(turns.completions[2], /publish/i);
				assert.equal(turns.output, finalAnswer(published), "the agent's answer is the last turn");
				return { ...turns, published };
			});

			if (selected(TITLES.model) && created) {
				await check(TITLES.model, () => assertModelRequests(created.completions, workflow));
			}

			if (selected(TITLES.server) && created) {
				await check(TITLES.server, () => assertOnServer(server, created));
			}

			if (selected(TITLES.failure)) {
				await check(TITLES.failure, async () => {
					const missing = `dsn_${randomBytes(12).toString('hex')}`;
					const turns = await chat(ctx, dir, 'failure', publishMessage(missing));
					assert.equal(turns.completions.length, 2, 'two model turns: publish, answer');
					const failure = toolResult(turns.completions[1], /publish/i);
					assert.equal(failure.code, 'design_not_found', JSON.stringify(failure));
					assert.match(failure.error, new RegExp(`No design with id '${missing}'`));
					assert.equal(turns.output, failureAnswer(missing, failure));
					const listed = await serviceGet(server, `/marketplace/publications?design_id=${missing}`);
					assert.deepEqual(listed.json?.data, [], 'nothing was published');
				});
			}
		} finally {
			for (const stop of stack.reverse()) await stop();
		}
	},
};

/**
 * One chat message through the editor's chat path, then what every chat must show: the scripted
 * model met no surprise, the execution succeeded, and the chat got the agent's answer. Resolves to
 * the model requests this message caused and the agent's output.
 */
async function chat(ctx, dir, name, message) {
	const { double, workflow } = ctx;
	const seen = double.requests.length;
	const problems = double.problems.length;
	const requests = () => double.requests.slice(seen);
	let sent;
	try {
		sent = await sendChatMessage({ ...ctx, message });
	} finally {
		// For a look when a check fails: what the model was asked, and n8n's record of the run.
		writeJson(join(dir, 'runs', `ai-agent-${name}-model-requests.json`), requests());
		if (sent) writeJson(join(dir, 'runs', `ai-agent-${name}-execution.json`), sent.execution);
	}
	const { execution, reply } = sent;
	assert.deepEqual(double.problems.slice(problems), [], 'the scripted model met no surprise');
	assert.equal(
		execution.status,
		'success',
		`execution ${execution.id}: ${executionError(execution)}`,
	);
	const output = agentOutput(execution, workflow);
	if (reply) {
		assert.equal(reply.status, 200, `the chat webhook answered ${reply.status}: ${reply.text}`);
		assert.equal(reply.json?.output, output, "the chat got the agent's answer");
	}
	const completions = requests().filter((r) => r.path === '/v1/chat/completions');
	return { completions, output };
}

async function setUp({ info, tarball, dir, server, stack }) {
	const double = await startModelDouble({ reply: designAssistantTurn });
	stack.push(() => double.stop());
	const userFolder = join(dir, 'n8n-ai-agent');
	const logFile = join(dir, 'ai-agent-cli.log');
	await installPackage(userFolder, tarball, { logFile });
	await importCredentials(
		info,
		userFolder,
		[
			...credentialsFor(server),
			{ ...MODEL_CREDENTIAL, data: { apiKey: MODEL_API_KEY, url: `${double.url}/v1` } },
		],
		{ logFile },
	);
	const workflow = exampleWithModelCredential(MODEL_CREDENTIAL);
	await importWorkflows(info, userFolder, [workflow], { logFile });
	const n8n = await startN8n(info, userFolder, { logFile: join(dir, 'ai-agent-n8n.log') });
	stack.push(() => n8n.stop());
	const rest = new N8nRest(n8n.baseUrl);
	await rest.ensureOwner({ email: 'e2e@example.com', password: 'E2e-Passw0rd!' });
	return { info, n8n, rest, double, workflow };
}

/** The first node of `type` in the workflow (the example has one of each). */
function nodeOf(workflow, type) {
	const node = workflow.nodes.find((n) => n.type === type);
	assert.ok(node, `no ${type} node in the workflow`);
	return node;
}

/** The agent node's answer in the execution's run data. */
function agentOutput(execution, workflow) {
	const name = nodeOf(workflow, AGENT_NODE_TYPE).name;
	const task = execution.data?.resultData?.runData?.[name]?.[0];
	assert.ok(task, `the agent node "${name}" did not run`);
	assert.ok(!task.error, `the agent node failed: ${task.error?.message}`);
	return task.data?.main?.[0]?.[0]?.json?.output;
}

function executionError(execution) {
	const error = execution.data?.resultData?.error;
	return error ? `${error.message} ${error.description ?? ''}` : `status ${execution.status}`;
}

/** The JSON result of the tool matching `pattern` among a request's tool messages. */
function toolResult(request, pattern) {
	const calls = request.body.messages.flatMap((m) => m.tool_calls ?? []);
	const call = calls.find((c) => pattern.test(c.function.name));
	assert.ok(call, `no call of a tool matching ${pattern} in the conversation`);
	const result = request.body.messages.find((m) => m.role === 'tool' && m.tool_call_id === call.id);
	assert.ok(result, `no result for the ${call.function.name} call`);
	const text = typeof result.content === 'string' ? result.content : JSON.stringify(result.content);
	const parsed = JSON.parse(text);
	return Array.isArray(parsed) ? parsed[0] : parsed;
}

/** What the model was shown: the example's system message, its three tools, each result in turn. */
function assertModelRequests(completions, workflow) {
	const agent = nodeOf(workflow, AGENT_NODE_TYPE);
	const toolNames = workflow.nodes
		.filter((n) => n.type.endsWith('.designGeneratorTool'))
		.map((n) => n.name.replace(/ /g, '_'));
	for (const [i, request] of completions.entries()) {
		assert.equal(request.authorization, `Bearer ${MODEL_API_KEY}`, "the credential's API key");
		assert.equal(request.body.model, 'gpt-4o-mini', "the example's model");
		const system = request.body.messages.find((m) => m.role === 'system');
		assert.ok(
			system?.content?.startsWith(agent.parameters.options.systemMessage.slice(0, 60)),
			`turn ${i + 1}: the example's system message: ${String(system?.content).slice(0, 120)}`,
		);
		assert.deepEqual(
			request.body.tools.map((t) => t.function.name).sort(),
			[...toolNames].sort(),
			`turn ${i + 1}: the example's three tools are offered`,
		);
	}
	assert.equal(
		completions[0].body.messages.filter((m) => m.role === 'tool').length,
		0,
		'turn 1: no tool result yet',
	);
	const design = toolResult(completions[1], /generate/i);
	assert.equal(design.object, 'design');
	assert.equal(design.prompt, GENERATE_ARGS.prompt, 'turn 2 shows the design made from the prompt');
	const call = completions[2].body.messages
		.flatMap((m) => m.tool_calls ?? [])
		.find((c) => /publish/i.test(c.function.name));
	assert.deepEqual(JSON.parse(call.function.arguments), {
		design_id: design.id,
		price_cents: PRICE_CENTS,
	});
}

/** GET on the reference server's API with the e2e account's key. */
async function serviceGet(server, path) {
	const res = await fetch(`${server.baseUrl}/v1${path}`, {
		headers: { authorization: `Bearer ${server.apiKey}` },
		signal: AbortSignal.timeout(30_000),
	});
	return { status: res.status, json: await res.json().catch(() => undefined) };
}

/** The reference server's view: one design from this prompt, published once at the price. */
async function assertOnServer(server, { completions, published }) {
	const api = async (path) => {
		const r = await serviceGet(server, path);
		assert.equal(r.status, 200, `GET /v1${path}: ${r.status}`);
		return r.json;
	};
	const designFromTool = toolResult(completions[1], /generate/i);
	const design = await api(`/designs/${designFromTool.id}`);
	assert.equal(design.status, 'succeeded');
	assert.equal(design.style, GENERATE_ARGS.style);
	assert.equal(design.prompt, GENERATE_ARGS.prompt);
	const fromPrompt = (await api('/designs?limit=100&style=vintage')).data.filter(
		(d) => d.prompt === GENERATE_ARGS.prompt,
	);
	assert.deepEqual(
		fromPrompt.map((d) => d.id),
		[design.id],
		'the agent generated exactly one design',
	);
	const publications = (await api(`/marketplace/publications?design_id=${design.id}`)).data;
	assert.equal(publications.length, 1, 'the design was published once');
	const publication = publications[0];
	assert.equal(publication.id, published.id, 'the publication the agent was shown');
	assert.equal(publication.status, 'published');
	assert.equal(publication.design_id, design.id);
	assert.deepEqual(publication.price, { amount: PRICE_CENTS, currency: 'USD' });
	assert.equal(publication.title, design.title, "the publication carries the design's title");
}
