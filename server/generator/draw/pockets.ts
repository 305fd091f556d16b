import { DEFAULT_POCKET, HIP_POCKETS } from '../lexicon/details';
import type { DesignPlan } from '../resolve';
import { Flat } from './flat';
import { type Frame, has } from './frame';
import { bothSides, flip, type Pt, type Seg, symmetric } from './geometry';
import type { LegSpec } from './lower';

/**
 * Pockets, drawn as the kind the plan names (lexicon/details.ts POCKET_KINDS): a kangaroo pouch,
 * patch, flap, welt, slash and cargo pockets, a chest pocket. Each kind's marks are grouped
 * under its id in the SVG.
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

/** The design's pocket at the hips or across the front (cargo on a leg is the leg's). */
function hipKind(plan: DesignPlan): string | undefined {
	return HIP_POCKETS.find((id) => has(plan, id));
}

/** Shirts and tees wear their patch or flap pockets on the chest. */
const chestWorn = (plan: DesignPlan): boolean => DEFAULT_POCKET[plan.garment.id] === 'chest-pocket';

/** A welt: a narrow bound slit from `a` to `b`, `[dx, dy]` wide. */
function welt(flat: Flat, a: Pt, b: Pt, [dx, dy]: Pt): void {
	flat.piece([
		['M', a],
		['L', b],
		['L', [b[0] + dx, b[1] + dy]],
		['L', [a[0] + dx, a[1] + dy]],
		['Z'],
	]);
}

/**
 * A kangaroo pocket: one pouch across the front, its top edge level, a hand opening curving down
 * each side to the hem; a zipped front splits it in two.
 */
function kangaroo(
	flat: Flat,
	top: number,
	bottom: number,
	topW: number,
	bottomW: number,
	split: boolean,
): void {
	const half: Seg[] = [
		['M', [split ? 8 : 0, top]],
		['L', [topW, top]],
		['Q', [topW + (bottomW - topW) * 0.15, bottom - (bottom - top) * 0.45], [bottomW, bottom]],
		['L', [split ? 8 : 0, bottom]],
	];
	if (split) flat.piece([...half, ['Z']]).piece([...flip(half), ['Z']]);
	else flat.piece(symmetric(half));
	flat.line(
		bothSides([
			['M', [topW - 8, top + 4]],
			[
				'Q',
				[topW - 8 + (bottomW - topW) * 0.15, bottom - (bottom - top) * 0.45],
				[bottomW - 14, bottom - 4],
			],
		]),
		'stitch',
	);
}

/**
 * A pair of pockets of `kind` at (±x, y): patch, flap, cargo (a bigger flap pocket), a level welt
 * or a slanted slash.
 */
export function pocketPair(flat: Flat, kind: string, x: number, y: number, size: number): void {
	for (const sign of [1, -1]) {
		const cx = sign * x;
		if (kind === 'patch-pockets') patchPocket(flat, [cx, y], 62 * size, 70 * size, false);
		else if (kind === 'flap-pockets') patchPocket(flat, [cx, y], 62 * size, 70 * size, true);
		else if (kind === 'cargo-pockets') patchPocket(flat, [cx, y + 20], 66 * size, 76 * size, true);
		else if (kind === 'welt-pockets')
			welt(flat, [cx - 30 * size, y + 20], [cx + 30 * size, y + 20], [0, 10]);
		else if (kind === 'slash-pockets')
			welt(flat, [cx + sign * 12 * size, y - 10], [cx - sign * 12 * size, y + 64 * size], [9, 0]);
	}
}

/** Pockets on a top or a jacket: a hoodie's pouch, a shirt's chest pocket, hip pockets, cargo. */
export function bodyPockets(flat: Flat, plan: DesignPlan, frame: Frame): void {
	const { body, hemY, hemW, waistY } = frame;
	const family = plan.family;
	const upper = family === 'top' || family === 'outer';
	const chest: Pt = [-body.armpit[0] * 0.62, 100];
	if (has(plan, 'chest-pocket') && (upper || family === 'dress'))
		flat.detail('chest-pocket', () =>
			patchPocket(flat, chest, 48, 58, plan.garment.id === 'shirt'),
		);
	const kind = hipKind(plan);
	// A one-piece without legs (a bodysuit) wears the pockets at its hips, a pouch on any.
	if (
		kind &&
		family === 'onepiece' &&
		plan.garment.id !== 'apron' &&
		(kind === 'kangaroo-pocket' || !frame.legs)
	)
		flat.detail(kind, () => {
			if (kind === 'kangaroo-pocket')
				kangaroo(flat, waistY + 20, waistY + 120, frame.waistW * 0.7, frame.waistW, false);
			else pocketPair(flat, kind, frame.waistW * 0.8, waistY + 20, 0.8);
		});
	if (!kind || !upper) return;
	flat.detail(kind, () => {
		if (kind === 'kangaroo-pocket')
			kangaroo(flat, hemY - 170, hemY - 60, hemW * 0.5, hemW * 0.72, has(plan, 'zip'));
		else if (chestWorn(plan) && (kind === 'patch-pockets' || kind === 'flap-pockets'))
			for (const x of [chest[0], -chest[0]])
				patchPocket(flat, [x, chest[1]], 48, 58, kind === 'flap-pockets');
		else if (kind === 'cargo-pockets') pocketPair(flat, kind, hemW * 0.5, hemY - 190, 1);
		else pocketPair(flat, kind, hemW * 0.52, Math.max(waistY + 30, hemY - 190), 1);
	});
}

/** Pockets below the waist of a dress or a skirt: slant pockets in its seams, or the kind named. */
export function skirtPockets(flat: Flat, plan: DesignPlan, frame: Frame): void {
	const top = frame.skirtTop ?? frame.waistY;
	const waistW = frame.waistW;
	const kind = hipKind(plan);
	if (!kind) return;
	flat.detail(kind, () => {
		if (kind === 'slash-pockets' && plan.family !== 'skirt')
			flat.line(
				bothSides([
					['M', [waistW + 6, top + 40]],
					['L', [waistW + 18, top + 110]],
				]),
				'seam',
			);
		else if (kind === 'slash-pockets')
			flat.line(
				bothSides([
					['M', [waistW * 0.62, top]],
					['Q', [waistW * 0.72, top + 50], [waistW * 1.12, top + 66]],
				]),
				'seam',
			);
		else if (kind === 'kangaroo-pocket')
			kangaroo(flat, top + 20, top + 120, waistW * 0.7, waistW * 1.0, false);
		else pocketPair(flat, kind, waistW * 0.85, top + 40, 0.85);
	});
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
	// Cargo pockets sit on the thighs, beside the front pockets.
	const kind = HIP_POCKETS.find((id) => id !== 'cargo-pockets' && has(plan, id));
	if (kind === 'slash-pockets') flat.detail(kind, () => slantPockets(flat, w, bandY, jeans));
	else if (kind && kind !== 'kangaroo-pocket')
		flat.detail(kind, () => pocketPair(flat, kind, w * 0.85, bandY + 40, 0.8));
	if (has(plan, 'cargo-pockets')) {
		const py = legs.crotchY + (legs.hemY - legs.crotchY) * 0.25;
		flat.detail('cargo-pockets', () => {
			for (const sign of [1, -1])
				patchPocket(flat, [sign * (legs.outer * 0.55 + legs.inner * 0.45 + 8), py], 64, 82, true);
		});
	}
}

/** Front pockets of trousers: curved and riveted on jeans, slanted on the rest. */
function slantPockets(flat: Flat, w: number, bandY: number, jeans: boolean): void {
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
