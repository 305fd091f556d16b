import { adjustColor, hueOf, mix } from './color';
import {
	BASIC_COLORS,
	COMPOUND_HUES,
	GARMENT_BY_ID,
	GENERIC_PATTERN_PHRASES,
	POSTPOSED_MODIFIERS,
	RESTATED_HUES,
	QUALIFYING_MATERIAL_WORDS,
	matchPhrases,
	type ColorModifier,
	type Hit,
	type Match,
} from './lexicon';
import { tokenize, tokenizeWithPauses } from './text';

/** What a colour in the prompt belongs to: the garment, the print, or a part such as the buttons. */
export type ColorRole = 'garment' | 'pattern' | 'part';

export interface ParsedColor {
	name: string;
	hex: string;
	role: ColorRole;
	/** The detail a part colour belongs to ("gold buttons" -> "buttons"), when the prompt says. */
	detail?: string;
}

export interface ParsedPrompt {
	/** Garment the prompt names outright; the head noun wins ("shirt dress" is a dress). */
	garment?: string;
	/** Garments that qualify the head noun ("shirt" in "shirt dress"): they lend their signature details. */
	qualifiers: string[];
	/** A garment only suggested ("a black turtleneck" suggests a sweater). */
	hint?: string;
	/** Main colour first: garment colours, then print colours, then part colours, each in prompt order. */
	colors: ParsedColor[];
	pattern?: string;
	materials: string[];
	/** Materials of a trim, not of the garment: "faux fur trim". */
	trimMaterials: string[];
	details: string[];
	/** What the prompt rules out ("no hood", "without pockets"). */
	excluded: Set<string>;
	/** The prompt colours only the print's motifs or parts ("a shirt with red flowers", "gold buttons"): the cloth's colour is open. */
	groundOpen: boolean;
}

/** Modifiers that only intensify keep the plain name ("rich burgundy" is burgundy); the rest name a shade. */
const PLAIN_MODIFIERS: ReadonlySet<ColorModifier> = new Set(['rich', 'vivid']);
/**
 * Words that may sit between colours of one group: "black, white and red stripes". Not "with":
 * in "black with white stripes" and "white with navy trim" the first colour is the cloth's.
 */
const COLOR_GLUE = new Set(['and', 'or', 'in', 'on', 'a', 'the', 'tone', 'toned']);
/** Details whose colour a prompt may set apart: "gold buttons", "a red belt". */
const COLORABLE_DETAILS = new Set([
	'buttons',
	'belt',
	'collar',
	'lapels',
	'zip',
	'bow',
	'hood',
	'pockets',
	'side-stripes',
	'embroidery',
	'beading',
	'studs',
	'drawstring',
	'epaulettes',
	'ruffles',
	'fringe',
	'fur-trim',
]);
/** Words that end the phrase a colour describes: in "a blazer to wear with my red dress", red is the dress's. */
const PHRASE_BREAKS = new Set([
	'with',
	'to',
	'for',
	'under',
	'over',
	'underneath',
	'beneath',
	'and',
	'or',
	'but',
	'plus',
	'pair',
	'paired',
	'match',
	'matching',
	'wear',
	'worn',
	'so',
	'because',
	'since',
]);
/**
 * Words that make a garment one the writer already has, not the one to design: "to go with my
 * navy skirt", "I have a black dress", "I'm wearing grey trousers". The design is a garment
 * named otherwise, when there is one.
 */
const OWNED_WORDS = new Set([
	'my',
	'your',
	'our',
	'own',
	'owns',
	'have',
	'has',
	'bought',
	'got',
	'wearing',
	'already',
]);
/** How far back an owning word reaches: "my favourite old black skirt". */
const OWNED_REACH = 4;
/** Words that say what a garment is: "my jeans are black". */
const COPULAS = new Set(['is', 'are', 'was', 'were']);
/** Garment words so general that a more specific neighbour names the garment better. */
const GENERIC_GARMENTS = new Set(['top']);
/** Category words a title closes with, after the garment itself: "Onesie Pyjamas", "Nightie Pyjamas". */
const CATEGORY_HEADS = new Set(['top', 'pyjamas']);
/** What a phrase ending in an accessory belongs to: nothing the design is made of. */
const ACCESSORY = '#accessory';
/** Negation reaches this many words ahead: "without a hood", "no front pockets". */
const NEGATION_REACH = 4;

/** The index of the first token after `from` that follows a pause (the end of the clause), or `end`. */
function nextPause(pauses: ReadonlySet<number>, from: number, end: number): number {
	for (let i = from + 1; i < end; i++) if (pauses.has(i)) return i;
	return end;
}

const hitOf = <K extends Hit['kind']>(
	match: Match,
	kind: K,
): Extract<Hit, { kind: K }> | undefined =>
	match.hits.find((hit): hit is Extract<Hit, { kind: K }> => hit.kind === kind);

export function parsePrompt(prompt: string): ParsedPrompt {
	const words = tokenizeWithPauses(splitHashtags(prompt));
	const { tokens: written, pauses } = englishNounOrder(words.tokens, words.pauses);
	const tokens = englishColorOrder(written, pauses);
	const matches = matchPhrases(tokens);
	const text: Text = { tokens, pauses, matches };
	const parsed: ParsedPrompt = {
		qualifiers: [],
		colors: [],
		materials: [],
		trimMaterials: [],
		details: [],
		excluded: new Set(),
		groundOpen: false,
	};
	const colors: (ParsedColor & { at: number; noun?: string; motif?: boolean })[] = [];
	// Prints and cloths, with the garment their phrase ends in: "a navy blazer over a striped tee".
	const patterns: { id: string; at: number; noun?: string; generic: boolean }[] = [];
	const materials: { id: string; at: number; noun?: string; trim: boolean; qualifies?: boolean }[] =
		[];
	const garments: Match[] = [];
	let negateUntil = -1;

	for (let m = 0; m < matches.length; m++) {
		const match = matches[m];
		if (hitOf(match, 'negation')) {
			// Up to NEGATION_REACH words, and never past the clause: "rather than princessy: a lilac gown".
			negateUntil = Math.min(
				match.end + NEGATION_REACH,
				nextPause(pauses, match.end, tokens.length),
			);
			continue;
		}
		const negated = match.start < negateUntil;
		// A negation covers a list joined by "or", "nor" or "and": "not white or blue", "no hood or pockets".
		if (negated)
			negateUntil =
				matches[m + 1] &&
				['or', 'nor', 'and'].includes(tokens.slice(match.end, matches[m + 1].start).join(' '))
					? matches[m + 1].end
					: -1;

		const modifier = hitOf(match, 'modifier');
		const next = matches[m + 1];
		const color =
			hitOf(match, 'color') ??
			(modifier && adjoins(text, match, next) ? hitOf(next, 'color') : undefined);
		if (color) {
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
			if (negated) parsed.excluded.add(name);
			else if (role !== undefined)
				colors.push({
					name,
					hex,
					at: match.start,
					...role,
					motif: role.role === 'pattern' && followsWith(text, match.start),
				});
		}

		// A colour phrase may mean more than its colour: "light wash" is light blue denim.
		const noun = hitOf(match, 'garment')?.id ?? nounAfter(text, m + 1, match.end);
		// A print or cloth named for a piece of cloth is that piece's: a "tartan lining", "leather straps".
		const partsOwn =
			adjoins(text, match, matches[m + 1]) &&
			hitOf(matches[m + 1], 'part')?.cloth === true &&
			!hitOf(match, 'garment');
		for (const hit of match.hits) {
			const id = hit.kind !== 'modifier' && 'id' in hit ? hit.id : undefined;
			if (id === undefined) continue;
			if (negated) {
				parsed.excluded.add(id);
				continue;
			}
			if (hit.kind === 'pattern' && !partsOwn)
				patterns.push({
					id,
					at: match.start,
					noun,
					generic: GENERIC_PATTERN_PHRASES.has(tokens.slice(match.start, match.end).join(' ')),
				});
			const garmentAfter = adjoins(text, match, matches[m + 1])
				? hitOf(matches[m + 1], 'garment')
				: undefined;
			if (hit.kind === 'motif' && garmentAfter)
				patterns.push({ id, at: match.start, noun: garmentAfter.id, generic: false });
			// A material named with a detail and no garment ("fur trim") is the trim's, not the cloth's.
			if (hit.kind === 'material') {
				const trim = partsOwn || (hitOf(match, 'detail') !== undefined && !hitOf(match, 'garment'));
				const qualifies =
					QUALIFYING_MATERIAL_WORDS.has(tokens.slice(match.start, match.end).join(' ')) &&
					adjoins(text, match, matches[m + 1]) &&
					hitOf(matches[m + 1], 'material') !== undefined;
				materials.push({ id, at: match.start, noun, trim, qualifies });
			}
			if (hit.kind === 'detail') pushOnce(parsed.details, hit.id);
			if (hit.kind === 'hint' && parsed.hint === undefined) parsed.hint = hit.id;
		}
		if (!negated && hitOf(match, 'garment')) garments.push(match);
	}

	// The first run of adjacent garment words names the garment; its last word is the head noun.
	// A garment the writer already has only sets the scene, if another garment is named.
	const alreadyHad = (match: Match): boolean =>
		range(Math.max(0, match.start - OWNED_REACH), match.start).some(
			(i) => OWNED_WORDS.has(tokens[i]) && !pauseBetween(text, i + 1, match.start),
		);
	const candidates = garments.some((match) => !alreadyHad(match))
		? garments.filter((match) => !alreadyHad(match))
		: garments;
	if (candidates.length > 0) {
		const run = [candidates[0]];
		for (const match of garments.filter((match) => match.start > candidates[0].start)) {
			if (match.start !== run[run.length - 1].end || pauses.has(match.start)) break;
			run.push(match);
		}
		const ids = run.map((match) => hitOf(match, 'garment')!.id);
		// A generic head yields to a specific qualifier: a "camisole top" is a camisole. So does a
		// garment that is only its cloth, written after the garment as Romance languages do: a
		// "jacket jeans" (veste en jean) is a jacket in denim; but "trousers jeans" are jeans.
		const last = ids[ids.length - 1];
		const lastDef = GARMENT_BY_ID.get(last)!;
		const clothOnly = lastDef.materials.length === 1 && ids[ids.length - 2] !== lastDef.kindOf;
		const head =
			ids.length > 1 && (CATEGORY_HEADS.has(last) || clothOnly) ? ids.length - 2 : ids.length - 1;
		parsed.garment = ids[head];
		ids.forEach((id, i) => i !== head && pushOnce(parsed.qualifiers, id));
		// ...and to a specific garment of its own family named later ("pink top, a lace camisole" is a
		// camisole), not to another piece of an outfit ("a red top and blue jeans" is a top).
		const family = GARMENT_BY_ID.get(parsed.garment)!.family;
		const specific = candidates
			.map((match) => hitOf(match, 'garment')!.id)
			.find((id) => !GENERIC_GARMENTS.has(id) && GARMENT_BY_ID.get(id)!.family === family);
		if (GENERIC_GARMENTS.has(parsed.garment) && specific) parsed.garment = specific;
	}

	// What is given to another garment ("a blazer to wear with my red dress", "over a striped
	// tee", "under a leather jacket") is not the design's. A generic word after the garment's own
	// restates it, as a product title's closing category does: "Tie Dye T-Shirt Pink Festival Top".
	const design = parsed.garment ?? parsed.hint;
	const designAt =
		candidates.find((match) => hitOf(match, 'garment')!.id === design)?.start ?? Infinity;
	const colorWords = new Set(
		matches
			.filter((match) => hitOf(match, 'color') || hitOf(match, 'modifier'))
			.flatMap((match) => range(match.start, match.end)),
	);
	const breaksAt = (i: number): boolean =>
		PHRASE_BREAKS.has(tokens[i]) &&
		!(COLOR_GLUE.has(tokens[i]) && colorWords.has(i - 1) && colorWords.has(i + 1));
	const restates = (noun: string, at: number): boolean =>
		GENERIC_GARMENTS.has(noun) && at > designAt && !range(designAt, at).some(breaksAt);
	// A dress's skirt, a suit's jacket: a part of the design, named as a garment, is the design's.
	const parts = design === undefined ? [] : (GARMENT_BY_ID.get(design)?.parts ?? []);
	const owned = ({ noun, at }: { noun?: string; at: number }): boolean =>
		design === undefined ||
		noun === undefined ||
		noun === design ||
		parsed.qualifiers.includes(noun) ||
		parts.includes(noun) ||
		restates(noun, at);
	const prints = patterns.filter(owned);
	parsed.pattern = (prints.find((print) => !print.generic) ?? prints[0])?.id;
	// "Stretch denim": the cloth first, the quality it has after it.
	const byRole = [
		...materials.filter((material) => !material.qualifies),
		...materials.filter((material) => material.qualifies),
	];
	for (const material of byRole.filter(owned))
		pushOnce(material.trim ? parsed.trimMaterials : parsed.materials, material.id);
	const own = colors.filter(owned);
	parsed.groundOpen = own.length > 0 && own.every((color) => color.motif || color.role === 'part');
	const rank: Record<ColorRole, number> = { garment: 0, pattern: 1, part: 2 };
	const seen = new Set<string>();
	parsed.colors = own
		.sort((a, b) => rank[a.role] - rank[b.role] || a.at - b.at)
		.filter((color) => !seen.has(color.name) && seen.add(color.name))
		.map(({ at: _at, noun: _noun, motif: _motif, ...color }) => color);
	if (parsed.pattern && parsed.excluded.has(parsed.pattern)) parsed.pattern = undefined;
	return parsed;
}

/** The prompt as the parser reads it: its words, where punctuation pauses, and the phrases found. */
interface Text {
	tokens: readonly string[];
	pauses: ReadonlySet<number>;
	matches: readonly Match[];
}

/** Whether punctuation falls between the word before `from` and the word at `to`. */
const pauseBetween = (text: Text, from: number, to: number): boolean =>
	[...text.pauses].some((at) => at >= from && at <= to && at > 0);

/** Whether `next` follows `match` word for word, with no punctuation between. */
const adjoins = (text: Text, match: Match, next: Match | undefined): next is Match =>
	next !== undefined && next.start === match.end && !text.pauses.has(next.start);

/**
 * Whether a colour and the hue word after it name one colour: a shade followed by its own
 * family ("champagne gold", "camel brown", "stone grey"), not two colours listed side by side
 * as product titles do ("Red Black", "Black White Grey").
 */
function formsCompound(
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
	const words = tokenize(`${shade} ${family}`);
	const [match] = matchPhrases(words);
	return match !== undefined && match.end === words.length && hitOf(match, 'color')?.name === shade;
}

/**
 * Hashtags run their words together: "#RedDress", "#summerdress", "#blackleatherjacket". A tag
 * is split at its capitals, and a run of lower-case letters the lexicon does not know as one
 * word into words it does know, when it can be ("red dress", "black leather jacket").
 */
function splitHashtags(prompt: string): string {
	return prompt.replace(
		/#([\p{L}\p{N}_]+)/gu,
		(_, tag: string) =>
			` ${tag
				.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
				.split(/[\s_]+/)
				.map((word) => (segment(word.toLowerCase(), 3) ?? [word]).join(' '))
				.join(' ')} `,
	);
}

/** Words a hashtag often joins to the words that matter: "#summerdress", "#floralprint". */
const TAG_WORDS = new Set([
	'summer',
	'winter',
	'spring',
	'autumn',
	'fall',
	'print',
	'party',
	'work',
	'office',
	'beach',
	'holiday',
	'vintage',
	'retro',
	'boho',
	'outfit',
	'style',
	'fashion',
	'look',
	'date',
	'night',
	'day',
	'new',
	'my',
	'the',
	'kids',
	'baby',
	'girls',
	'boys',
	'mens',
	'womens',
	'ladies',
	'wedding',
	'festival',
	'street',
	'wear',
]);
const knownWord = (word: string): boolean => {
	const [match] = matchPhrases([word]);
	return TAG_WORDS.has(word) || (match !== undefined && match.hits.length > 0);
};

/** The word as up to `parts` words the lexicon knows, longest first word first; undefined if it cannot be. */
function segment(word: string, parts: number): string[] | undefined {
	if (knownWord(word) || /\d/.test(word)) return [word];
	if (parts < 2) return undefined;
	for (let cut = word.length - 3; cut >= 3; cut--) {
		const head = word.slice(0, cut);
		if (!knownWord(head)) continue;
		const rest = segment(word.slice(cut), parts - 1);
		if (rest && rest.every(knownWord)) return [head, ...rest];
	}
	return undefined;
}

/**
 * "Coat of rain", "dress of wedding", "green of olive": Romance languages join two nouns with
 * "of" where English puts them side by side. Where the English order is a phrase the lexicon
 * knows ("rain coat", "wedding dress", "olive green"), the words are put in that order.
 */
function englishNounOrder(
	tokens: readonly string[],
	pauses: ReadonlySet<number>,
): { tokens: string[]; pauses: Set<number> } {
	const ordered: string[] = [];
	const moved = new Set<number>();
	for (let i = 0; i < tokens.length; i++) {
		const [head, of, noun] = [tokens[i], tokens[i + 1], tokens[i + 2]];
		if (
			of === 'of' &&
			noun !== undefined &&
			!pauses.has(i + 1) &&
			!pauses.has(i + 2) &&
			knownPhrase([noun, head])
		) {
			ordered.push(noun, head);
			moved.add(i + 1);
			i += 2;
			continue;
		}
		ordered.push(tokens[i]);
	}
	if (moved.size === 0) return { tokens: [...tokens], pauses: new Set(pauses) };
	// Each "of" removed shifts the pauses after it one word to the left.
	const shifted = new Set<number>();
	for (const at of pauses) shifted.add(at - [...moved].filter((of) => of < at).length);
	return { tokens: ordered, pauses: shifted };
}

/** Whether the words are one garment or colour phrase of the lexicon, or a garment named by another ("jeans shorts"). */
function knownPhrase(words: string[]): boolean {
	const matches = matchPhrases(words);
	const whole = matches.length === 1 && matches[0].start === 0 && matches[0].end === words.length;
	if (whole) return matches[0].hits.some((hit) => hit.kind === 'garment' || hit.kind === 'color');
	return matches.length === words.length && matches.every((match) => hitOf(match, 'garment'));
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
 * The prompt's words with colour modifiers put first, English-fashion: "blue dark" is dark blue,
 * "bleu clair" light blue. Only where the modifier closes the phrase ("color blue dark, with
 * flowers"); "a white light summer dress" is left as written.
 */
function englishColorOrder(tokens: readonly string[], pauses: ReadonlySet<number>): string[] {
	const matches = matchPhrases(tokens);
	const ordered = [...tokens];
	for (let m = 0; m + 1 < matches.length; m++) {
		const [before, color, after] = [matches[m - 1], matches[m], matches[m + 1]];
		const modifier = hitOf(after, 'modifier');
		const english = modifier && POSTPOSED_MODIFIERS[modifier.id];
		if (!english || !hitOf(color, 'color') || after.start !== color.end || pauses.has(after.start))
			continue;
		if (before && before.end === color.start && hitOf(before, 'modifier')) continue;
		const closes =
			after.end === tokens.length || pauses.has(after.end) || PHRASE_BREAKS.has(tokens[after.end]);
		if (closes)
			ordered.splice(
				color.start,
				after.end - color.start,
				english,
				...tokens.slice(color.start, color.end),
			);
	}
	return ordered;
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

/** The garment the phrase from `matches[from]` ends in ("mock neck top": top), else the one it suggests ("turtleneck"). */
function nounAfter(text: Text, from: number, end: number): string | undefined {
	const { tokens, matches } = text;
	let hint: string | undefined;
	for (let m = from; m < matches.length; m++) {
		const match = matches[m];
		if (
			pauseBetween(text, end, match.start) ||
			tokens.slice(end, match.start).some((token) => PHRASE_BREAKS.has(token))
		)
			break;
		const garment = hitOf(match, 'garment');
		if (garment) return garment.id;
		// "Tan suede chelsea boots": the phrase is an accessory's, which the design does not include;
		// unless the accessory only describes the garment named next ("a silk scarf top").
		if (
			hitOf(match, 'accessory') &&
			!(adjoins(text, match, matches[m + 1]) && hitOf(matches[m + 1], 'garment'))
		)
			return ACCESSORY;
		// A cloth that also suggests a garment ("fleece", "flannel") is here the cloth: "a hoodie in green fleece".
		if (!hitOf(match, 'material')) hint ??= hitOf(match, 'hint')?.id;
		end = match.end;
	}
	return hint;
}

const range = (from: number, to: number): number[] =>
	Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);

function pushOnce(list: string[], item: string): void {
	if (!list.includes(item)) list.push(item);
}
