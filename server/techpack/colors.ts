/**
 * Colours for the bill of materials and the colourways: each part in the colour the flat paints
 * it (draw/palette.ts), under a name a factory can order it by.
 */
import type { DesignPlan } from '../generator';
import { hueOf, isDark, mix } from '../generator/color';
import { paintsFor, type Paints } from '../generator/draw/palette';
import { COLOR_ROWS } from '../generator/lexicon/colors';
import type { TechPackColor } from './types';

/** What a part of the design is painted in: the flat's paints, read as named colours. */
export interface Palette {
	main: TechPackColor;
	/** The second colour of the print or of the parts set apart, when the design has one. */
	contrast?: TechPackColor;
	third?: TechPackColor;
	lining: TechPackColor;
	/** A part's colour as the flat paints it (buttons, zip, side-stripes, belt…), if it has its own. */
	part(part: string): TechPackColor | undefined;
	/** Metal hardware (buckles, rivets, eyelets): the flat's metal. */
	metal: TechPackColor;
	/** Topstitching: contrast thread on denim, else the cloth's colour. */
	stitching: TechPackColor;
	/** Labels: black on light cloth, white on dark. */
	label: TechPackColor;
}

const distance = (a: string, b: string): number =>
	[1, 3, 5].reduce(
		(sum, i) => sum + (parseInt(a.slice(i, i + 2), 16) - parseInt(b.slice(i, i + 2), 16)) ** 2,
		0,
	);

/**
 * A paint as one colour: `#rrggbb`, a colourway's `#rrggbb@alpha` layer over the ground, or
 * `base|layer` (draw/palette.ts); a print (`url(#…)`) is seen as the ground.
 */
function paintHex(paint: string, ground: string): string {
	let hex = ground;
	for (const layer of paint.split('|')) {
		const [color, alpha] = layer.split('@');
		if (!color.startsWith('#')) continue;
		hex = alpha === undefined ? color : mix(hex, color, Number(alpha));
	}
	return hex;
}

/**
 * A name for a colour: the design's own colour of that hex, else a tone of the nearest of its
 * colours ("tonal navy", as a factory matches trims to the shell), else the nearest colour the
 * generator names.
 */
function nameOf(hex: string, plan: DesignPlan): TechPackColor {
	const own = plan.colors.find((color) => color.hex === hex);
	if (own) return { name: own.name, hex };
	const nearest = [...plan.colors].sort((a, b) => distance(a.hex, hex) - distance(b.hex, hex))[0];
	// Within about a third of the way to black or white: a shade of the design's colour.
	if (nearest && distance(nearest.hex, hex) < 90 ** 2 * 3)
		return { name: `tonal ${nearest.name}`, hex };
	const [name] = COLOR_ROWS.reduce((best, row) =>
		distance(row[1], hex) < distance(best[1], hex) ? row : best,
	);
	return { name, hex };
}

/** Warm metal reads as brass, cool as nickel. */
function metalName(hex: string): string {
	const { hue, chroma } = hueOf(hex);
	return chroma > 0.08 && hue >= 20 && hue <= 70 ? 'antique brass' : 'nickel';
}

export function paletteOf(plan: DesignPlan): Palette {
	const paints: Paints = paintsFor(plan);
	const ground = plan.colors[0].hex;
	const named = (paint: string) => nameOf(paintHex(paint, ground), plan);
	const metalHex = paintHex(paints.metal, ground);
	// A colourway paints its metal in its accent colour: then it is that colour, not brass.
	const metal = plan.colorway ? named(paints.metal) : { name: metalName(metalHex), hex: metalHex };
	return {
		main: { name: plan.colors[0].name, hex: ground },
		...(plan.colors[1] ? { contrast: { ...plan.colors[1] } } : {}),
		...(plan.colors[2] ? { third: { ...plan.colors[2] } } : {}),
		lining: named(paints.lining),
		part: (part) => {
			const paint = paints.part(part);
			if (paint === undefined) return undefined;
			return part === 'zip' && !plan.partColors.has('zip') && !plan.colorway ? metal : named(paint);
		},
		metal,
		stitching: named(paints.stitchInk === paints.lineInk ? paints.main : paints.stitchInk),
		label: isDark(ground) ? { name: 'white', hex: '#ffffff' } : { name: 'black', hex: '#111111' },
	};
}
