import type { DesignPlan } from '../resolve';
import { type Body, bodyFor, upperHalf } from './body';
import { waistband } from './bottoms';
import { drawClosure, zipLine } from './closures';
import { drawFeatures } from './features';
import { Flat } from './flat';
import { skirtPockets } from './pockets';
import { hemLine } from './lower';
import { type Frame, has, neckDepth } from './frame';
import { bothSides, type Pt, range, type Seg, symmetric } from './geometry';
import { skirtHalf, type SkirtSpec } from './lower';
import { drawBehind, drawNeck } from './necks';
import { drawSleeves } from './sleeves';
import { drawPalluTail, drawSareeDrape, hemBorder } from './drapes';

/**
 * Dresses and skirts: a bodice or a waistband over a skirt, and what sits below the waist.
 */

export function drawDress(flat: Flat, plan: DesignPlan, body: Body): void {
	const sleeved = plan.sleeves !== undefined && plan.sleeves !== 'sleeveless';
	const upper = upperHalf(body, plan.neckline, sleeved);
	const kaftan = plan.garment.id === 'kaftan';
	const { waist, skirt, bodice } = dressShape(plan, body, upper.armpit);
	if (has(plan, 'train')) drawTrain(flat, skirt.hemW, skirt.hemY);
	const saree = plan.garment.id === 'saree';
	if (saree) drawPalluTail(flat, body);
	drawBehind(flat, plan, body);
	const { outline, seams } = tiered(plan, waist, skirt);
	flat.piece(symmetric([...upper.segs, ...bodice, ...outline]));
	if (kaftan) {
		// A slit down the centre front, its edges finished with a band of trim.
		const top = neckDepth(body, plan.neckline);
		flat.line(
			[
				['M', [0, top]],
				['L', [0, top + 110]],
			],
			'edge',
		);
		flat.line(
			bothSides([
				['M', [6, top + 4]],
				['L', [6, top + 104]],
			]),
			'stitch',
		);
	} else {
		drawWaistSeam(flat, plan, upper.armpit, waist);
	}
	seams.forEach((seam) => flat.line(seam, 'seam'));
	const frame: Frame = {
		body,
		openTop: neckDepth(body, plan.neckline),
		hemY: skirt.hemY,
		hemW: skirt.hemW,
		waistY: waist[1],
		waistW: waist[0],
		sleeves: [],
		skirtTop: waist[1],
	};
	frame.sleeves = drawSleeves(flat, plan, upper.shoulder, upper.armpit, false);
	drawNeck(flat, plan, body, upper.strapTops);
	if (saree) drawSareeDrape(flat, body, skirt.hemY);
	drawSkirtDetails(flat, plan, frame, skirt.hemW);
	drawClosure(flat, plan, {
		...frame,
		hemY: has(plan, 'buttons') && has(plan, 'collar') ? skirt.hemY : waist[1],
	});
	drawFeatures(flat, plan, frame);
}

/** A dress below the armhole: its waist, the bodice's side down to it, and the skirt. */
export function dressShape(
	plan: DesignPlan,
	body: Body,
	armpit: Pt,
): { waist: Pt; skirt: SkirtSpec; bodice: Seg[] } {
	// A kaftan has no waist: it falls straight and wide from the underarm.
	const waist: Pt = plan.garment.id === 'kaftan' ? [armpit[0] * 1.08, body.waist[1]] : body.waist;
	const volume = plan.style.volume * (plan.garment.id === 'gown' ? 1.15 : 1);
	const skirt = skirtHalf(
		waist,
		plan.shape,
		plan.length,
		volume,
		plan.shape === 'flared' || plan.shape === 'full-skirt',
	);
	const bodice: Seg[] = [
		['Q', [waist[0] + (armpit[0] - waist[0]) * 0.3, (armpit[1] + waist[1]) / 2], waist],
	];
	return { waist, skirt, bodice };
}

/**
 * Where the bodice meets the skirt, all round: the waist seam, or a nightdress's seam under the
 * bust (it has no waist), gathered below it.
 */
export function drawWaistSeam(flat: Flat, plan: DesignPlan, armpit: Pt, waist: Pt): void {
	if (plan.garment.id === 'nightdress') {
		const y = armpit[1] + 36;
		const x = armpit[0] * 0.97;
		flat.line(
			[
				['M', [-x, y]],
				['Q', [0, y + 8], [x, y]],
			],
			'seam',
		);
		for (const at of [0.2, 0.45, 0.7])
			flat.line(
				bothSides([
					['M', [x * at, y + 8]],
					['L', [x * at * 1.15, y + 60]],
				]),
				'fold',
			);
	} else {
		flat.line(
			bothSides([
				['M', [0, waist[1]]],
				['L', waist],
			]),
			'seam',
		);
	}
}

export function drawSkirt(flat: Flat, plan: DesignPlan): void {
	const { waist, skirt, frame } = drawSkirtBody(flat, plan);
	drawSkirtDetails(flat, plan, frame, skirt.hemW);
	if (has(plan, 'buttons'))
		flat.detail('buttons', () =>
			flat.dots(
				range(5).map((i) => [0, waist[1] + 55 + i * ((skirt.hemY - waist[1] - 90) / 4)] as Pt),
				6,
			),
		);
	if (has(plan, 'zip')) zipLine(flat, waist[1] + 30, waist[1] + 170);
	drawFeatures(flat, plan, frame);
}

/**
 * A skirt's outline, tier seams, waistband and woven border: the same from the front and the
 * back. Returns where details attach.
 */
export function drawSkirtBody(
	flat: Flat,
	plan: DesignPlan,
): { waist: Pt; skirt: SkirtSpec; frame: Frame } {
	const rise = plan.rise === 'high-waisted' ? -20 : plan.rise === 'low-rise' ? 24 : 0;
	const waist: Pt = [100 + rise * 0.3, rise];
	const skirt = skirtHalf(
		waist,
		plan.shape,
		plan.length,
		plan.style.volume,
		plan.shape === 'flared' || plan.shape === 'full-skirt',
	);
	const { outline, seams } = tiered(plan, waist, skirt);
	flat.piece(symmetric([['M', [0, waist[1]]], ['L', waist], ...outline]));
	seams.forEach((seam) => flat.line(seam, 'seam'));
	waistband(flat, waist, plan.rise === 'high-waisted' ? 44 : 30, plan);
	if (plan.garment.id === 'lehenga') hemBorder(flat, skirt.hemW, skirt.hemY);
	const frame: Frame = {
		body: bodyFor(plan),
		openTop: waist[1],
		hemY: skirt.hemY,
		hemW: skirt.hemW,
		waistY: waist[1] + 15,
		waistW: waist[0],
		sleeves: [],
		skirtTop: waist[1] + 30,
	};
	return { waist, skirt, frame };
}

/**
 * Dress and skirt details below the waist: pleats, tiers, slit, ruffled hem, pockets. From the
 * `back`, what goes all round (pleats, the ruffled hem) without the front's slit and pockets.
 */
export function drawSkirtDetails(
	flat: Flat,
	plan: DesignPlan,
	frame: Frame,
	hemW: number,
	back = false,
): void {
	const top = frame.skirtTop ?? frame.waistY;
	const waistW = frame.waistW;
	const hemY = frame.hemY;
	if (has(plan, 'pleats')) {
		// Knife pleats: a pressed line from waist to hem for each fold, meeting the hem at a notch.
		const count = 7;
		for (let i = 1; i < count; i++) {
			const t = i / count;
			flat.line(
				bothSides([
					['M', [waistW * t, top + 2]],
					['L', [hemW * t, hemY + 10 * (1 - t * t) - 2]],
				]),
				'seam',
			);
		}
	}
	if (has(plan, 'slit') && !back) {
		const x = hemW * 0.45;
		flat.piece(
			[
				['M', [x - 12, hemY + 10]],
				['L', [x - 2, hemY - (hemY - top) * 0.42]],
				['L', [x + 12, hemY + 10]],
				['Z'],
			],
			'lining',
		);
	}
	if (has(plan, 'ruffles') || plan.style.signature === 'ruffle-hem') {
		const y = hemY - 46;
		const side = waistW + (hemW - waistW) * ((y - top) / Math.max(1, hemY - top));
		flat.piece(
			symmetric([
				['M', [0, y + 6]],
				['Q', [side * 0.5, y + 10], [side, y]],
				['L', [hemW + 16, hemY + 6]],
				...hemLine([hemW + 16, hemY + 6], Math.max(4, Math.round(hemW / 45)), 0, 14),
			]),
		);
		for (let i = 1; i < 6; i++)
			flat.line(
				bothSides([
					['M', [(side * i) / 6, y + 12]],
					['L', [((hemW + 10) * i) / 6, hemY + 2]],
				]),
				'fold',
			);
	}
	if (!back) skirtPockets(flat, plan, frame);
}

/** Tiered skirts step out at each tier seam; others are one smooth outline. */
export function tiered(
	plan: DesignPlan,
	waist: Pt,
	skirt: { segs: Seg[]; hemY: number; hemW: number },
): { outline: Seg[]; seams: Seg[][] } {
	if (!has(plan, 'tiered')) return { outline: skirt.segs, seams: [] };
	const [w, y] = waist;
	const count = 3;
	const drop = (skirt.hemY - y) / count;
	const widthAt = (i: number): number => w + ((skirt.hemW - w) * i) / count;
	const outline: Seg[] = [];
	const seams: Seg[][] = [];
	for (let i = 1; i <= count; i++) {
		if (i > 1) outline.push(['L', [widthAt(i - 1) + 14, y + drop * (i - 1)]]);
		outline.push(['L', [widthAt(i), y + drop * i]]);
		if (i < count)
			seams.push([
				['M', [-widthAt(i) - 14, y + drop * i]],
				['Q', [0, y + drop * i + 10], [widthAt(i) + 14, y + drop * i]],
			]);
	}
	outline.push(['Q', [skirt.hemW * 0.5, skirt.hemY + 10], [0, skirt.hemY + 10]]);
	return { outline, seams };
}

/** The train spreads on the floor behind the hem, seen below and beside it. */
export function drawTrain(flat: Flat, hemW: number, hemY: number): void {
	flat.piece(
		symmetric([
			['M', [0, hemY - 160]],
			['L', [hemW * 0.85, hemY - 160]],
			['Q', [hemW * 1.08, hemY - 30], [hemW * 1.16, hemY + 34]],
			['Q', [hemW * 0.7, hemY + 74], [0, hemY + 76]],
		]),
	);
}
