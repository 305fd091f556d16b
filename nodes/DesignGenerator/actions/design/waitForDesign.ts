import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { NodeOperationError, sleep } from 'n8n-workflow';

import { apiRequest } from '../../transport';
import type { Design } from '../../types';
import { getMaxTries } from '../common';

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
	maxTries?: number;
}

/** The item's "Options" as wait options, with the node's Request Options' tries. */
export function readWaitOptions(context: IExecuteFunctions, itemIndex: number): WaitOptions {
	const options = context.getNodeParameter('options', itemIndex, {}) as {
		pollInterval?: number;
		timeout?: number;
	};
	return {
		pollIntervalSeconds: options.pollInterval ?? 1,
		timeoutSeconds: options.timeout ?? 300,
		maxTries: getMaxTries(context, itemIndex),
	};
}

/** Polls a pending design until it has succeeded or failed, or the timeout has passed. */
export async function waitForDesign(
	context: IExecuteFunctions,
	design: Design,
	itemIndex: number,
	{ pollIntervalSeconds, timeoutSeconds, maxTries }: WaitOptions,
): Promise<Design> {
	const intervalMs = Math.max(100, pollIntervalSeconds * 1000);
	const deadline = Date.now() + Math.max(0, timeoutSeconds) * 1000;
	let current = design;
	while (current.status === 'pending') {
		const remaining = deadline - Date.now();
		if (remaining <= 0) {
			throw new NodeOperationError(
				context.getNode(),
				`Design ${current.id} was still being generated after ${timeoutSeconds} seconds`,
				{
					itemIndex,
					description:
						'Raise "Timeout (Seconds)" in the options, or turn off "Wait for Completion" and fetch the design later with Design → Get.',
				},
			);
		}
		await sleep(Math.min(intervalMs, remaining));
		current = await apiRequest<Design>(context, {
			method: 'GET',
			path: `/designs/${encodeURIComponent(current.id)}`,
			itemIndex,
			maxTries,
		});
	}
	return current;
}

/** A failed design is an error of its item, with the service's reason. */
export function assertNotFailed(
	context: IExecuteFunctions,
	design: Design,
	itemIndex: number,
): void {
	if (design.status !== 'failed') return;
	const reason = design.error?.detail ?? 'The service gave no reason.';
	throw new NodeOperationError(
		context.getNode(),
		`Generating design ${design.id} failed: ${reason}`,
		{
			itemIndex,
			description: design.error?.code ? `(code ${design.error.code})` : undefined,
		},
	);
}
