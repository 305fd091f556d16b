import { ApiError } from '../errors';
import { newId } from '../ids';
import { SILENT_LOG, type Log } from '../log';
import type { ClaimedItem, CollectionRepository } from '../store/types';
import type { DesignService } from './design-service';
import type { EventSignal } from './event-signal';

export interface CollectionWorkerOptions {
	/** Item designs being made at once by this instance (`--collection-concurrency`). */
	concurrency: number;
	/** How long a claimed item stays this instance's without a renewal; a dead instance's run out. */
	leaseMs: number;
	/** Looks for items (other instances' collections, leases run out) this often besides wake-ups. */
	pollMs: number;
}

export const COLLECTION_WORKER_DEFAULTS: Omit<CollectionWorkerOptions, 'concurrency'> = {
	leaseMs: 10_000,
	pollMs: 500,
};

/**
 * Makes collection items' designs, one worker per instance. It claims items with a lease (its own
 * token and an expiry, renewed while it holds them), and makes each item's design in one
 * transaction with the item's change, fenced by the token: when another instance has taken the
 * item over (this one stalled past its lease), or the collection was canceled, that transaction
 * makes nothing. So every item gets one design at most, whoever makes it, and a dead instance's
 * items are taken by another once their leases run out (leaseMs + pollMs).
 *
 * With a generation latency a design is inserted `pending` and completed by the design service's
 * due-completion timers (resumed from the database at start, like any pending design). The latency
 * stands for the time a model takes to make the design, so the item holds its slot until the design
 * is due: at most `concurrency` items' designs are under way at once, and a cancel still finds the
 * rest unmade. Stopping does not wait for those: the pending designs are in the database and are
 * completed after the restart (or by another instance). Without a latency, the
 * design is generated as it is made; generating is CPU work on the event loop, so those are made
 * one at a time, with a turn of the loop between two (requests are served in between).
 */
export class CollectionWorker {
	private readonly owner = newId('wrk');
	private readonly options: CollectionWorkerOptions;
	private running = false;
	private loop: Promise<void> | undefined;
	private wake: (() => void) | undefined;
	private woken = false;
	private renewal: NodeJS.Timeout | undefined;
	private readonly inFlight = new Set<Promise<void>>();
	/** The chain that makes generated-now designs one at a time. */
	private turn: Promise<void> = Promise.resolve();
	/** Ends the waits of items whose pending designs hold their slots (on stop). */
	private readonly holds = new Set<() => void>();

	constructor(
		private readonly store: CollectionRepository,
		private readonly designs: DesignService,
		private readonly eventSignal: EventSignal,
		private readonly generatesNow: boolean,
		options: Partial<CollectionWorkerOptions> & Pick<CollectionWorkerOptions, 'concurrency'>,
		private readonly log: Log = SILENT_LOG,
	) {
		this.options = { ...COLLECTION_WORKER_DEFAULTS, ...options };
	}

	/** Takes back the leases an earlier run left (where the store allows), then starts claiming. */
	async start(): Promise<void> {
		if (this.running) return;
		await this.store.releaseAbandonedCollectionLeases();
		this.running = true;
		this.renewal = setInterval(() => this.renew(), Math.max(100, this.options.leaseMs / 3));
		this.renewal.unref();
		this.loop = this.run();
	}

	/** Claims at once (a collection was just stored) instead of at the next poll. */
	notify(): void {
		this.woken = true;
		this.wake?.();
	}

	/**
	 * Stops claiming, lets the designs under way be made (each is one short transaction; a
	 * generated-now one also its generation), then gives back the leases of items not started, so
	 * the next start (or another instance) takes them at once.
	 */
	async stop(): Promise<void> {
		if (!this.running) return;
		this.running = false;
		this.notify();
		for (const release of [...this.holds]) release();
		await this.loop;
		await Promise.allSettled([...this.inFlight]);
		clearInterval(this.renewal);
		await this.store
			.releaseCollectionLeases(this.owner)
			.catch((error: unknown) =>
				this.log.warn({ err: error }, 'collection leases not given back; they run out instead'),
			);
	}

	private async run(): Promise<void> {
		while (this.running) {
			const free = this.options.concurrency - this.inFlight.size;
			let claimed: ClaimedItem[] = [];
			if (free > 0) {
				const now = Date.now();
				claimed = await this.store
					.claimCollectionItems(this.owner, now, now + this.options.leaseMs, free)
					.catch((error: unknown) => {
						this.log.warn({ err: error }, 'collection items could not be claimed; retrying');
						return [];
					});
			}
			for (const item of claimed) this.begin(item);
			// Claimed as many as there was room for: there may be more to claim at once.
			if (claimed.length > 0 && claimed.length === free) continue;
			// Item designs left pending by an instance that is gone are due here too (this
			// instance has no timer for them).
			if (claimed.length === 0 && !this.woken)
				await this.designs.completeDue().catch((error: unknown) => {
					this.log.warn({ err: error }, 'pending designs could not be completed');
				});
			await this.idle();
		}
	}

	/** Waits for a wake-up (a new collection, a design done) or the poll interval. */
	private idle(): Promise<void> {
		if (this.woken) {
			this.woken = false;
			return Promise.resolve();
		}
		return new Promise((resolve) => {
			const timer = setTimeout(done, this.options.pollMs);
			function done() {
				clearTimeout(timer);
				resolve();
			}
			this.wake = () => {
				this.wake = undefined;
				this.woken = false;
				done();
			};
		});
	}

	private begin(item: ClaimedItem): void {
		const work = this.generatesNow ? this.inTurn(() => this.make(item)) : this.make(item);
		const tracked = work.finally(() => {
			this.inFlight.delete(tracked);
			// A slot is free.
			this.notify();
		});
		this.inFlight.add(tracked);
	}

	/** Runs `work` after the ones queued before it, a turn of the event loop after the last. */
	private inTurn(work: () => Promise<void>): Promise<void> {
		const run = this.turn
			.then(() => new Promise<void>((resolve) => setImmediate(resolve)))
			.then(work);
		this.turn = run.catch(() => undefined);
		return run;
	}

	private async make(item: ClaimedItem): Promise<void> {
		const where = { collection: item.collectionId, position: item.position };
		if (!this.running) return this.giveBack(item);
		try {
			const design = await this.designs.createForCollection(item, this.owner);
			if (!design) this.log.info(where, 'collection item taken over or canceled: not made here');
			else if (design.status === 'pending' && design.readyAt !== null) {
				// Until its completion has committed (the pass over due designs that takes it), so the
				// designs pending at one moment never outnumber the slots.
				if (await this.holdUntil(design.readyAt))
					await this.designs.completeDue().catch(() => undefined /* a read settles it */);
			}
		} catch (error) {
			if (error instanceof ApiError && error.code === 'design_quota_exceeded') {
				// The account filled up since the collection was accepted: the item fails, the
				// quota holds.
				await this.store
					.failCollectionItem(
						item,
						this.owner,
						{ code: error.code, detail: error.detail },
						Date.now(),
					)
					.then(() => this.eventSignal.emit())
					.catch((failure: unknown) => this.retryLater(item, failure));
				return;
			}
			await this.retryLater(item, error);
		}
	}

	/**
	 * Keeps the item's slot until its pending design is due (true), or until the worker stops
	 * (false).
	 */
	private holdUntil(readyAt: number): Promise<boolean> {
		return new Promise((resolve) => {
			const release = (due: boolean) => {
				clearTimeout(timer);
				this.holds.delete(stop);
				resolve(due);
			};
			const stop = () => release(false);
			const timer = setTimeout(() => release(true), Math.max(0, readyAt - Date.now()));
			this.holds.add(stop);
		});
	}

	/** A design that could not be made now (the database away): its item goes back to be claimed. */
	private async retryLater(item: ClaimedItem, error: unknown): Promise<void> {
		this.log.warn(
			{ err: error, collection: item.collectionId, position: item.position },
			'collection item not made; it will be claimed again',
		);
		await this.giveBack(item);
	}

	private async giveBack(item: ClaimedItem): Promise<void> {
		await this.store
			.releaseCollectionLeases(this.owner, item)
			.catch(() => undefined /* its lease runs out instead */);
	}

	/** Extends the leases of the items this instance holds and has not made yet. */
	private renew(): void {
		if (this.inFlight.size === 0) return;
		this.store
			.renewCollectionLeases(this.owner, Date.now() + this.options.leaseMs)
			.catch((error: unknown) => this.log.warn({ err: error }, 'collection leases not renewed'));
	}
}
