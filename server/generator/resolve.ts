import type { ColorwayRoles } from './colorway';
import {
	DETAIL_BY_ID,
	GARMENT_BY_ID,
	MATERIAL_FAMILY,
	MATERIAL_TEXTURE,
	type Texture,
} from './lexicon';
import { CLASHING_DETAILS, type DetailGroup, type Family } from './lexicon/details';
import { CLOTHING, isAccessoryFamily, type GarmentDef } from './lexicon/garments';
import { contradicts, settlePockets, styleMayAdd } from './named-details';
import { chooseColors, choosePattern } from './resolve-colors';
import type { ParsedPrompt } from './parse';
import { pushOnce } from './parse-text';
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

const GROUPS_BY_FAMILY: Record<Family, readonly DetailGroup[]> = {
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

/** Necklines that leave no room for a sleeve unless the prompt asks for one. */
const BARE_NECKLINES = new Set([
	'strapless',
	'spaghetti-straps',
	'halter',
	'one-shoulder',
	'sweetheart',
]);
/** Sleeve lengths and straps: named with a sleeve shape or a neckline, they give way to it in the drawing. */
const SECONDARY_DETAILS = new Set([
	'short-sleeves',
	'long-sleeves',
	'three-quarter-sleeves',
	'spaghetti-straps',
]);
/** Garment parts that replace a neckline. */
const NECK_REPLACING = ['hood', 'collar', 'lapels'];
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
	const applies = (id: string): boolean => {
		const def = DETAIL_BY_ID.get(id);
		return (
			def !== undefined &&
			def.on.includes(family) &&
			(def.group === 'feature' || groups.includes(def.group))
		);
	};

	// Details: prompt first, then what the garment is made of, then qualifiers ("shirt dress").
	const chosen = new Map<DetailGroup, string>();
	const features = new Set<string>();
	// A second sleeve or neckline the prompt names with the first ("short puff sleeves", "a V-neck
	// and narrow shoulder straps"): the drawing takes the shape, the design lists both.
	const alsoNamed: string[] = [];
	const take = (id: string, fromPrompt: boolean): void => {
		if (!applies(id) || (!fromPrompt && excluded.has(id))) return;
		const group = DETAIL_BY_ID.get(id)!.group;
		// The garment's own details give way to what the prompt named: a "buttoned puffer" has no zip.
		if (group === 'feature' && !fromPrompt && contradicts(id, features, garment)) return;
		const held = chosen.get(group);
		if (group === 'feature') features.add(id);
		else if (held === undefined) chosen.set(group, id);
		else if (fromPrompt && held !== id && (group === 'sleeves' || group === 'neckline')) {
			const shapeFirst = SECONDARY_DETAILS.has(held) && !SECONDARY_DETAILS.has(id);
			if (shapeFirst) chosen.set(group, id);
			pushOnce(alsoNamed, shapeFirst ? held : id);
		}
	};
	parsed.details.forEach((id) => take(id, true));
	garment.always?.forEach((id) => take(id, false));
	for (const qualifier of parsed.qualifiers) {
		const def = GARMENT_BY_ID.get(qualifier)!;
		def.always?.filter((id) => id !== 'cropped').forEach((id) => take(id, false));
		if (def.sleeves && !chosen.has('sleeves')) take(def.sleeves[0], false);
	}

	// What the style and seed add must not contradict what is there: no tiers on a pencil skirt.
	const clashes = (id: string): boolean =>
		CLASHING_DETAILS.some(
			(pair) =>
				pair.includes(id) &&
				pair.some(
					(other) => other !== id && (features.has(other) || [...chosen.values()].includes(other)),
				),
		);
	const pickOpen = (
		group: DetailGroup,
		options: readonly string[] | undefined,
		preferred: readonly string[],
		rng: Random,
	): void => {
		if (chosen.has(group) || !options?.length) return;
		const allowed = options.filter((id) => applies(id) && !excluded.has(id) && !clashes(id));
		if (allowed.length === 0) return;
		const liked = allowed.filter((id) => preferred.includes(id));
		chosen.set(group, rng.chance(0.65) && liked.length > 0 ? rng.pick(liked) : rng.pick(allowed));
	};

	if (alsoNamed.includes('spaghetti-straps') && !chosen.has('sleeves') && applies('sleeveless'))
		chosen.set('sleeves', 'sleeveless');
	const neckless = NECK_REPLACING.some((id) => features.has(id));
	if (groups.includes('neckline') && !neckless)
		pickOpen('neckline', garment.necklines, [], random('neckline'));
	if (groups.includes('sleeves')) {
		const neckline = chosen.get('neckline');
		if (!chosen.has('sleeves') && neckline && BARE_NECKLINES.has(neckline) && applies('sleeveless'))
			chosen.set('sleeves', 'sleeveless');
		const sleeveOptions =
			neckline === 'off-shoulder'
				? garment.sleeves?.filter((id) => id !== 'sleeveless')
				: garment.sleeves;
		pickOpen(
			'sleeves',
			sleeveOptions?.length ? sleeveOptions : ['short-sleeves'],
			style.features,
			random('sleeves'),
		);
	}
	// Jackets and tops have one natural length; dresses, skirts and coats vary.
	if (family === 'dress' || family === 'skirt' || garment.lengths) {
		pickOpen('length', garment.lengths ?? ['knee-length', 'midi'], style.lengths, random('length'));
	}
	// Pleats need room to open: a pleated skirt left unshaped by the prompt is an A-line.
	if (features.has('pleats') && (family === 'skirt' || family === 'dress') && !chosen.has('shape'))
		chosen.set('shape', 'a-line');
	pickOpen('shape', garment.shapes, style.shapes, random('shape'));
	if (!chosen.has('fit')) {
		const fits = style.fit.filter(([id]) => !excluded.has(id));
		chosen.set('fit', fits.length ? random('fit').weighted(fits) : 'relaxed');
	}

	// Style and seed may add a feature or two the prompt did not rule out.
	const extrasRandom = random('features');
	const candidates = [
		...style.features.filter(
			(id) =>
				garment.extras?.includes(id) ||
				['pockets', 'embroidery', 'distressed', 'studs', 'beading'].includes(id),
		),
		...(garment.extras ?? []),
	];
	let added = 0;
	const named = {
		neckline: parsed.details.some((id) => DETAIL_BY_ID.get(id)?.group === 'neckline'),
		excluded,
	};
	for (const id of candidates) {
		const group = DETAIL_BY_ID.get(id)?.group;
		if (
			added >= 2 ||
			features.has(id) ||
			excluded.has(id) ||
			garment.never?.includes(id) ||
			!applies(id) ||
			clashes(id) ||
			// An extra of another group (a rise) only fills that group while it is open.
			(group !== 'feature' && chosen.has(group!))
		)
			continue;
		// Drawn before the check, so what follows is drawn as it was before the check existed.
		const wanted = extrasRandom.chance(style.features.includes(id) ? style.featureChance : 0.18);
		if (wanted && styleMayAdd(id, garment, features, named)) {
			if (group === 'feature') features.add(id);
			else chosen.set(group!, id);
			added += 1;
		}
	}
	settlePockets(features, garment, (id) => applies(id) && !excluded.has(id));
	if (features.has('wrap') && !chosen.has('neckline') && applies('v-neck') && !neckless)
		chosen.set('neckline', 'v-neck');

	const materials = parsed.materials.filter((id) => !excluded.has(id));
	if (materials.length === 0)
		materials.push(chooseMaterial(parsed, garment, style, random('material')));
	// A named kind lists its family after it: merino, wool.
	for (const id of [...materials]) {
		const family = MATERIAL_FAMILY[id];
		if (family && !materials.includes(family)) materials.push(family);
	}
	parsed.trimMaterials.forEach(
		(id) => !excluded.has(id) && !materials.includes(id) && materials.push(id),
	);
	const pattern = choosePattern(parsed, style, random('pattern'));
	const colors = chooseColors(parsed, style, pattern, materials[0], random('colors'));
	const partColors = new Map<string, string>();
	for (const color of parsed.colors)
		if (color.role === 'part') partColors.set(color.detail ?? 'trim', color.hex);

	const details = [
		...(['sleeves', 'neckline', 'length', 'fit', 'shape', 'rise'] as const).flatMap((group) =>
			groups.includes(group) ? (chosen.get(group) ?? []) : [],
		),
		...features,
		...alsoNamed.filter((id) => !features.has(id)),
	];
	return {
		garment,
		family,
		style,
		colors,
		partColors,
		pattern,
		materials,
		// Cables are how the cloth is knitted, whatever the fibre: "merino cable cardigan" shows them.
		texture: materials.some((id) => MATERIAL_TEXTURE.get(id) === 'cable')
			? 'cable'
			: (MATERIAL_TEXTURE.get(materials[0]) ?? 'plain'),
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

function chooseMaterial(
	parsed: ParsedPrompt,
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
