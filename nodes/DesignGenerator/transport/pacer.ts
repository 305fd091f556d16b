/**
 * Pacing by the service's own rate-limit headers, so a batch of items runs concurrently without
 * bouncing off the limit. Every request is admitted by the pacer of its credential before it is
 * sent and reports its answer after: the pacer learns from each answer's `RateLimit` headers how
 * much of each policy's window is left and when it resets, reserves what each admitted request
 * will spend, and holds a request back while it would not fit in what is left, until the window
 * resets. The headers are the truth (other workflows and n8n instances may spend the same key);
 * the reservations only cover what this process has sent and not yet heard back about.
 *
 * What a request spends (a generation or a read, and how many) is said by its operation, never
 * read off its path; which of the service's policies that is, and its name, is learned from the
 * headers of the first answer, so a service with one policy for everything, or its own names,
 * paces correctly too.
 */
import type { IDataObject } from 'n8n-workflow';
import { sleep } from 'n8n-workflow';

import { type RateLimitReading, readRateLimit, retryAfterMs } from './rateLimitHeaders';

/** The budget one request spends: the policy the service counts it against, and how much. */
export interface Spend {
	policy: string;
	cost: number;
}

/** What the pacer learned from an answer that matters to the request's own retry. */
export interface Settled {
	/** The request costs more than the policy's whole window: no wait will let it through. */
	overQuota: boolean;
}

/** An admitted request's duty: report its answer, or that none came. */
export interface Admission {
	settle(statusCode: number, headers: IDataObject | undefined): Settled;
	release(): void;
}

/** Raised by `admit` when the execution is cancelled while its request waits. */
export class PacingCancelled extends Error {
	constructor() {
		super('The execution was cancelled while a request waited for the rate limit');
	}
}

/**
 * The longest the pacer holds a request back. A longer wait (an hourly quota, a `Retry-After` of
 * an hour) is not waited out silently: the request goes and fails with the service's 429 message,
 * which says when to try again.
 */
export const MAX_PACING_WAIT_MS = 65_000;
/** Waits are slept in slices, so no timer outlives the last waiting request by more than this. */
const MAX_SLICE_MS = 1_000;
/** A pacer nobody used for this long is dropped from the registry. */
const IDLE_MS = 10 * 60_000;

/** What a request spends unless its operation says otherwise. */
export const READ: Spend = { policy: 'read', cost: 1 };

/** What a generation spends: one per design asked for. */
export function generationSpend(designs = 1): Spend {
	return { policy: 'generate', cost: Number.isInteger(designs) && designs > 0 ? designs : 1 };
}

/** One policy's window as this process knows it. */
class Budget {
	/** False once a success came without any rate-limit header: nothing to pace by. */
	paced = true;
	seen = false;
	/** Left in the current window: the lowest `r` any of its answers gave. Undefined: not known. */
	remaining?: number;
	/** When the current window resets at the latest (each answer's receipt time plus its `t`). */
	resetAt?: number;
	/** The reset of the window before, to tell its late answers from the current window's. */
	previousResetAt?: number;
	quota?: number;
	windowMs?: number;
	longestResetMs = 0;
	/** After a 429: nobody is admitted before this time. */
	holdUntil = 0;
	/** Cost admitted and not yet answered. */
	reserved = 0;
	/** Requests admitted while the window was not known, to learn it. */
	probes = 0;

	/** Forgets the current window once its reset time has passed. */
	expire(now: number): void {
		if (this.resetAt === undefined || now < this.resetAt) return;
		this.previousResetAt = this.resetAt;
		this.remaining = undefined;
		this.resetAt = undefined;
	}

	/**
	 * Takes one answer's reading. Answers arrive out of order: one whose window ends much later
	 * than the current one's opens a new window; one whose window ended earlier is stale; within a
	 * window the lowest `r` and the earliest reset win. `t` is whole seconds rounded up and counted
	 * from before the answer travelled, so receipt time plus `t` is never before the true reset.
	 */
	observe(reading: RateLimitReading, now: number): void {
		this.seen = true;
		this.paced = true;
		if (reading.quota !== undefined) this.quota = reading.quota;
		if (reading.windowSeconds) this.windowMs = reading.windowSeconds * 1000;
		const resetMs = reading.resetSeconds * 1000;
		this.longestResetMs = Math.max(this.longestResetMs, resetMs);
		const resetAt = now + resetMs;
		this.expire(now);
		// Answers of one fixed window agree on its reset to within a second plus travel time.
		const tolerance = (this.windowMs ?? this.longestResetMs) / 2;
		if (this.remaining === undefined || this.resetAt === undefined) {
			if (this.previousResetAt !== undefined && resetAt < this.previousResetAt + tolerance) return;
			this.remaining = reading.remaining;
			this.resetAt = resetAt;
			return;
		}
		if (resetAt > this.resetAt + tolerance) {
			this.previousResetAt = this.resetAt;
			this.remaining = reading.remaining;
			this.resetAt = resetAt;
			return;
		}
		if (resetAt < this.resetAt - tolerance) return;
		this.remaining = Math.min(this.remaining, reading.remaining);
		this.resetAt = Math.min(this.resetAt, resetAt);
	}
}

interface Waiter {
	spend: Spend;
	resolve(admission: Admission): void;
	reject(error: Error): void;
	signal?: AbortSignal;
	onAbort?: () => void;
}

type Verdict = { admit: Budget; probe: boolean } | { wakeAt?: number };

export interface PacerClock {
	now(): number;
	sleep(ms: number): Promise<void>;
}

const realClock: PacerClock = { now: () => Date.now(), sleep };

/** The pacer of one API key: every request to it, from any item, node or execution, goes through. */
export class Pacer {
	private readonly budgets = new Map<string, Budget>();
	/** The kind of spend a request declares → the name the service's headers give its policy. */
	private readonly names = new Map<string, string>();
	/** Waiting requests per policy, first come first served. */
	private readonly queues = new Map<string, Waiter[]>();
	/** When the pending wake-ups fire. */
	private readonly timers: number[] = [];
	private lastUsed: number;

	constructor(private readonly clock: PacerClock = realClock) {
		this.lastUsed = clock.now();
	}

	/** Resolves when the request may be sent; it must then `settle` or `release` its admission. */
	async admit(spend: Spend, signal?: AbortSignal): Promise<Admission> {
		this.lastUsed = this.clock.now();
		return await new Promise<Admission>((resolve, reject) => {
			if (signal?.aborted) return reject(new PacingCancelled());
			const waiter: Waiter = { spend, resolve, reject, signal };
			const queue = this.queues.get(spend.policy) ?? [];
			this.queues.set(spend.policy, queue);
			queue.push(waiter);
			if (signal) {
				waiter.onAbort = () => {
					const at = queue.indexOf(waiter);
					if (at < 0) return;
					queue.splice(at, 1);
					reject(new PacingCancelled());
					this.pump();
				};
				signal.addEventListener('abort', waiter.onAbort, { once: true });
			}
			this.pump();
		});
	}

	/** Whether nothing waits, nothing is in flight and nothing was asked for a while. */
	idle(now: number): boolean {
		if (now - this.lastUsed < IDLE_MS) return false;
		for (const queue of this.queues.values()) if (queue.length > 0) return false;
		for (const budget of this.budgets.values()) if (budget.reserved > 0) return false;
		return true;
	}

	private budget(name: string): Budget {
		let budget = this.budgets.get(name);
		if (!budget) {
			budget = new Budget();
			this.budgets.set(name, budget);
		}
		return budget;
	}

	private budgetOf(policy: string): Budget {
		return this.budget(this.names.get(policy) ?? policy);
	}

	/** Admits every waiting request that fits, in order per policy; schedules a wake-up for the rest. */
	private pump(): void {
		const now = this.clock.now();
		for (const queue of this.queues.values()) {
			while (queue.length > 0) {
				const verdict = this.verdict(queue[0].spend, now);
				if (!('admit' in verdict)) {
					if (verdict.wakeAt !== undefined) this.wakeAt(verdict.wakeAt);
					break;
				}
				this.grant(queue.shift()!, verdict.admit, verdict.probe);
			}
		}
	}

	private verdict(spend: Spend, now: number): Verdict {
		const budget = this.budgetOf(spend.policy);
		if (!budget.paced) return { admit: budget, probe: false };
		if (budget.holdUntil > now) {
			if (budget.holdUntil - now > MAX_PACING_WAIT_MS) return { admit: budget, probe: false };
			return { wakeAt: budget.holdUntil };
		}
		budget.expire(now);
		if (budget.remaining === undefined || budget.resetAt === undefined) {
			// Nothing known about this window: one request goes first to learn it (woken by its answer).
			return budget.probes === 0 ? { admit: budget, probe: true } : {};
		}
		// No wait makes room for it: the service will say so.
		if (budget.quota !== undefined && spend.cost > budget.quota) {
			return { admit: budget, probe: false };
		}
		if (spend.cost <= budget.remaining - budget.reserved) return { admit: budget, probe: false };
		if (budget.resetAt - now > MAX_PACING_WAIT_MS) return { admit: budget, probe: false };
		// Answers in flight may show room sooner; the reset surely does.
		return { wakeAt: budget.resetAt };
	}

	private grant(waiter: Waiter, budget: Budget, probe: boolean): void {
		const { spend } = waiter;
		if (waiter.signal && waiter.onAbort) {
			waiter.signal.removeEventListener('abort', waiter.onAbort);
		}
		budget.reserved += spend.cost;
		if (probe) budget.probes += 1;
		let open = true;
		const close = () => {
			if (!open) return false;
			open = false;
			budget.reserved -= spend.cost;
			if (probe) budget.probes -= 1;
			return true;
		};
		waiter.resolve({
			settle: (statusCode, headers) => {
				if (!close()) return { overQuota: false };
				const settled = this.learn(spend, statusCode, headers);
				this.pump();
				return settled;
			},
			release: () => {
				if (close()) this.pump();
			},
		});
	}

	/** Takes what an answer says about the windows; a 429 holds everyone until the service's reset. */
	private learn(spend: Spend, statusCode: number, headers: IDataObject | undefined): Settled {
		const now = this.clock.now();
		this.lastUsed = now;
		const readings = readRateLimit(headers, now);
		if (readings.length > 0) {
			if (!this.names.has(spend.policy)) {
				this.names.set(spend.policy, nameOf(readings, spend.policy));
			}
			for (const reading of readings) this.budget(reading.name ?? UNNAMED).observe(reading, now);
		}
		const budget = this.budgetOf(spend.policy);
		// A success without any rate-limit header, from a service (or proxy) that sends none.
		if (readings.length === 0 && statusCode < 400 && !budget.seen) budget.paced = false;
		if (statusCode === 429) {
			const retryAfter = retryAfterMs(headerValue(headers, 'retry-after'), now);
			const until =
				retryAfter !== undefined
					? now + retryAfter
					: budget.remaining === 0 && budget.resetAt !== undefined
						? budget.resetAt
						: undefined;
			if (until !== undefined) budget.holdUntil = Math.max(budget.holdUntil, until);
			if (budget.remaining !== undefined) budget.remaining = 0;
		}
		return { overQuota: budget.quota !== undefined && spend.cost > budget.quota };
	}

	/** Makes sure `pump` runs again by `at` (in slices of at most a second). */
	private wakeAt(at: number): void {
		const now = this.clock.now();
		const fireAt = Math.min(at, now + MAX_SLICE_MS);
		if (this.timers.some((pending) => pending <= fireAt)) return;
		this.timers.push(fireAt);
		void this.clock.sleep(Math.max(0, fireAt - now)).then(() => {
			this.timers.splice(this.timers.indexOf(fireAt), 1);
			this.pump();
		});
	}
}

/**
 * The budget of the older header forms, which name no policy: one limit, as far as the node can
 * tell, for every request (sharing it can only make the node wait more, never bounce).
 */
const UNNAMED = '';

/** The service's name for the policy a request spent: its own, else the most constrained one. */
function nameOf(readings: RateLimitReading[], policy: string): string {
	if (readings.some((reading) => reading.name === policy)) return policy;
	const tightest = [...readings].sort((a, b) => a.remaining - b.remaining)[0];
	return tightest.name ?? UNNAMED;
}

function headerValue(headers: IDataObject | undefined, name: string): unknown {
	if (!headers) return undefined;
	const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === name);
	return key === undefined ? undefined : headers[key];
}

const pacers = new Map<string, Pacer>();

/**
 * The pacer of one key of one service (`key` identifies both), shared by every request this n8n
 * process sends with it: the items of a node, the nodes of a workflow and concurrent executions
 * all spend the same budget, so they take turns instead of racing each other into 429s.
 */
export function pacerFor(key: string): Pacer {
	const now = Date.now();
	for (const [other, pacer] of pacers) if (other !== key && pacer.idle(now)) pacers.delete(other);
	let pacer = pacers.get(key);
	if (!pacer) {
		pacer = new Pacer();
		pacers.set(key, pacer);
	}
	return pacer;
}
