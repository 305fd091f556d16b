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

/** What resolvePlan has decided so far, and what it decides from. */
interface Choosing {
	parsed: ParsedPrompt;
	style: StyleProfile;
	garment: GarmentDef;
	groups: readonly DetailGroup[];
	random: (purpose: string) => Random;
	chosen: Map<DetailGroup, string>;
	features: Set<string>;
	/**
	 * A second sleeve or neckline the prompt names with the first ("short puff sleeves", "a V-neck
	 * and narrow shoulder straps"): the drawing takes the shape, the design lists both.
	 */
	alsoNamed: string[];
	/** A hood, collar or lapels the prompt or garment gave stands where a neckline would. */
	neckless: boolean;
}

/** A rule row: when it holds, what it decides. */
interface Rule {
	when: (c: Choosing) => boolean;
	then: (c: Choosing) => void;
}

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

/** Whether a detail can be on this garment: on its family, and in a group the family has. */
function applies(c: Choosing, id: string): boolean {
	const def = DETAIL_BY_ID.get(id);
	return (
		def !== undefined &&
		def.on.includes(c.garment.family) &&
		(def.group === 'feature' || c.groups.includes(def.group))
	);
}

/** Details: the prompt's first, then what the garment is made of, then qualifiers ("shirt dress"). */
function takeNamedDetails(c: Choosing): void {
	const { parsed, garment, chosen, features, alsoNamed } = c;
	const take = (id: string, fromPrompt: boolean): void => {
		if (!applies(c, id) || (!fromPrompt && parsed.excluded.has(id))) return;
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
}

/** What the style and seed add must not contradict what is there: no tiers on a pencil skirt. */
function clashes(c: Choosing, id: string): boolean {
	return CLASHING_DETAILS.some(
		(pair) =>
			pair.includes(id) &&
			pair.some(
				(other) =>
					other !== id && (c.features.has(other) || [...c.chosen.values()].includes(other)),
			),
	);
}

/** Fills an open group from `options`, the style's `preferred` ones more often than not. */
function pickOpen(
	c: Choosing,
	group: DetailGroup,
	options: readonly string[] | undefined,
	preferred: readonly string[],
	rng: Random,
): void {
	if (c.chosen.has(group) || !options?.length) return;
	const allowed = options.filter(
		(id) => applies(c, id) && !c.parsed.excluded.has(id) && !clashes(c, id),
	);
	if (allowed.length === 0) return;
	const liked = allowed.filter((id) => preferred.includes(id));
	c.chosen.set(group, rng.chance(0.65) && liked.length > 0 ? rng.pick(liked) : rng.pick(allowed));
}

/**
 * How the groups the prompt left open are filled, in this order: a row sees what the rows before
 * it chose, and each draws from a seeded stream of its own.
 */
const OPEN_GROUP_RULES: readonly Rule[] = [
	{
		when: (c) =>
			c.alsoNamed.includes('spaghetti-straps') &&
			!c.chosen.has('sleeves') &&
			applies(c, 'sleeveless'),
		then: (c) => c.chosen.set('sleeves', 'sleeveless'),
	},
	{
		when: (c) => c.groups.includes('neckline') && !c.neckless,
		then: (c) => pickOpen(c, 'neckline', c.garment.necklines, [], c.random('neckline')),
	},
	{
		when: (c) => c.groups.includes('sleeves'),
		then: (c) => {
			const { garment, chosen } = c;
			const neckline = chosen.get('neckline');
			if (
				!chosen.has('sleeves') &&
				neckline &&
				BARE_NECKLINES.has(neckline) &&
				applies(c, 'sleeveless')
			)
				chosen.set('sleeves', 'sleeveless');
			const sleeveOptions =
				neckline === 'off-shoulder'
					? garment.sleeves?.filter((id) => id !== 'sleeveless')
					: garment.sleeves;
			pickOpen(
				c,
				'sleeves',
				sleeveOptions?.length ? sleeveOptions : ['short-sleeves'],
				c.style.features,
				c.random('sleeves'),
			);
		},
	},
	// Jackets and tops have one natural length; dresses, skirts and coats vary.
	{
		when: ({ garment }) =>
			garment.family === 'dress' || garment.family === 'skirt' || garment.lengths !== undefined,
		then: (c) =>
			pickOpen(
				c,
				'length',
				c.garment.lengths ?? ['knee-length', 'midi'],
				c.style.lengths,
				c.random('length'),
			),
	},
	// Pleats need room to open: a pleated skirt left unshaped by the prompt is an A-line.
	{
		when: ({ features, garment, chosen }) =>
			features.has('pleats') &&
			(garment.family === 'skirt' || garment.family === 'dress') &&
			!chosen.has('shape'),
		then: (c) => c.chosen.set('shape', 'a-line'),
	},
	{
		when: () => true,
		then: (c) => pickOpen(c, 'shape', c.garment.shapes, c.style.shapes, c.random('shape')),
	},
	{
		when: (c) => !c.chosen.has('fit'),
		then: (c) => {
			const fits = c.style.fit.filter(([id]) => !c.parsed.excluded.has(id));
			c.chosen.set('fit', fits.length ? c.random('fit').weighted(fits) : 'relaxed');
		},
	},
];

/** Style and seed may add a feature or two the prompt did not rule out. */
function addExtras(c: Choosing): void {
	const { parsed, style, garment, chosen, features } = c;
	const excluded = parsed.excluded;
	const extrasRandom = c.random('features');
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
			!applies(c, id) ||
			clashes(c, id) ||
			// An extra of another group (a rise) only fills that group while it is open.
			(group !== 'feature' && chosen.has(group!))
		)
			continue;
		// Drawn whatever styleMayAdd says, so each later candidate meets the same draw.
		const wanted = extrasRandom.chance(style.features.includes(id) ? style.featureChance : 0.18);
		if (wanted && styleMayAdd(id, garment, features, named)) {
			if (group === 'feature') features.add(id);
			else chosen.set(group!, id);
			added += 1;
		}
	}
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
