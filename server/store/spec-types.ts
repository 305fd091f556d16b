/**
 * What a design is generated from besides its prompt, style and seed, as the store keeps it: a
 * colourway, and edits (store/types.ts re-exports these with the other records).
 */
import type { DesignEdit } from '../generator';

/** A colourway's colour names (canonical) and base seed; both absent for any other design. */
export interface Colorway {
	colors?: string[];
	baseSeed?: number;
}

/**
 * What an edited design applies to its prompt's design, as the generator's spec says it
 * (generator/index.ts DesignSpec): the seed of the design the edits were made of (an edit's own
 * seed is in its entry), the edits in order, and, for a colourway, how many came before it.
 */
export interface EditChain {
	seed: number;
	edits: DesignEdit[];
	editsBeforeColorway?: number;
}

/** A design's edit chain; absent for a design that applies none. */
export interface Edited {
	edits?: EditChain;
}

/** How a design derives from its prompt's design: repainted, edited, both or neither. */
export type Derivation = Colorway & Edited;
