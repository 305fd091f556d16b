import type { Random } from '../random';
import { num } from './geometry';
import type { Tones } from './palette';

/**
 * The pieces every paint server is built from: the colours a print is drawn in, the box it
 * spans, and SVG element strings with their numbers rounded like the rest of the drawing.
 */
export interface FabricColors {
	ground: string;
	motif: string;
	third: string;
	/** How the print derives its other tones (a leaf's darker green) from these. */
	tones: Tones;
}

/** The garment's bounds, for prints that span the whole garment (a gradient, a tie-dye). */
export interface Box {
	minY: number;
	maxY: number;
	minX: number;
	maxX: number;
}

/** A print's paint server (`#fabric`), drawn from its own seeded stream. */
export type Print = (colors: FabricColors, random: Random, box: Box) => string;

export const pattern = (id: string, w: number, h: number, body: string, extra = ''): string =>
	`<pattern id="${id}" patternUnits="userSpaceOnUse" width="${num(w)}" height="${num(h)}"${extra}>${body}</pattern>`;
export const rect = (x: number, y: number, w: number, h: number, fill: string, more = ''): string =>
	`<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" fill="${fill}"${more}/>`;
export const circleEl = (x: number, y: number, r: number, fill: string, more = ''): string =>
	`<circle cx="${num(x)}" cy="${num(y)}" r="${num(r)}" fill="${fill}"${more}/>`;

/** One repeat of a print: a w x h tile of the ground colour with `body` drawn over it. */
export const tile = (w: number, h: number, ground: string, body: string): string =>
	pattern('fabric', w, h, rect(0, 0, w, h, ground) + body);

/** One motif placed at (x, y), scaled by s and turned by `turn` degrees. */
export const at = (x: number, y: number, s: number, body: string, turn = 0): string =>
	`<g transform="translate(${num(x)} ${num(y)})${turn ? ` rotate(${turn})` : ''}${s !== 1 ? ` scale(${num(s)})` : ''}">${body}</g>`;
