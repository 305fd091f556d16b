/**
 * What the design's flat shows, counted from the drawing itself (generator/draw): the buttons a
 * factory must sew are the buttons the designer drew.
 */
import type { DesignPlan } from '../generator';
import { drawFlat } from '../generator/draw/compose';

export interface Shown {
	/** Buttons down the front closure (buttoned or double-breasted). */
	frontButtons: number;
	/** Buttons on each pocket kind (a flap's button). */
	pocketButtons: ReadonlyMap<string, number>;
	/** Buttons elsewhere: cuffs, epaulettes, a waistband. */
	otherButtons: number;
	/** Metal dots drawn as eyelets down a shoe's throat. */
	eyelets: number;
	/** Metal dots drawn for no detail of their own: studs. */
	studs: number;
}

const FRONT_CLOSURES = new Set(['buttons', 'double-breasted']);

export function shownOf(plan: DesignPlan): Shown {
	const pocketButtons = new Map<string, number>();
	let frontButtons = 0;
	let otherButtons = 0;
	let metal = 0;
	for (const mark of drawFlat(plan).marks) {
		if (mark.type !== 'dot') continue;
		if (mark.fill === 'part:buttons') {
			if (mark.detail && FRONT_CLOSURES.has(mark.detail)) frontButtons += 1;
			else if (mark.detail)
				pocketButtons.set(mark.detail, (pocketButtons.get(mark.detail) ?? 0) + 1);
			else otherButtons += 1;
		} else if (mark.fill === 'metal' && !mark.detail) metal += 1;
	}
	const shoe = plan.family === 'footwear' && plan.features.has('lace-up');
	return {
		frontButtons,
		pocketButtons,
		otherButtons,
		eyelets: shoe ? metal : 0,
		studs: plan.features.has('studs') && !shoe ? metal : 0,
	};
}
