import type { DesignPlan } from '../resolve';
import { cuffBand, type Sleeve, sleeve } from './body';
import { Flat } from './flat';
import { has, ribbed, trimmed } from './frame';
import { flip, lerp, mirror, type Pt } from './geometry';

/**
 * Sleeves on both sides, with whatever finishes them: cuffs, ribbing, puffs, stripes.
 */

export function drawSleeves(
	flat: Flat,
	plan: DesignPlan,
	shoulder: Pt,
	armpit: Pt,
	outer: boolean,
): Sleeve[] {
	if (!plan.sleeves || plan.sleeves === 'sleeveless' || plan.neckline === 'one-shoulder') return [];
	const scale = (plan.fit === 'oversized' ? 1.05 : 1) * (outer ? 1.04 : 1);
	const right = sleeve(shoulder, armpit, plan.sleeves, scale);
	const sleeves = [
		right,
		{
			...right,
			segs: flip(right.segs),
			outer: mirror(right.outer),
			inner: mirror(right.inner),
			down: mirror(right.down),
			shoulder: mirror(right.shoulder),
		},
	];
	const long = plan.sleeves === 'long-sleeves' || plan.sleeves === 'three-quarter-sleeves';
	for (const s of sleeves) {
		flat.piece(s.segs);
		if (plan.sleeves === 'puff-sleeves') {
			flat.piece(cuffBand(s, 10));
			for (const t of [0.3, 0.5, 0.7])
				flat.line(
					[
						['M', lerp(s.shoulder, s.outer, 0.05)],
						['L', lerp(lerp(s.shoulder, s.outer, 0.3), lerp(s.inner, s.shoulder, t), 0.4)],
					],
					'fold',
				);
		} else if (
			long &&
			(ribbed(plan) || plan.garment.id === 'bomber' || plan.garment.id === 'puffer')
		) {
			flat.piece(cuffBand(s, 34), 'rib');
		} else if (long && ['shirt', 'blouse'].includes(plan.garment.id)) {
			flat.piece(cuffBand(s, 36));
			const mid = lerp(s.outer, s.inner, 0.22);
			flat.dot([mid[0] - s.down[0] * 18, mid[1] - s.down[1] * 18], 4.5);
		} else if (trimmed(plan)) {
			flat.piece(cuffBand(s, 14), 'part:trim');
		} else if (plan.sleeves !== 'bell-sleeves' && plan.sleeves !== 'cap-sleeves') {
			const back = (p: Pt): Pt => [p[0] - s.down[0] * 16, p[1] - s.down[1] * 16];
			flat.line(
				[
					['M', back(s.outer)],
					['L', back(s.inner)],
				],
				'stitch',
			);
		}
		if (has(plan, 'side-stripes')) {
			const stripe = (d: number): Pt[] =>
				[lerp(s.shoulder, s.outer, 0.02), s.outer].map(
					(p) =>
						[
							p[0] - d * Math.cos(Math.atan2(s.down[0], s.down[1])),
							p[1] + d * Math.sin(Math.atan2(s.down[0], s.down[1])),
						] as Pt,
				);
			const [a, b] = stripe(s === sleeves[0] ? 8 : -8);
			const [c, d] = stripe(s === sleeves[0] ? 20 : -20);
			flat.piece([['M', a], ['L', b], ['L', d], ['L', c], ['Z']], 'part:side-stripes');
		}
	}
	return sleeves;
}
