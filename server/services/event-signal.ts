/**
 * Tells the webhook sender that events were committed, so deliveries start at once instead of at
 * its next poll. Services emit after the transaction that recorded events has committed (never
 * before: a sender woken early would find nothing). Listeners must not throw or block.
 */
export class EventSignal {
	private readonly listeners = new Set<() => void>();

	subscribe(listener: () => void): () => void {
		this.listeners.add(listener);
		return () => this.listeners.delete(listener);
	}

	emit(): void {
		for (const listener of this.listeners) listener();
	}
}
