import type { DesignPlan } from '../../resolve';
import type { Flat } from '../flat';
import { circle, symmetric, type Seg } from '../geometry';
import { drawBeanieBody, drawHatShape } from '../headwear';
import { poly, roundRect, smooth } from '../kit';

/**
 * Hats and caps from behind. A cap, drawn from the side in front, shows the back of its crown:
 * the panels meeting at the button, the arch over the nape and the strap that closes it. A hat
 * shows the same crown and brim without the front's pinch, with what is tied at its back; a
 * beanie its back seam. Decorations are the front's.
 */
export function drawHeadwearBack(flat: Flat, plan: DesignPlan): void {
	if (plan.garment.id === 'cap') return drawCapBack(flat, plan);
	if (plan.garment.id === 'beanie') return drawBeanieBack(flat, plan);
	drawHatBack(flat, plan);
}

function drawCapBack(flat: Flat, plan: DesignPlan): void {
	flat.piece(
		symmetric([
			['M', [0, -262]],
			['C', [130, -262], [226, -176], [232, -60]],
			['L', [234, 0]],
			['Q', [120, 12], [0, 12]],
		]),
		'fabric',
	);
	// The back panels' seams from the button, and the sweatband's stitching round the bottom.
	for (const x of [-150, 150])
		flat.line(
			smooth([
				[0, -262],
				[x * 0.6, -180],
				[x, 8],
			]),
			'seam',
		);
	for (const x of [-1, 1])
		flat.line(
			smooth([
				[x * 226, -18],
				[x * 150, -6],
				[x * 72, -4],
			]),
			'stitch',
		);
	flat.part('back-strap', () => {
		// The arch over the nape, the cap's inside seen through it, and the strap across.
		flat.piece(
			symmetric([
				['M', [0, -100]],
				['C', [40, -100], [62, -64], [64, -10]],
				['L', [0, -10]],
			]),
			'lining',
		);
		flat.line(
			[
				['M', [0, -262]],
				['L', [0, -100]],
			],
			'seam',
		);
		flat.piece(roundRect(-84, -34, 168, 28, 8), 'fabric');
		if (plan.features.has('buckle')) flat.piece(roundRect(-26, -40, 52, 40, 6), 'metal');
		else
			flat.dots(
				[
					[-30, -20],
					[0, -20],
					[30, -20],
				],
				5,
				'lining',
			);
	});
	flat.dots(
		[
			[-96, -170],
			[96, -170],
		],
		5,
		'lining',
	);
	flat.dot([0, -262], 12, 'accent');
}

function drawHatBack(flat: Flat, plan: DesignPlan): void {
	const [cw, ch, , droop] = drawHatShape(flat, plan, false);
	if (plan.shape === 'bucket')
		flat.part('back-seam', () =>
			flat.line(
				[
					['M', [0, -ch + 4]],
					['L', [0, 16]],
				],
				'seam',
			),
		);
	else if (plan.shape === 'wide-brim')
		// The band's ribbon, tied at the back, its tails falling over the brim.
		flat.part('ribbon-tails', () => {
			for (const side of [-1, 1]) {
				const tail: Seg[] = poly([
					[side * 4, -20],
					[side * 26, -24],
					[side * 58, droop + 120],
					[side * 34, droop + 132],
				]);
				flat.piece(tail, 'accent');
			}
			flat.piece(circle([0, -18], 16), 'accent');
		});
	// A fedora's band is knotted at the side: the left, seen from behind on the right.
	else
		flat.part('band-bow', () => {
			const [x, y] = [cw * 0.72, -18];
			flat.piece(
				poly([
					[x, y],
					[x - 34, y - 20],
					[x - 34, y + 20],
				]),
				'accent',
			);
			flat.piece(
				poly([
					[x, y],
					[x + 30, y - 18],
					[x + 30, y + 18],
				]),
				'accent',
			);
			flat.piece(circle([x, y], 9), 'accent');
		});
}

function drawBeanieBack(flat: Flat, plan: DesignPlan): void {
	drawBeanieBody(flat, plan);
	// The seam that closes the knitted tube, up the back of the crown and the turned-up cuff.
	flat.part('back-seam', () =>
		flat.line(
			[
				['M', [0, -318]],
				['L', [0, -112]],
				['M', [0, -106]],
				['L', [0, 12]],
			],
			'seam',
		),
	);
}
