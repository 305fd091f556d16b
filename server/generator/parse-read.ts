/**
 * Reading a prompt into words and the lexicon's phrases, after putting what is written in
 * another order into the English one: hashtags split into words, "coat of rain" read as
 * "rain coat", "blue dark" as "dark blue".
 */
import { POSTPOSED_MODIFIERS, matchPhrases, type Match } from './lexicon';
import { words } from './lexicon/words';
import { PHRASE_BREAKS, hitOf, type Text } from './parse-text';
import { dropTitleNoise, isTitle } from './parse-title';
import { tokenizeWithPauses } from './text';

/** The prompt's words in English order, where punctuation pauses, and the phrases found. */
export function readPrompt(prompt: string): Text {
	const split = tokenizeWithPauses(splitHashtags(prompt));
	const { tokens: written, pauses } = englishNounOrder(split.tokens, split.pauses);
	const ordered = englishColorOrder(written, pauses);
	const title = isTitle(prompt);
	const { tokens, pauses: paused } = title
		? dropTitleNoise(ordered, pauses)
		: { tokens: ordered, pauses };
	const matches = matchPhrases(tokens);
	return { tokens, pauses: paused, matches: title ? productAtTheEnd(tokens, matches) : matches };
}

/**
 * A product title ends in its product: an idiom there whose last word names a garment or an
 * accessory is that product ("Park Avenue Men Black Tie" is a black tie, not a dress code).
 */
function productAtTheEnd(tokens: readonly string[], matches: Match[]): Match[] {
	const last = matches[matches.length - 1];
	if (!last || last.hits.length > 0 || last.end !== tokens.length) return matches;
	const literal = matchPhrases(tokens.slice(last.start), { literal: true }).map((match) => ({
		...match,
		start: match.start + last.start,
		end: match.end + last.start,
	}));
	const named = literal[literal.length - 1];
	return named?.end === tokens.length && hitOf(named, 'garment')
		? [...matches.slice(0, -1), ...literal]
		: matches;
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
const TAG_WORDS: ReadonlySet<string> = new Set(
	words(`
		summer, winter, spring, autumn, fall, print, party, work, office, beach, holiday, vintage,
		retro, boho, outfit, style, fashion, look, date, night, day, new, my, the, kids, baby, girls,
		boys, mens, womens, ladies, wedding, festival, street, wear
	`),
);

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
function knownPhrase(phrase: string[]): boolean {
	const matches = matchPhrases(phrase);
	const whole = matches.length === 1 && matches[0].start === 0 && matches[0].end === phrase.length;
	if (whole) return matches[0].hits.some((hit) => hit.kind === 'garment' || hit.kind === 'color');
	return matches.length === phrase.length && matches.every((match) => hitOf(match, 'garment'));
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
