/**
 * n8n's waiting webhooks (its `/webhook-waiting/<execution id>` route, cli's WaitingWebhooks) in
 * front of the Design Generator node, for Collection → Create with "Resume on Webhook", and n8n's
 * two ways out of a wait, done as n8n does them with n8n-core's own WorkflowExecute:
 * - a call to the resume URL: the waiting node is disabled, its `webhook()` runs in a
 *   WebhookContext; when it returns workflowData, that becomes the node's output (the execution
 *   stack entry's data) and the run continues; when it returns none, the execution stays waiting;
 * - the wait's time (`waitTill`) passing, as n8n's WaitTracker ends it: the run continues, and the
 *   waiting node runs disabled, passing on the items of its execution stack entry.
 */
import { WebhookContext, WorkflowExecute, parseIncomingMessage } from 'n8n-core';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
	INodeExecutionData,
	INodeParameters,
	IRun,
	IWebhookResponseData,
	IWorkflowExecuteAdditionalData,
} from 'n8n-workflow';

import { DesignGenerator } from '../../nodes/DesignGenerator/DesignGenerator.node';
import { NODE_NAME, buildWorkflow } from '../harness/n8n';
import { answerAsN8n, readBody } from './trigger-harness';

export interface WaitingExecution {
	executionId: string;
	parameters: INodeParameters;
	additionalData: IWorkflowExecuteAdditionalData;
	run: IRun;
}

export interface ResumeCall {
	executionId: string;
	url: string;
	/** The status the caller got. */
	status: number;
	result?: IWebhookResponseData;
}

export interface WaitingWebhooks {
	/** n8n's webhookWaitingBaseUrl: resume URLs are `<this>/<execution id>`. */
	baseUrl: string;
	calls: ResumeCall[];
	/** Makes a waiting execution (a run of runNode that ended "waiting") resumable here. */
	hold(execution: WaitingExecution): void;
	/** The run that continued after a resume, once one did. */
	resumed(executionId: string): Promise<IRun>;
	close(): Promise<void>;
}

const node = new DesignGenerator();

/** The node's output in a run (its last run's main output 0). */
export function nodeOutput(run: IRun): INodeExecutionData[] {
	const runs = run.data.resultData.runData[NODE_NAME] ?? [];
	return runs[runs.length - 1]?.data?.main?.[0] ?? [];
}

/** Continues a waiting execution as n8n does once its waitTill has passed. */
export async function endWaitByTime(execution: WaitingExecution): Promise<IRun> {
	const { workflow } = buildWorkflow(execution.parameters);
	return await new WorkflowExecute(
		execution.additionalData,
		'manual',
		execution.run.data,
	).processRunExecutionData(workflow);
}

export async function startWaitingWebhooks(): Promise<WaitingWebhooks> {
	const waiting = new Map<string, WaitingExecution>();
	const finished = new Map<string, Promise<IRun>>();
	const calls: ResumeCall[] = [];

	const handle = async (request: IncomingMessage, response: ServerResponse) => {
		const rawBody = await readBody(request);
		parseIncomingMessage(request);
		const url = new URL(request.url ?? '/', 'http://localhost');
		const executionId = decodeURIComponent(url.pathname.split('/').pop() ?? '');
		const call: ResumeCall = { executionId, url: request.url ?? '', status: 0 };
		calls.push(call);
		const execution = waiting.get(executionId);
		if (!execution) {
			// n8n: an execution that is not waiting (any more) cannot be resumed.
			response.writeHead(409, { 'Content-Type': 'application/json' });
			response.end(JSON.stringify({ message: `The execution "${executionId}" is not waiting.` }));
			call.status = 409;
			return;
		}
		const parsed = request as unknown as { body?: unknown; query?: unknown; rawBody?: Buffer };
		parsed.rawBody = rawBody;
		parsed.body = rawBody.length > 0 ? JSON.parse(rawBody.toString('utf8')) : {};
		parsed.query = Object.fromEntries(url.searchParams);
		const { workflow } = buildWorkflow(execution.parameters);
		const data: IWorkflowExecuteAdditionalData = {
			...execution.additionalData,
			httpRequest: request as never,
			httpResponse: response as never,
		};
		const workflowNode = workflow.getNode(NODE_NAME)!;
		const context = new WebhookContext(
			workflow,
			workflowNode,
			data,
			'manual',
			{
				httpMethod: 'POST',
				node: NODE_NAME,
				path: '',
				webhookDescription: node.description.webhooks![0],
				workflowId: workflow.id,
				workflowExecuteAdditionalData: data,
			},
			[],
			execution.run.data,
		);
		const result = await node.webhook.call(context);
		call.result = result;
		answerAsN8n(response, result);
		call.status = response.statusCode;
		if (result.workflowData === undefined) return;
		// n8n: the node's output is the webhook's data; the node itself does not run again.
		waiting.delete(executionId);
		const runData = execution.run.data;
		const entry = runData.executionData!.nodeExecutionStack[0];
		entry.node.disabled = true;
		entry.data.main = result.workflowData;
		runData.waitTill = undefined;
		runData.resultData.runData[NODE_NAME].pop();
		finished.set(
			executionId,
			new WorkflowExecute(execution.additionalData, 'manual', runData).processRunExecutionData(
				workflow,
			),
		);
	};

	const server: Server = createServer((request, response) => {
		handle(request, response).catch((error: Error) => {
			response.writeHead(500, { 'Content-Type': 'text/plain' });
			response.end(`waiting webhooks stand-in: ${error.stack}`);
		});
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const { port } = server.address() as AddressInfo;
	return {
		baseUrl: `http://127.0.0.1:${port}/webhook-waiting`,
		calls,
		hold: (execution) => waiting.set(execution.executionId, execution),
		resumed: async (executionId) => {
			for (let i = 0; i < 200 && !finished.has(executionId); i++)
				await new Promise((resolve) => setTimeout(resolve, 50));
			const run = finished.get(executionId);
			if (!run) throw new Error(`execution ${executionId} was not resumed`);
			return await run;
		},
		close: async () => {
			server.closeAllConnections();
			await new Promise<void>((resolve) => server.close(() => resolve()));
		},
	};
}
