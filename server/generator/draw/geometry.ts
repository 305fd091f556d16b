/**
 * Path geometry for flats. Garments are drawn around x = 0 (the centre front) in a nominal
 * unit space and fitted to the canvas afterwards, so every shape builder can think in body
 * proportions. Symmetric pieces are described by their right half only and mirrored.
 */
export type Pt = readonly [number, number];
export type Seg =
	| readonly ['M', Pt]
	| readonly ['L', Pt]
	| readonly ['Q', Pt, Pt]
	| readonly ['C', Pt, Pt, Pt]
	| readonly ['Z'];

const end = (seg: Seg): Pt | undefined =>
	seg[0] === 'Z' ? undefined : (seg[seg.length - 1] as Pt);
/** A point's mirror image across the centre line. */
export const mirror = ([x, y]: Pt): Pt => [-x, y];

/** Mirror a piece to the other side of the centre line (left sleeve from the right one). */
export function flip(segs: readonly Seg[]): Seg[] {
	return segs.map((seg) =>
		seg[0] === 'Z' ? seg : ([seg[0], ...(seg.slice(1) as Pt[]).map(mirror)] as unknown as Seg),
	);
}

/**
 * A closed symmetric outline from its right half, which runs from a point on the centre line
 * (usually the centre-front neck) around the right side to another point on the centre line.
 */
export function symmetric(half: readonly Seg[]): Seg[] {
	const back: Seg[] = [];
	for (let i = half.length - 1; i >= 1; i--) {
		const target = mirror(end(half[i - 1])!);
		const seg = half[i];
		if (seg[0] === 'L' || seg[0] === 'M') back.push(['L', target]);
		else if (seg[0] === 'Q') back.push(['Q', mirror(seg[1]), target]);
		else if (seg[0] === 'C') back.push(['C', mirror(seg[2]), mirror(seg[1]), target]);
	}
	return [...half, ...back, ['Z']];
}

/** Both sides of an open line or a one-sided piece: itself and its mirror image. */
export function bothSides(segs: readonly Seg[]): Seg[] {
	return [...segs, ...flip(segs)];
}

export const lerp = (a: Pt, b: Pt, t: number): Pt => [
	a[0] + (b[0] - a[0]) * t,
	a[1] + (b[1] - a[1]) * t,
];

/** Point on a quadratic Bézier, for placing buttons or seams along a curved edge. */
export const onQuad = (a: Pt, k: Pt, b: Pt, t: number): Pt => lerp(lerp(a, k, t), lerp(k, b, t), t);

/** 0, 1, …, count - 1: one index per button, row or pleat. */
export function range(count: number): number[] {
	return Array.from({ length: count }, (_, i) => i);
}

/** A circle as four cubic Béziers (a badge, a petal), so it can be a piece like any other. */
export function circle([cx, cy]: Pt, r: number): Seg[] {
	const k = r * 0.5523;
	return [
		['M', [cx + r, cy]],
		['C', [cx + r, cy + k], [cx + k, cy + r], [cx, cy + r]],
		['C', [cx - k, cy + r], [cx - r, cy + k], [cx - r, cy]],
		['C', [cx - r, cy - k], [cx - k, cy - r], [cx, cy - r]],
		['C', [cx + k, cy - r], [cx + r, cy - k], [cx + r, cy]],
		['Z'],
	];
}

/** Axis-aligned bounds of everything drawn, to fit the garment to the canvas. */
export class Bounds {
	minX = Infinity;
	minY = Infinity;
	maxX = -Infinity;
	maxY = -Infinity;
	add([x, y]: Pt): void {
		if (x < this.minX) this.minX = x;
		if (x > this.maxX) this.maxX = x;
		if (y < this.minY) this.minY = y;
		if (y > this.maxY) this.maxY = y;
	}
}

/** One decimal is below a pixel's tenth on the canvas and keeps the SVG small and stable. */
export const num = (value: number): string => {
	const rounded = Math.round(value * 10) / 10;
	return Object.is(rounded, -0) ? '0' : String(rounded);
};

export function pathData(segs: readonly Seg[], bounds?: Bounds): string {
	let d = '';
	for (const seg of segs) {
		d += seg[0];
		if (seg[0] === 'Z') continue;
		for (const [i, point] of (seg.slice(1) as Pt[]).entries()) {
			bounds?.add(point);
			d += (i > 0 ? ' ' : '') + num(point[0]) + ' ' + num(point[1]);
		}
	}
	return d;
}
