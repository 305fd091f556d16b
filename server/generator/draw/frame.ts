import type { DesignPlan } from '../resolve';
import { type Body, type Sleeve, upperHalf } from './body';
import type { LegSpec } from './lower';

/**
 * What the family drawers and the detail drawers share: where details attach on a drawn
 * garment (the frame) and the questions they ask of a plan.
 */

/** Where details attach, in body units; filled in by whichever family draws the outline. */
export interface Frame {
	body: Body;
	/** y where a front opening starts (below the neckline) and where the garment ends. */
	openTop: number;
	hemY: number;
	hemW: number;
	waistY: number;
	waistW: number;
	sleeves: Sleeve[];
	legs?: LegSpec;
	skirtTop?: number;
}

export const KNITS = new Set([
	'knit',
	'cable-knit',
	'wool',
	'merino',
	'lambswool',
	'cashmere',
	'mohair',
	'alpaca',
	'angora',
	'fleece',
	'jersey',
	'terry',
	'crochet',
]);
export const RIBBED_GARMENTS = new Set([
	'sweater',
	'sweatshirt',
	'hoodie',
	'cardigan',
	'bomber',
	'joggers',
]);
/** Legwear pulled on over an elastic waist: no fly, no belt loops, no pressed hem. */
export const PULL_ON = new Set(['leggings', 'tights', 'capris', 'churidar']);

export const has = (plan: DesignPlan, id: string): boolean => plan.features.has(id);
/** A zipped leather or suede jacket is drawn as a biker jacket: wide lapels, diagonal zip. */
export const isMoto = (plan: DesignPlan): boolean =>
	plan.garment.id === 'jacket' &&
	has(plan, 'zip') &&
	['leather', 'faux-leather', 'suede'].includes(plan.materials[0]);
/** The prompt gave the garment's edges a colour of their own: "white with red trim". */
export const trimmed = (plan: DesignPlan): boolean => plan.partColors.has('trim');
export const ribbed = (plan: DesignPlan): boolean =>
	RIBBED_GARMENTS.has(plan.garment.id) ||
	(plan.garment.id !== 't-shirt' && KNITS.has(plan.materials[0]) && plan.family === 'top');

/** How far below the neck point the neckline's centre front lies: where a front opens, a bow ties. */
export function neckDepth(body: Body, neck: string | undefined): number {
	const [start] = upperHalf(body, neck, true).segs;
	return start[0] === 'M' ? start[1][1] : 26;
}

export function widthScale(plan: DesignPlan): number {
	return ({ fitted: 0.9, relaxed: 1.05, oversized: 1.2 }[plan.fit] ?? 1) * plan.style.volume;
}
