import { HIP_POCKETS } from '../lexicon/details';
import type { DesignPlan } from '../resolve';
import { type Body, upperHalf } from './body';
import { drawLegDetails } from './bottoms';
import { drawClosure } from './closures';
import { drawFeatures } from './features';
import { Flat } from './flat';
import { type Frame, has, neckDepth, widthScale } from './frame';
import { bothSides, flip, type Pt, type Seg, symmetric } from './geometry';
import { legsHalf, type LegSpec } from './lower';
import { drawBehind, drawNeck } from './necks';
import { patchPocket, pocketPair } from './pockets';
import { drawSleeves } from './sleeves';

/**
 * Garments in one piece from the shoulders or a bib down: jumpsuits, swimsuits, overalls, aprons.
 */

export function drawOnePiece(flat: Flat, plan: DesignPlan, body: Body): void {
	const id = plan.garment.id;
	const waist = body.waist;
	// Overalls with sleeves are the British kind, a coverall: drawn as a one-piece suit.
	if (id === 'overalls' && (plan.sleeves === undefined || plan.sleeves === 'sleeveless'))
		return drawOveralls(flat, plan, body);
	if (id === 'apron') return drawApron(flat, plan, body);
	if (id === 'bikini') return drawBikini(flat, plan, body);
	const sleeved = plan.sleeves !== undefined && plan.sleeves !== 'sleeveless';
	const upper = upperHalf(body, plan.neckline, sleeved);
	const bodice: Seg[] = [
		['Q', [waist[0] + (upper.armpit[0] - waist[0]) * 0.3, (upper.armpit[1] + waist[1]) / 2], waist],
	];
	let legs: LegSpec | undefined;
	let lower: Seg[];
	if (id === 'swimsuit' || id === 'bodysuit') {
		// High-cut leg openings instead of legs.
		const hip: Pt = [waist[0] * 1.18, waist[1] + 70];
		lower = [
			['Q', [hip[0] + 2, waist[1] + 30], hip],
			['Q', [hip[0] * 0.45, waist[1] + 110], [22, waist[1] + 180]],
			['L', [0, waist[1] + 180]],
		];
	} else {
		const short = plan.length === 'cropped';
		legs = legsHalf(waist, plan.shape, short ? 270 : 720, widthScale(plan), short);
		lower = legs.segs;
	}
	drawBehind(flat, plan, body);
	flat.piece(symmetric([...upper.segs, ...bodice, ...lower]));
	flat.line(
		bothSides([
			['M', [0, waist[1]]],
			['L', waist],
		]),
		'seam',
	);
	const frame: Frame = {
		body,
		openTop: neckDepth(body, plan.neckline),
		hemY: legs?.hemY ?? waist[1] + 180,
		hemW: legs?.outer ?? waist[0],
		waistY: waist[1],
		waistW: waist[0],
		sleeves: [],
		legs,
	};
	frame.sleeves = drawSleeves(flat, plan, upper.shoulder, upper.armpit, false);
	drawNeck(flat, plan, body, upper.strapTops);
	if (legs) drawLegDetails(flat, plan, legs, waist, false);
	drawClosure(flat, plan, { ...frame, hemY: legs ? waist[1] + 150 : waist[1] });
	drawFeatures(flat, plan, frame);
}

export function drawOveralls(flat: Flat, plan: DesignPlan, body: Body): void {
	const waist: Pt = [body.waist[0] * 1.05, body.waist[1]];
	const bibTop = body.armpit[1] - 10;
	const bibW = waist[0] * 0.62;
	const short = plan.length === 'cropped';
	const legs = legsHalf(
		waist,
		plan.shape ?? 'straight-leg',
		short ? 270 : 720,
		widthScale(plan),
		short,
	);
	// Straps go over the shoulders, so they are drawn first and the bib covers their ends.
	const strap: Seg[] = [
		['M', [bibW - 26, bibTop + 6]],
		['L', [bibW - 4, bibTop + 6]],
		['L', [body.neckW + 34, -6]],
		['L', [body.neckW + 12, -6]],
		['Z'],
	];
	flat.piece(strap).piece(flip(strap));
	flat.piece(
		symmetric([
			['M', [0, bibTop]],
			['L', [bibW, bibTop]],
			['L', [bibW, waist[1] - 40]],
			['Q', [waist[0] - 10, waist[1] - 36], waist],
			...legs.segs,
		]),
	);
	flat.line(
		bothSides([
			['M', [0, waist[1]]],
			['L', waist],
		]),
		'stitch',
	);
	flat.piece(
		symmetric([
			['M', [0, bibTop + 30]],
			['L', [bibW * 0.6, bibTop + 30]],
			['L', [bibW * 0.6, bibTop + 95]],
			['Q', [bibW * 0.3, bibTop + 108], [0, bibTop + 108]],
		]),
	);
	flat.line(
		symmetric([
			['M', [0, bibTop + 38]],
			['L', [bibW * 0.6 - 8, bibTop + 38]],
		]),
		'stitch',
	);
	flat.dots(
		[
			[bibW - 15, bibTop + 16],
			[-(bibW - 15), bibTop + 16],
		],
		7,
		'part:buttons',
	);
	flat.dots(
		[
			[waist[0] - 4, waist[1] - 18],
			[-(waist[0] - 4), waist[1] - 18],
		],
		5,
		'part:buttons',
	);
	drawLegDetails(flat, plan, legs, waist, true);
	drawFeatures(flat, plan, {
		body,
		openTop: bibTop,
		hemY: legs.hemY,
		hemW: legs.outer,
		waistY: waist[1],
		waistW: waist[0],
		sleeves: [],
		legs,
	});
}

/** A bib apron: neck strap, bib, waist ties and a skirt with a wide patch pocket; cropped, a waist apron. */
export function drawApron(flat: Flat, plan: DesignPlan, body: Body): void {
	const waist: Pt = [body.waist[0] * 1.08, body.waist[1]];
	const bib = plan.length !== 'cropped';
	const hemY = waist[1] + (bib ? 520 : 300);
	const hemW = waist[0] * 1.22;
	const bibTop = body.armpit[1] - 70;
	const bibW = body.neckW + 44;
	// The waist ties and the neck strap sit behind the apron, drawn first.
	const tie: Seg[] = [
		['M', [waist[0] - 6, waist[1] - 8]],
		['L', [waist[0] + 70, waist[1] + 4]],
		['L', [waist[0] + 58, waist[1] + 150]],
		['L', [waist[0] + 44, waist[1] + 148]],
		['L', [waist[0] + 52, waist[1] + 24]],
		['L', [waist[0] - 6, waist[1] + 10]],
		['Z'],
	];
	flat.piece(tie).piece(flip(tie));
	if (bib)
		flat.piece(
			symmetric([
				['M', [0, -40]],
				['Q', [body.neckW + 24, -40], [bibW - 2, bibTop + 4]],
				['L', [bibW - 20, bibTop + 4]],
				['Q', [body.neckW + 8, -22], [0, -22]],
			]),
		);
	const top: Seg[] = bib
		? [
				['M', [0, bibTop]],
				['L', [bibW, bibTop]],
				['Q', [bibW + 4, waist[1] - 60], waist],
			]
		: [
				['M', [0, waist[1]]],
				['L', waist],
			];
	flat.piece(symmetric([...top, ['L', [hemW, hemY]], ['L', [0, hemY]]]));
	if (bib)
		flat.line(
			bothSides([
				['M', [0, bibTop + 14]],
				['L', [bibW - 2, bibTop + 14]],
			]),
			'stitch',
		);
	flat.line(
		bothSides([
			['M', [0, waist[1] + 14]],
			['L', [waist[0], waist[1] + 14]],
		]),
		'stitch',
	);
	flat.line(
		bothSides([
			['M', [0, hemY - 14]],
			['L', [hemW - 2, hemY - 14]],
		]),
		'stitch',
	);
	// The apron's own pocket is one wide patch across the front, divided: a pouch too.
	const kind = HIP_POCKETS.find((id) => has(plan, id));
	const [py, ph] = [waist[1] + (bib ? 90 : 60), bib ? 110 : 90];
	if (kind === 'patch-pockets' || kind === 'kangaroo-pocket')
		flat.detail(kind, () => {
			patchPocket(flat, [0, py], waist[0] * 1.5, ph, false);
			flat.line(
				[
					['M', [0, py + 14]],
					['L', [0, py + ph]],
				],
				'stitch',
			);
		});
	else if (kind) flat.detail(kind, () => pocketPair(flat, kind, waist[0] * 0.7, py, 0.85));
	drawFeatures(flat, plan, {
		body,
		openTop: bibTop,
		hemY,
		hemW,
		waistY: waist[1],
		waistW: waist[0],
		sleeves: [],
	});
}

/**
 * A bikini as two pieces: triangle cups on an underband with ties to the neck (a halter) or
 * straps to the shoulders, a bandeau when strapless; below, the briefs with high-cut legs.
 */
function drawBikini(flat: Flat, plan: DesignPlan, body: Body): void {
	const [chest, underY] = [body.armpit[0] * 0.9, 190];
	if (plan.neckline === 'strapless') {
		flat.piece(
			symmetric([
				['M', [0, 110]],
				['Q', [chest * 0.6, 100], [chest, 112]],
				['L', [chest, underY]],
				['Q', [chest * 0.5, underY + 6], [0, underY]],
			]),
		);
	} else {
		const apex: Pt = [chest * 0.5, 86];
		flat.piece(
			bothSides([
				['M', [8, underY - 8]],
				['Q', [chest * 0.55, underY + 2], [chest, underY - 14]],
				['L', apex],
				['Z'],
			]),
		);
		const strapEnd: Pt =
			plan.neckline === 'halter' ? [body.neckW * 0.7, 0] : [body.shoulder[0] * 0.55, 8];
		flat.line(
			bothSides([
				['M', apex],
				['L', strapEnd],
			]),
			'edge',
		);
		flat.line(
			bothSides([
				['M', [chest, underY - 8]],
				['L', [body.armpit[0] * 1.05, underY - 12]],
			]),
			'edge',
		);
	}
	const [waistX, top] = [body.waist[0] * 1.08, 330];
	flat.piece(
		symmetric([
			['M', [0, top + 8]],
			['L', [waistX, top]],
			['Q', [waistX * 0.62, top + 60], [34, top + 150]],
			['L', [0, top + 150]],
		]),
	);
	drawFeatures(flat, plan, {
		body,
		openTop: underY,
		hemY: top + 150,
		hemW: waistX,
		waistY: top,
		waistW: waistX,
		sleeves: [],
	});
}
