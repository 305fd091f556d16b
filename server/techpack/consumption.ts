/**
 * How much shell a design takes, estimated from its measurements in the base size: its pattern
 * pieces as rectangles and trapezoids with seam and hem allowances, plus a share for the small
 * parts. The bill of materials divides this by the fabric's width and cutting yield.
 */
import type { DesignPlan } from '../generator';
import { ALLOWANCE, SHAPE_FACTORS, SMALL_PARTS_SHARE } from './tables/trims';
import type { BasePoint } from './measurements';

/** Points by id, in cm; a set's bottoms apart from its top. */
export interface Sizes {
	get(id: string): number | undefined;
}

export function sizesOf(points: readonly BasePoint[], part?: string): Sizes {
	const map = new Map(points.filter((p) => p.part === part).map((p) => [p.id, p.base]));
	return { get: (id) => map.get(id) };
}

const SA = ALLOWANCE.seam;
const HEM = ALLOWANCE.hem;

/** The first of these points the design has. */
const first = (s: Sizes, ...ids: string[]): number | undefined =>
	ids.map((id) => s.get(id)).find((v) => v !== undefined);

/** cm² of a garment's body, sleeves, hood, legs or skirt. */
function garmentArea(s: Sizes): number {
	let area = 0;
	const length = first(s, 'body-length', 'cb-length', 'cf-length', 'torso-length');
	const top = first(s, 'chest', 'top-edge', 'underband');
	if (length !== undefined && top !== undefined) {
		// Front and back: a trapezoid from the chest to the widest of waist, hip and hem.
		const bottom = Math.max(top, first(s, 'hem') ?? 0, first(s, 'hip', 'seat') ?? 0);
		area += 2 * ((top + bottom) / 2 + 2 * SA) * (length + SA + HEM);
	}
	const sleeve = s.get('sleeve');
	const bicep = s.get('bicep');
	if (sleeve !== undefined && bicep !== undefined)
		area += 2 * (2 * bicep + 2 * SA) * (sleeve + SA + HEM);
	const hoodWidth = s.get('hood-width');
	const hoodHeight = s.get('hood-height');
	if (hoodWidth !== undefined && hoodHeight !== undefined)
		area += 2 * (hoodWidth + 2 * SA) * (hoodHeight + 2 * SA);
	const seat = s.get('seat');
	const inseam = s.get('inseam');
	const rise = first(s, 'front-rise') ?? 0;
	if (seat !== undefined && inseam !== undefined) {
		// Each leg's front and back: from the hip (with the crotch extensions) to twice the opening.
		const opening = s.get('leg-opening') ?? seat / 2;
		const width = (seat + SHAPE_FACTORS.crotchExtension + 2 * opening) / 2;
		area += 2 * (width + 4 * SA) * (inseam + rise + SA + HEM);
	}
	const skirt = s.get('skirt-length');
	if (skirt !== undefined && seat !== undefined)
		area += 2 * ((seat + (s.get('hem') ?? seat)) / 2 + 2 * SA) * (skirt + SA + HEM);
	const waistband = s.get('waistband');
	const bandHeight = s.get('waistband-height');
	if (waistband !== undefined && bandHeight !== undefined)
		area += (2 * waistband + SHAPE_FACTORS.waistbandOverlap) * (2 * bandHeight + 2 * SA);
	return area * (1 + SMALL_PARTS_SHARE);
}

/** cm² of what is neither a garment with a body nor legs: capes, shoes, bags, hats, accessories. */
function otherArea(plan: DesignPlan, s: Sizes): number {
	const v = (id: string) => s.get(id) ?? 0;
	switch (plan.family) {
		case 'cape':
			if (plan.garment.id === 'poncho') return v('width') * (v('cb-length') + v('body-length'));
			if (s.get('hem') !== undefined)
				return 2 * ((v('shoulder') + v('hem')) / 2 + 2 * SA) * (v('cb-length') + SA + HEM);
			return v('length') * v('width');
		case 'footwear': {
			// A pair: the vamp and quarters over the foot and round the heel, and any shaft. Open
			// shoes (sandals, flip-flops) have no girth to wrap: their straps cover a share of it.
			const girth = s.get('ball-girth');
			const over =
				girth !== undefined
					? girth * SHAPE_FACTORS.upperWrap
					: 2 * v('ball-width') * SHAPE_FACTORS.strapCover;
			return (
				2 * (v('insole-length') * (over + v('back-height')) + v('shaft-height') * v('shaft-girth'))
			);
		}
		case 'bag': {
			const width = (v('bag-width') + (s.get('top-width') ?? v('bag-width'))) / 2;
			const panels = 2 * (width + 2 * SA) * (v('bag-height') + 2 * SA);
			const gusset = (2 * v('bag-height') + v('bag-width')) * (v('bag-depth') + 2 * SA);
			const flap = v('bag-width') * v('flap-depth');
			const straps =
				v('strap-max') * 2 * v('strap-width') + 2 * v('handle-length') * 2 * v('handle-width');
			return panels + gusset + flap + straps;
		}
		case 'headwear': {
			const girth = v('head-girth') || v('stretched-girth');
			const radius = girth / (2 * Math.PI);
			const crown = girth * (v('crown-height') + radius);
			const brim = Math.PI * ((radius + v('brim-width')) ** 2 - radius ** 2) * 2;
			const visor = 2 * v('visor-length') * v('visor-width');
			const knitted = 2 * v('flat-width') * v('length');
			return knitted || crown + brim + visor;
		}
		default:
			break;
	}
	switch (plan.garment.id) {
		case 'belt':
			return 2 * v('belt-length') * v('belt-width');
		case 'tie':
			return v('length') * v('blade-width') * SHAPE_FACTORS.tieFold;
		case 'socks':
			return 2 * 2 * (v('foot-length') + v('leg-length')) * v('flat-width');
		case 'gloves':
			return 2 * 2 * v('flat-width') * v('glove-length') * (1 + SHAPE_FACTORS.gloveGussets);
		case 'bra':
		case 'bikini':
			return 4 * v('cup-height') * v('cup-width') + v('underband') * 2 * (v('wing-height') || 8);
		case 'briefs':
			return 2 * v('seat') * (v('front-rise') + v('back-rise'));
		default:
			return v('length') * v('width') + v('bib-width') * v('bib-height');
	}
}

/** The shell's area in m² for one piece in the base size (0 for what is not cut from cloth). */
export function shellArea(plan: DesignPlan, points: readonly BasePoint[]): number {
	const top = sizesOf(points);
	const pieces = garmentArea(top);
	const bottoms = points.some((p) => p.part)
		? garmentArea(sizesOf(points, points.find((p) => p.part)!.part))
		: 0;
	const area = pieces > 0 ? pieces + bottoms : otherArea(plan, top);
	return area / 10_000;
}
