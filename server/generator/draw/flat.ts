import type { Pt, Seg } from './geometry';

/**
 * A flat is an ordered list of marks, painted in order (what is listed later covers what is
 * listed earlier: a sleeve covers the body's side, a pocket covers the sleeve).
 * Fills are named, not coloured: the SVG assembly decides what "fabric" or "metal" looks like.
 */
export type Fill = 'fabric' | 'rib' | 'lining' | 'accent' | 'metal' | 'sheer' | `part:${string}`;
export type LineKind = 'seam' | 'stitch' | 'fold' | 'edge';

export type Mark = (
	| { type: 'piece'; segs: Seg[]; fill: Fill }
	| { type: 'line'; segs: Seg[]; kind: LineKind }
	| { type: 'dot'; at: Pt; r: number; fill: Fill }
) & {
	/** The detail id the mark draws (a pocket kind, a closure), when it draws one. */
	detail?: string;
	/**
	 * The part of the garment a back view draws (a back yoke, a hood lying down), when it draws
	 * one: what only the back shows has a name of its own, apart from the design's details.
	 */
	part?: string;
};

export class Flat {
	readonly marks: Mark[] = [];
	private current?: string;
	private currentPart?: string;

	/**
	 * Marks made by `draw` draw detail `id`: the SVG groups them under `data-detail`, so what a
	 * design shows can be checked against what it was asked for.
	 */
	detail(id: string, draw: () => void): this {
		const outer = this.current;
		this.current = id;
		draw();
		this.current = outer;
		return this;
	}

	/** Marks made by `draw` draw part `id` of a back view: the SVG groups them under `data-part`. */
	part(id: string, draw: () => void): this {
		const outer = this.currentPart;
		this.currentPart = id;
		draw();
		this.currentPart = outer;
		return this;
	}

	private push(mark: Mark): this {
		if (this.current !== undefined) mark.detail = this.current;
		if (this.currentPart !== undefined) mark.part = this.currentPart;
		this.marks.push(mark);
		return this;
	}

	piece(segs: Seg[], fill: Fill = 'fabric'): this {
		return this.push({ type: 'piece', segs, fill });
	}

	line(segs: Seg[], kind: LineKind = 'seam'): this {
		return this.push({ type: 'line', segs, kind });
	}

	dot(at: Pt, r: number, fill: Fill = 'part:buttons'): this {
		return this.push({ type: 'dot', at, r, fill });
	}

	/** A button or rivet on both sides of the centre line. */
	dots(points: readonly Pt[], r: number, fill?: Fill): this {
		for (const point of points) this.dot(point, r, fill);
		return this;
	}
}
