import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
	GARMENT_IDS,
	STYLE_IDS,
	drawDesignView,
	generateDesign,
	planDesign,
	type DesignSpec,
	type StyleId,
} from '../../server/generator';
import { findAll, parseXml } from './xml';

/**
 * Back views (`drawDesignView(spec, 'back')`): drawn from the plan the front is drawn from, so the
 * back of a design is the back of that garment: the same cloth, print and colours, what only the
 * back shows (named by `data-part`), and nothing only the front shows (a front's pockets and
 * fastenings are its `data-detail` groups).
 */

const FIXTURES = join(__dirname, '..', 'fixtures');
/**
 * Every catalogue prompt, with a style and a seed of its own, and every garment the generator
 * knows, by its name, in every style; one in seven of them as a colourway.
 */
const CORPUS: DesignSpec[] = [
	...readdirSync(FIXTURES)
		.filter((name) => name.startsWith('catalogue-'))
		.flatMap(
			(name) => JSON.parse(readFileSync(join(FIXTURES, name), 'utf8')) as { prompt: string }[],
		)
		.map(({ prompt }, i) => ({ prompt, style: STYLE_IDS[i % STYLE_IDS.length] })),
	...GARMENT_IDS.flatMap((id) =>
		STYLE_IDS.map((style) => ({ prompt: id.replace(/-/g, ' '), style })),
	),
].map((spec, i) => ({
	...spec,
	seed: (i * 7919) % 2 ** 31,
	...(i % 7 === 0 ? { colors: ['navy', 'mustard'], baseSeed: i } : {}),
}));

/** The garment families the generator draws. */
const FAMILIES = [
	'accessory',
	'bag',
	'bottom',
	'cape',
	'dress',
	'footwear',
	'headwear',
	'onepiece',
	'outer',
	'skirt',
	'top',
];

const partsOf = (svg: string): Set<string> =>
	new Set([...svg.matchAll(/data-part="([^"]+)"/g)].map((m) => m[1]));
const detailsOf = (svg: string): Set<string> =>
	new Set([...svg.matchAll(/data-detail="([^"]+)"/g)].map((m) => m[1]));
/** The drawing and its paint servers, without the swatch strip under it. */
const drawingOf = (svg: string): string => svg.slice(0, svg.indexOf('<path d="M60 892H740"'));
/** The `d` of every path inside each `data-detail` group of an SVG. */
function detailPaths(svg: string): Map<string, string[]> {
	const out = new Map<string, string[]>();
	for (const group of findAll(parseXml(svg), 'g')) {
		const detail = group.attributes['data-detail'];
		if (detail)
			out.set(detail, [
				...(out.get(detail) ?? []),
				...findAll(group, 'path').map((path) => path.attributes.d),
			]);
	}
	return out;
}
const scaleOf = (svg: string): string => /scale\(([\d.]+)\)/.exec(svg)![1];
const pathsOf = (svg: string): Set<string> =>
	new Set(findAll(parseXml(svg), 'path').map((path) => path.attributes.d));
/** A path's mirror image across the centre line: every x negated (paths are absolute, M L Q C Z). */
const mirrored = (d: string): string =>
	d.replace(/([MLQC])([^MLQCZ]+)/g, (_, command: string, args: string) => {
		const values = args.split(' ').map(Number);
		return command + values.map((v, i) => String(i % 2 === 0 && v !== 0 ? -v : v)).join(' ');
	});

describe('back views of the catalogue', () => {
	const views = CORPUS.map((spec) => ({
		spec,
		design: generateDesign(spec),
		back: drawDesignView(spec, 'back'),
	}));

	it('covers every garment of every family, many designs each', () => {
		const garments = new Set(views.map(({ design }) => design.garment));
		expect(GARMENT_IDS.filter((id) => !garments.has(id))).toEqual([]);
		const families = new Map<string, number>();
		for (const { spec } of views) {
			const family = planDesign(spec).family;
			families.set(family, (families.get(family) ?? 0) + 1);
		}
		expect([...families.keys()].sort()).toEqual(FAMILIES);
		for (const count of families.values()) expect(count).toBeGreaterThanOrEqual(20);
		expect(views.length).toBeGreaterThan(2500);
	});

	it('draws the front as generateDesign does, byte for byte', () => {
		for (const { spec, design } of views.filter((_, i) => i % 5 === 0))
			expect(drawDesignView(spec, 'front')).toBe(design.svg);
	});

	it('is well-formed, accessible as a back view, and differs from the front', () => {
		for (const { design, back } of views) {
			const root = parseXml(back);
			expect(findAll(root, 'title')[0].text).toBe(`${design.title}, back view`);
			expect(findAll(root, 'desc')[0].text).toMatch(/^Back-view technical flat of /);
			expect(findAll(root, 'text')).toHaveLength(0);
			expect(back).not.toMatch(/NaN|Infinity/);
			expect(back).not.toBe(design.svg);
		}
	});

	it('keeps the front colours, cloth and print', () => {
		for (const { spec, design, back } of views) {
			for (const { hex } of design.colors) expect(back).toContain(hex);
			// The cloth fills the back's drawing as it fills the front's: the print, or the colour.
			const cloth = design.svg.includes('id="fabric"') ? 'url(#fabric)' : design.colors[0].hex;
			expect({ spec, cloth: drawingOf(design.svg).includes(`fill="${cloth}"`) }).toEqual({
				spec,
				cloth: true,
			});
			expect({ spec, cloth: drawingOf(back).includes(`fill="${cloth}"`) }).toEqual({
				spec,
				cloth: true,
			});
			// Clothing is drawn at its front's scale (the two views stand side by side) and, being
			// symmetric about the centre line, with its front's paint servers (the print at one size).
			const defs = (svg: string): string => /<defs>.*<\/defs>/.exec(svg)![0];
			if (!['footwear', 'bag', 'headwear', 'accessory'].includes(planDesign(spec).family)) {
				expect(defs(back)).toBe(defs(design.svg));
				expect(scaleOf(back)).toBe(scaleOf(design.svg));
			}
		}
	});

	it('draws none of what only the front shows', () => {
		let checked = 0;
		for (const { design, back } of views) {
			// Positive control: the front names its pockets and fastenings, and never a back part.
			expect(partsOf(design.svg).size).toBe(0);
			expect(detailsOf(back).size).toBe(0);
			const backPaths = new Set(findAll(parseXml(back), 'path').map((path) => path.attributes.d));
			for (const [detail, paths] of detailPaths(design.svg)) {
				checked += paths.length;
				for (const d of paths)
					expect({ detail, d, onBack: backPaths.has(d) }).toEqual({ detail, d, onBack: false });
			}
		}
		expect(checked).toBeGreaterThan(2000);
	});

	it('is deterministic and touches neither the global random generator nor the clock', () => {
		const random = jest.spyOn(Math, 'random');
		const now = jest.spyOn(Date, 'now');
		try {
			for (const { spec, back } of views.filter((_, i) => i % 3 === 0))
				expect(drawDesignView({ ...spec }, 'back')).toBe(back);
			expect(random).not.toHaveBeenCalled();
			expect(now).not.toHaveBeenCalled();
		} finally {
			random.mockRestore();
			now.mockRestore();
		}
	});
});

/**
 * What the back of a kind of garment shows, and what it must not: each row's `front` details
 * are the positive control (the front draws them), its `absent` parts the negative one.
 */
const BACKS: {
	prompt: string;
	style: StyleId;
	garment: string;
	parts: string[];
	absent?: string[];
	front?: string[];
}[] = [
	{
		prompt: 'navy striped oversized cotton hoodie with pockets',
		style: 'streetwear',
		garment: 'hoodie',
		parts: ['hood-down'],
		absent: ['back-collar', 'back-neck'],
		front: ['kangaroo-pocket'],
	},
	{
		prompt: 'light blue denim jeans',
		style: 'classic',
		garment: 'jeans',
		parts: ['back-yoke', 'back-pockets', 'belt-loops', 'centre-back-seam'],
		front: ['slash-pockets'],
	},
	{
		prompt: 'black leggings with side stripes',
		style: 'athleisure',
		garment: 'leggings',
		parts: ['centre-back-seam'],
		absent: ['back-yoke', 'back-pockets', 'belt-loops'],
	},
	{
		prompt: 'black wool trousers with a belt',
		style: 'classic',
		garment: 'trousers',
		parts: ['back-pockets', 'belt-loops', 'back-belt'],
		absent: ['back-yoke'],
	},
	{
		prompt: 'blue oxford shirt with chest pocket',
		style: 'classic',
		garment: 'shirt',
		parts: ['back-yoke', 'box-pleat', 'back-collar'],
		front: ['chest-pocket', 'buttons'],
	},
	{
		prompt: 'camel double-breasted trench coat',
		style: 'classic',
		garment: 'trench',
		parts: ['storm-flap', 'back-vent', 'back-collar', 'back-belt'],
		front: ['double-breasted'],
	},
	{
		prompt: 'navy wool blazer',
		style: 'classic',
		garment: 'blazer',
		parts: ['back-vent', 'back-collar'],
		absent: ['back-yoke', 'hood-down'],
		front: ['buttons'],
	},
	{
		prompt: 'green floral wrap midi dress',
		style: 'bohemian',
		garment: 'dress',
		parts: ['wrap-ties'],
		absent: ['back-zip'],
		front: ['wrap'],
	},
	{
		prompt: 'black silk slip dress with spaghetti straps',
		style: 'minimalist',
		garment: 'dress',
		parts: ['crossed-straps', 'back-zip'],
	},
	{
		prompt: 'blue shirt dress with collar and buttons',
		style: 'classic',
		garment: 'dress',
		parts: ['back-yoke', 'back-collar'],
		absent: ['back-zip'],
		front: ['buttons'],
	},
	{
		prompt: 'ivory strapless ball gown with a train',
		style: 'couture',
		garment: 'gown',
		parts: ['train', 'back-zip'],
	},
	{
		prompt: 'grey wool pencil skirt',
		style: 'classic',
		garment: 'skirt',
		parts: ['back-vent'],
	},
	{
		prompt: 'denim overalls',
		style: 'streetwear',
		garment: 'overalls',
		parts: ['crossed-straps', 'back-pockets'],
	},
	{
		prompt: 'white leather sneakers',
		style: 'streetwear',
		garment: 'sneakers',
		parts: ['heel-counter', 'heel-seam', 'pull-tab', 'tongue'],
	},
	{
		prompt: 'red stiletto heels with ankle strap',
		style: 'couture',
		garment: 'heels',
		parts: ['heel', 'heel-counter', 'ankle-strap'],
		absent: ['pull-tab'],
	},
	{ prompt: 'yellow flip flops', style: 'y2k', garment: 'flip-flops', parts: ['outsole'] },
	{
		prompt: 'black canvas tote bag',
		style: 'minimalist',
		garment: 'tote',
		parts: ['back-pocket'],
		absent: ['flap-hinge'],
	},
	{
		prompt: 'black nylon backpack',
		style: 'streetwear',
		garment: 'backpack',
		parts: ['back-panel', 'shoulder-straps'],
	},
	{ prompt: 'red baseball cap', style: 'streetwear', garment: 'cap', parts: ['back-strap'] },
	{ prompt: 'grey wool fedora', style: 'vintage', garment: 'hat', parts: ['band-bow'] },
	{ prompt: 'navy silk tie', style: 'classic', garment: 'tie', parts: ['keeper', 'tipping'] },
	{ prompt: 'brown leather gloves', style: 'classic', garment: 'gloves', parts: ['palm'] },
	{
		prompt: 'silver watch with leather strap',
		style: 'classic',
		garment: 'watch',
		parts: ['caseback'],
	},
	{ prompt: 'lace bra', style: 'romantic', garment: 'bra', parts: ['hook-closure', 'back-band'] },
];

describe('what the back of each kind of garment shows', () => {
	it.each(BACKS)(
		'$garment: $prompt',
		({ prompt, style, garment, parts, absent = [], front = [] }) => {
			const spec = { prompt, style, seed: 1 };
			const design = generateDesign(spec);
			expect(design.garment).toBe(garment);
			const back = drawDesignView(spec, 'back');
			const shown = partsOf(back);
			for (const part of parts)
				expect({ part, shown: shown.has(part) }).toEqual({ part, shown: true });
			for (const part of absent)
				expect({ part, shown: shown.has(part) }).toEqual({ part, shown: false });
			// The front's own details are there on the front, and none of them on the back.
			const details = detailsOf(design.svg);
			for (const detail of front)
				expect({ detail, front: details.has(detail) }).toEqual({ detail, front: true });
			expect(detailsOf(back).size).toBe(0);
			// A back part is the back's: the front never draws one.
			expect(partsOf(design.svg).size).toBe(0);
		},
	);

	it('mirrors what is on one side: the one shoulder is the other one seen from behind', () => {
		for (const prompt of ['emerald one-shoulder dress', 'white wide-leg jumpsuit']) {
			const spec = { prompt, style: 'avant-garde' as StyleId, seed: 3 };
			const front = pathsOf(generateDesign(spec).svg);
			const back = pathsOf(drawDesignView(spec, 'back'));
			// Pieces on one side of the front (the shoulder, the drape) are on the other side behind.
			const moved = [...front].filter((d) => !front.has(mirrored(d)) && back.has(mirrored(d)));
			expect(moved.length).toBeGreaterThan(0);
			// Moved, not copied: the front's side is bare behind.
			expect(moved.filter((d) => back.has(d))).toEqual([]);
		}
	});
});
