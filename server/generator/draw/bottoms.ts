import type { DesignPlan } from '../resolve';
import { bodyFor } from './body';
import { drawFeatures } from './features';
import { Flat } from './flat';
import { type Frame, has, PULL_ON, widthScale } from './frame';
import { bothSides, flip, type Pt, type Seg, symmetric } from './geometry';
import { legsHalf, type LegSpec } from './lower';
import { legPockets } from './pockets';

/**
 * Trousers, shorts and legwear: the legs, the waistband and what sits on them.
 */

/** Tights end in feet: a rounded toe below each leg, its reinforced toe seam across. */
export function drawFeet(flat: Flat, legs: LegSpec, toeSeam = true): void {
	const { inner, outer, hemY } = legs;
	const mid = (inner + outer) / 2;
	const foot: Seg[] = [
		['M', [outer, hemY - 4]],
		['Q', [outer + 6, hemY + 54], [mid + 4, hemY + 66]],
		['Q', [inner - 6, hemY + 58], [inner, hemY - 4]],
		['Z'],
	];
	flat.piece(foot).piece(flip(foot));
	if (toeSeam)
		flat.line(
			bothSides([
				['M', [inner + 2, hemY + 34]],
				['Q', [mid, hemY + 44], [outer + 2, hemY + 30]],
			]),
			'seam',
		);
}

export function drawBottoms(flat: Flat, plan: DesignPlan): void {
	const { legs, waist, frame } = drawLegsBody(flat, plan, true);
	drawLegDetails(flat, plan, legs, waist, true);
	drawLegEnds(flat, plan, legs);
	drawFeatures(flat, plan, frame);
}

/**
 * The legs' outline (and the feet of tights: toes from the front, heels from the back). Returns
 * the legs, the waist point and where features attach.
 */
export function drawLegsBody(
	flat: Flat,
	plan: DesignPlan,
	front: boolean,
): { legs: LegSpec; waist: Pt; frame: Frame } {
	const id = plan.garment.id;
	const rise = plan.rise === 'high-waisted' ? -30 : plan.rise === 'low-rise' ? 26 : 0;
	const waist: Pt = [104 + rise * 0.25, rise];
	const shorts = id === 'shorts';
	// A churidar is cut long, to gather in folds at the ankle.
	const drop =
		(shorts ? 290 : plan.length === 'cropped' ? 610 - rise : 770 - rise) +
		(id === 'churidar' ? 50 : 0);
	const legs =
		id === 'salwar'
			? salwarHalf(waist, drop)
			: legsHalf(waist, PULL_ON.has(id) ? 'skinny' : plan.shape, drop, widthScale(plan), shorts);
	if (id === 'tights') drawFeet(flat, legs, front);
	flat.piece(symmetric([['M', [0, waist[1]]], ['L', waist], ...legs.segs]));
	const frame: Frame = {
		body: bodyFor(plan),
		openTop: waist[1],
		hemY: legs.hemY,
		hemW: legs.outer,
		waistY: waist[1] + 16,
		waistW: waist[0],
		sleeves: [],
		legs,
	};
	return { legs, waist, frame };
}

/** How a salwar, a churidar and capris end at the ankle: the same all round. */
export function drawLegEnds(flat: Flat, plan: DesignPlan, legs: LegSpec): void {
	const id = plan.garment.id;
	if (id === 'salwar') ankleCuffs(flat, legs, 'fabric');
	if (id === 'churidar') ankleGathers(flat, legs);
	if (id === 'capris') sideVents(flat, legs);
}

export function waistband(flat: Flat, waist: Pt, depth: number, plan: DesignPlan): void {
	const elastic =
		has(plan, 'drawstring') || PULL_ON.has(plan.garment.id) || plan.garment.id === 'joggers';
	const band: Seg[] = symmetric([
		['M', [0, waist[1]]],
		['L', waist],
		['L', [waist[0] + 2, waist[1] + depth]],
		['L', [0, waist[1] + depth]],
	]);
	flat.piece(band, elastic ? 'rib' : 'fabric');
}

/**
 * The fly, and with it a tailored waistband with belt loops: on trousers, jeans and shorts, and
 * on any bottom whose prompt named one ("joggers with a zip fly", "leggings with gold buttons").
 */
export function hasFly(plan: DesignPlan): boolean {
	const id = plan.garment.id;
	return (
		(!PULL_ON.has(id) && id !== 'joggers' && !has(plan, 'drawstring')) ||
		has(plan, 'zip') ||
		has(plan, 'buttons')
	);
}

/** Trousers and shorts: waistband, fly, pockets, loops, hems. */
export function drawLegDetails(
	flat: Flat,
	plan: DesignPlan,
	legs: LegSpec,
	waist: Pt,
	band: boolean,
): void {
	const id = plan.garment.id;
	const [w, y] = waist;
	const jeans = id === 'jeans' || plan.materials[0] === 'denim';
	if (band) waistband(flat, waist, plan.rise === 'high-waisted' ? 42 : 32, plan);
	const bandY = y + (band ? (plan.rise === 'high-waisted' ? 42 : 32) : 0);
	if (hasFly(plan) && plan.family === 'bottom') {
		flat.line(
			[
				['M', [-4, bandY]],
				['L', [-4, bandY + 120]],
				['Q', [-4, bandY + 150], [22, bandY + 154]],
			],
			jeans ? 'stitch' : 'seam',
		);
		flat.dot([0, y + 16], 6, 'part:buttons');
		for (const x of [w * 0.5, -w * 0.5, w * 0.98, -w * 0.98])
			flat.piece([
				['M', [x - 4, y - 2]],
				['L', [x + 4, y - 2]],
				['L', [x + 4, bandY + 8]],
				['L', [x - 4, bandY + 8]],
				['Z'],
			]);
	}
	if (has(plan, 'drawstring') || id === 'joggers') {
		for (const x of [10, -10])
			flat.line(
				[
					['M', [x, y + 18]],
					['Q', [x * 1.6, y + 70], [x * 1.2, y + 110]],
				],
				'edge',
			);
	}
	legPockets(flat, plan, legs, w, bandY, jeans);
	if (has(plan, 'pleats') && plan.family === 'bottom')
		flat.line(
			bothSides([
				['M', [w * 0.42, bandY]],
				['L', [w * 0.46, bandY + 90]],
			]),
			'fold',
		);
	drawLegHems(flat, plan, legs, jeans);
}

/** A ribbed ankle cuff on joggers, a stitched hem on trousers: the same all round. */
export function drawLegHems(flat: Flat, plan: DesignPlan, legs: LegSpec, jeans: boolean): void {
	const id = plan.garment.id;
	if (id === 'joggers') ankleCuffs(flat, legs, 'rib');
	else if (!PULL_ON.has(id) && id !== 'salwar' && legs.hemY - legs.crotchY > 200) {
		flat.line(
			bothSides([
				['M', [(legs.inner + legs.outer) / 2, legs.hemY - 22]],
				['L', [legs.outer - 2, legs.hemY - 22]],
				['M', [legs.inner + 2, legs.hemY - 22]],
				['L', [(legs.inner + legs.outer) / 2, legs.hemY - 22]],
			]),
			jeans ? 'stitch' : 'seam',
		);
	}
}

/** A band closing each leg at the ankle: a jogger's rib, a salwar's cuff. */
function ankleCuffs(flat: Flat, legs: LegSpec, fill: 'rib' | 'fabric'): void {
	for (const sign of [1, -1])
		flat.piece(
			[
				['M', [sign * legs.inner, legs.hemY - 40]],
				['L', [sign * legs.outer, legs.hemY - 40]],
				['L', [sign * legs.outer, legs.hemY]],
				['L', [sign * legs.inner, legs.hemY]],
				['Z'],
			],
			fill,
		);
}

/** A salwar: full from the waist and low in the crotch, gathered into a narrow ankle cuff. */
function salwarHalf(waist: Pt, drop: number): LegSpec {
	const [w, y] = waist;
	const crotchY = y + 300;
	const hemY = y + drop;
	const [inner, outer] = [30, 94];
	const segs: Seg[] = [
		['Q', [w * 1.5, y + 90], [w * 1.6, y + 320]],
		['Q', [w * 1.55, hemY - 170], [outer, hemY - 40]],
		['L', [outer, hemY]],
		['L', [inner, hemY]],
		['L', [inner, hemY - 40]],
		['Q', [inner - 16, crotchY + 180], [26, crotchY + 40]],
		['Q', [6, crotchY + 6], [0, crotchY]],
	];
	return { segs, hemY, outer, inner, crotchY, hipY: y + 100 };
}

/** The folds a churidar's extra length gathers into above the ankle. */
function ankleGathers(flat: Flat, legs: LegSpec): void {
	const segs: Seg[] = [];
	for (let i = 0; i < 5; i++) {
		const y = legs.hemY - 24 - i * 26;
		segs.push(
			['M', [legs.inner + 2, y]],
			['Q', [(legs.inner + legs.outer) / 2, y + 10], [legs.outer - 2, y - 2]],
		);
	}
	flat.line(bothSides(segs), 'fold');
}

/** Capris end below the knee in a stitched hem, a short vent at the outer side seam. */
function sideVents(flat: Flat, legs: LegSpec): void {
	flat.line(
		bothSides([
			['M', [legs.inner + 2, legs.hemY - 18]],
			['L', [legs.outer - 2, legs.hemY - 18]],
		]),
		'stitch',
	);
	flat.line(
		bothSides([
			['M', [legs.outer, legs.hemY]],
			['L', [legs.outer - 8, legs.hemY - 44]],
		]),
		'edge',
	);
}
