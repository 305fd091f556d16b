import type { Pt, Seg } from './geometry';

/**
 * A flat is an ordered list of marks, painted in order (what is listed later covers what is
 * listed earlier: a sleeve covers the body's side, a pocket covers the sleeve).
 * Fills are named, not coloured: the SVG assembly decides what "fabric" or "metal" looks like.
 */
export type Fill = 'fabric' | 'rib' | 'lining' | 'accent' | 'metal' | 'sheer' | `part:${string}`;
export type LineKind = 'seam' | 'stitch' | 'fold' | 'edge';

export type Mark =
	| { type: 'piece'; segs: Seg[]; fill: Fill }
	| { type: 'line'; segs: Seg[]; kind: LineKind }
	| { type: 'dot'; at: Pt; r: number; fill: Fill };

export class Flat {
	readonly marks: Mark[] = [];

	piece(segs: Seg[], fill: Fill = 'fabric'): this {
		this.marks.push({ type: 'piece', segs, fill });
		return this;
	}

	line(segs: Seg[], kind: LineKind = 'seam'): this {
		this.marks.push({ type: 'line', segs, kind });
		return this;
	}

	dot(at: Pt, r: number, fill: Fill = 'part:buttons'): this {
		this.marks.push({ type: 'dot', at, r, fill });
		return this;
	}

	/** A button or rivet on both sides of the centre line. */
	dots(points: readonly Pt[], r: number, fill?: Fill): this {
		for (const point of points) this.dot(point, r, fill);
		return this;
	}
}
