import type { SizeSystemId } from './sizes';
import { rows, values, type Change, type PointValue } from './table';

/**
 * A block: a garment's points of measure in its base size (M, or the size system's base), in cm,
 * cut regular (no fit word), with the grade per alpha step. What the design's words change is in
 * adjust.ts; this is the garment as a pattern maker starts it.
 */
export interface Block {
	system: SizeSystemId;
	points: readonly PointValue[];
	/** The point a length word sets first (`$main` in a change). */
	main?: string;
	/** Each length word's changes: absolute values, so a cropped crop top stays as it is. */
	lengths: Readonly<Record<string, Change[]>>;
	/**
	 * What the base values already are (leggings are cut skinny, fitted and high-waisted): a word's
	 * change is taken relative to it, so naming what the garment already is changes nothing.
	 */
	shape?: string;
	fit?: string;
	rise?: string;
	/** Sleeves cut with the body (a kimono's): sleeve-length words leave them. */
	fixedSleeve?: boolean;
	/** The block of a set's bottoms (a suit's trousers), measured in the same size system. */
	bottoms?: string;
}

export type BlockOptions = Omit<Block, 'system' | 'points' | 'lengths'> & { lengths?: string };

export function block(system: SizeSystemId, points: string, options: BlockOptions = {}): Block {
	const { lengths, ...rest } = options;
	return { system, points: values(points), lengths: rows(lengths ?? ''), ...rest };
}
