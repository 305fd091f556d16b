import type { DesignPlan } from '../resolve';
import { Flat } from './flat';
import { type Frame, has } from './frame';
import { bothSides, type Pt, symmetric } from './geometry';
import type { LegSpec } from './lower';

/**
 * Pockets: patch pockets with or without a flap, and the slant pockets of skirts and trousers.
 */

/** A patch pocket centred on x at cy, its top stitched down or covered by a buttoned flap. */
export function patchPocket(flat: Flat, [cx, cy]: Pt, w: number, h: number, flap: boolean): void {
	flat.piece([
		['M', [cx - w / 2, cy]],
		['L', [cx + w / 2, cy]],
		['L', [cx + w / 2, cy + h]],
		['L', [cx - w / 2, cy + h]],
		['Z'],
	]);
	if (flap) {
		flat.piece([
			['M', [cx - w / 2 - 3, cy - 4]],
			['L', [cx + w / 2 + 3, cy - 4]],
			['L', [cx + w / 2 + 3, cy + h * 0.3]],
			['L', [cx, cy + h * 0.38]],
			['L', [cx - w / 2 - 3, cy + h * 0.3]],
			['Z'],
		]);
		flat.dot([cx, cy + h * 0.28], 3.5);
	} else {
		flat.line(
			[
				['M', [cx - w / 2 + 5, cy + 8]],
				['L', [cx + w / 2 - 5, cy + 8]],
			],
			'stitch',
		);
	}
}

/** Pockets on a top or a jacket: a hoodie's pouch, a shirt's chest pocket, hip pockets, cargo. */
export function bodyPockets(flat: Flat, plan: DesignPlan, frame: Frame): void {
	const { body, hemY, hemW, waistY } = frame;
	const family = plan.family;
	const upper = family === 'top' || family === 'outer';
	if (has(plan, 'pockets') && upper) {
		if (plan.garment.id === 'hoodie' && !has(plan, 'zip')) {
			const top = hemY - 170;
			flat.piece(
				symmetric([
					['M', [0, top]],
					['L', [hemW * 0.5, top]],
					['L', [hemW * 0.72, hemY - 60]],
					['L', [0, hemY - 60]],
				]),
			);
			flat.line(
				bothSides([
					['M', [hemW * 0.5 + 8, top + 6]],
					['L', [hemW * 0.72 - 4, hemY - 66]],
				]),
				'stitch',
			);
		} else if (['shirt', 't-shirt', 'blouse', 'polo'].includes(plan.garment.id)) {
			patchPocket(flat, [-body.armpit[0] * 0.62, 100], 48, 58, plan.garment.id === 'shirt');
		} else {
			for (const x of [hemW * 0.52, -hemW * 0.52])
				patchPocket(flat, [x, Math.max(waistY + 30, hemY - 190)], 62, 70, family === 'outer');
		}
	}
	if (has(plan, 'cargo-pockets') && upper)
		for (const x of [hemW * 0.5, -hemW * 0.5]) patchPocket(flat, [x, hemY - 170], 66, 76, true);
}

/** Slant pockets below the waist: in a dress's side seams, curved into a skirt's front. */
export function skirtPockets(flat: Flat, plan: DesignPlan, frame: Frame): void {
	const top = frame.skirtTop ?? frame.waistY;
	const waistW = frame.waistW;
	if (has(plan, 'pockets') && plan.family !== 'skirt')
		flat.line(
			bothSides([
				['M', [waistW + 6, top + 40]],
				['L', [waistW + 18, top + 110]],
			]),
			'seam',
		);
	if (has(plan, 'pockets') && plan.family === 'skirt')
		flat.line(
			bothSides([
				['M', [waistW * 0.62, top]],
				['Q', [waistW * 0.72, top + 50], [waistW * 1.12, top + 66]],
			]),
			'seam',
		);
}

/** Front pockets of trousers (curved and riveted on jeans, slanted on the rest) and cargo pockets. */
export function legPockets(
	flat: Flat,
	plan: DesignPlan,
	legs: LegSpec,
	w: number,
	bandY: number,
	jeans: boolean,
): void {
	if (has(plan, 'pockets')) {
		if (jeans) {
			flat.line(
				bothSides([
					['M', [w * 0.58, bandY]],
					['Q', [w * 0.7, bandY + 64], [w * 1.12, bandY + 70]],
				]),
				'stitch',
			);
			flat.line(
				[
					['M', [-w * 0.88, bandY + 10]],
					['L', [-w * 0.62, bandY + 10]],
					['L', [-w * 0.62, bandY + 40]],
				],
				'stitch',
			);
			flat.dots(
				[
					[w * 1.1, bandY + 6],
					[-w * 1.1, bandY + 6],
				],
				3,
				'metal',
			);
		} else {
			flat.line(
				bothSides([
					['M', [w * 0.72, bandY]],
					['L', [w * 1.12, bandY + 96]],
				]),
				'seam',
			);
		}
	}
	if (has(plan, 'cargo-pockets')) {
		const py = legs.crotchY + (legs.hemY - legs.crotchY) * 0.25;
		for (const sign of [1, -1])
			patchPocket(flat, [sign * (legs.outer * 0.55 + legs.inner * 0.45 + 8), py], 64, 82, true);
	}
}
