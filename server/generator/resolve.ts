import type { ColorwayRoles } from './colorway';
import {
	DETAIL_BY_ID,
	GARMENT_BY_ID,
	MATERIAL_FAMILY,
	MATERIAL_TEXTURE,
	type Texture,
} from './lexicon';
import type { DetailGroup, Family } from './lexicon/details';
import { CLOTHING, isAccessoryFamily, type GarmentDef } from './lexicon/garments';
import { settlePockets } from './named-details';
import {
	OPEN_GROUP_RULES,
	addExtras,
	applies,
	takeNamedDetails,
	type Choosing,
} from './resolve-details';
import { chooseColors, choosePattern } from './resolve-colors';
import type { ParsedPrompt } from './parse';
import { streamFor, type Random } from './random';
import { STYLE_PROFILES, type StyleId, type StyleProfile } from './styles';

/**
 * Everything the drawing needs, decided. The prompt's words come first; what it leaves open is
 * chosen by the style (what it reaches for) and the seed (which of those).
 */
export interface DesignPlan {
	garment: GarmentDef;
	family: Family;
	style: StyleProfile;
	colors: { name: string; hex: string }[];
	/** Colour of a part the prompt coloured separately ("gold buttons"). */
	partColors: Map<string, string>;
	pattern: string;
	materials: string[];
	texture: Texture;
	sleeves?: string;
	neckline?: string;
	length?: string;
	fit: string;
	shape?: string;
	rise?: string;
	features: Set<string>;
	/** Canonical detail ids in a stable order: the groups above, then features. */
	details: string[];
	/** Randomness for the drawing itself (print layout), separate from the choices above. */
	random: Random;
	/** Set when the design is a colourway: the drawing then paints only `colors` (colorway.ts). */
	colorway?: ColorwayRoles;
}

export const GROUPS_BY_FAMILY: Record<Family, readonly DetailGroup[]> = {
	top: ['sleeves', 'neckline', 'length', 'fit'],
	outer: ['sleeves', 'length', 'fit'],
	dress: ['sleeves', 'neckline', 'length', 'fit', 'shape'],
	skirt: ['length', 'fit', 'shape', 'rise'],
	bottom: ['length', 'fit', 'shape', 'rise'],
	onepiece: ['sleeves', 'neckline', 'length', 'fit', 'shape', 'rise'],
	cape: ['length', 'fit'],
	// A boot's shaft and a sock's length, a heel's shape and a hat's; no fit, sleeve or neckline.
	footwear: ['length', 'shape'],
	bag: [],
	headwear: ['shape'],
	accessory: ['length', 'shape'],
};

/** Garment parts that replace a neckline. */
export const NECK_REPLACING = ['hood', 'collar', 'lapels'];

/** The garment, then its details (resolve-details.ts), materials, print and colours. */
export function resolvePlan(
	parsed: ParsedPrompt,
	styleId: StyleId,
	seed: number,
	key: string,
): DesignPlan {
	const style = STYLE_PROFILES[styleId];
	const random = (purpose: string): Random => streamFor(seed, key, purpose);
	const excluded = parsed.excluded;
	const garment = chooseGarment(parsed, style, random('garment'));
	const family = garment.family;
	const groups = GROUPS_BY_FAMILY[family];
	const c: Choosing = {
		parsed,
		style,
		garment,
		groups,
		random,
		chosen: new Map(),
		features: new Set(),
		alsoNamed: [],
		neckless: false,
	};
	const { chosen, features, alsoNamed } = c;

	takeNamedDetails(c);
	c.neckless = NECK_REPLACING.some((id) => features.has(id));
	for (const rule of OPEN_GROUP_RULES) if (rule.when(c)) rule.then(c);
	addExtras(c);
	settlePockets(features, garment, (id) => applies(c, id) && !excluded.has(id));
	if (features.has('wrap') && !chosen.has('neckline') && applies(c, 'v-neck') && !c.neckless)
		chosen.set('neckline', 'v-neck');

	const named = parsed.materials.filter((id) => !excluded.has(id));
	const materials = withFamilies(
		named.length > 0 ? named : [chooseMaterial(parsed, garment, style, random('material'))],
		parsed.trimMaterials.filter((id) => !excluded.has(id)),
	);
	const pattern = choosePattern(parsed, style, random('pattern'));
	const colors = chooseColors(parsed, style, pattern, materials[0], random('colors'));
	const partColors = new Map<string, string>();
	for (const color of parsed.colors)
		if (color.role === 'part') partColors.set(color.detail ?? 'trim', color.hex);

	const details = orderDetails(groups, chosen, features, alsoNamed);
	return {
		garment,
		family,
		style,
		colors,
		partColors,
		pattern,
		materials,
		texture: textureOf(materials),
		sleeves: chosen.get('sleeves'),
		neckline: chosen.get('neckline'),
		length: chosen.get('length'),
		fit: chosen.get('fit')!,
		shape: chosen.get('shape'),
		rise: chosen.get('rise'),
		features,
		details,
		random: random('drawing'),
	};
}

/** The groups a detail of a design may fill, in the order its `details` list them. */
export const DETAIL_GROUPS = ['sleeves', 'neckline', 'length', 'fit', 'shape', 'rise'] as const;

/** A design's `details`: its groups' choices in a stable order, then its features, then the second sleeve or neckline named. */
export function orderDetails(
	groups: readonly DetailGroup[],
	chosen: ReadonlyMap<DetailGroup, string>,
	features: ReadonlySet<string>,
	alsoNamed: readonly string[],
): string[] {
	return [
		...DETAIL_GROUPS.flatMap((group) => (groups.includes(group) ? (chosen.get(group) ?? []) : [])),
		...features,
		...alsoNamed.filter((id) => !features.has(id)),
	];
}

/** The cloths of a design: each named kind followed by its family (merino, wool), then trims' cloths. */
export function withFamilies(
	materials: readonly string[],
	trims: readonly string[] = [],
): string[] {
	const listed = [...materials];
	for (const id of materials) {
		const family = MATERIAL_FAMILY[id];
		if (family && !listed.includes(family)) listed.push(family);
	}
	for (const id of trims) if (!listed.includes(id)) listed.push(id);
	return listed;
}

/** How the cloth reads: cables are how it is knitted, whatever the fibre ("merino cable cardigan" shows them). */
export function textureOf(materials: readonly string[]): Texture {
	return materials.some((id) => MATERIAL_TEXTURE.get(id) === 'cable')
		? 'cable'
		: (MATERIAL_TEXTURE.get(materials[0]) ?? 'plain');
}

function chooseGarment(parsed: ParsedPrompt, style: StyleProfile, rng: Random): GarmentDef {
	const named = parsed.garment ?? parsed.hint;
	if (named && !parsed.excluded.has(named)) return GARMENT_BY_ID.get(named)!;
	// Keep to garments that can carry what the prompt asked for ("hooded" rules out a skirt).
	// Details only a shoe, bag or hat has ("stiletto") say nothing of which clothing to draw.
	const fits = (garment: GarmentDef): boolean =>
		!parsed.excluded.has(garment.id) &&
		parsed.details.every((id) => {
			const on = DETAIL_BY_ID.get(id)!.on;
			return on.includes(garment.family) || on.every(isAccessoryFamily);
		});
	const wearsMaterial = (garment: GarmentDef): boolean =>
		parsed.materials.length === 0 || parsed.materials.some((id) => garment.materials.includes(id));
	for (const accept of [(g: GarmentDef) => fits(g) && wearsMaterial(g), fits]) {
		const liked = style.garments.filter(([id]) => accept(GARMENT_BY_ID.get(id)!));
		if (liked.length > 0) return GARMENT_BY_ID.get(rng.weighted(liked))!;
		const others = CLOTHING.filter(accept);
		if (others.length > 0) return rng.pick(others);
	}
	return GARMENT_BY_ID.get(style.garments[0][0])!;
}

export function chooseMaterial(
	parsed: Pick<ParsedPrompt, 'qualifiers' | 'excluded'>,
	garment: GarmentDef,
	style: StyleProfile,
	rng: Random,
): string {
	const qualifier = parsed.qualifiers
		.map((id) => GARMENT_BY_ID.get(id)!)
		.find((def) => def.materials.length > 0);
	// A qualifier made of one cloth, or knitted, lends it: a "jeans skirt" is denim, a "sweater dress" knit.
	if (
		qualifier &&
		(qualifier.materials.length === 1 ||
			['sweater', 'cardigan', 'hoodie', 'sweatshirt'].includes(qualifier.id))
	)
		return qualifier.materials[0];
	const options = garment.materials.filter((id) => !parsed.excluded.has(id));
	if (options.length === 0) return garment.materials[0];
	const liked = options.filter((id) => style.materials.includes(id));
	return liked.length > 0 ? rng.pick(liked.slice(0, 3)) : options[0];
}
