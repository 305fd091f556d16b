import type { DesignPlan } from '../resolve';
import type { Flat } from './flat';
import { bothSides, flip, symmetric, type Pt, type Seg } from './geometry';
import { along, decorate, polyline, roundRect, smooth } from './kit';

/**
 * Underwear laid flat from the front, centred on x = 0 with the waist or the underband at y = 0:
 * a bra's two cups on an underband with straps, briefs' waistband and leg openings, boxers'
 * waistband, fly and short legs. Prints and cloth fill them like any garment.
 */
export const INNERWEAR_DRAWERS: Record<string, (flat: Flat, plan: DesignPlan) => void> = {
	bra: drawBra,
	briefs: drawBriefs,
	boxers: drawBoxers,
};

function drawBra(flat: Flat, plan: DesignPlan): void {
	// The straps behind the cups, from the cups' tops up and over to the back band's ends.
	for (const side of [-1, 1]) {
		const strap: Seg[] = [
			['M', [side * 150, -206]],
			['C', [side * 160, -330], [side * 250, -400], [side * 300, -400]],
			['L', [side * 300, -380]],
			['C', [side * 262, -380], [side * 182, -320], [side * 176, -200]],
			['Z'],
		];
		flat.piece(strap, 'fabric');
		flat.piece(roundRect(side * 170 - 16, -300 - 8, 32, 16, 4), 'metal');
	}
	// The underband, from the centre gore out to the hook-and-eye wings.
	flat.piece(
		symmetric([
			['M', [0, -10]],
			['L', [250, -30]],
			['Q', [370, -40], [430, -70]],
			['L', [430, 40]],
			['Q', [340, 54], [250, 50]],
			['L', [0, 50]],
		]),
		'fabric',
	);
	flat.line(
		bothSides(
			polyline([
				[20, 38],
				[250, 38],
				[420, 28],
			]),
		),
		'stitch',
	);
	// Hooks at the wing ends.
	for (const side of [-1, 1]) flat.dots(along([side * 414, -40], [side * 414, 20], 3), 6, 'metal');
	// Two cups: rounded from the gore up to the strap point and back down to the side seam.
	const cup: Seg[] = [
		['M', [16, 10]],
		['C', [20, -80], [70, -170], [150, -216]],
		['L', [176, -212]],
		['C', [240, -150], [280, -60], [270, 20]],
		['Q', [150, 40], [16, 10]],
		['Z'],
	];
	flat.piece(cup, 'fabric');
	flat.piece(flip(cup), 'fabric');
	// The underwire seam under each cup and a seam across it.
	for (const half of [(s: Seg[]) => s, flip]) {
		flat.line(
			half(
				smooth([
					[24, 0],
					[150, 26],
					[262, 8],
				]),
			),
			'stitch',
		);
		flat.line(
			half(
				smooth([
					[40, -70],
					[150, -60],
					[262, -40],
				]),
			),
			'seam',
		);
	}
	// The gore's small bow.
	flat.dot([0, 0], 12, 'accent');
	decorate(flat, plan, [-250, -10], [250, -10], 10);
}

function drawBriefs(flat: Flat, plan: DesignPlan): void {
	const body: Seg[] = symmetric([
		['M', [0, 0]],
		['L', [270, -6]],
		['L', [262, 80]],
		['C', [200, 170], [110, 250], [70, 360]],
		['L', [0, 360]],
	]);
	flat.piece(body, 'fabric');
	// Waistband, the leg openings' binding and the gusset.
	flat.piece(
		symmetric([
			['M', [0, -4]],
			['L', [272, -10]],
			['L', [270, 40]],
			['L', [0, 46]],
		]),
		'rib',
	);
	flat.line(
		bothSides(
			smooth([
				[248, 96],
				[160, 200],
				[80, 340],
			]),
		),
		'stitch',
	);
	flat.line(
		smooth([
			[-70, 270],
			[0, 256],
			[70, 270],
		]),
		'seam',
	);
	decorate(flat, plan, [-220, 20], [220, 20], 10);
}

function drawBoxers(flat: Flat, plan: DesignPlan): void {
	const leg: Pt = [310, 400];
	flat.piece(
		symmetric([
			['M', [0, 0]],
			['L', [280, 0]],
			['L', leg],
			['L', [34, 410]],
			['Q', [12, 290], [0, 250]],
		]),
		'fabric',
	);
	flat.piece(roundRect(-284, -10, 568, 66, 10), 'rib');
	// The fly, a button, the hems and the side seams' slits.
	flat.line(
		smooth([
			[0, 56],
			[60, 120],
			[54, 220],
			[0, 250],
		]),
		'stitch',
	);
	flat.dot([30, 90], 9);
	flat.line(
		bothSides(
			polyline([
				[300, 370],
				[40, 380],
			]),
		),
		'stitch',
	);
	flat.line(
		bothSides(
			polyline([
				[296, 330],
				[310, 400],
			]),
		),
		'edge',
	);
	decorate(flat, plan, [-240, 24], [240, 24], 10);
}
