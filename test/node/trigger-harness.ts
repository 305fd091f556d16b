/**
 * The two triggers run through n8n-core's own contexts, as n8n runs them: HookContext for the
 * webhook lifecycle (checkExists / create / delete), WebhookContext for a delivery, PollContext for
 * a poll. Static data lives on the Workflow object, as in n8n, so it carries from one call to the
 * next. The delivery side is a small HTTP server standing in for n8n's webhook endpoint: it reads
 * the body the way n8n does (raw bytes kept on the request, JSON parsed from them), calls the
 * node's `webhook()` and answers as n8n does with what it returns.
 */
import { HookContext, parseIncomingMessage, PollContext, WebhookContext } from 'n8n-core';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
	ICredentialDataDecryptedObject,
	IDataObject,
	INode,
	INodeExecutionData,
	INodeParameters,
	IWebhookData,
	IWebhookResponseData,
	IWorkflowExecuteAdditionalData,
	WorkflowExecuteMode,
} from 'n8n-workflow';
import { Workflow } from 'n8n-workflow';

import { DesignGeneratorPollingTrigger } from '../../nodes/DesignGeneratorPollingTrigger/DesignGeneratorPollingTrigger.node';
import { DesignGeneratorTrigger } from '../../nodes/DesignGeneratorTrigger/DesignGeneratorTrigger.node';
import { additionalDataFor, credentialType, TestNodeTypes } from '../harness/n8n';

export const WEBHOOK_TRIGGER_TYPE = 'n8n-nodes-design-generator.designGeneratorTrigger';
export const POLLING_TRIGGER_TYPE = 'n8n-nodes-design-generator.designGeneratorPollingTrigger';
export const TRIGGER_NAME = 'Design Generator Trigger';
export const WEBHOOK_ID = '6b1f3c2e-9d4a-4e7b-8c5f-2a1d0e9b7c11';

export const webhookTrigger = new DesignGeneratorTrigger();
export const pollingTrigger = new DesignGeneratorPollingTrigger();

function nodeTypes(): TestNodeTypes {
	const types = new TestNodeTypes();
	types.types[WEBHOOK_TRIGGER_TYPE] = webhookTrigger;
	types.types[POLLING_TRIGGER_TYPE] = pollingTrigger;
	return types;
}

export interface TriggerSetup {
	workflow: Workflow;
	node: INode;
	/** The node's static data, as n8n keeps it (`node:<name>` in the workflow's static data). */
	staticData(): IDataObject;
}

/** A one-node workflow holding the trigger; `staticData` is shared across every context made from it. */
export function triggerWorkflow(
	type: string,
	parameters: INodeParameters,
	staticData: IDataObject = {},
): TriggerSetup {
	const node: INode = {
		id: 'trigger',
		name: TRIGGER_NAME,
		type,
		typeVersion: 1,
		position: [0, 0],
		parameters,
		webhookId: WEBHOOK_ID,
		credentials: { [credentialType.name]: { id: '1', name: 'Design Generator test' } },
	};
	const workflow = new Workflow({
		id: 'trigger-workflow',
		name: 'Trigger test workflow',
		nodes: [node],
		connections: {},
		active: true,
		nodeTypes: nodeTypes(),
		staticData,
		settings: { executionOrder: 'v1' },
	});
	return {
		workflow,
		node,
		staticData: () => workflow.getStaticData('node', node),
	};
}

export interface ContextOptions {
	credentials: ICredentialDataDecryptedObject;
	/** n8n's webhook base URL (default: n8n's default, http://localhost:5678/webhook). */
	webhookBaseUrl?: string;
	mode?: WorkflowExecuteMode;
}

function additionalData(options: ContextOptions, mode: WorkflowExecuteMode) {
	const data = additionalDataFor(options.credentials, 'trigger-test', mode);
	if (options.webhookBaseUrl) data.webhookBaseUrl = options.webhookBaseUrl;
	return data;
}

function webhookData(
	setup: TriggerSetup,
	data: IWorkflowExecuteAdditionalData,
	isTest: boolean,
): IWebhookData {
	const description = webhookTrigger.description.webhooks![0];
	return {
		httpMethod: 'POST',
		node: setup.node.name,
		path: `${WEBHOOK_ID}/webhook`,
		webhookDescription: description,
		workflowId: setup.workflow.id,
		workflowExecuteAdditionalData: data,
		webhookId: WEBHOOK_ID,
		isTest,
	};
}

/** Calls one of the webhook lifecycle methods as n8n does when it activates or deactivates. */
export async function runWebhookMethod(
	setup: TriggerSetup,
	method: 'checkExists' | 'create' | 'delete',
	options: ContextOptions,
): Promise<boolean> {
	const mode = options.mode ?? 'trigger';
	const data = additionalData(options, mode);
	const context = new HookContext(
		setup.workflow,
		setup.node,
		data,
		mode,
		'activate',
		webhookData(setup, data, mode === 'manual'),
	);
	return await webhookTrigger.webhookMethods.default[method].call(context);
}

/** The webhook URL n8n would give the node. */
export function nodeWebhookUrl(setup: TriggerSetup, options: ContextOptions): string {
	const mode = options.mode ?? 'trigger';
	const data = additionalData(options, mode);
	const context = new HookContext(
		setup.workflow,
		setup.node,
		data,
		mode,
		'activate',
		webhookData(setup, data, mode === 'manual'),
	);
	return context.getNodeWebhookUrl('default')!;
}

/** One poll, as n8n runs it on its schedule (mode 'trigger') or for "Fetch Test Event" ('manual'). */
export async function runPoll(
	setup: TriggerSetup,
	options: ContextOptions,
): Promise<INodeExecutionData[] | null> {
	const mode = options.mode ?? 'trigger';
	const context = new PollContext(
		setup.workflow,
		setup.node,
		additionalData(options, mode),
		mode,
		'activate',
	);
	const output = await pollingTrigger.poll.call(context);
	return output === null ? null : output[0];
}

export interface Delivery {
	/** The status the sender got. */
	status: number;
	/** What the node returned to start a workflow; undefined when it started none. */
	workflowData?: INodeExecutionData[][];
}

export interface WebhookReceiver {
	/** Use as n8n's webhook base URL: deliveries to any path reach the trigger. */
	baseUrl: string;
	/** Every delivery received, with what the node made of it. */
	deliveries: Delivery[];
	close(): Promise<void>;
}

/** Stands in for n8n's webhook endpoint in front of the trigger (see the file's comment). */
export async function startWebhookReceiver(
	setup: TriggerSetup,
	options: ContextOptions,
): Promise<WebhookReceiver> {
	const deliveries: Delivery[] = [];
	const server: Server = createServer((request, response) => {
		void (async () => {
			const rawBody = await readBody(request);
			// As n8n's body parser: content type from the header, raw bytes kept, JSON parsed from them.
			parseIncomingMessage(request);
			request.rawBody = rawBody;
			request.readRawBody = async () => {};
			const parsed: { body?: unknown } = request as unknown as { body?: unknown };
			parsed.body = {};
			if (request.contentType === 'application/json' && rawBody.length > 0) {
				try {
					parsed.body = JSON.parse(rawBody.toString('utf8'));
				} catch {
					parsed.body = {};
				}
			}
			const data = additionalData(options, 'webhook');
			data.httpRequest = request as never;
			data.httpResponse = response as never;
			const context = new WebhookContext(
				setup.workflow,
				setup.node,
				data,
				'webhook',
				webhookData(setup, data, false),
				[],
				null,
			);
			const result = await webhookTrigger.webhook.call(context);
			answerAsN8n(response, result);
			deliveries.push({ status: response.statusCode, workflowData: result.workflowData });
		})().catch((error: Error) => {
			response.writeHead(500, { 'Content-Type': 'text/plain' });
			response.end(`test receiver: ${error.stack}`);
		});
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const { port } = server.address() as AddressInfo;
	return {
		baseUrl: `http://127.0.0.1:${port}/webhook`,
		deliveries,
		close: async () => {
			server.closeAllConnections();
			await new Promise<void>((resolve) => server.close(() => resolve()));
		},
	};
}

/** n8n's answer to a webhook call: the node's webhookResponse when it starts nothing, else "started". */
export function answerAsN8n(response: ServerResponse, result: IWebhookResponseData): void {
	if (result.noWebhookResponse) return;
	const body =
		result.workflowData === undefined
			? (result.webhookResponse ?? { message: 'Webhook call received' })
			: { message: 'Workflow was started' };
	response.writeHead(200, { 'Content-Type': 'application/json' });
	response.end(JSON.stringify(body));
}

export async function readBody(request: IncomingMessage): Promise<Buffer> {
	const chunks: Buffer[] = [];
	for await (const chunk of request) chunks.push(chunk as Buffer);
	return Buffer.concat(chunks);
}
