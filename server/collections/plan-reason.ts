/**
 * Why a design is in the line, said in words the generator reads as nothing: a reason that
 * named a colour, cloth or garment would change the design it explains.
 */
import { matchPhrases } from '../generator/lexicon';
import { tokenize } from '../generator/text';
import type { LineFamily } from './plan-garments';

/** Whether the lexicon finds nothing in the words (an idiom such as "mob wife" is nothing). */
export function readsAsNothing(words: string): boolean {
	return matchPhrases(tokenize(words)).every((match) => match.hits.length === 0);
}

/** Words a brief's opening may carry that say nothing of the line: "Imagine a ...", "The". */
const LEADING = /^(imagine|the|a|an|our|this|my)\s+/i;

/**
 * The line's name for the reasons: the brief's opening words up to its first pause, colon, "in"
 * or "with" ("Resort capsule in washed linen" -> "resort capsule"), when they are few and read as
 * nothing; else "collection".
 */
export function lineLabel(brief: string): string {
	const opening = brief
		.split(/[:;,.!?()\n—–]|\s-\s|\s(?:in|with|for|of)\s/i)[0]
		.trim()
		.replace(LEADING, '')
		.replace(/[^\p{L}\p{N}'’ -]/gu, '')
		.toLowerCase();
	const words = opening.split(/\s+/).filter(Boolean);
	if (words.length === 0 || words.length > 5 || !readsAsNothing(opening)) return 'collection';
	return opening;
}

const ROLE: Readonly<Record<LineFamily, string>> = {
	tops: 'a layering piece',
	outerwear: 'the outer layer',
	dresses: 'a statement piece',
	bottoms: 'a foundation piece',
	'one-pieces': 'an easy throw-on piece',
	accessories: 'a finishing touch',
};

const ORDINALS = ['lead', 'second', 'third', 'fourth', 'fifth', 'sixth'];

/** "a foundation piece for the resort capsule, in its lead colour". */
export function reasonFor(why: {
	family: LineFamily;
	named: boolean;
	printed: boolean;
	/** Where the design's colour stands in the palette (0: the lead colour). */
	colorRank: number;
	addedColor: boolean;
	label: string;
}): string {
	const role = why.named
		? `one of the pieces the ${why.label} calls for`
		: `${ROLE[why.family]} for the ${why.label}`;
	const colour = why.printed
		? 'carrying its signature motif'
		: why.addedColor
			? 'in a colour chosen to sit with the named ones'
			: `in its ${ORDINALS[why.colorRank]} colour`;
	return `${role}, ${colour}`;
}
