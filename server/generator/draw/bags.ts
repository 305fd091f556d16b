import type { DesignPlan } from '../resolve';
import type { Flat } from './flat';
import { bothSides, circle, flip, symmetric, type Pt, type Seg } from './geometry';
import { drawDuffel } from './duffel';
import { along, decorate, hangingFringe, poly, polyline, roundRect, smooth } from './kit';

/**
 * Bags from the front, centred on x = 0 with the top edge of the body at y = 0. A bag is a body
 * (its width at the top and bottom, its depth and how round its corners are) carried by handles
 * or a strap, with a flap, a zip or pockets as the kind and the prompt have them.
 */
export interface BagShape {
	/** Half widths at the top and the bottom, the depth, the corner radius. */
	top: number;
	bottom: number;
	depth: number;
	corner: number;
	/** How it is carried: two handles, two long straps, a grab handle with shoulder straps, a strap, none. */
	carry: 'handles' | 'straps' | 'backpack' | 'strap' | 'none';
	/** Height of the carrying loop above the body. */
	reach: number;
	flap: 'none' | 'short' | 'envelope';
}

export const SHAPES: Record<string, BagShape> = {
	handbag: {
		top: 180,
		bottom: 230,
		depth: 300,
		corner: 30,
		carry: 'handles',
		reach: 190,
		flap: 'short',
	},
	tote: {
		top: 250,
		bottom: 230,
		depth: 400,
		corner: 10,
		carry: 'straps',
		reach: 300,
		flap: 'none',
	},
	backpack: {
		top: 190,
		bottom: 220,
		depth: 480,
		corner: 110,
		carry: 'backpack',
		reach: 90,
		flap: 'none',
	},
	clutch: {
		top: 280,
		bottom: 280,
		depth: 180,
		corner: 16,
		carry: 'none',
		reach: 0,
		flap: 'envelope',
	},
	wallet: { top: 250, bottom: 250, depth: 200, corner: 22, carry: 'none', reach: 0, flap: 'none' },
	'sling-bag': {
		top: 170,
		bottom: 200,
		depth: 200,
		corner: 70,
		carry: 'strap',
		reach: 320,
		flap: 'short',
	},
};

export function drawBag(flat: Flat, plan: DesignPlan): void {
	if (plan.garment.id === 'duffel-bag') return drawDuffel(flat, plan);
	const shape = bagShape(plan);
	const { top, bottom, depth } = shape;
	drawCarry(flat, shape);
	if (plan.garment.id === 'wallet') return drawWallet(flat, plan, shape);
	drawBagBody(flat, plan, shape);
	const fastenY = drawFront(flat, plan, shape);
	if (plan.features.has('fringe'))
		hangingFringe(flat, [-bottom + 20, depth], [bottom - 20, depth], 70);
	decorate(flat, plan, [-top * 0.8, fastenY], [top * 0.8, fastenY], 12);
}

export const bagShape = (plan: DesignPlan): BagShape => SHAPES[plan.garment.id] ?? SHAPES.handbag;

/**
 * The body, its quilting and the stitching just inside its edge (round a backpack's domed top
 * too): a trapezoid with its bottom corners (and a backpack's top) rounded. The same from behind.
 */
export function drawBagBody(flat: Flat, plan: DesignPlan, shape: BagShape): void {
	const { top, bottom, depth, corner } = shape;
	const r = Math.min(corner, depth / 2 - 1);
	const half: Seg[] =
		shape.carry === 'backpack'
			? [
					['M', [0, -20]],
					['Q', [top, -20], [top, r]],
					['L', [bottom, depth - 30]],
					['Q', [bottom, depth], [bottom - 30, depth]],
					['L', [0, depth]],
				]
			: [
					['M', [0, 0]],
					['L', [top, 0]],
					['L', [bottom, depth - r]],
					['Q', [bottom, depth], [bottom - r, depth]],
					['L', [0, depth]],
				];
	flat.piece(symmetric(half), 'fabric');
	if (plan.features.has('quilted')) quilting(flat, top, bottom, depth);
	flat.line(
		symmetric([
			['M', [0, shape.carry === 'backpack' ? -6 : 14]],
			shape.carry === 'backpack' ? ['Q', [top - 14, -6], [top - 14, r]] : ['L', [top - 14, 14]],
			['L', [bottom - 14, depth - 14]],
			['L', [0, depth - 14]],
		]).slice(0, -1),
		'stitch',
	);
}

/** Handles, straps or a shoulder strap, drawn behind the body. */
export function drawCarry(flat: Flat, shape: BagShape): void {
	const { top, reach, carry } = shape;
	if (carry === 'handles')
		for (const x of [top * 0.55]) {
			const loop: Pt[] = [
				[-x - 20, 10],
				[-x + 10, -reach * 0.8],
				[0, -reach],
				[x - 10, -reach * 0.8],
				[x + 20, 10],
			];
			flat.piece(band(loop, 22), 'fabric');
		}
	if (carry === 'straps') {
		const loop: Pt[] = [
			[-top * 0.62, 10],
			[-top * 0.5, -reach * 0.8],
			[0, -reach],
			[top * 0.5, -reach * 0.8],
			[top * 0.62, 10],
		];
		flat.piece(band(loop, 26), 'fabric');
		flat.piece(
			band(
				loop.map(([x, y]): Pt => [x * 0.7, y * 0.92]),
				26,
			),
			'fabric',
		);
	}
	if (carry === 'backpack') {
		flat.piece(roundRect(-top - 34, 60, 50, 330, 20), 'lining');
		flat.piece(roundRect(top - 16, 60, 50, 330, 20), 'lining');
		grabHandle(flat, reach);
	}
	if (carry === 'strap') {
		flat.piece(
			band(
				[
					[-top + 10, 30],
					[-top * 0.9, -reach * 0.8],
					[0, -reach],
					[top * 0.9, -reach * 0.8],
					[top - 10, 30],
				],
				20,
			),
			'fabric',
		);
		flat.piece(
			poly([
				[top * 0.82, -reach * 0.5],
				[top * 0.98, -reach * 0.5],
				[top * 0.98, -reach * 0.5 + 36],
				[top * 0.82, -reach * 0.5 + 36],
			]),
			'metal',
		);
	}
}

/** A band through `outer`'s points and back `width` inside them: a handle, a strap. */
function band(outer: Pt[], width: number): Seg[] {
	return [
		...smooth(outer),
		...smooth(
			[...outer]
				.reverse()
				.map(([x, y]): Pt => [x - Math.sign(x) * width, y + width * (y < 0 ? 1 : 0)]),
			false,
		),
		['Z'],
	];
}

/** A backpack's grab handle over the top, its feet behind the body. */
export function grabHandle(flat: Flat, reach: number): void {
	flat.piece(
		band(
			[
				[-50, 0],
				[-40, -reach],
				[40, -reach],
				[50, 0],
			],
			20,
		),
		'fabric',
	);
}

/** Flap, zip and pockets; returns the height where the fastening sits (for decorations). */
function drawFront(flat: Flat, plan: DesignPlan, shape: BagShape): number {
	const { top, bottom, depth } = shape;
	const zip = plan.features.has('zip');
	if (shape.carry === 'backpack') {
		// A zipped front pocket and the main zip round the top.
		flat.piece(roundRect(-bottom * 0.7, depth * 0.52, bottom * 1.4, depth * 0.4, 40), 'fabric');
		flat.line(
			polyline([
				[-bottom * 0.6, depth * 0.52 + 24],
				[bottom * 0.6, depth * 0.52 + 24],
			]),
			'seam',
		);
		flat.piece(
			poly([
				[bottom * 0.4, depth * 0.52 + 20],
				[bottom * 0.46, depth * 0.52 + 20],
				[bottom * 0.45, depth * 0.52 + 60],
				[bottom * 0.41, depth * 0.52 + 60],
			]),
			'part:zip',
		);
		flat.line(
			smooth([
				[-top + 20, 90],
				[0, 10],
				[top - 20, 90],
			]),
			'seam',
		);
		if (plan.features.has('buckle')) buckleStrap(flat, [0, depth * 0.2], 110);
		return depth * 0.36;
	}
	if (shape.flap === 'envelope') {
		flat.piece(
			symmetric([
				['M', [0, 0]],
				['L', [top, 0]],
				['L', [0, depth * 0.72]],
			]),
			'fabric',
		);
		flat.dot([0, depth * 0.62], 14, 'metal');
		return depth * 0.3;
	}
	if (zip) {
		flat.line(
			polyline([
				[-top + 24, 26],
				[top - 24, 26],
			]),
			'edge',
		);
		flat.piece(
			poly([
				[top - 60, 22],
				[top - 46, 22],
				[top - 48, 62],
				[top - 58, 62],
			]),
			'part:zip',
		);
	}
	if (shape.flap === 'short' && !(zip && shape.carry === 'strap')) {
		const flapDepth = depth * (shape.carry === 'strap' ? 0.5 : 0.42);
		flat.piece(
			symmetric([
				['M', [0, -4]],
				['L', [top + 6, -4]],
				['L', [top + 6, flapDepth - 40]],
				['Q', [top + 6, flapDepth], [top - 40, flapDepth]],
				['L', [0, flapDepth]],
			]),
			'fabric',
		);
		if (plan.features.has('buckle')) buckleStrap(flat, [0, flapDepth - 20], 80);
		else flat.piece(roundRect(-22, flapDepth - 16, 44, 30, 6), 'metal');
		return flapDepth / 2;
	}
	if (plan.features.has('pockets'))
		flat.piece(roundRect(-bottom * 0.5, depth * 0.4, bottom, depth * 0.4, 8), 'fabric');
	if (plan.features.has('buckle')) buckleStrap(flat, [0, depth * 0.3], 90);
	// Studs on the base, where a tote is set down.
	flat.dots(along([-bottom + 30, depth - 30], [bottom - 30, depth - 30], 2), 7, 'metal');
	return depth * 0.2;
}

/** A strap down the front ending in a buckle. */
function buckleStrap(flat: Flat, [x, y]: Pt, length: number): void {
	flat.piece(roundRect(x - 18, y - length, 36, length + 30, 6), 'accent');
	flat.piece(roundRect(x - 26, y - 24, 52, 40, 6), 'metal');
	flat.piece(roundRect(x - 16, y - 16, 32, 24, 4), 'accent');
}

/** Diamond quilting over the body. */
function quilting(flat: Flat, top: number, bottom: number, depth: number): void {
	// Diagonals at 45 degrees, each cut to a box inside the body so none runs past its edge.
	const [w, y0, y1] = [Math.min(top, bottom) - 18, 18, depth - 18];
	const segs: Seg[] = [];
	for (let x = -w - (y1 - y0); x < w; x += 64) {
		const from = Math.max(x, -w);
		const to = Math.min(x + (y1 - y0), w);
		if (to - from > 8) segs.push(['M', [from, y0 + from - x]], ['L', [to, y0 + to - x]]);
	}
	flat.line(segs, 'seam');
	flat.line(flip(segs), 'seam');
}

/** An open bifold wallet: two leaves, card slots and a card in one. */
function drawWallet(flat: Flat, plan: DesignPlan, shape: BagShape): void {
	const { top, depth } = shape;
	flat.piece(roundRect(-top, 0, top * 2, depth, shape.corner), 'fabric');
	flat.piece(roundRect(-top + 24, 30, top - 40, depth - 60, 10), 'lining');
	for (const y of [70, 110, 150])
		flat.piece(roundRect(top * 0.1, y - 40, top * 0.78, 90, 6), 'fabric');
	flat.piece(roundRect(-top + 50, 20, top * 0.7, 80, 8), 'accent');
	flat.line(
		polyline([
			[0, 4],
			[0, depth - 4],
		]),
		'fold',
	);
	flat.line(
		bothSides([
			['M', [top - 12, 16]],
			['L', [top - 12, depth - 16]],
		]),
		'stitch',
	);
	if (plan.features.has('zip'))
		flat.line(
			smooth([
				[-top + 6, depth - 10],
				[-top + 6, 10],
				[top - 6, 10],
				[top - 6, depth - 10],
			]),
			'edge',
		);
	decorate(flat, plan, [-top * 0.7, depth - 30], [top * 0.7, depth - 30], 10);
	flat.piece(circle([top * 0.5, depth - 40], 10), 'metal');
}
