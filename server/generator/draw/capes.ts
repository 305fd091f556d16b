import type { DesignPlan } from '../resolve';
import type { Body } from './body';
import { drawFeatures } from './features';
import { Flat } from './flat';
import { hemFor } from './tops';
import { type Frame, has } from './frame';
import { bothSides, type Pt, range, type Seg, symmetric } from './geometry';
import { drawBehind, drawNeck } from './necks';
import { drawDupatta } from './drapes';
import { fringe } from './trims';

/**
 * Capes and ponchos: outerwear without sleeves, hung from the shoulders.
 */

export function drawCape(flat: Flat, plan: DesignPlan, body: Body): void {
	if (plan.garment.id === 'dupatta') return drawDupatta(flat, plan, body);
	const poncho = plan.garment.id === 'poncho';
	const drop =
		{ mini: 420, 'knee-length': 560, midi: 700, maxi: 860 }[plan.length ?? 'knee-length'] ?? 560;
	const w = body.shoulder[0];
	const { neckW } = body;
	const half: Seg[] = poncho
		? [
				['M', [0, 30]],
				['Q', [neckW, 30], [neckW + 4, 0]],
				['Q', [w * 1.1, 18], [w * 2.1, drop * 0.62]],
				['L', [0, drop]],
			]
		: [
				['M', [0, 26]],
				['Q', [neckW, 26], [neckW + 2, 0]],
				['Q', [w * 1.25, 4], [w * 1.4, 120]],
				['L', [w * 1.85, drop]],
				...hemFor(plan, [w * 1.85, drop]),
			];
	drawBehind(flat, plan, body);
	flat.piece(symmetric(half));
	if (!poncho) {
		flat.line(
			bothSides([
				['M', [w * 0.9, 250]],
				['L', [w * 0.98, 380]],
			]),
			'seam',
		); // arm slits
		flat.line(
			[
				['M', [0, 26]],
				['L', [0, drop]],
			],
			'edge',
		); // the front opening, neck to hem
	}
	drawNeck(flat, plan, body, []);
	const frame: Frame = {
		body,
		openTop: 30,
		hemY: drop,
		hemW: poncho ? w * 2.1 : w * 1.85,
		waistY: 250,
		waistW: w,
		sleeves: [],
	};
	if (has(plan, 'buttons') && !poncho)
		flat.detail('buttons', () =>
			flat.dots(
				range(4).map((i) => [0, 70 + i * 80] as Pt),
				7,
			),
		);
	if (has(plan, 'fringe') && poncho)
		fringe(
			flat,
			[
				[w * 2.1, drop * 0.62],
				[0, drop],
			],
			14,
		);
	drawFeatures(flat, plan, { ...frame, hemW: poncho ? 0 : frame.hemW });
}
