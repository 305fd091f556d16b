/**
 * The colour names a colourway may use: the generator's own palette and the CSS Color 4 named
 * colours, case-insensitively. Where both use a word ("navy", "gray") the generator's colour
 * wins, since that is what its designs report under that name; every other CSS keyword keeps its
 * CSS colour ("antiquewhite" is CSS's, "antique white" the generator's).
 *
 * A design reports a colour the prompt shaded ("light blue" when the palette has no such row,
 * "champagne gold") under a name built from a modifier and a palette name; those names resolve
 * too, to the colour the design reports, so any design's colours can seed a colourway.
 */
import { adjustColor, mix } from './color';
import { COLOR_BY_NAME, COMPOUND_HUES, RESTATED_HUES } from './lexicon';
import { COLOR_MODIFIERS, type ColorModifier } from './lexicon/colors';
import { CSS_COLORS } from './lexicon/css-colors';
import { formsCompound, PLAIN_MODIFIERS } from './parse-color';

export interface NamedColor {
	name: string;
	hex: string;
}

/** Every palette and CSS colour name, lower case, sorted; shaded names are these with a modifier. */
export const COLOR_NAMES: readonly string[] = Object.freeze(
	[...new Set([...COLOR_BY_NAME.keys(), ...Object.keys(CSS_COLORS)])].sort(),
);

/** Modifiers that name a shade of their own ("pale pink"); "rich" and "vivid" keep the plain name. */
const SHADING_MODIFIERS: ReadonlySet<string> = new Set(
	COLOR_MODIFIERS.filter((id) => !PLAIN_MODIFIERS.has(id)),
);

/** A palette colour by name, in either spelling of grey ("heather gray" is "heather grey"). */
function paletteColor(name: string): NamedColor | undefined {
	for (const spelling of [
		name,
		name.replace(/\bgr[ae]y\b/g, (word) => (word === 'grey' ? 'gray' : 'grey')),
	]) {
		const hex = COLOR_BY_NAME.get(spelling);
		if (hex) return { name: spelling, hex };
	}
	return undefined;
}

/**
 * A shaded palette colour, as the prompt reader names and mixes it (parse-color.ts, readColor):
 * a modifier before the colour ("dusty blue") and a finish word after a shade of its hue
 * ("champagne gold"), either or both.
 */
function shadedColor(name: string): NamedColor | undefined {
	const words = name.split(' ');
	// "light grey silver" is the palette's light grey with a finish; "light blue" may be a modifier.
	return (
		finished(undefined, words) ??
		(words.length > 1 && SHADING_MODIFIERS.has(words[0])
			? (finished(words[0] as ColorModifier, words.slice(1)) ?? modified(words[0], words.slice(1)))
			: undefined)
	);
}

/** A palette colour after a modifier: "dusty blue". */
function modified(modifier: string, words: string[]): NamedColor | undefined {
	const color = paletteColor(words.join(' '));
	return (
		color && {
			name: `${modifier} ${color.name}`,
			hex: adjustColor(color.hex, modifier as ColorModifier),
		}
	);
}

/** A shade with its finish word ("champagne gold"), after a modifier or not. */
function finished(modifier: ColorModifier | undefined, words: string[]): NamedColor | undefined {
	const last = words[words.length - 1];
	if (words.length < 2 || !COMPOUND_HUES.has(last) || RESTATED_HUES.has(last)) return undefined;
	const shade = paletteColor(words.slice(0, -1).join(' '));
	const finish = paletteColor(last);
	if (!shade || !finish || !formsCompound(shade, finish)) return undefined;
	return {
		name: [modifier, shade.name, finish.name].filter(Boolean).join(' '),
		hex: mix(modifier ? adjustColor(shade.hex, modifier) : shade.hex, finish.hex, 0.3),
	};
}

/**
 * The colour a name means, matched case-insensitively with surrounding and repeated white space
 * ignored; undefined for a name the generator does not know.
 */
export function resolveColorName(name: string): NamedColor | undefined {
	if (typeof name !== 'string') return undefined;
	const text = name.trim().toLowerCase().replace(/\s+/g, ' ');
	if (!text) return undefined;
	const css = Object.hasOwn(CSS_COLORS, text) ? CSS_COLORS[text] : undefined;
	return paletteColor(text) ?? (css ? { name: text, hex: css } : undefined) ?? shadedColor(text);
}
