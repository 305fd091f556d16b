/**
 * PNG bytes by key, at most `maxBytes` in all, the least recently used dropped first: where
 * rendered images that are not stored are kept (a design's back view), so asking again does not
 * render again, and memory stays bounded however many are asked for.
 */
export class PngCache {
	/** Insertion order is use order: a read moves its entry to the end. */
	private readonly entries = new Map<string, Buffer>();
	private total = 0;

	constructor(readonly maxBytes: number) {}

	get(key: string): Buffer | undefined {
		const png = this.entries.get(key);
		if (png) {
			this.entries.delete(key);
			this.entries.set(key, png);
		}
		return png;
	}

	/** Keeps `png` under `key`, dropping the least recently used until all fit; one too big is not kept. */
	set(key: string, png: Buffer): void {
		this.delete(key);
		if (png.length > this.maxBytes) return;
		this.entries.set(key, png);
		this.total += png.length;
		for (const [oldest, old] of this.entries) {
			if (this.total <= this.maxBytes) break;
			this.entries.delete(oldest);
			this.total -= old.length;
		}
	}

	delete(key: string): void {
		const png = this.entries.get(key);
		if (!png) return;
		this.entries.delete(key);
		this.total -= png.length;
	}

	/** Bytes held. */
	get bytes(): number {
		return this.total;
	}
}
