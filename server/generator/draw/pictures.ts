import {
	anchor,
	butterfly,
	cherryPair,
	dinosaur,
	heartPath,
	lemon,
	shamrock,
	skull,
	snowflake,
} from './emblems';
import { num } from './geometry';
import { LEAF, MOTIFS, type Motif } from './motifs';
import { at, circleEl, tile, type Print } from './paint';

/** Pictorial prints: flowers, paisley, fruit, little emblems, and every novelty motif scattered. */

/** Two motifs a tile, the second smaller and turned, with a dot between: a scattered print. */
const scattered =
	(draw: Motif): Print =>
	({ ground, motif, third, tones }) => {
		const colors = { ground, fill: motif, accent: third, tones };
		return tile(
			80,
			80,
			ground,
			at(24, 28, 1, draw(colors)) +
				at(60, 62, 0.8, draw(colors), -12) +
				circleEl(62, 16, 1.8, third) +
				circleEl(16, 62, 1.8, third),
		);
	};

export const PICTURES: Readonly<Record<string, Print>> = {
	floral: ({ ground, motif, third, tones }) => {
		const petals = (x: number, y: number, r: number, fill: string): string =>
			[0, 1, 2, 3, 4]
				.map((i) =>
					circleEl(
						x + Math.cos((i * 2 * Math.PI) / 5) * r,
						y + Math.sin((i * 2 * Math.PI) / 5) * r,
						r * 0.78,
						fill,
					),
				)
				.join('') + circleEl(x, y, r * 0.55, third);
		const leaf = (x: number, y: number, angle: number): string =>
			`<ellipse cx="${num(x)}" cy="${num(y)}" rx="9" ry="4" fill="${tones.deep(third, 0.15)}" transform="rotate(${angle} ${num(x)} ${num(y)})"/>`;
		return tile(
			80,
			80,
			ground,
			leaf(36, 12, 30) +
				leaf(8, 44, -40) +
				petals(20, 22, 8, motif) +
				petals(60, 58, 6.5, motif) +
				leaf(70, 36, 60) +
				circleEl(62, 14, 3, motif) +
				circleEl(26, 66, 3, motif),
		);
	},
	paisley: ({ ground, motif, third }) => {
		const drop = (x: number, y: number, s: number, flip: number): string =>
			`<path d="M${num(x)} ${num(y)}c${num(12 * s)} ${num(-2 * s)} ${num(18 * s)} ${num(10 * s)} ${num(12 * s)} ${num(20 * s)}c${num(-6 * s)} ${num(8 * s)} ${num(-20 * s)} ${num(6 * s)} ${num(-22 * s)} ${num(-4 * s)}c${num(-2 * s)} ${num(-8 * s)} ${num(2 * s)} ${num(-16 * s)} ${num(10 * s)} ${num(-16 * s)}c${num(-4 * s)} ${num(-4 * s)} ${num(-4 * s)} ${num(-10 * s)} 0 ${num(-14 * s)}z" fill="${motif}" stroke="${third}" stroke-width="1.6" transform="rotate(${flip} ${num(x)} ${num(y)})"/>`;
		return tile(
			84,
			84,
			ground,
			drop(20, 20, 1, 0) +
				drop(62, 58, 0.9, 180) +
				circleEl(64, 16, 3, third) +
				circleEl(16, 64, 3, third) +
				circleEl(8, 30, 2, motif),
		);
	},
	cherries: ({ ground, motif, third, tones }) =>
		tile(
			64,
			64,
			ground,
			cherryPair(16, 30, 1, motif, tones.own(LEAF)) +
				cherryPair(48, 58, 0.8, motif, tones.own(LEAF)) +
				circleEl(54, 18, 2, third),
		),
	lemons: ({ ground, motif, third, tones }) =>
		tile(
			72,
			72,
			ground,
			lemon(22, 24, -20, { fill: motif, shine: third, leaf: tones.own(LEAF) }) +
				lemon(54, 56, 25, { fill: motif, shine: third, leaf: tones.own(LEAF) }) +
				circleEl(56, 16, 2, third) +
				circleEl(14, 58, 2, third),
		),
	fruit: ({ ground, motif, third, tones }) => {
		const leaf = tones.own(LEAF);
		return tile(
			84,
			84,
			ground,
			cherryPair(18, 32, 1, motif, leaf) +
				lemon(60, 24, 20, { fill: third, shine: ground, leaf }) +
				lemon(24, 68, -15, { fill: third, shine: ground, leaf }) +
				cherryPair(64, 74, 0.8, motif, leaf),
		);
	},
	stars: ({ ground, motif, third }) => {
		const star = (x: number, y: number, r: number): string => {
			const pts = Array.from({ length: 10 }, (_, i) => {
				const a = -Math.PI / 2 + (i * Math.PI) / 5;
				const rr = i % 2 ? r * 0.42 : r;
				return `${num(x + Math.cos(a) * rr)} ${num(y + Math.sin(a) * rr)}`;
			});
			return `<path d="M${pts.join('L')}Z" fill="${motif}"/>`;
		};
		return tile(60, 60, ground, star(16, 18, 10) + star(46, 46, 7) + circleEl(46, 12, 2, third));
	},
	hearts: ({ ground, motif }) => {
		const heart = (x: number, y: number, s: number): string =>
			`<path d="${heartPath(x, y, s)}" fill="${motif}"/>`;
		return tile(50, 50, ground, heart(14, 16, 0.9) + heart(38, 40, 0.7));
	},
	dinosaurs: ({ ground, motif, third }) =>
		tile(
			96,
			80,
			ground,
			dinosaur(32, 26, 1, motif, third) +
				dinosaur(74, 62, 0.75, motif, third) +
				circleEl(80, 18, 2, third) +
				circleEl(12, 64, 2, third),
		),
	snowflakes: ({ ground, motif }) =>
		tile(
			72,
			72,
			ground,
			snowflake(20, 20, 12, motif) +
				snowflake(54, 52, 9, motif) +
				circleEl(56, 14, 2, motif) +
				circleEl(16, 56, 2.4, motif),
		),
	shamrocks: ({ ground, motif }) =>
		tile(64, 64, ground, shamrock(18, 18, 1, motif) + shamrock(48, 48, 0.8, motif)),
	butterflies: ({ ground, motif, third }) =>
		tile(72, 72, ground, butterfly(20, 22, 1, motif, third) + butterfly(54, 54, 0.8, motif, third)),
	skulls: ({ ground, motif }) =>
		tile(64, 64, ground, skull(18, 18, 1, motif, ground) + skull(48, 48, 0.8, motif, ground)),
	anchors: ({ ground, motif }) =>
		tile(64, 64, ground, anchor(18, 20, 1, motif) + anchor(48, 50, 0.8, motif)),
	...Object.fromEntries(Object.entries(MOTIFS).map(([id, draw]) => [id, scattered(draw)])),
};
