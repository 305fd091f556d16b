import type { DesignPlan } from '../resolve';
import { laceUp } from './closures';
import { Flat } from './flat';
import { type Frame, has, neckDepth } from './frame';
import { bothSides, circle, flip, lerp, type Pt, type Seg, symmetric } from './geometry';
import { hemLine } from './lower';
import { bodyPockets } from './pockets';
import { belt, bow, flower, fringe, furTrim } from './trims';

/** One feature: when the plan has it, and how it is drawn over the body. */
interface FeatureRow {
	when: (plan: DesignPlan, frame: Frame) => boolean;
	draw: (flat: Flat, plan: DesignPlan, frame: Frame) => void;
}

const detail =
	(id: string) =>
	(plan: DesignPlan): boolean =>
		has(plan, id);
const isLower = (plan: DesignPlan): boolean => plan.family === 'bottom' || plan.family === 'skirt';

/**
 * Features that sit on the body wherever the family put it: pockets first, then these rows in
 * this order, each drawn over the ones before it.
 */
export function drawFeatures(flat: Flat, plan: DesignPlan, frame: Frame): void {
	bodyPockets(flat, plan, frame);
	for (const row of FEATURES) if (row.when(plan, frame)) row.draw(flat, plan, frame);
}

const FEATURES: readonly FeatureRow[] = [
	{ when: detail('epaulettes'), draw: epaulettes },
	{ when: detail('belt'), draw: drawBelt },
	{ when: detail('graphic'), draw: graphic },
	{ when: detail('peplum'), draw: peplum },
	// A bow ties at the centre of the neckline, however low it is cut (off the shoulder, a V).
	{ when: (plan) => has(plan, 'bow') && !has(plan, 'wrap'), draw: drawBow },
	{
		when: (plan) => has(plan, 'ruffles') && (plan.family === 'top' || plan.family === 'onepiece'),
		draw: ruffledBib,
	},
	{ when: detail('lace-up'), draw: drawLaceUp },
	{ when: (plan, frame) => has(plan, 'fringe') && frame.hemW > 0, draw: hemFringe },
	// Without a hood, fur trim is a collar of fur round the neck.
	{ when: (plan) => has(plan, 'fur-trim') && !has(plan, 'hood'), draw: furCollar },
	{ when: detail('embroidery'), draw: embroidery },
	{ when: detail('distressed'), draw: distressed },
	{ when: detail('studs'), draw: studs },
	{ when: (plan) => has(plan, 'beading') || plan.style.signature === 'beading', draw: beading },
	{ when: detail('side-stripes'), draw: sideStripes },
	{ when: detail('quilted'), draw: quilting },
	// Avant-garde: one sculptural panel falls across the body.
	{
		when: (plan) => plan.style.signature === 'asymmetric-drape' && plan.family !== 'bottom',
		draw: asymmetricDrape,
	},
];

export function epaulettes(flat: Flat, _plan: DesignPlan, { body }: Frame): void {
	const [sx, sy] = body.shoulder;
	const strap: Seg[] = [
		['M', [body.neckW + 14, 2]],
		['L', [sx - 4, sy - 8]],
		['L', [sx - 2, sy + 8]],
		['L', [body.neckW + 14, 16]],
		['Z'],
	];
	flat
		.piece(strap)
		.piece(flip(strap))
		.dots(
			[
				[body.neckW + 22, 9],
				[-(body.neckW + 22), 9],
			],
			4,
		);
}

function drawBelt(flat: Flat, plan: DesignPlan, { waistY, waistW }: Frame): void {
	const family = plan.family;
	if (isLower(plan)) belt(flat, [waistW + 2, waistY], false);
	else
		belt(
			flat,
			[waistW + (family === 'outer' ? 10 : 2), waistY],
			family === 'dress' || plan.garment.id === 'kimono',
		);
}

function graphic(flat: Flat, plan: DesignPlan, { body }: Frame): void {
	const c: Pt = [0, body.armpit[1] + (has(plan, 'hood') ? 90 : 50)];
	flat.piece(circle(c, 46), 'accent');
	flat.piece(
		[['M', [c[0], c[1] - 30]], ['L', [c[0] + 26, c[1] + 18]], ['L', [c[0] - 26, c[1] + 18]], ['Z']],
		'lining',
	);
}

export function peplum(flat: Flat, _plan: DesignPlan, { waistY, waistW }: Frame): void {
	const y = waistY;
	flat.piece(
		symmetric([
			['M', [0, y]],
			['L', [waistW + 2, y]],
			['Q', [waistW + 40, y + 40], [waistW + 56, y + 74]],
			...hemLine([waistW + 56, y + 74], 3, 0, 14),
		]),
	);
}

function drawBow(flat: Flat, plan: DesignPlan, { body, waistY }: Frame): void {
	bow(flat, isLower(plan) ? [0, waistY] : [0, neckDepth(body, plan.neckline)], 1);
}

function ruffledBib(flat: Flat, _plan: DesignPlan, { body }: Frame): void {
	const r = body.neckW;
	flat.piece(
		symmetric([
			['M', [0, 30]],
			['Q', [r, 30], [r + 4, 0]],
			['L', [r + 26, 4]],
			['Q', [r + 24, 60], [0, 74]],
		]),
	);
	for (const x of [r * 0.4, r * 0.9, r * 1.3])
		flat.line(
			bothSides([
				['M', [x, 30 - x * 0.1]],
				['L', [x * 1.1, 60 - x * 0.2]],
			]),
			'fold',
		);
}

function drawLaceUp(flat: Flat, plan: DesignPlan, frame: Frame): void {
	const bottom = plan.family === 'bottom';
	laceUp(
		flat,
		bottom ? 30 : Math.max(frame.openTop + 6, frame.body.bareTop),
		bottom ? 160 : frame.waistY - 10,
	);
}

export function hemFringe(flat: Flat, _plan: DesignPlan, { hemW, hemY }: Frame): void {
	fringe(
		flat,
		[
			[hemW, hemY],
			[0, hemY + 6],
		],
		10,
	);
}

function furCollar(flat: Flat, _plan: DesignPlan, { body }: Frame): void {
	const w = body.neckW;
	furTrim(
		flat,
		[
			[0, -30],
			[w + 30, -36],
			[w + 44, 2],
		],
		[
			[w + 44, 2],
			[w + 40, 50],
			[0, 60],
		],
		[
			[0, 30],
			[w * 0.9, 26],
			[w + 6, 2],
		],
		[
			[w + 6, 2],
			[w + 4, -14],
			[0, -12],
		],
	);
}

function embroidery(flat: Flat, plan: DesignPlan, { hemW, hemY }: Frame): void {
	for (const [i, p] of (
		[
			[0.45, 0.8],
			[0.2, 0.9],
			[0.7, 0.88],
		] as const
	).entries())
		flower(
			flat,
			[hemW * p[0] * (i % 2 ? -1 : 1), hemY * p[1] + (plan.family === 'bottom' ? -hemY * 0.2 : 0)],
			12,
		);
}

function distressed(flat: Flat, plan: DesignPlan, frame: Frame): void {
	const { hemW, hemY } = frame;
	const legs = plan.family === 'bottom' || frame.legs;
	const ys = legs
		? [frame.legs!.hipY + 260, frame.legs!.hipY + 280, frame.legs!.hipY + 300]
		: [hemY * 0.6, hemY * 0.64, hemY * 0.8];
	const x = legs ? (frame.legs!.outer + frame.legs!.inner) / 2 : hemW * 0.4;
	for (const [i, y] of ys.entries())
		flat.line(
			bothSides([
				['M', [x - 18 + i * 4, y]],
				['Q', [x, y + 5], [x + 16 - i * 3, y - 1]],
			]),
			'edge',
		);
}

export function studs(flat: Flat, plan: DesignPlan, { body }: Frame): void {
	const y = plan.family === 'bottom' ? 70 : body.shoulder[1] + 40;
	for (let i = 0; i < 5; i++)
		flat.dots(
			[
				[body.neckW + 20 + i * 15, y + i * 2],
				[-(body.neckW + 20 + i * 15), y + i * 2],
			],
			3.4,
			'metal',
		);
}

export function beading(flat: Flat, plan: DesignPlan, { waistY, waistW }: Frame): void {
	const rng = plan.random.stream('beading');
	for (let i = 0; i < 26; i++) {
		const t = i / 25;
		const x = (t - 0.5) * waistW * 1.6;
		flat.dot([x, waistY - 6 + Math.sin(t * 9) * 6 + rng.range(-3, 3)], 2.6, 'metal');
	}
}

/** Down the outside of each leg, or down the sides of a sleeveless top. */
export function sideStripes(flat: Flat, plan: DesignPlan, frame: Frame): void {
	const { body, hemW, hemY, waistW } = frame;
	const upper = plan.family === 'top' || plan.family === 'outer';
	if (frame.legs) {
		const { legs } = frame;
		const stripe: Seg[] = [
			['M', [waistW * 1.2 - 14, legs.hipY - 40]],
			['L', [waistW * 1.2 - 2, legs.hipY - 40]],
			['L', [legs.outer - 2, legs.hemY - 2]],
			['L', [legs.outer - 16, legs.hemY - 2]],
			['Z'],
		];
		flat.piece(stripe, 'part:side-stripes').piece(flip(stripe), 'part:side-stripes');
	} else if (upper && frame.sleeves.length === 0) {
		flat.piece(
			bothSides([
				['M', [body.armpit[0] - 16, body.armpit[1] + 6]],
				['L', [body.armpit[0] - 4, body.armpit[1] + 6]],
				['L', [hemW - 4, hemY - 2]],
				['L', [hemW - 16, hemY - 2]],
				['Z'],
			]),
			'part:side-stripes',
		);
	}
}

export function quilting(flat: Flat, plan: DesignPlan, frame: Frame): void {
	const { body, hemW, hemY } = frame;
	const step = plan.garment.id === 'puffer' || plan.garment.id === 'vest' ? 70 : 46;
	for (let y = body.armpit[1] - 40; y < hemY - 30; y += step)
		flat.line(
			bothSides([
				['M', [6, y]],
				['L', [hemW - 2, y + 2]],
			]),
			'seam',
		);
	for (const s of frame.sleeves) {
		for (let t = 0.28; t < 0.95; t += 0.22)
			flat.line(
				[
					['M', lerp(s.shoulder, s.outer, t)],
					['L', lerp([s.inner[0] - s.down[0] * 330, s.inner[1] - s.down[1] * 330], s.inner, t)],
				],
				'seam',
			);
	}
}

export function asymmetricDrape(
	flat: Flat,
	_plan: DesignPlan,
	{ body, hemY, waistW, waistY }: Frame,
): void {
	flat.piece(
		[
			['M', [-body.neckW - 4, 4]],
			['Q', [waistW * 0.6, waistY * 0.7], [waistW * 1.1, waistY + 40]],
			['L', [waistW * 0.7, Math.min(hemY, waistY + 260)]],
			['Q', [0, waistY], [-body.neckW - 4, 4]],
			['Z'],
		],
		'accent',
	);
}
