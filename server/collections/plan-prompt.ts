/**
 * Writing one design's prompt in words the generator reads back as meant ("terracotta linen
 * trousers with sand stripes, a foundation piece of the resort capsule"), and checking that it
 * does: the generator's own plan of (prompt, style, seed) must be that garment, cloth and print,
 * in palette colours and neutrals only.
 */
import { planDesign } from '../generator';
import { GARMENT_BY_ID, MATERIAL_ROWS, PATTERN_ROWS, matchPhrases } from '../generator/lexicon';
import { parsePrompt } from '../generator/parse';
import { hitOf } from '../generator/parse-text';
import type { StyleId } from '../generator/styles';
import { tokenize } from '../generator/text';
import { inPalette } from './plan-palette';
import type { PaletteColor } from './plan-types';

/** The first phrase among `candidates` the lexicon reads as exactly one match of `kind` with `id`. */
function phraseFor(
	id: string,
	candidates: readonly string[],
	kind: 'material' | 'pattern',
): string {
	for (const phrase of candidates) {
		const tokens = tokenize(phrase);
		const matches = matchPhrases(tokens);
		if (
			matches.length === 1 &&
			matches[0].start === 0 &&
			matches[0].end === tokens.length &&
			matches[0].hits.some((hit) => hit.kind === kind && hit.id === id) &&
			!hitOf(matches[0], 'garment') &&
			!hitOf(matches[0], 'color')
		)
			return phrase;
	}
	return id;
}

const MATERIAL_PHRASE = new Map(
	MATERIAL_ROWS.map(([id, , ...aliases]) => [
		id,
		phraseFor(id, [id.replace(/-/g, ' '), ...aliases], 'material'),
	]),
);
const PATTERN_PHRASE = new Map(
	PATTERN_ROWS.map(([id, ...aliases]) => [
		id,
		phraseFor(id, [id.replace(/-/g, ' '), ...aliases], 'pattern'),
	]),
);

/** The words for a garment that the parser reads back as it: its label, else an alias. */
const garmentPhrases = new Map<string, string>();
export function garmentPhrase(id: string): string {
	const known = garmentPhrases.get(id);
	if (known) return known;
	const def = GARMENT_BY_ID.get(id)!;
	const candidates = [
		def.label.toLowerCase(),
		id.replace(/-/g, ' '),
		...def.aliases.map((a) => a.split('|')[0]),
	];
	const phrase =
		candidates.find((words) => parsePrompt(words).garment === id) ?? def.label.toLowerCase();
	garmentPhrases.set(id, phrase);
	return phrase;
}

export const materialPhrase = (id: string): string =>
	MATERIAL_PHRASE.get(id) ?? id.replace(/-/g, ' ');
export const patternPhrase = (id: string): string =>
	PATTERN_PHRASE.get(id) ?? id.replace(/-/g, ' ');

export interface ItemDraft {
	garment: string;
	/** The brief's words for the garment ("tea dress"), else the lexicon's. */
	garmentWords?: string;
	/** The cloth's colour first, then the print's. */
	colors: PaletteColor[];
	/** The cloth's words, fibre first ("cotton poplin"), or none to leave it to the generator. */
	cloth?: readonly string[];
	pattern?: string;
	/** Why the design is in the line, in words the lexicon reads as nothing. */
	reason: string;
}

/** "terracotta linen trousers with sand stripes, a foundation piece of the resort capsule". */
export function writePrompt(draft: ItemDraft): string {
	const [ground, ...print] = draft.colors;
	const cloth = draft.cloth ? `${draft.cloth.map(materialPhrase).join(' ')} ` : '';
	let prompt = `${ground.name} ${cloth}${draft.garmentWords ?? garmentPhrase(draft.garment)}`;
	if (draft.pattern && print.length > 0)
		prompt += ` with ${joinWords(print.map((color) => color.name))} ${patternPhrase(draft.pattern)}`;
	else if (draft.pattern) prompt += ` in ${patternPhrase(draft.pattern)}`;
	return `${prompt}, ${draft.reason}`;
}

const joinWords = (list: readonly string[]): string =>
	list.length <= 1 ? list.join('') : `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`;

export interface Verdict {
	ok: boolean;
	/** Colours the design wears that are neither the palette's nor neutrals. */
	strays: string[];
	colors: { name: string; hex: string }[];
}

/**
 * Whether the generator makes of (prompt, style, seed) what the draft meant: that garment, the
 * cloth and print named, and no colour outside the palette and the neutrals.
 */
export function verify(
	draft: ItemDraft,
	prompt: string,
	style: StyleId,
	seed: number,
	palette: readonly PaletteColor[],
): Verdict {
	const plan = planDesign({ prompt, style: style, seed });
	const strays = plan.colors.filter((color) => !inPalette(color, palette)).map((c) => c.name);
	const ok =
		strays.length === 0 &&
		plan.garment.id === draft.garment &&
		(draft.cloth ?? []).every((id) => plan.materials.includes(id)) &&
		plan.pattern === (draft.pattern ?? 'solid');
	return { ok, strays, colors: plan.colors };
}
