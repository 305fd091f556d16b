/**
 * Colourways: a design repainted in colours the caller names. The plan comes from the design
 * being repainted (its prompt, style and seed), so garment, print, details and materials stay;
 * only the colours change, and the colourway's own seed decides which given colour goes where.
 */
import { resolveColorName, type NamedColor } from './color-names';
import type { Random } from './random';
import type { DesignPlan } from './resolve';

/** The colours a colourway gives each role of the drawing; a role left out is a tone of the ground. */
export interface ColorwayRoles {
	/** Every colour of the colourway, the ground (the first named) first. */
	hexes: readonly string[];
	/** The print's motif and third colour. */
	motif?: string;
	third?: string;
	/** Parts set apart from the cloth: buttons, zips, trims, belts, appliqués. */
	accent?: string;
}

/** The most colours a colourway takes, as the variations endpoint allows. */
export const MAX_COLORWAY_COLORS = 4;

/**
 * A colourway's colours by canonical name, in the order given, each once. A RangeError names an
 * unknown colour, or says the count is outside 1 to 4.
 */
export function colorwayColors(names: readonly string[]): NamedColor[] {
	if (!Array.isArray(names)) throw new RangeError('colors must be a list of colour names');
	const colors: NamedColor[] = [];
	for (const name of names) {
		const color = resolveColorName(name);
		if (!color) throw new RangeError(`unknown colour '${String(name)}'`);
		if (!colors.some((known) => known.name === color.name)) colors.push(color);
	}
	if (colors.length < 1 || colors.length > MAX_COLORWAY_COLORS)
		throw new RangeError(
			`a colourway takes 1 to ${MAX_COLORWAY_COLORS} colours, not ${colors.length}`,
		);
	return colors;
}

/**
 * The plan repainted: the ground is the first colour; the others go to the print's motif, its
 * third colour and the parts set apart, in an order `random` chooses (with one or two colours
 * there is no choice to make, so every seed draws the same). With one colour, or two for a
 * three-colour print, the missing roles are tones of the ground (see draw/palette.ts).
 */
export function repaint(plan: DesignPlan, colors: NamedColor[], random: Random): DesignPlan {
	const hexes = colors.map((color) => color.hex);
	// Two names may mean one colour ("grey" and "gray"): a role needs a colour that shows.
	const others = [...new Set(hexes)].filter((hex) => hex !== hexes[0]);
	for (let i = others.length - 1; i > 0; i--) {
		const j = random.int(0, i);
		[others[i], others[j]] = [others[j], others[i]];
	}
	const roles: ColorwayRoles = {
		hexes,
		motif: others[0],
		third: others[1],
		// A fourth colour is the accent; with fewer, the accent repeats one the print uses.
		accent: others[2] ?? (others.length > 0 ? random.pick(others) : undefined),
	};
	return { ...plan, colors: colors.map(({ name, hex }) => ({ name, hex })), colorway: roles };
}
