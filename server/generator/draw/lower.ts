import type { Pt, Seg } from './geometry';

/**
 * Outlines below the waist in body units: skirts (a-line to mermaid) and pairs of legs, each as
 * its right half from the waist point, for the families to mirror.
 */

/** Skirt lengths from the waist, in body units. */
const SKIRT_LENGTH: Record<string, number> = {
	mini: 220,
	'knee-length': 380,
	midi: 520,
	maxi: 690,
	cropped: 300,
};

export interface SkirtSpec {
	segs: Seg[];
	hemY: number;
	hemW: number;
}

/** Right half of a skirt from the waist point to the centre of the hem. */
export function skirtHalf(
	waist: Pt,
	shape: string | undefined,
	length: string | undefined,
	volume: number,
	wavy: boolean,
): SkirtSpec {
	const [w, y] = waist;
	const drop = SKIRT_LENGTH[length ?? 'knee-length'] ?? 380;
	const hemY = y + drop;
	const hip: Pt = [w * 1.22, y + 100];
	const segs: Seg[] = [];
	let hemW: number;
	switch (shape) {
		case 'pencil':
			hemW = hip[0] * 0.95;
			segs.push(['Q', [hip[0] + 2, y + 40], hip], ['L', [hemW, hemY]]);
			break;
		case 'mermaid': {
			hemW = Math.min(hip[0] * 1.45 * volume, hip[0] * 1.9);
			const knee: Pt = [hip[0] * 0.86, y + drop * 0.66];
			segs.push(
				['Q', [hip[0] + 2, y + 40], hip],
				['L', knee],
				['Q', [knee[0] + 4, hemY - 70], [hemW, hemY]],
			);
			break;
		}
		case 'full-skirt':
			// A bell: it springs out from the waist and falls nearly straight to the hem.
			hemW = Math.min(w + drop * 0.55 * volume, w * 3.3);
			segs.push([
				'C',
				[w + (hemW - w) * 0.55, y + 8],
				[hemW * 0.97, y + drop * 0.45],
				[hemW, hemY],
			]);
			break;
		case 'flared':
			hemW = Math.min(w + drop * 0.62 * volume, w * 3.6);
			segs.push(['Q', [w + drop * 0.12, y + drop * 0.45], [hemW, hemY]]);
			break;
		default: // a-line
			hemW = w + drop * 0.4 * volume;
			segs.push(['L', [hemW, hemY]]);
	}
	segs.push(
		...hemLine(
			[hemW, hemY],
			wavy ? Math.max(3, Math.round(hemW / 70)) : 0,
			shape === 'pencil' ? 0 : 12,
		),
	);
	return { segs, hemY, hemW };
}

/**
 * Hem from the side to the centre: a gentle curve, or soft waves for a flared skirt or a ruffle,
 * each wave `depth` units deep.
 */
export function hemLine(side: Pt, waves: number, sag: number, depth = 16): Seg[] {
	const [w, y] = side;
	if (waves === 0) return [['Q', [w * 0.5, y + sag], [0, y + sag]]];
	const segs: Seg[] = [];
	for (let i = 0; i < waves; i++) {
		const x0 = w * (1 - i / waves);
		const x1 = w * (1 - (i + 1) / waves);
		const yAt = (x: number): number => y + sag * (1 - x / w);
		segs.push(['Q', [(x0 + x1) / 2, yAt((x0 + x1) / 2) + depth], [x1, yAt(x1)]]);
	}
	return segs;
}

export interface LegSpec {
	segs: Seg[];
	hemY: number;
	outer: number;
	inner: number;
	crotchY: number;
	hipY: number;
}

const LEGS: Record<string, { width: number; gap: number }> = {
	'straight-leg': { width: 98, gap: 16 },
	'wide-leg': { width: 150, gap: 6 },
	skinny: { width: 64, gap: 24 },
	tapered: { width: 72, gap: 22 },
	flared: { width: 132, gap: 8 },
};

/** Right half of a pair of legs from the waist point to the crotch. */
export function legsHalf(
	waist: Pt,
	shape: string | undefined,
	drop: number,
	widthScale: number,
	short: boolean,
): LegSpec {
	const [w, y] = waist;
	const hip: Pt = [w * 1.2, y + 100];
	const crotchY = y + 190;
	const hemY = y + drop;
	const leg = LEGS[shape ?? 'straight-leg'] ?? LEGS['straight-leg'];
	const width = short ? hip[0] * 0.95 * widthScale : leg.width * widthScale;
	const inner = short ? 6 : leg.gap;
	const outer = inner + width;
	const segs: Seg[] = [['Q', [hip[0] + 1, y + 40], hip]];
	if (shape === 'flared' && !short) {
		const knee: Pt = [hip[0] * 0.82, crotchY + (hemY - crotchY) * 0.45];
		segs.push(
			['Q', [hip[0] * 0.9, crotchY], knee],
			['Q', [knee[0] + 6, hemY - 80], [outer, hemY]],
			['L', [inner, hemY]],
			['Q', [inner + 18, crotchY + (hemY - crotchY) * 0.45], [inner + 16, crotchY + 60]],
		);
	} else {
		segs.push(
			['L', [outer, hemY]],
			['L', [inner, hemY]],
			['L', [Math.min(inner + 14, outer - 20), crotchY + 50]],
		);
	}
	segs.push(['Q', [4, crotchY + 8], [0, crotchY]]);
	return { segs, hemY, outer, inner, crotchY, hipY: hip[1] };
}
