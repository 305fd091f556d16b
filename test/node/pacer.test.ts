/**
 * The pacer on its own, on a clock the test moves: who is admitted when, from what the answers'
 * headers said. No real time passes; every assertion counts admissions.
 */
import type { IDataObject } from 'n8n-workflow';

import {
	type Admission,
	MAX_PACING_WAIT_MS,
	Pacer,
	PacingCancelled,
	type Spend,
	generationSpend,
	READ,
} from '../../nodes/DesignGenerator/transport/pacer';

/** A clock that moves only when the test says, with the sleeps the pacer asked for. */
class TestClock {
	time = Date.UTC(2026, 0, 1, 12, 0, 0);
	private sleepers: Array<{ at: number; wake: () => void }> = [];

	now = () => this.time;

	sleep = (ms: number) =>
		new Promise<void>((wake) => this.sleepers.push({ at: this.time + ms, wake }));

	async advance(ms: number): Promise<void> {
		const until = this.time + ms;
		for (;;) {
			await settleMicrotasks();
			const next = this.sleepers
				.filter((sleeper) => sleeper.at <= until)
				.sort((a, b) => a.at - b.at)[0];
			if (!next) break;
			this.time = Math.max(this.time, next.at);
			this.sleepers.splice(this.sleepers.indexOf(next), 1);
			next.wake();
		}
		this.time = until;
		await settleMicrotasks();
	}
}

async function settleMicrotasks(): Promise<void> {
	for (let i = 0; i < 10; i++) await Promise.resolve();
}

const generate: Spend = { policy: 'generate', cost: 1 };
const read: Spend = { policy: 'read', cost: 1 };

/** Headers as the reference server sends them. */
function limitHeaders(remaining: number, resetSeconds: number, policy = 'generate', quota = 60) {
	return {
		'ratelimit-policy': `"${policy}";q=${quota};w=60`,
		ratelimit: `"${policy}";r=${remaining};t=${resetSeconds}`,
	};
}

let clock: TestClock;
let pacer: Pacer;

beforeEach(() => {
	clock = new TestClock();
	pacer = new Pacer(clock);
});

/** Asks for `count` admissions; the returned list fills as they are granted. */
function request(count: number, spend: Spend = generate): Admission[] {
	const granted: Admission[] = [];
	for (let i = 0; i < count; i++)
		void pacer.admit(spend).then((admission) => granted.push(admission));
	return granted;
}

async function answer(
	admission: Admission,
	headers: IDataObject | undefined,
	status = 201,
): Promise<ReturnType<Admission['settle']>> {
	const settled = admission.settle(status, headers);
	await settleMicrotasks();
	return settled;
}

test('before anything is known one request goes alone; its answer opens the way for the rest', async () => {
	const granted = request(5);
	await settleMicrotasks();
	expect(granted).toHaveLength(1);
	await answer(granted[0], limitHeaders(59, 30));
	expect(granted).toHaveLength(5);
});

test('no more requests are in flight than the window has left, until it resets', async () => {
	const granted = request(1);
	await settleMicrotasks();
	await answer(granted[0], limitHeaders(3, 10));
	const more = request(6);
	await settleMicrotasks();
	// Three left: three go, however many wait.
	expect(more).toHaveLength(3);
	for (const admission of more.slice(0, 3)) await answer(admission, limitHeaders(0, 10));
	expect(more).toHaveLength(3);
	await clock.advance(9_000);
	expect(more).toHaveLength(3);
	// The window resets: one request learns the new one, then the others follow.
	await clock.advance(1_000);
	expect(more).toHaveLength(4);
	await answer(more[3], limitHeaders(59, 60));
	expect(more).toHaveLength(6);
});

test('the lowest remaining of a window wins, whatever order the answers arrive in', async () => {
	const first = request(1);
	await settleMicrotasks();
	await answer(first[0], limitHeaders(10, 20));
	const batch = request(4);
	await settleMicrotasks();
	expect(batch).toHaveLength(4);
	// Answers arrive out of order: the one counted last (r=2) before those counted earlier.
	await answer(batch[3], limitHeaders(2, 20));
	await answer(batch[0], limitHeaders(5, 20));
	await answer(batch[1], limitHeaders(4, 20));
	await answer(batch[2], limitHeaders(3, 20));
	// Other clients spent the rest: 2 left, not 5.
	const after = request(3);
	await settleMicrotasks();
	expect(after).toHaveLength(2);
});

test('an answer from a new window opens it; a late answer from the old one changes nothing', async () => {
	const first = request(1);
	await settleMicrotasks();
	await answer(first[0], limitHeaders(2, 2));
	const batch = request(2);
	await settleMicrotasks();
	expect(batch).toHaveLength(2);
	await clock.advance(1_500);
	// The first answer was counted after the reset: the new window has 58 left, resets in 60 s.
	await answer(batch[0], limitHeaders(58, 60));
	// The other was counted just before the reset: r=0, t=1; it must not close the new window.
	await answer(batch[1], limitHeaders(0, 1));
	const after = request(10);
	await settleMicrotasks();
	expect(after).toHaveLength(10);
});

test('a 429 holds everyone until its Retry-After, even when the headers show room', async () => {
	const first = request(1);
	await settleMicrotasks();
	await answer(first[0], limitHeaders(50, 30));
	const batch = request(2);
	await settleMicrotasks();
	// Another client's requests filled the window: the service refuses.
	await answer(batch[0], { ...limitHeaders(5, 30), 'retry-after': '30' }, 429);
	await answer(batch[1], limitHeaders(4, 30));
	const after = request(3);
	await clock.advance(29_000);
	expect(after).toHaveLength(0);
	await clock.advance(1_000);
	// The hold is over and the window reset: a probe first, as at the start.
	expect(after).toHaveLength(1);
});

test('a 429 without any header holds for its Retry-After', async () => {
	const first = request(1);
	await settleMicrotasks();
	await answer(first[0], { 'retry-after': '2' }, 429);
	const after = request(2);
	await clock.advance(1_900);
	expect(after).toHaveLength(0);
	await clock.advance(100);
	expect(after).toHaveLength(1);
});

test('a Retry-After or reset beyond the longest wait is not waited out: the service answers', async () => {
	const first = request(1);
	await settleMicrotasks();
	await answer(first[0], { 'retry-after': String(MAX_PACING_WAIT_MS / 1000 + 3600) }, 429);
	const after = request(2);
	await settleMicrotasks();
	expect(after).toHaveLength(2);
});

test('a service that sends no rate-limit headers is not paced', async () => {
	const first = request(1, read);
	await settleMicrotasks();
	await answer(first[0], { 'content-type': 'application/json' }, 200);
	const more = request(20, read);
	await settleMicrotasks();
	expect(more).toHaveLength(20);
});

test('an error answer without headers teaches nothing: the next request probes again', async () => {
	const granted = request(3, read);
	await settleMicrotasks();
	await answer(granted[0], undefined, 503);
	expect(granted).toHaveLength(2);
	granted[1].release();
	await settleMicrotasks();
	expect(granted).toHaveLength(3);
});

test('a variation costs its count: four do not fit in three', async () => {
	const first = request(1);
	await settleMicrotasks();
	await answer(first[0], limitHeaders(3, 10));
	const variations = request(1, generationSpend(4));
	const single = request(1);
	await settleMicrotasks();
	// First come, first served: the single generation waits behind the variations.
	expect(variations).toHaveLength(0);
	expect(single).toHaveLength(0);
	await clock.advance(10_000);
	expect(variations).toHaveLength(1);
});

test('a request dearer than the whole window goes at once and is told so', async () => {
	const first = request(1);
	await settleMicrotasks();
	await answer(first[0], limitHeaders(5, 10, 'generate', 5));
	const dear = request(1, { policy: 'generate', cost: 8 });
	await settleMicrotasks();
	expect(dear).toHaveLength(1);
	expect(
		await answer(dear[0], { ...limitHeaders(5, 10, 'generate', 5), 'retry-after': '10' }, 429),
	).toEqual({ overQuota: true });
});

test('reads and generations have budgets of their own', async () => {
	const generations = request(1);
	await settleMicrotasks();
	await answer(generations[0], limitHeaders(0, 30));
	const reads = request(3, read);
	await settleMicrotasks();
	expect(reads).toHaveLength(1);
	await answer(reads[0], limitHeaders(500, 30, 'read', 600));
	expect(reads).toHaveLength(3);
	const generation = request(1);
	await settleMicrotasks();
	expect(generation).toHaveLength(0);
});

test('a service with one policy for everything: reads and generations share it', async () => {
	const generations = request(1);
	await settleMicrotasks();
	await answer(generations[0], limitHeaders(2, 30, 'default', 100));
	const reads = request(1, read);
	await settleMicrotasks();
	await answer(reads[0], limitHeaders(1, 30, 'default', 100));
	// Both spend "default", which has one left: one request of the four goes.
	const moreGenerations = request(2);
	const moreReads = request(2, read);
	await settleMicrotasks();
	expect(moreGenerations.length + moreReads.length).toBe(1);
});

test('headers of the older forms name no policy: reads and generations share one budget', async () => {
	const oldForm = (remaining: number) => ({
		'x-ratelimit-limit': '10',
		'x-ratelimit-remaining': String(remaining),
		'x-ratelimit-reset': '30',
	});
	const generations = request(1);
	await settleMicrotasks();
	await answer(generations[0], oldForm(3));
	const reads = request(1, read);
	await settleMicrotasks();
	await answer(reads[0], oldForm(2));
	const moreGenerations = request(2);
	const moreReads = request(2, read);
	await settleMicrotasks();
	expect(moreGenerations.length + moreReads.length).toBe(2);
});

test('a cancelled execution stops waiting', async () => {
	const first = request(1);
	await settleMicrotasks();
	const controller = new AbortController();
	const waiting = pacer.admit(generate, controller.signal);
	controller.abort();
	await expect(waiting).rejects.toBeInstanceOf(PacingCancelled);
	// The probe's answer still lets the others through.
	const others = request(2);
	await answer(first[0], limitHeaders(10, 10));
	expect(others).toHaveLength(2);
});

test('generationSpend: one per design asked for, at least one', () => {
	expect(generationSpend()).toEqual({ policy: 'generate', cost: 1 });
	expect(generationSpend(6)).toEqual({ policy: 'generate', cost: 6 });
	expect(generationSpend(0)).toEqual({ policy: 'generate', cost: 1 });
	expect(READ).toEqual({ policy: 'read', cost: 1 });
});
