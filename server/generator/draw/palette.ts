import { darken, inkOn, isDark, luminance, mix } from '../color';
import type { ColorwayRoles } from '../colorway';
import type { DesignPlan } from '../resolve';

/**
 * What every part of the drawing is painted in. A design derives its tones freely from its
 * colours (a darker lining, a blended third print colour); a colourway may paint only the colours
 * it was given, so it gets the same tones as translucent black or white over one of them, or
 * another given colour. The drawing code asks this module and never computes a colour itself.
 *
 * A paint is an SVG colour or `url(#…)`, with two extensions only a colourway produces, resolved
 * before the SVG leaves the generator: `#rrggbb@a` is that colour at opacity a (the element's own
 * fill/stroke opacity is multiplied in, see `resolveOverlays`), and `base|over` paints a piece twice,
 * an opaque base and a translucent layer over it, which is how a shade of a colour is drawn.
 */

/** How a print or motif derives a tone from the colours it was given. */
export interface Tones {
	/** `hex` darkened, for a mark drawn over `hex` itself or over the ground (eyes, a camo patch). */
	shade(hex: string, amount: number): string;
	/** `hex` darkened, for a shape of its own (a tree's trunk, a leaf): a colourway keeps `hex`. */
	deep(hex: string, amount: number): string;
	/** `hex` mixed `amount` of the way to `other`. */
	mix(hex: string, other: string, amount: number): string;
	/** A colour a motif keeps whatever the print (leaf green, a bee's black). */
	own(hex: string): string;
}

/** A design's own tones: computed from its colours. */
export const DERIVED_TONES: Tones = { shade: darken, deep: darken, mix, own: (hex) => hex };

export interface Paints {
	/** The cloth's colour. */
	main: string;
	motif: string;
	third: string;
	tones: Tones;
	/** Appliqués, side stripes; and in a colourway every part set apart (buttons, zips, trims). */
	accent: string;
	lining: string;
	sheer: string;
	metal: string;
	/** A part's own colour: the prompt's ("gold buttons"), or what the part is made of. */
	part(part: string): string | undefined;
	/** The fabric's paint, given the print's paint server ('' for a solid colour). */
	fabric(print: string): string;
	/** Whether a piece painted `fill` shows the cloth (and so its texture and sheen). */
	isFabric(fill: string): boolean;
	/** Line work on the cloth: dark ink on light cloth, pale on dark. */
	lineInk: string;
	stitchInk: string;
	/** The ink for the outline of a dot painted `fill`. */
	inkOn(fill: string): string;
	/** Whether a piece painted `fill` is dark, so its edges want a pale core line. */
	isDarkFill(fill: string): boolean;
	sparkle: string;
	/** The swatch strip's rule and the rims of its colour chips. */
	rule: string;
	chipRim: string;
}

const METAL_WARM = '#b89b5e';
const METAL_COOL = '#b9bdc3';
/** Fur trim left uncoloured by the prompt: a natural light fur. */
const NATURAL_FUR = '#ddd2bf';
const WARM_STYLES = ['vintage', 'classic', 'bohemian', 'grunge', 'couture', 'preppy'];

const round = (value: number): string => String(Math.round(value * 1000) / 1000);
/** `hex` at opacity `alpha`. */
export const overlay = (hex: string, alpha: number): string => `${hex}@${round(alpha)}`;
const isOverlay = (paint: string): boolean => paint.includes('@');
/** The colour a paint is seen as: its opaque base when it has one, else `fallback`. */
const baseOf = (paint: string, fallback: string): string => {
	const base = paint.split('|')[0];
	return base.startsWith('#') && !isOverlay(base) ? base : fallback;
};

export function paintsFor(plan: DesignPlan): Paints {
	return plan.colorway ? colorwayPaints(plan, plan.colorway) : derivedPaints(plan);
}

/** A design's paints: as the generator has always drawn them. */
function derivedPaints(plan: DesignPlan): Paints {
	const main = plan.colors[0].hex;
	const ink = plan.style.ink;
	const motif =
		plan.colors[1]?.hex ?? (isDark(main) ? mix(main, '#ffffff', 0.7) : darken(main, 0.45));
	const accent =
		plan.colors[1]?.hex ?? (isDark(main) ? mix(main, '#ffffff', 0.55) : darken(main, 0.35));
	const metal = WARM_STYLES.includes(plan.style.id) ? METAL_WARM : METAL_COOL;
	const lineInk = inkOn(main, ink);
	return {
		main,
		motif,
		third: plan.colors[2]?.hex ?? mix(main, motif, 0.5),
		tones: DERIVED_TONES,
		accent,
		lining: darken(main, 0.28),
		sheer: mix(main, '#ffffff', 0.4),
		metal,
		part: (part) => {
			const own =
				plan.partColors.get(part) ??
				(part === 'side-stripes' || part === 'belt' ? plan.partColors.get('trim') : undefined);
			if (own) return own;
			if (part === 'fur-trim') return NATURAL_FUR;
			if (part === 'zip') return metal;
			if (part === 'buttons') return isDark(main) ? mix(main, '#ffffff', 0.35) : darken(main, 0.3);
			if (part === 'side-stripes') return accent;
			if (part === 'belt' && plan.family !== 'dress') return darken(main, 0.35);
			return undefined;
		},
		fabric: (print) => (print ? 'url(#fabric)' : main),
		isFabric: (fill) => fill === 'url(#fabric)',
		lineInk,
		stitchInk: plan.materials[0] === 'denim' ? '#d39a3c' : lineInk,
		inkOn: (fill) => inkOn(fill.startsWith('#') ? fill : main, ink),
		isDarkFill: (fill) => isDark(fill.startsWith('#') ? fill : main),
		sparkle: plan.colors[1]?.hex ?? '#ff3e9a',
		rule: mix(ink, '#ffffff', 0.8),
		chipRim: mix(ink, '#ffffff', 0.4),
	};
}

/**
 * A colourway's paints: each derived tone above becomes black or white at the same strength over
 * the colour it was derived from (which looks the same), and every part the design sets apart
 * (buttons, zips, trims, hardware) takes the accent, a given colour where there is one to spare.
 */
function colorwayPaints(plan: DesignPlan, roles: ColorwayRoles): Paints {
	const main = roles.hexes[0];
	const ink = plan.style.ink;
	const dark = isDark(main);
	// The ground lightened on dark cloth and darkened on light, as a design's own tones are.
	const toned = (light: number, darker: number): string =>
		dark ? overlay('#ffffff', light) : overlay('#000000', darker);
	const accent = roles.accent ?? `${main}|${toned(0.55, 0.35)}`;
	const lineInk = dark ? overlay('#ffffff', 0.45) : ink;
	const inkFor = (fill: string): string =>
		isDark(baseOf(fill, main)) ? overlay('#ffffff', 0.45) : ink;
	return {
		main,
		motif: roles.motif ?? toned(0.7, 0.45),
		third: roles.third ?? toned(0.35, 0.225),
		tones: colorwayTones(roles.hexes),
		accent,
		lining: `${main}|${overlay('#000000', 0.28)}`,
		sheer: `${main}|${overlay('#ffffff', 0.4)}`,
		metal: accent,
		part: (part) =>
			plan.partColors.has(part) ||
			((part === 'side-stripes' || part === 'belt') && plan.partColors.has('trim')) ||
			['fur-trim', 'zip', 'buttons', 'side-stripes'].includes(part) ||
			(part === 'belt' && plan.family !== 'dress')
				? accent
				: undefined,
		// A gradient print's tones may be translucent: it is laid over the ground colour.
		fabric: (print) =>
			!print
				? main
				: /^<(linear|radial)Gradient/.test(print)
					? `${main}|url(#fabric)`
					: 'url(#fabric)',
		isFabric: (fill) => fill.includes('url(#fabric)'),
		lineInk,
		stitchInk: plan.materials[0] === 'denim' && roles.accent ? roles.accent : lineInk,
		inkOn: inkFor,
		isDarkFill: (fill) => isDark(baseOf(fill, main)),
		// Sparkles sit on the white page: the darker of the accent and the ground shows there.
		sparkle: roles.accent && luminance(roles.accent) < luminance(main) ? roles.accent : main,
		rule: overlay(ink, 0.2),
		chipRim: overlay(ink, 0.6),
	};
}

/** A colourway's tones: black and white overlays, and the given colours themselves. */
function colorwayTones(hexes: readonly string[]): Tones {
	const ground = hexes[0];
	// Motifs sit on the ground, so a colour of their own is repainted in one of the others.
	const others = [...new Set(hexes)].filter((hex) => hex !== ground);
	const distance = (a: string, b: string): number =>
		[1, 3, 5].reduce(
			(sum, i) => sum + (parseInt(a.slice(i, i + 2), 16) - parseInt(b.slice(i, i + 2), 16)) ** 2,
			0,
		);
	const own = (hex: string): string => {
		const lum = luminance(hex);
		if (lum < 0.03) return overlay('#000000', 0.75);
		if (lum > 0.8) return overlay('#ffffff', 0.75);
		if (others.length === 0)
			return lum < luminance(ground) ? overlay('#000000', 0.35) : overlay('#ffffff', 0.45);
		return others.reduce((best, color) =>
			distance(color, hex) < distance(best, hex) ? color : best,
		);
	};
	return {
		shade: (_hex, amount) => overlay('#000000', amount),
		deep: (hex) => hex,
		mix: (hex, other, amount) => {
			if (other === '#ffffff' || other === '#000000') return overlay(other, amount);
			if (amount <= 0.5) return hex;
			return hexes.includes(other) || isOverlay(other) ? other : own(other);
		},
		own,
	};
}

const OPACITY_OF: Record<string, string> = {
	fill: 'fill-opacity',
	stroke: 'stroke-opacity',
	'stop-color': 'stop-opacity',
};

/**
 * Turns every `#rrggbb@a` paint in an SVG into the colour and an opacity attribute, multiplying
 * in an opacity the element already had for that paint ("fill-opacity" for "fill").
 */
export function resolveOverlays(svg: string): string {
	return svg.replace(/<[^<>]*@[^<>]*>/g, (tag) => {
		let out = tag;
		for (const [attr, opacityAttr] of Object.entries(OPACITY_OF)) {
			const paint = new RegExp(` ${attr}="(#[0-9a-f]{6})@([0-9.]+)"`).exec(out);
			if (!paint) continue;
			let alpha = Number(paint[2]);
			const existing = new RegExp(` ${opacityAttr}="([0-9.]+)"`).exec(out);
			if (existing) {
				alpha *= Number(existing[1]);
				out = out.replace(existing[0], '');
			}
			out = out.replace(paint[0], ` ${attr}="${paint[1]}" ${opacityAttr}="${round(alpha)}"`);
		}
		return out;
	});
}
