import type { GenerationOutcome } from '../store/types';
import type { SpecSource } from './design-spec';

type Spec = { id: string } & SpecSource;

/**
 * The pending designs of this process while they wait out the generation latency: a timer for
 * each that settles due designs when it fires (a timer survives nothing: the service resumes them
 * from the database at start, and a read settles a due design too), and their outcomes generated
 * ahead in the background, so that when a design comes due only its outcome is written.
 */
export class PendingDesigns {
	private readonly timers = new Map<string, NodeJS.Timeout>();
	/** Outcomes of pending designs generated ahead, by id; and the queue generated one at a time. */
	private readonly ahead = new Map<string, GenerationOutcome>();
	private readonly aheadQueue: Spec[] = [];
	private aheadTimer: NodeJS.Timeout | undefined;
	private aheadRunning = false;
	private closed = false;

	/**
	 * `generate` makes a design's outcome; `settleDue` completes every due design (its failures
	 * are the caller's to report: the design stays pending and the next read settles it).
	 */
	constructor(
		private readonly generate: (spec: Spec) => GenerationOutcome,
		private readonly settleDue: () => Promise<void>,
	) {}

	/** A design left pending until `readyAt`: its timer set, and its outcome generated ahead. */
	wait(spec: Spec, readyAt: number): void {
		this.schedule(spec.id, readyAt);
		this.prepare(spec);
	}

	/**
	 * A design being completed now: its timer stopped, and its outcome if it was generated ahead
	 * (undefined when it was not: the caller generates it).
	 */
	take(id: string): GenerationOutcome | undefined {
		clearTimeout(this.timers.get(id));
		this.timers.delete(id);
		const ready = this.ahead.get(id);
		this.ahead.delete(id);
		return ready;
	}

	close(): void {
		this.closed = true;
		clearTimeout(this.aheadTimer);
		this.aheadQueue.length = 0;
		for (const timer of this.timers.values()) clearTimeout(timer);
		this.timers.clear();
		this.ahead.clear();
	}

	private schedule(id: string, readyAt: number): void {
		const timer = setTimeout(
			() => {
				// Timers count whole milliseconds of the monotonic clock, the store compares `readyAt`
				// with Date.now(): the two round apart, and about one timer in seven fires a millisecond
				// before `readyAt` by Date.now(), when the store does not see the design as due yet and
				// nothing would complete it until a read. Wait again.
				if (Date.now() < readyAt) return this.schedule(id, readyAt);
				this.timers.delete(id);
				// Settled by then (here, or by another instance): an outcome generated ahead is not
				// needed any more.
				void this.settleDue().finally(() => this.ahead.delete(id));
			},
			Math.max(0, readyAt - Date.now()),
		);
		this.timers.set(id, timer);
	}

	/**
	 * Generates a pending design ahead of its time, in the background, so that when it comes due
	 * only its outcome is written: the designs of a collection, all due together, then end in a run
	 * of short transactions instead of a run of generations. The design stays pending until
	 * `readyAt` all the same. Generating starts once no design has been added for AHEAD_QUIET_MS
	 * (the burst that made them, and its transactions, go first), one at a time with a turn of the
	 * event loop between two. Skipped for a design no longer waiting here (completed on a read, or
	 * due already) and past MAX_AHEAD held.
	 */
	private prepare(spec: Spec): void {
		if (this.closed || this.aheadQueue.length + this.ahead.size >= MAX_AHEAD) return;
		this.aheadQueue.push(spec);
		clearTimeout(this.aheadTimer);
		this.aheadTimer = setTimeout(() => void this.generateAhead(), AHEAD_QUIET_MS);
		this.aheadTimer.unref();
	}

	private async generateAhead(): Promise<void> {
		if (this.aheadRunning) return;
		this.aheadRunning = true;
		try {
			for (let spec = this.aheadQueue.shift(); spec; spec = this.aheadQueue.shift()) {
				await new Promise<void>((resolve) => setImmediate(resolve));
				if (this.closed) return;
				if (this.timers.has(spec.id)) this.ahead.set(spec.id, this.generate(spec));
			}
		} finally {
			this.aheadRunning = false;
		}
	}
}

/** Outcomes generated ahead held at most (each holds its SVG). */
const MAX_AHEAD = 256;
/** How long no new pending design must come before generating ahead starts. */
const AHEAD_QUIET_MS = 50;
