/**
 * The prompt as the parser reads it, and the helpers every stage of the parser shares: where
 * phrases meet, where punctuation pauses, and which garment a phrase ends in.
 */
import type { Hit, Match } from './lexicon';
import { words } from './lexicon/words';

/** The prompt as the parser reads it: its words, where punctuation pauses, and the phrases found. */
export interface Text {
	tokens: readonly string[];
	pauses: ReadonlySet<number>;
	matches: readonly Match[];
}

/** Words that end the phrase a colour describes: in "a blazer to wear with my red dress", red is the dress's. */
export const PHRASE_BREAKS: ReadonlySet<string> = new Set(
	words(`
		with, to, for, under, over, underneath, beneath, and, or, but, plus, pair, paired, match,
		matching, wear, worn, so, because, since
	`),
);

/** What a phrase ending in an accessory belongs to: nothing the design is made of. */
export const ACCESSORY = '#accessory';

export const hitOf = <K extends Hit['kind']>(
	match: Match,
	kind: K,
): Extract<Hit, { kind: K }> | undefined =>
	match.hits.find((hit): hit is Extract<Hit, { kind: K }> => hit.kind === kind);

/** The index of the first token after `from` that follows a pause (the end of the clause), or `end`. */
export function nextPause(pauses: ReadonlySet<number>, from: number, end: number): number {
	for (let i = from + 1; i < end; i++) if (pauses.has(i)) return i;
	return end;
}

/** Whether punctuation falls between the word before `from` and the word at `to`. */
export const pauseBetween = (text: Text, from: number, to: number): boolean =>
	[...text.pauses].some((at) => at >= from && at <= to && at > 0);

/** Whether `next` follows `match` word for word, with no punctuation between. */
export const adjoins = (text: Text, match: Match, next: Match | undefined): next is Match =>
	next !== undefined && next.start === match.end && !text.pauses.has(next.start);

/** The garment the phrase from `matches[from]` ends in ("mock neck top": top), else the one it suggests ("turtleneck"). */
export function nounAfter(text: Text, from: number, end: number): string | undefined {
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

export const range = (from: number, to: number): number[] =>
	Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);

export function pushOnce(list: string[], item: string): void {
	if (!list.includes(item)) list.push(item);
}
