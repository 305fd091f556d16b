import { ApiError } from '../errors';
import type {
	DesignStore,
	EventFilters,
	EventRecord,
	EventRepository,
	Page,
	PageQuery,
} from '../store/types';

/** docs/contract.md "Events": events are kept 30 days. */
export const EVENT_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
/** How often expired events are purged (and once at start). */
const PURGE_INTERVAL_MS = 60 * 60 * 1000;

export interface EventServiceOptions {
	/** The clock retention is measured by (tests move it forward). */
	now?: () => number;
	/**
	 * Settles work that is due before a read: the design service's pending generations, so that a
	 * client polling the events after a design's latency finds its outcome, timer or not.
	 */
	settle?: () => Promise<void>;
}

/**
 * The read side of events (they are recorded by the store, in the transaction of each change),
 * and their retention: events older than 30 days are purged at start and every hour after.
 */
export class EventService {
	private readonly now: () => number;
	private readonly settle: () => Promise<void>;
	private timer: NodeJS.Timeout | undefined;

	constructor(
		private readonly store: EventRepository & Pick<DesignStore, 'cursorPosition'>,
		options: EventServiceOptions = {},
	) {
		this.now = options.now ?? Date.now;
		this.settle = options.settle ?? (async () => undefined);
	}

	/** The event (404 `event_not_found` when the account has none, or it has expired). */
	async get(accountId: string, id: string): Promise<EventRecord> {
		const event = await this.store.getEvent(accountId, id);
		if (!event) {
			throw new ApiError(
				'event_not_found',
				`No event with id '${id}' exists in this account; events are kept 30 days.`,
			);
		}
		return event;
	}

	/** A page of the account's events, newest first, with due generations settled first. */
	async list(query: PageQuery<EventFilters>): Promise<Page<EventRecord>> {
		await this.settle();
		return this.store.listEvents(query);
	}

	/** Paging position of one of the account's events. */
	cursorPosition(accountId: string, id: string): Promise<number | undefined> {
		return this.store.cursorPosition('event', accountId, id);
	}

	/** Deletes the events past their retention (and so their deliveries); resolves to how many. */
	purgeExpired(): Promise<number> {
		return this.store.purgeEventsBefore(this.now() - EVENT_RETENTION_MS);
	}

	/**
	 * Purges now, then every hour on a timer that does not keep the process alive. A failed
	 * purge (the database away for a moment) is left to the next one.
	 */
	async startRetention(): Promise<void> {
		this.stopRetention();
		await this.purgeExpired();
		this.timer = setInterval(() => {
			this.purgeExpired().catch(() => undefined);
		}, PURGE_INTERVAL_MS);
		this.timer.unref();
	}

	stopRetention(): void {
		clearInterval(this.timer);
		this.timer = undefined;
	}
}
