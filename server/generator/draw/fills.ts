import { darken, isDark, luminance, mix } from '../color';
import type { Texture } from '../lexicon';
import type { Random } from '../random';
import { num } from './geometry';
import { MOTIFS, at } from './motifs';

/**
 * Fabric as SVG paint servers: the print (`#fabric`) in the design's colours, and the material's
 * texture (`#texture`) laid over it as translucent line work, so denim shows its twill and satin
 * its sheen whatever the print. Sizes are in the flat's body units.
 */
export interface FabricColors {
	ground: string;
	motif: string;
	third: string;
}

export interface Box {
	minY: number;
	maxY: number;
	minX: number;
	maxX: number;
}

const pattern = (id: string, w: number, h: number, body: string, extra = ''): string =>
	`<pattern id="${id}" patternUnits="userSpaceOnUse" width="${num(w)}" height="${num(h)}"${extra}>${body}</pattern>`;
const rect = (x: number, y: number, w: number, h: number, fill: string, more = ''): string =>
	`<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" fill="${fill}"${more}/>`;
const circleEl = (x: number, y: number, r: number, fill: string, more = ''): string =>
	`<circle cx="${num(x)}" cy="${num(y)}" r="${num(r)}" fill="${fill}"${more}/>`;

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

/** Stems and leaves of fruit prints: fruit has the print's colours, leaves stay leaf green. */
const LEAF = '#4a7a3a';

/** Two cherries on joined stems, hanging from (x, y - 16 * s), with a leaf. */
function cherryPair(x: number, y: number, s: number, fill: string): string {
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
function lemon(x: number, y: number, angle: number, fill: string, shine: string): string {
	const body = `<path d="M${num(x - 13)} ${num(y)}Q${num(x - 11)} ${num(y - 10)} ${num(x)} ${num(y - 10)}Q${num(x + 11)} ${num(y - 10)} ${num(x + 13)} ${num(y)}Q${num(x + 11)} ${num(y + 10)} ${num(x)} ${num(y + 10)}Q${num(x - 11)} ${num(y + 10)} ${num(x - 13)} ${num(y)}Z" fill="${fill}"/>`;
	const nubs = circleEl(x - 13.5, y, 2, fill) + circleEl(x + 13.5, y, 2, fill);
	const leaf = `<ellipse cx="${num(x + 17)}" cy="${num(y - 6)}" rx="6" ry="2.6" fill="${LEAF}" transform="rotate(-35 ${num(x + 17)} ${num(y - 6)})"/>`;
	const highlight = `<ellipse cx="${num(x - 4)}" cy="${num(y - 4)}" rx="4" ry="1.8" fill="${shine}" fill-opacity=".5"/>`;
	return `<g transform="rotate(${angle} ${num(x)} ${num(y)})">${body}${nubs}${leaf}${highlight}</g>`;
}

/** A heart with its point at (x, y + 8 * s): heart prints, and the leaves of a shamrock. */
const heartPath = (x: number, y: number, s: number): string =>
	`M${num(x)} ${num(y + 8 * s)}C${num(x - 14 * s)} ${num(y - 2 * s)} ${num(x - 6 * s)} ${num(y - 12 * s)} ${num(x)} ${num(y - 4 * s)}C${num(x + 6 * s)} ${num(y - 12 * s)} ${num(x + 14 * s)} ${num(y - 2 * s)} ${num(x)} ${num(y + 8 * s)}Z`;

/** A long-necked dinosaur facing right, standing on (x, y + 11 * s), with spots on its back. */
function dinosaur(x: number, y: number, s: number, fill: string, spots: string): string {
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
function snowflake(x: number, y: number, r: number, stroke: string): string {
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
function shamrock(x: number, y: number, s: number, fill: string): string {
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
function butterfly(x: number, y: number, s: number, fill: string, body: string): string {
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
function skull(x: number, y: number, s: number, fill: string, ground: string): string {
	return (
		circleEl(x, y - 2 * s, 8 * s, fill) +
		rect(x - 5 * s, y + 2 * s, 10 * s, 7 * s, fill, ` rx="${num(2 * s)}"`) +
		circleEl(x - 3.2 * s, y - 2 * s, 2.4 * s, ground) +
		circleEl(x + 3.2 * s, y - 2 * s, 2.4 * s, ground) +
		`<path d="M${num(x)} ${num(y + 1 * s)}L${num(x + 1.4 * s)} ${num(y + 3.6 * s)}L${num(x - 1.4 * s)} ${num(y + 3.6 * s)}ZM${num(x - 2.5 * s)} ${num(y + 6 * s)}V${num(y + 9 * s)}M${num(x)} ${num(y + 6 * s)}V${num(y + 9 * s)}M${num(x + 2.5 * s)} ${num(y + 6 * s)}V${num(y + 9 * s)}" fill="${ground}" stroke="${ground}" stroke-width="${num(0.9 * s)}"/>`
	);
}

/** An anchor: ring, shank, stock and curved arms. */
function anchor(x: number, y: number, s: number, stroke: string): string {
	const p = (dx: number, dy: number): string => `${num(x + dx * s)} ${num(y + dy * s)}`;
	return (
		`<circle cx="${num(x)}" cy="${num(y - 12 * s)}" r="${num(2.6 * s)}" fill="none" stroke="${stroke}" stroke-width="${num(1.8 * s)}"/>` +
		`<path d="M${p(0, -9.4)}L${p(0, 11)}M${p(-6, -6)}L${p(6, -6)}M${p(-10, 3)}Q${p(-9, 12)} ${p(0, 11)}Q${p(9, 12)} ${p(10, 3)}M${p(-12, 5)}L${p(-10, 2)}L${p(-8, 5)}M${p(8, 5)}L${p(10, 2)}L${p(12, 5)}" fill="none" stroke="${stroke}" stroke-width="${num(2.2 * s)}" stroke-linecap="round" stroke-linejoin="round"/>`
	);
}

/** Paint server for the print; returns '' for a solid colour (the fill is then the hex). */
export function printDef(id: string, c: FabricColors, random: Random, box: Box): string {
	const { ground, motif, third } = c;
	switch (id) {
		case 'stripes':
			return pattern('fabric', 40, 36, rect(0, 0, 40, 36, ground) + rect(0, 0, 40, 13, motif));
		case 'pinstripes':
			return pattern('fabric', 22, 40, rect(0, 0, 22, 40, ground) + rect(10, 0, 1.6, 40, motif));
		case 'polka-dots':
			return pattern(
				'fabric',
				44,
				44,
				rect(0, 0, 44, 44, ground) + circleEl(11, 11, 6.5, motif) + circleEl(33, 33, 6.5, motif),
			);
		case 'plaid':
			return pattern(
				'fabric',
				72,
				72,
				rect(0, 0, 72, 72, ground) +
					rect(8, 0, 22, 72, motif, ' opacity=".55"') +
					rect(0, 8, 72, 22, motif, ' opacity=".55"') +
					rect(48, 0, 3, 72, third, ' opacity=".9"') +
					rect(0, 48, 72, 3, third, ' opacity=".9"') +
					rect(58, 0, 1.5, 72, motif) +
					rect(0, 58, 72, 1.5, motif),
			);
		case 'gingham': {
			const [light, dark] =
				luminance(ground) > luminance(motif) ? [ground, motif] : [motif, ground];
			return pattern(
				'fabric',
				28,
				28,
				rect(0, 0, 28, 28, light) +
					rect(0, 0, 14, 28, dark, ' opacity=".5"') +
					rect(0, 0, 28, 14, dark, ' opacity=".5"'),
			);
		}
		case 'houndstooth':
			return pattern(
				'fabric',
				32,
				32,
				rect(0, 0, 32, 32, ground) +
					`<path d="M0 0H16L32 16V32L16 16H0ZM0 16L8 16L0 24ZM16 0L16 8L24 0Z" fill="${motif}"/>`,
			);
		case 'floral': {
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
				`<ellipse cx="${num(x)}" cy="${num(y)}" rx="9" ry="4" fill="${darken(third, 0.15)}" transform="rotate(${angle} ${num(x)} ${num(y)})"/>`;
			return pattern(
				'fabric',
				80,
				80,
				rect(0, 0, 80, 80, ground) +
					leaf(36, 12, 30) +
					leaf(8, 44, -40) +
					petals(20, 22, 8, motif) +
					petals(60, 58, 6.5, motif) +
					leaf(70, 36, 60) +
					circleEl(62, 14, 3, motif) +
					circleEl(26, 66, 3, motif),
			);
		}
		case 'paisley': {
			const drop = (x: number, y: number, s: number, flip: number): string =>
				`<path d="M${num(x)} ${num(y)}c${num(12 * s)} ${num(-2 * s)} ${num(18 * s)} ${num(10 * s)} ${num(12 * s)} ${num(20 * s)}c${num(-6 * s)} ${num(8 * s)} ${num(-20 * s)} ${num(6 * s)} ${num(-22 * s)} ${num(-4 * s)}c${num(-2 * s)} ${num(-8 * s)} ${num(2 * s)} ${num(-16 * s)} ${num(10 * s)} ${num(-16 * s)}c${num(-4 * s)} ${num(-4 * s)} ${num(-4 * s)} ${num(-10 * s)} 0 ${num(-14 * s)}z" fill="${motif}" stroke="${third}" stroke-width="1.6" transform="rotate(${flip} ${num(x)} ${num(y)})"/>`;
			return pattern(
				'fabric',
				84,
				84,
				rect(0, 0, 84, 84, ground) +
					drop(20, 20, 1, 0) +
					drop(62, 58, 0.9, 180) +
					circleEl(64, 16, 3, third) +
					circleEl(16, 64, 3, third) +
					circleEl(8, 30, 2, motif),
			);
		}
		case 'leopard': {
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
			return pattern('fabric', 90, 90, rect(0, 0, 90, 90, ground) + spots);
		}
		case 'zebra':
			return pattern(
				'fabric',
				60,
				60,
				rect(0, 0, 60, 60, ground) +
					`<path d="M0 6C20 2 30 14 60 8V16C36 22 20 12 0 16ZM0 30C16 26 34 40 60 32V40C36 48 18 34 0 42ZM0 52C22 48 36 58 60 54V58C36 62 20 56 0 58Z" fill="${motif}"/>`,
			);
		case 'snakeskin': {
			let scales = '';
			for (let row = 0; row < 3; row++)
				for (let col = 0; col < 3; col++) {
					const x = col * 16 + (row % 2) * 8;
					const y = row * 12;
					scales += `<path d="M${x - 8} ${y + 12}Q${x} ${y - 4} ${x + 8} ${y + 12}" fill="${row % 2 ? motif : third}" stroke="${darken(ground, 0.3)}" stroke-width="1.2"/>`;
				}
			return pattern('fabric', 48, 24, rect(0, 0, 48, 24, ground) + scales);
		}
		case 'camouflage': {
			const patches = [motif, third, darken(ground, 0.35)]
				.flatMap((fill, k) =>
					[0, 1, 2].map(
						(i) =>
							`<path d="${blob(random, 20 + ((i * 47 + k * 31) % 120), 18 + ((i * 59 + k * 43) % 120), random.range(16, 26))}" fill="${fill}"/>`,
					),
				)
				.join('');
			return pattern('fabric', 140, 140, rect(0, 0, 140, 140, ground) + patches);
		}
		case 'geometric':
			return pattern(
				'fabric',
				48,
				48,
				rect(0, 0, 48, 48, ground) +
					`<path d="M0 48L24 0L48 48Z" fill="${motif}"/><path d="M24 48L36 24L48 48Z" fill="${third}"/><path d="M0 0H12L6 12Z" fill="${third}"/>`,
			);
		case 'abstract':
			return pattern(
				'fabric',
				120,
				120,
				rect(0, 0, 120, 120, ground) +
					`<path d="${blob(random, 30, 88, 15)}" fill="${third}"/>` +
					`<path d="M10 30C30 8 52 52 76 26S104 14 112 34" fill="none" stroke="${motif}" stroke-width="9" stroke-linecap="round"/>` +
					`<path d="M58 84C74 100 92 66 110 90" fill="none" stroke="${motif}" stroke-width="6" stroke-linecap="round"/>` +
					circleEl(92, 56, 7, third) +
					`<path d="M18 58q6 -8 12 0t12 0" fill="none" stroke="${motif}" stroke-width="3" stroke-linecap="round"/>`,
			);
		case 'fair-isle': {
			// Knitted bands: a rule, a row of diamonds with dots between, a rule, a zigzag.
			const rule = (y: number): string => rect(0, y, 24, 2.5, third);
			return pattern(
				'fabric',
				24,
				48,
				rect(0, 0, 24, 48, ground) +
					rule(4) +
					`<path d="M12 10L18 16L12 22L6 16Z" fill="${motif}"/>` +
					circleEl(0, 16, 1.8, motif) +
					circleEl(24, 16, 1.8, motif) +
					rule(27) +
					`<path d="M0 40L6 34L12 40L18 34L24 40" fill="none" stroke="${motif}" stroke-width="2.6"/>`,
			);
		}
		case 'cherries':
			return pattern(
				'fabric',
				64,
				64,
				rect(0, 0, 64, 64, ground) +
					cherryPair(16, 30, 1, motif) +
					cherryPair(48, 58, 0.8, motif) +
					circleEl(54, 18, 2, third),
			);
		case 'lemons':
			return pattern(
				'fabric',
				72,
				72,
				rect(0, 0, 72, 72, ground) +
					lemon(22, 24, -20, motif, third) +
					lemon(54, 56, 25, motif, third) +
					circleEl(56, 16, 2, third) +
					circleEl(14, 58, 2, third),
			);
		case 'fruit':
			return pattern(
				'fabric',
				84,
				84,
				rect(0, 0, 84, 84, ground) +
					cherryPair(18, 32, 1, motif) +
					lemon(60, 24, 20, third, ground) +
					lemon(24, 68, -15, third, ground) +
					cherryPair(64, 74, 0.8, motif),
			);
		case 'chevron':
			return pattern(
				'fabric',
				40,
				26,
				rect(0, 0, 40, 26, ground) +
					`<path d="M-10 14L10 2L30 22L50 2M-10 40L10 28L30 48L50 28" fill="none" stroke="${motif}" stroke-width="7"/><path d="M-10 -12L10 -24L30 -4L50 -24" fill="none" stroke="${motif}" stroke-width="7"/>`,
			);
		case 'herringbone':
			return pattern(
				'fabric',
				24,
				16,
				rect(0, 0, 24, 16, ground) +
					`<path d="M0 0L12 8M0 8L12 16M12 8L24 0M12 16L24 8" stroke="${motif}" stroke-width="2.4" fill="none"/>`,
			);
		case 'argyle':
			return pattern(
				'fabric',
				60,
				80,
				rect(0, 0, 60, 80, ground) +
					`<path d="M30 0L60 40L30 80L0 40Z" fill="${motif}"/><path d="M0 0L30 40L0 80M60 0L30 40L60 80" fill="none" stroke="${third}" stroke-width="1.6" stroke-dasharray="5 4"/>`,
			);
		case 'checkerboard':
			return pattern(
				'fabric',
				48,
				48,
				rect(0, 0, 48, 48, ground) + rect(0, 0, 24, 24, motif) + rect(24, 24, 24, 24, motif),
			);
		case 'stars': {
			const star = (x: number, y: number, r: number): string => {
				const pts = Array.from({ length: 10 }, (_, i) => {
					const a = -Math.PI / 2 + (i * Math.PI) / 5;
					const rr = i % 2 ? r * 0.42 : r;
					return `${num(x + Math.cos(a) * rr)} ${num(y + Math.sin(a) * rr)}`;
				});
				return `<path d="M${pts.join('L')}Z" fill="${motif}"/>`;
			};
			return pattern(
				'fabric',
				60,
				60,
				rect(0, 0, 60, 60, ground) +
					star(16, 18, 10) +
					star(46, 46, 7) +
					circleEl(46, 12, 2, third),
			);
		}
		case 'hearts': {
			const heart = (x: number, y: number, s: number): string =>
				`<path d="${heartPath(x, y, s)}" fill="${motif}"/>`;
			return pattern(
				'fabric',
				50,
				50,
				rect(0, 0, 50, 50, ground) + heart(14, 16, 0.9) + heart(38, 40, 0.7),
			);
		}
		case 'dinosaurs':
			return pattern(
				'fabric',
				96,
				80,
				rect(0, 0, 96, 80, ground) +
					dinosaur(32, 26, 1, motif, third) +
					dinosaur(74, 62, 0.75, motif, third) +
					circleEl(80, 18, 2, third) +
					circleEl(12, 64, 2, third),
			);
		case 'snowflakes':
			return pattern(
				'fabric',
				72,
				72,
				rect(0, 0, 72, 72, ground) +
					snowflake(20, 20, 12, motif) +
					snowflake(54, 52, 9, motif) +
					circleEl(56, 14, 2, motif) +
					circleEl(16, 56, 2.4, motif),
			);
		case 'shamrocks':
			return pattern(
				'fabric',
				64,
				64,
				rect(0, 0, 64, 64, ground) + shamrock(18, 18, 1, motif) + shamrock(48, 48, 0.8, motif),
			);
		case 'butterflies':
			return pattern(
				'fabric',
				72,
				72,
				rect(0, 0, 72, 72, ground) +
					butterfly(20, 22, 1, motif, third) +
					butterfly(54, 54, 0.8, motif, third),
			);
		case 'skulls':
			return pattern(
				'fabric',
				64,
				64,
				rect(0, 0, 64, 64, ground) +
					skull(18, 18, 1, motif, ground) +
					skull(48, 48, 0.8, motif, ground),
			);
		case 'anchors':
			return pattern(
				'fabric',
				64,
				64,
				rect(0, 0, 64, 64, ground) + anchor(18, 20, 1, motif) + anchor(48, 50, 0.8, motif),
			);
		case 'tiger': {
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
			return pattern(
				'fabric',
				64,
				64,
				rect(0, 0, 64, 64, ground) +
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
		}
		case 'cow': {
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
			return pattern('fabric', 130, 130, rect(0, 0, 130, 130, ground) + patches);
		}
		case 'giraffe': {
			// Rounded patches with narrow ground-coloured lines between them.
			const patch = (pts: number[][]): string =>
				`<path d="M${pts.map(([x, y]) => `${x} ${y}`).join('L')}Z" fill="${motif}" stroke="${motif}" stroke-width="2" stroke-linejoin="round"/>`;
			return pattern(
				'fabric',
				60,
				60,
				rect(0, 0, 60, 60, ground) +
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
		}
		case 'acid-wash': {
			// Tonal: the dye bleached out in soft irregular clouds.
			const pale = mix(ground, '#ffffff', 0.55);
			const paler = mix(ground, '#ffffff', 0.78);
			let clouds = '';
			for (let i = 0; i < 9; i++)
				clouds += `<path d="${blob(random, random.range(0, 120), random.range(0, 120), random.range(8, 20))}" fill="${pale}" fill-opacity=".75"/>`;
			for (let i = 0; i < 8; i++)
				clouds += `<path d="${blob(random, random.range(0, 120), random.range(0, 120), random.range(3, 7))}" fill="${paler}" fill-opacity=".8"/>`;
			return pattern('fabric', 120, 120, rect(0, 0, 120, 120, ground) + clouds);
		}
		case 'tie-dye': {
			const stops = [ground, motif, third, motif, ground]
				.map((color, i) => `<stop offset="${i / 4}" stop-color="${color}"/>`)
				.join('');
			const cx = (box.minX + box.maxX) / 2;
			const cy = box.minY + (box.maxY - box.minY) * 0.4;
			return `<radialGradient id="fabric" gradientUnits="userSpaceOnUse" cx="${num(cx)}" cy="${num(cy)}" r="110" spreadMethod="reflect">${stops}</radialGradient>`;
		}
		case 'color-block': {
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
		}
		case 'ombre':
			return `<linearGradient id="fabric" gradientUnits="userSpaceOnUse" x1="0" y1="${num(box.minY)}" x2="0" y2="${num(box.maxY)}"><stop offset="0" stop-color="${ground}"/><stop offset="1" stop-color="${motif}"/></linearGradient>`;
		default: {
			const draw = MOTIFS[id];
			if (!draw) return '';
			// Two motifs a tile, the second smaller and turned, with a dot between: a scattered print.
			const colors = { ground, fill: motif, accent: third };
			return pattern(
				'fabric',
				80,
				80,
				rect(0, 0, 80, 80, ground) +
					at(24, 28, 1, draw(colors)) +
					at(60, 62, 0.8, draw(colors), -12) +
					circleEl(62, 16, 1.8, third) +
					circleEl(16, 62, 1.8, third),
			);
		}
	}
}

/** Translucent line work for the material; '' when the cloth reads as plain. */
export function textureDef(texture: Texture, fabric: string, random: Random): string {
	const dark = isDark(fabric);
	const line = dark ? '#ffffff' : '#000000';
	const shade = (opacity: number): string =>
		`stroke="${line}" stroke-opacity="${opacity}" fill="none"`;
	switch (texture) {
		case 'twill':
			return pattern(
				'texture',
				8,
				8,
				`<path d="M-2 2L2 -2M0 8L8 0M6 10L10 6" ${shade(0.16)} stroke-width="1.6"/>`,
			);
		case 'knit':
			return pattern(
				'texture',
				14,
				12,
				`<path d="M1 2L7 9L13 2" ${shade(0.2)} stroke-width="1.4"/>`,
			);
		case 'cable': {
			// Two strands twist round each other in each cable; purl channels run between the cables.
			const strand = (d: string): string =>
				`<path d="${d}" ${shade(0.26)} stroke-width="8"/><path d="${d}" stroke="#ffffff" stroke-opacity=".3" fill="none" stroke-width="2.6"/>`;
			return pattern(
				'texture',
				40,
				48,
				rect(0, 0, 3, 48, line, ' fill-opacity=".16"') +
					rect(37, 0, 3, 48, line, ' fill-opacity=".16"') +
					strand('M28 0C28 12 12 12 12 24C12 36 28 36 28 48') +
					strand('M12 0C12 12 28 12 28 24C28 36 12 36 12 48') +
					strand('M12 24C12 36 28 36 28 48'),
			);
		}
		case 'wale':
			return pattern('texture', 9, 20, rect(0, 0, 4, 20, line, ' fill-opacity=".12"'));
		case 'slub':
			return pattern(
				'texture',
				36,
				24,
				`<path d="M2 4H14M20 9H31M6 15H12M16 20H30M26 2H34" ${shade(0.13)} stroke-width="1.1"/><path d="M0 12H36" ${shade(0.05)}/>`,
			);
		case 'tweed': {
			let flecks = '';
			for (let i = 0; i < 10; i++) {
				const x = random.range(0, 16);
				const y = random.range(0, 16);
				flecks += `<path d="M${num(x)} ${num(y)}l${num(random.range(-3, 3))} ${num(random.range(1, 3))}" stroke="${i % 3 ? line : '#ffffff'}" stroke-opacity="${i % 3 ? 0.22 : 0.35}" stroke-width="1.5"/>`;
			}
			return pattern('texture', 16, 16, flecks);
		}
		case 'fuzzy': {
			let hairs = '';
			for (let i = 0; i < 12; i++) {
				const x = random.range(0, 18);
				const y = random.range(0, 18);
				const a = random.range(0, Math.PI);
				hairs += `<path d="M${num(x)} ${num(y)}l${num(Math.cos(a) * 3)} ${num(Math.sin(a) * 3)}" ${shade(0.18)} stroke-width="1"/>`;
			}
			return pattern('texture', 18, 18, hairs);
		}
		case 'sheer':
			return pattern(
				'texture',
				12,
				12,
				rect(0, 0, 12, 12, '#ffffff', ' fill-opacity=".28"') +
					`<path d="M0 12L12 0" stroke="#ffffff" stroke-opacity=".3" fill="none"/>`,
			);
		case 'lace':
			return pattern(
				'texture',
				20,
				20,
				`<circle cx="10" cy="10" r="6" ${shade(0.28)} stroke-width="1.2"/><circle cx="10" cy="10" r="2" fill="${dark ? '#ffffff' : '#ffffff'}" fill-opacity=".55"/><circle cx="0" cy="0" r="3" fill="#ffffff" fill-opacity=".4"/><circle cx="20" cy="20" r="3" fill="#ffffff" fill-opacity=".4"/>`,
			);
		case 'sequin':
			return pattern(
				'texture',
				10,
				9,
				`<circle cx="5" cy="4.5" r="3.6" fill="#ffffff" fill-opacity=".22" stroke="${line}" stroke-opacity=".18" stroke-width=".8"/><circle cx="0" cy="0" r="3.6" fill="#ffffff" fill-opacity=".12"/><circle cx="10" cy="9" r="3.6" fill="#ffffff" fill-opacity=".12"/>`,
			);
		case 'mesh':
			return pattern('texture', 8, 8, circleEl(4, 4, 1.6, line, ' fill-opacity=".28"'));
		case 'crochet':
			return pattern(
				'texture',
				18,
				18,
				`<circle cx="9" cy="9" r="5.5" ${shade(0.3)} stroke-width="1.6"/><circle cx="9" cy="9" r="2" fill="#ffffff" fill-opacity=".45"/>`,
			);
		case 'terry':
			return pattern(
				'texture',
				8,
				8,
				`<circle cx="4" cy="4" r="1.6" ${shade(0.2)} stroke-width="1"/>`,
			);
		case 'weave':
			return pattern(
				'texture',
				8,
				8,
				`<path d="M0 2H4M4 6H8M2 4V8M6 0V4" ${shade(0.14)} stroke-width="1.2"/>`,
			);
		case 'grain':
			return pattern(
				'texture',
				7,
				7,
				circleEl(2, 3, 0.9, line, ' fill-opacity=".14"') +
					circleEl(5.5, 6, 0.7, '#ffffff', ' fill-opacity=".12"'),
			);
		case 'sheen':
		case 'quilt':
		case 'pile':
		case 'plain':
			return '';
	}
}

/** A gradient over each piece: the sheen of satin and leather, the depth of velvet. */
export function glossDef(texture: Texture): string {
	if (texture === 'sheen' || texture === 'quilt' || texture === 'grain') {
		const strength = texture === 'grain' ? 0.16 : 0.34;
		return `<linearGradient id="gloss" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset=".32" stop-color="#fff" stop-opacity="${strength}"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/><stop offset=".78" stop-color="#fff" stop-opacity="${strength / 2}"/><stop offset="1" stop-color="#000" stop-opacity=".12"/></linearGradient>`;
	}
	if (texture === 'pile') {
		return '<radialGradient id="gloss" cx=".45" cy=".4" r=".7"><stop offset="0" stop-color="#fff" stop-opacity=".16"/><stop offset=".6" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".3"/></radialGradient>';
	}
	return '';
}

/** Ribbing for cuffs, hems and collars. */
export function ribDef(fabric: string): string {
	return pattern(
		'rib',
		6,
		10,
		`<path d="M3 0V10" stroke="${isDark(fabric) ? '#ffffff' : '#000000'}" stroke-opacity=".22" stroke-width="1.2"/>`,
	);
}
