/**
 * Reading colours: a colour word with its modifier and family word, and what it belongs to, the
 * garment, its print, or a part such as the buttons ("a navy dress with gold buttons").
 */
import { adjustColor, hueOf, mix } from './color';
import {
	BASIC_COLORS,
	COMPOUND_HUES,
	RESTATED_HUES,
	matchPhrases,
	type ColorModifier,
} from './lexicon';
import { words } from './lexicon/words';
import { adjoins, hitOf, nounAfter, pauseBetween, type Text } from './parse-text';
import { tokenize } from './text';

/** What a colour in the prompt belongs to: the garment, the print, or a part such as the buttons. */
export type ColorRole = 'garment' | 'pattern' | 'part';

export interface ParsedColor {
	name: string;
	hex: string;
	role: ColorRole;
	/** The detail a part colour belongs to ("gold buttons" -> "buttons"), when the prompt says. */
	detail?: string;
}

/** Modifiers that only intensify keep the plain name ("rich burgundy" is burgundy); the rest name a shade. */
export const PLAIN_MODIFIERS: ReadonlySet<ColorModifier> = new Set(['rich', 'vivid']);

/**
 * Words that may sit between colours of one group: "black, white and red stripes". Not "with":
 * in "black with white stripes" and "white with navy trim" the first colour is the cloth's.
 */
export const COLOR_GLUE = new Set(['and', 'or', 'in', 'on', 'a', 'the', 'tone', 'toned']);

/** Details whose colour a prompt may set apart: "gold buttons", "a red belt". */
const COLORABLE_DETAILS: ReadonlySet<string> = new Set(
	words(`
		buttons, belt, collar, lapels, zip, bow, hood, pockets, side-stripes, embroidery, beading,
		studs, drawstring, epaulettes, ruffles, fringe, fur-trim
	`),
);

/** Words that say what a garment is: "my jeans are black". */
const COPULAS = new Set(['is', 'are', 'was', 'were']);

/** A colour of the prompt with where it stands, the garment it is said of, and whether "with" brings it. */
export type ColorAt = ParsedColor & { at: number; noun?: string; motif?: boolean };

/**
 * The colour the phrase at `matches[m]` names, with a modifier before it ("dark navy") and the
 * hue word that completes it ("champagne gold"): its name, what it belongs to (no `color` when
 * that is an accessory), and `last`, the index of the last phrase it took.
 */
export function readColor(
	text: Text,
	first: number,
): { name: string; color?: ColorAt; last: number } | undefined {
	const { matches } = text;
	const match = matches[first];
	let m = first;
	const modifier = hitOf(match, 'modifier');
	const next = matches[m + 1];
	const color =
		hitOf(match, 'color') ??
		(modifier && adjoins(text, match, next) ? hitOf(next, 'color') : undefined);
	if (!color) return undefined;
	let { name, hex } = color;
	let end = match.end;
	if (modifier && !hitOf(match, 'color')) {
		hex = adjustColor(hex, modifier.id);
		if (!PLAIN_MODIFIERS.has(modifier.id)) name = `${modifier.id} ${name}`;
		m += 1; // the colour word was consumed with its modifier
		end = next.end;
	}
	// "Champagne gold", "camel brown": a shade followed by its own family's word is one colour,
	// named by the shade when the family word only restates its hue ("stone grey" is stone).
	const head =
		matches[m + 1] && adjoins(text, matches[m], matches[m + 1])
			? hitOf(matches[m + 1], 'color')
			: undefined;
	// Romance order puts the family first: "vert olive", "red wine", "green of olive".
	const shade = !modifier ? shadeAfter(text, m) : undefined;
	if (head && formsCompound(color, head)) {
		if (!RESTATED_HUES.has(head.name)) name = `${name} ${head.name}`;
		hex = mix(hex, head.hex, 0.3);
		m += 1;
		end = matches[m].end;
	} else if (shade && restatedBy(shade.color.name, color.name)) {
		({ name, hex } = shade.color);
		m = shade.index;
		end = matches[m].end;
	}
	const found = colorRole(text, m, end);
	// "My jeans are black": a colour said of a garment is that garment's.
	const role =
		found?.role === 'garment' && found.noun === undefined
			? { ...found, noun: subjectOf(text, match.start) }
			: found;
	if (role === undefined) return { name, last: m };
	return {
		name,
		last: m,
		color: {
			name,
			hex,
			at: match.start,
			...role,
			motif: role.role === 'pattern' && followsWith(text, match.start),
		},
	};
}

/**
 * Whether a colour and the hue word after it name one colour: a shade followed by its own
 * family ("champagne gold", "camel brown", "stone grey"), not two colours listed side by side
 * as product titles do ("Red Black", "Black White Grey").
 */
export function formsCompound(
	shade: { name: string; hex: string },
	head: { name: string; hex: string },
): boolean {
	if (!COMPOUND_HUES.has(head.name) || BASIC_COLORS.has(shade.name)) return false;
	const a = hueOf(shade.hex);
	const b = hueOf(head.hex);
	if (b.chroma < 0.15) return a.chroma < 0.15;
	const apart = Math.abs(a.hue - b.hue);
	return a.chroma >= 0.08 && Math.min(apart, 360 - apart) <= 45;
}

/**
 * Whether `shade` is named with `family` after it in the lexicon ("olive green", "navy blue",
 * "wine red"), so "green olive" or "red wine" is the shade written family first. Two colours a
 * title lists side by side ("purple teal") are not: nobody writes "teal purple" for teal.
 */
function restatedBy(shade: string, family: string): boolean {
	if (!COMPOUND_HUES.has(family) || BASIC_COLORS.has(shade)) return false;
	const phrase = tokenize(`${shade} ${family}`);
	const [match] = matchPhrases(phrase);
	return (
		match !== undefined && match.end === phrase.length && hitOf(match, 'color')?.name === shade
	);
}

/** The colour right after the colour at `matches[m]`, or after it and "of": "green olive", "green of olive". */
function shadeAfter(
	text: Text,
	m: number,
): { color: { name: string; hex: string }; index: number } | undefined {
	const { tokens, matches } = text;
	const next = matches[m + 1];
	if (!next || text.pauses.has(next.start)) return undefined;
	const gap = tokens.slice(matches[m].end, next.start);
	if (!(gap.length === 0 || (gap.length === 1 && gap[0] === 'of'))) return undefined;
	const color = hitOf(next, 'color');
	return color && !hitOf(next, 'modifier') ? { color, index: m + 1 } : undefined;
}

/**
 * A colour belongs to what follows it once other colours and glue words are skipped; undefined
 * when that is an accessory, which the design does not include. A garment colour also names the
 * garment (or suggested garment) its phrase ends in, when it ends in one.
 */
function colorRole(
	text: Text,
	index: number,
	end: number,
): { role: ColorRole; detail?: string; noun?: string } | undefined {
	const { tokens, matches } = text;
	// A product title puts the colour after the garment: "Flared Trousers Mustard + Brown Shirt".
	const before = matches[index - 1];
	const closes = end === tokens.length || text.pauses.has(end);
	if (closes && before && adjoins(text, before, matches[index]) && hitOf(before, 'garment'))
		return { role: 'garment', noun: hitOf(before, 'garment')!.id };
	// A part's colour does not reach back past a comma: in "blazer, navy, gold buttons" navy is the
	// blazer's; nor past another colour written straight after it, as a title lists the cloth's
	// colour and then the part's ("Lehenga Pink Gold Embroidery"), where "and" would join them.
	let listed = false;
	let m = index + 1;
	for (; m < matches.length; m++) {
		const match = matches[m];
		if (!tokens.slice(end, match.start).every((token) => COLOR_GLUE.has(token))) break;
		if (hitOf(match, 'color') || hitOf(match, 'modifier')) {
			listed ||=
				pauseBetween(text, end, match.start) ||
				(m === index + 1 && match.start === end && hitOf(match, 'color') !== undefined);
			end = match.end;
			continue;
		}
		// Past a comma only more colours join the group: "fleece jacket, navy, half zip".
		if (pauseBetween(text, end, match.start)) break;
		if (hitOf(match, 'pattern') && !hitOf(match, 'garment')) return { role: 'pattern' };
		const detail = hitOf(match, 'detail');
		if (
			detail &&
			COLORABLE_DETAILS.has(detail.id) &&
			!hitOf(match, 'garment') &&
			namesPart(text, m)
		)
			return listed ? { role: 'garment' } : { role: 'part', detail: detail.id };
		if (hitOf(match, 'part')) return listed ? { role: 'garment' } : { role: 'part' };
		if (hitOf(match, 'accessory')) return undefined;
		break;
	}
	return { role: 'garment', noun: nounAfter(text, m, end) };
}

/**
 * Whether a detail phrase names a part that can take its own colour ("gold buttons", "a red
 * belt") rather than describing the garment that follows ("black embroidered jacket", "blush
 * ruffle blouse").
 */
function namesPart(text: Text, m: number): boolean {
	const match = text.matches[m];
	const next = text.matches[m + 1];
	if (text.tokens[match.end - 1].endsWith('ed')) return false;
	return !(next && next.start === match.end && hitOf(next, 'garment'));
}

/** The garment a colour at `start` is said of: "my jeans are black", "the coat is camel". */
function subjectOf({ tokens, matches }: Text, start: number): string | undefined {
	if (!COPULAS.has(tokens[start - 1] ?? '')) return undefined;
	const before = matches.find((match) => match.end === start - 1);
	return before && hitOf(before, 'garment')?.id;
}

/** Whether "with" introduces the phrase at `start`, past words the lexicon does not know: "with big red flowers". */
function followsWith({ tokens, matches }: Text, start: number): boolean {
	for (let i = start - 1; i >= 0 && i >= start - 3; i--) {
		if (tokens[i] === 'with') return true;
		if (matches.some((match) => match.start <= i && i < match.end)) return false;
	}
	return false;
}
