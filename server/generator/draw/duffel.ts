import type { DesignPlan } from '../resolve';
import type { Flat } from './flat';
import type { Seg } from './geometry';
import { decorate, ellipse, roundRect, smooth } from './kit';

/**
 * A duffel bag from the side: a barrel with round end panels, a zip along the top, two carry
 * handles over it and a shoulder strap behind, a pocket on the front when it has one.
 */
export function drawDuffel(flat: Flat, plan: DesignPlan): void {
	const h = DUFFEL[1];
	drawDuffelBody(flat);
	if (plan.features.has('pockets')) {
		flat.piece(roundRect(-150, -10, 300, 120, 20), 'fabric');
		flat.line(
			[
				['M', [-130, 10]],
				['L', [130, 10]],
			],
			'edge',
		);
	}
	decorate(flat, plan, [-200, h - 40], [200, h - 40], 10);
}

/** Half the barrel's length, and half its height. */
export const DUFFEL = [340, 150] as const;

/**
 * What both sides of a duffel show: the strap behind, the handles, the barrel, its end panels and
 * the zip along the top, its puller at the right-hand end.
 */
export function drawDuffelBody(flat: Flat): void {
	const [w, h] = DUFFEL;
	// The shoulder strap behind, from end to end.
	flat.piece(
		[
			...smooth([
				[-w + 40, 0],
				[-200, -300],
				[200, -300],
				[w - 40, 0],
			]),
			['L', [w - 70, 10]],
			...smooth(
				[
					[w - 70, 10],
					[180, -270],
					[-180, -270],
					[-w + 70, 10],
				],
				false,
			),
			['Z'],
		],
		'fabric',
	);
	// The handles, their feet under the body's top.
	for (const x of [-110, 110])
		flat.piece(
			[
				...smooth([
					[x - 44, -h + 40],
					[x - 36, -h - 110],
					[x + 36, -h - 110],
					[x + 44, -h + 40],
				]),
				['L', [x + 20, -h + 40]],
				...smooth(
					[
						[x + 20, -h + 40],
						[x + 14, -h - 84],
						[x - 14, -h - 84],
						[x - 20, -h + 40],
					],
					false,
				),
				['Z'],
			],
			'fabric',
		);
	flat.piece(roundRect(-w, -h, 2 * w, 2 * h, h * 0.9), 'fabric');
	// End panels, piped.
	for (const side of [-1, 1]) {
		flat.piece(ellipse([side * (w - 80), 0], 60, h - 10), 'lining');
		flat.line(ellipse([side * (w - 80), 0], 48, h - 24), 'stitch');
	}
	// The zip along the top with its puller.
	const zip: Seg[] = [
		['M', [-w + 140, -h + 18]],
		['L', [w - 140, -h + 18]],
	];
	flat.line(zip, 'edge');
	flat.piece(roundRect(w - 170, -h + 8, 24, 60, 8), 'part:zip');
}
