import type { Block } from './block';
import { ACCESSORY_BLOCKS, BAG_BLOCKS, FOOTWEAR_BLOCKS, HEADWEAR_BLOCKS } from './blocks-goods';
import { CAPE_BLOCKS, DRESS_BLOCKS, ONEPIECE_BLOCKS, SKIRT_BLOCKS } from './blocks-body';
import { LOWER_BLOCKS } from './blocks-lower';
import { OUTER_BLOCKS, UPPER_BLOCKS } from './blocks-upper';

export type { Block };

/** Every garment's block by garment id, and the bottoms of sets by their own id. */
export const BLOCKS: ReadonlyMap<string, Block> = new Map(
	Object.entries({
		...UPPER_BLOCKS,
		...OUTER_BLOCKS,
		...DRESS_BLOCKS,
		...SKIRT_BLOCKS,
		...LOWER_BLOCKS,
		...ONEPIECE_BLOCKS,
		...CAPE_BLOCKS,
		...FOOTWEAR_BLOCKS,
		...BAG_BLOCKS,
		...HEADWEAR_BLOCKS,
		...ACCESSORY_BLOCKS,
	}),
);
