import type { DesignPlan } from '../resolve';
import { lerp, type Pt, type Seg } from './geometry';

/**
 * Body proportions in nominal units (x from the centre front, y down from the side neck point).
 * Fit, style and garment move these numbers; every outline below is built from them.
 */
export interface Body {
	neckW: number;
	shoulder: Pt;
	armpit: Pt;
	waist: Pt;
	hem: Pt;
	/** Where a strapless or strappy bodice starts. */
	bareTop: number;
}

const FIT_WIDTH: Record<string, number> = { fitted: 0.92, relaxed: 1, oversized: 1.15 };

export function bodyFor(plan: DesignPlan): Body {
	const fit = FIT_WIDTH[plan.fit] ?? 1;
	const outer = plan.family === 'outer' || plan.family === 'cape' ? 1.06 : 1;
	const pads = plan.features.has('shoulder-pads') ? 1.1 : 1;
	const shoulderW = 128 * plan.style.shoulders * fit * outer * pads;
	const oversized = plan.fit === 'oversized';
	const shoulderY = plan.features.has('shoulder-pads') ? 14 : oversized ? 30 : 22;
	const armpitY = 128 + (oversized ? 22 : 0) + (outer > 1 ? 8 : 0);
	const chestW = shoulderW * (plan.fit === 'fitted' ? 0.86 : oversized ? 0.95 : 0.9);
	const shaped = plan.family === 'dress' || plan.family === 'onepiece';
	const waistW =
		plan.fit === 'fitted' || (shaped && plan.fit !== 'oversized')
			? chestW * 0.8
			: oversized
				? chestW
				: chestW * 0.93;
	const hemY = topLength(plan);
	// Long coats swing out below the hip so the legs can move.
	const swing = plan.family === 'outer' && hemY > 560 ? (hemY - 560) * 0.12 : 0;
	const hemW = (plan.fit === 'fitted' ? waistW * 1.1 : oversized ? chestW : chestW * 0.97) + swing;
	return {
		neckW: 40,
		shoulder: [shoulderW, shoulderY],
		armpit: [chestW, armpitY],
		waist: [waistW, 250],
		hem: [hemW, hemY],
		bareTop: armpitY - 32,
	};
}

/** Tops that end elsewhere than the hip: a kurta falls to the knee, a sports bra ends under the bust. */
const TOP_LENGTH: Record<string, number> = {
	tunic: 560,
	kurti: 560,
	kurta: 700,
	corset: 330,
	'sports-bra': 200,
};

/** Where a top or a piece of outerwear ends, from the centre-front neck. */
function topLength(plan: DesignPlan): number {
	if (plan.garment.id === 'sports-bra') return TOP_LENGTH['sports-bra'];
	if (plan.length === 'cropped') return plan.family === 'outer' ? 300 : 232;
	if (plan.family === 'outer') {
		const byLength: Record<string, number> = {
			mini: 540,
			'knee-length': 760,
			midi: 900,
			maxi: 1040,
		};
		const natural: Record<string, number> = {
			bomber: 400,
			puffer: 430,
			jacket: 440,
			blazer: 480,
			suit: 480,
			tracksuit: 440,
			parka: 560,
			kimono: 560,
		};
		return byLength[plan.length ?? ''] ?? natural[plan.garment.id] ?? 460;
	}
	return TOP_LENGTH[plan.garment.id] ?? 420;
}

export type NecklineShape = 'crew' | 'v' | 'scoop' | 'square' | 'boat' | 'cowl';

/** The outline a neckline detail cuts: "v-neck" -> v; crew for anything without its own. */
export function necklineShape(neck: string | undefined): NecklineShape {
	const shapes: Record<string, NecklineShape> = {
		'v-neck': 'v',
		'scoop-neck': 'scoop',
		'square-neck': 'square',
		'boat-neck': 'boat',
		'cowl-neck': 'cowl',
	};
	return shapes[neck ?? ''] ?? 'crew';
}

/** Right half of a neckline: from the centre front to the side neck point. */
export function neckline(body: Body, shape: NecklineShape): { segs: Seg[]; side: Pt } {
	const w = body.neckW;
	switch (shape) {
		case 'v':
			return {
				segs: [
					['M', [0, 104]],
					['L', [w, 0]],
				],
				side: [w, 0],
			};
		case 'scoop':
			return {
				segs: [
					['M', [0, 74]],
					['Q', [w * 1.4, 76], [w * 1.4, 0]],
				],
				side: [w * 1.4, 0],
			};
		case 'square':
			return {
				segs: [
					['M', [0, 64]],
					['L', [w * 1.35, 64]],
					['L', [w * 1.35, 0]],
				],
				side: [w * 1.35, 0],
			};
		case 'boat':
			return {
				segs: [
					['M', [0, 14]],
					['Q', [w * 1.1, 16], [w * 2, 0]],
				],
				side: [w * 2, 0],
			};
		case 'cowl':
			return {
				segs: [
					['M', [0, 46]],
					['Q', [w * 1.5, 48], [w * 1.5, 0]],
				],
				side: [w * 1.5, 0],
			};
		default:
			return {
				segs: [
					['M', [0, 26]],
					['Q', [w * 0.95, 26], [w, 0]],
				],
				side: [w, 0],
			};
	}
}

/**
 * Right half of an upper body from the centre front down to the armpit, for every neckline.
 * Returns the points a sleeve hangs from (shoulder, armpit), which bare necklines move.
 */
export function upperHalf(
	body: Body,
	neck: string | undefined,
	sleeved: boolean,
): { segs: Seg[]; shoulder: Pt; armpit: Pt; strapTops: Pt[] } {
	const [chestW, armpitY] = body.armpit;
	const top = body.bareTop;
	switch (neck) {
		case 'strapless':
		case 'one-shoulder':
			return {
				segs: [
					['M', [0, top + 8]],
					['Q', [chestW * 0.5, top - 6], [chestW, top]],
					['L', [chestW, armpitY]],
				],
				shoulder: [chestW, top],
				armpit: [chestW, armpitY],
				strapTops: [],
			};
		case 'sweetheart':
			return {
				segs: [
					['M', [0, top + 16]],
					['C', [10, top - 10], [chestW * 0.4, top - 26], [chestW * 0.58, top - 16]],
					['Q', [chestW * 0.9, top - 4], [chestW, top + 6]],
					['L', [chestW, armpitY]],
				],
				shoulder: [chestW, top + 6],
				armpit: [chestW, armpitY],
				strapTops: [],
			};
		case 'spaghetti-straps': {
			const strap: Pt = [chestW * 0.44, top - 6];
			return {
				segs: [
					['M', [0, top + 22]],
					['L', strap],
					['Q', [chestW * 0.82, top], [chestW, top + 12]],
					['L', [chestW, armpitY]],
				],
				shoulder: [chestW, top + 12],
				armpit: [chestW, armpitY],
				strapTops: [strap],
			};
		}
		case 'halter':
			return {
				segs: [
					['M', [0, 60]],
					['L', [body.neckW * 0.6, 0]],
					['Q', [body.neckW * 0.9, armpitY * 0.7], [chestW, armpitY + 8]],
				],
				shoulder: [chestW, armpitY],
				armpit: [chestW, armpitY + 8],
				strapTops: [],
			};
		case 'off-shoulder': {
			const edge: Pt = [body.shoulder[0] + 8, 52];
			return {
				segs: [
					['M', [0, 62]],
					['Q', [edge[0] * 0.5, 66], edge],
					['L', [chestW, armpitY + 10]],
				],
				shoulder: edge,
				armpit: [chestW, armpitY + 10],
				strapTops: [],
			};
		}
	}
	const { segs, side } = neckline(body, necklineShape(neck));
	if (sleeved)
		return {
			segs: [...segs, ['L', body.shoulder], ['L', body.armpit]],
			shoulder: body.shoulder,
			armpit: body.armpit,
			strapTops: [],
		};
	// A sleeveless armhole is cut in from a narrower shoulder.
	const strap: Pt = [Math.max(body.shoulder[0] * 0.74, side[0] + 18), body.shoulder[1] * 0.7];
	return {
		segs: [...segs, ['L', strap], ['Q', [chestW * 0.8, armpitY * 0.78], body.armpit]],
		shoulder: strap,
		armpit: body.armpit,
		strapTops: [],
	};
}

/** Side seam from the armpit to a hem at the given width and depth, through the waist. */
export function sideToHem(body: Body, from: Pt, hem: Pt): Seg[] {
	const [waistW, waistY] = body.waist;
	if (hem[1] <= waistY + 30)
		return [['Q', [lerp(from, hem, 0.5)[0] - 2, lerp(from, hem, 0.5)[1]], hem]];
	return [
		['Q', [waistW + (from[0] - waistW) * 0.25, (from[1] + waistY) / 2], [waistW, waistY]],
		['Q', [waistW + (hem[0] - waistW) * 0.15, (waistY + hem[1]) / 2], hem],
	];
}

export interface SleeveSpec {
	length: number;
	angle: number;
	cuff: number;
	puff?: boolean;
}

export const SLEEVES: Record<string, SleeveSpec> = {
	'cap-sleeves': { length: 42, angle: 64, cuff: 0.95 },
	'short-sleeves': { length: 118, angle: 50, cuff: 0.88 },
	'puff-sleeves': { length: 112, angle: 50, cuff: 0.72, puff: true },
	'three-quarter-sleeves': { length: 250, angle: 24, cuff: 0.7 },
	'long-sleeves': { length: 335, angle: 17, cuff: 0.64 },
	'bell-sleeves': { length: 300, angle: 24, cuff: 1.45 },
};

export interface Sleeve {
	segs: Seg[];
	/** Outer and inner cuff corners and the direction down the sleeve, for cuffs and stripes. */
	outer: Pt;
	inner: Pt;
	down: Pt;
	shoulder: Pt;
}

/** Right sleeve hanging from the shoulder and armpit points; width scales with the armhole. */
export function sleeve(shoulder: Pt, armpit: Pt, kind: string, scale: number): Sleeve {
	const spec = SLEEVES[kind] ?? SLEEVES['long-sleeves'];
	const angle = (spec.angle * Math.PI) / 180;
	const down: Pt = [Math.sin(angle), Math.cos(angle)];
	const inward: Pt = [-Math.cos(angle), Math.sin(angle)];
	const armhole = Math.hypot(shoulder[0] - armpit[0], shoulder[1] - armpit[1]);
	const length = spec.length * scale;
	const cuff =
		armhole * spec.cuff * (kind === 'long-sleeves' || kind === 'three-quarter-sleeves' ? 1 : scale);
	const outer: Pt = [shoulder[0] + down[0] * length, shoulder[1] + down[1] * length];
	const inner: Pt = [outer[0] + inward[0] * cuff, outer[1] + inward[1] * cuff];
	const armholeCurve: Seg = [
		'Q',
		[Math.min(shoulder[0], armpit[0]) + 4, (shoulder[1] + armpit[1]) / 2 + 8],
		shoulder,
	];
	if (spec.puff) {
		const bulge = (a: Pt, b: Pt, by: number): Pt => [
			(a[0] + b[0]) / 2 - inward[0] * by,
			(a[1] + b[1]) / 2 - inward[1] * by,
		];
		return {
			segs: [
				['M', shoulder],
				['Q', bulge(shoulder, outer, 38), outer],
				['L', inner],
				['Q', [inner[0] - 6, inner[1] - 4], armpit],
				armholeCurve,
				['Z'],
			],
			outer,
			inner,
			down,
			shoulder,
		};
	}
	return {
		segs: [['M', shoulder], ['L', outer], ['L', inner], ['L', armpit], armholeCurve, ['Z']],
		outer,
		inner,
		down,
		shoulder,
	};
}

/** A band across the end of a sleeve (rib or shirt cuff), `depth` units up the sleeve. */
export function cuffBand(s: Sleeve, depth: number): Seg[] {
	const back = (p: Pt): Pt => [p[0] - s.down[0] * depth, p[1] - s.down[1] * depth];
	return [['M', back(s.outer)], ['L', s.outer], ['L', s.inner], ['L', back(s.inner)], ['Z']];
}
