import { DETAIL_BY_ID, GARMENT_BY_ID } from './lexicon';
import { CLASHING_DETAILS, type DetailGroup } from './lexicon/details';
import type { GarmentDef } from './lexicon/garments';
import { contradicts, styleMayAdd } from './named-details';
import type { ParsedPrompt } from './parse';
import { pushOnce } from './parse-text';
import type { Random } from './random';
import type { StyleProfile } from './styles';

/**
 * A design's details decided: what the prompt and garment name, the groups they leave open filled
 * by rule rows, and the extras a style adds (resolve.ts puts them in the plan).
 */

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
/** What resolvePlan has decided so far, and what it decides from. */
export interface Choosing {
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

/** Whether a detail can be on this garment: on its family, and in a group the family has. */
export function applies(c: Choosing, id: string): boolean {
	const def = DETAIL_BY_ID.get(id);
	return (
		def !== undefined &&
		def.on.includes(c.garment.family) &&
		(def.group === 'feature' || c.groups.includes(def.group))
	);
}

/** Details: the prompt's first, then what the garment is made of, then qualifiers ("shirt dress"). */
export function takeNamedDetails(c: Choosing): void {
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
export const OPEN_GROUP_RULES: readonly Rule[] = [
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
export function addExtras(c: Choosing): void {
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
