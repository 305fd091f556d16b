/**
 * Full-text search of designs (`GET /v1/designs?q=`), defined once here so that SQLite and
 * PostgreSQL give the same answers: the words of a text are cut out in JavaScript, at write time
 * for the prompt and title (the `search_text` column) and at read time for `q`, and each engine
 * only matches those ready-made words (FTS5 with the `ascii` tokenizer on SQLite, a GIN index of
 * the word array on PostgreSQL); neither engine's own tokenizer ever decides what a word is.
 *
 * A word is a maximal run of Unicode letters, combining marks and digits (`\p{L}\p{M}\p{N}`), read
 * after NFKC normalisation and lower-casing. Everything else (white space, punctuation, symbols,
 * emoji) separates words and is never part of one: "T-Shirt," holds the words `t` and `shirt`,
 * "denim," the word `denim`, "&" none. A query word (q split on white space) matches when its
 * words occur consecutively in the prompt or in the title (one of the two): `t-shirt` finds
 * "t-shirt" and "T shirt", not "shirt" alone; `hoodie*` is `hoodie`; a query word with no letter
 * or digit (`&`, `-`, `"`) asks for nothing. Query syntax of either engine (quotes, `*`, `NEAR`,
 * `AND`, `-`, `:`, brackets) is never syntax: operators are plain words that must occur.
 */

/** A word: letters, combining marks and digits, nothing else. */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/**
 * Longest word indexed or asked for, in UTF-16 units: `q` holds at most 200 characters, so a
 * longer word in a prompt could never be asked for; it is stored as a separator instead.
 */
export const MAX_WORD_LENGTH = 200;

/**
 * Stands between the prompt's words and the title's, and for a word too long to index: a token
 * no query can hold (it is not a letter or digit), so a query word's words never match across it.
 * Non-ASCII, so SQLite's `ascii` tokenizer keeps it as a token of its own.
 */
export const SEPARATOR = '\u00b7';

/**
 * The words of a text, in order. Compatibility forms are folded first (full-width letters,
 * ligatures: "ﬁne" is "fine"), then the text is lower-cased (any script with case); accents stay.
 */
export function words(text: string): string[] {
	return text.normalize('NFKC').toLowerCase().match(WORD) ?? [];
}

const indexed = (text: string) =>
	words(text).map((w) => (w.length > MAX_WORD_LENGTH ? SEPARATOR : w));

/**
 * A design's `search_text`: its prompt's words, the separator, its title's words, joined by
 * single spaces. A pending design has no title yet: `titleSearchSuffix` completes it.
 */
export function searchText(prompt: string, title: string | null): string {
	return [...indexed(prompt), SEPARATOR, ...indexed(title ?? '')].join(' ');
}

/** What a succeeded pending design's `search_text` gains (appended to `searchText(prompt, null)`). */
export function titleSearchSuffix(title: string): string {
	return indexed(title)
		.map((w) => ` ${w}`)
		.join('');
}

/**
 * A parsed `q`: one phrase (the words of one query word, in order) per query word that has any.
 * `impossible`: some query word can never match (a word longer than any indexed one).
 */
export interface SearchQuery {
	phrases: string[][];
	impossible: boolean;
}

export function parseSearch(q: string): SearchQuery {
	const phrases: string[][] = [];
	const seen = new Set<string>();
	let impossible = false;
	for (const part of q.split(/\s+/u)) {
		const phrase = words(part);
		if (phrase.length === 0) continue;
		if (phrase.some((w) => w.length > MAX_WORD_LENGTH)) impossible = true;
		const key = phrase.join(' ');
		if (seen.has(key)) continue;
		seen.add(key);
		phrases.push(phrase);
	}
	return { phrases, impossible };
}

/**
 * SQLite: the FTS5 query for `designs_fts` (migration 7). Every token is the account's hex, `x`
 * and a word as defined above; none holds a double quote, so each quoted string is a phrase and
 * nothing else, and `AND` is ours. The account is part of every token, so FTS5 reads only this
 * account's entries of the words asked for (not a list as long as the account's history), newest
 * first.
 */
export function ftsMatch(accountId: string, phrases: string[][]): string {
	const account = accountToken(accountId);
	return phrases.map((p) => `"${p.map((word) => `${account}x${word}`).join(' ')}"`).join(' AND ');
}

/**
 * The account's part of each indexed word (migration 7): the id's UTF-8 bytes in hex, as
 * the triggers write it with SQLite's `hex()` (upper case, which the tokenizer folds), then `x`.
 */
export function accountToken(accountId: string): string {
	return Buffer.from(accountId, 'utf8').toString('hex');
}

/** PostgreSQL: the GIN-indexed expression of migration 5, the design's words as an array. */
export const PG_SEARCH_ARRAY = `string_to_array(d.search_text, ' ')`;

/**
 * PostgreSQL conditions (beside the account's): the array holds every word (the index answers
 * this), and each phrase of two or more words occurs as such in the prompt or title (checked on
 * the rows found; words are letters and digits only, so hold no LIKE wildcard).
 */
export function pgSearchConditions(phrases: string[][]): { where: string[]; params: unknown[] } {
	const where = [`${PG_SEARCH_ARRAY} @> ?::text[]`];
	const params: unknown[] = [[...new Set(phrases.flat())]];
	for (const phrase of phrases) {
		if (phrase.length < 2) continue;
		where.push(`(' ' || d.search_text || ' ') LIKE ?`);
		params.push(`% ${phrase.join(' ')} %`);
	}
	return { where, params };
}
