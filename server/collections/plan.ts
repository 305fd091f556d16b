/**
 * The collection planner: a brief in words becomes a coherent line of `count` designs, each a
 * prompt a person can read, the collection's style and a seed. Pure and synchronous; the same
 * input always gives the same plan (docs/collection-planner.md says how and what it is held to).
 */
import { GARMENT_BY_ID } from '../generator/lexicon';
import { createRandom, hashString } from '../generator/random';
import { resolveStyleId, type StyleId } from '../generator/styles';
import { readBrief, type BriefReading } from './plan-brief';
import { clothsFor } from './plan-cloth';
import { PRINT_GARMENTS, familyOfGarment, garmentPool, pickGarments } from './plan-garments';
import { buildPalette, contrasting, isNeutral } from './plan-palette';
import { lineLabel, reasonFor } from './plan-reason';
import { verify, writePrompt, type ItemDraft } from './plan-prompt';
import type { CollectionPlan, CollectionPlanInput, PaletteColor, PlannedItem } from './plan-types';

/** Seeds tried for one design before its prompt is made plainer. */
const SEED_TRIES = 4;

/** Garments that carry no print: jewellery, sunglasses, a watch, a belt; jeans show their wash. */
const UNPRINTABLE = new Set(
	'sunglasses watch necklace earrings bracelet ring belt jeans'.split(' '),
);

/** Whether a garment takes a print: of shoes, only sneakers do. */
const printable = (garment: string): boolean =>
	!UNPRINTABLE.has(garment) &&
	(GARMENT_BY_ID.get(garment)!.family !== 'footwear' || garment === 'sneakers');

/** A neutral for a print's second colour when the palette has only one. */
const WHITE: PaletteColor = { name: 'white', hex: '#f7f7f5' };
const BLACK: PaletteColor = { name: 'black', hex: '#111111' };

export function planCollection(input: CollectionPlanInput): CollectionPlan {
	const style = resolveStyleId(input.style);
	if (style === undefined) throw new RangeError(`unknown style '${input.style}'`);
	if (!Number.isInteger(input.count) || input.count < 1 || input.count > 50)
		throw new RangeError('count must be an integer from 1 to 50');
	const seed = input.seed >>> 0;
	const reading = readBrief(input.brief);
	const { palette, added } = buildPalette(
		reading.colors,
		reading.excludedColors,
		style,
		seed,
		!reading.restrained,
	);
	if (palette.length === 0) palette.push(...fallbackPalette(style, seed));
	const rng = (purpose: string) => createRandom(hashString(purpose, seed));
	const garments = pickGarments(garmentPool(reading, style), input.count, rng('garments'));
	const label = lineLabel(input.brief);
	const drafts = draftItems(garments, reading, palette, added, label);
	const items = drafts.map((draft, index) => settle(draft, style, itemSeed(seed, index), palette));
	return { palette, items };
}

/** A palette for a brief that names only colours it also rules out: the style's first three. */
function fallbackPalette(style: StyleId, seed: number): PaletteColor[] {
	return buildPalette([], new Set(), style, seed, true).palette;
}

/** Each design's seed: spread from the collection's, in the generator's range 0 .. 2^31 - 1. */
const itemSeed = (seed: number, index: number): number =>
	hashString(`item|${index}`, seed) & 0x7fffffff;

/**
 * Each garment's cloth, colours and print, before any is checked: colours take turns through
 * the palette (so every colour is worn), the brief's cloths go where the garment wears them, and
 * the print goes on about a third of the line.
 */
function draftItems(
	garments: readonly string[],
	reading: BriefReading,
	palette: readonly PaletteColor[],
	added: readonly PaletteColor[],
	label: string,
): ItemDraft[] {
	const cloths = clothsFor(garments, reading);
	const printed = printSlots(garments, reading.pattern);
	let printRank = 0;
	const drafts = garments.map((garment, index): ItemDraft => {
		const ground = palette[index % palette.length];
		const pattern = printed.has(index) ? reading.pattern : undefined;
		const colors = [ground];
		if (pattern && pattern !== 'solid') {
			const second =
				contrasting(ground, palette, printRank) ??
				(isNeutral(ground.hex) || ground.hex < '#888888' ? WHITE : BLACK);
			colors.push(second);
			printRank += 1;
		}
		const named = reading.garments.includes(garment);
		return {
			garment,
			garmentWords: reading.garmentWords.get(garment),
			colors,
			cloth: cloths[index],
			pattern: pattern === 'solid' ? undefined : pattern,
			reason: reasonFor({
				family: familyOfGarment(garment),
				named,
				printed: pattern !== undefined && pattern !== 'solid',
				colorRank: index % palette.length,
				addedColor: added.some((color) => color.name === ground.name),
				label,
			}),
		};
	});
	return drafts;
}

/** Which designs carry the brief's print: about a third of the line, on garments that take one. */
function printSlots(garments: readonly string[], pattern: string | undefined): Set<number> {
	const slots = new Set<number>();
	if (pattern === undefined) return slots;
	if (pattern === 'solid') return new Set(garments.map((_, index) => index));
	const candidates = garments
		.map((garment, index) => ({ garment, index }))
		.filter(({ garment }) => printable(garment));
	const suited = PRINT_GARMENTS[pattern];
	const fitting = suited ? candidates.filter(({ garment }) => suited.has(garment)) : candidates;
	const want = Math.max(1, Math.ceil(garments.length / 3));
	const floor = Math.max(1, Math.ceil(garments.length / 4));
	// The print's own garments first; others only as far as a quarter of the line needs.
	const others = candidates.filter((candidate) => !fitting.includes(candidate));
	const chosen =
		fitting.length >= floor
			? spread(fitting, Math.min(want, fitting.length))
			: [...fitting, ...spread(others, Math.min(floor - fitting.length, others.length))];
	for (const { index } of chosen) slots.add(index);
	return slots;
}

/** `take` of the list, spread over it rather than bunched at its start. */
function spread<T>(list: readonly T[], take: number): T[] {
	if (take <= 0) return [];
	const step = list.length / take;
	return Array.from({ length: take }, (_, k) => list[Math.floor(k * step + step / 2)]);
}

/**
 * The design as the generator will make it: the draft on its seed or the next few; then with its
 * print's colours named in full; then plainer (no print, then no cloth), until the generator's
 * plan of it wears only palette colours and neutrals. A plain garment in one palette colour
 * always does, since a prompt that names its colour and garment gets no colour of the style's.
 */
function settle(
	draft: ItemDraft,
	style: StyleId,
	seed: number,
	palette: readonly PaletteColor[],
): PlannedItem {
	const lexical: ItemDraft = { ...draft, garmentWords: undefined };
	const ground = draft.colors.slice(0, 1);
	const third = palette.find((color) => !draft.colors.some((c) => c.name === color.name));
	const variants: ItemDraft[] = [
		draft,
		// The lexicon's word for the garment, where the generator reads the brief's otherwise.
		...(draft.garmentWords ? [lexical] : []),
		// A print given all the colours it shows, then no print, then no cloth.
		...(draft.pattern && third && draft.colors.length < 3
			? [{ ...lexical, colors: [...draft.colors, third] }]
			: []),
		...(draft.pattern ? [{ ...lexical, pattern: undefined, colors: ground }] : []),
		...(draft.cloth ? [{ ...lexical, cloth: undefined, pattern: undefined, colors: ground }] : []),
		// The plain garment in each palette colour, then the plainest garment of all.
		...[draft.garment, 't-shirt'].flatMap((garment) =>
			palette.map((color) => ({
				...lexical,
				garment,
				colors: [color],
				cloth: undefined,
				pattern: undefined,
			})),
		),
	];
	for (const variant of variants) {
		const prompt = writePrompt(variant);
		for (let k = 0; k < SEED_TRIES; k++) {
			const trySeed = (seed + k) & 0x7fffffff;
			if (verify(variant, prompt, style, trySeed, palette).ok)
				return { prompt, style, seed: trySeed };
		}
	}
	throw new Error(`collection planner: no design of '${draft.garment}' keeps to the palette`);
}
