/**
 * Waiting for a collection by polling its own GET. A collection takes as long as its designs take,
 * from seconds to many minutes, so the poll interval follows its progress rather than a blind
 * back-off: half the time its finished designs so far say is left, between 0.5 and 15 seconds.
 */
import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { sleep } from 'n8n-workflow';

import { isPlainObject } from '../../shapes/objects';
import { getCollection, isEnded } from './collectionApi';

export const MIN_POLL_MS = 500;
export const MAX_POLL_MS = 15_000;

/** How many of a collection's designs are through (made, failed or canceled), of how many. */
export function progressOf(collection: IDataObject): { done: number; total: number } {
	const counts = isPlainObject(collection.request_counts) ? collection.request_counts : {};
	const count = (key: string) => (typeof counts[key] === 'number' ? (counts[key] as number) : 0);
	const total = count('total');
	const done = count('succeeded') + count('failed') + count('canceled');
	return { done: Math.min(done, total), total };
}

export interface PollState {
	/** When waiting began, and how many designs were through then. */
	startedAt: number;
	doneAtStart: number;
	now: number;
	done: number;
	total: number;
}

/**
 * The wait before the next check. With designs finished since waiting began, the rate they came at
 * estimates the time left, and the next check comes after half of it (a few checks close in on the
 * end instead of one that may come late). With none finished yet there is no rate (a service may
 * start every design at once and finish them together): half the time already spent, so the end
 * is seen at most half as late again as it took.
 */
export function nextPollDelayMs({ startedAt, doneAtStart, now, done, total }: PollState): number {
	const elapsed = Math.max(0, now - startedAt);
	const finished = done - doneAtStart;
	const left = finished > 0 && elapsed > 0 ? (total - done) * (elapsed / finished) : elapsed;
	return Math.round(Math.min(MAX_POLL_MS, Math.max(MIN_POLL_MS, left / 2)));
}

/**
 * Polls until the collection has ended, or `maxWaitMs` has passed: then the collection as it is,
 * with `wait_limit_reached: true` (it keeps running on the service; Collection → Get finds it later).
 */
export async function waitForCollection(
	context: IExecuteFunctions,
	collection: IDataObject,
	maxWaitMs: number,
	itemIndex: number,
): Promise<IDataObject> {
	const startedAt = Date.now();
	const deadline = startedAt + maxWaitMs;
	const doneAtStart = progressOf(collection).done;
	let current = collection;
	while (!isEnded(current)) {
		const now = Date.now();
		const left = deadline - now;
		if (left <= 0) return { ...current, wait_limit_reached: true };
		const delay = nextPollDelayMs({ startedAt, doneAtStart, now, ...progressOf(current) });
		await sleep(Math.min(delay, left));
		current = await getCollection(context, String(current.id), itemIndex);
	}
	return current;
}
