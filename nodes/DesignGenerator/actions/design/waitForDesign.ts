import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { NodeOperationError, sleep } from 'n8n-workflow';

import { failureOf, progressOf, statusWord } from '../../shapes/progress';
import { excerpt, isId, toDesign } from '../../shapes/objects';
import { type ApiResponse, apiRequestWithResponse } from '../../transport';

/** Waiting for designs that are still being generated: shared by Generate and Create Variations. */
export const waitForCompletionProperty: INodeProperties = {
	displayName: 'Wait for Completion',
	name: 'waitForCompletion',
	type: 'boolean',
	default: true,
	description:
		'Whether to wait until a design that is still being generated has succeeded or failed, so the output holds the finished design',
};

export const waitOptionsProperty: INodeProperties = {
	displayName: 'Options',
	name: 'options',
	type: 'collection',
	placeholder: 'Add Option',
	default: {},
	options: [
		{
			displayName: 'Poll Interval (Seconds)',
			name: 'pollInterval',
			type: 'number',
			typeOptions: { minValue: 0.1, numberPrecision: 1 },
			default: 1,
			description: 'How long to wait between checks of a design that is still being generated',
		},
		{
			displayName: 'Timeout (Seconds)',
			name: 'timeout',
			type: 'number',
			typeOptions: { minValue: 1 },
			default: 300,
			description: 'How long to wait for a design to finish before the item fails',
		},
	],
};

export interface WaitOptions {
	pollIntervalSeconds: number;
	timeoutSeconds: number;
}

/** The item's "Options" as wait options. */
export function readWaitOptions(context: IExecuteFunctions, itemIndex: number): WaitOptions {
	const options = context.getNodeParameter('options', itemIndex, {}) as {
		pollInterval?: number;
		timeout?: number;
	};
	return {
		pollIntervalSeconds: options.pollInterval ?? 1,
		timeoutSeconds: options.timeout ?? 300,
	};
}

/** A design as the service answered it, with the answer's status code (202: still working). */
export interface DesignAnswer {
	design: IDataObject;
	statusCode: number;
}

/** The design an answer carries (bare or in an envelope); an answer without one is an error. */
export function readDesign(
	context: IExecuteFunctions,
	response: ApiResponse<unknown>,
	request: string,
	itemIndex: number,
): DesignAnswer {
	const design = toDesign(response.body);
	if (!design) {
		throw new NodeOperationError(
			context.getNode(),
			`The service's answer to ${request} is not a design the node can read`,
			{
				itemIndex,
				description: `It answered HTTP ${response.statusCode} with ${excerpt(response.body)}. The node reads a JSON object with an id, bare or in an envelope such as {"data": {…}}.`,
			},
		);
	}
	return { design, statusCode: response.statusCode };
}

/** Gets one design by its id. */
export async function getDesign(
	context: IExecuteFunctions,
	designId: string,
	itemIndex: number,
): Promise<DesignAnswer> {
	const path = `/designs/${encodeURIComponent(designId)}`;
	const response = await apiRequestWithResponse<unknown>(context, {
		method: 'GET',
		path,
		itemIndex,
	});
	return readDesign(context, response, `GET ${path}`, itemIndex);
}

/** Whether a design is still being generated. */
export const isPending = ({ design, statusCode }: DesignAnswer) =>
	progressOf(design, statusCode) === 'pending';

/** Polls a pending design (its own GET) until it has succeeded or failed, or the timeout has passed. */
export async function waitForDesign(
	context: IExecuteFunctions,
	answer: DesignAnswer,
	itemIndex: number,
	{ pollIntervalSeconds, timeoutSeconds }: WaitOptions,
): Promise<DesignAnswer> {
	const intervalMs = Math.max(100, pollIntervalSeconds * 1000);
	const deadline = Date.now() + Math.max(0, timeoutSeconds) * 1000;
	const id = answer.design.id;
	if (!isId(id)) {
		throw new NodeOperationError(
			context.getNode(),
			'The service accepted the design but gave no ID to check on it with',
			{
				itemIndex,
				description: `It answered HTTP ${answer.statusCode} with ${excerpt(answer.design)}. Turn off "Wait for Completion" to take the answer as it is.`,
			},
		);
	}
	let current = answer;
	while (isPending(current)) {
		const remaining = deadline - Date.now();
		if (remaining <= 0) {
			const word = statusWord(current.design);
			throw new NodeOperationError(
				context.getNode(),
				`Design ${id} was still being generated after ${timeoutSeconds} seconds${word ? ` (status: ${word})` : ''}`,
				{
					itemIndex,
					description:
						'Raise "Timeout (Seconds)" in the options, or turn off "Wait for Completion" and fetch the design later with Design → Get.',
				},
			);
		}
		await sleep(Math.min(intervalMs, remaining));
		current = await getDesign(context, String(id), itemIndex);
	}
	return current;
}

/** A failed design is an error of its item, with the service's reason. */
export function assertNotFailed(
	context: IExecuteFunctions,
	{ design, statusCode }: DesignAnswer,
	itemIndex: number,
): void {
	if (progressOf(design, statusCode) !== 'failed') return;
	const { reason, code } = failureOf(design);
	const word = statusWord(design);
	throw new NodeOperationError(
		context.getNode(),
		`Generating design ${String(design.id)} failed: ${reason ?? `the service gave no reason${word ? ` (status: ${word})` : ''}`}`,
		{ itemIndex, description: code ? `(code ${code})` : undefined },
	);
}
