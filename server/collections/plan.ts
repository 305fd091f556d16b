/**
 * The collection planner: a brief in words becomes a coherent line of `count` designs, each a
 * prompt a person can read, the collection's style and a seed. Pure and synchronous; the same
 * input always gives the same plan (docs/collection-planner.md says how and what it is held to).
 */
import { GARMENT_BY_ID, MATERIAL_TEXTURE } from '../generator/lexicon';
import { isAccessoryFamily } from '../generator/lexicon/garments';
import { createRandom, hashString } from '../generator/random';
import { resolveStyleId, type StyleId } from '../generator/styles';
import { readBrief, type BriefReading } from './plan-brief';
import {
	familyOfGarment,
	garmentPool,
	pickGarments,
	wears,
	type LineFamily,
} from './plan-garments';
import { buildPalette, contrasting, isNeutral } from './plan-palette';
import { lineLabel, reasonFor } from './plan-reason';
import { verify, writePrompt, type ItemDraft } from './plan-prompt';
import type { CollectionPlan, CollectionPlanInput, PaletteColor, PlannedItem } from './plan-types';

/** Seeds tried for one design before its prompt is made plainer. */
const SEED_TRIES = 4;

/** Prints a garment can carry: not jewellery, sunglasses or a watch. */
const UNPRINTABLE = new Set([
	'sunglasses',
	'watch',
	'necklace',
	'earrings',
	'bracelet',
	'ring',
	'jeans',
]);

/** Cloths that only accessories are made of: a straw dress or a metal shirt is no design. */
const ACCESSORY_CLOTHS = new Set(['straw', 'metal', 'plastic', 'rubber']);

/** Garments made of one cloth whatever the brief says: jeans are denim, a puffer is nylon. */
const FIXED_CLOTH = new Set(['jeans', 'puffer', 'swimsuit', 'bikini', 'sports-bra', 'leggings']);

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
	const materialUse = new Map<string, number>();
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
		const material = clothFor(garment, reading, materialUse);
		if (material) materialUse.set(material, (materialUse.get(material) ?? 0) + 1);
		const named = reading.garments.includes(garment);
		return {
			garment,
			colors,
			material,
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
	// Every cloth the brief names is worn somewhere: give a missing one to a design that can wear it.
	for (const material of reading.materials) {
		if (
			materialUse.has(material) ||
			(ACCESSORY_CLOTHS.has(material) &&
				!drafts.some((d) => wears(GARMENT_BY_ID.get(d.garment)!, material)))
		)
			continue;
		const at = drafts.findIndex(
			(draft) =>
				(materialUse.get(draft.material ?? '') ?? 0) > 1 &&
				wears(GARMENT_BY_ID.get(draft.garment)!, material),
		);
		const fallback = drafts.findIndex(
			(draft) =>
				(materialUse.get(draft.material ?? '') ?? 0) !== 1 && canWear(draft.garment, material),
		);
		const target = at >= 0 ? at : fallback;
		if (target < 0) continue;
		const before = drafts[target].material;
		if (before) materialUse.set(before, materialUse.get(before)! - 1);
		drafts[target].material = material;
		materialUse.set(material, 1);
	}
	return drafts;
}

/** Which designs carry the brief's print: about a third of the line, on garments that take one. */
function printSlots(garments: readonly string[], pattern: string | undefined): Set<number> {
	const slots = new Set<number>();
	if (pattern === undefined) return slots;
	if (pattern === 'solid') return new Set(garments.map((_, index) => index));
	const printable = garments
		.map((garment, index) => ({ garment, index }))
		.filter(({ garment }) => !UNPRINTABLE.has(garment));
	const want = Math.max(1, Math.ceil(garments.length / 3));
	// Spread over the line rather than bunched at its start.
	const step = printable.length / Math.min(want, printable.length);
	for (let k = 0; k < Math.min(want, printable.length); k++)
		slots.add(printable[Math.floor(k * step + step / 2)].index);
	return slots;
}

/** The cloth for a garment: a brief cloth it wears (least used first), one it can wear, or its own. */
function clothFor(
	garment: string,
	reading: BriefReading,
	use: ReadonlyMap<string, number>,
): string | undefined {
	const def = GARMENT_BY_ID.get(garment)!;
	const implied = reading.impliedMaterials.get(garment);
	const least = (list: string[]): string | undefined =>
		[...list].sort((a, b) => (use.get(a) ?? 0) - (use.get(b) ?? 0))[0];
	const worn = reading.materials.filter((material) => wears(def, material));
	if (worn.length > 0) return least(worn);
	if (implied) return implied;
	const possible = reading.materials.filter((material) => canWear(garment, material));
	if (possible.length > 0) return least(possible);
	return undefined;
}

/** Garments that are knitted whatever they are made of: a canvas sweater is no sweater. */
const KNITTED = new Set(['sweater', 'cardigan', 'poncho', 'tights', 'shrug']);
const KNIT_TEXTURES = new Set(['knit', 'cable', 'fuzzy', 'crochet']);

/** Whether a garment can plausibly be made of a cloth it is not usually made of. */
function canWear(garment: string, material: string): boolean {
	const def = GARMENT_BY_ID.get(garment)!;
	if (wears(def, material)) return true;
	if (KNITTED.has(garment)) return KNIT_TEXTURES.has(MATERIAL_TEXTURE.get(material) ?? 'plain');
	return (
		!isAccessoryFamily(def.family) && !FIXED_CLOTH.has(garment) && !ACCESSORY_CLOTHS.has(material)
	);
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
	const variants: ItemDraft[] = [draft];
	if (draft.pattern && draft.colors.length < 3) {
		const third = palette.find((color) => !draft.colors.some((c) => c.name === color.name));
		if (third) variants.push({ ...draft, colors: [...draft.colors, third] });
	}
	if (draft.pattern)
		variants.push({ ...draft, pattern: undefined, colors: draft.colors.slice(0, 1) });
	if (draft.material)
		variants.push({
			...draft,
			material: undefined,
			pattern: undefined,
			colors: draft.colors.slice(0, 1),
		});
	for (const variant of variants) {
		const prompt = writePrompt(variant);
		for (let k = 0; k < SEED_TRIES; k++) {
			const trySeed = (seed + k) & 0x7fffffff;
			if (verify(variant, prompt, style, trySeed, palette).ok)
				return { prompt, style, seed: trySeed };
		}
	}
	// The plain design in each palette colour in turn, then the line's safest garment.
	for (const garment of [draft.garment, 't-shirt']) {
		for (const color of palette) {
			const plain: ItemDraft = {
				...draft,
				garment,
				colors: [color],
				material: undefined,
				pattern: undefined,
			};
			const prompt = writePrompt(plain);
			for (let k = 0; k < SEED_TRIES; k++) {
				const trySeed = (seed + k) & 0x7fffffff;
				if (verify(plain, prompt, style, trySeed, palette).ok)
					return { prompt, style, seed: trySeed };
			}
		}
	}
	throw new Error(`collection planner: no design of '${draft.garment}' keeps to the palette`);
}

export type { LineFamily };
