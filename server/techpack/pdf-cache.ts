/**
 * A least-recently-used cache bounded by the bytes it holds rather than by a count: tech pack PDFs
 * range from tens to hundreds of kB, and memory is what the bound protects.
 */
export class ByteLruCache {
	/** In use order: the first entry is the least recently used. */
	private readonly entries = new Map<string, Buffer>();
	private held = 0;

	constructor(readonly maxBytes: number) {}

	/** The bytes cached under `key`, now the most recently used; undefined when absent. */
	get(key: string): Buffer | undefined {
		const value = this.entries.get(key);
		if (value) {
			this.entries.delete(key);
			this.entries.set(key, value);
		}
		return value;
	}

	/** Caches `value`, evicting the least recently used until it fits. A value over the bound is not kept. */
	set(key: string, value: Buffer): void {
		this.delete(key);
		if (value.byteLength > this.maxBytes) return;
		this.entries.set(key, value);
		this.held += value.byteLength;
		for (const [oldest, bytes] of this.entries) {
			if (this.held <= this.maxBytes) break;
			this.entries.delete(oldest);
			this.held -= bytes.byteLength;
		}
	}

	delete(key: string): void {
		const value = this.entries.get(key);
		if (!value) return;
		this.entries.delete(key);
		this.held -= value.byteLength;
	}

	/** Bytes held now. */
	get bytes(): number {
		return this.held;
	}

	get size(): number {
		return this.entries.size;
	}
}
