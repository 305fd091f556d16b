/**
 * The node as an AI Agent's tool, through n8n-core's own tool invocation (the code an Agent's
 * tool call runs): n8n registers a `usableAsTool` node a second time as `designGeneratorTool`,
 * runs it in a SupplyDataContext with the model's arguments as its input, and hands the model the
 * items' JSON as a string, dropping binary data.
 */
import { SupplyDataContext } from 'n8n-core';
import { makeHandleToolInvocation } from 'n8n-core/dist/execution-engine/node-execution-context/utils/get-input-connection-data';
import type {
	ICredentialDataDecryptedObject,
	IDataObject,
	INode,
	INodeParameters,
	INodeType,
	INodeTypeDescription,
} from 'n8n-workflow';
import { createRunExecutionData, Workflow } from 'n8n-workflow';

import { DesignGenerator } from '../../nodes/DesignGenerator/DesignGenerator.node';
import { additionalDataFor, credentialType, TestNodeTypes } from './n8n';

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

/**
 * Calls the tool once, as an Agent does, and returns what the model would read: the answer string
 * as n8n hands it over, and parsed (undefined when it is not JSON, e.g. an error message).
 */
export async function invokeTool(
	credentials: ICredentialDataDecryptedObject,
	parameters: INodeParameters,
	toolArgs: IDataObject = {},
): Promise<{ text: string; parsed?: IDataObject[] }> {
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
	const additionalData = additionalDataFor(credentials, 'tool-execution', 'manual');
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
	const text = (await invoke(toolArgs)) as string;
	let parsed: IDataObject[] | undefined;
	try {
		parsed = JSON.parse(text) as IDataObject[];
	} catch {
		parsed = undefined;
	}
	return { text, parsed };
}

/** Calls the tool and returns its answer parsed; an answer that is not JSON fails the test. */
export async function callTool(
	credentials: ICredentialDataDecryptedObject,
	parameters: INodeParameters,
	toolArgs: IDataObject = {},
): Promise<IDataObject[]> {
	const { text, parsed } = await invokeTool(credentials, parameters, toolArgs);
	if (typeof text !== 'string' || parsed === undefined)
		throw new Error(`The tool's answer is not JSON: ${String(text)}`);
	return parsed;
}
