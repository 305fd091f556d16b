/**
 * The node as an AI Agent's tool, through n8n-core's own tool invocation (the code an Agent's
 * tool call runs): n8n registers a `usableAsTool` node a second time as `designGeneratorTool`,
 * runs it in a SupplyDataContext with the model's arguments as its input, and hands the model the
 * items' JSON as a string, dropping binary data. Every operation must answer with ids and image
 * URLs a model can use, and no file. Against the in-process reference server.
 */
import { SupplyDataContext } from 'n8n-core';
import { makeHandleToolInvocation } from 'n8n-core/dist/execution-engine/node-execution-context/utils/get-input-connection-data';
import type {
	IDataObject,
	INode,
	INodeParameters,
	INodeType,
	INodeTypeDescription,
} from 'n8n-workflow';
import { createRunExecutionData, Workflow } from 'n8n-workflow';

import { DesignGenerator } from '../../nodes/DesignGenerator/DesignGenerator.node';
import { additionalDataFor, credentialType, shutdownN8nCore, TestNodeTypes } from '../harness/n8n';
import { startTestService, type TestService } from '../harness/reference-server';

const TOOL_TYPE = 'n8n-nodes-design-generator.designGeneratorTool';
const AGENT_TYPE = 'test.agent';

/** What n8n's loader makes of a `usableAsTool` node: the same node with an `ai_tool` output. */
function toolVariant(): INodeType {
	const node = new DesignGenerator();
	const description: INodeTypeDescription = {
		...node.description,
		name: 'designGeneratorTool',
		displayName: 'Design Generator Tool',
		inputs: [],
		outputs: ['ai_tool'],
	};
	return { description, methods: node.methods, execute: node.execute };
}

const agent: INodeType = {
	description: {
		displayName: 'Agent',
		name: 'agent',
		group: ['transform'],
		version: 1,
		description: 'Stands in for an AI Agent: the tool is connected to it',
		defaults: { name: 'Agent' },
		inputs: ['main', 'ai_tool'],
		outputs: ['main'],
		properties: [],
	},
};

let service: TestService;

beforeAll(async () => {
	service = await startTestService();
});

afterAll(async () => {
	await service?.close();
	shutdownN8nCore();
});

/** Calls the tool once, as an Agent does, and returns what the model would read (parsed). */
async function callTool(parameters: INodeParameters, toolArgs: IDataObject = {}) {
	const nodeTypes = new TestNodeTypes();
	nodeTypes.types[TOOL_TYPE] = toolVariant();
	nodeTypes.types[AGENT_TYPE] = agent;
	const parent: INode = {
		id: 'agent',
		name: 'Agent',
		type: AGENT_TYPE,
		typeVersion: 1,
		position: [0, 0],
		parameters: {},
	};
	const tool: INode = {
		id: 'tool',
		name: 'Design Generator Tool',
		type: TOOL_TYPE,
		typeVersion: 1,
		position: [0, 200],
		parameters,
		credentials: { [credentialType.name]: { id: '1', name: 'Design Generator test' } },
	};
	const workflow = new Workflow({
		id: 'tool-workflow',
		nodes: [parent, tool],
		connections: {
			[tool.name]: { ai_tool: [[{ node: parent.name, type: 'ai_tool', index: 0 }]] },
		},
		active: false,
		nodeTypes,
		settings: { executionOrder: 'v1' },
	});
	const additionalData = additionalDataFor(service.credentials(), 'tool-execution', 'manual');
	const runExecutionData = createRunExecutionData();
	const executeData = { node: parent, data: { main: [[{ json: {} }]] }, source: null };
	const contextFactory = (runIndex: number) =>
		new SupplyDataContext(
			workflow,
			tool,
			additionalData,
			'manual',
			runExecutionData,
			runIndex,
			[],
			{},
			'ai_tool',
			executeData,
			[],
			undefined,
			parent,
		);
	const invoke = makeHandleToolInvocation(
		contextFactory,
		tool,
		nodeTypes.types[TOOL_TYPE],
		runExecutionData,
	);
	const answer = (await invoke(toolArgs)) as string;
	expect(typeof answer).toBe('string');
	return JSON.parse(answer) as IDataObject[];
}

const IMAGE_URL = /^http:\/\/127\.0\.0\.1:\d+\/v1\/designs\/dsn_\w+\/image(\?format=png)?$/;

test('Generate with "Download Image" answers with the finished design and its image URL, no file', async () => {
	const answer = await callTool(
		{
			resource: 'design',
			operation: 'generate',
			prompt: "={{ $fromAI('prompt', 'What the design should show', 'string') }}",
			style: "={{ $fromAI('style', 'The style id', 'string') }}",
			downloadImage: true,
			imageFormat: 'png',
		},
		{ prompt: 'white linen shirt with a hidden placket', style: 'minimalist' },
	);
	expect(answer).toEqual([
		expect.objectContaining({
			id: expect.stringMatching(/^dsn_/),
			status: 'succeeded',
			style: 'minimalist',
			image: expect.objectContaining({ url: expect.stringMatching(IMAGE_URL) }),
		}),
	]);
	expect(JSON.stringify(answer)).not.toMatch(/"binary"|"data":"[A-Za-z0-9+/]{200,}/);
});

describe('every other operation answers with JSON ids and URLs', () => {
	let designId: string;
	let publicationId: string;

	beforeAll(async () => {
		const [design] = await callTool({
			resource: 'design',
			operation: 'generate',
			prompt: 'black leather biker jacket',
			style: 'grunge',
		});
		designId = String(design.id);
	});

	test('Design → Download Image: where the image is, in the format asked for', async () => {
		const answer = await callTool(
			{
				resource: 'design',
				operation: 'downloadImage',
				designId: "={{ $fromAI('designId', 'The design id', 'string') }}",
				imageFormat: 'png',
			},
			{ designId },
		);
		expect(answer).toEqual([
			{
				design_id: designId,
				format: 'png',
				mime_type: 'image/png',
				image_url: expect.stringMatching(IMAGE_URL),
			},
		]);
		const image = await fetch(String(answer[0].image_url), {
			headers: { Authorization: `Bearer ${service.key}` },
		});
		expect(image.headers.get('content-type')).toBe('image/png');
	});

	test('Design → Get and Get Many', async () => {
		const [one] = await callTool({ resource: 'design', operation: 'get', designId });
		expect(one).toMatchObject({ id: designId, image: { url: expect.stringMatching(IMAGE_URL) } });
		const many = await callTool({ resource: 'design', operation: 'getAll', limit: 5 });
		expect(many.map((d) => d.id)).toContain(designId);
	});

	test('Marketplace → Publish, Get, Get Many, Unpublish', async () => {
		const [published] = await callTool({
			resource: 'marketplace',
			operation: 'publish',
			designId,
			priceAmount: 4900,
			currency: 'USD',
		});
		publicationId = String(published.id);
		expect(published).toMatchObject({
			id: expect.stringMatching(/^pub_/),
			design_id: designId,
			url: expect.stringMatching(/\/marketplace\/pub_/),
		});
		const [got] = await callTool({ resource: 'marketplace', operation: 'get', publicationId });
		expect(got.id).toBe(publicationId);
		const many = await callTool({ resource: 'marketplace', operation: 'getAll', limit: 5 });
		expect(many.map((p) => p.id)).toContain(publicationId);
		const [withdrawn] = await callTool({
			resource: 'marketplace',
			operation: 'unpublish',
			publicationId,
		});
		expect(withdrawn).toMatchObject({ id: publicationId, status: 'withdrawn' });
	});

	test('Design → Create Variations, and Get Many filtered by Search and Parent Design', async () => {
		const variations = await callTool(
			{
				resource: 'design',
				operation: 'createVariations',
				designId,
				count: "={{ $fromAI('count', 'How many variations', 'number') }}",
				additionalFields: { palette: 'black, red' },
			},
			{ count: 2 },
		);
		expect(variations).toHaveLength(2);
		for (const variation of variations) {
			expect(variation).toMatchObject({
				id: expect.stringMatching(/^dsn_/),
				parent_id: designId,
				image: expect.objectContaining({ url: expect.stringMatching(IMAGE_URL) }),
			});
		}
		const found = await callTool({
			resource: 'design',
			operation: 'getAll',
			returnAll: true,
			filters: { q: 'leather jacket', parentId: designId },
		});
		expect(found.map((d) => d.id).sort()).toEqual(variations.map((d) => d.id).sort());
	});

	test('Account → Get', async () => {
		const [account] = await callTool({ resource: 'account', operation: 'get' });
		expect(account).toMatchObject({ object: 'account', id: expect.stringMatching(/^acct_/) });
	});

	test('Design → Delete', async () => {
		const [deleted] = await callTool({ resource: 'design', operation: 'delete', designId });
		expect(deleted).toEqual({ id: designId, object: 'design', deleted: true });
	});
});
