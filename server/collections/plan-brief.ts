/**
 * Reading a collection brief with the generator's own lexicon: the colours it names in order of
 * mention, its cloths, its print, the garments it names, and what it rules out. Unlike a prompt,
 * a brief speaks of many garments at once, so nothing is dropped for belonging to another
 * garment: "cognac and black leather bags, belts and loafers" names cognac for the whole line.
 */
import {
	GENERIC_PATTERN_PHRASES,
	GARMENT_BY_ID,
	matchPhrases,
	type Match,
} from '../generator/lexicon';
import { parsePrompt } from '../generator/parse';
import { readColor } from '../generator/parse-color';
import { readPrompt } from '../generator/parse-read';
import { hitOf, nextPause, type Text } from '../generator/parse-text';
import { lineFamily, type LineFamily } from './plan-garments';

export interface BriefReading {
	/** Colour names in order of first mention, as the generator names them ("poppy", "faded coral"). */
	colors: string[];
	excludedColors: Set<string>;
	/** Cloths the brief names outright, in order of mention. */
	materials: string[];
	/**
	 * The same cloths as the brief writes them: a fibre written before a weave is one cloth
	 * ("cotton poplin", "wool crepe", "silk satin"), each other cloth one of its own.
	 */
	cloths: string[][];
	/** Cloths a garment word implies ("jeans" are denim, "cutoffs" denim), by garment. */
	impliedMaterials: Map<string, string>;
	excludedMaterials: Set<string>;
	/** The print the brief names (a specific one before a generic "animal print"); "solid" for "no prints". */
	pattern?: string;
	excludedPatterns: Set<string>;
	/** Garments the brief names, in order of mention. */
	garments: string[];
	/** How the brief words each garment it names, singular ("tea dress", "chore jacket", "pleated skirt"). */
	garmentWords: Map<string, string>;
	/** Garments only suggested ("knits" suggest a sweater, "cocktail" a dress). */
	hints: string[];
	excludedGarments: Set<string>;
	excludedFamilies: Set<LineFamily>;
	/** The brief's words and pairs of words ("black tie"), for season, occasion and voice cues. */
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
	const text = respectPauses(readPrompt(brief));
	const { tokens, pauses, matches } = text;
	const reading: BriefReading = {
		colors: [],
		excludedColors: new Set(),
		materials: [],
		cloths: [],
		impliedMaterials: new Map(),
		excludedMaterials: new Set(),
		excludedPatterns: new Set(),
		garments: [],
		garmentWords: new Map(),
		hints: [],
		excludedGarments: new Set(),
		excludedFamilies: new Set(),
		words: new Set([...tokens, ...tokens.slice(1).map((token, at) => `${tokens[at]} ${token}`)]),
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
		const garment = hitOf(match, 'garment')?.id ?? trailingGarment(tokens, match);
		if (garment !== undefined && !hitOf(match, 'garment')) {
			// "Full skirts" reads as a skirt's shape; in a brief it names skirts.
			if (negated) excludeGarment(reading, garment);
			else if (!reading.garments.includes(garment)) reading.garments.push(garment);
		}
		for (const hit of match.hits) {
			if (hit.kind === 'garment') {
				if (negated) excludeGarment(reading, hit.id);
				else if (!reading.garments.includes(hit.id)) {
					reading.garments.push(hit.id);
					const words = garmentWording(text, m, hit.id);
					if (words) reading.garmentWords.set(hit.id, words);
				}
			} else if (hit.kind === 'hint') {
				if (!negated && !reading.hints.includes(hit.id)) reading.hints.push(hit.id);
			} else if (hit.kind === 'material') {
				if (negated) reading.excludedMaterials.add(hit.id);
				else if (garment !== undefined && !writesMaterial(tokens, match, hit.id)) {
					// "Jeans" and "cutoffs" are denim without saying so: the garment's cloth, not the line's.
					if (!reading.impliedMaterials.has(garment)) reading.impliedMaterials.set(garment, hit.id);
				} else if (hitOf(match, 'pattern') && !writesMaterial(tokens, match, hit.id)) {
					// "Fair isle" is knitted, but names the print, not a cloth of the line.
				} else if (!reading.materials.includes(hit.id)) {
					reading.materials.push(hit.id);
					const previous = matches[m - 1];
					const last = reading.cloths[reading.cloths.length - 1];
					if (
						last &&
						previous &&
						previous.end === match.start &&
						!pauses.has(match.start) &&
						hitOf(previous, 'material')?.id === last[last.length - 1]
					)
						last.push(hit.id);
					else reading.cloths.push([hit.id]);
				}
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
	reading.cloths = namedCloths(reading.cloths, tokens, matches);
	reading.materials = reading.cloths.flat();
	const printed = patterns.filter((print) => !reading.excludedPatterns.has(print.id));
	reading.pattern = (printed.find((print) => !print.generic) ?? printed[0])?.id;
	reading.garments = reading.garments.filter(
		(id) =>
			!reading.excludedGarments.has(id) &&
			!reading.excludedFamilies.has(lineFamily(GARMENT_BY_ID.get(id)!.family)),
	);
	return reading;
}

/**
 * The lexicon matches across punctuation ("jeans, jackets" as a denim jacket); a brief's list
 * is read item by item, so a phrase that spans a pause is read again on each side of it.
 */
function respectPauses(text: Text): Text {
	const { tokens, pauses } = text;
	const matches: Match[] = [];
	const read = (start: number, end: number): Match[] =>
		matchPhrases(tokens.slice(start, end)).map((match) => ({
			...match,
			start: match.start + start,
			end: match.end + start,
		}));
	const split = (match: Match): Match[] => {
		const at = [...pauses].find((pause) => pause > match.start && pause < match.end);
		return at === undefined
			? [match]
			: [...read(match.start, at), ...read(at, match.end)].flatMap(split);
	};
	for (const match of text.matches) matches.push(...split(match));
	return { tokens, pauses, matches };
}

/** The garment a phrase's last word names alone: "full skirts" (a skirt shape) names skirts. */
function trailingGarment(tokens: readonly string[], match: Match): string | undefined {
	// Only a detail's phrase: an idiom's last word ("black tie") names nothing.
	if (match.end - match.start < 2 || !hitOf(match, 'detail')) return undefined;
	const [alone] = matchPhrases([tokens[match.end - 1]]);
	return alone && hitOf(alone, 'garment')?.id;
}

/** Words before a garment that are not what it is: articles, numbers, list words. */
const NOT_A_CUT = new Set(
	'a an the and or with in of for to some few two three four five six each plus our its their'.split(
		' ',
	),
);

/**
 * The brief's own words for the garment at `matches[m]`, singular: the details written right
 * before it ("pleated", "wide leg") and one word the lexicon does not know ("chore", "column"),
 * when the generator reads the words back as that garment; undefined otherwise.
 */
function garmentWording(text: Text, m: number, id: string): string | undefined {
	const { tokens, matches, pauses } = text;
	const match = matches[m];
	let start = match.start;
	for (let k = m - 1; k >= 0; k--) {
		const before = matches[k];
		const detailOnly = before.hits.length > 0 && before.hits.every((hit) => hit.kind === 'detail');
		if (before.end !== start || pauses.has(start) || !detailOnly) break;
		start = before.start;
	}
	const word = tokens[start - 1];
	const known = matches.some((other) => other.start <= start - 1 && start - 1 < other.end);
	if (
		word !== undefined &&
		!pauses.has(start) &&
		!known &&
		/^[a-z]{3,}$/.test(word) &&
		!NOT_A_CUT.has(word)
	)
		start -= 1;
	const written = tokens.slice(start, match.end);
	const last = written[written.length - 1];
	// Singular first ("dresses": "dresse" reads as nothing, "dress" as a dress), plural last; a
	// garment named in the plural stays so ("trousers", "jeans", "sunglasses").
	const pairOnly = /[^s]s$/.test(GARMENT_BY_ID.get(id)!.label);
	const singulars = [last.replace(/ies$/, 'y'), last.replace(/es$/, ''), last.replace(/s$/, '')]
		.filter((word) => word !== last && !pairOnly)
		.concat(last);
	for (const singular of singulars) {
		const phrase = [...written.slice(0, -1), singular].join(' ');
		if (parsePrompt(phrase).garment === id) return phrase;
	}
	return undefined;
}

/** Whether the phrase spells the cloth out ("leather bags", "straw hat"), not only implies it ("jeans"). */
function writesMaterial(tokens: readonly string[], match: Match, id: string): boolean {
	return matchPhrases(tokens.slice(match.start, match.end - 1)).some((part) =>
		part.hits.some((hit) => hit.kind === 'material' && hit.id === id),
	);
}

/** Knitted cloths a generic "knit" is said of: with cashmere or merino named, "knits" is their category. */
const KNIT_KINDS = new Set([
	'cashmere',
	'merino',
	'lambswool',
	'mohair',
	'alpaca',
	'cable-knit',
	'waffle',
	'pointelle',
	'angora',
]);

/**
 * The brief's cloths as a designer means them: one said to be the only one ("cashmere only",
 * "all linen") is the line's only cloth; a generic "knit" goes when a knitted kind is named.
 */
function namedCloths(
	cloths: string[][],
	tokens: readonly string[],
	matches: readonly Match[],
): string[][] {
	for (const match of matches) {
		const material = hitOf(match, 'material');
		if (!material) continue;
		const only =
			tokens[match.end] === 'only' || ['only', 'all'].includes(tokens[match.start - 1] ?? '');
		const cloth = cloths.find((c) => c.includes(material.id));
		if (only && cloth) return [cloth];
	}
	const kinds = cloths.flat().some((id) => KNIT_KINDS.has(id));
	const kept = kinds ? cloths.filter((c) => !(c.length === 1 && c[0] === 'knit')) : cloths;
	return kept.length > 0 ? kept : cloths;
}

/** A garment ruled out, with what is a kind of it (no trousers: no jeans) and the family it heads. */
function excludeGarment(reading: BriefReading, id: string): void {
	reading.excludedGarments.add(id);
	for (const [other, def] of GARMENT_BY_ID)
		if (def.kindOf === id) reading.excludedGarments.add(other);
	const family = FAMILY_HEADS[id];
	if (family) reading.excludedFamilies.add(family);
}
