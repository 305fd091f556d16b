/**
 * The lexicon's phrase index: every phrase of every table, with what it means, looked up by
 * its first word. Built once, when the module loads.
 */
import { tokenize } from '../text';
import {
	BASIC_COLORS,
	COLOR_MODIFIERS,
	COLOR_ROWS,
	COMPOUND_HUES,
	POSTPOSED_MODIFIERS,
	RESTATED_HUES,
	type ColorModifier,
} from './colors';
import { COMPOUND_SLEEVES, DETAILS, DETAIL_BY_ID } from './details';
import { GARMENTS, GARMENT_BY_ID, GARMENT_HINTS, isAccessoryFamily } from './garments';
import {
	MATERIAL_FAMILY,
	MATERIAL_ROWS,
	QUALIFYING_MATERIAL_WORDS,
	type Texture,
} from './materials';
import { ACCENT_PARTS, ACCESSORY_WORDS, CLOTH_PARTS, IDIOMS, NEGATIONS } from './phrases';
import {
	GENERIC_PATTERN_PHRASES,
	MOTIF_WORDS,
	PATTERN_COLORS,
	PATTERN_ROWS,
	PRINT_ONLY_BY_ALIAS,
	SKIN_ANIMALS,
	TONAL_PATTERNS,
} from './patterns';

/** What one phrase of a prompt means. A phrase may mean several things ("jeans": garment + denim). */
export type Hit =
	| { kind: 'garment'; id: string }
	| { kind: 'hint'; id: string }
	| { kind: 'color'; name: string; hex: string }
	| { kind: 'modifier'; id: ColorModifier }
	| { kind: 'pattern'; id: string }
	/** A motif in the singular: the print only when it names the garment after it ("dinosaur pyjamas"). */
	| { kind: 'motif'; id: string }
	| { kind: 'material'; id: string }
	| { kind: 'detail'; id: string }
	| { kind: 'negation' }
	/** `cloth`: a piece of fabric (a lining, cuffs, a trim) that can take its own print or cloth. */
	| { kind: 'part'; cloth: boolean }
	| { kind: 'accessory' };

export interface Entry {
	tokens: readonly string[];
	hits: readonly Hit[];
}

export const MATERIAL_TEXTURE: ReadonlyMap<string, Texture> = new Map(
	MATERIAL_ROWS.map(([id, texture]) => [id, texture]),
);
export const PATTERN_IDS: ReadonlySet<string> = new Set(PATTERN_ROWS.map(([id]) => id));
export const COLOR_BY_NAME: ReadonlyMap<string, string> = new Map(
	COLOR_ROWS.map(([name, hex]) => [name, hex]),
);

/** The id of any vocabulary item, so an alias suffix like "|denim|distressed" can name any kind, a colour too ("lbd|black"). */
function hitForId(id: string): Hit {
	if (DETAIL_BY_ID.has(id)) return { kind: 'detail', id };
	if (MATERIAL_TEXTURE.has(id)) return { kind: 'material', id };
	if (PATTERN_IDS.has(id)) return { kind: 'pattern', id };
	if (GARMENT_BY_ID.has(id)) return { kind: 'garment', id };
	const hex = COLOR_BY_NAME.get(id);
	if (hex) return { kind: 'color', name: id, hex };
	throw new Error(`lexicon: unknown id '${id}'`);
}

function plural(word: string): string {
	if (/(s|x|z|ch|sh)$/.test(word)) return word + 'es';
	if (/[^aeiou]y$/.test(word)) return word.slice(0, -1) + 'ies';
	return word + 's';
}

function buildIndex(): Map<string, Entry[]> {
	const entries = new Map<string, Hit[]>();
	const add = (phrase: string, hits: Hit[]): void => {
		const key = tokenize(phrase).join(' ');
		if (key === '') return;
		const existing = entries.get(key) ?? [];
		for (const hit of hits) {
			if (!existing.some((known) => JSON.stringify(known) === JSON.stringify(hit)))
				existing.push(hit);
		}
		entries.set(key, existing);
	};

	for (const [name, hex, ...aliases] of COLOR_ROWS) {
		for (const phrase of [name, ...aliases]) add(phrase, [{ kind: 'color', name, hex }]);
	}
	for (const id of COLOR_MODIFIERS) add(id, [{ kind: 'modifier', id }]);
	for (const [id, ...aliases] of PATTERN_ROWS) {
		for (const phrase of PRINT_ONLY_BY_ALIAS.has(id) ? aliases : [id, ...aliases])
			add(phrase, [{ kind: 'pattern', id }]);
	}
	for (const [id, , ...aliases] of MATERIAL_ROWS) {
		for (const phrase of [id, ...aliases]) add(phrase, [{ kind: 'material', id }]);
	}
	for (const detail of DETAILS) {
		for (const phrase of [detail.id, ...detail.aliases])
			add(phrase, [{ kind: 'detail', id: detail.id }]);
	}
	for (const [phrase, ids] of COMPOUND_SLEEVES)
		add(
			phrase,
			ids.map((id) => ({ kind: 'detail', id })),
		);
	for (const garment of GARMENTS) {
		for (const alias of [garment.id, ...garment.aliases]) {
			const [phrase, ...implied] = alias.split('|');
			add(phrase, [{ kind: 'garment', id: garment.id }, ...implied.map(hitForId)]);
		}
	}
	// A garment or print phrase keeps the material its words name: "denim jacket" is denim,
	// "cable knit sweater" is knit, "flannel check" is flannel.
	// Not a shoe's or a bag's: an "oxford shoe" is no oxford cloth; their aliases say what they imply.
	const accessory = (hit: Hit): boolean =>
		hit.kind === 'garment' && isAccessoryFamily(GARMENT_BY_ID.get(hit.id)!.family);
	for (const [key, hits] of entries) {
		const words = key.split(' ');
		if (
			words.length < 2 ||
			!hits.some((hit) => hit.kind === 'garment' || hit.kind === 'pattern') ||
			hits.some(accessory)
		)
			continue;
		for (const word of words) {
			for (const hit of entries.get(word) ?? []) {
				if (hit.kind === 'material' && !hits.some((known) => known.kind === 'material'))
					hits.push(hit);
			}
		}
	}
	for (const [phrase, id] of GARMENT_HINTS) add(phrase, [{ kind: 'hint', id }]);
	for (const [phrase, id] of Object.entries(MOTIF_WORDS))
		if (!entries.has(phrase)) add(phrase, [{ kind: 'motif', id }]);
	for (const phrase of CLOTH_PARTS) add(phrase, [{ kind: 'part', cloth: true }]);
	for (const phrase of ACCENT_PARTS) add(phrase, [{ kind: 'part', cloth: false }]);
	for (const phrase of ACCESSORY_WORDS) add(phrase, [{ kind: 'accessory' }]);
	for (const phrase of NEGATIONS) add(phrase, [{ kind: 'negation' }]);
	for (const phrase of IDIOMS) if (!entries.has(phrase)) entries.set(phrase, []);

	// Plurals of every phrase's last word, unless that spelling already means something else
	// ("chinos" is trousers, not the plural of the twill "chino").
	for (const [key, hits] of [...entries]) {
		const words = key.split(' ');
		const last = words[words.length - 1];
		if (
			last.length < 3 ||
			/\d/.test(last) ||
			hits.some((hit) => hit.kind === 'negation' || hit.kind === 'modifier')
		)
			continue;
		if (
			SKIN_ANIMALS.has(last) &&
			hits.some((hit) => hit.kind === 'pattern' || hit.kind === 'motif')
		)
			continue;
		const pluralKey = [...words.slice(0, -1), plural(last)].join(' ');
		if (!entries.has(pluralKey)) entries.set(pluralKey, hits);
	}

	const byFirstWord = new Map<string, Entry[]>();
	for (const [key, hits] of entries) {
		const tokens = key.split(' ');
		const list = byFirstWord.get(tokens[0]) ?? [];
		list.push({ tokens, hits });
		byFirstWord.set(tokens[0], list);
	}
	// Longest phrase first, so "navy blue" beats "navy" and "lace up" beats "lace".
	for (const list of byFirstWord.values()) list.sort((a, b) => b.tokens.length - a.tokens.length);
	return byFirstWord;
}

const INDEX = buildIndex();

export interface Match {
	start: number;
	end: number;
	hits: readonly Hit[];
}

/**
 * Greedy longest-match scan over whole words, so "red" is never read inside "tailored". With
 * `literal`, idioms (phrases that mean nothing of the design) are not matched, so their words are
 * read one by one: the "Black Tie" a product title ends in is a black tie.
 */
export function matchPhrases(tokens: readonly string[], { literal = false } = {}): Match[] {
	const matches: Match[] = [];
	let i = 0;
	while (i < tokens.length) {
		const candidates = INDEX.get(tokens[i]);
		const found = candidates?.find(
			(entry) =>
				(!literal || entry.hits.length > 0) &&
				entry.tokens.every((token, k) => tokens[i + k] === token),
		);
		if (found) {
			matches.push({ start: i, end: i + found.tokens.length, hits: found.hits });
			i += found.tokens.length;
		} else {
			i += 1;
		}
	}
	return matches;
}

export {
	GENERIC_PATTERN_PHRASES,
	BASIC_COLORS,
	COLOR_ROWS,
	COMPOUND_HUES,
	POSTPOSED_MODIFIERS,
	RESTATED_HUES,
	DETAILS,
	DETAIL_BY_ID,
	GARMENTS,
	GARMENT_BY_ID,
	MATERIAL_FAMILY,
	MATERIAL_ROWS,
	PATTERN_COLORS,
	QUALIFYING_MATERIAL_WORDS,
	PATTERN_ROWS,
	TONAL_PATTERNS,
};
export type { ColorModifier, Texture };
