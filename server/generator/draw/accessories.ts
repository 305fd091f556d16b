import type { DesignPlan } from '../resolve';
import type { Flat } from './flat';
import { symmetric, type Pt, type Seg } from './geometry';
import { INNERWEAR_DRAWERS } from './innerwear';
import { JEWELLERY_DRAWERS } from './jewellery';
import {
	along,
	blob,
	capsule,
	decorate,
	hangingFringe,
	poly,
	polyline,
	roundRect,
	smooth,
} from './kit';
import { bow } from './trims';

/**
 * Belts, scarves, ties, socks, sunglasses and gloves: the small pieces worn with the clothes, each
 * in the view that shows what it is (a belt laid straight, a scarf hung, a tie from the front, a
 * pair of socks, sunglasses from the front, a pair of gloves). Watches and jewellery draw in
 * jewellery.ts, underwear in innerwear.ts.
 */
export function drawAccessory(flat: Flat, plan: DesignPlan): void {
	(DRAWERS[plan.garment.id] ?? drawScarf)(flat, plan);
}

const DRAWERS: Record<string, (flat: Flat, plan: DesignPlan) => void> = {
	belt: drawBelt,
	scarf: drawScarf,
	tie: drawTie,
	socks: drawSocks,
	sunglasses: drawSunglasses,
	gloves: drawGloves,
	...JEWELLERY_DRAWERS,
	...INNERWEAR_DRAWERS,
};

function drawBelt(flat: Flat, plan: DesignPlan): void {
	// Laid in a gentle curve: the strap, its pointed tip, the holes, the keeper and the buckle.
	const { y, h } = BELT;
	drawBeltStrap(flat);
	// The buckle's frame and prong.
	flat.piece(roundRect(-470, y(-420) - h / 2 - 22, 100, h + 44, 16), 'metal');
	flat.piece(roundRect(-452, y(-420) - h / 2 - 4, 64, h + 8, 8), 'fabric');
	flat.line(
		polyline([
			[-466, y(-420)],
			[-400, y(-420)],
		]),
		'edge',
	);
	decorate(flat, plan, [-280, y(-280)], [140, y(140)], 14);
}

/** A belt laid flat: the curve it lies in (y at x) and the strap's width. */
export const BELT = { y: (x: number): number => 0.00018 * x * x, h: 96 };

/** The strap, its pointed tip, its stitching, the holes and the keeper: both faces show them. */
export function drawBeltStrap(flat: Flat): void {
	const { y, h } = BELT;
	const xs = [-420, -210, 0, 210, 400];
	flat.piece(
		[
			...smooth(xs.map((x): Pt => [x, y(x) - h / 2])),
			['L', [450, y(450)]],
			['L', [400, y(400) + h / 2]],
			...smooth(
				[...xs].reverse().map((x): Pt => [x, y(x) + h / 2]),
				false,
			),
			['Z'],
		],
		'fabric',
	);
	flat.line(smooth(xs.map((x): Pt => [x + 4, y(x) - h / 2 + 10])), 'stitch');
	flat.line(smooth(xs.map((x): Pt => [x + 4, y(x) + h / 2 - 10])), 'stitch');
	flat.dots(
		along([200, 0], [340, 0], 5).map(([x]): Pt => [x, y(x)]),
		7,
		'lining',
	);
	flat.piece(roundRect(-330, y(-330) - h / 2 - 8, 30, h + 16, 6), 'fabric');
}

function drawScarf(flat: Flat, plan: DesignPlan): void {
	// Hung round a neck: the loop at the top and two tails, one over the other.
	const tail = (x: number, drop: number, lean: number): Seg[] =>
		poly([
			[x - 70, 60],
			[x + 70, 60],
			[x + 70 + lean, drop],
			[x - 70 + lean, drop],
		]);
	flat.piece(
		blob([
			[-170, 80],
			[-150, -90],
			[0, -140],
			[150, -90],
			[170, 80],
			[90, 80],
			[80, -40],
			[0, -70],
			[-80, -40],
			[-90, 80],
		]),
		'fabric',
	);
	flat.piece(tail(90, 760, 10), 'fabric');
	flat.piece(tail(-80, 700, 30), 'fabric');
	for (const [x, drop, lean] of [
		[90, 760, 10],
		[-80, 700, 30],
	]) {
		flat.line(
			polyline([
				[x - 20, 80],
				[x - 20 + lean * 0.9, drop - 20],
			]),
			'fold',
		);
		if (plan.features.has('fringe') || plan.materials[0] === 'wool' || plan.materials[0] === 'knit')
			hangingFringe(flat, [x - 66 + lean, drop], [x + 66 + lean, drop], 50);
	}
	decorate(flat, plan, [-40, 400], [140, 460], 14);
}

function drawTie(flat: Flat, plan: DesignPlan): void {
	if (plan.features.has('bow')) {
		bow(flat, [0, 0], 5);
		return decorate(flat, plan, [-100, 0], [100, 0], 12);
	}
	// The knot, then the blade widening to its point; a fold line down the middle.
	flat.piece(
		symmetric([
			['M', [0, 0]],
			['L', [48, 0]],
			['L', [30, 84]],
			['L', [0, 90]],
		]),
		'fabric',
	);
	flat.piece(
		symmetric([
			['M', [0, 90]],
			['L', [28, 86]],
			['L', [96, 780]],
			['L', [0, 860]],
		]),
		'fabric',
	);
	flat.line(
		polyline([
			[0, 96],
			[0, 760],
		]),
		'fold',
	);
	flat.line(
		symmetric([
			['M', [0, 830]],
			['L', [84, 770]],
		]).slice(0, 2),
		'stitch',
	);
	decorate(flat, plan, [-20, 400], [40, 600], 10);
}

function drawSocks(flat: Flat, plan: DesignPlan): void {
	const leg = { ankle: 140, midi: 340, 'knee-length': 560 }[plan.length ?? 'midi'] ?? 340;
	// A pair, one behind the other: leg, heel, foot to the toe, with a ribbed cuff and a heel and toe patch.
	for (const dx of [120, 0]) {
		const sock: Pt[] = [
			[dx, -leg],
			[dx + 150, -leg],
			[dx + 150, -40],
			[dx + 330, 40],
			[dx + 380, 110],
			[dx + 320, 170],
			[dx + 80, 150],
			[dx, 90],
		];
		flat.piece(
			[
				['M', sock[0]],
				['L', sock[1]],
				['L', sock[2]],
				['Q', [dx + 250, 0], sock[3]],
				['Q', sock[4], sock[5]],
				['L', sock[6]],
				['Q', [dx - 20, 150], sock[7]],
				['Z'],
			],
			'fabric',
		);
		flat.piece(roundRect(dx - 2, -leg - 4, 154, 70, 6), 'rib');
		flat.piece(
			[
				['M', [dx + 300, 30]],
				['Q', [dx + 400, 100], [dx + 320, 170]],
				['L', [dx + 290, 166]],
				['Q', [dx + 340, 90], [dx + 300, 30]],
				['Z'],
			],
			'accent',
		);
		flat.piece(
			[
				['M', [dx + 40, 150]],
				['Q', [dx - 30, 140], [dx, 60]],
				['Q', [dx + 30, 110], [dx + 80, 124]],
				['Z'],
			],
			'accent',
		);
	}
	decorate(flat, plan, [10, -leg + 120], [140, -leg + 120], 10);
}

function drawSunglasses(flat: Flat, plan: DesignPlan): void {
	// From the front: the temples behind, then each rim round its tinted lens, and the bridge.
	const aviator = plan.shape === 'aviator';
	const lens = (cx: number, scale: number): Seg[] =>
		aviator
			? blob(
					[
						[-120, -80],
						[0, -96],
						[120, -80],
						[110, 30],
						[40, 110],
						[-70, 90],
						[-126, 10],
					].map(([x, y]): Pt => [cx + Math.sign(cx) * x * scale, y * scale]),
				)
			: roundRect(cx - 130 * scale, -90 * scale, 260 * scale, 180 * scale, 60 * scale);
	for (const side of [-1, 1])
		flat.piece(
			polyline([
				[side * 290, -76],
				[side * 356, -70],
				[side * 356, -46],
				[side * 290, -44],
			]).concat([['Z']]),
			'fabric',
		);
	for (const side of [-1, 1]) {
		flat.piece(lens(side * 160, 1.12), aviator ? 'metal' : 'fabric');
		flat.piece(lens(side * 160, 0.94), 'lining');
		flat.line(
			polyline([
				[side * 160 - 60, -40],
				[side * 160 - 20, -60],
			]),
			'fold',
		);
	}
	flat.piece(
		[
			...smooth([
				[-40, -60],
				[0, -84],
				[40, -60],
			]),
			['L', [40, -36]],
			...smooth(
				[
					[40, -36],
					[0, -58],
					[-40, -36],
				],
				false,
			),
			['Z'],
		],
		aviator ? 'metal' : 'fabric',
	);
	decorate(flat, plan, [-260, -90], [-80, -96], 8);
}

function drawGloves(flat: Flat, plan: DesignPlan): void {
	// A pair, backs up: fingers (or a mitten's one pocket) and the thumb behind the hand, the cuff.
	for (const side of [-1, 1]) {
		const at = ([x, y]: Pt): Pt => [side * (x + 190), y];
		drawGlove(flat, plan, at, true);
		decorate(flat, plan, at([-80, 240]), at([80, 240]), 8);
	}
}

/**
 * One glove, placed by `at` (the glove's own points to the page's): the thumb behind the hand,
 * the fingers (or a mitten's one pocket), the hand, the cuff; from the `back` of the hand, the
 * points stitched down it.
 */
export function drawGlove(flat: Flat, plan: DesignPlan, at: (p: Pt) => Pt, back: boolean): void {
	const mitten = plan.shape === 'mitten';
	const knit = ['knit', 'wool', 'cable-knit'].includes(plan.materials[0]);
	const fingers: [Pt, Pt][] = mitten
		? [[at([0, -120]), at([0, -250])]]
		: [
				[at([-66, -100]), at([-76, -300])],
				[at([-22, -110]), at([-22, -350])],
				[at([24, -110]), at([30, -330])],
				[at([66, -100]), at([80, -260])],
			];
	flat.piece(capsule(at([-90, 60]), at([-170, -60]), 64), 'fabric');
	for (const [a, b] of fingers) flat.piece(capsule(a, b, mitten ? 190 : 46), 'fabric');
	flat.piece(
		[
			...smooth([at([-100, 210]), at([-104, 40]), at([-90, -110]), at([0, -130])]),
			...smooth([at([0, -130]), at([90, -110]), at([100, 40]), at([96, 210])], false),
			['Z'],
		],
		'fabric',
	);
	if (!mitten && back)
		flat.line(
			[-22, 24].flatMap((x): Seg[] => smooth([at([x, -40]), at([x, 60])])),
			'stitch',
		);
	const left = Math.min(at([-104, 0])[0], at([104, 0])[0]);
	flat.piece(roundRect(left, 200, 208, 110, 14), knit ? 'rib' : 'fabric');
}
