import { HIP_POCKETS } from '../../lexicon/details';
import type { DesignPlan } from '../../resolve';
import { drawLegEnds, drawLegHems, drawLegsBody, hasFly, waistband } from '../bottoms';
import { Flat } from '../flat';
import { has, PULL_ON } from '../frame';
import { lerp, onQuad, type Pt, type Seg } from '../geometry';
import { type LegSpec } from '../lower';
import { drawBackFeatures } from './features';

/**
 * The backs of trousers, shorts and legwear (and the legs of one-pieces): the front's legs under
 * a back waistband with its belt loops, the centre-back seam, a yoke and back pockets.
 */

export function drawBottomsBack(flat: Flat, plan: DesignPlan): void {
	const { legs, waist, frame } = drawLegsBody(flat, plan, false);
	drawBackLegDetails(flat, plan, legs, waist, true);
	drawLegEnds(flat, plan, legs);
	drawBackFeatures(flat, plan, frame);
	// Over a belt, as they hold it.
	if (hasFly(plan)) drawBeltLoops(flat, plan, waist);
}

/** The waistband, the centre-back seam, a yoke and back pockets, the hems. */
export function drawBackLegDetails(
	flat: Flat,
	plan: DesignPlan,
	legs: LegSpec,
	waist: Pt,
	band: boolean,
): void {
	const id = plan.garment.id;
	const [w, y] = waist;
	const jeans = id === 'jeans' || plan.materials[0] === 'denim';
	const depth = plan.rise === 'high-waisted' ? 42 : 32;
	if (band) waistband(flat, waist, depth, plan);
	const bandY = y + (band ? depth : 0);
	flat.part('centre-back-seam', () =>
		flat.line(
			[
				['M', [0, bandY]],
				['L', [0, legs.crotchY]],
			],
			jeans ? 'stitch' : 'seam',
		),
	);
	const pockets = has(plan, 'pockets') || HIP_POCKETS.some((kind) => has(plan, kind));
	const pulledOn = PULL_ON.has(id) || ['joggers', 'salwar'].includes(id);
	if (jeans && !pulledOn) drawJeansBack(flat, w, bandY, waist, legs.segs);
	else if (pockets && !pulledOn) drawWeltPockets(flat, w, bandY);
	drawLegHems(flat, plan, legs, jeans);
}

/**
 * x of an outline's side at height `y`: the outline runs from `start` through `segs` (a leg's or
 * a skirt's right half), sampled finely enough for a seam to meet it.
 */
function sideAt(start: Pt, segs: readonly Seg[], y: number): number {
	let from = start;
	for (const seg of segs) {
		if (seg[0] === 'Z' || seg[0] === 'M') continue;
		const to = seg[seg.length - 1] as Pt;
		const at = (t: number): Pt =>
			seg[0] === 'Q'
				? onQuad(from, seg[1], to, t)
				: seg[0] === 'C'
					? lerp(onQuad(from, seg[1], seg[2], t), onQuad(seg[1], seg[2], to, t), t)
					: lerp(from, to, t);
		for (let i = 0; i < 24; i++) {
			const [a, b] = [at(i / 24), at((i + 1) / 24)];
			if ((a[1] - y) * (b[1] - y) <= 0 && a[1] !== b[1])
				return a[0] + ((b[0] - a[0]) * (y - a[1])) / (b[1] - a[1]);
		}
		from = to;
	}
	return start[0];
}

/**
 * Jeans from behind: a yoke dipping to the centre-back seam, two patch pockets below it with
 * their pointed bases and the arcs stitched across them.
 */
export function drawJeansBack(
	flat: Flat,
	w: number,
	bandY: number,
	waist: Pt,
	outline: readonly Seg[],
): void {
	const side = sideAt(waist, outline, bandY + 24) - 1;
	const yoke = (dy: number): Seg[] => [
		['M', [-side, bandY + 24 + dy]],
		['L', [0, bandY + 56 + dy]],
		['L', [side, bandY + 24 + dy]],
	];
	flat.part('back-yoke', () => flat.line(yoke(0), 'seam').line(yoke(6), 'stitch'));
	const [pw, ph] = [w * 0.74, w * 0.9];
	flat.part('back-pockets', () => {
		for (const sign of [1, -1]) {
			const cx = sign * w * 0.56;
			const top = bandY + 60 + Math.abs(cx) * 0.1;
			const pocket = (inset: number): Seg[] => [
				['M', [cx - pw / 2 + inset, top + inset * 0.4]],
				['L', [cx + pw / 2 - inset, top + inset * 0.4]],
				['L', [cx + pw / 2 - inset * 1.1, top + ph * 0.8 - inset * 0.4]],
				['L', [cx, top + ph - inset * 1.4]],
				['L', [cx - pw / 2 + inset * 1.1, top + ph * 0.8 - inset * 0.4]],
				['Z'],
			];
			flat.piece(pocket(0));
			flat.line(pocket(5).slice(0, -1), 'stitch');
			flat.line(
				[
					['M', [cx - pw * 0.36, top + ph * 0.34]],
					['Q', [cx - pw * 0.12, top + ph * 0.6], [cx, top + ph * 0.4]],
					['Q', [cx + pw * 0.12, top + ph * 0.6], [cx + pw * 0.36, top + ph * 0.34]],
				],
				'stitch',
			);
		}
	});
}

/** Tailored trousers from behind: a buttoned welt pocket either side of the centre-back seam. */
function drawWeltPockets(flat: Flat, w: number, bandY: number): void {
	flat.part('back-pockets', () => {
		for (const sign of [1, -1]) {
			const cx = sign * w * 0.5;
			const y = bandY + 44;
			flat.piece([
				['M', [cx - 28, y]],
				['L', [cx + 28, y]],
				['L', [cx + 28, y + 9]],
				['L', [cx - 28, y + 9]],
				['Z'],
			]);
			flat.dot([cx, y + 20], 4.5);
		}
	});
}

/** Belt loops round the back: at the side seams, either side of the centre and on it. */
function drawBeltLoops(flat: Flat, plan: DesignPlan, [w, y]: Pt): void {
	const bandY = y + (plan.rise === 'high-waisted' ? 42 : 32);
	flat.part('belt-loops', () => {
		for (const x of [w * 0.98, w * 0.45, 0, -w * 0.45, -w * 0.98])
			flat.piece([
				['M', [x - 4, y - 2]],
				['L', [x + 4, y - 2]],
				['L', [x + 4, bandY + 8]],
				['L', [x - 4, bandY + 8]],
				['Z'],
			]);
	});
}
