/**
 * The collection's palette: the colours the brief names, first six, completed from the style's
 * own palette when the brief names fewer than three; and what counts as a neutral, which any
 * design of the line may wear besides the palette.
 */
import { hueOf, luminance } from '../generator/color';
import { resolveColorName } from '../generator/color-names';
import { createRandom, hashString } from '../generator/random';
import { STYLE_PROFILES, type StyleId } from '../generator/styles';
import type { PaletteColor } from './plan-types';

/** A palette holds at most this many colours (the contract's cap). */
export const PALETTE_MAX = 6;

/** Below this many named colours the palette is completed, unless the brief asks for restraint. */
const PALETTE_MIN = 3;

/**
 * How far from grey a neutral may be: black, jet, white, off-white, pearl, the greys, charcoal,
 * graphite and silver are within it; ivory, cream, stone and taupe are colours of their own.
 */
export const NEUTRAL_CHROMA = 0.06;

/** Whether a colour is of the black, white and grey families, which every design may wear. */
export function isNeutral(hex: string): boolean {
	return hueOf(hex).chroma <= NEUTRAL_CHROMA;
}

/** Whether a design colour is the palette's or a neutral. */
export function inPalette(color: { name: string; hex: string }, palette: readonly PaletteColor[]) {
	return isNeutral(color.hex) || palette.some((entry) => entry.name === color.name);
}

/**
 * The palette: the named colours (unknown names dropped, excluded ones too), first six; then,
 * when fewer than three were named and `complete` holds, colours of the style's palette that
 * sit apart from those already in it, chosen by the seed among the style's most characteristic.
 */
export function buildPalette(
	named: readonly string[],
	excluded: ReadonlySet<string>,
	style: StyleId,
	seed: number,
	complete: boolean,
): { palette: PaletteColor[]; added: PaletteColor[] } {
	const palette: PaletteColor[] = [];
	for (const name of named) {
		const color = resolveColorName(name);
		if (!color || excluded.has(color.name) || palette.some((entry) => entry.name === color.name))
			continue;
		if (palette.length < PALETTE_MAX) palette.push(color);
	}
	const added: PaletteColor[] = [];
	if (!complete) return { palette, added };
	const rng = createRandom(hashString(`palette|${style}`, seed >>> 0));
	const candidates = STYLE_PROFILES[style].palette
		.map((name) => resolveColorName(name)!)
		.filter((color) => !isNeutral(color.hex) && !excluded.has(color.name));
	while (palette.length < PALETTE_MIN) {
		const open = candidates.filter(
			(color) =>
				!palette.some((entry) => entry.name === color.name) &&
				palette.every((entry) => distance(entry.hex, color.hex) > 0.12),
		);
		if (open.length === 0) break;
		const pick = open[rng.int(0, Math.min(open.length, 3) - 1)];
		palette.push(pick);
		added.push(pick);
	}
	return { palette, added };
}

/** How far apart two colours read: hue (weighted by how colourful both are) and lightness. */
function distance(a: string, b: string): number {
	const [ha, hb] = [hueOf(a), hueOf(b)];
	const apart = Math.abs(ha.hue - hb.hue);
	const hue = (Math.min(apart, 360 - apart) / 180) * Math.min(ha.chroma, hb.chroma);
	return hue + Math.abs(Math.sqrt(luminance(a)) - Math.sqrt(luminance(b)));
}

/** A palette colour far in lightness from `from`, for a print to read: the farthest of the rest. */
export function contrasting(
	from: PaletteColor,
	palette: readonly PaletteColor[],
	rank: number,
): PaletteColor | undefined {
	const others = palette
		.filter((entry) => entry.name !== from.name)
		.map((entry) => ({ entry, gap: Math.abs(luminance(entry.hex) - luminance(from.hex)) }))
		.sort((a, b) => b.gap - a.gap || a.entry.name.localeCompare(b.entry.name));
	if (others.length === 0) return undefined;
	// Among those that contrast well enough, take turns so the line does not repeat one pairing.
	const good = others.filter((other) => other.gap > 0.12);
	const pool = good.length > 0 ? good : others.slice(0, 1);
	return pool[rank % pool.length].entry;
}
