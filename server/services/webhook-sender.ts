import { postWebhook, signatureHeader, type Attempt } from '../http/webhook-request';
import { SILENT_LOG, type Log } from '../log';
import { presentEvent } from '../presenters';
import type { ClaimedDelivery, DeliveryOutcome, WebhookRepository } from '../store/types';
import type { EventSignal } from './event-signal';

/** How the sender works; every field has a default (docs/contract.md "Webhook endpoints"), tests shrink them. */
export interface WebhookSenderOptions {
	/** Wait before the first retry; each later one waits twice the one before. */
	retryBaseMs: number;
	/** Tries in total, the first included; after the last the delivery is `failed`. */
	maxAttempts: number;
	/** An attempt not answered with 2xx within this is a failure (connect included). */
	timeoutMs: number;
	/** Refuse addresses that are not public when connecting (unless `--webhook-allow-private`). */
	denyPrivate: boolean;
	/** Looks for due work this often besides wake-ups: retries, and rows other instances wrote. */
	pollMs: number;
	/** A claimed delivery not settled within this is claimed again (its sender died). */
	leaseMs: number;
	/**
	 * Requests in flight at most per endpoint and per account (counted over every instance on the
	 * database), and in all from this instance.
	 */
	perEndpoint: number;
	perAccount: number;
	concurrency: number;
	/** Failed tries in a row after which an endpoint gets one request at a time until one succeeds. */
	breakerFailures: number;
	/** On stop, how long requests under way may finish before they are abandoned (and retried). */
	stopWaitMs: number;
}

export const WEBHOOK_SENDER_DEFAULTS: WebhookSenderOptions = {
	retryBaseMs: 1000,
	maxAttempts: 8,
	timeoutMs: 10_000,
	denyPrivate: true,
	pollMs: 500,
	leaseMs: 60_000,
	perEndpoint: 4,
	perAccount: 8,
	concurrency: 64,
	breakerFailures: 3,
	stopWaitMs: 1000,
};

/** Deliveries claimed by one query at most (the rest on the next turn of the loop). */
const CLAIM_BATCH = 32;

interface InFlight {
	delivery: ClaimedDelivery;
	attempt: Attempt;
	abandoned: boolean;
	done: Promise<void>;
}

/**
 * Drains the delivery queue (`webhook_deliveries`): claims due deliveries, POSTs each event
 * signed to its endpoint, and records the outcome: delivered, retried later with exponential
 * back-off, or failed after the last try. At least once: a delivery whose outcome was not
 * recorded (a crash, a stop) is sent again once its lease runs out or is given back.
 *
 * Never on a request's path: the API commits the event with its deliveries and emits the
 * EventSignal, which only wakes this sender. It also polls, for retries that come due and for
 * deliveries other instances queued. Requests are bounded per endpoint and per account (over all
 * instances: the claim counts leases in the database), claims take accounts and endpoints in
 * turn, and claiming goes on while requests are under way, so a receiver that hangs holds only
 * its own account's few slots and delays no other account's deliveries.
 *
 * A request starts inside the claim that found its endpoint live (`begin`, called by the store),
 * which is what makes "none starts after the endpoint's DELETE" hold: on SQLite claim and start
 * are one synchronous stretch of the event loop, on PostgreSQL the endpoint row is share-locked
 * until the claim commits (store/sqlite/webhooks.ts, store/postgres/webhooks.ts). The lease
 * (60 s) outlasts any attempt (10 s), so a live sender never loses a delivery to another one.
 */
export class WebhookSender {
	private readonly options: WebhookSenderOptions;
	private readonly inFlight = new Map<number, InFlight>();
	/** Failed tries in a row, by endpoint (this instance's view; reset by a delivered one). */
	private readonly failing = new Map<string, number>();
	private running = false;
	private pumping: Promise<void> | undefined;
	private pumpAgain = false;
	private poll: NodeJS.Timeout | undefined;
	/** Passes set for retries coming due, by time (10 ms granularity). */
	private readonly wakes = new Map<number, NodeJS.Timeout>();
	private unsubscribe: (() => void) | undefined;

	/** `log` hears of every failed attempt (warn) and of deliveries given up (error). */
	constructor(
		private readonly store: WebhookRepository,
		private readonly signal: EventSignal,
		options: Partial<WebhookSenderOptions> = {},
		private readonly log: Log = SILENT_LOG,
	) {
		this.options = { ...WEBHOOK_SENDER_DEFAULTS, ...options };
	}

	/** Takes back the leases a previous run left (where the store allows), then starts sending. */
	async start(): Promise<void> {
		if (this.running) return;
		await this.store.releaseAbandonedDeliveries();
		this.running = true;
		this.unsubscribe = this.signal.subscribe(() => this.pump());
		this.poll = setInterval(() => this.pump(), this.options.pollMs);
		this.poll.unref();
		this.pump();
	}

	/**
	 * Stops claiming, lets requests under way finish for `stopWaitMs`, then abandons the rest and
	 * gives their deliveries back (not counted as tries), so the next start sends them at once.
	 */
	async stop(): Promise<void> {
		if (!this.running) return;
		this.running = false;
		this.unsubscribe?.();
		clearInterval(this.poll);
		for (const timer of this.wakes.values()) clearTimeout(timer);
		this.wakes.clear();
		await this.pumping?.catch(() => undefined);
		const settled = Promise.all([...this.inFlight.values()].map((f) => f.done));
		let timer: NodeJS.Timeout | undefined;
		await Promise.race([
			settled,
			new Promise((resolve) => (timer = setTimeout(resolve, this.options.stopWaitMs))),
		]);
		clearTimeout(timer);
		const left = [...this.inFlight.values()];
		for (const flight of left) {
			flight.abandoned = true;
			flight.attempt.abort();
		}
		await Promise.all(left.map((f) => f.done));
		if (left.length > 0)
			await this.store.releaseDeliveries(left.map((f) => f.delivery)).catch(() => undefined);
	}

	/** Claims until nothing due is left or every slot is taken; one pass at a time, plus one after. */
	private pump(): void {
		if (!this.running) return;
		if (this.pumping) {
			this.pumpAgain = true;
			return;
		}
		this.pumping = this.claimWhileRoom()
			// A failed claim (the database away for a moment) is tried again at the next poll.
			.catch((error: unknown) =>
				this.log.warn({ err: error }, 'webhook deliveries could not be claimed; trying again'),
			)
			.finally(() => {
				this.pumping = undefined;
				if (this.pumpAgain) {
					this.pumpAgain = false;
					this.pump();
				}
			});
	}

	private async claimWhileRoom(): Promise<void> {
		while (this.running) {
			const limit = Math.min(CLAIM_BATCH, this.options.concurrency - this.inFlight.size);
			if (limit <= 0) return;
			// Requests start inside the claim, before its transaction commits; their outcomes wait for
			// the commit (on PostgreSQL an UPDATE would not see the lease of an uncommitted claim).
			let committed!: () => void;
			const claimOver = new Promise<void>((resolve) => (committed = resolve));
			let claimed: number;
			try {
				claimed = await this.store.claimDeliveries(
					{
						now: Date.now(),
						leaseMs: this.options.leaseMs,
						limit,
						perEndpoint: this.options.perEndpoint,
						perAccount: this.options.perAccount,
						endpointCaps: this.endpointCaps(),
					},
					(delivery) => this.begin(delivery, claimOver),
				);
			} finally {
				committed();
			}
			if (claimed < limit) return;
		}
	}

	/**
	 * The breaker: an endpoint whose last `breakerFailures` tries all failed (refused, timed out,
	 * answered non-2xx) is sent one request at a time, each a probe, until one is delivered. Its
	 * deliveries keep their own schedule (back-off, 8 tries, then failed): the breaker only stops
	 * a dead or hanging receiver from holding several slots, it never skips or adds a try.
	 */
	private endpointCaps(): Record<string, number> {
		const caps: Record<string, number> = {};
		for (const [id, failures] of this.failing)
			if (failures >= this.options.breakerFailures) caps[id] = 1;
		return caps;
	}

	/**
	 * Starts one attempt. Called by the store inside its claim (see `claimDeliveries`), so it
	 * must start the request synchronously and never throw. The outcome is recorded once the
	 * claim is over (`claimOver`).
	 */
	private begin(delivery: ClaimedDelivery, claimOver: Promise<void>): void {
		const { endpoint } = delivery;
		const attempt = this.post(delivery);
		const flight: InFlight = { delivery, attempt, abandoned: false, done: Promise.resolve() };
		flight.done = Promise.all([attempt.result, claimOver])
			.then(async ([result]) => {
				if (flight.abandoned) return;
				const outcome = this.outcome(delivery, result);
				if (outcome.status === 'delivered') this.failing.delete(endpoint.id);
				else {
					this.failing.set(endpoint.id, (this.failing.get(endpoint.id) ?? 0) + 1);
					this.logFailure(delivery, outcome);
				}
				await this.store.settleDelivery(delivery, outcome, Date.now());
				if (outcome.nextAttemptAt !== null) this.wakeAt(outcome.nextAttemptAt);
			})
			// Not recorded (the database away): the lease runs out and the delivery is sent again.
			.catch(() => undefined)
			.finally(() => {
				this.inFlight.delete(delivery.seq);
				// A slot is free: more may be claimed.
				this.pump();
			});
		this.inFlight.set(delivery.seq, flight);
	}

	/** The signed POST of the delivery's event, started now; an event it cannot send is a failed try. */
	private post({ event, endpoint }: ClaimedDelivery): Attempt {
		try {
			const body = Buffer.from(JSON.stringify(presentEvent(event, endpoint.apiBase)));
			const timestamp = Math.floor(Date.now() / 1000);
			return postWebhook(
				endpoint.url,
				body,
				{
					'Content-Type': 'application/json',
					'User-Agent': 'DesignGenerator-Webhooks/1.0',
					'Design-Event-Id': event.id,
					'Design-Signature': signatureHeader(endpoint.secret, timestamp, body),
				},
				{ timeoutMs: this.options.timeoutMs, denyPrivate: this.options.denyPrivate },
			);
		} catch (error) {
			const reason = `the event could not be sent: ${(error as Error).message}`;
			return {
				result: Promise.resolve({ delivered: false, status: null, error: reason }),
				abort: () => undefined,
			};
		}
	}

	private outcome(delivery: ClaimedDelivery, result: Awaited<Attempt['result']>): DeliveryOutcome {
		if (result.delivered)
			return {
				status: 'delivered',
				nextAttemptAt: null,
				lastStatus: result.status,
				lastError: null,
			};
		const tries = delivery.attempts + 1;
		const last = tries >= this.options.maxAttempts;
		return {
			status: last ? 'failed' : 'pending',
			// After the n-th try: base × 2^(n−1) (1 s, 2 s, 4 s … by default: about 2 minutes in all).
			nextAttemptAt: last ? null : Date.now() + this.options.retryBaseMs * 2 ** (tries - 1),
			lastStatus: result.status,
			lastError: result.error,
		};
	}

	/**
	 * A failed try: which endpoint (its id and origin — never its path or query, which can be a
	 * capability such as an n8n webhook URL, nor its secret or the signature), which event, the
	 * answer, and when the next try is. The last try's failure is an error: no more will come.
	 */
	private logFailure(delivery: ClaimedDelivery, outcome: DeliveryOutcome): void {
		const { endpoint, event } = delivery;
		const fields = {
			endpoint: endpoint.id,
			target: originOf(endpoint.url),
			event: event.id,
			type: event.type,
			attempt: delivery.attempts + 1,
			status: outcome.lastStatus ?? undefined,
			// A reason that quotes the URL (an unparsable one) quotes only its origin here.
			error: outcome.lastError?.replaceAll(endpoint.url, originOf(endpoint.url)) ?? undefined,
		};
		if (outcome.nextAttemptAt === null)
			this.log.error(fields, `webhook delivery failed after ${fields.attempt} tries; giving up`);
		else
			this.log.warn(
				{ ...fields, retryInMs: Math.max(0, outcome.nextAttemptAt - Date.now()) },
				'webhook delivery failed; will retry',
			);
	}

	/** A pass at `at`, when a retry comes due (sooner than the poll would find it). */
	private wakeAt(at: number): void {
		const slot = Math.ceil(at / 10) * 10;
		if (!this.running || this.wakes.has(slot)) return;
		const timer = setTimeout(
			() => {
				this.wakes.delete(slot);
				this.pump();
			},
			Math.max(0, slot - Date.now()),
		);
		timer.unref();
		this.wakes.set(slot, timer);
	}
}

/** `https://host:port` of an endpoint URL (the part that is safe to log). */
function originOf(url: string): string {
	try {
		return new URL(url).origin;
	} catch {
		return '(invalid URL)';
	}
}
