import type { Family } from '../lexicon/details';
import type { DesignPlan } from '../resolve';
import { bodyFor, type Body } from './body';
import { drawAccessory } from './accessories';
import { drawBag } from './bags';
import { drawBottoms } from './bottoms';
import { drawCape } from './capes';
import { drawDress, drawSkirt } from './dresses';
import { Flat } from './flat';
import { drawFootwear } from './footwear';
import { drawHeadwear } from './headwear';
import { drawOnePiece } from './onepieces';
import { drawUpperGarment } from './tops';

/**
 * Turns a plan into a flat: the garment family decides the outline, the details decide what is
 * drawn on it. Every family shares the same pieces (upper body, sleeves, skirt, legs) and the
 * same detail drawers, so a hood looks the same on a hoodie, a parka and a dress.
 * Each family of shapes draws its outline in a module of its own (tops, capes, dresses,
 * onepieces, bottoms) and calls the shared construction details (sleeves, necks, closures,
 * pockets, trims, features). Shoes, bags, hats and the small accessories draw in modules of their
 * own (footwear, bags, headwear, accessories), sharing draw/kit.ts and the same fills.
 */
export function drawFlat(plan: DesignPlan): Flat {
	const flat = new Flat();
	DRAWERS[plan.family](flat, plan, bodyFor(plan));
	return flat;
}

/** Which module draws each family. */
const DRAWERS: Record<Family, (flat: Flat, plan: DesignPlan, body: Body) => void> = {
	top: drawUpperGarment,
	outer: drawUpperGarment,
	dress: drawDress,
	onepiece: drawOnePiece,
	skirt: (flat, plan) => drawSkirt(flat, plan),
	bottom: (flat, plan) => drawBottoms(flat, plan),
	cape: drawCape,
	footwear: (flat, plan) => drawFootwear(flat, plan),
	bag: (flat, plan) => drawBag(flat, plan),
	headwear: (flat, plan) => drawHeadwear(flat, plan),
	accessory: (flat, plan) => drawAccessory(flat, plan),
};
