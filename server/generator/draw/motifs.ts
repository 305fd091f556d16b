import { darken, mix } from '../color';
import { num } from './geometry';
import { circleEl, rect } from './paint';

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
}

/** Stems and leaves keep leaf green whatever the print's colours. */
const LEAF = '#4a7a3a';
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

/** Emblems the pictorial prints tile in their own layouts, drawn in place at (x, y). */

/** Two cherries on joined stems, hanging from (x, y - 16 * s), with a leaf. */
export function cherryPair(x: number, y: number, s: number, fill: string): string {
	const top: [number, number] = [x + 6 * s, y - 18 * s];
	const stems = `<path d="M${num(x - 4 * s)} ${num(y)}Q${num(x - 2 * s)} ${num(y - 12 * s)} ${num(top[0])} ${num(top[1])}M${num(x + 7 * s)} ${num(y + 2 * s)}Q${num(x + 8 * s)} ${num(y - 8 * s)} ${num(top[0])} ${num(top[1])}" fill="none" stroke="${LEAF}" stroke-width="${num(1.6 * s)}"/>`;
	const leaf = `<ellipse cx="${num(top[0] + 5 * s)}" cy="${num(top[1] - 1 * s)}" rx="${num(6 * s)}" ry="${num(2.6 * s)}" fill="${LEAF}" transform="rotate(-25 ${num(top[0] + 5 * s)} ${num(top[1] - 1 * s)})"/>`;
	return (
		stems +
		leaf +
		circleEl(x - 4 * s, y + 4 * s, 6 * s, fill) +
		circleEl(x + 7 * s, y + 6 * s, 6 * s, fill)
	);
}

/** A lemon (an oval with a nub at each end) turned by `angle` degrees, a leaf at its stalk. */
export function lemon(x: number, y: number, angle: number, fill: string, shine: string): string {
	const body = `<path d="M${num(x - 13)} ${num(y)}Q${num(x - 11)} ${num(y - 10)} ${num(x)} ${num(y - 10)}Q${num(x + 11)} ${num(y - 10)} ${num(x + 13)} ${num(y)}Q${num(x + 11)} ${num(y + 10)} ${num(x)} ${num(y + 10)}Q${num(x - 11)} ${num(y + 10)} ${num(x - 13)} ${num(y)}Z" fill="${fill}"/>`;
	const nubs = circleEl(x - 13.5, y, 2, fill) + circleEl(x + 13.5, y, 2, fill);
	const leaf = `<ellipse cx="${num(x + 17)}" cy="${num(y - 6)}" rx="6" ry="2.6" fill="${LEAF}" transform="rotate(-35 ${num(x + 17)} ${num(y - 6)})"/>`;
	const highlight = `<ellipse cx="${num(x - 4)}" cy="${num(y - 4)}" rx="4" ry="1.8" fill="${shine}" fill-opacity=".5"/>`;
	return `<g transform="rotate(${angle} ${num(x)} ${num(y)})">${body}${nubs}${leaf}${highlight}</g>`;
}

/** A heart with its point at (x, y + 8 * s): heart prints, and the leaves of a shamrock. */
export const heartPath = (x: number, y: number, s: number): string =>
	`M${num(x)} ${num(y + 8 * s)}C${num(x - 14 * s)} ${num(y - 2 * s)} ${num(x - 6 * s)} ${num(y - 12 * s)} ${num(x)} ${num(y - 4 * s)}C${num(x + 6 * s)} ${num(y - 12 * s)} ${num(x + 14 * s)} ${num(y - 2 * s)} ${num(x)} ${num(y + 8 * s)}Z`;

/** A long-necked dinosaur facing right, standing on (x, y + 11 * s), with spots on its back. */
export function dinosaur(x: number, y: number, s: number, fill: string, spots: string): string {
	const p = (dx: number, dy: number): string => `${num(x + dx * s)} ${num(y + dy * s)}`;
	const body =
		`M${p(-12, 2)}Q${p(-10, -9)} ${p(2, -8)}Q${p(8, -8)} ${p(10, -14)}Q${p(12, -22)} ${p(17, -22)}Q${p(21, -22)} ${p(21, -19)}Q${p(20, -17)} ${p(16, -17)}` +
		`Q${p(14, -12)} ${p(13, -4)}Q${p(12, 3)} ${p(4, 4)}L${p(-10, 4)}Q${p(-20, 4)} ${p(-27, 0)}Q${p(-19, 0)} ${p(-12, 2)}Z`;
	const legs = [-9, -4, 3, 8].map((dx) => rect(x + dx * s, y + 3 * s, 3 * s, 8 * s, fill)).join('');
	return (
		`<path d="${body}" fill="${fill}"/>` +
		legs +
		circleEl(x - 4 * s, y - 3 * s, 1.8 * s, spots) +
		circleEl(x + 2 * s, y - 4 * s, 1.4 * s, spots)
	);
}

/** A six-armed snowflake of radius r, each arm with a pair of side branches. */
export function snowflake(x: number, y: number, r: number, stroke: string): string {
	let d = '';
	for (let k = 0; k < 6; k++) {
		const a = (k * Math.PI) / 3;
		const at = (t: number, turn = 0, length = 0): string => {
			const [bx, by] = [x + Math.cos(a) * r * t, y + Math.sin(a) * r * t];
			return `${num(bx + Math.cos(a + turn) * length)} ${num(by + Math.sin(a + turn) * length)}`;
		};
		d += `M${num(x)} ${num(y)}L${at(1)}M${at(0.55)}L${at(0.55, Math.PI / 4, r * 0.3)}M${at(0.55)}L${at(0.55, -Math.PI / 4, r * 0.3)}`;
	}
	return `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${num(r * 0.16)}" stroke-linecap="round"/>`;
}

/** Three heart-shaped leaves meeting at (x, y) on a curved stem. */
export function shamrock(x: number, y: number, s: number, fill: string): string {
	const leaves = [0, 120, 240]
		.map(
			(turn) =>
				`<path d="${heartPath(x, y - 8 * s, s * 0.9)}" fill="${fill}" transform="rotate(${turn + 180} ${num(x)} ${num(y)})"/>`,
		)
		.join('');
	return (
		leaves +
		`<path d="M${num(x)} ${num(y)}Q${num(x + 2 * s)} ${num(y + 10 * s)} ${num(x + 7 * s)} ${num(y + 15 * s)}" fill="none" stroke="${fill}" stroke-width="${num(2 * s)}" stroke-linecap="round"/>`
	);
}

/** A butterfly: two pairs of wings round a slim body. */
export function butterfly(x: number, y: number, s: number, fill: string, body: string): string {
	const wing = (dx: number, dy: number, rx: number, ry: number, turn: number): string =>
		`<ellipse cx="${num(x + dx * s)}" cy="${num(y + dy * s)}" rx="${num(rx * s)}" ry="${num(ry * s)}" fill="${fill}" transform="rotate(${turn} ${num(x + dx * s)} ${num(y + dy * s)})"/>`;
	const antennae = `<path d="M${num(x)} ${num(y - 7 * s)}Q${num(x - 2 * s)} ${num(y - 12 * s)} ${num(x - 5 * s)} ${num(y - 13 * s)}M${num(x)} ${num(y - 7 * s)}Q${num(x + 2 * s)} ${num(y - 12 * s)} ${num(x + 5 * s)} ${num(y - 13 * s)}" fill="none" stroke="${body}" stroke-width="${num(s)}"/>`;
	return (
		wing(-7, -4, 7, 5, 30) +
		wing(7, -4, 7, 5, -30) +
		wing(-5, 5, 5, 3.6, -30) +
		wing(5, 5, 5, 3.6, 30) +
		`<ellipse cx="${num(x)}" cy="${num(y)}" rx="${num(1.4 * s)}" ry="${num(8 * s)}" fill="${body}"/>` +
		antennae
	);
}

/** A skull: round cranium, jaw, eye sockets and nose cut out in the cloth's colour. */
export function skull(x: number, y: number, s: number, fill: string, ground: string): string {
	return (
		circleEl(x, y - 2 * s, 8 * s, fill) +
		rect(x - 5 * s, y + 2 * s, 10 * s, 7 * s, fill, ` rx="${num(2 * s)}"`) +
		circleEl(x - 3.2 * s, y - 2 * s, 2.4 * s, ground) +
		circleEl(x + 3.2 * s, y - 2 * s, 2.4 * s, ground) +
		`<path d="M${num(x)} ${num(y + 1 * s)}L${num(x + 1.4 * s)} ${num(y + 3.6 * s)}L${num(x - 1.4 * s)} ${num(y + 3.6 * s)}ZM${num(x - 2.5 * s)} ${num(y + 6 * s)}V${num(y + 9 * s)}M${num(x)} ${num(y + 6 * s)}V${num(y + 9 * s)}M${num(x + 2.5 * s)} ${num(y + 6 * s)}V${num(y + 9 * s)}" fill="${ground}" stroke="${ground}" stroke-width="${num(0.9 * s)}"/>`
	);
}

/** An anchor: ring, shank, stock and curved arms. */
export function anchor(x: number, y: number, s: number, stroke: string): string {
	const p = (dx: number, dy: number): string => `${num(x + dx * s)} ${num(y + dy * s)}`;
	return (
		`<circle cx="${num(x)}" cy="${num(y - 12 * s)}" r="${num(2.6 * s)}" fill="none" stroke="${stroke}" stroke-width="${num(1.8 * s)}"/>` +
		`<path d="M${p(0, -9.4)}L${p(0, 11)}M${p(-6, -6)}L${p(6, -6)}M${p(-10, 3)}Q${p(-9, 12)} ${p(0, 11)}Q${p(9, 12)} ${p(10, 3)}M${p(-12, 5)}L${p(-10, 2)}L${p(-8, 5)}M${p(8, 5)}L${p(10, 2)}L${p(12, 5)}" fill="none" stroke="${stroke}" stroke-width="${num(2.2 * s)}" stroke-linecap="round" stroke-linejoin="round"/>`
	);
}

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
	'christmas-trees': ({ fill, accent }) =>
		`<rect x="-2" y="10" width="4" height="5" fill="${darken(fill, 0.45)}"/>` +
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
	snowmen: ({ fill, accent }) =>
		circleEl(0, 7, 8, fill) +
		circleEl(0, -6, 5.5, fill) +
		circleEl(-2, -7, 0.9, darken(accent, 0.5)) +
		circleEl(2, -7, 0.9, darken(accent, 0.5)) +
		path('M0 -5.5L5 -4.6L0 -3.8Z', '#f08a24') +
		circleEl(0, 4, 1, darken(accent, 0.5)) +
		circleEl(0, 8, 1, darken(accent, 0.5)) +
		`<rect x="-6" y="-11.5" width="12" height="1.8" fill="${accent}"/><rect x="-3.8" y="-17" width="7.6" height="6" fill="${accent}"/>`,
	// A pumpkin: three lobes, ribs, a green stalk.
	pumpkins: ({ fill }) =>
		ellipse(-5, 2, 7, 8.5, fill) +
		ellipse(5, 2, 7, 8.5, fill) +
		ellipse(0, 2, 6.5, 9, fill) +
		line('M0 -6.5Q-3 2 0 10.5M-5 -5.5Q-9 2 -5 10M5 -5.5Q9 2 5 10', darken(fill, 0.25), 0.9) +
		path('M-1.4 -6.5L-0.6 -12L2.2 -11.5L1.4 -6.5Z', LEAF),
	// A ghost: a dome with a wavy hem and two dark eyes.
	ghosts: ({ fill, accent }) =>
		path('M-9 12V-3Q-9 -14 0 -14Q9 -14 9 -3V12L6 9L3 12L0 9L-3 12L-6 9Z', fill) +
		ellipse(-3.2, -4, 1.6, 2.4, darken(accent, 0.4)) +
		ellipse(3.2, -4, 1.6, 2.4, darken(accent, 0.4)),
	// A bat with spread wings.
	bats: ({ fill }) =>
		path(
			'M0 -4Q-3 -7 -2 -9L-1 -6.5L1 -6.5L2 -9Q3 -7 0 -4Q6 -6 10 -10Q12 -6 16 -6Q13 -2 15 2Q10 0 7 3Q4 0 0 5Q-4 0 -7 3Q-10 0 -15 2Q-13 -2 -16 -6Q-12 -6 -10 -10Q-6 -6 0 -4Z',
			fill,
		),
	// A unicorn's head facing right: mane, ear, spiral horn.
	unicorns: ({ fill, accent, ground }) =>
		path('M-7 13L-5 -3Q-3 -10 3 -10L11 -4Q14 -1 11 1.5Q8 2 4 0L2 13Z', fill) +
		path('M0 -10L2 -15L4 -9.5Z', fill) +
		path('M4 -9.5L9 -21L7 -8.5Z', accent) +
		line('M5 -11.5L7.4 -12.5M5.6 -14.5L7.8 -15.3', darken(accent, 0.3), 0.7) +
		circleEl(-6, -4, 3, mix(accent, ground, 0.3)) +
		circleEl(-7.5, 1, 3, mix(accent, ground, 0.3)) +
		circleEl(-8, 6, 3, mix(accent, ground, 0.3)) +
		circleEl(-2.5, -8, 2.6, mix(accent, ground, 0.3)) +
		circleEl(4.5, -4.5, 1, darken(fill, 0.6)),
	// A rainbow of five bands over two clouds.
	rainbows: () =>
		RAINBOW.map((color, i) =>
			line(
				`M${-14 + i * 2} 6A${14 - i * 2} ${14 - i * 2} 0 0 1 ${14 - i * 2} 6`,
				color,
				2.2,
				'butt',
			),
		).join('') +
		circleEl(-12, 7, 3.4, '#ffffff') +
		circleEl(-8, 7.5, 3, '#ffffff') +
		circleEl(12, 7, 3.4, '#ffffff') +
		circleEl(8, 7.5, 3, '#ffffff'),
	// A bunny's head: long ears, pink inside.
	bunnies: ({ fill, accent }) =>
		ellipse(-4, -10, 3, 9, fill, -12) +
		ellipse(4, -10, 3, 9, fill, 12) +
		ellipse(-4, -10, 1.4, 6.5, accent, -12) +
		ellipse(4, -10, 1.4, 6.5, accent, 12) +
		ellipse(0, 3, 9, 8, fill) +
		circleEl(-3.2, 1.5, 1, darken(fill, 0.65)) +
		circleEl(3.2, 1.5, 1, darken(fill, 0.65)) +
		path('M-1.2 4.5H1.2L0 6Z', accent),
	// A teddy bear's head: round ears, a muzzle, a nose.
	bears: ({ fill, accent }) =>
		circleEl(-8, -8, 4.5, fill) +
		circleEl(8, -8, 4.5, fill) +
		circleEl(-8, -8, 2.2, accent) +
		circleEl(8, -8, 2.2, accent) +
		circleEl(0, 0, 10, fill) +
		ellipse(0, 4, 5, 3.8, accent) +
		ellipse(0, 2.6, 1.8, 1.2, darken(fill, 0.6)) +
		circleEl(-3.8, -2.5, 1.1, darken(fill, 0.6)) +
		circleEl(3.8, -2.5, 1.1, darken(fill, 0.6)),
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
	dogs: ({ fill, accent, ground }) =>
		ellipse(0, 0, 9, 9.5, fill) +
		ellipse(-9, 1, 3.6, 7.5, darken(fill, 0.3), 15) +
		ellipse(9, 1, 3.6, 7.5, darken(fill, 0.3), -15) +
		ellipse(0, 4.5, 5, 4, mix(fill, ground, 0.55)) +
		ellipse(0, 2.6, 2, 1.4, darken(accent, 0.5)) +
		circleEl(-3.5, -2, 1.1, darken(accent, 0.5)) +
		circleEl(3.5, -2, 1.1, darken(accent, 0.5)),
	// A fox's face: a wide triangle with ears and white cheeks.
	foxes: ({ fill, ground, accent }) =>
		path('M-12 -6L-10 -15L-4 -8Z', fill) +
		path('M12 -6L10 -15L4 -8Z', fill) +
		path('M-13 -5Q0 -11 13 -5L0 11Z', fill) +
		path('M-13 -5Q-9 3 0 11Q-1 3 -4 1Q-8 -1 -13 -5Z', ground) +
		path('M13 -5Q9 3 0 11Q1 3 4 1Q8 -1 13 -5Z', ground) +
		circleEl(0, 10, 1.4, darken(accent, 0.5)) +
		circleEl(-4, -3, 1, darken(accent, 0.5)) +
		circleEl(4, -3, 1, darken(accent, 0.5)),
	// A shark swimming right: dorsal fin, tail, gill lines.
	sharks: ({ fill, ground }) =>
		path(
			'M-15 0L-19 -7L-16 0L-19 7L-13 2Q-2 7 10 3Q15 1.5 16 0Q12 -4 3 -4L-2 -11L-4 -4Q-10 -3 -13 -1Z',
			fill,
		) +
		path('M-2 3L2 8L3 3Z', fill) +
		line('M6 -1.5V1.5M8 -1.5V1.5', darken(fill, 0.35), 0.6) +
		circleEl(11.5, -1.2, 0.9, ground),
	// A whale with a spout.
	whales: ({ fill, accent }) =>
		path('M-12 0Q-13 -8 -2 -8Q10 -8 13 2Q12 7 0 7Q-8 7 -11 4L-17 8L-16 2L-19 -3L-13 -1Z', fill) +
		circleEl(8, -1, 0.9, darken(fill, 0.6)) +
		line('M4 -9Q4 -13 1 -15M4 -9Q4 -13 7 -15M4 -9V-15', accent, 1),
	// A bee: striped body, two wings.
	bees: ({ fill }) =>
		`<g stroke="#8a9aa6" stroke-width="0.5">${ellipse(-2.5, -7, 4.2, 6, '#eef4f8', -25)}${ellipse(3, -7, 4.2, 6, '#eef4f8', 25)}</g>` +
		ellipse(0, 1, 8, 6, fill) +
		`<path d="M-3 -4.8V6.8M2 -5.2V7.2" stroke="${INK}" stroke-width="2.4"/>` +
		circleEl(8.5, 0, 2.6, INK) +
		path('M-8 1L-11 1.8L-8 2.6Z', INK),
	// A ladybird: a red shell split down the middle, a black head and spots.
	ladybirds: ({ fill }) =>
		circleEl(0, -8, 4, INK) +
		circleEl(0, 1, 9, fill) +
		line('M0 -8V10', INK, 1) +
		circleEl(-4.5, -2, 1.8, INK) +
		circleEl(4.5, -2, 1.8, INK) +
		circleEl(-4, 5, 1.6, INK) +
		circleEl(4, 5, 1.6, INK),
	// A toadstool: a domed cap with pale spots on a stalk.
	mushrooms: ({ fill, ground }) =>
		path(
			'M-3.5 0L-4.5 12H4.5L3.5 0Z',
			mix(ground, '#f3ead8', 0.6),
			` stroke="${darken(fill, 0.3)}" stroke-width="0.6"`,
		) +
		path('M-13 1Q-13 -13 0 -13Q13 -13 13 1Z', fill) +
		circleEl(-6, -5, 2, mix(ground, '#ffffff', 0.7)) +
		circleEl(3, -8.5, 1.6, mix(ground, '#ffffff', 0.7)) +
		circleEl(7, -3, 1.8, mix(ground, '#ffffff', 0.7)),
	// A rocket with a porthole, fins and a flame.
	rockets: ({ fill, accent, ground }) =>
		path('M-3 10L0 17L3 10Z', '#f2a33a') +
		path('M-4 4L-9 11L-4 9Z', accent) +
		path('M4 4L9 11L4 9Z', accent) +
		path('M-4 10V-6Q-4 -13 0 -17Q4 -13 4 -6V10Z', fill) +
		circleEl(0, -4, 2.2, mix(ground, '#bfe3f5', 0.6)),
	// A ringed planet.
	planets: ({ fill, accent }) =>
		`<ellipse cx="0" cy="0" rx="15" ry="4" fill="none" stroke="${accent}" stroke-width="2" transform="rotate(-18)"/>` +
		circleEl(0, 0, 8, fill) +
		`<path d="M-14.3 4.6A15 4 -18 0 0 14.3 -4.6" fill="none" stroke="${accent}" stroke-width="2"/>`,
	// A little car: body, cabin with windows, two wheels.
	cars: ({ fill, accent, ground }) =>
		path('M-14 4V-2Q-14 -4 -11 -4L-7 -4L-4 -10H6L10 -4H13Q15 -4 15 -1V4Z', fill) +
		path('M-3 -8.5H1V-4.5H-6Z', mix(ground, '#dbeef7', 0.6)) +
		path('M2.5 -8.5H5.5L8.3 -4.5H2.5Z', mix(ground, '#dbeef7', 0.6)) +
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
	'smiley-faces': ({ fill }) =>
		circleEl(0, 0, 11, fill) +
		ellipse(-3.6, -3, 1.3, 2.2, darken(fill, 0.75)) +
		ellipse(3.6, -3, 1.3, 2.2, darken(fill, 0.75)) +
		line('M-6 2.5Q0 9 6 2.5', darken(fill, 0.75), 1.6),
	// A pair of lips.
	lips: ({ fill }) =>
		path('M-13 0Q-7 -8 -2 -5Q0 -6 2 -5Q7 -8 13 0Q4 -1.5 0 -1Q-4 -1.5 -13 0Z', fill) +
		path('M-13 0Q-4 1 0 1Q4 1 13 0Q7 9 0 9Q-7 9 -13 0Z', darken(fill, 0.15)),
	// A pineapple: a cross-hatched body under a crown of leaves.
	pineapples: ({ fill }) =>
		path('M0 -6L-4 -16L-1 -9L0 -18L1 -9L4 -16Z', LEAF) +
		ellipse(0, 4, 7, 10, fill) +
		`<path d="M-5 -3L5 9M-7 3L1 13M-2 -5L7 4M5 -3L-5 9M7 3L-1 13M2 -5L-7 4" stroke="${darken(fill, 0.3)}" stroke-width="0.7"/>`,
	// A watermelon slice: green rind, red flesh, black seeds.
	watermelons: ({ fill }) =>
		path('M-14 -3A14 14 0 0 0 14 -3Z', '#3f8a3a') +
		path('M-12 -3A12 12 0 0 0 12 -3Z', fill) +
		[
			[-6, 1],
			[0, 4],
			[6, 1],
			[-2, -0.5],
			[3, 1],
		]
			.map(([x, y]) => ellipse(x, y, 0.8, 1.3, '#1a1a1a'))
			.join(''),
	// Half an avocado: green flesh, darker skin, a brown stone.
	avocados: ({ fill }) =>
		path(
			'M0 -14Q6 -14 8 -4Q12 3 10 8Q7 14 0 14Q-7 14 -10 8Q-12 3 -8 -4Q-6 -14 0 -14Z',
			darken(fill, 0.35),
		) +
		path(
			'M0 -12Q5 -12 6.5 -3.5Q10 3 8 7.5Q5.5 12 0 12Q-5.5 12 -8 7.5Q-10 3 -6.5 -3.5Q-5 -12 0 -12Z',
			mix(fill, '#e6eca0', 0.45),
		) +
		circleEl(0, 5, 4.2, '#7a4a2a'),
	// A swallow in flight: swept wings, forked tail.
	birds: ({ fill, accent }) =>
		path(
			'M-2 0Q-8 -10 -16 -12Q-10 -4 -6 2Q-12 6 -16 12L-8 8Q-4 4 -2 4Q4 6 10 2L14 1L10 -1Q4 -4 -2 0Z',
			fill,
		) +
		path('M-2 1Q2 -2 10 -1Q4 4 -2 4Z', accent) +
		circleEl(9, -0.5, 0.8, accent),
	// A flamingo on one leg: body, S-shaped neck, hooked beak.
	flamingos: ({ fill, accent }) =>
		ellipse(-2, 0, 8, 5, fill, -10) +
		line('M4 -2Q8 -4 6 -10Q4 -15 8 -16', fill, 2.2) +
		path('M8 -17L12 -15L10 -13Z', accent) +
		line('M-1 5V17M-1 10L3 8', darken(fill, 0.25), 0.9),
	// A strawberry: a heart-shaped berry with seeds under a leafy cap.
	strawberries: ({ fill }) =>
		path('M0 13Q-11 4 -10 -3Q-9 -8 0 -7Q9 -8 10 -3Q11 4 0 13Z', fill) +
		path('M-7 -7L-3 -9L0 -13L3 -9L7 -7L2 -6L0 -4L-2 -6Z', LEAF) +
		[
			[-4, -2],
			[0, -1],
			[4, -2],
			[-2, 3],
			[2, 3],
			[0, 7],
		]
			.map(([x, y]) => ellipse(x, y, 0.6, 1, '#f6e27a'))
			.join(''),
};
