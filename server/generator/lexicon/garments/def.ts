import type { Family } from '../details';

/**
 * Garments. An alias may carry what the word itself implies after a '|':
 * "cutoffs|denim|distressed" reads as shorts, in denim, distressed.
 */
export interface GarmentDef {
	id: string;
	/** Title words: "T-Shirt", "Tank Top". */
	label: string;
	family: Family;
	aliases: readonly string[];
	/** Materials the style and seed choose from when the prompt names none; first is most typical. */
	materials: readonly string[];
	/** Details that make the garment what it is (a hoodie has a hood). */
	always?: readonly string[];
	/** Choices for what the prompt leaves open, first most typical. */
	sleeves?: readonly string[];
	necklines?: readonly string[];
	lengths?: readonly string[];
	shapes?: readonly string[];
	/** Optional features the style or seed may add. */
	extras?: readonly string[];
	/** Features the style or seed never add, though the prompt may ask: tights have no pockets. */
	never?: readonly string[];
	/** A set drawn as worn, over matching bottoms of this cut: a suit's trousers, a tracksuit's joggers. */
	bottoms?: string;
	/** Garment words that name a part of this one: a dress's "skirt" and "top", a suit's "jacket". */
	parts?: readonly string[];
	/** The broader garment this is a kind of: jeans are trousers, so "trousers jeans" are jeans. */
	kindOf?: string;
}

/** The sleeve of a garment that only comes long-sleeved: a sweater, a coat. */
export const LONG = ['long-sleeves'];
