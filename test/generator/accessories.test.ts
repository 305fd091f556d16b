import { STYLE_IDS, generateDesign } from '../../server/generator';
import { GARMENTS, isAccessoryFamily } from '../../server/generator/lexicon/garments';
import { parsePrompt } from '../../server/generator/parse';
import { findAll, parseXml } from './xml';

/**
 * Shoes, bags, hats, belts, scarves, ties and socks: named alone (or as the head noun of a
 * product title) they are the design, drawn with their own colours, print and cloth; named beside
 * clothing they are what it is worn with, and stay out of the design.
 */
const ACCESSORY_IDS = GARMENTS.filter((g) => isAccessoryFamily(g.family)).map((g) => g.id);
/** A phrase naming each accessory as a shopper would. */
const NAMED: Record<string, string> = { 'flip-flops': 'flip flops', 'sling-bag': 'sling bag' };
const named = (id: string): string => NAMED[id] ?? id;
/** The fills of the drawing's paths (the swatch strip under it is rects and circles); parses the SVG. */
const pathFills = (svg: string): string[] =>
	findAll(parseXml(svg), 'path').map((path) => path.attributes.fill);
const colorNames = (prompt: string): string[] => parsePrompt(prompt).colors.map((c) => c.name);

describe('an accessory named alone is the design', () => {
	it('reads the accessory with its colour, cloth and print', () => {
		expect(parsePrompt('tan suede chelsea boots')).toMatchObject({
			garment: 'boots',
			colors: [{ name: 'tan' }],
			materials: ['suede'],
			details: ['ankle'],
		});
		expect(parsePrompt('navy polka dot silk tie')).toMatchObject({
			garment: 'tie',
			pattern: 'polka-dots',
			materials: ['silk'],
		});
		expect(parsePrompt('red tartan wool scarf').pattern).toBe('plaid');
		expect(parsePrompt('black leather oxford shoes').materials).toEqual(['leather']);
		expect(parsePrompt('green rubber flip flops').materials).toEqual(['rubber']);
		expect(parsePrompt('grey knit beanie with a pom pom')).toMatchObject({
			garment: 'beanie',
			details: ['pom-pom'],
		});
	});

	it('reads product titles: brand, audience word, colour, accessory', () => {
		expect(parsePrompt('Baggit Women Red Handbag')).toMatchObject({
			garment: 'handbag',
			colors: [{ name: 'red' }],
		});
		expect(parsePrompt('Nike Men White Sports Shoes')).toMatchObject({
			garment: 'sneakers',
			colors: [{ name: 'white' }],
		});
		expect(parsePrompt('Puma Unisex Black Backpack').garment).toBe('backpack');
		expect(parsePrompt('Wildcraft Unisex Navy Blue Crossbody Bag').garment).toBe('sling-bag');
		expect(parsePrompt('Catwalk Women Black Stilettos')).toMatchObject({
			garment: 'heels',
			details: ['stiletto'],
		});
	});

	it('leaves the accessory out when clothing is named too', () => {
		expect(parsePrompt('white sneakers with a black hoodie')).toMatchObject({
			garment: 'hoodie',
			colors: [{ name: 'black' }],
		});
		expect(parsePrompt('tan suede chelsea boots with a black slim suit')).toMatchObject({
			garment: 'suit',
			materials: [],
			details: ['fitted'],
		});
		expect(colorNames('a linen dress to wear with a straw hat and red sandals')).toEqual([]);
		// A belt beside clothing is the garment's belt, its colour the belt's.
		const belted = parsePrompt('a navy dress with a red belt');
		expect(belted).toMatchObject({ garment: 'dress', details: ['belt'] });
		expect(belted.colors.map((c) => [c.name, c.role])).toEqual([
			['navy', 'garment'],
			['red', 'part'],
		]);
	});

	it('reads a generic "top" beside an accessory as a part of it, unless written as a garment', () => {
		expect(
			parsePrompt('Handbag in grained imitation leather with two handles. Zip at the top.').garment,
		).toBe('handbag');
		expect(parsePrompt('Backpack in nylon with a drawstring top and flap').garment).toBe(
			'backpack',
		);
		expect(parsePrompt('Reebok Girls Orange Suede Lace-Up Mid-Top Boots').garment).toBe('boots');
		expect(parsePrompt('white sneakers with a black top')).toMatchObject({
			garment: 'top',
			colors: [{ name: 'black' }],
		});
		expect(parsePrompt('a geometric print silk scarf top').garment).toBe('top');
	});

	it('is the design again when the clothing is ruled out or already owned', () => {
		expect(parsePrompt('sneakers to go with my black jeans').garment).toBe('sneakers');
		expect(parsePrompt('no hoodie, just white sneakers')).toMatchObject({
			garment: 'sneakers',
			colors: [{ name: 'white' }],
		});
	});

	it('never becomes the design of a prompt that names no garment', () => {
		for (const style of STYLE_IDS)
			for (const seed of [1, 2, 3, 4, 5])
				for (const prompt of ['something for summer', 'a stiletto look', 'platform vibes'])
					expect(ACCESSORY_IDS).not.toContain(generateDesign({ prompt, style, seed }).garment);
	});
});

describe('drawing accessories', () => {
	it.each(ACCESSORY_IDS)('draws %s as valid SVG in its colour, titled as what it is', (id) => {
		STYLE_IDS.forEach((style, seed) => {
			const design = generateDesign({ prompt: `emerald ${named(id)}`, style, seed });
			expect(design.garment).toBe(id);
			expect(design.colors[0]).toEqual({ name: 'emerald', hex: expect.any(String) });
			expect(pathFills(design.svg)).toContain(design.colors[0].hex);
			expect(design.title).toMatch(
				new RegExp(`^Emerald .*${GARMENTS.find((g) => g.id === id)!.label}$`),
			);
			expect(design.title + design.svg).not.toMatch(/sleeve|neckline|relaxed|fitted|oversized/i);
		});
	});

	it.each(ACCESSORY_IDS)('shows a print and a cloth on %s', (id) => {
		const printed = generateDesign({
			prompt: `navy and white striped ${named(id)}`,
			style: 'classic',
			seed: 5,
		});
		expect(printed).toMatchObject({ garment: id, pattern: 'stripes' });
		expect(printed.svg).toContain('<pattern id="fabric"');
		// On the drawing itself, not only on the swatch under it.
		expect(pathFills(printed.svg)).toContain('url(#fabric)');
		const denim = generateDesign({ prompt: `denim ${named(id)}`, style: 'grunge', seed: 9 });
		expect(denim).toMatchObject({ garment: id, materials: ['denim'] });
		expect(pathFills(denim.svg)).toContain('url(#texture)');
	});

	it('describes a pair of shoes in side view, without details it has not got', () => {
		const design = generateDesign({ prompt: 'red leather handbag', style: 'minimalist', seed: 3 });
		expect(design.title).toBe('Red Leather Handbag');
		const boots = generateDesign({ prompt: 'black knee high boots', style: 'classic', seed: 3 });
		expect(boots.title).toBe('Black Leather Knee-High Boots');
		expect(boots.svg).toContain('Side-view technical flat of a pair of boots');
	});
});

describe('the wardrobe read as the catalogue writes it', () => {
	it('reads a hat knitted, with no hat shape named, as a beanie', () => {
		expect(parsePrompt('Hat in white a fine-knit cotton blend with a ribbed brim.').garment).toBe(
			'beanie',
		);
		expect(parsePrompt('knit bucket hat').garment).toBe('hat');
		expect(parsePrompt('felt fedora').garment).toBe('hat');
	});

	it('reads a shaped "top" after "with" as a part of the accessory', () => {
		expect(
			parsePrompt('3-pack ankle socks in a fine-knit cotton blend with ribbed tops.').garment,
		).toBe('socks');
	});

	it('keeps patent leather apart from plain leather, and still leather', () => {
		const design = generateDesign({
			prompt: 'burgundy patent leather heels',
			style: 'couture',
			seed: 1,
		});
		expect(design.materials.slice(0, 2)).toEqual(['patent-leather', 'leather']);
	});

	it('draws a slip-on sneaker without laces', () => {
		for (const prompt of ['pastel blue slip-on sneakers', 'Slip-on trainers in canvas']) {
			const design = generateDesign({ prompt, style: 'streetwear', seed: 3 });
			expect(design.garment).toBe('sneakers');
			expect(design.details).toContain('slip-on');
			expect(design.details).not.toContain('lace-up');
		}
		expect(
			generateDesign({ prompt: 'white sneakers', style: 'classic', seed: 3 }).details,
		).toContain('lace-up');
	});

	it('leaves underwear out beside named clothing, and never gives it to a prompt naming none', () => {
		expect(parsePrompt('a sheer white blouse over a black bra').garment).toBe('blouse');
		for (const style of STYLE_IDS)
			expect(['bra', 'briefs', 'boxers']).not.toContain(
				generateDesign({ prompt: 'something soft for the weekend', style, seed: 9 }).garment,
			);
	});
});
