/**
 * Which garment the prompt designs, and what of the prompt is said of it: the head of the first
 * run of garment words, passing over a garment the writer already has ("to go with my navy
 * skirt"), and the prints, cloths and colours of that garment rather than of another.
 */
import { GARMENT_BY_ID, type Match } from './lexicon';
import { words } from './lexicon/words';
import { COLOR_GLUE } from './parse-color';
import { PHRASE_BREAKS, hitOf, pauseBetween, pushOnce, range, type Text } from './parse-text';

/**
 * Words that make a garment one the writer already has, not the one to design: "to go with my
 * navy skirt", "I have a black dress", "I'm wearing grey trousers". The design is a garment
 * named otherwise, when there is one.
 */
const OWNED_WORDS: ReadonlySet<string> = new Set(
	words('my, your, our, own, owns, have, has, bought, got, wearing, already'),
);

/** How far back an owning word reaches: "my favourite old black skirt". */
const OWNED_REACH = 4;

/** Garment words so general that a more specific neighbour names the garment better. */
const GENERIC_GARMENTS = new Set(['top']);

/** Category words a title closes with, after the garment itself: "Onesie Pyjamas", "Nightie Pyjamas". */
const CATEGORY_HEADS = new Set(['top', 'pyjamas']);

/** Whether the garment at `match` is one the writer already has: "to go with my navy skirt". */
export const alreadyHad = (text: Text, match: Match): boolean =>
	range(Math.max(0, match.start - OWNED_REACH), match.start).some(
		(i) => OWNED_WORDS.has(text.tokens[i]) && !pauseBetween(text, i + 1, match.start),
	);

/** Category words that close a title after a kind of themselves: a "Parka Jacket" is a parka. */
const FAMILY_HEADS = new Set(['jacket', 'coat']);

/** Words between two garments that make the first the style of the second: a "Shirt Style Top" is a top. */
const STYLE_WORDS: ReadonlySet<string> = new Set(words('style, styled, inspired'));

/**
 * The garment the prompt names outright, and the garments that qualify it ("shirt" in "shirt
 * dress"); `candidates` are the garment phrases that may be the design.
 */
export function designGarment(
	text: Text,
	garments: readonly Match[],
): { garment?: string; qualifiers: string[]; candidates: readonly Match[] } {
	const { tokens, pauses } = text;
	const qualifiers: string[] = [];
	// The first run of adjacent garment words names the garment; its last word is the head noun.
	// A garment the writer already has only sets the scene, if another garment is named.
	const candidates = garments.some((match) => !alreadyHad(text, match))
		? garments.filter((match) => !alreadyHad(text, match))
		: garments;
	if (candidates.length === 0) return { qualifiers, candidates };
	const run = [candidates[0]];
	let styled = false;
	for (const match of garments.filter((match) => match.start > candidates[0].start)) {
		const end = run[run.length - 1].end;
		const style = match.start === end + 1 && STYLE_WORDS.has(tokens[end]);
		if ((match.start !== end && !style) || pauses.has(match.start)) break;
		styled ||= style;
		run.push(match);
	}
	const ids = run.map((match) => hitOf(match, 'garment')!.id);
	// A generic head yields to a specific qualifier: a "camisole top" is a camisole. So does a
	// garment that is only its cloth, written after the garment as Romance languages do: a
	// "jacket jeans" (veste en jean) is a jacket in denim; but "trousers jeans" are jeans.
	const last = ids[ids.length - 1];
	const lastDef = GARMENT_BY_ID.get(last)!;
	const clothOnly = lastDef.materials.length === 1 && ids[ids.length - 2] !== lastDef.kindOf;
	const before = GARMENT_BY_ID.get(ids[ids.length - 2] ?? last)!;
	const kindBefore = FAMILY_HEADS.has(last) && before.family === lastDef.family;
	const head =
		ids.length > 1 && !styled && (CATEGORY_HEADS.has(last) || clothOnly || kindBefore)
			? ids.length - 2
			: ids.length - 1;
	let garment = ids[head];
	ids.forEach((id, i) => i !== head && pushOnce(qualifiers, id));
	// ...and to a specific garment of its own family named later ("pink top, a lace camisole" is a
	// camisole), not to another piece of an outfit ("a red top and blue jeans" is a top), nor to
	// a part or a layer the top is described with ("top ... with a vest top layered underneath").
	const family = GARMENT_BY_ID.get(garment)!.family;
	const runEnd = run[run.length - 1].end;
	const specific = candidates
		.filter(
			(match) =>
				match.start < runEnd ||
				!tokens.slice(runEnd, match.start).some((token) => PHRASE_BREAKS.has(token)),
		)
		.map((match) => hitOf(match, 'garment')!.id)
		.find((id) => !GENERIC_GARMENTS.has(id) && GARMENT_BY_ID.get(id)!.family === family);
	if (GENERIC_GARMENTS.has(garment) && specific && !styled) garment = specific;
	return { garment, qualifiers, candidates };
}

/**
 * Whether a print, cloth or colour belongs to the design, given the garment its phrase ends in
 * (`noun`) and where it stands (`at`).
 */
export function ownedByDesign(
	text: Text,
	design: string | undefined,
	qualifiers: readonly string[],
	candidates: readonly Match[],
): (item: { noun?: string; at: number }) => boolean {
	const { tokens, matches } = text;
	// What is given to another garment ("a blazer to wear with my red dress", "over a striped
	// tee", "under a leather jacket") is not the design's. A generic word after the garment's own
	// restates it, as a product title's closing category does: "Tie Dye T-Shirt Pink Festival Top".
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
	return ({ noun, at }) =>
		design === undefined ||
		noun === undefined ||
		noun === design ||
		qualifiers.includes(noun) ||
		parts.includes(noun) ||
		restates(noun, at);
}
