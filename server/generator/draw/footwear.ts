import type { DesignPlan } from '../resolve';
import type { Flat } from './flat';
import type { Pt, Seg } from './geometry';
import { blob, decorate, hangingFringe, poly, pts, smooth } from './kit';
import { FINISH } from './footwear-finish';

/**
 * Shoes in side view, toe to the right, the ground at y = 0. Every shoe is one last: a sole
 * whose heel seat stands `heel` above the ground and whose forefoot is flat on it, and an upper
 * given as heights above the sole at points from the heel (x = 0) to the toe (x = 600). Each kind
 * then adds what makes it that kind: laces, a toe cap, a strap, an elastic gusset.
 */
export interface Last {
	/** How high the heel seat stands; the forefoot is on the ground. */
	heel: number;
	/** Sole thickness. */
	sole: number;
	/** The upper's top edge: [x, height above the sole]. */
	top: readonly Pt[];
	/** The sole's fill: a sneaker's pale cupsole, a leather shoe's dark one. */
	soleFill: 'sheer' | 'lining';
}

/** Heel heights by the heel named or chosen. */
const HEELS: Record<string, number> = {
	stiletto: 210,
	'block-heel': 150,
	'kitten-heel': 80,
	wedge: 160,
};

/** Shaft heights of a boot by its length. */
const SHAFTS: Record<string, number> = { ankle: 300, midi: 480, 'knee-length': 660, maxi: 760 };

const LASTS: Record<string, Last> = {
	sneakers: {
		heel: 0,
		sole: 44,
		soleFill: 'sheer',
		top: pts(
			'-6 0, -12 70, 0 150, 30 176, 100 160, 166 146, 196 214, 226 222, 252 168, 400 124, 520 88, 592 46, 606 0',
		),
	},
	boots: {
		heel: 34,
		sole: 26,
		soleFill: 'lining',
		top: pts('-4 0, -8 80, 0 300, 232 300, 250 170, 340 132, 470 98, 570 64, 604 20, 608 0'),
	},
	heels: {
		heel: 170,
		sole: 12,
		soleFill: 'lining',
		top: pts('-4 0, -8 60, 4 104, 70 92, 200 44, 330 58, 420 62, 540 38, 620 4, 624 0'),
	},
	flats: {
		heel: 8,
		sole: 12,
		soleFill: 'lining',
		top: pts('-4 0, -8 50, 4 84, 70 78, 200 40, 340 48, 420 54, 540 36, 604 8, 608 0'),
	},
	loafers: {
		heel: 24,
		sole: 18,
		soleFill: 'lining',
		top: pts('-4 0, -8 60, 4 104, 80 100, 220 84, 300 112, 400 116, 520 80, 600 26, 606 0'),
	},
	shoes: {
		heel: 26,
		sole: 20,
		soleFill: 'lining',
		top: pts(
			'-4 0, -8 60, 4 112, 100 108, 210 118, 250 150, 330 126, 450 100, 560 66, 604 22, 608 0',
		),
	},
	// Open at the back: the upper starts part way along the sole.
	slippers: {
		heel: 10,
		sole: 24,
		soleFill: 'lining',
		top: pts('150 0, 166 110, 240 168, 400 176, 520 132, 598 54, 612 0'),
	},
	clogs: {
		heel: 0,
		sole: 64,
		soleFill: 'lining',
		top: pts('110 0, 130 110, 220 186, 400 178, 520 140, 600 70, 618 0'),
	},
	sandals: {
		heel: 0,
		sole: 36,
		soleFill: 'lining',
		top: [],
	},
};

/** The shoe a plan draws: its last, heel and sole as the heel and platform named make them. */
export function shoeLast(plan: DesignPlan): {
	base: Last;
	heelKind: string;
	heel: number;
	sole: number;
	top: readonly Pt[];
} {
	const base = LASTS[plan.garment.id] ?? LASTS.shoes;
	const heelKind = plan.shape ?? '';
	const platform = plan.features.has('platform') ? 34 : 0;
	return {
		base,
		heelKind,
		heel: (HEELS[heelKind] ?? base.heel) + platform,
		sole: base.sole + platform,
		top: boot(plan, base.top),
	};
}

export function drawFootwear(flat: Flat, plan: DesignPlan): void {
	if (plan.garment.id === 'flip-flops') return drawFlipFlop(flat, plan);
	const { base, heelKind, heel, sole, top } = shoeLast(plan);
	// The sole's underside: flat under the forefoot, rising through the arch to the heel seat.
	const under = (x: number): number => {
		if (x >= 380) return plan.garment.id === 'sneakers' && x > 540 ? -(x - 540) * 0.2 : 0;
		if (x <= 80) return -heel;
		const t = (x - 80) / 300;
		return -heel * (1 - t * t * (3 - 2 * t));
	};
	const soleTop = (x: number): number => under(x) - sole;
	const xs = [-6, 40, 80, 160, 240, 320, 380, 460, 540, 600, 612];
	const toe = top.length > 0 ? top[top.length - 1][0] : 604;

	// The heel block under the seat (a wedge fills the arch), then the sole, then the upper.
	if (heel > sole + 4 && heelKind === 'wedge')
		flat.piece(
			poly([
				[-2, -heel],
				...[80, 160, 240, 320, 380].map((x): Pt => [x, under(x)]),
				[380, 0],
				[10, 0],
			]),
			base.soleFill,
		);
	else if (heel > 4) flat.piece(heelBlock(heelKind, heel, base.heel), base.soleFill);
	const soleXs = xs.filter((x) => x < toe - 4);
	flat.piece(
		[
			...smooth(soleXs.map((x): Pt => [x, soleTop(x)])),
			['Q', [toe + 6, soleTop(toe)], [toe, under(toe) - 2]],
			...smooth(
				[...soleXs].reverse().map((x): Pt => [x, under(x)]),
				false,
			).slice(0),
			['Q', [-10, under(-6)], [-6, soleTop(-6)]],
			['Z'],
		],
		base.soleFill,
	);
	if (plan.garment.id === 'sandals') return drawSandal(flat, plan, soleTop);
	const rim = top.map(([x, h]): Pt => [x, soleTop(x) - h]);
	// A mule's upper starts where its open back ends.
	const upperXs = soleXs.filter((x) => x > rim[0][0] - 12);
	flat.piece(
		[
			...smooth(rim),
			...smooth(
				[...upperXs].reverse().map((x): Pt => [x, soleTop(x)]),
				false,
			),
			['Z'],
		],
		'fabric',
	);
	// Stitching round the sole: a welt on leather shoes, a foxing line on a sneaker.
	flat.line(smooth(soleXs.slice(1, -1).map((x): Pt => [x, soleTop(x) + sole * 0.45])), 'stitch');
	const edge = (x: number): Pt => [x, soleTop(x) - heightAt(top, x)];
	FINISH[plan.garment.id]?.(flat, plan, { edge, soleTop, under, top });
	decorate(flat, plan, edge(20), edge(plan.garment.id === 'boots' ? 200 : 150), 12);
	if (plan.features.has('fringe') && plan.garment.id !== 'loafers')
		hangingFringe(flat, [edge(8)[0] + 8, edge(8)[1] + 20], [edge(220)[0], edge(220)[1] + 20], 60);
}

/** A boot's shaft as tall as its length. */
function boot(plan: DesignPlan, top: readonly Pt[]): readonly Pt[] {
	if (plan.garment.id !== 'boots') return top;
	const shaft = SHAFTS[plan.length ?? 'ankle'] ?? 300;
	return top.map(([x, h]) => [x, h === 300 ? shaft : h]);
}

/** The upper's height above the sole at x, between the points of its top edge. */
export function heightAt(top: readonly Pt[], x: number): number {
	for (let i = 0; i + 1 < top.length; i++) {
		const [[x0, h0], [x1, h1]] = [top[i], top[i + 1]];
		if (x >= x0 && x <= x1) return h0 + ((h1 - h0) * (x - x0)) / (x1 - x0 || 1);
	}
	return 0;
}

/** A stiletto tapers to a point, a block heel stands square, a stacked heel is low and broad. */
function heelBlock(kind: string, h: number, natural: number): Seg[] {
	if (kind === 'stiletto' || kind === 'kitten-heel')
		return [
			['M', [-4, -h]],
			['L', [80, -h]],
			['Q', [50, -h * 0.55], [48, 0]],
			['L', [34, 0]],
			['Q', [30, -h * 0.5], [-4, -h * 0.85]],
			['Z'],
		];
	const w = kind === 'block-heel' ? 86 : natural > 30 ? 110 : 96;
	return poly([
		[-4, -h],
		[w, -h],
		[w - 6, 0],
		[6, 0],
	]);
}

/** A band from the sole at `base` over the foot to `peak`, `width` wide. */
function strap(soleTop: (x: number) => number, base: number, peak: Pt, width: number): Seg[] {
	const foot: Pt = [base, soleTop(base)];
	return [
		...smooth([foot, [(foot[0] + peak[0]) / 2 + 10, (foot[1] + peak[1]) / 2 - 12], peak]),
		['Q', [peak[0] - width * 0.6, peak[1] - 10], [peak[0] - width, peak[1] + 6]],
		...smooth(
			[
				[peak[0] - width, peak[1] + 6],
				[(foot[0] + peak[0]) / 2 - width + 10, (foot[1] + peak[1]) / 2],
				[foot[0] - width, foot[1]],
			],
			false,
		),
		['Z'],
	];
}

/** A sandal: the sole with straps over the toes and the instep, and one round the ankle. */
function drawSandal(flat: Flat, plan: DesignPlan, soleTop: (x: number) => number): void {
	flat.piece(strap(soleTop, 560, [470, soleTop(470) - 96], 60), 'fabric');
	flat.piece(strap(soleTop, 420, [330, soleTop(330) - 150], 60), 'fabric');
	// A heel strap up the back and round the ankle, unless the sandal is a slide.
	if (plan.features.has('ankle-strap') || plan.features.has('buckle') || plan.shape) {
		const back = (x: number): number => soleTop(x) - 140 - x * 0.3;
		flat.piece(strap(soleTop, 60, [22, back(22)], 46), 'fabric');
		flat.piece(
			[
				...smooth([
					[-20, back(-20)],
					[120, back(120) - 14],
					[260, back(260)],
				]),
				...smooth(
					[
						[262, back(262) + 34],
						[120, back(120) + 22],
						[-18, back(-18) + 34],
					],
					false,
				),
				['Z'],
			],
			'fabric',
		);
		flat.piece(
			poly([
				[170, back(170) - 14],
				[200, back(200) - 14],
				[200, back(200) + 36],
				[170, back(170) + 36],
			]),
			'metal',
		);
	}
	decorate(flat, plan, [330, soleTop(330) - 110], [470, soleTop(470) - 70], 10);
}

/** A flip-flop's footbed, toe up, centred on (0, 0). */
export const FLIP_FLOP: readonly Pt[] = [
	[0, -300],
	[70, -280],
	[96, -180],
	[84, -40],
	[92, 120],
	[70, 270],
	[0, 300],
	[-70, 270],
	[-86, 120],
	[-70, -40],
	[-92, -180],
	[-70, -280],
];

/** A pair of flip-flops seen from above: the footbed and its Y strap from the toe post. */
function drawFlipFlop(flat: Flat, plan: DesignPlan): void {
	const outline = FLIP_FLOP;
	for (const side of [-1, 1]) {
		const at = ([x, y]: Pt): Pt => [side * x + side * 120, y];
		flat.piece(blob(outline.map(([x, y]) => at([x - 10, y + 14]))), 'lining');
		flat.piece(blob(outline.map(at)), 'fabric');
		const post = at([-20, -200]);
		for (const end of [at([92, -10]), at([-80, -10])]) {
			const dir = Math.sign(end[0] - post[0]);
			flat.piece(
				[
					...smooth([post, [(post[0] + end[0]) / 2, -150], end]),
					['L', [end[0] - dir * 6, end[1] + 30]],
					...smooth(
						[
							[end[0] - dir * 6, end[1] + 30],
							[(post[0] + end[0]) / 2, -120],
							[post[0], post[1] + 24],
						],
						false,
					),
					['Z'],
				],
				'accent',
			);
		}
		flat.dot(post, 10, 'accent');
		decorate(flat, plan, at([-60, -110]), at([70, -110]), 10);
	}
}
