import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
	STYLE_IDS,
	generateDesign,
	resolveColorName,
	type DesignSpec,
	type GeneratedDesign,
	type StyleId,
} from '../../server/generator';
import { GARMENTS, PATTERN_IDS, TONAL_PATTERNS } from '../../server/generator/lexicon';
import { STYLE_PROFILES } from '../../server/generator/styles';
import { renderPng } from '../../server/render/png';
import { paintsOf, type UsedPaint } from './paints';
import { findAll, parseXml, type XmlElement } from './xml';

/**
 * Colourways (docs/contract.md "Variations and colourways"): the same garment, print and details repainted in
 * the given colours and no others. The specs are the pinned sample (svg-pins.json), which between
 * them draw every print and garment in every style.
 */
type Pin = [prompt: string, style: StyleId, seed: number, hash: string];
const pins = JSON.parse(readFileSync(join(__dirname, 'svg-pins.json'), 'utf8')) as Pin[];
const specs: DesignSpec[] = pins.map(([prompt, style, seed]) => ({ prompt, style, seed }));
const bases = specs.map((spec) => generateDesign(spec));

/** Colour sets of one to four colours: dark and light grounds, CSS and palette names, shades. */
const SETS: string[][] = [
	['red'],
	['ivory'],
	['Navy'],
	['black'],
	['navy', 'white'],
	['cornflowerblue', 'gold'],
	['light blue', 'chocolate'],
	['black', 'mustard', 'teal'],
	['champagne gold', 'olive', 'rebeccapurple'],
	['sage', 'burgundy', 'ivory'],
	['hotpink', 'lime', 'white', 'midnightblue'],
	['cream', 'rust', 'navy', 'dusty pink'],
];
const bySize = (size: number): string[][] => SETS.filter((set) => set.length === size);

/** One pinned spec per print and one per garment, so every one of them is repainted. */
const firstOf = (key: (design: GeneratedDesign) => string): number[] =>
	[...new Map(bases.map((design, i) => [key(design), i] as const).reverse()).values()].reverse();
const covering = [...new Set([...firstOf((d) => d.pattern), ...firstOf((d) => d.garment)])];

/** Each covering spec in one to four colours; every other pinned spec in one set, in turn. */
const cases: { index: number; colors: string[] }[] = [
	...covering.flatMap((index) =>
		[1, 2, 3, 4].map((size) => ({ index, colors: bySize(size)[index % bySize(size).length] })),
	),
	...specs.map((_, index) => ({ index, colors: SETS[index % SETS.length] })),
];
const repaint = (index: number, colors: string[], seed = 7): GeneratedDesign =>
	generateDesign({ ...specs[index], seed, colors, baseSeed: specs[index].seed });
const designs = cases.map(({ index, colors }) => repaint(index, colors));

const INK_BY_STYLE = new Map(STYLE_IDS.map((id) => [id, STYLE_PROFILES[id].ink]));

/**
 * What a colourway may paint besides its own colours: the style's ink (outlines, line work, the
 * swatch strip's rules), black and white only when translucent (shading, highlights, texture),
 * and the white page behind everything.
 */
function strayPaints(svg: string, style: StyleId, hexes: string[]): string[] {
	const root = parseXml(svg);
	const page = root.children.find(
		(child: XmlElement) => child.name === 'rect' && child.attributes.width === '800',
	);
	const ids = new Set(
		findAll(root, 'defs').flatMap((defs) => defs.children.map((def) => def.attributes.id)),
	);
	const allowed = (paint: UsedPaint): boolean => {
		const { value } = paint;
		if (value === 'none') return true;
		const url = /^url\(#([\w-]+)\)$/.exec(value);
		if (url) return ids.has(url[1]);
		if (hexes.includes(value) || value === INK_BY_STYLE.get(style)) return true;
		if (value === '#ffffff' || value === '#000000')
			return paint.opacity < 1 || (paint.element === page && value === '#ffffff');
		return false;
	};
	return paintsOf(root)
		.filter((paint) => !allowed(paint))
		.map((paint) => `${paint.attribute}=${paint.value} @${paint.opacity} in ${paint.path}`);
}

describe('colourways', () => {
	it('repaints every print and every garment, in one to four colours', () => {
		expect(new Set(covering.map((i) => bases[i].pattern))).toEqual(PATTERN_IDS);
		expect(new Set(covering.map((i) => bases[i].garment))).toEqual(
			new Set(GARMENTS.map((garment) => garment.id)),
		);
	});

	it('keeps garment, print, details and materials, and reports exactly the given colours', () => {
		cases.forEach(({ index, colors }, i) => {
			const base = bases[index];
			const design = designs[i];
			const context = `${JSON.stringify(specs[index])} in ${colors.join(', ')}`;
			expect({ context, ...pick(design) }).toEqual({ context, ...pick(base) });
			expect(design.colors).toEqual(colors.map((name) => resolveColorName(name)));
			expect(design.title.toLowerCase()).toContain(design.colors[0].name);
		});
	});

	it('paints only the given colours and the drawing neutrals', () => {
		const failures = cases.flatMap(({ index, colors }, i) => {
			const hexes = designs[i].colors.map((color) => color.hex);
			const stray = [...new Set(strayPaints(designs[i].svg, specs[index].style, hexes))];
			return stray.length === 0
				? []
				: [`${JSON.stringify(specs[index])} in ${colors.join(', ')}: ${stray.join('; ')}`];
		});
		expect(failures.slice(0, 10)).toEqual([]);
	});

	it('would notice a stray colour, or black or white drawn opaque', () => {
		const { svg } = designs[0];
		const style = specs[cases[0].index].style;
		const hexes = designs[0].colors.map((color) => color.hex);
		expect(strayPaints(svg, style, hexes)).toEqual([]);
		expect(strayPaints(svg.replace('fill="none"', 'fill="#123456"'), style, hexes)).toEqual([
			expect.stringContaining('fill=#123456'),
		]);
		// The ribbing's shadow line, made opaque, is a black line rather than a shade.
		const opaque = svg.replace(/(<pattern id="rib"[^]*?) stroke-opacity="[.\d]+"/, '$1');
		expect(opaque).not.toBe(svg);
		expect(strayPaints(opaque, style, hexes)).toEqual([
			expect.stringMatching(/^stroke=#(000000|ffffff) @1 in svg > defs > pattern > path$/),
		]);
	});

	it('draws a two-colour print in one colour with tones of it', () => {
		for (const index of covering) {
			const base = bases[index];
			if (base.pattern === 'solid' || TONAL_PATTERNS.has(base.pattern)) continue;
			for (const colors of bySize(1)) {
				const design = repaint(index, colors);
				const fabric = findAll(parseXml(design.svg), 'defs')[0].children.find(
					(def) => def.attributes.id === 'fabric',
				);
				expect(fabric).toBeDefined();
				const ground = design.colors[0].hex;
				// Some mark of the print is a tone (a translucent black or white) rather than the ground.
				const tones = paintsOf(fabric!).filter(
					(paint) => paint.value !== ground && paint.value !== 'none' && paint.opacity > 0.1,
				);
				expect({ print: base.pattern, colors, tones: tones.length > 0 }).toEqual({
					print: base.pattern,
					colors,
					tones: true,
				});
			}
		}
	});

	it('draws the same colourway byte for byte, and its seed changes only which colour goes where', () => {
		for (const index of covering.slice(0, 40)) {
			for (const colors of SETS) {
				const first = repaint(index, colors, 11);
				expect(repaint(index, colors, 11).svg === first.svg).toBe(true);
				const others = [12, 13, 14].map((seed) => repaint(index, colors, seed));
				for (const other of others) {
					expect(pick(other)).toEqual(pick(first));
					expect(other.colors).toEqual(first.colors);
					// The same shapes in the same places: only their paint may differ.
					expect({
						colors,
						same: shapesOf(other.svg).join() === shapesOf(first.svg).join(),
					}).toEqual({
						colors,
						same: true,
					});
					if (colors.length === 1)
						expect({ colors, same: other.svg === first.svg }).toEqual({ colors, same: true });
				}
			}
		}
		// With three or four colours to place, some seeds place them differently.
		const printed = covering.find((i) => bases[i].pattern === 'floral')!;
		const svgs = new Set([1, 2, 3, 4, 5, 6].map((seed) => repaint(printed, SETS[10], seed).svg));
		expect(svgs.size).toBeGreaterThan(1);
	});

	it('repaints the design of its own seed when no base seed is given', () => {
		const spec = {
			prompt: 'black and white striped silk shirt',
			style: 'classic' as const,
			seed: 5,
		};
		const repainted = generateDesign({ ...spec, colors: ['teal', 'ivory'] });
		expect(repainted).toEqual(generateDesign({ ...spec, colors: ['teal', 'ivory'], baseSeed: 5 }));
		expect(pick(repainted)).toEqual(pick(generateDesign(spec)));
	});

	it('reads colour names case-insensitively and keeps each colour once, in order', () => {
		const design = repaint(0, ['  Navy ', 'WHITE', 'navy', 'CornflowerBlue', 'white']);
		expect(design.colors).toEqual([
			{ name: 'navy', hex: '#1f2a44' },
			{ name: 'white', hex: '#f7f7f5' },
			{ name: 'cornflowerblue', hex: '#6495ed' },
		]);
	});

	it('refuses an unknown colour with a RangeError naming it, and a count outside 1 to 4', () => {
		expect(() => repaint(0, ['navy', 'blurple'])).toThrow(RangeError);
		expect(() => repaint(0, ['navy', 'blurple'])).toThrow(/'blurple'/);
		expect(() => repaint(0, ['transparent'])).toThrow(/'transparent'/);
		expect(() => repaint(0, [])).toThrow(RangeError);
		expect(() => repaint(0, ['red', 'navy', 'white', 'gold', 'teal'])).toThrow(RangeError);
	});

	it('renders a colourway to PNG', () => {
		const design = repaint(covering[0], SETS[10]);
		const png = renderPng(design.svg);
		expect(png.readUInt32BE(16)).toBe(800);
	});
});

/**
 * The shapes an SVG draws, in order: each path's outline and each dot's place, a shape painted in
 * several layers (a piece, its texture, its outline, a pale core line on dark cloth) counted once.
 */
const shapesOf = (svg: string): string[] =>
	[...svg.matchAll(/ d="([^"]*)"| cx="([^"]*)" cy="([^"]*)" r="([^"]*)"/g)]
		.map((match) => match.slice(1).join(' '))
		.filter((shape, i, all) => shape !== all[i - 1]);

function pick(design: GeneratedDesign): Partial<GeneratedDesign> {
	const { garment, pattern, details, materials } = design;
	return { garment, pattern, details, materials };
}
