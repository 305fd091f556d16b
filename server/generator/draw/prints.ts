import { luminance } from '../color';
import { num } from './geometry';
import { circleEl, rect, tile, type Print } from './paint';
import { PICTURES } from './pictures';
import { SKINS } from './skins';

/**
 * Every print by id, each with the function that draws its paint server: woven and geometric
 * repeats and whole-garment gradients here, animal skins and washes in skins.ts, pictures
 * (flowers, fruit, novelty motifs) in pictures.ts.
 */
const WOVEN: Readonly<Record<string, Print>> = {
	stripes: ({ ground, motif }) => tile(40, 36, ground, rect(0, 0, 40, 13, motif)),
	pinstripes: ({ ground, motif }) => tile(22, 40, ground, rect(10, 0, 1.6, 40, motif)),
	'polka-dots': ({ ground, motif }) =>
		tile(44, 44, ground, circleEl(11, 11, 6.5, motif) + circleEl(33, 33, 6.5, motif)),
	plaid: ({ ground, motif, third }) =>
		tile(
			72,
			72,
			ground,
			rect(8, 0, 22, 72, motif, ' opacity=".55"') +
				rect(0, 8, 72, 22, motif, ' opacity=".55"') +
				rect(48, 0, 3, 72, third, ' opacity=".9"') +
				rect(0, 48, 72, 3, third, ' opacity=".9"') +
				rect(58, 0, 1.5, 72, motif) +
				rect(0, 58, 72, 1.5, motif),
		),
	gingham: ({ ground, motif }) => {
		// A translucent motif (a colourway's tone of the ground) cannot be the tile's ground.
		const [light, dark] =
			luminance(ground) > luminance(motif) || motif.includes('@')
				? [ground, motif]
				: [motif, ground];
		return tile(
			28,
			28,
			light,
			rect(0, 0, 14, 28, dark, ' opacity=".5"') + rect(0, 0, 28, 14, dark, ' opacity=".5"'),
		);
	},
	houndstooth: ({ ground, motif }) =>
		tile(
			32,
			32,
			ground,
			`<path d="M0 0H16L32 16V32L16 16H0ZM0 16L8 16L0 24ZM16 0L16 8L24 0Z" fill="${motif}"/>`,
		),
	geometric: ({ ground, motif, third }) =>
		tile(
			48,
			48,
			ground,
			`<path d="M0 48L24 0L48 48Z" fill="${motif}"/><path d="M24 48L36 24L48 48Z" fill="${third}"/><path d="M0 0H12L6 12Z" fill="${third}"/>`,
		),
	'fair-isle': ({ ground, motif, third }) => {
		// Knitted bands: a rule, a row of diamonds with dots between, a rule, a zigzag.
		const rule = (y: number): string => rect(0, y, 24, 2.5, third);
		return tile(
			24,
			48,
			ground,
			rule(4) +
				`<path d="M12 10L18 16L12 22L6 16Z" fill="${motif}"/>` +
				circleEl(0, 16, 1.8, motif) +
				circleEl(24, 16, 1.8, motif) +
				rule(27) +
				`<path d="M0 40L6 34L12 40L18 34L24 40" fill="none" stroke="${motif}" stroke-width="2.6"/>`,
		);
	},
	chevron: ({ ground, motif }) =>
		tile(
			40,
			26,
			ground,
			`<path d="M-10 14L10 2L30 22L50 2M-10 40L10 28L30 48L50 28" fill="none" stroke="${motif}" stroke-width="7"/><path d="M-10 -12L10 -24L30 -4L50 -24" fill="none" stroke="${motif}" stroke-width="7"/>`,
		),
	herringbone: ({ ground, motif }) =>
		tile(
			24,
			16,
			ground,
			`<path d="M0 0L12 8M0 8L12 16M12 8L24 0M12 16L24 8" stroke="${motif}" stroke-width="2.4" fill="none"/>`,
		),
	argyle: ({ ground, motif, third }) =>
		tile(
			60,
			80,
			ground,
			`<path d="M30 0L60 40L30 80L0 40Z" fill="${motif}"/><path d="M0 0L30 40L0 80M60 0L30 40L60 80" fill="none" stroke="${third}" stroke-width="1.6" stroke-dasharray="5 4"/>`,
		),
	checkerboard: ({ ground, motif }) =>
		tile(48, 48, ground, rect(0, 0, 24, 24, motif) + rect(24, 24, 24, 24, motif)),
	'tie-dye': ({ ground, motif, third }, _random, box) => {
		const stops = [ground, motif, third, motif, ground]
			.map((color, i) => `<stop offset="${i / 4}" stop-color="${color}"/>`)
			.join('');
		const cx = (box.minX + box.maxX) / 2;
		const cy = box.minY + (box.maxY - box.minY) * 0.4;
		return `<radialGradient id="fabric" gradientUnits="userSpaceOnUse" cx="${num(cx)}" cy="${num(cy)}" r="110" spreadMethod="reflect">${stops}</radialGradient>`;
	},
	'color-block': ({ ground, motif, third }, _random, box) => {
		const bands = [
			[ground, 0, 0.42],
			[motif, 0.42, 0.7],
			[third, 0.7, 1],
		] as const;
		const stops = bands
			.map(
				([color, from, to]) =>
					`<stop offset="${from}" stop-color="${color}"/><stop offset="${to}" stop-color="${color}"/>`,
			)
			.join('');
		return `<linearGradient id="fabric" gradientUnits="userSpaceOnUse" x1="0" y1="${num(box.minY)}" x2="0" y2="${num(box.maxY)}">${stops}</linearGradient>`;
	},
	ombre: ({ ground, motif }, _random, box) =>
		`<linearGradient id="fabric" gradientUnits="userSpaceOnUse" x1="0" y1="${num(box.minY)}" x2="0" y2="${num(box.maxY)}"><stop offset="0" stop-color="${ground}"/><stop offset="1" stop-color="${motif}"/></linearGradient>`,
};

export const PRINTS: Readonly<Record<string, Print>> = { ...WOVEN, ...SKINS, ...PICTURES };
