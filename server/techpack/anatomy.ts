/**
 * What the design is made of and how it opens, decided once for the bill of materials and the
 * construction steps, so the two always agree: whether it is lined and fused, its zip and its
 * length, its fly, its elastic, its buttons.
 */
import type { DesignPlan } from '../generator';
import { closureOf } from '../generator/draw/closures';
import { ribbed } from '../generator/draw/frame';
import { clothOf, shellMaterial, type ShellInfo } from './cloth';
import { sizesOf, type Sizes } from './consumption';
import type { SizeSystemId } from './tables/sizes';
import type { Cloth } from './tables/stitches';
import {
	BAG_ZIP_TABS,
	BACK_ZIP_SHARE,
	BACKPACK_ZIP_SIDES,
	DRESS_ZIP_BELOW_WAIST,
	ELASTIC_OVERLAP,
	FLY_BELOW_BAND,
	INTERLININGS,
	LININGS,
	PARTIAL_ZIP_SHARE,
	SKIRT_ZIP,
	ZIP_CLEARANCE,
	ZIPS,
} from './tables/trims';
import { basePoints, type BasePoint } from './measurements';
import { shownOf, type Shown } from './shown';

export interface Zip {
	spec: string;
	/** Length in cm, rounded to the whole centimetre zips are ordered in. */
	cm: number;
	placement: string;
}

export interface Anatomy {
	plan: DesignPlan;
	/** The size system the garment is graded in. */
	system: SizeSystemId;
	points: BasePoint[];
	/** The design's points in the base size; a set's bottoms apart. */
	top: Sizes;
	bottoms?: Sizes;
	shell: ShellInfo;
	cloth: Cloth;
	shown: Shown;
	lining?: { spec: keyof typeof LININGS; placement: string };
	interlining?: { spec: keyof typeof INTERLININGS; placement: string };
	/** The zip the design shows (front, centre back, a bag's top, a boot's side). */
	zip?: Zip;
	/** Trousers' fly: a zip, and the waistband's button (jeans: a shank button and rivets). */
	fly?: { zip: Zip; jeans: boolean };
	/** A pull-on waist: elastic in the waistband (cm of elastic, the relaxed girth and overlap). */
	elasticWaist?: number;
	/** Knitted rib bands at cuffs, hem and neck (hoodies, sweatshirts, bombers). */
	ribbed: boolean;
}

/** Trousers drawn with a fly whatever the style (draw/bottoms.ts). */
const FLY_GARMENTS = new Set(['trousers', 'jeans', 'shorts']);
/** Sets whose trousers have a fly (a suit's); pyjamas and scrubs pull on. */
const TAILORED_SETS = new Set(['suit']);
const UNDERWEAR = new Set(['boxers', 'briefs']);
const WOOLLEN = new Set([
	'wool',
	'tweed',
	'boucle',
	'loden',
	'cashmere',
	'merino',
	'flannel',
	'gabardine',
]);

export function anatomyOf(plan: DesignPlan): Anatomy {
	const { points, system } = basePoints(plan);
	const top = sizesOf(points);
	const part = points.find((p) => p.part)?.part;
	const cloth = clothOf(plan);
	const anatomy: Anatomy = {
		plan,
		system,
		points,
		top,
		...(part ? { bottoms: sizesOf(points, part) } : {}),
		shell: shellMaterial(plan),
		cloth,
		shown: shownOf(plan),
		ribbed: ribbed(plan),
	};
	anatomy.lining = liningOf(plan, cloth);
	anatomy.interlining = interliningOf(plan, cloth, anatomy.ribbed);
	anatomy.zip = zipOf(plan, top);
	const legs =
		anatomy.bottoms ??
		(plan.family === 'bottom' || UNDERWEAR.has(plan.garment.id) ? top : undefined);
	const rise = legs?.get('front-rise');
	if (
		rise !== undefined &&
		(FLY_GARMENTS.has(plan.garment.id) || TAILORED_SETS.has(plan.garment.id))
	) {
		const jeans = cloth === 'denim';
		const zip = rise - (legs!.get('waistband-height') ?? 0) - FLY_BELOW_BAND;
		anatomy.fly = {
			zip: { spec: jeans ? ZIPS.fly : ZIPS.flyLight, cm: Math.round(zip), placement: 'front fly' },
			jeans,
		};
	}
	const waist = legs?.get('waistband');
	if (waist !== undefined && !anatomy.fly)
		anatomy.elasticWaist = Math.round(2 * waist + ELASTIC_OVERLAP);
	return anatomy;
}

function liningOf(plan: DesignPlan, cloth: Cloth): Anatomy['lining'] {
	const id = plan.garment.id;
	const material = plan.materials[0];
	switch (plan.family) {
		case 'outer':
			if (['blazer', 'suit', 'coat', 'trench'].includes(id))
				return { spec: 'tailored', placement: 'body and sleeves' };
			if (
				['bomber', 'puffer', 'parka', 'raincoat'].includes(id) ||
				cloth === 'leather' ||
				WOOLLEN.has(material)
			)
				return { spec: 'sports', placement: 'body and sleeves' };
			return undefined;
		case 'top':
			return id === 'vest' && cloth === 'tailored'
				? { spec: 'tailored', placement: 'back and front facings' }
				: undefined;
		case 'dress':
			if (
				id === 'gown' ||
				cloth === 'sheer' ||
				(plan.shape === 'pencil' && cloth !== 'knit' && cloth !== 'stretch')
			)
				return { spec: 'dress', placement: 'bodice and skirt, to 3 cm above the hem' };
			return undefined;
		case 'skirt':
			if (
				id === 'lehenga' ||
				cloth === 'sheer' ||
				cloth === 'tailored' ||
				cloth === 'leather' ||
				WOOLLEN.has(material) ||
				plan.shape === 'pencil'
			)
				return { spec: 'dress', placement: 'skirt, to 3 cm above the hem' };
			return undefined;
		case 'bottom':
			return id === 'trousers' && WOOLLEN.has(material)
				? { spec: 'tailored', placement: 'front legs, to the knee' }
				: undefined;
		case 'cape':
			return id === 'cape' ? { spec: 'tailored', placement: 'body' } : undefined;
		case 'bag':
			return id === 'tote' && cloth !== 'leather'
				? undefined
				: { spec: 'bag', placement: 'inside, with a slip pocket' };
		case 'footwear':
			if (id === 'sneakers')
				return { spec: 'shoeTextile', placement: 'quarters, tongue and collar' };
			if (id === 'slippers') return { spec: 'plush', placement: 'whole upper and footbed' };
			if (['sandals', 'flip-flops', 'clogs'].includes(id)) return undefined;
			return { spec: 'shoeLeather', placement: 'vamp, quarters and sock' };
		case 'accessory':
			return id === 'gloves' && cloth === 'leather'
				? { spec: 'glove', placement: 'hand and fingers' }
				: undefined;
		default:
			return undefined;
	}
}

function interliningOf(
	plan: DesignPlan,
	cloth: Cloth,
	ribbedBands: boolean,
): Anatomy['interlining'] {
	const f = plan.features;
	if (plan.family === 'bag') return { spec: 'bag', placement: 'front, back and base panels' };
	if (plan.garment.id === 'tie') return { spec: 'tie', placement: 'blade and tail, full length' };
	if (cloth === 'tailored' && plan.family === 'outer')
		return { spec: 'tailoring', placement: 'fronts, lapels, collar, hems and pocket welts' };
	if (cloth === 'shirting' && (f.has('collar') || f.has('buttons')))
		return { spec: 'shirting', placement: 'collar, collar stand, cuffs and front placket' };
	if (
		(cloth === 'knit' || cloth === 'stretch' || cloth === 'yarn') &&
		(f.has('zip') || f.has('buttons')) &&
		!ribbedBands
	)
		return { spec: 'knit', placement: 'front placket or zip facing' };
	if (plan.family === 'bottom' || plan.family === 'skirt')
		return f.has('drawstring') ? undefined : { spec: 'light', placement: 'waistband and fly' };
	if (
		['outer', 'dress', 'top', 'onepiece'].includes(plan.family) &&
		(f.has('collar') || f.has('lapels') || f.has('buttons') || f.has('zip'))
	)
		return { spec: 'light', placement: 'collar, facings and closure' };
	return undefined;
}

/** The zip the design shows, and its length from the measurements it closes. */
function zipOf(plan: DesignPlan, s: Sizes): Zip | undefined {
	if (!plan.features.has('zip')) return undefined;
	const id = plan.garment.id;
	const v = (point: string) => s.get(point);
	/** A point every block of the family has: missing, it is a bug in the blocks. */
	const need = (...ids: string[]): number => {
		const value = ids.map(v).find((x) => x !== undefined);
		if (value === undefined) throw new Error(`techpack: ${id} has none of ${ids.join(', ')}`);
		return value;
	};
	// Zips are ordered by the whole centimetre; none is shorter than 10 cm.
	const cm = (value: number) => Math.max(10, Math.round(value));
	switch (plan.family) {
		case 'outer':
		case 'top': {
			if (closureOf(plan) !== 'zip') return undefined;
			const length = need('body-length', 'cb-length', 'cf-length');
			const full = plan.family === 'outer' || id === 'hoodie' || id === 'vest';
			if (!full)
				return {
					spec: ZIPS.partial,
					cm: cm(length * PARTIAL_ZIP_SHARE),
					placement: 'centre front, from the neck',
				};
			const heavy = ['puffer', 'parka', 'raincoat'].includes(id);
			return {
				spec: heavy ? ZIPS.heavy : ZIPS.front,
				cm: cm(length - (v('rib-height') ?? 0) - ZIP_CLEARANCE),
				placement: 'centre front, neck to hem',
			};
		}
		case 'dress':
			// A dress without a waist seam (a kaftan) opens at the back neck only.
			return {
				spec: ZIPS.invisible,
				cm: cm((v('waist-position') ?? SKIRT_ZIP - DRESS_ZIP_BELOW_WAIST) + DRESS_ZIP_BELOW_WAIST),
				placement: v('waist-position') === undefined ? 'centre back neck' : 'centre back',
			};
		case 'skirt':
			return { spec: ZIPS.invisible, cm: SKIRT_ZIP, placement: 'centre back' };
		case 'onepiece':
			return id === 'onesie'
				? {
						spec: ZIPS.front,
						cm: cm(need('torso-length') - ZIP_CLEARANCE),
						placement: 'centre front, neck to crotch',
					}
				: {
						spec: ZIPS.invisible,
						cm: cm(need('torso-length', 'body-length') * BACK_ZIP_SHARE),
						placement: 'centre back',
					};
		case 'bag': {
			const opening = need('top-width', 'bag-width');
			if (id === 'backpack')
				return {
					spec: ZIPS.luggage,
					cm: cm(opening + 2 * BACKPACK_ZIP_SIDES * need('bag-height')),
					placement: 'main compartment, round the top',
				};
			if (id === 'wallet')
				return {
					spec: ZIPS.bag,
					cm: cm(2 * (need('bag-width') + need('bag-height'))),
					placement: 'round three sides',
				};
			const luggage = id === 'duffel-bag';
			return {
				spec: luggage ? ZIPS.luggage : ZIPS.bag,
				cm: cm(opening + BAG_ZIP_TABS),
				placement: 'top opening',
			};
		}
		case 'footwear':
			return {
				spec: ZIPS.boot,
				cm: cm((v('shaft-height') ?? 0) + (v('back-height') ?? 0)),
				placement: 'inside of each shaft',
			};
		default:
			return undefined;
	}
}
