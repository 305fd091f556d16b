/**
 * Seeded randomness. The generator must never touch Math.random or the clock: every choice the
 * prompt leaves open is drawn from a stream seeded by (prompt, style, seed), so the same spec
 * always yields the same design, and a different seed yields a different one.
 */

/** FNV-1a over UTF-16 code units: small, fast and stable across platforms. */
export function hashString(text: string, basis = 0x811c9dc5): number {
	let hash = basis >>> 0;
	for (let i = 0; i < text.length; i++) {
		hash ^= text.charCodeAt(i);
		hash = Math.imul(hash, 0x01000193) >>> 0;
	}
	return hash >>> 0;
}

export interface Random {
	/** Uniform in [0, 1). */
	next(): number;
	/** Integer in [min, max], both included. */
	int(min: number, max: number): number;
	/** Uniform in [min, max). */
	range(min: number, max: number): number;
	chance(probability: number): boolean;
	pick<T>(items: readonly T[]): T;
	/** Pick by weight; weights need not sum to 1. */
	weighted<T>(items: readonly (readonly [T, number])[]): T;
	/**
	 * A stream of its own for one purpose within this one's (the print, the beading), seeded from
	 * where this stream started rather than where it has got to: what one purpose draws, and in
	 * which order the purposes run, never changes what another gets.
	 */
	stream(purpose: string): Random;
}

/** mulberry32: a 32-bit state is plenty for layout choices and is trivially reproducible. */
export function createRandom(seed: number): Random {
	let state = seed >>> 0;
	const next = (): number => {
		state = (state + 0x6d2b79f5) >>> 0;
		let t = state;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
	const random: Random = {
		next,
		int: (min, max) => min + Math.floor(next() * (max - min + 1)),
		range: (min, max) => min + next() * (max - min),
		chance: (probability) => next() < probability,
		pick: (items) => items[Math.floor(next() * items.length)],
		stream: (purpose) => createRandom(hashString(purpose, seed >>> 0)),
		weighted: (items) => {
			const total = items.reduce((sum, [, weight]) => sum + weight, 0);
			let roll = next() * total;
			for (const [item, weight] of items) {
				roll -= weight;
				if (roll < 0) return item;
			}
			return items[items.length - 1][0];
		},
	};
	return random;
}

/** A stream for one named purpose, so adding a draw in one place does not reshuffle the others. */
export function streamFor(seed: number, key: string, purpose: string): Random {
	return createRandom(hashString(key, seed >>> 0)).stream(purpose);
}
