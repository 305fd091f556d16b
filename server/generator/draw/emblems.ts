import { num } from './geometry';
import { circleEl, rect } from './paint';

/**
 * Emblems the pictorial prints tile in their own layouts (pictures.ts), each drawn in place at
 * (x, y) in the colours it is given.
 */

/** Two cherries on joined stems (in `leaf`), hanging from (x, y - 16 * s), with a leaf. */
export function cherryPair(x: number, y: number, s: number, fill: string, leaf: string): string {
	const top: [number, number] = [x + 6 * s, y - 18 * s];
	const stems = `<path d="M${num(x - 4 * s)} ${num(y)}Q${num(x - 2 * s)} ${num(y - 12 * s)} ${num(top[0])} ${num(top[1])}M${num(x + 7 * s)} ${num(y + 2 * s)}Q${num(x + 8 * s)} ${num(y - 8 * s)} ${num(top[0])} ${num(top[1])}" fill="none" stroke="${leaf}" stroke-width="${num(1.6 * s)}"/>`;
	const blade = `<ellipse cx="${num(top[0] + 5 * s)}" cy="${num(top[1] - 1 * s)}" rx="${num(6 * s)}" ry="${num(2.6 * s)}" fill="${leaf}" transform="rotate(-25 ${num(top[0] + 5 * s)} ${num(top[1] - 1 * s)})"/>`;
	return (
		stems +
		blade +
		circleEl(x - 4 * s, y + 4 * s, 6 * s, fill) +
		circleEl(x + 7 * s, y + 6 * s, 6 * s, fill)
	);
}

/** A lemon (an oval with a nub at each end) turned by `angle` degrees, a leaf at its stalk. */
export function lemon(
	x: number,
	y: number,
	angle: number,
	colors: { fill: string; shine: string; leaf: string },
): string {
	const { fill, shine } = colors;
	const body = `<path d="M${num(x - 13)} ${num(y)}Q${num(x - 11)} ${num(y - 10)} ${num(x)} ${num(y - 10)}Q${num(x + 11)} ${num(y - 10)} ${num(x + 13)} ${num(y)}Q${num(x + 11)} ${num(y + 10)} ${num(x)} ${num(y + 10)}Q${num(x - 11)} ${num(y + 10)} ${num(x - 13)} ${num(y)}Z" fill="${fill}"/>`;
	const nubs = circleEl(x - 13.5, y, 2, fill) + circleEl(x + 13.5, y, 2, fill);
	const leaf = `<ellipse cx="${num(x + 17)}" cy="${num(y - 6)}" rx="6" ry="2.6" fill="${colors.leaf}" transform="rotate(-35 ${num(x + 17)} ${num(y - 6)})"/>`;
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
