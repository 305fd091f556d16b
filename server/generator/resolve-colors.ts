/**
 * The print and the colours of a design: what the prompt names, and what the style and the seed
 * choose where it leaves them open (resolve.ts makes the rest of the plan).
 */
import { isDark, luminance } from './color';
import { COLOR_BY_NAME, PATTERN_COLORS, TONAL_PATTERNS } from './lexicon';
import type { ParsedPrompt } from './parse';
import type { Random } from './random';
import type { StyleProfile } from './styles';

/** Prints that look best with a third colour when the prompt names only one or two. */
const THREE_COLOR_PATTERNS = new Set([
	'plaid',
	'floral',
	'camouflage',
	'leopard',
	'snakeskin',
	'color-block',
	'tie-dye',
	'paisley',
	'argyle',
	'geometric',
	'abstract',
	'fair-isle',
	'fruit',
]);

/**
 * Prints are the prompt's to name: "a red hoodie" is a plain red hoodie. The style only prints
 * on a look the prompt leaves wholly open (no garment, colour or material named).
 */
export function choosePattern(parsed: ParsedPrompt, style: StyleProfile, rng: Random): string {
	if (parsed.pattern) return parsed.pattern;
	const lookIsOpen =
		!parsed.garment && !parsed.hint && parsed.colors.length === 0 && parsed.materials.length === 0;
	const allowed = style.patterns.filter((id) => !parsed.excluded.has(id));
	return lookIsOpen && allowed.length > 0 && rng.chance(0.4) ? rng.pick(allowed) : 'solid';
}

/** Cloth that has a colour of its own when the prompt names none: denim is blue. */
const NATURAL_COLORS: Record<string, string> = { denim: 'denim blue', chambray: 'chambray blue' };

export function chooseColors(
	parsed: ParsedPrompt,
	style: StyleProfile,
	pattern: string,
	material: string,
	rng: Random,
): { name: string; hex: string }[] {
	const colors = parsed.colors
		.slice(0, parsed.groundOpen ? 2 : 3)
		.map(({ name, hex }) => ({ name, hex }));
	const natural = NATURAL_COLORS[material];
	const naturalGround =
		natural && !parsed.excluded.has(natural)
			? { name: natural, hex: COLOR_BY_NAME.get(natural)! }
			: undefined;
	const printColors = PATTERN_COLORS[pattern];
	const named = (name: string | undefined): { name: string; hex: string } | undefined =>
		name && !parsed.excluded.has(name) && !colors.some((color) => color.name === name)
			? { name, hex: COLOR_BY_NAME.get(name)! }
			: undefined;
	const printGround = named(printColors?.ground);
	if (colors.length === 0 && printGround) colors.push(printGround);
	if (colors.length === 0 && naturalGround) colors.push(naturalGround);
	const palette = style.palette
		.filter((name) => !parsed.excluded.has(name) && !colors.some((color) => color.name === name))
		.map((name) => ({ name, hex: COLOR_BY_NAME.get(name)! }));
	if (colors.length === 0)
		colors.push(palette.splice(rng.int(0, Math.min(palette.length, 6) - 1), 1)[0]);
	// "A shirt with red flowers", "a blazer with gold buttons": the named colour is the flowers' or
	// the buttons', so the cloth takes its own colour (denim its blue) or a contrasting one.
	if (parsed.groundOpen) {
		const ground =
			naturalGround && !colors.some((color) => color.name === naturalGround.name)
				? naturalGround
				: palette.length > 0
					? takeContrasting(colors, palette, rng)
					: undefined;
		if (ground) colors.unshift(ground);
	}
	// A print the prompt gave two colours keeps to them ("black and white check"); the drawing
	// blends the third tone from those two rather than bringing in a colour nobody asked for.
	const wanted = printColorCount(pattern, parsed.colors.length);
	// Red cherries, black rosettes, unless the prompt coloured them.
	for (const name of printColors?.motifs ?? []) {
		const color = named(name);
		if (colors.length < wanted && color) colors.push(color);
	}
	while (colors.length < wanted && palette.length > 0)
		colors.push(takeContrasting(colors, palette, rng));
	return colors;
}

/** How many colours a print shows, given how many the words named (a solid shows one). */
export function printColorCount(pattern: string, named: number): number {
	if (pattern === 'solid' || TONAL_PATTERNS.has(pattern)) return 1;
	return THREE_COLOR_PATTERNS.has(pattern) && named < 2 ? 3 : 2;
}

/**
 * A print needs contrast: a palette colour far in lightness from those already chosen (one of
 * the first four such), taken out of `palette`.
 */
export function takeContrasting(
	colors: readonly { hex: string }[],
	palette: { name: string; hex: string }[],
	rng: Random,
): { name: string; hex: string } {
	const distance = (hex: string): number =>
		Math.min(...colors.map((color) => Math.abs(luminance(color.hex) - luminance(hex))));
	const contrasting = palette.filter(
		(color) => distance(color.hex) > (isDark(colors[0].hex) ? 0.25 : 0.18),
	);
	const pool = contrasting.length > 0 ? contrasting : palette;
	const pick = rng.pick(pool.slice(0, 4));
	palette.splice(palette.indexOf(pick), 1);
	return pick;
}
