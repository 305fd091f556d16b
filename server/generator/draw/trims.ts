import { Flat } from './flat';
import { bothSides, circle, flip, lerp, onQuad, type Pt, type Seg, symmetric } from './geometry';

/**
 * Trims: belts, bows, fur, fringe and embroidered flowers, drawn wherever a drawer asks.
 */

/** A belt across the waist, fastened by a buckle or, on a dress or a kimono, tied in a bow. */
export function belt(flat: Flat, [w, y]: Pt, tie: boolean): void {
	beltBand(flat, [w, y]);
	if (tie) {
		bow(flat, [0, y], 0.9);
	} else {
		flat.piece(
			[['M', [-18, y - 17]], ['L', [18, y - 17]], ['L', [18, y + 17]], ['L', [-18, y + 17]], ['Z']],
			'metal',
		);
		flat.piece(
			[['M', [-11, y - 10]], ['L', [11, y - 10]], ['L', [11, y + 10]], ['L', [-11, y + 10]], ['Z']],
			'part:belt',
		);
	}
}

/** The belt's band round the waist, `w` either side of the centre: what the back shows of it. */
export function beltBand(flat: Flat, [w, y]: Pt): void {
	flat.piece(
		symmetric([
			['M', [0, y - 12]],
			['L', [w, y - 12]],
			['L', [w + 1, y + 12]],
			['L', [0, y + 12]],
		]),
		'part:belt',
	);
}

export function bow(flat: Flat, [x, y]: Pt, size: number): void {
	const s = size * 26;
	const loop = (sign: number): Seg[] => [
		['M', [x, y]],
		['Q', [x + sign * s * 1.4, y - s * 1.1], [x + sign * s * 1.3, y]],
		['Q', [x + sign * s * 1.4, y + s * 1.1], [x, y]],
		['Z'],
	];
	const tail = (sign: number): Seg[] => [
		['M', [x, y]],
		['L', [x + sign * s * 0.9, y + s * 2.2]],
		['L', [x + sign * s * 0.45, y + s * 2.1]],
		['Z'],
	];
	flat
		.piece(tail(1), 'part:bow')
		.piece(tail(-1), 'part:bow')
		.piece(loop(1), 'part:bow')
		.piece(loop(-1), 'part:bow');
	flat.piece(circle([x, y], s * 0.3), 'part:bow');
}

/**
 * A band of fur on the right of the centre line and its mirror: outer edge as two quadratic
 * curves (centre to side to centre), inner edge back the same way, tufts along the outer edge.
 */
export type Quad = readonly [Pt, Pt, Pt];
export function furTrim(
	flat: Flat,
	outerTop: Quad,
	outerBottom: Quad,
	innerBottom: Quad,
	innerTop: Quad,
): void {
	const band: Seg[] = [
		['M', outerTop[0]],
		['Q', outerTop[1], outerTop[2]],
		['Q', outerBottom[1], outerBottom[2]],
		['L', innerBottom[0]],
		['Q', innerBottom[1], innerBottom[2]],
		['Q', innerTop[1], innerTop[2]],
		['Z'],
	];
	flat.piece(band, 'part:fur-trim').piece(flip(band), 'part:fur-trim');
	// Tufts: short strokes across the outer edge, pointing away from the band's middle.
	const centre: Pt = [0, (outerTop[0][1] + outerBottom[2][1]) / 2];
	const tufts: Seg[] = [];
	for (const [a, k, b] of [outerTop, outerBottom]) {
		for (let i = 1; i < 9; i++) {
			const p = onQuad(a, k, b, i / 9);
			const length = Math.hypot(p[0] - centre[0], p[1] - centre[1]);
			const out: Pt = [(p[0] - centre[0]) / length, (p[1] - centre[1]) / length];
			tufts.push(
				['M', [p[0] - out[0] * 9, p[1] - out[1] * 9]],
				['L', [p[0] + out[0] * 7 - out[1] * 4, p[1] + out[1] * 7 + out[0] * 4]],
			);
		}
	}
	flat.line(bothSides(tufts), 'fold');
}

export function fringe(flat: Flat, [[x0, y0], [x1, y1]]: [Pt, Pt], length: number): void {
	const segs: Seg[] = [];
	const count = Math.max(6, Math.round(Math.abs(x0 - x1) / 9));
	for (let i = 0; i <= count; i++) {
		const p = lerp([x0, y0], [x1, y1], i / count);
		segs.push(['M', p], ['L', [p[0], p[1] + length * 2.4]]);
	}
	flat.line(bothSides(segs), 'fold');
}

export function flower(flat: Flat, [x, y]: Pt, r: number): void {
	for (let i = 0; i < 5; i++) {
		const a = (i / 5) * Math.PI * 2;
		flat.piece(circle([x + Math.cos(a) * r * 0.7, y + Math.sin(a) * r * 0.7], r * 0.45), 'accent');
	}
	flat.dot([x, y], r * 0.35, 'metal');
}
