/**
 * Reading a retail product title: "U.S. Polo Assn. Men Check Brown Shirt", "Red Rose Pink
 * Camisole". A title opens with a brand and an audience word, then the product's own colour,
 * print and garment; the brand's words ("Polo", "Check", "Red Rose") are no garment, print or
 * colour of the product. Those words, and the audience words (Men, Women, Kids), are taken out
 * before the phrases are read. Merchandising words (Solid, Printed, Pack of 3) need no rule: the
 * lexicon gives them no design.
 */
import { matchPhrases, type Match } from './lexicon';
import { words } from './lexicon/words';
import { hitOf } from './parse-text';

/** Who a product is for: no design in them. "Baby" is not among them: it is also a colour ("baby blue"). */
const AUDIENCE: ReadonlySet<string> = new Set(
	words(`
		men, mens, man, women, womens, woman, ladies, boys, boy, girls, girl, kids, kid, infant,
		infants, unisex, toddler, toddlers, teens, teen, juniors
	`),
);

/** Small words a brand region may hold that say nothing of the brand ("by", "of"). */
const FUNCTION_WORDS: ReadonlySet<string> = new Set(
	words('a, an, the, of, for, by, and, in, on, at, to, with, from'),
);

/** A brand stands before the audience word within this many words: "United Colors of Benetton Women". */
const BRAND_REACH = 5;

/**
 * Whether the prompt is written as a title: no sentence, most words capitalised. Only a title
 * opens with a brand; "a men's camel overcoat" is a sentence.
 */
export function isTitle(prompt: string): boolean {
	const written = prompt.match(/\p{L}[\p{L}'’.-]*/gu) ?? [];
	if (written.length < 2 || /[.!?]\s+\p{Ll}/u.test(prompt)) return false;
	const capitalised = written.filter((word) => /^\p{Lu}/u.test(word)).length;
	if (capitalised / written.length >= 0.6) return true;
	// A brand may be written in lower case ("Do u speak green Men Blue Shorts"): a capitalised
	// audience word followed to the end by capitalised words is a title's product part.
	const audience = written.findIndex(
		(word, i) => i > 0 && /^\p{Lu}/u.test(word) && AUDIENCE.has(word.toLowerCase()),
	);
	const product = audience < 0 ? [] : written.slice(audience + 1);
	return product.length > 0 && product.every((word) => /^[\p{Lu}\p{N}]/u.test(word));
}

interface Tokens {
	tokens: string[];
	pauses: Set<number>;
}

/** The title without its brand, audience and merchandising words. */
export function dropTitleNoise(tokens: readonly string[], pauses: ReadonlySet<number>): Tokens {
	const drop = new Set<number>();
	const matches = matchPhrases(tokens);
	// An audience word inside a phrase of the lexicon is that phrase's: "flower girl" is an idiom.
	const phrasedAt = new Set(matches.flatMap((match) => span(match)));
	const audience = tokens.findIndex((token, i) => AUDIENCE.has(token) && !phrasedAt.has(i));
	if (audience > 0 && audience <= BRAND_REACH && brandBefore(tokens, matches, audience))
		for (let i = 0; i < audience; i++) drop.add(i);
	else if (audience < 0)
		[...leadingColorBrand(tokens, matches), ...colorNamedBrand(tokens, matches)].forEach((i) =>
			drop.add(i),
		);
	tokens.forEach((token, i) => {
		if (!AUDIENCE.has(token) || phrasedAt.has(i)) return;
		drop.add(i);
		// "Men's" is read as "men s".
		if (tokens[i + 1] === 's') drop.add(i + 1);
	});
	// An audience word between two phrases parts them, as a comma would: "Cardigan Womens Button Up".
	const plain = without(tokens, pauses, drop, true);
	const brandWord = new Set(garmentBeforeColor(matchPhrases(plain.tokens)));
	return without(plain.tokens, plain.pauses, brandWord, false);
}

/**
 * Whether the words before the audience word are a brand: the title goes on to name a garment,
 * and those words hold a word no fashion vocabulary knows ("Turtle Check", "Gini Jony", "U.S.
 * Polo Assn."), or no garment while the product's colour follows ("Red Rose Women Pink").
 * "Quilted Puffer Jacket Womens Khaki" names the garment before the audience word: no brand.
 */
function brandBefore(
	tokens: readonly string[],
	matches: readonly Match[],
	audience: number,
): boolean {
	const before = matches.filter((match) => match.end <= audience);
	const after = matches.filter((match) => match.start > audience);
	if (!after.some((match) => hitOf(match, 'garment') || hitOf(match, 'accessory'))) return false;
	const covered = new Set(before.flatMap((match) => span(match)));
	const unknown = tokens
		.slice(0, audience)
		.some((token, i) => !covered.has(i) && !FUNCTION_WORDS.has(token));
	// "Peach Blossom Girls Green Top": words of colour and print before the audience word, and no
	// garment, while the product's colour and garment follow, are a brand's.
	const noGarment = !before.some((match) => hitOf(match, 'garment'));
	return unknown || (noGarment && after.some((match) => hitOf(match, 'color')));
}

/**
 * A title with no audience word that opens on three or more colour words before the garment,
 * read as two colours or more with nothing joining them ("Red Rose Pink Camisole"): the words
 * before the product's colour are the brand.
 */
function leadingColorBrand(tokens: readonly string[], matches: readonly Match[]): number[] {
	let m = 0;
	while (
		m < matches.length &&
		hitOf(matches[m], 'color') &&
		matches[m].start === (matches[m - 1]?.end ?? 0)
	)
		m++;
	const garment = matches[m];
	if (m < 2 || !garment || !hitOf(garment, 'garment') || garment.start !== matches[m - 1].end)
		return [];
	// The product's colour is the longest colour phrase before the garment that leaves the brand
	// two words at least: "Red Rose | Pink", "Red Rose | Mustard Yellow". A print or cloth between
	// the colours and the garment leaves them all the product's ("Black White Red Striped Shirt").
	for (let from = 2; from < garment.start; from++)
		if (isColorPhrase(tokens.slice(from, garment.start))) return span({ start: 0, end: from });
	return [];
}

/**
 * A title with no audience word that opens on a colour and a word no fashion vocabulary knows,
 * then another colour and the product ("Blue Saint Cream-Coloured Shoulder Bag", "Green Tree
 * Dark Green Striped Saree"): the words before the second colour are the brand's.
 */
function colorNamedBrand(tokens: readonly string[], matches: readonly Match[]): number[] {
	const [first, ...rest] = matches;
	if (!first || first.start !== 0 || !hitOf(first, 'color')) return [];
	const second = rest[0];
	if (!second || !hitOf(second, 'color') || second.start === first.end) return [];
	const between = tokens.slice(first.end, second.start);
	if (between.length > BRAND_REACH || !between.some((token) => !FUNCTION_WORDS.has(token)))
		return [];
	const product = rest.some((match) => hitOf(match, 'garment') || hitOf(match, 'accessory'));
	return product ? span({ start: 0, end: second.start }) : [];
}

/** "Polo Black T-Shirt": a garment word, the colour, then another garment is a brand word before the product. */
function garmentBeforeColor(matches: readonly Match[]): number[] {
	for (let m = 0; m + 2 < matches.length; m++) {
		const [first, color] = [matches[m], matches[m + 1]];
		const garment = hitOf(first, 'garment');
		if (!garment || !hitOf(color, 'color') || color.start !== first.end) continue;
		let n = m + 1;
		while (
			n < matches.length &&
			hitOf(matches[n], 'color') &&
			matches[n].start === matches[n - 1].end
		)
			n++;
		const next = matches[n];
		const head = next && next.start === matches[n - 1].end ? hitOf(next, 'garment') : undefined;
		if (head && head.id !== garment.id) return span(first);
	}
	return [];
}

function isColorPhrase(words: readonly string[]): boolean {
	const matches = matchPhrases(words);
	return (
		matches.length === 1 &&
		matches[0].end === words.length &&
		hitOf(matches[0], 'color') !== undefined
	);
}

const span = ({ start, end }: { start: number; end: number }): number[] =>
	Array.from({ length: end - start }, (_, i) => start + i);

/**
 * The tokens without those at `drop`, each pause moved to where its word now stands; with
 * `parting`, words dropped between two kept words leave a pause.
 */
function without(
	tokens: readonly string[],
	pauses: ReadonlySet<number>,
	drop: ReadonlySet<number>,
	parting: boolean,
): Tokens {
	if (drop.size === 0) return { tokens: [...tokens], pauses: new Set(pauses) };
	const kept: string[] = [];
	const moved = new Set<number>();
	tokens.forEach((token, i) => {
		if ((pauses.has(i) || (parting && drop.has(i - 1))) && kept.length > 0) moved.add(kept.length);
		if (!drop.has(i)) kept.push(token);
	});
	return { tokens: kept, pauses: new Set([...moved].filter((at) => at < kept.length)) };
}
