// A test double for an OpenAI-compatible chat model: a loopback HTTP server that answers
// `POST /v1/chat/completions` with what a script decides (tool calls or a text answer), in
// OpenAI's JSON or, when the request asks for `stream: true`, in its server-sent events. It keeps
// every request it gets, so a test can say what the model was shown. Only the model is faked: the
// client (n8n's OpenAI Chat Model node, through @langchain/openai) and everything it drives are real.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { freePort } from '../../scripts/n8n/lib.mjs';

/** A model id the double lists and answers as (whatever the request names is echoed back). */
const DEFAULT_MODEL = 'gpt-4o-mini';

/**
 * Starts the double. `reply(body)` gets the parsed body of a chat completion request and returns
 * `{ content }` or `{ toolCalls: [{ name, arguments }] }`; when it throws, the request gets a 400
 * with its message (not a 5xx: the OpenAI client would retry those) and the message is kept in
 * `problems`. Resolves to `{ url, requests, problems, stop }`; `url` ends without `/v1`.
 */
export async function startModelDouble({ reply }) {
	const requests = [];
	const problems = [];
	const server = createServer((req, res) => {
		let raw = '';
		req.on('data', (d) => (raw += d));
		req.on('end', () => {
			let body;
			try {
				body = raw ? JSON.parse(raw) : undefined;
			} catch {
				body = { unparsable: raw };
			}
			const path = req.url.split('?')[0];
			requests.push({
				method: req.method,
				path,
				authorization: req.headers.authorization,
				body,
			});
			answer(req.method, path, body, res);
		});
	});

	function answer(method, path, body, res) {
		if (method === 'GET' && path === '/v1/models') {
			return sendJson(res, 200, {
				object: 'list',
				data: [{ id: DEFAULT_MODEL, object: 'model', created: 0, owned_by: 'e2e' }],
			});
		}
		if (method !== 'POST' || path !== '/v1/chat/completions') {
			problems.push(`unexpected request: ${method} ${path}`);
			return sendError(res, 404, `The model double does not serve ${method} ${path}`);
		}
		let turn;
		try {
			turn = reply(body);
		} catch (e) {
			problems.push(e.message);
			return sendError(res, 400, e.message);
		}
		const completion = completionOf(body?.model ?? DEFAULT_MODEL, turn);
		if (body?.stream) return sendStream(res, completion, body.stream_options?.include_usage);
		sendJson(res, 200, completion);
	}

	const port = await freePort();
	await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
	return {
		url: `http://127.0.0.1:${port}`,
		requests,
		problems,
		stop: () =>
			new Promise((resolve) => {
				server.closeAllConnections();
				server.close(resolve);
			}),
	};
}

/** One non-streamed chat completion holding the script's turn. */
function completionOf(model, { content, toolCalls }) {
	const message = { role: 'assistant', content: content ?? null };
	if (toolCalls?.length) {
		message.tool_calls = toolCalls.map((call) => ({
			id: `call_${randomBytes(9).toString('hex')}`,
			type: 'function',
			function: { name: call.name, arguments: JSON.stringify(call.arguments) },
		}));
	}
	const promptTokens = 100;
	const completionTokens = 20;
	return {
		id: `chatcmpl-${randomBytes(12).toString('hex')}`,
		object: 'chat.completion',
		created: Math.floor(Date.now() / 1000),
		model,
		choices: [
			{
				index: 0,
				message,
				logprobs: null,
				finish_reason: message.tool_calls ? 'tool_calls' : 'stop',
			},
		],
		usage: {
			prompt_tokens: promptTokens,
			completion_tokens: completionTokens,
			total_tokens: promptTokens + completionTokens,
		},
	};
}

/** The same completion as server-sent events: the whole delta, the finish reason, usage, [DONE]. */
function sendStream(res, completion, includeUsage) {
	const { message, finish_reason } = completion.choices[0];
	const chunk = (choices, extra = {}) => ({
		id: completion.id,
		object: 'chat.completion.chunk',
		created: completion.created,
		model: completion.model,
		choices,
		...extra,
	});
	const delta = { role: 'assistant', content: message.content ?? '' };
	if (message.tool_calls) {
		delta.content = null;
		delta.tool_calls = message.tool_calls.map((call, index) => ({ index, ...call }));
	}
	const events = [
		chunk([{ index: 0, delta, logprobs: null, finish_reason: null }]),
		chunk([{ index: 0, delta: {}, logprobs: null, finish_reason }]),
		...(includeUsage ? [chunk([], { usage: completion.usage })] : []),
	];
	res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
	for (const event of events) res.write(`data: ${JSON.stringify(event)}\n\n`);
	res.end('data: [DONE]\n\n');
}

function sendJson(res, status, value) {
	res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
}

function sendError(res, status, message) {
	sendJson(res, status, {
		error: { message, type: 'invalid_request_error', param: null, code: 'e2e_model_double' },
	});
}
