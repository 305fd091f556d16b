/**
 * Collection → Create's Wait: the poll interval follows the collection's progress (the rate its
 * designs finish at), bounded to 0.5–15 s; and the output says why designs failed.
 */
import {
	MAX_POLL_MS,
	MIN_POLL_MS,
	nextPollDelayMs,
	progressOf,
} from '../../nodes/DesignGenerator/actions/collection/waitForCollection';
import { collectionOutput } from '../../nodes/DesignGenerator/actions/collection/collectionApi';

const counts = (total: number, succeeded: number, failed = 0, canceled = 0) => ({
	request_counts: {
		total,
		pending: total - succeeded - failed - canceled,
		succeeded,
		failed,
		canceled,
	},
});

test('progress counts made, failed and canceled designs as through', () => {
	expect(progressOf(counts(12, 5, 2, 1))).toEqual({ done: 8, total: 12 });
	expect(progressOf({})).toEqual({ done: 0, total: 0 });
});

test('with designs finished, the next check comes after half the time they say is left', () => {
	// 4 of 12 through in 8 s: 2 s a design, 8 left: 16 s left, next check in 8 s.
	expect(nextPollDelayMs({ startedAt: 0, doneAtStart: 0, now: 8000, done: 4, total: 12 })).toBe(
		8000,
	);
	// 10 of 12 in 10 s: 2 left at 1 s each, next check in 1 s.
	expect(nextPollDelayMs({ startedAt: 0, doneAtStart: 0, now: 10_000, done: 10, total: 12 })).toBe(
		1000,
	);
	// Designs already through when waiting began do not count towards the rate.
	expect(nextPollDelayMs({ startedAt: 0, doneAtStart: 8, now: 4000, done: 10, total: 12 })).toBe(
		2000,
	);
});

test('a faster collection is checked sooner than a slower one at the same point', () => {
	const fast = nextPollDelayMs({ startedAt: 0, doneAtStart: 0, now: 2000, done: 4, total: 40 });
	const slow = nextPollDelayMs({ startedAt: 0, doneAtStart: 0, now: 8000, done: 4, total: 40 });
	expect(fast).toBeLessThan(slow);
});

test('with none finished yet, the wait is half the time spent; always within 0.5–15 s', () => {
	expect(nextPollDelayMs({ startedAt: 0, doneAtStart: 0, now: 0, done: 0, total: 12 })).toBe(
		MIN_POLL_MS,
	);
	expect(nextPollDelayMs({ startedAt: 0, doneAtStart: 0, now: 3000, done: 0, total: 12 })).toBe(
		1500,
	);
	expect(nextPollDelayMs({ startedAt: 0, doneAtStart: 0, now: 600_000, done: 0, total: 12 })).toBe(
		MAX_POLL_MS,
	);
	// 1 of 50 in 60 s: 49 min left, capped.
	expect(nextPollDelayMs({ startedAt: 0, doneAtStart: 0, now: 60_000, done: 1, total: 50 })).toBe(
		MAX_POLL_MS,
	);
	// 49 of 50 in 1 s: a few ms left, floored.
	expect(nextPollDelayMs({ startedAt: 0, doneAtStart: 0, now: 1000, done: 49, total: 50 })).toBe(
		MIN_POLL_MS,
	);
});

test('a partially failed or failed collection says which designs failed and why', () => {
	const output = collectionOutput({
		id: 'col_1',
		status: 'partially_failed',
		...counts(12, 10, 2),
		errors: [
			{
				position: 2,
				custom_id: 'SKU-3',
				code: 'design_quota_exceeded',
				detail: 'The account holds 100 designs, its quota.',
			},
			{ position: 7, custom_id: null, code: 'generation_failed', detail: 'Nothing to draw.' },
		],
	});
	expect(output.failure_summary).toBe(
		'2 of 12 designs failed: item 3 (custom ID SKU-3): The account holds 100 designs, its quota. [design_quota_exceeded]; item 8: Nothing to draw. [generation_failed]',
	);
	expect(
		collectionOutput({ id: 'col_2', status: 'failed', ...counts(3, 0, 3), errors: [] })
			.failure_summary,
	).toBe('3 of 3 designs failed (the service gave no reason)');
	// Control: a collection without failures is output as the service sent it.
	const succeeded = { id: 'col_3', status: 'succeeded', ...counts(3, 3), errors: [] };
	expect(collectionOutput(succeeded)).toBe(succeeded);
});
