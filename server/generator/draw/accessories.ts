import type { DesignPlan } from '../resolve';
import type { Flat } from './flat';
import { symmetric, type Pt, type Seg } from './geometry';
import { along, blob, decorate, hangingFringe, poly, polyline, roundRect, smooth } from './kit';
import { bow } from './trims';

/**
 * Belts, scarves, ties and socks: the small pieces worn with the clothes, each in the view that
 * shows what it is (a belt laid straight, a scarf hung, a tie from the front, a pair of socks).
 */
export function drawAccessory(flat: Flat, plan: DesignPlan): void {
	(DRAWERS[plan.garment.id] ?? drawScarf)(flat, plan);
}

const DRAWERS: Record<string, (flat: Flat, plan: DesignPlan) => void> = {
	belt: drawBelt,
	scarf: drawScarf,
	tie: drawTie,
	socks: drawSocks,
};

function drawBelt(flat: Flat, plan: DesignPlan): void {
	// Laid in a gentle curve: the strap, its pointed tip, the holes, the keeper and the buckle.
	const y = (x: number): number => 0.00018 * x * x;
	const h = 96;
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
