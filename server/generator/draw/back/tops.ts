import type { DesignPlan } from '../../resolve';
import { type Body, sideToHem } from '../body';
import { Flat } from '../flat';
import { type Frame, has, isMoto } from '../frame';
import { type Pt, type Seg, symmetric } from '../geometry';
import { drawSleeves } from '../sleeves';
import { drawBoning, drawHemFinish, drawSetBottoms, hemFor } from '../tops';
import { fringe } from '../trims';
import { backUpperHalf, drawBackNeck, drawHoodDown } from './bodice';
import { drawBackLacing, drawBackYoke, drawCentreBack, drawStormFlap } from './construction';
import { drawBackFeatures } from './features';

/**
 * The backs of tops, outerwear, capes and ponchos: the front's outline under a back neck, its
 * sleeves and hem, and what the back has of its own.
 */

export function drawUpperBack(flat: Flat, plan: DesignPlan, body: Body): void {
	const lapels = has(plan, 'lapels') || isMoto(plan);
	const hem: Pt = [body.hem[0], body.hem[1]];
	const sleeved = plan.sleeves !== undefined && plan.sleeves !== 'sleeveless';
	// Under lapels the front is cut in a V; the back has a plain back neck under the collar.
	const upper = backUpperHalf(body, lapels ? undefined : plan.neckline, sleeved);
	drawSetBottoms(flat, plan, body, hem);
	flat.piece(
		symmetric([...upper.segs, ...sideToHem(body, upper.armpit, hem), ...backHem(plan, hem)]),
	);
	const frame: Frame = {
		body,
		openTop: upper.top,
		hemY: hem[1],
		hemW: hem[0],
		waistY: body.waist[1],
		waistW: body.waist[0],
		sleeves: [],
	};
	if (plan.garment.id === 'corset') {
		drawBoning(flat, body, hem[1]);
		drawBackLacing(flat, body.bareTop + 16, hem[1] - 12);
	}
	drawHemFinish(flat, plan, hem);
	drawBackYoke(flat, plan, upper);
	drawCentreBack(flat, plan, frame, upper.top + 30);
	frame.sleeves = drawSleeves(flat, plan, upper.shoulder, upper.armpit, plan.family === 'outer');
	if (plan.garment.id === 'trench') drawStormFlap(flat, body, upper);
	drawBackNeck(flat, plan, body, upper.strapTops, { lapels, crossed: false });
	drawBackFeatures(flat, plan, frame);
	drawHoodDown(flat, plan, body);
}

/** A shirt's tail curves at the back too; a vest's points and a corset's busk are the front's. */
function backHem(plan: DesignPlan, hem: Pt): Seg[] {
	return plan.garment.id === 'shirt' || plan.garment.id === 'tunic'
		? hemFor(plan, hem)
		: [['L', [0, hem[1]]]];
}

export function drawCapeBack(flat: Flat, plan: DesignPlan, body: Body): void {
	if (plan.garment.id === 'dupatta') return drawDupattaBack(flat, plan, body);
	const poncho = plan.garment.id === 'poncho';
	const drop =
		{ mini: 420, 'knee-length': 560, midi: 700, maxi: 860 }[plan.length ?? 'knee-length'] ?? 560;
	const w = body.shoulder[0];
	const { neckW } = body;
	// As the front (capes.ts) under a back neck: no arm slits, no opening down the middle.
	const half: Seg[] = poncho
		? [
				['M', [0, 12]],
				['Q', [neckW, 12], [neckW + 4, 0]],
				['Q', [w * 1.1, 18], [w * 2.1, drop * 0.62]],
				['L', [0, drop]],
			]
		: [
				['M', [0, 12]],
				['Q', [neckW, 12], [neckW + 2, 0]],
				['Q', [w * 1.25, 4], [w * 1.4, 120]],
				['L', [w * 1.85, drop]],
				...hemFor(plan, [w * 1.85, drop]),
			];
	flat.piece(symmetric(half));
	const frame: Frame = {
		body,
		openTop: 12,
		hemY: drop,
		hemW: poncho ? 0 : w * 1.85,
		waistY: 250,
		waistW: w,
		sleeves: [],
	};
	if (!poncho)
		flat.part('centre-back-seam', () =>
			flat.line(
				[
					['M', [0, 40]],
					['L', [0, drop]],
				],
				'seam',
			),
		);
	drawBackNeck(flat, plan, body, [], { lapels: false, crossed: false });
	if (has(plan, 'fringe') && poncho)
		fringe(
			flat,
			[
				[w * 2.1, drop * 0.62],
				[0, drop],
			],
			14,
		);
	drawBackFeatures(flat, plan, frame);
	drawHoodDown(flat, plan, body);
}

/**
 * A dupatta as it is worn, seen from behind: over both shoulders, hanging across the back in a
 * curve, its woven borders along both edges; its tasselled ends fall in front. The front view
 * shows it laid flat.
 */
function drawDupattaBack(flat: Flat, plan: DesignPlan, body: Body): void {
	// A curve from one shoulder to the other, its lowest point `depth` below them.
	const arc = (x: number, depth: number, back = false): Seg[] => {
		const [from, to] = back ? [x, -x] : [-x, x];
		const reach = 10 + depth / 0.75;
		return [
			[back ? 'L' : 'M', [from, 10]],
			['C', [from, reach], [to, reach], [to, 10]],
		] as Seg[];
	};
	flat.part('drape', () => {
		flat.piece([...arc(270, 545), ...arc(120, 385, true), ['Z']]);
		flat.line(arc(254, 530), 'stitch');
		flat.line(arc(136, 400), 'stitch');
		flat.line(arc(195, 465), 'fold');
	});
	drawBackFeatures(flat, plan, {
		body,
		openTop: 10,
		hemY: 555,
		hemW: 0,
		waistY: 280,
		waistW: 150,
		sleeves: [],
	});
}
