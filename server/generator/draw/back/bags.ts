import type { DesignPlan } from '../../resolve';
import { type BagShape, bagShape, drawBagBody, drawCarry, grabHandle } from '../bags';
import { DUFFEL, drawDuffelBody } from '../duffel';
import type { Flat } from '../flat';
import { bothSides, type Pt, type Seg } from '../geometry';
import { along, ellipse, hangingFringe, polyline, roundRect, smooth } from '../kit';
import { mirrored } from './mirrored';

/**
 * Bags from behind: the same body and handles, its back panel with what only the back has (a
 * slip pocket, the flap's hinge, a backpack's padded panel and shoulder straps, a wallet's
 * outside); the front's flap, clasp, front pocket and decorations are not there.
 */
export function drawBagBack(flat: Flat, plan: DesignPlan): void {
	if (plan.garment.id === 'duffel-bag') return drawDuffelBack(flat);
	const shape = bagShape(plan);
	if (plan.garment.id === 'wallet') return drawWalletOutside(flat, plan, shape);
	if (shape.carry === 'backpack') return drawBackpackBack(flat, plan, shape);
	const { top, bottom, depth } = shape;
	drawCarry(flat, shape);
	drawBagBody(flat, plan, shape);
	const zip = plan.features.has('zip');
	// The flap is cut in one with the back: it folds over the top along this line.
	if (shape.flap !== 'none')
		flat.part('flap-hinge', () =>
			flat.line(
				polyline([
					[-top + 18, 30],
					[top - 18, 30],
				]),
				'fold',
			),
		);
	// A zipped pocket across the back, against the wearer: its zip, pull and welted ends.
	if (shape.flap !== 'envelope')
		flat.part('back-pocket', () => {
			const [x, y] = [Math.min(top, bottom) * 0.66, depth * 0.36];
			flat.piece(roundRect(-x, y - 6, 2 * x, 12, 5), 'lining');
			flat.line(
				polyline([
					[-x + 6, y],
					[x - 6, y],
				]),
				'stitch',
			);
			flat.piece(roundRect(x - 44, y - 4, 14, 40, 4), 'part:zip');
		});
	// Studs on the base, where the bag is set down: the front's, seen from the other side.
	if (shape.flap === 'none' || (zip && shape.carry === 'strap'))
		flat.dots(along([-bottom + 30, depth - 30], [bottom - 30, depth - 30], 2), 7, 'metal');
	if (plan.features.has('fringe'))
		hangingFringe(flat, [-bottom + 20, depth], [bottom - 20, depth], 70);
}

/**
 * A backpack's back: the grab handle, the body, the padded panel against the wearer's back and
 * the shoulder straps over it, from the top to webbing at the bottom corners.
 */
function drawBackpackBack(flat: Flat, plan: DesignPlan, shape: BagShape): void {
	const { top, bottom, depth, reach } = shape;
	grabHandle(flat, reach);
	drawBagBody(flat, plan, shape);
	flat.part('back-panel', () => {
		for (const side of [-1, 1]) {
			flat.piece(
				roundRect(side > 0 ? 8 : -bottom * 0.62, 60, bottom * 0.62 - 8, depth * 0.5, 30),
				'lining',
			);
			flat.piece(
				roundRect(
					side > 0 ? 8 : -bottom * 0.62,
					70 + depth * 0.5,
					bottom * 0.62 - 8,
					depth * 0.26,
					30,
				),
				'lining',
			);
		}
	});
	flat.part('shoulder-straps', () => {
		for (const side of [-1, 1]) {
			const strap: Pt[] = [
				[side * 40, 0],
				[side * top * 0.5, 80],
				[side * top * 0.62, depth * 0.55],
				[side * bottom * 0.6, depth * 0.72],
			];
			const inner = strap.map(([x, y]): Pt => [x - side * 48, y + 6]);
			flat.piece([...smooth(strap), ...smooth([...inner].reverse(), false), ['Z']], 'lining');
			flat.line(smooth(strap.map(([x, y]): Pt => [x - side * 24, y + 3])), 'stitch');
			// The adjuster at the strap's foot and the webbing down to the bottom corner.
			const [fx, fy] = [side * (bottom * 0.6 - 24), depth * 0.72 + 4];
			flat.piece(roundRect(fx - 22, fy - 8, 44, 20, 5), 'metal');
			flat.line(
				polyline([
					[fx, fy + 12],
					[side * (bottom - 24), depth - 20],
				]),
				'edge',
			);
		}
		// The sternum strap across, buckled in the middle.
		const y = depth * 0.3;
		flat.piece(roundRect(-top * 0.5, y - 7, top, 14, 6), 'accent');
		flat.piece(roundRect(-20, y - 12, 40, 24, 6), 'metal');
	});
}

/** An open bifold wallet from outside: one panel round the spine, stitched at its edges. */
function drawWalletOutside(flat: Flat, plan: DesignPlan, shape: BagShape): void {
	const { top, depth, corner } = shape;
	flat.piece(roundRect(-top, 0, top * 2, depth, corner), 'fabric');
	flat.part('wallet-outside', () => {
		flat.line(
			polyline([
				[0, 4],
				[0, depth - 4],
			]),
			'fold',
		);
		flat.line(
			bothSides([
				['M', [14, 14]],
				['L', [top - 14, 14]],
				['L', [top - 14, depth - 14]],
				['L', [14, depth - 14]],
			]),
			'stitch',
		);
		// The tab that snaps the closed wallet shut, seen from its outer face.
		flat.piece(roundRect(top - 70, depth * 0.3, 90, depth * 0.4, 16), 'fabric');
		flat.piece(ellipse([top - 4, depth * 0.5], 10, 10), 'metal');
	});
	if (plan.features.has('zip'))
		flat.line(
			smooth([
				[-top + 6, depth - 10],
				[-top + 6, 10],
				[top - 6, 10],
				[top - 6, depth - 10],
			]),
			'edge',
		);
}

/**
 * A duffel's other side: the barrel seen from behind puts the zip's puller at the other end; the
 * strap's D-rings on the end panels; no front pocket.
 */
function drawDuffelBack(flat: Flat): void {
	mirrored(flat, drawDuffelBody);
	const [w] = DUFFEL;
	flat.part('strap-rings', () => {
		for (const side of [-1, 1]) {
			const c: Pt = [side * (w - 56), -12];
			const ring: Seg[] = [...ellipse(c, 18, 14), ...ellipse(c, 10, 7, true)];
			flat.piece(ring, 'metal');
		}
	});
}
