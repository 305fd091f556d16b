/**
 * Runs the Design Generator node for real through n8n-core: a Workflow with a start node feeding
 * the node under test, WorkflowExecute, n8n's execution contexts and request helpers. Only the
 * credential store is ours (it hands out the test's credential data and applies the credential
 * type's `authenticate`, as n8n's CredentialsHelper does).
 */
import { Container } from '@n8n/di';
import {
	ExecuteContext,
	ExecutionLifecycleHooks,
	LoadOptionsContext,
	RoutingNode,
	WorkflowExecute,
} from 'n8n-core';
import { SSHClientsManager } from 'n8n-core/dist/execution-engine/ssh-clients-manager';
import type {
	ExecutionError,
	ICredentialDataDecryptedObject,
	ICredentials,
	IDataObject,
	IExecuteFunctions,
	IHttpRequestOptions,
	INode,
	INodeExecutionData,
	INodeParameters,
	INodePropertyOptions,
	INodeType,
	INodeTypeDescription,
	INodeTypes,
	IRequestOptionsSimplified,
	IRun,
	IWorkflowExecuteAdditionalData,
	WorkflowExecuteMode,
} from 'n8n-workflow';
import { createRunExecutionData, ICredentialsHelper, NodeHelpers, Workflow } from 'n8n-workflow';

import { DesignGeneratorApi } from '../../credentials/DesignGeneratorApi.credentials';
import { DesignGenerator } from '../../nodes/DesignGenerator/DesignGenerator.node';

export const NODE_TYPE = 'n8n-nodes-design-generator.designGenerator';
export const NODE_NAME = 'Design Generator';
const START_TYPE = 'test.start';
const START_NAME = 'Start';

export const credentialType = new DesignGeneratorApi();

/** A pass-through start node, so a test can feed the node any input items. */
class StartNode implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Start',
		name: 'start',
		group: ['input'],
		version: 1,
		description: 'Feeds the test input items',
		defaults: { name: START_NAME },
		inputs: ['main'],
		outputs: ['main'],
		properties: [],
	};

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return [this.getInputData()];
	}
}

export class TestNodeTypes implements INodeTypes {
	readonly types: Record<string, INodeType> = {
		[NODE_TYPE]: new DesignGenerator(),
		[START_TYPE]: new StartNode(),
	};

	getByName(type: string) {
		return this.types[type];
	}

	getByNameAndVersion(type: string, version?: number) {
		return NodeHelpers.getVersionedNodeType(this.types[type], version);
	}

	getKnownTypes() {
		return {};
	}
}

/**
 * How many times n8n has read (and, in n8n, fetched from its database and decrypted) a credential
 * since the count was last set to 0.
 */
export const credentialReads = { count: 0 };

/** Hands out the test's credential data (with the credential's defaults) and authenticates requests. */
export class TestCredentialsHelper extends ICredentialsHelper {
	constructor(private readonly data: ICredentialDataDecryptedObject) {
		super();
	}

	getParentTypes(): string[] {
		return [];
	}

	async authenticate(
		credentials: ICredentialDataDecryptedObject,
		typeName: string,
		requestOptions: IHttpRequestOptions | IRequestOptionsSimplified,
	): Promise<IHttpRequestOptions> {
		if (typeName !== credentialType.name) throw new Error(`Unknown credential type ${typeName}`);
		// Our credential's authenticate is a function: n8n's CredentialsHelper calls it as it is.
		return await credentialType.authenticate(credentials, requestOptions as IHttpRequestOptions);
	}

	async preAuthentication() {
		return undefined;
	}

	async getCredentials(): Promise<ICredentials> {
		throw new Error('Not used by the node');
	}

	async getDecrypted(): Promise<ICredentialDataDecryptedObject> {
		credentialReads.count += 1;
		// A copy each time: n8n-core mutates what it gets. Defaults apply as in n8n.
		const withDefaults: ICredentialDataDecryptedObject = {};
		for (const property of credentialType.properties) {
			withDefaults[property.name] = property.default as string;
		}
		return structuredClone({ ...withDefaults, ...this.data });
	}

	async updateCredentials() {}

	async updateCredentialsOauthTokenData() {}

	getCredentialsProperties() {
		return credentialType.properties;
	}
}

export interface RunNodeOptions {
	/** The node's parameters (resource, operation, …). */
	parameters: INodeParameters;
	/** The input items; one empty item when left out. */
	items?: INodeExecutionData[];
	/** The credential data: apiKey, baseUrl, apiPrefix. */
	credentials: ICredentialDataDecryptedObject;
	/** The node setting "On Error: Continue (using regular output)". */
	continueOnFail?: boolean;
	executionId?: string;
	/** Other node settings, e.g. retryOnFail (or `type`, to run another node of `nodeTypes`). */
	nodeSettings?: Partial<INode>;
	/** The node types the workflow knows; the Design Generator and the start node by default. */
	nodeTypes?: TestNodeTypes;
	/** Changes to n8n's execution data, e.g. `webhookWaitingBaseUrl` (where resume URLs point). */
	additionalData?: Partial<IWorkflowExecuteAdditionalData>;
}

export interface RunNodeResult {
	status: IRun['status'];
	/** The node's output items (main output 0). */
	items: INodeExecutionData[];
	/** The node's error as n8n stores it in the run data (a plain copy). */
	error?: ExecutionError;
	run: IRun;
}

let executionCounter = 0;

export function buildWorkflow(
	parameters: INodeParameters,
	nodeSettings: Partial<INode> = {},
	nodeTypes = new TestNodeTypes(),
): { workflow: Workflow; node: INode; start: INode } {
	const start: INode = {
		id: 'start',
		name: START_NAME,
		type: START_TYPE,
		typeVersion: 1,
		position: [0, 0],
		parameters: {},
	};
	const node: INode = {
		id: 'design-generator',
		name: NODE_NAME,
		type: NODE_TYPE,
		typeVersion: 1,
		position: [200, 0],
		parameters,
		credentials: { [credentialType.name]: { id: '1', name: 'Design Generator test' } },
		...nodeSettings,
	};
	const workflow = new Workflow({
		id: 'test-workflow',
		name: 'Design Generator test',
		nodes: [start, node],
		connections: { [START_NAME]: { main: [[{ node: NODE_NAME, type: 'main', index: 0 }]] } },
		active: false,
		nodeTypes,
		settings: { executionOrder: 'v1' },
	});
	return { workflow, node, start };
}

export function additionalDataFor(
	credentials: ICredentialDataDecryptedObject,
	executionId: string,
	mode: WorkflowExecuteMode,
): IWorkflowExecuteAdditionalData {
	return {
		credentialsHelper: new TestCredentialsHelper(credentials),
		hooks: new ExecutionLifecycleHooks(mode, executionId, {} as never),
		executionId,
		currentNodeExecutionIndex: 0,
		variables: {},
		restApiUrl: 'http://localhost:5678/rest',
		instanceBaseUrl: 'http://localhost:5678/',
		webhookBaseUrl: 'http://localhost:5678/webhook',
		webhookTestBaseUrl: 'http://localhost:5678/webhook-test',
		webhookWaitingBaseUrl: 'http://localhost:5678/webhook-waiting',
		formWaitingBaseUrl: 'http://localhost:5678/form-waiting',
		userId: 'test-user',
	} as unknown as IWorkflowExecuteAdditionalData;
}

/** Executes a two-node workflow (start → Design Generator) with WorkflowExecute. */
export async function runNode(options: RunNodeOptions): Promise<RunNodeResult> {
	const { workflow, start } = buildWorkflow(
		options.parameters,
		{
			...(options.continueOnFail && { onError: 'continueRegularOutput' as const }),
			...options.nodeSettings,
		},
		options.nodeTypes,
	);
	const executionId = options.executionId ?? `test-execution-${++executionCounter}`;
	const additionalData = {
		...additionalDataFor(options.credentials, executionId, 'manual'),
		...options.additionalData,
	};
	const runExecutionData = createRunExecutionData({
		executionData: {
			nodeExecutionStack: [
				{ node: start, data: { main: [options.items ?? [{ json: {} }]] }, source: null },
			],
		},
	});
	const run = await new WorkflowExecute(
		additionalData,
		'manual',
		runExecutionData,
	).processRunExecutionData(workflow);
	const taskData = run.data.resultData.runData[NODE_NAME]?.[0];
	return {
		status: run.status,
		items: taskData?.data?.main?.[0] ?? [],
		error: taskData?.error,
		run,
	};
}

/**
 * Calls one of the node's loadOptions methods through n8n's LoadOptionsContext. `undefined`
 * credentials: the node has none attached, as when n8n's editor asks for a new node's options
 * before it attaches the credential.
 */
export async function loadOptions(
	method: string,
	credentials: ICredentialDataDecryptedObject | undefined,
	parameters: INodeParameters = { resource: 'design', operation: 'generate' },
): Promise<INodePropertyOptions[]> {
	const { workflow, node } = buildWorkflow(
		parameters,
		credentials ? {} : { credentials: undefined },
	);
	const context = new LoadOptionsContext(
		workflow,
		node,
		additionalDataFor(credentials ?? {}, 'load-options', 'internal'),
		'parameters.style',
	);
	const nodeType = new TestNodeTypes().getByName(NODE_TYPE);
	const loader = nodeType.methods?.loadOptions?.[method];
	if (!loader) throw new Error(`No loadOptions method ${method}`);
	return await loader.call(context);
}

/**
 * Tests a credential the way n8n's credential dialog does (n8n's CredentialsTester): the
 * credential's `test` request runs through n8n's RoutingNode; a thrown error is mapped by the
 * `responseCode` rules when it still carries the response, else its message is shown; a response
 * is checked by the `responseSuccessBody` rules.
 */
export async function testCredential(
	credentials: ICredentialDataDecryptedObject,
): Promise<{ status: 'OK' | 'Error'; message: string }> {
	const testRequest = credentialType.test;
	const rules = (testRequest.rules ?? []) as Array<{ type: string; properties: IDataObject }>;
	const node: INode = {
		id: 'credential-test',
		name: 'Temp-Node',
		type: 'test.credentialTest',
		typeVersion: 1,
		position: [0, 0],
		parameters: {},
		credentials: { [credentialType.name]: { id: '1', name: 'Design Generator test' } },
	};
	const nodeType: INodeType = {
		description: {
			displayName: 'Credential test',
			name: 'test.credentialTest',
			group: ['transform'],
			version: 1,
			description: '',
			defaults: {},
			inputs: ['main'],
			outputs: ['main'],
			credentials: [{ name: credentialType.name, required: true }],
			properties: [
				{
					displayName: 'Temp',
					name: 'temp',
					type: 'string',
					default: '',
					routing: { request: testRequest.request },
				},
			],
		},
	};
	const nodeTypes = new TestNodeTypes();
	nodeTypes.types['test.credentialTest'] = nodeType;
	const workflow = new Workflow({ nodes: [node], connections: {}, active: false, nodeTypes });
	const additionalData = additionalDataFor(credentials, 'credential-test', 'internal');
	const context = new ExecuteContext(
		workflow,
		node,
		additionalData,
		'internal',
		createRunExecutionData(),
		0,
		[],
		{ main: [[{ json: {} }]] },
		{ node, data: {}, source: null },
		[],
	);
	const decrypted = await additionalData.credentialsHelper.getDecrypted(
		additionalData,
		{ id: '1', name: 'Design Generator test' },
		credentialType.name,
		'internal',
	);
	let output: INodeExecutionData[][] | null | undefined;
	try {
		output = await new RoutingNode(context, nodeType, {
			id: '1',
			name: 'Design Generator test',
			type: credentialType.name,
			data: decrypted,
		}).runNode();
	} catch (error) {
		const { cause, message } = error as {
			cause?: { response?: { status: number; statusText?: string }; code?: string };
			message: string;
		};
		if (cause?.response) {
			for (const rule of rules) {
				if (rule.type === 'responseCode' && rule.properties.value === cause.response.status) {
					return { status: 'Error', message: String(rule.properties.message) };
				}
			}
			return {
				status: 'Error',
				message: cause.response.statusText || `Received HTTP status code: ${cause.response.status}`,
			};
		}
		return { status: 'Error', message: cause?.code ?? message };
	}
	const body = output?.[0]?.[0]?.json ?? {};
	for (const rule of rules) {
		if (
			rule.type === 'responseSuccessBody' &&
			lookup(body, String(rule.properties.key)) === rule.properties.value
		) {
			return { status: 'Error', message: String(rule.properties.message) };
		}
	}
	return { status: 'OK', message: 'Connection successful!' };
}

/** lodash's `get` for a dotted path, as n8n's tester reads rule keys. */
function lookup(value: unknown, path: string): unknown {
	return path
		.split('.')
		.reduce<unknown>((current, key) => (current as IDataObject | undefined)?.[key], value);
}

/** n8n-core 1.x starts a 60 s interval on first use; stop it so jest can exit. */
export function shutdownN8nCore(): void {
	Container.get(SSHClientsManager).onShutdown();
}
