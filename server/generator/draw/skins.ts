import type { Random } from '../random';
import { num } from './geometry';
import { circleEl, tile, type Print } from './paint';

/**
 * Prints drawn freehand: animal skins, camouflage, washes and abstract brushwork. The irregular
 * ones take their shapes from the print's seeded stream, so each design has its own spots.
 */

/** A smooth irregular blob around (cx, cy): camouflage patches, leopard spots. */
function blob(random: Random, cx: number, cy: number, r: number, points = 7): string {
	const pts = Array.from({ length: points }, (_, i) => {
		const a = (i / points) * Math.PI * 2;
		const rr = r * random.range(0.65, 1.15);
		return [cx + Math.cos(a) * rr, cy + Math.sin(a) * rr * 0.85];
	});
	let d = '';
	for (let i = 0; i < points; i++) {
		const p = pts[i];
		const q = pts[(i + 1) % points];
		const mid = [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2];
		d +=
			i === 0
				? `M${num((pts[points - 1][0] + p[0]) / 2)} ${num((pts[points - 1][1] + p[1]) / 2)}`
				: '';
		d += `Q${num(p[0])} ${num(p[1])} ${num(mid[0])} ${num(mid[1])}`;
	}
	return d + 'Z';
}

export const SKINS: Readonly<Record<string, Print>> = {
	leopard: ({ ground, motif, third }, random) => {
		const spot = (x: number, y: number): string => {
			const r = random.range(6, 9);
			return `<path d="${blob(random, x, y, r)}" fill="${third}"/><path d="${blob(random, x, y, r + 3.5)}" fill="none" stroke="${motif}" stroke-width="3.2" stroke-dasharray="9 5"/>`;
		};
		const spots = [
			[12, 14],
			[44, 8],
			[70, 26],
			[26, 44],
			[58, 54],
			[10, 72],
			[40, 78],
			[80, 70],
		]
			.map(([x, y]) => spot(x, y))
			.join('');
		return tile(90, 90, ground, spots);
	},
	zebra: ({ ground, motif }) =>
		tile(
			60,
			60,
			ground,
			`<path d="M0 6C20 2 30 14 60 8V16C36 22 20 12 0 16ZM0 30C16 26 34 40 60 32V40C36 48 18 34 0 42ZM0 52C22 48 36 58 60 54V58C36 62 20 56 0 58Z" fill="${motif}"/>`,
		),
	snakeskin: ({ ground, motif, third, tones }) => {
		let scales = '';
		for (let row = 0; row < 3; row++)
			for (let col = 0; col < 3; col++) {
				const x = col * 16 + (row % 2) * 8;
				const y = row * 12;
				scales += `<path d="M${x - 8} ${y + 12}Q${x} ${y - 4} ${x + 8} ${y + 12}" fill="${row % 2 ? motif : third}" stroke="${tones.shade(ground, 0.3)}" stroke-width="1.2"/>`;
			}
		return tile(48, 24, ground, scales);
	},
	camouflage: ({ ground, motif, third, tones }, random) => {
		const patches = [motif, third, tones.shade(ground, 0.35)]
			.flatMap((fill, k) =>
				[0, 1, 2].map(
					(i) =>
						`<path d="${blob(random, 20 + ((i * 47 + k * 31) % 120), 18 + ((i * 59 + k * 43) % 120), random.range(16, 26))}" fill="${fill}"/>`,
				),
			)
			.join('');
		return tile(140, 140, ground, patches);
	},
	abstract: ({ ground, motif, third }, random) =>
		tile(
			120,
			120,
			ground,
			`<path d="${blob(random, 30, 88, 15)}" fill="${third}"/>` +
				`<path d="M10 30C30 8 52 52 76 26S104 14 112 34" fill="none" stroke="${motif}" stroke-width="9" stroke-linecap="round"/>` +
				`<path d="M58 84C74 100 92 66 110 90" fill="none" stroke="${motif}" stroke-width="6" stroke-linecap="round"/>` +
				circleEl(92, 56, 7, third) +
				`<path d="M18 58q6 -8 12 0t12 0" fill="none" stroke="${motif}" stroke-width="3" stroke-linecap="round"/>`,
		),
	tiger: ({ ground, motif }) => {
		// Black stripes running down the body, each tapering to a point at both ends and bowed.
		const stripe = (
			x0: number,
			y0: number,
			x1: number,
			y1: number,
			w: number,
			bow: number,
		): string => {
			const [mx, my] = [(x0 + x1) / 2 + bow, (y0 + y1) / 2];
			return `<path d="M${x0} ${y0}Q${mx + w} ${my} ${x1} ${y1}Q${mx - w} ${my} ${x0} ${y0}Z" fill="${motif}"/>`;
		};
		return tile(
			64,
			64,
			ground,
			stripe(6, -6, 10, 30, 4, 5) +
				stripe(16, 8, 14, 40, 3, -4) +
				stripe(30, -10, 34, 26, 4.5, 6) +
				stripe(44, 12, 40, 44, 3, -5) +
				stripe(56, -4, 58, 22, 3.5, 4) +
				stripe(6, 58, 10, 94, 4, 5) +
				stripe(30, 54, 34, 90, 4.5, 6) +
				stripe(56, 60, 58, 86, 3.5, 4) +
				stripe(22, 36, 26, 62, 3, 4) +
				stripe(52, 30, 50, 56, 3.5, -3),
		);
	},
	cow: ({ ground, motif }, random) => {
		// Large irregular patches on a plain ground.
		const patches = [
			[24, 26, 17],
			[86, 44, 21],
			[40, 96, 19],
			[104, 108, 12],
			[10, 70, 8],
		]
			.map(([x, y, r]) => `<path d="${blob(random, x, y, r, 9)}" fill="${motif}"/>`)
			.join('');
		return tile(130, 130, ground, patches);
	},
	giraffe: ({ ground, motif }) => {
		// Rounded patches with narrow ground-coloured lines between them.
		const patch = (pts: number[][]): string =>
			`<path d="M${pts.map(([x, y]) => `${x} ${y}`).join('L')}Z" fill="${motif}" stroke="${motif}" stroke-width="2" stroke-linejoin="round"/>`;
		return tile(
			60,
			60,
			ground,
			patch([
				[3, 3],
				[26, 2],
				[28, 22],
				[14, 28],
				[2, 22],
			]) +
				patch([
					[32, 2],
					[57, 4],
					[56, 24],
					[34, 24],
				]) +
				patch([
					[4, 28],
					[18, 33],
					[24, 56],
					[3, 57],
				]) +
				patch([
					[23, 28],
					[33, 29],
					[55, 30],
					[57, 56],
					[30, 57],
				]),
		);
	},
	'acid-wash': ({ ground, tones }, random) => {
		// Tonal: the dye bleached out in soft irregular clouds.
		const pale = tones.mix(ground, '#ffffff', 0.55);
		const paler = tones.mix(ground, '#ffffff', 0.78);
		let clouds = '';
		for (let i = 0; i < 9; i++)
			clouds += `<path d="${blob(random, random.range(0, 120), random.range(0, 120), random.range(8, 20))}" fill="${pale}" fill-opacity=".75"/>`;
		for (let i = 0; i < 8; i++)
			clouds += `<path d="${blob(random, random.range(0, 120), random.range(0, 120), random.range(3, 7))}" fill="${paler}" fill-opacity=".8"/>`;
		return tile(120, 120, ground, clouds);
	},
};
