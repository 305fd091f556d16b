import type { DesignPlan } from '../resolve';
import { bodyFor } from './body';
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
	const body = bodyFor(plan);
	switch (plan.family) {
		case 'top':
		case 'outer':
			drawUpperGarment(flat, plan, body);
			break;
		case 'dress':
			drawDress(flat, plan, body);
			break;
		case 'onepiece':
			drawOnePiece(flat, plan, body);
			break;
		case 'skirt':
			drawSkirt(flat, plan);
			break;
		case 'bottom':
			drawBottoms(flat, plan);
			break;
		case 'cape':
			drawCape(flat, plan, body);
			break;
		case 'footwear':
			drawFootwear(flat, plan);
			break;
		case 'bag':
			drawBag(flat, plan);
			break;
		case 'headwear':
			drawHeadwear(flat, plan);
			break;
		case 'accessory':
			drawAccessory(flat, plan);
			break;
	}
	return flat;
}
