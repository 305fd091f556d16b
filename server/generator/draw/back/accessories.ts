import type { DesignPlan } from '../../resolve';
import { BELT, drawAccessory, drawBeltStrap, drawGlove } from '../accessories';
import type { Flat } from '../flat';
import { symmetric, type Pt, type Seg } from '../geometry';
import { blob, ellipse, hangingFringe, poly, polyline, roundRect, smooth } from '../kit';
import { bow } from '../trims';
import { INNERWEAR_BACKS } from './innerwear';
import { JEWELLERY_BACKS } from './jewellery';
import { mirrored } from './mirrored';

/**
 * The small accessories from their reverse: a belt's back with the buckle's chape, a scarf from
 * behind the neck, a tie's back with its keeper and tipping, the other side of a pair of socks,
 * sunglasses from the wearer's side, gloves palm up, a watch's case back, the back of jewellery
 * and of underwear. Decorations (studs, beads, embroidery) are the front's.
 */
export function drawAccessoryBack(flat: Flat, plan: DesignPlan): void {
	(BACK_DRAWERS[plan.garment.id] ?? drawScarfBack)(flat, plan);
}

const BACK_DRAWERS: Record<string, (flat: Flat, plan: DesignPlan) => void> = {
	belt: drawBeltBack,
	scarf: drawScarfBack,
	tie: drawTieBack,
	socks: drawSocksBack,
	sunglasses: drawSunglassesBack,
	gloves: drawGlovesBack,
	...JEWELLERY_BACKS,
	...INNERWEAR_BACKS,
};

/**
 * A belt turned over: the buckle now on the right, no prong showing, the strap's end folded round
 * the buckle's bar into a chape stitched and riveted.
 */
function drawBeltBack(flat: Flat): void {
	const { y, h } = BELT;
	mirrored(flat, (into) => {
		drawBeltStrap(into);
		into.piece(roundRect(-470, y(-420) - h / 2 - 22, 100, h + 44, 16), 'metal');
		into.piece(roundRect(-452, y(-420) - h / 2 - 4, 64, h + 8, 8), 'fabric');
	});
	flat.part('chape', () => {
		const x0 = 420;
		flat.piece(roundRect(x0 - 130, y(-380) - h / 2 + 4, 130, h - 8, 10), 'fabric');
		flat.line(
			polyline([
				[x0 - 122, y(-380) - h / 2 + 12],
				[x0 - 122, y(-380) + h / 2 - 12],
			]),
			'stitch',
		);
		flat.dots(
			[
				[x0 - 96, y(-380) - 18],
				[x0 - 96, y(-380) + 18],
			],
			6,
			'metal',
		);
	});
}

/**
 * A scarf from behind: the loop round the back of the neck lies over the two ends, which hang
 * in front (the left one now on the right).
 */
function drawScarfBack(flat: Flat, plan: DesignPlan): void {
	const tail = (x: number, drop: number, lean: number): Seg[] =>
		poly([
			[x - 70, 60],
			[x + 70, 60],
			[x + 70 + lean, drop],
			[x - 70 + lean, drop],
		]);
	for (const [x, drop, lean] of [
		[-90, 760, -10],
		[80, 700, -30],
	]) {
		flat.piece(tail(x, drop, lean), 'fabric');
		flat.line(
			polyline([
				[x + 20, 80],
				[x + 20 + lean * 0.9, drop - 20],
			]),
			'fold',
		);
		if (plan.features.has('fringe') || plan.materials[0] === 'wool' || plan.materials[0] === 'knit')
			hangingFringe(flat, [x - 66 + lean, drop], [x + 66 + lean, drop], 50);
	}
	flat.part('nape-band', () => {
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
		flat.line(
			smooth([
				[-150, 20],
				[-120, -80],
				[0, -112],
				[120, -80],
				[150, 20],
			]),
			'fold',
		);
	});
}

/**
 * A tie's back: the blade's edges folded in to a slip-stitched seam, the keeper that holds the
 * narrow end, the label under it, the lined tip; a bow tie's band and its slider.
 */
function drawTieBack(flat: Flat, plan: DesignPlan): void {
	if (plan.features.has('bow')) {
		flat.part('neckband', () => flat.piece(roundRect(-300, -16, 600, 32, 14), 'fabric'));
		bow(flat, [0, 0], 5);
		flat.part('neckband', () => flat.piece(roundRect(180, -24, 40, 48, 6), 'metal'));
		return;
	}
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
	flat.part('tipping', () =>
		flat.piece(
			symmetric([
				['M', [0, 730]],
				['L', [90, 720]],
				['L', [96, 780]],
				['L', [0, 860]],
			]),
			'lining',
		),
	);
	flat.part('back-seam', () =>
		flat.line(
			polyline([
				[0, 96],
				[0, 726],
			]),
			'stitch',
		),
	);
	flat.part('keeper', () => {
		flat.piece(roundRect(-56, 330, 112, 34, 6), 'fabric');
		flat.piece(roundRect(-30, 380, 60, 30, 4), 'lining');
	});
}

/** The plan without what decorates its front (kit.ts `decorate`), for drawing its reverse. */
const undecorated = (plan: DesignPlan): DesignPlan => ({
	...plan,
	features: new Set(),
	style: { ...plan.style, signature: undefined },
});

/** The pair from the other side: mirrored, the sock in front now the one behind. */
function drawSocksBack(flat: Flat, plan: DesignPlan): void {
	const plain = undecorated(plan);
	flat.part('inner-side', () => mirrored(flat, (into) => drawAccessory(into, plain)));
}

/**
 * Sunglasses from the wearer's side: the same rims and lenses, the nose pads on their arms, the
 * hinges where the temples fold.
 */
function drawSunglassesBack(flat: Flat, plan: DesignPlan): void {
	const plain = undecorated(plan);
	drawAccessory(flat, plain);
	flat.part('hinges', () => {
		for (const side of [-1, 1]) flat.piece(roundRect(side * 300 - 14, -82, 28, 44, 6), 'metal');
	});
	flat.part('nose-pads', () => {
		for (const side of [-1, 1]) {
			flat.line(
				polyline([
					[side * 30, -48],
					[side * 44, -10],
				]),
				'edge',
			);
			flat.piece(ellipse([side * 48, 6], 12, 20), 'sheer');
		}
	});
}

/**
 * Gloves palm up: the thumbs now point outwards (the hands closer together, so the pair spans what
 * the front's does), the palm's creases, no points down the back.
 */
function drawGlovesBack(flat: Flat, plan: DesignPlan): void {
	for (const side of [-1, 1]) {
		const at = ([x, y]: Pt): Pt => [side * (112 - x), y];
		drawGlove(flat, plan, at, false);
		flat.part('palm', () => {
			flat.line(
				[
					...smooth([at([-84, -60]), at([-10, -90]), at([84, -70])]),
					...smooth([at([-90, 30]), at([-20, -10]), at([40, -40])]),
				],
				'fold',
			);
			if (plan.shape !== 'mitten')
				flat.line(
					[-44, 0, 44].flatMap((x): Seg[] => [
						['M', at([x, -130])],
						['L', at([x, -104])],
					]),
					'seam',
				);
		});
	}
}
