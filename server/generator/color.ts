import type { ColorModifier } from './lexicon/colors';

/** Colour maths on "#rrggbb" strings; always returns lowercase "#rrggbb". */
type Rgb = [number, number, number];

const toRgb = (hex: string): Rgb => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
const toHex = (rgb: Rgb): string =>
	'#' +
	rgb
		.map((c) =>
			Math.round(Math.min(255, Math.max(0, c)))
				.toString(16)
				.padStart(2, '0'),
		)
		.join('');

/** Linear mix: amount 0 keeps `hex`, 1 gives `other`. */
export function mix(hex: string, other: string, amount: number): string {
	const a = toRgb(hex);
	const b = toRgb(other);
	return toHex([0, 1, 2].map((i) => a[i] + (b[i] - a[i]) * amount) as Rgb);
}

export const lighten = (hex: string, amount: number): string => mix(hex, '#ffffff', amount);
export const darken = (hex: string, amount: number): string => mix(hex, '#000000', amount);

/** Relative luminance (WCAG), 0 black .. 1 white. */
export function luminance(hex: string): number {
	const [r, g, b] = toRgb(hex).map((c) => {
		const s = c / 255;
		return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
	});
	return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function isDark(hex: string): boolean {
	return luminance(hex) < 0.18;
}

/** Hue angle in degrees (0 red, 120 green, 240 blue) and chroma 0 (grey) .. 1 (pure colour). */
export function hueOf(hex: string): { hue: number; chroma: number } {
	const [r, g, b] = toRgb(hex).map((c) => c / 255);
	const max = Math.max(r, g, b);
	const chroma = max - Math.min(r, g, b);
	if (chroma === 0) return { hue: 0, chroma };
	const sector =
		max === r
			? ((g - b) / chroma + 6) % 6
			: max === g
				? (b - r) / chroma + 2
				: (r - g) / chroma + 4;
	return { hue: sector * 60, chroma };
}

/** Move saturation towards grey (amount < 0) or away from it (amount > 0). */
function saturate(hex: string, amount: number): string {
	const rgb = toRgb(hex);
	const grey = (rgb[0] + rgb[1] + rgb[2]) / 3;
	return toHex(rgb.map((c) => grey + (c - grey) * (1 + amount)) as Rgb);
}

/** What "light blue", "dusty pink", "neon green" do to the base colour. */
export function adjustColor(hex: string, modifier: ColorModifier): string {
	switch (modifier) {
		case 'mid':
		case 'medium':
			return hex;
		case 'light':
		case 'clear':
		case 'soft':
			return lighten(hex, 0.4);
		case 'pale':
			return lighten(hex, 0.6);
		case 'pastel':
			return lighten(saturate(hex, -0.2), 0.55);
		case 'dark':
		case 'deep':
			return darken(hex, 0.4);
		case 'rich':
			return darken(saturate(hex, 0.2), 0.15);
		case 'bright':
		case 'vivid':
			return saturate(hex, 0.35);
		case 'neon':
		case 'electric':
		case 'fluorescent':
		case 'fluoro':
			return lighten(saturate(hex, 0.8), 0.1);
		case 'dusty':
		case 'muted':
			return lighten(saturate(hex, -0.45), 0.15);
		case 'faded':
		case 'washed':
			return lighten(saturate(hex, -0.35), 0.3);
	}
}

/** A line colour that reads on top of `fill`: dark ink on light cloth, pale ink on dark cloth. */
export function inkOn(fill: string, ink: string): string {
	return isDark(fill) ? mix(fill, '#ffffff', 0.45) : ink;
}
