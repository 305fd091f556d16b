/**
 * Idempotency keys for the node's POSTs: unique across n8n instances and executions, the same on
 * every try of one request, and retired once the service has settled a request with a 4xx.
 */
import { createHash, randomUUID } from 'crypto';
import type { IExecuteFunctions } from 'n8n-workflow';

import type { Problem } from '../types';
import type { RequestContext } from './context';

/** Node context (kept in the execution's own data) entry holding the current run's key state. */
const KEY_SCOPE = 'idempotencyKeyScope';

interface KeyScope {
	runIndex: number;
	nonce: string;
	/** Keys whose request got a settled answer (see `isSettled`): the next try takes a fresh one. */
	retired: string[];
}

/**
 * The node's run index, read once per run: every item of one run has the same, and n8n builds a
 * whole workflow data proxy to tell it, a cost per item.
 */
const runIndexes = new WeakMap<IExecuteFunctions, number>();

function runIndexOf(context: IExecuteFunctions, itemIndex: number): number {
	let runIndex = runIndexes.get(context);
	if (runIndex === undefined) {
		runIndex = Number(context.getWorkflowDataProxy(itemIndex).$runIndex ?? 0);
		runIndexes.set(context, runIndex);
	}
	return runIndex;
}

/**
 * The `Idempotency-Key` of one item's POST. Ids alone cannot make it: every n8n database counts
 * executions from 1 and an imported workflow keeps its node ids, so two n8n instances sharing an
 * account would send each other's keys. The key therefore hashes a random nonce drawn once per run
 * of the node and kept in the execution's data, with the execution id, node, run, item and
 * operation. It is the same for every try of a request, also when n8n's Retry On Fail runs the node
 * again (same execution data, same run), so a lost response is replayed, not duplicated; it
 * differs in any other instance, execution, run (a loop back into the node) or item.
 *
 * One exception: once the service has settled a request with a 4xx that created nothing (a
 * `design_not_ready` 409, a 404), replaying that stored answer would make Retry On Fail useless,
 * so the key is retired and the next try of that item counts up to a fresh one.
 */
export function idempotencyKey(
	context: IExecuteFunctions,
	itemIndex: number,
	operation: string,
): string {
	const node = context.getNode();
	const runIndex = runIndexOf(context, itemIndex);
	const scope = keyScope(context, runIndex);
	for (let generation = 0; ; generation++) {
		const digest = createHash('sha256')
			.update(
				JSON.stringify([
					scope.nonce,
					// Retry from the executions list reuses the failed execution's data (this nonce too)
					// under a new id: new keys, so it is not answered with the failed run's stored outcome.
					context.getExecutionId() ?? '',
					node.id || node.name,
					runIndex,
					itemIndex,
					operation,
					generation,
				]),
			)
			.digest('base64url');
		const key = `n8n-${digest}`;
		if (!scope.retired.includes(key)) return key;
	}
}

/** This run's key state: made by the first item that needs a key, reused by the rest and by retries. */
function keyScope(context: IExecuteFunctions, runIndex: number): KeyScope {
	const nodeContext = context.getContext('node');
	const scope = nodeContext[KEY_SCOPE] as Partial<KeyScope> | undefined;
	if (scope?.runIndex === runIndex && typeof scope.nonce === 'string') {
		if (!Array.isArray(scope.retired)) scope.retired = [];
		return scope as KeyScope;
	}
	const fresh: KeyScope = { runIndex, nonce: randomUUID(), retired: [] };
	nodeContext[KEY_SCOPE] = fresh;
	return fresh;
}

export function retireKey(context: RequestContext, key: string): void {
	if (!('getContext' in context)) return;
	const scope = context.getContext('node')[KEY_SCOPE] as Partial<KeyScope> | undefined;
	if (scope && Array.isArray(scope.retired)) scope.retired.push(key);
}

/**
 * A 4xx answer the service gave after processing the request (and stored against its key): no
 * object was made, so a later try may safely use a new key. Not a 408, a 429 or a key still in use,
 * whose request may yet run.
 */
export function isSettled(statusCode: number, problem: Problem): boolean {
	return (
		statusCode >= 400 &&
		statusCode < 500 &&
		statusCode !== 408 &&
		statusCode !== 429 &&
		problem.code !== 'idempotency_key_in_use'
	);
}
