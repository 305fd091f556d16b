import type { DesignPlan } from '../resolve';
import type { Body } from './body';
import { drawFeatures } from './features';
import { Flat } from './flat';
import { bothSides, type Pt, type Seg, symmetric } from './geometry';
import { fringe } from './trims';

/**
 * Draped cloth of South Asian dress, as flats: a saree's pallu over the shoulder and its pleats,
 * a dupatta laid flat, the decorated border both share and a lehenga's hem carries.
 */

/** A woven border along one edge: two stitch lines a band's width apart. */
function border(flat: Flat, from: Pt, to: Pt, width: number): void {
	const [dx, dy] = [to[0] - from[0], to[1] - from[1]];
	const length = Math.hypot(dx, dy) || 1;
	const [nx, ny] = [(-dy / length) * width, (dx / length) * width];
	flat.line(
		[
			['M', from],
			['L', to],
			['M', [from[0] + nx, from[1] + ny]],
			['L', [to[0] + nx, to[1] + ny]],
		],
		'stitch',
	);
}

/**
 * Over the saree's blouse and skirt (drawn as a dress): the pallu from the left shoulder across
 * the front to the right hip, its end hanging down the back, and the pleats tucked at the centre.
 */
export function drawSareeDrape(flat: Flat, body: Body, hemY: number): void {
	const [shoulderX, shoulderY] = body.shoulder;
	const [waistX, waistY] = body.waist;
	const neck: Pt = [-body.neckW - 4, 2];
	const shoulder: Pt = [-shoulderX - 8, shoulderY + 4];
	const waist: Pt = [waistX * 1.12, waistY + 40];
	const hip: Pt = [waistX * 1.22, waistY + 150];
	flat.piece([['M', neck], ['L', waist], ['L', hip], ['L', shoulder], ['Z']]);
	border(flat, shoulder, hip, -14);
	// Pleats fan from the waist to the hem, a little to the right of the centre.
	for (const x of [18, 34, 50, 66])
		flat.line(
			[
				['M', [x * 0.6, waistY + 160]],
				['L', [x, hemY - 6]],
			],
			'fold',
		);
}

/** The pallu's end, falling behind the left shoulder: drawn before the body covers its top. */
export function drawPalluTail(flat: Flat, body: Body): void {
	const [shoulderX, shoulderY] = body.shoulder;
	const tail: Seg[] = [
		['M', [-shoulderX + 24, shoulderY]],
		['L', [-shoulderX - 14, shoulderY + 8]],
		['L', [-shoulderX - 62, 640]],
		['L', [-shoulderX + 6, 660]],
		['Z'],
	];
	flat.piece(tail);
	border(flat, [-shoulderX - 60, 612], [-shoulderX + 8, 630], 14);
}

/** A lehenga's embroidered border: a band above the hem of a full skirt. */
export function hemBorder(flat: Flat, hemW: number, hemY: number): void {
	for (const depth of [40, 62])
		flat.line(
			[
				['M', [-hemW * 0.98, hemY - depth]],
				['Q', [0, hemY - depth + 12], [hemW * 0.98, hemY - depth]],
			],
			'stitch',
		);
}

/** A dupatta laid flat, folded lengthways in three: a long stole with woven ends and tassels. */
export function drawDupatta(flat: Flat, plan: DesignPlan, body: Body): void {
	const [w, top, bottom] = [150, 20, 900];
	flat.piece(
		symmetric([
			['M', [0, top]],
			['L', [w, top]],
			['L', [w, bottom]],
			['L', [0, bottom]],
		]),
	);
	flat.line(
		bothSides([
			['M', [w / 3, top]],
			['L', [w / 3, bottom]],
		]),
		'fold',
	);
	for (const [from, to] of [
		[top + 60, top + 84],
		[bottom - 60, bottom - 84],
	])
		flat.line(
			[
				['M', [-w, from]],
				['L', [w, from]],
				['M', [-w, to]],
				['L', [w, to]],
			],
			'stitch',
		);
	border(flat, [-w + 14, top], [-w + 14, bottom], 12);
	border(flat, [w - 14, top], [w - 14, bottom], -12);
	// Tassels at both ends: what a dupatta is finished with.
	for (const y of [top, bottom])
		fringe(
			flat,
			[
				[w, y],
				[0, y],
			],
			y === top ? -8 : 8,
		);
	drawFeatures(flat, plan, {
		body,
		openTop: top,
		hemY: bottom,
		hemW: 0,
		waistY: (top + bottom) / 2,
		waistW: w,
		sleeves: [],
	});
}
