import type { DesignPlan } from '../resolve';
import { type Body, sideToHem, upperHalf } from './body';
import { drawClosure } from './closures';
import { drawFeatures } from './features';
import { Flat } from './flat';
import { type Frame, has, isMoto, neckDepth, ribbed } from './frame';
import { bothSides, type Pt, type Seg, symmetric } from './geometry';
import { legsHalf } from './lower';
import { drawBehind, drawNeck } from './necks';
import { drawSleeves } from './sleeves';

/**
 * Tops and outerwear with sleeves: one body outline from a camisole to a parka, its hem, and the
 * trousers of a set (a suit, a tracksuit) hanging below it.
 */

export function drawUpperGarment(flat: Flat, plan: DesignPlan, body: Body): void {
	const outer = plan.family === 'outer';
	const lapels = has(plan, 'lapels') || isMoto(plan);
	const breakY = has(plan, 'double-breasted') ? 200 : 232;
	const hem: Pt = [body.hem[0], body.hem[1]];
	const sleeved = plan.sleeves !== undefined && plan.sleeves !== 'sleeveless';
	const neck = lapels ? 'v-neck' : plan.neckline;
	const upper = upperHalf(body, neck, sleeved);
	if (lapels) upper.segs[0] = ['M', [0, breakY]];
	const outline = symmetric([
		...upper.segs,
		...sideToHem(body, upper.armpit, hem),
		...hemFor(plan, hem),
	]);

	drawSetBottoms(flat, plan, body, hem);
	drawBehind(flat, plan, body, lapels ? breakY : undefined);
	flat.piece(outline);
	const frame: Frame = {
		body,
		openTop: lapels ? breakY : neckDepth(body, neck),
		hemY: hem[1],
		hemW: hem[0],
		waistY: body.waist[1],
		waistW: body.waist[0],
		sleeves: [],
	};
	if (plan.garment.id === 'corset') drawBoning(flat, body, hem[1]);
	if (plan.garment.id === 'shrug') shrugOpening(flat, frame.openTop, hem);
	drawHemFinish(flat, plan, hem);
	frame.sleeves = drawSleeves(flat, plan, upper.shoulder, upper.armpit, outer);
	drawNeck(flat, plan, body, upper.strapTops, lapels ? breakY : undefined);
	drawClosure(flat, plan, frame);
	drawFeatures(flat, plan, frame);
}

/**
 * A set is shown as worn: the suit's trousers, the tracksuit's joggers hang below the top (the
 * same from behind: the top covers where front and back differ).
 */
export function drawSetBottoms(flat: Flat, plan: DesignPlan, body: Body, hem: Pt): void {
	const bottoms = plan.garment.bottoms;
	if (!bottoms) return;
	const waist: Pt = [body.waist[0] * 1.02, body.waist[1] + 40];
	const legs = legsHalf(waist, bottoms, 800, 1, false);
	flat.piece(symmetric([['M', [0, waist[1]]], ['L', waist], ...legs.segs]));
	const crease = (legs.inner + legs.outer) / 2;
	if (bottoms === 'straight-leg')
		flat.line(
			bothSides([
				['M', [crease, hem[1] + 20]],
				['L', [crease, legs.hemY - 4]],
			]),
			'fold',
		);
}

/** Side slits, then a rib band or a stitched hem: the same all round, front and back. */
export function drawHemFinish(flat: Flat, plan: DesignPlan, hem: Pt): void {
	if (SLIT_SIDES.has(plan.garment.id)) sideSlits(flat, hem);
	if (plan.garment.id === 'sports-bra') bandAcross(flat, hem, 40, 'rib');
	else if (ribbed(plan) || plan.garment.id === 'bomber') bandAcross(flat, hem, 30, 'rib');
	else if (plan.garment.id !== 'corset')
		flat.line(
			bothSides([
				['M', [0, hem[1] - 16]],
				['L', [hem[0] - 2, hem[1] - 16]],
			]),
			'stitch',
		);
}

/** Hem from the side to the centre; a shirt tail curves, a vest dips to points. */
export function hemFor(plan: DesignPlan, hem: Pt): Seg[] {
	if (plan.garment.id === 'shirt' || plan.garment.id === 'tunic')
		return [['Q', [hem[0] * 0.6, hem[1] + 30], [0, hem[1] + 26]]];
	if (plan.garment.id === 'vest' && !has(plan, 'zip'))
		return [
			['L', [28, hem[1] + 34]],
			['L', [0, hem[1] + 14]],
		];
	if (plan.garment.id === 'corset') return [['L', [0, hem[1] + 30]]];
	return [['L', [0, hem[1]]]];
}

/** A band across the body ending at the hem (rib hem, waistband). */
export function bandAcross(flat: Flat, hem: Pt, depth: number, fill: 'rib' | 'fabric'): void {
	flat.piece(
		symmetric([
			['M', [0, hem[1] - depth]],
			['L', [hem[0] - 1, hem[1] - depth]],
			['L', hem],
			['L', [0, hem[1]]],
		]),
		fill,
	);
}

export function drawBoning(flat: Flat, body: Body, hemY: number): void {
	const top = body.bareTop + 20;
	for (const x of [0.35, 0.7])
		flat.line(
			bothSides([
				['M', [body.armpit[0] * x, top]],
				['L', [body.waist[0] * x, hemY - 4]],
			]),
			'seam',
		);
}

/** Long tops slit at the sides so they move: a kurta, a kurti. */
const SLIT_SIDES = new Set(['kurta', 'kurti']);

export function sideSlits(flat: Flat, hem: Pt): void {
	flat.line(
		bothSides([
			['M', [hem[0] - 2, hem[1]]],
			['L', [hem[0] - 6, hem[1] - 120]],
		]),
		'edge',
	);
}

/** A shrug is open down the front: the fronts curve away from the neck, the lining seen between. */
export function shrugOpening(flat: Flat, top: number, hem: Pt): void {
	flat.piece(
		symmetric([
			['M', [0, top]],
			['Q', [hem[0] * 0.12, hem[1] - 40], [hem[0] * 0.72, hem[1]]],
			['L', [0, hem[1]]],
		]),
		'lining',
	);
}
