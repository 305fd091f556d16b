import type { Family } from '../../lexicon/details';
import type { DesignPlan } from '../../resolve';
import { bodyFor, type Body } from '../body';
import { Flat } from '../flat';
import { drawAccessoryBack } from './accessories';
import { drawBagBack } from './bags';
import { drawDressBack, drawSkirtBack } from './dresses';
import { drawFootwearBack } from './footwear';
import { drawHeadwearBack } from './headwear';
import { drawCapeBack, drawUpperBack } from './tops';
import { drawBottomsBack } from './legs';
import { drawOnePieceBack } from './onepieces';

/**
 * Turns a plan into its back flat: the family decides the outline, as for the front (compose.ts),
 * from the same body and the same shared pieces, so the back is the back of that garment. What
 * only the back shows is grouped under `data-part`; nothing here draws a design's front details
 * (`data-detail`: pockets, plackets, fastenings).
 */
export function drawBackFlat(plan: DesignPlan): Flat {
	const flat = new Flat();
	BACK_DRAWERS[plan.family](flat, plan, bodyFor(plan));
	return flat;
}

/** Which module draws each family's back. */
const BACK_DRAWERS: Record<Family, (flat: Flat, plan: DesignPlan, body: Body) => void> = {
	top: drawUpperBack,
	outer: drawUpperBack,
	dress: drawDressBack,
	onepiece: drawOnePieceBack,
	skirt: (flat, plan) => drawSkirtBack(flat, plan),
	bottom: (flat, plan) => drawBottomsBack(flat, plan),
	cape: drawCapeBack,
	footwear: (flat, plan) => drawFootwearBack(flat, plan),
	bag: (flat, plan) => drawBagBack(flat, plan),
	headwear: (flat, plan) => drawHeadwearBack(flat, plan),
	accessory: (flat, plan) => drawAccessoryBack(flat, plan),
};
