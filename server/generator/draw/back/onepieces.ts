import type { DesignPlan } from '../../resolve';
import type { Body } from '../body';
import { Flat } from '../flat';
import { type Frame, widthScale } from '../frame';
import { bothSides, flip, lerp, type Pt, type Seg, symmetric } from '../geometry';
import { legsHalf, type LegSpec } from '../lower';
import { drawSleeves } from '../sleeves';
import { bow } from '../trims';
import { backUpperHalf, drawBackNeck, drawHoodDown } from './bodice';
import { closesAtBack, drawBackYoke, drawBackZip } from './construction';
import { drawBackFeatures } from './features';
import { drawBackLegDetails } from './legs';

/**
 * The backs of one-pieces: a jumpsuit's or a swimsuit's back, overalls' crossed straps, an
 * apron's reverse, a bikini's back.
 */

export function drawOnePieceBack(flat: Flat, plan: DesignPlan, body: Body): void {
	const id = plan.garment.id;
	if (id === 'overalls' && (plan.sleeves === undefined || plan.sleeves === 'sleeveless'))
		return drawOverallsBack(flat, plan, body);
	if (id === 'apron') return drawApronBack(flat, plan, body);
	if (id === 'bikini') return drawBikiniBack(flat, plan, body);
	const waist = body.waist;
	const sleeved = plan.sleeves !== undefined && plan.sleeves !== 'sleeveless';
	const upper = backUpperHalf(body, plan.neckline, sleeved);
	const bodice: Seg[] = [
		['Q', [waist[0] + (upper.armpit[0] - waist[0]) * 0.3, (upper.armpit[1] + waist[1]) / 2], waist],
	];
	let legs: LegSpec | undefined;
	let lower: Seg[];
	if (id === 'swimsuit' || id === 'bodysuit') {
		// The seat: the leg openings cut lower than the front's high legs.
		const hip: Pt = [waist[0] * 1.18, waist[1] + 70];
		lower = [
			['Q', [hip[0] + 2, waist[1] + 30], hip],
			['Q', [hip[0] * 0.72, waist[1] + 150], [40, waist[1] + 196]],
			['L', [0, waist[1] + 200]],
		];
	} else {
		const short = plan.length === 'cropped';
		legs = legsHalf(waist, plan.shape, short ? 270 : 720, widthScale(plan), short);
		lower = legs.segs;
	}
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
		openTop: upper.top,
		hemY: legs?.hemY ?? waist[1] + 200,
		hemW: legs?.outer ?? waist[0],
		waistY: waist[1],
		waistW: waist[0],
		sleeves: [],
		legs,
	};
	drawBackYoke(flat, plan, upper);
	frame.sleeves = drawSleeves(flat, plan, upper.shoulder, upper.armpit, false);
	if (legs) drawBackLegDetails(flat, plan, legs, waist, false);
	if (legs && closesAtBack(plan)) drawBackZip(flat, upper.top + 2, waist[1] + 60);
	drawBackNeck(flat, plan, body, upper.strapTops, { lapels: false, crossed: true });
	drawBackFeatures(flat, plan, frame);
	drawHoodDown(flat, plan, body);
}

/**
 * Overalls from behind: a low back panel, the straps crossing from each shoulder to the other
 * side of it, stitched together where they cross; back pockets on the seat.
 */
function drawOverallsBack(flat: Flat, plan: DesignPlan, body: Body): void {
	const waist: Pt = [body.waist[0] * 1.05, body.waist[1]];
	const short = plan.length === 'cropped';
	const legs = legsHalf(
		waist,
		plan.shape ?? 'straight-leg',
		short ? 270 : 720,
		widthScale(plan),
		short,
	);
	const backTop = waist[1] - 64;
	flat.piece(
		symmetric([
			['M', [0, backTop]],
			['L', [waist[0] * 0.8, backTop + 6]],
			['Q', [waist[0] - 4, waist[1] - 30], waist],
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
	drawBackLegDetails(flat, plan, legs, waist, true);
	const shoulder: Pt = [body.neckW + 23, -6];
	const foot: Pt = [-waist[0] * 0.56, backTop + 8];
	const cross = lerp(shoulder, foot, shoulder[0] / (shoulder[0] - foot[0]));
	flat.part('crossed-straps', () => {
		const strap: Seg[] = [
			['M', [shoulder[0] - 11, shoulder[1]]],
			['L', [shoulder[0] + 11, shoulder[1]]],
			['L', [foot[0] + 11, foot[1]]],
			['L', [foot[0] - 11, foot[1]]],
			['Z'],
		];
		flat.piece(strap).piece(flip(strap));
		flat.piece([
			['M', [-16, cross[1] - 16]],
			['L', [16, cross[1] - 16]],
			['L', [16, cross[1] + 16]],
			['L', [-16, cross[1] + 16]],
			['Z'],
		]);
	});
	drawBackFeatures(flat, plan, {
		body,
		openTop: backTop,
		hemY: legs.hemY,
		hemW: legs.outer,
		waistY: waist[1],
		waistW: waist[0],
		sleeves: [],
		legs,
	});
}

/**
 * An apron's reverse: the outline as the front's, the neck strap and the waist ties over it now,
 * the hems' turned-back allowances showing; no pocket.
 */
function drawApronBack(flat: Flat, plan: DesignPlan, body: Body): void {
	const waist: Pt = [body.waist[0] * 1.08, body.waist[1]];
	const bib = plan.length !== 'cropped';
	const hemY = waist[1] + (bib ? 520 : 300);
	const hemW = waist[0] * 1.22;
	const bibTop = body.armpit[1] - 70;
	const bibW = body.neckW + 44;
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
	flat.part('hem-facing', () => {
		flat.piece(
			symmetric([
				['M', [0, hemY - 16]],
				['L', [hemW - 1, hemY - 16]],
				['L', [hemW, hemY]],
				['L', [0, hemY]],
			]),
			'lining',
		);
		if (bib)
			flat.piece(
				symmetric([
					['M', [0, bibTop]],
					['L', [bibW, bibTop]],
					['L', [bibW, bibTop + 16]],
					['L', [0, bibTop + 16]],
				]),
				'lining',
			);
	});
	flat.part('apron-ties', () => {
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
	});
	drawBackFeatures(flat, plan, {
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
 * A bikini from behind: the top's band round the back, fastened at the centre (a halter's strings
 * tied at the nape, or straps up to the shoulders), and the briefs' fuller seat.
 */
function drawBikiniBack(flat: Flat, plan: DesignPlan, body: Body): void {
	const [chest, underY] = [body.armpit[0] * 0.9, 190];
	const bandTop = plan.neckline === 'strapless' ? 112 : underY - 26;
	if (plan.neckline !== 'strapless') {
		const strapEnd: Pt =
			plan.neckline === 'halter' ? [body.neckW * 0.7, 0] : [body.shoulder[0] * 0.55, 8];
		flat.line(
			bothSides([
				['M', [chest * 0.55, bandTop]],
				['L', strapEnd],
			]),
			'edge',
		);
	}
	flat.piece(
		symmetric([
			['M', [0, bandTop]],
			['L', [chest * 1.05, bandTop - 4]],
			['L', [chest * 1.05, underY]],
			['L', [0, underY]],
		]),
	);
	flat.part('back-clasp', () => {
		flat.piece(
			[
				['M', [-14, bandTop - 4]],
				['L', [14, bandTop - 4]],
				['L', [14, underY + 4]],
				['L', [-14, underY + 4]],
				['Z'],
			],
			'metal',
		);
		if (plan.neckline === 'halter') bow(flat, [0, -6], 0.45);
	});
	const [waistX, top] = [body.waist[0] * 1.08, 330];
	flat.part('seat', () =>
		flat.piece(
			symmetric([
				['M', [0, top + 8]],
				['L', [waistX, top]],
				['Q', [waistX * 0.86, top + 96], [50, top + 166]],
				['L', [0, top + 170]],
			]),
		),
	);
	drawBackFeatures(flat, plan, {
		body,
		openTop: underY,
		hemY: top + 170,
		hemW: waistX,
		waistY: top,
		waistW: waistX,
		sleeves: [],
	});
}
