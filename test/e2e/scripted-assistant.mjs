// The "model" behind example 03 in the e2e: a script that plays the turns a chat model would play,
// deciding only from what each request shows it (the tools offered and the conversation since the
// user's last message), as a real model does. It knows two requests from the user:
//  - CREATE_MESSAGE: call the Generate tool with a prompt and a style; once that tool's result is
//    in the conversation, call the Publish tool with the id of the design in that result and a
//    price; once the publication is in the conversation, answer with its title, price and URL.
//  - publishMessage(id): call the Publish tool with that id; once its result is in the
//    conversation, answer with the error the tool reported (the id names no design).
// Anything it cannot find (a tool, an argument, a result) is an error naming what is missing.

/** What the user types into the chat (the example's own suggestion, from its sticky note). */
export const CREATE_MESSAGE =
	'Design a vintage camel wool coat with big buttons, then publish it for 189 dollars.';

/** A request to publish a design the user names by its id. */
export const publishMessage = (designId) => `Publish design ${designId} for 50 dollars.`;
const PUBLISH_MESSAGE = /^Publish design (dsn_[A-Za-z0-9]+) for (\d+) dollars\.$/;

/** The arguments the script gives the Generate tool. */
export const GENERATE_ARGS = {
	prompt: 'camel wool overcoat, vintage cut, big horn buttons, notch lapels, below the knee',
	style: 'vintage',
};

/** The price the script gives the Publish tool for CREATE_MESSAGE, in cents (`price_cents`). */
export const PRICE_CENTS = 18900;

/** The text answer for a publication: what the agent's output must be at the end. */
export function finalAnswer(publication) {
	const { amount, currency } = publication.price;
	return `Done: "${publication.title}" is on the marketplace for ${(amount / 100).toFixed(2)} ${currency}: ${publication.url}`;
}

/** The text answer when publishing failed with the tool's error item `{ error, code }`. */
export function failureAnswer(designId, { error, code }) {
	return `I could not publish ${designId}: ${error} (${code})`;
}

/** One turn for one chat completion request body; see startModelDouble's `reply`. */
export function designAssistantTurn(body) {
	const tools = body?.tools ?? [];
	const generate = findTool(tools, /generate/i, Object.keys(GENERATE_ARGS));
	const publish = findTool(tools, /publish/i, ['design_id', 'price_cents']);
	const messages = body?.messages ?? [];
	const lastUser = messages.findLastIndex((m) => m.role === 'user');
	if (lastUser < 0) throw new Error('the request holds no user message');
	const asked = textOf(messages[lastUser].content).trim();
	const results = toolResults(messages.slice(lastUser + 1));
	const call = (tool, args) => ({ toolCalls: [{ name: tool.function.name, arguments: args }] });

	const named = PUBLISH_MESSAGE.exec(asked);
	if (named) {
		const [, designId, dollars] = named;
		if (!results.has(publish.function.name))
			return call(publish, { design_id: designId, price_cents: Number(dollars) * 100 });
		const failure = findObject(results.get(publish.function.name), (v) => v.error && v.code);
		return { content: failureAnswer(designId, failure) };
	}

	if (asked !== CREATE_MESSAGE)
		throw new Error(`the user message is none the script knows: ${asked.slice(0, 200)}`);
	if (!results.has(generate.function.name)) return call(generate, GENERATE_ARGS);
	if (!results.has(publish.function.name)) {
		const design = findObject(results.get(generate.function.name), isObject('design', /^dsn_/));
		return call(publish, { design_id: design.id, price_cents: PRICE_CENTS });
	}
	const publication = findObject(
		results.get(publish.function.name),
		isObject('publication', /^pub_/),
	);
	return { content: finalAnswer(publication) };
}

/** The tool whose name matches `pattern` and whose parameters include `args`. */
function findTool(tools, pattern, args) {
	const names = tools.map((t) => t.function?.name);
	const tool = tools.find((t) => pattern.test(t.function?.name ?? ''));
	if (!tool) throw new Error(`no tool matching ${pattern} among the tools offered: ${names}`);
	const properties = Object.keys(tool.function.parameters?.properties ?? {});
	const missing = args.filter((a) => !properties.includes(a));
	if (missing.length)
		throw new Error(
			`tool ${tool.function.name} takes no ${missing.join(', ')} (its parameters: ${properties})`,
		);
	return tool;
}

/** Tool results after the user's message, by the name of the tool the assistant called. */
function toolResults(turn) {
	const calledName = new Map();
	for (const m of turn)
		for (const call of m.role === 'assistant' ? (m.tool_calls ?? []) : [])
			calledName.set(call.id, call.function.name);
	const results = new Map();
	for (const m of turn) {
		if (m.role !== 'tool') continue;
		const name = calledName.get(m.tool_call_id);
		if (!name) throw new Error(`a tool result answers no call of this turn: ${m.tool_call_id}`);
		results.set(name, textOf(m.content));
	}
	return results;
}

/** Message content as text: a string, or the text parts of a content array. */
function textOf(content) {
	if (typeof content === 'string') return content;
	if (Array.isArray(content)) return content.map((p) => p.text ?? '').join('');
	return JSON.stringify(content ?? '');
}

const isObject = (object, idPattern) => (v) => v.object === object && idPattern.test(v.id ?? '');

/** The first object in a tool's result (JSON text) that `matches`. */
function findObject(text, matches) {
	let parsed;
	try {
		parsed = JSON.parse(text);
	} catch {
		throw new Error(`the tool result is not JSON: "${text.slice(0, 300)}"`);
	}
	const queue = [parsed];
	while (queue.length) {
		const value = queue.shift();
		if (!value || typeof value !== 'object') continue;
		if (matches(value)) return value;
		queue.push(...Object.values(value));
	}
	throw new Error(`the tool result does not hold what the script needs: ${text.slice(0, 300)}`);
}
