/**
 * Reading a collection brief with the generator's own lexicon: the colours it names in order of
 * mention, its cloths, its print, the garments it names, and what it rules out. Unlike a prompt,
 * a brief speaks of many garments at once, so nothing is dropped for belonging to another
 * garment: "cognac and black leather bags, belts and loafers" names cognac for the whole line.
 */
import { GENERIC_PATTERN_PHRASES, GARMENT_BY_ID } from '../generator/lexicon';
import { readColor } from '../generator/parse-color';
import { readPrompt } from '../generator/parse-read';
import { hitOf, nextPause } from '../generator/parse-text';
import { lineFamily, type LineFamily } from './plan-garments';

export interface BriefReading {
	/** Colour names in order of first mention, as the generator names them ("poppy", "faded coral"). */
	colors: string[];
	excludedColors: Set<string>;
	/** Cloths the brief names outright, in order of mention. */
	materials: string[];
	/** Cloths a garment word implies ("jeans" are denim, "cutoffs" denim), by garment. */
	impliedMaterials: Map<string, string>;
	excludedMaterials: Set<string>;
	/** The print the brief names (a specific one before a generic "animal print"); "solid" for "no prints". */
	pattern?: string;
	excludedPatterns: Set<string>;
	/** Garments the brief names, in order of mention. */
	garments: string[];
	/** Garments only suggested ("knits" suggest a sweater, "cocktail" a dress). */
	hints: string[];
	excludedGarments: Set<string>;
	excludedFamilies: Set<LineFamily>;
	/** The brief's words, for season, occasion and voice cues. */
	words: Set<string>;
	/** Words that say the palette is to stay as named ("monochrome", "bicolour"). */
	restrained: boolean;
}

/** Negation reaches this many words ahead, as in a prompt: "no shorts", "without the black". */
const NEGATION_REACH = 4;

/** Family words the lexicon has no garment for: "no outerwear", "accessories-led". */
const FAMILY_WORDS: Readonly<Record<string, LineFamily>> = {
	outerwear: 'outerwear',
	bottoms: 'bottoms',
	accessories: 'accessories',
	dresses: 'dresses',
	tops: 'tops',
};

/** A garment named in the negative that stands for its whole family: "no dresses", "no tops". */
const FAMILY_HEADS: Readonly<Record<string, LineFamily>> = { dress: 'dresses', top: 'tops' };

const RESTRAINT = new Set([
	'monochrome',
	'monochromatic',
	'tonal',
	'bicolour',
	'bicolor',
	'duotone',
]);

export function readBrief(brief: string): BriefReading {
	const text = readPrompt(brief);
	const { tokens, pauses, matches } = text;
	const reading: BriefReading = {
		colors: [],
		excludedColors: new Set(),
		materials: [],
		impliedMaterials: new Map(),
		excludedMaterials: new Set(),
		excludedPatterns: new Set(),
		garments: [],
		hints: [],
		excludedGarments: new Set(),
		excludedFamilies: new Set(),
		words: new Set(tokens),
		restrained: tokens.some((token) => RESTRAINT.has(token)),
	};
	const patterns: { id: string; generic: boolean }[] = [];
	// Token spans a negation covers, for the family words the lexicon does not know.
	const negatedSpans: [number, number][] = [];
	let negateUntil = -1;
	for (let m = 0; m < matches.length; m++) {
		const match = matches[m];
		if (hitOf(match, 'negation')) {
			negateUntil = Math.min(
				match.end + NEGATION_REACH,
				nextPause(pauses, match.end, tokens.length),
			);
			negatedSpans.push([match.end, negateUntil]);
			continue;
		}
		const negated = match.start < negateUntil;
		// "No hoods or pockets", "not white or blue": a list joined by or/nor/and stays negated.
		if (negated) {
			const next = matches[m + 1];
			const glue = next ? tokens.slice(match.end, next.start).join(' ') : '';
			negateUntil = next && ['or', 'nor', 'and'].includes(glue) ? next.end : -1;
			if (negateUntil > 0) negatedSpans.push([match.end, negateUntil]);
		}
		const read = readColor(text, m);
		if (read) {
			m = read.last;
			if (negated) reading.excludedColors.add(read.name);
			else if (!reading.colors.includes(read.name)) reading.colors.push(read.name);
		}
		const garment = hitOf(match, 'garment')?.id;
		for (const hit of match.hits) {
			if (hit.kind === 'garment') {
				if (negated) excludeGarment(reading, hit.id);
				else if (!reading.garments.includes(hit.id)) reading.garments.push(hit.id);
			} else if (hit.kind === 'hint') {
				if (!negated && !reading.hints.includes(hit.id)) reading.hints.push(hit.id);
			} else if (hit.kind === 'material') {
				if (negated) reading.excludedMaterials.add(hit.id);
				else if (garment !== undefined) {
					if (!reading.impliedMaterials.has(garment)) reading.impliedMaterials.set(garment, hit.id);
				} else if (!reading.materials.includes(hit.id)) reading.materials.push(hit.id);
			} else if (hit.kind === 'pattern') {
				if (negated) reading.excludedPatterns.add(hit.id);
				else
					patterns.push({
						id: hit.id,
						generic: GENERIC_PATTERN_PHRASES.has(tokens.slice(match.start, match.end).join(' ')),
					});
			}
		}
	}
	tokens.forEach((token, at) => {
		const family = FAMILY_WORDS[token];
		if (family && negatedSpans.some(([from, to]) => at >= from && at < to))
			reading.excludedFamilies.add(family);
	});
	const printed = patterns.filter((print) => !reading.excludedPatterns.has(print.id));
	reading.pattern = (printed.find((print) => !print.generic) ?? printed[0])?.id;
	reading.garments = reading.garments.filter(
		(id) =>
			!reading.excludedGarments.has(id) &&
			!reading.excludedFamilies.has(lineFamily(GARMENT_BY_ID.get(id)!.family)),
	);
	return reading;
}

/** A garment ruled out, with what is a kind of it (no trousers: no jeans) and the family it heads. */
function excludeGarment(reading: BriefReading, id: string): void {
	reading.excludedGarments.add(id);
	for (const [other, def] of GARMENT_BY_ID)
		if (def.kindOf === id) reading.excludedGarments.add(other);
	const family = FAMILY_HEADS[id];
	if (family) reading.excludedFamilies.add(family);
}
