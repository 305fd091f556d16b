import type { DesignPlan } from '../resolve';
import type { Flat } from './flat';
import type { Pt, Seg } from './geometry';
import { flower } from './trims';

/**
 * Small shape builders the accessory families share (footwear, bags, headwear, accessories):
 * smooth outlines through a few points, rounded boxes, and the decorations a style may add to
 * any of them (studs, beads, embroidery) placed along a line the family chooses.
 */

/** A smooth curve through `points` (Catmull-Rom as cubic Béziers), starting with a move. */
export function smooth(points: readonly Pt[], move = true): Seg[] {
	const segs: Seg[] = move ? [['M', points[0]]] : [['L', points[0]]];
	for (let i = 0; i + 1 < points.length; i++) {
		const [p0, p1, p2, p3] = [
			points[Math.max(0, i - 1)],
			points[i],
			points[i + 1],
			points[Math.min(points.length - 1, i + 2)],
		];
		segs.push([
			'C',
			[p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6],
			[p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6],
			p2,
		]);
	}
	return segs;
}

/** A closed smooth shape through `points`. */
export const blob = (points: readonly Pt[]): Seg[] => [...smooth(points), ['Z']];

/** A closed polygon. */
export const poly = (points: readonly Pt[]): Seg[] => [
	['M', points[0]],
	...points.slice(1).map((p): Seg => ['L', p]),
	['Z'],
];

/** A box with rounded corners, (x, y) its top left. */
export function roundRect(x: number, y: number, w: number, h: number, r: number): Seg[] {
	return [
		['M', [x + r, y]],
		['L', [x + w - r, y]],
		['Q', [x + w, y], [x + w, y + r]],
		['L', [x + w, y + h - r]],
		['Q', [x + w, y + h], [x + w - r, y + h]],
		['L', [x + r, y + h]],
		['Q', [x, y + h], [x, y + h - r]],
		['L', [x, y + r]],
		['Q', [x, y], [x + r, y]],
		['Z'],
	];
}

/** An open line through points. */
export const polyline = (points: readonly Pt[]): Seg[] => [
	['M', points[0]],
	...points.slice(1).map((p): Seg => ['L', p]),
];

/** `count` points evenly along the segment a-b, ends included when `ends`. */
export function along(a: Pt, b: Pt, count: number, ends = true): Pt[] {
	return Array.from({ length: count }, (_, i) => {
		const t = ends ? (count === 1 ? 0.5 : i / (count - 1)) : (i + 1) / (count + 1);
		return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t] as Pt;
	});
}

/**
 * Studs, beads and embroidery the prompt or the style added, spread along the line a-b: the
 * collar of a boot, the flap of a bag, the band of a hat. Each family draws its own other details.
 */
export function decorate(flat: Flat, plan: DesignPlan, a: Pt, b: Pt, size: number): void {
	const has = (id: string): boolean => plan.features.has(id);
	if (has('studs')) flat.dots(along(a, b, 7), size * 0.5, 'metal');
	if (has('beading') || plan.style.signature === 'beading') {
		const rng = plan.random.stream('beading');
		for (const [x, y] of along(a, b, 14))
			flat.dot([x + rng.range(-2, 2), y + size * 0.9 + rng.range(-2, 2)], size * 0.28, 'metal');
	}
	if (has('embroidery')) for (const p of along(a, b, 2, false)) flower(flat, p, size * 1.3);
}

/** Fringe or tassels hanging from the edge a-b. */
export function hangingFringe(flat: Flat, a: Pt, b: Pt, length: number): void {
	flat.line(
		along(a, b, Math.max(6, Math.round(Math.hypot(b[0] - a[0], b[1] - a[1]) / 10))).flatMap(
			(p): Seg[] => [
				['M', p],
				['L', [p[0], p[1] + length]],
			],
		),
		'fold',
	);
}

/** Points written as data, 'x y, x y, ...' -> [[x, y], ...]: a shape's outline in one line. */
export function pts(list: string): Pt[] {
	return list.split(',').map((pair) => {
		const [x, y] = pair.trim().split(/\s+/).map(Number);
		return [x, y];
	});
}

/**
 * An ellipse as four cubic Béziers. Drawn `reversed` inside another shape in the same piece it
 * cuts a hole (the nonzero fill rule): a ring, a bangle, a watch's lug.
 */
export function ellipse([cx, cy]: Pt, rx: number, ry: number, reversed = false): Seg[] {
	const [kx, ky] = [rx * 0.5523, ry * 0.5523];
	const s = reversed ? -1 : 1;
	return [
		['M', [cx + rx, cy]],
		['C', [cx + rx, cy + s * ky], [cx + kx, cy + s * ry], [cx, cy + s * ry]],
		['C', [cx - kx, cy + s * ry], [cx - rx, cy + s * ky], [cx - rx, cy]],
		['C', [cx - rx, cy - s * ky], [cx - kx, cy - s * ry], [cx, cy - s * ry]],
		['C', [cx + kx, cy - s * ry], [cx + rx, cy - s * ky], [cx + rx, cy]],
		['Z'],
	];
}

/** A band of `width` between two points with rounded ends: a finger, a strap, a temple arm. */
export function capsule(a: Pt, b: Pt, width: number): Seg[] {
	const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
	const len = Math.hypot(dx, dy) || 1;
	const [nx, ny] = [(-dy / len) * (width / 2), (dx / len) * (width / 2)];
	const [ux, uy] = [(dx / len) * (width / 2), (dy / len) * (width / 2)];
	return [
		['M', [a[0] + nx, a[1] + ny]],
		['L', [b[0] + nx, b[1] + ny]],
		[
			'C',
			[b[0] + nx + ux * 1.33, b[1] + ny + uy * 1.33],
			[b[0] - nx + ux * 1.33, b[1] - ny + uy * 1.33],
			[b[0] - nx, b[1] - ny],
		],
		['L', [a[0] - nx, a[1] - ny]],
		[
			'C',
			[a[0] - nx - ux * 1.33, a[1] - ny - uy * 1.33],
			[a[0] + nx - ux * 1.33, a[1] + ny - uy * 1.33],
			[a[0] + nx, a[1] + ny],
		],
		['Z'],
	];
}
