import { circleEl } from './paint';
import type { Tones } from './palette';

/**
 * Novelty motifs: small pictures scattered over the cloth (reindeer, pumpkins, sharks). Each is
 * drawn about 30 units across, centred on (0, 0), and placed with `at`. `fill` is the print's
 * motif colour, `accent` its third colour, `ground` the cloth's; things with colours of their
 * own (leaves, a rainbow, a watermelon's rind) keep them.
 */
export interface MotifColors {
	ground: string;
	fill: string;
	accent: string;
	tones: Tones;
}

/** Stems and leaves keep leaf green whatever the print's colours (a colourway repaints it). */
export const LEAF = '#4a7a3a';
/** Black markings that make the motif what it is: a bee's stripes, a ladybird's spots. */
const INK = '#1d1d1f';
const RAINBOW = ['#e5533d', '#f2a33a', '#f5d547', '#5fb36b', '#4a8fd6'];

const path = (d: string, fill: string, more = ''): string =>
	`<path d="${d}" fill="${fill}"${more}/>`;
const line = (d: string, stroke: string, width: number, cap = 'round', more = ''): string =>
	`<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="${cap}" stroke-linejoin="round"${more}/>`;
const ellipse = (x: number, y: number, rx: number, ry: number, fill: string, turn = 0): string =>
	`<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="${fill}"${turn ? ` transform="rotate(${turn} ${x} ${y})"` : ''}/>`;

export type Motif = (c: MotifColors) => string;

/** The motifs by print id; each print scatters its motif over the cloth. */
export const MOTIFS: Readonly<Record<string, Motif>> = {
	// A reindeer facing right: body, four legs, neck and head, branching antlers, a bright nose.
	reindeer: ({ fill, accent }) =>
		ellipse(0, 0, 11, 6, fill) +
		[-8, -4, 4, 8]
			.map((x) => `<rect x="${x - 1.1}" y="3" width="2.2" height="9" fill="${fill}"/>`)
			.join('') +
		path('M5 -3L10 -12L14 -10L10 0Z', fill) +
		ellipse(14, -12, 4.6, 3, fill, 20) +
		ellipse(-11, -3, 2.2, 1.4, fill, -30) +
		line('M12 -15L10 -22M11 -19L7 -21M15 -15L17 -22M16 -19L20 -21', accent, 1.4) +
		circleEl(18.3, -10.6, 1.4, accent),
	// A fir tree: three tiers, a trunk, a star on top.
	'christmas-trees': ({ fill, accent, tones }) =>
		`<rect x="-2" y="10" width="4" height="5" fill="${tones.deep(fill, 0.45)}"/>` +
		path('M0 -6L11 11H-11Z', fill) +
		path('M0 -11L8.5 3H-8.5Z', fill) +
		path('M0 -16L6 -5H-6Z', fill) +
		path(
			'M0 -21L1.2 -18.3L4 -18L1.9 -16.2L2.5 -13.5L0 -15L-2.5 -13.5L-1.9 -16.2L-4 -18L-1.2 -18.3Z',
			accent,
		) +
		circleEl(-4, 4, 1.2, accent) +
		circleEl(3, -3, 1.2, accent) +
		circleEl(5, 8, 1.2, accent),
	// A candy cane: a hooked stick, striped.
	'candy-canes': ({ fill, accent }) => {
		const d = 'M3 15V-8Q3 -15 -3 -15Q-9 -15 -9 -9';
		return line(d, accent, 5) + line(d, fill, 5, 'butt', ' stroke-dasharray="3 3"');
	},
	// A snowman: two snowballs, coal eyes and buttons, a carrot nose, a hat.
	snowmen: ({ fill, accent, tones }) =>
		circleEl(0, 7, 8, fill) +
		circleEl(0, -6, 5.5, fill) +
		circleEl(-2, -7, 0.9, tones.shade(accent, 0.5)) +
		circleEl(2, -7, 0.9, tones.shade(accent, 0.5)) +
		path('M0 -5.5L5 -4.6L0 -3.8Z', tones.own('#f08a24')) +
		circleEl(0, 4, 1, tones.shade(accent, 0.5)) +
		circleEl(0, 8, 1, tones.shade(accent, 0.5)) +
		`<rect x="-6" y="-11.5" width="12" height="1.8" fill="${accent}"/><rect x="-3.8" y="-17" width="7.6" height="6" fill="${accent}"/>`,
	// A pumpkin: three lobes, ribs, a green stalk.
	pumpkins: ({ fill, tones }) =>
		ellipse(-5, 2, 7, 8.5, fill) +
		ellipse(5, 2, 7, 8.5, fill) +
		ellipse(0, 2, 6.5, 9, fill) +
		line('M0 -6.5Q-3 2 0 10.5M-5 -5.5Q-9 2 -5 10M5 -5.5Q9 2 5 10', tones.shade(fill, 0.25), 0.9) +
		path('M-1.4 -6.5L-0.6 -12L2.2 -11.5L1.4 -6.5Z', tones.own(LEAF)),
	// A ghost: a dome with a wavy hem and two dark eyes.
	ghosts: ({ fill, accent, tones }) =>
		path('M-9 12V-3Q-9 -14 0 -14Q9 -14 9 -3V12L6 9L3 12L0 9L-3 12L-6 9Z', fill) +
		ellipse(-3.2, -4, 1.6, 2.4, tones.shade(accent, 0.4)) +
		ellipse(3.2, -4, 1.6, 2.4, tones.shade(accent, 0.4)),
	// A bat with spread wings.
	bats: ({ fill }) =>
		path(
			'M0 -4Q-3 -7 -2 -9L-1 -6.5L1 -6.5L2 -9Q3 -7 0 -4Q6 -6 10 -10Q12 -6 16 -6Q13 -2 15 2Q10 0 7 3Q4 0 0 5Q-4 0 -7 3Q-10 0 -15 2Q-13 -2 -16 -6Q-12 -6 -10 -10Q-6 -6 0 -4Z',
			fill,
		),
	// A unicorn's head facing right: mane, ear, spiral horn.
	unicorns: ({ fill, accent, ground, tones }) =>
		path('M-7 13L-5 -3Q-3 -10 3 -10L11 -4Q14 -1 11 1.5Q8 2 4 0L2 13Z', fill) +
		path('M0 -10L2 -15L4 -9.5Z', fill) +
		path('M4 -9.5L9 -21L7 -8.5Z', accent) +
		line('M5 -11.5L7.4 -12.5M5.6 -14.5L7.8 -15.3', tones.shade(accent, 0.3), 0.7) +
		circleEl(-6, -4, 3, tones.mix(accent, ground, 0.3)) +
		circleEl(-7.5, 1, 3, tones.mix(accent, ground, 0.3)) +
		circleEl(-8, 6, 3, tones.mix(accent, ground, 0.3)) +
		circleEl(-2.5, -8, 2.6, tones.mix(accent, ground, 0.3)) +
		circleEl(4.5, -4.5, 1, tones.shade(fill, 0.6)),
	// A rainbow of five bands over two clouds.
	rainbows: ({ tones }) =>
		RAINBOW.map((color, i) =>
			line(
				`M${-14 + i * 2} 6A${14 - i * 2} ${14 - i * 2} 0 0 1 ${14 - i * 2} 6`,
				tones.own(color),
				2.2,
				'butt',
			),
		).join('') +
		circleEl(-12, 7, 3.4, tones.own('#ffffff')) +
		circleEl(-8, 7.5, 3, tones.own('#ffffff')) +
		circleEl(12, 7, 3.4, tones.own('#ffffff')) +
		circleEl(8, 7.5, 3, tones.own('#ffffff')),
	// A bunny's head: long ears, pink inside.
	bunnies: ({ fill, accent, tones }) =>
		ellipse(-4, -10, 3, 9, fill, -12) +
		ellipse(4, -10, 3, 9, fill, 12) +
		ellipse(-4, -10, 1.4, 6.5, accent, -12) +
		ellipse(4, -10, 1.4, 6.5, accent, 12) +
		ellipse(0, 3, 9, 8, fill) +
		circleEl(-3.2, 1.5, 1, tones.shade(fill, 0.65)) +
		circleEl(3.2, 1.5, 1, tones.shade(fill, 0.65)) +
		path('M-1.2 4.5H1.2L0 6Z', accent),
	// A teddy bear's head: round ears, a muzzle, a nose.
	bears: ({ fill, accent, tones }) =>
		circleEl(-8, -8, 4.5, fill) +
		circleEl(8, -8, 4.5, fill) +
		circleEl(-8, -8, 2.2, accent) +
		circleEl(8, -8, 2.2, accent) +
		circleEl(0, 0, 10, fill) +
		ellipse(0, 4, 5, 3.8, accent) +
		ellipse(0, 2.6, 1.8, 1.2, tones.shade(fill, 0.6)) +
		circleEl(-3.8, -2.5, 1.1, tones.shade(fill, 0.6)) +
		circleEl(3.8, -2.5, 1.1, tones.shade(fill, 0.6)),
	// A cat's head: pointed ears, eyes, nose and whiskers.
	cats: ({ fill, accent }) =>
		path('M-9 -2L-8 -14L-2 -8Z', fill) +
		path('M9 -2L8 -14L2 -8Z', fill) +
		ellipse(0, 0, 10, 8.5, fill) +
		ellipse(-3.6, -1, 1.2, 2, accent) +
		ellipse(3.6, -1, 1.2, 2, accent) +
		path('M-1.2 2.4H1.2L0 3.8Z', accent) +
		line('M-3 4L-12 3M-3 5L-11 7M3 4L12 3M3 5L11 7', accent, 0.6),
	// A puppy's head: floppy ears, a pale muzzle, a dark nose.
	dogs: ({ fill, accent, ground, tones }) =>
		ellipse(0, 0, 9, 9.5, fill) +
		ellipse(-9, 1, 3.6, 7.5, tones.shade(fill, 0.3), 15) +
		ellipse(9, 1, 3.6, 7.5, tones.shade(fill, 0.3), -15) +
		ellipse(0, 4.5, 5, 4, tones.mix(fill, ground, 0.55)) +
		ellipse(0, 2.6, 2, 1.4, tones.shade(accent, 0.5)) +
		circleEl(-3.5, -2, 1.1, tones.shade(accent, 0.5)) +
		circleEl(3.5, -2, 1.1, tones.shade(accent, 0.5)),
	// A fox's face: a wide triangle with ears and white cheeks.
	foxes: ({ fill, ground, accent, tones }) =>
		path('M-12 -6L-10 -15L-4 -8Z', fill) +
		path('M12 -6L10 -15L4 -8Z', fill) +
		path('M-13 -5Q0 -11 13 -5L0 11Z', fill) +
		path('M-13 -5Q-9 3 0 11Q-1 3 -4 1Q-8 -1 -13 -5Z', ground) +
		path('M13 -5Q9 3 0 11Q1 3 4 1Q8 -1 13 -5Z', ground) +
		circleEl(0, 10, 1.4, tones.shade(accent, 0.5)) +
		circleEl(-4, -3, 1, tones.shade(accent, 0.5)) +
		circleEl(4, -3, 1, tones.shade(accent, 0.5)),
	// A shark swimming right: dorsal fin, tail, gill lines.
	sharks: ({ fill, ground, tones }) =>
		path(
			'M-15 0L-19 -7L-16 0L-19 7L-13 2Q-2 7 10 3Q15 1.5 16 0Q12 -4 3 -4L-2 -11L-4 -4Q-10 -3 -13 -1Z',
			fill,
		) +
		path('M-2 3L2 8L3 3Z', fill) +
		line('M6 -1.5V1.5M8 -1.5V1.5', tones.shade(fill, 0.35), 0.6) +
		circleEl(11.5, -1.2, 0.9, ground),
	// A whale with a spout.
	whales: ({ fill, accent, tones }) =>
		path('M-12 0Q-13 -8 -2 -8Q10 -8 13 2Q12 7 0 7Q-8 7 -11 4L-17 8L-16 2L-19 -3L-13 -1Z', fill) +
		circleEl(8, -1, 0.9, tones.shade(fill, 0.6)) +
		line('M4 -9Q4 -13 1 -15M4 -9Q4 -13 7 -15M4 -9V-15', accent, 1),
	// A bee: striped body, two wings.
	bees: ({ fill, tones }) =>
		`<g stroke="${tones.own('#8a9aa6')}" stroke-width="0.5">${ellipse(-2.5, -7, 4.2, 6, tones.own('#eef4f8'), -25)}${ellipse(3, -7, 4.2, 6, tones.own('#eef4f8'), 25)}</g>` +
		ellipse(0, 1, 8, 6, fill) +
		`<path d="M-3 -4.8V6.8M2 -5.2V7.2" stroke="${tones.own(INK)}" stroke-width="2.4"/>` +
		circleEl(8.5, 0, 2.6, tones.own(INK)) +
		path('M-8 1L-11 1.8L-8 2.6Z', tones.own(INK)),
	// A ladybird: a red shell split down the middle, a black head and spots.
	ladybirds: ({ fill, tones }) => {
		const ink = tones.own(INK);
		return (
			circleEl(0, -8, 4, ink) +
			circleEl(0, 1, 9, fill) +
			line('M0 -8V10', ink, 1) +
			circleEl(-4.5, -2, 1.8, ink) +
			circleEl(4.5, -2, 1.8, ink) +
			circleEl(-4, 5, 1.6, ink) +
			circleEl(4, 5, 1.6, ink)
		);
	},
	// A toadstool: a domed cap with pale spots on a stalk.
	mushrooms: ({ fill, ground, tones }) =>
		path(
			'M-3.5 0L-4.5 12H4.5L3.5 0Z',
			tones.mix(ground, '#f3ead8', 0.6),
			` stroke="${tones.shade(fill, 0.3)}" stroke-width="0.6"`,
		) +
		path('M-13 1Q-13 -13 0 -13Q13 -13 13 1Z', fill) +
		circleEl(-6, -5, 2, tones.mix(ground, '#ffffff', 0.7)) +
		circleEl(3, -8.5, 1.6, tones.mix(ground, '#ffffff', 0.7)) +
		circleEl(7, -3, 1.8, tones.mix(ground, '#ffffff', 0.7)),
	// A rocket with a porthole, fins and a flame.
	rockets: ({ fill, accent, ground, tones }) =>
		path('M-3 10L0 17L3 10Z', tones.own('#f2a33a')) +
		path('M-4 4L-9 11L-4 9Z', accent) +
		path('M4 4L9 11L4 9Z', accent) +
		path('M-4 10V-6Q-4 -13 0 -17Q4 -13 4 -6V10Z', fill) +
		circleEl(0, -4, 2.2, tones.mix(ground, '#bfe3f5', 0.6)),
	// A ringed planet.
	planets: ({ fill, accent }) =>
		`<ellipse cx="0" cy="0" rx="15" ry="4" fill="none" stroke="${accent}" stroke-width="2" transform="rotate(-18)"/>` +
		circleEl(0, 0, 8, fill) +
		`<path d="M-14.3 4.6A15 4 -18 0 0 14.3 -4.6" fill="none" stroke="${accent}" stroke-width="2"/>`,
	// A little car: body, cabin with windows, two wheels.
	cars: ({ fill, accent, ground, tones }) =>
		path('M-14 4V-2Q-14 -4 -11 -4L-7 -4L-4 -10H6L10 -4H13Q15 -4 15 -1V4Z', fill) +
		path('M-3 -8.5H1V-4.5H-6Z', tones.mix(ground, '#dbeef7', 0.6)) +
		path('M2.5 -8.5H5.5L8.3 -4.5H2.5Z', tones.mix(ground, '#dbeef7', 0.6)) +
		circleEl(-8, 4.5, 3.6, accent) +
		circleEl(9, 4.5, 3.6, accent) +
		circleEl(-8, 4.5, 1.4, ground) +
		circleEl(9, 4.5, 1.4, ground),
	// A flame: outer tongue and a brighter core.
	flames: ({ fill, accent }) =>
		path(
			'M0 14Q-10 14 -10 4Q-10 -4 -4 -10Q-5 -4 -1 -2Q-2 -10 4 -16Q3 -8 8 -3Q11 1 10 6Q8 14 0 14Z',
			fill,
		) + path('M0 14Q-5 13 -5 7Q-5 2 -1 -1Q0 4 3 3Q5 7 4 10Q3 14 0 14Z', accent),
	// A lightning bolt.
	'lightning-bolts': ({ fill }) => path('M3 -16L-8 2H-1L-4 16L8 -3H1Z', fill),
	// A smiley face.
	'smiley-faces': ({ fill, tones }) =>
		circleEl(0, 0, 11, fill) +
		ellipse(-3.6, -3, 1.3, 2.2, tones.shade(fill, 0.75)) +
		ellipse(3.6, -3, 1.3, 2.2, tones.shade(fill, 0.75)) +
		line('M-6 2.5Q0 9 6 2.5', tones.shade(fill, 0.75), 1.6),
	// A pair of lips.
	lips: ({ fill, tones }) =>
		path('M-13 0Q-7 -8 -2 -5Q0 -6 2 -5Q7 -8 13 0Q4 -1.5 0 -1Q-4 -1.5 -13 0Z', fill) +
		path('M-13 0Q-4 1 0 1Q4 1 13 0Q7 9 0 9Q-7 9 -13 0Z', tones.deep(fill, 0.15)),
	// A pineapple: a cross-hatched body under a crown of leaves.
	pineapples: ({ fill, tones }) =>
		path('M0 -6L-4 -16L-1 -9L0 -18L1 -9L4 -16Z', tones.own(LEAF)) +
		ellipse(0, 4, 7, 10, fill) +
		`<path d="M-5 -3L5 9M-7 3L1 13M-2 -5L7 4M5 -3L-5 9M7 3L-1 13M2 -5L-7 4" stroke="${tones.shade(fill, 0.3)}" stroke-width="0.7"/>`,
	// A watermelon slice: green rind, red flesh, black seeds.
	watermelons: ({ fill, tones }) =>
		path('M-14 -3A14 14 0 0 0 14 -3Z', tones.own('#3f8a3a')) +
		path('M-12 -3A12 12 0 0 0 12 -3Z', fill) +
		[
			[-6, 1],
			[0, 4],
			[6, 1],
			[-2, -0.5],
			[3, 1],
		]
			.map(([x, y]) => ellipse(x, y, 0.8, 1.3, tones.own('#1a1a1a')))
			.join(''),
	// Half an avocado: green flesh, darker skin, a brown stone.
	avocados: ({ fill, tones }) =>
		path(
			'M0 -14Q6 -14 8 -4Q12 3 10 8Q7 14 0 14Q-7 14 -10 8Q-12 3 -8 -4Q-6 -14 0 -14Z',
			tones.shade(fill, 0.35),
		) +
		path(
			'M0 -12Q5 -12 6.5 -3.5Q10 3 8 7.5Q5.5 12 0 12Q-5.5 12 -8 7.5Q-10 3 -6.5 -3.5Q-5 -12 0 -12Z',
			tones.mix(fill, '#e6eca0', 0.45),
		) +
		circleEl(0, 5, 4.2, tones.own('#7a4a2a')),
	// A swallow in flight: swept wings, forked tail.
	birds: ({ fill, accent }) =>
		path(
			'M-2 0Q-8 -10 -16 -12Q-10 -4 -6 2Q-12 6 -16 12L-8 8Q-4 4 -2 4Q4 6 10 2L14 1L10 -1Q4 -4 -2 0Z',
			fill,
		) +
		path('M-2 1Q2 -2 10 -1Q4 4 -2 4Z', accent) +
		circleEl(9, -0.5, 0.8, accent),
	// A flamingo on one leg: body, S-shaped neck, hooked beak.
	flamingos: ({ fill, accent, tones }) =>
		ellipse(-2, 0, 8, 5, fill, -10) +
		line('M4 -2Q8 -4 6 -10Q4 -15 8 -16', fill, 2.2) +
		path('M8 -17L12 -15L10 -13Z', accent) +
		line('M-1 5V17M-1 10L3 8', tones.deep(fill, 0.25), 0.9),
	// A strawberry: a heart-shaped berry with seeds under a leafy cap.
	strawberries: ({ fill, tones }) =>
		path('M0 13Q-11 4 -10 -3Q-9 -8 0 -7Q9 -8 10 -3Q11 4 0 13Z', fill) +
		path('M-7 -7L-3 -9L0 -13L3 -9L7 -7L2 -6L0 -4L-2 -6Z', tones.own(LEAF)) +
		[
			[-4, -2],
			[0, -1],
			[4, -2],
			[-2, 3],
			[2, 3],
			[0, 7],
		]
			.map(([x, y]) => ellipse(x, y, 0.6, 1, tones.own('#f6e27a')))
			.join(''),
};
