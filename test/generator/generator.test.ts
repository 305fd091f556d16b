import { STYLES, STYLE_IDS, generateDesign, type StyleId } from '../../server/generator';
import { renderPng } from '../../server/render/png';
import { printDef } from '../../server/generator/draw/fills';
import { DERIVED_TONES } from '../../server/generator/draw/palette';
import { PATTERN_IDS } from '../../server/generator/lexicon';
import { streamFor } from '../../server/generator/random';
import { findAll, parseXml } from './xml';

const sample = {
	prompt: 'navy striped oversized hoodie with pockets',
	style: 'streetwear' as StyleId,
	seed: 1234567,
};

describe('generator surface', () => {
	it('lists the twelve catalog styles with a name and a sentence each', () => {
		expect([...STYLE_IDS]).toEqual([
			'minimalist',
			'streetwear',
			'bohemian',
			'vintage',
			'avant-garde',
			'classic',
			'athleisure',
			'romantic',
			'grunge',
			'preppy',
			'y2k',
			'couture',
		]);
		expect(STYLES.map((style) => style.id)).toEqual([...STYLE_IDS]);
		expect(STYLES.find((style) => style.id === 'avant-garde')?.name).toBe('Avant-garde');
		for (const style of STYLES) expect(style.description).toMatch(/^[A-Z].{20,}\.$/);
	});

	it('returns the metadata the contract describes', () => {
		const design = generateDesign(sample);
		expect(design).toMatchObject({
			garment: 'hoodie',
			pattern: 'stripes',
			materials: ['cotton'],
			width: 800,
			height: 1000,
		});
		expect(design.title).toBe('Oversized Navy Striped Cotton Hoodie');
		expect(design.colors[0]).toEqual({ name: 'navy', hex: '#1f2a44' });
		expect(design.details).toEqual(
			expect.arrayContaining(['hood', 'long-sleeves', 'pockets', 'oversized']),
		);
	});

	it('keeps every field in its documented shape for every style and many prompts', () => {
		const prompts = [
			'',
			'a red dress',
			'black and white striped silk shirt with gold buttons',
			'!!!',
			'x'.repeat(4000),
		];
		for (const style of STYLE_IDS)
			for (const prompt of prompts)
				for (const seed of [0, 42, 2 ** 31 - 1]) {
					const design = generateDesign({ prompt, style, seed });
					expect(design.title.length).toBeGreaterThan(0);
					expect(design.title.length).toBeLessThanOrEqual(140);
					expect(design.title).toMatch(/^[A-Z0-9]/);
					expect(design.colors.length).toBeGreaterThanOrEqual(1);
					expect(design.colors.length).toBeLessThanOrEqual(3);
					for (const color of design.colors) expect(color.hex).toMatch(/^#[0-9a-f]{6}$/);
					expect(design.materials.length).toBeGreaterThanOrEqual(1);
					expect(design.garment).toMatch(/^[a-z-]+$/);
					expect(design.pattern).toMatch(/^[a-z-]+$/);
				}
	});
});

describe('determinism', () => {
	it('gives byte-identical SVG for the same prompt, style and seed', () => {
		const first = generateDesign(sample).svg;
		for (let i = 0; i < 3; i++) expect(generateDesign({ ...sample }).svg).toBe(first);
	});

	it('does not depend on the global random generator or the clock', () => {
		const first = generateDesign(sample).svg;
		const random = jest.spyOn(Math, 'random').mockReturnValue(0.5);
		const now = jest.spyOn(Date, 'now').mockReturnValue(0);
		try {
			expect(generateDesign(sample).svg).toBe(first);
			expect(random).not.toHaveBeenCalled();
			expect(now).not.toHaveBeenCalled();
		} finally {
			random.mockRestore();
			now.mockRestore();
		}
	});

	it('lets the seed vary what the prompt leaves open', () => {
		const open = new Set(
			Array.from(
				{ length: 12 },
				(_, seed) =>
					generateDesign({ prompt: 'something for the weekend', style: 'classic', seed }).svg,
			),
		);
		expect(open.size).toBeGreaterThan(6);
		const garments = new Set(
			Array.from(
				{ length: 24 },
				(_, seed) => generateDesign({ prompt: '', style: 'streetwear', seed }).garment,
			),
		);
		expect(garments.size).toBeGreaterThan(2);
		const colors = new Set(
			Array.from(
				{ length: 24 },
				(_, seed) => generateDesign({ prompt: 'a dress', style: 'bohemian', seed }).colors[0].name,
			),
		);
		expect(colors.size).toBeGreaterThan(2);
	});

	it('never lets the seed change what the prompt names', () => {
		for (let seed = 0; seed < 20; seed++) {
			const design = generateDesign({
				prompt: 'emerald silk maxi dress with floral print',
				style: 'grunge',
				seed,
			});
			expect(design).toMatchObject({ garment: 'dress', pattern: 'floral', materials: ['silk'] });
			expect(design.colors[0].name).toBe('emerald');
			expect(design.details).toContain('maxi');
		}
	});
});

describe('the prompt wins over the style', () => {
	it('keeps the named garment, colour, material and fit against the style preference', () => {
		const design = generateDesign({
			prompt: 'a fitted white linen shirt',
			style: 'streetwear',
			seed: 3,
		});
		expect(design).toMatchObject({ garment: 'shirt', materials: ['linen'] });
		expect(design.colors[0].name).toBe('white');
		expect(design.details).toContain('fitted');
		expect(design.details).not.toContain('oversized');
	});

	it('lets the style choose what the prompt leaves open', () => {
		const couture = generateDesign({ prompt: 'a gown', style: 'couture', seed: 5 });
		expect(['silk', 'satin', 'tulle', 'organza', 'velvet', 'taffeta', 'sequins']).toContain(
			couture.materials[0],
		);
		const street = Array.from({ length: 10 }, (_, seed) =>
			generateDesign({ prompt: 'a hoodie', style: 'streetwear', seed }),
		);
		expect(street.filter((design) => design.details.includes('oversized')).length).toBeGreaterThan(
			5,
		);
	});

	it('respects what the prompt rules out', () => {
		for (let seed = 0; seed < 10; seed++) {
			const design = generateDesign({
				prompt: 'a zip jacket without pockets, no hood',
				style: 'streetwear',
				seed,
			});
			expect(design.details).not.toContain('pockets');
			expect(design.details).not.toContain('hood');
		}
	});
});

describe('named kinds and garment limits', () => {
	it('lists a named kind of cloth before its family, and draws cables whatever the fibre', () => {
		expect(
			generateDesign({ prompt: 'merino cardigan', style: 'classic', seed: 3 }).materials,
		).toEqual(['merino', 'wool']);
		expect(
			generateDesign({ prompt: 'olive ripstop shorts', style: 'classic', seed: 3 }).materials,
		).toEqual(['ripstop', 'nylon']);
		const cables = generateDesign({
			prompt: 'mustard merino cable cardigan',
			style: 'classic',
			seed: 3,
		});
		expect(cables.materials).toEqual(['merino', 'cable-knit', 'wool', 'knit']);
		expect(cables.svg).toContain(
			'<pattern id="texture" patternUnits="userSpaceOnUse" width="40" height="48"',
		);
	});

	it('never lets the style add what a garment cannot carry: tights have no pockets', () => {
		for (const style of STYLE_IDS)
			for (const seed of [1, 2, 3]) {
				expect(generateDesign({ prompt: 'black tights', style, seed }).details).not.toEqual(
					expect.arrayContaining(['pockets']),
				);
			}
		expect(
			generateDesign({ prompt: 'black tights with pockets', style: 'classic', seed: 1 }).details,
		).toContain('pockets');
	});
});

describe('SVG document', () => {
	it('is well-formed XML with one svg root, a viewBox, a title and a description', () => {
		const prompts = [
			'a red polka dot dress',
			'camo cargo pants',
			'leopard print coat',
			'tie-dye hoodie',
			'color block windbreaker',
			'denim bib apron',
			'striped tights',
			'fleece onesie',
			'acid wash jeans',
			'dinosaur print tee',
			'snowflake print jumper',
			'shamrock print top',
			'butterfly print dress',
			'skull print hoodie',
			'anchor print shorts',
			'cable knit cardigan',
			'yellow raincoat',
			'silk kaftan',
			'ceil blue scrubs',
			'reindeer print jumper',
			'rainbow print leggings',
			'candy cane print pyjamas',
			'tiger print dress',
			'cow print skirt',
			'giraffe print shirt',
			'smiley face hoodie',
			'mechanic coveralls',
		];
		for (const style of STYLE_IDS)
			for (const prompt of prompts) {
				const design = generateDesign({ prompt, style, seed: 9 });
				const root = parseXml(design.svg);
				expect(root.name).toBe('svg');
				expect(root.attributes).toMatchObject({
					xmlns: 'http://www.w3.org/2000/svg',
					viewBox: '0 0 800 1000',
					width: '800',
					height: '1000',
				});
				expect(root.children[0].name).toBe('title');
				expect(root.children[0].text).toBe(design.title);
				expect(root.children[1].name).toBe('desc');
				expect(root.children[1].text).toContain(prompt);
				expect(findAll(root, 'text')).toHaveLength(0);
				expect(design.svg).not.toMatch(/NaN|undefined|Infinity/);
			}
	});

	it('draws every print the lexicon names', () => {
		const box = { minX: -200, maxX: 200, minY: 0, maxY: 900 };
		for (const id of PATTERN_IDS) {
			if (id === 'solid') continue;
			const def = printDef(
				id,
				{ ground: '#f3e8cf', motif: '#b3123a', third: '#24513a', tones: DERIVED_TONES },
				streamFor(1, id, 'test'),
				box,
			);
			expect(def).toMatch(/^<(pattern|linearGradient|radialGradient) id="fabric"/);
			expect(
				parseXml(`<svg xmlns="http://www.w3.org/2000/svg">${def}</svg>`).children,
			).toHaveLength(1);
		}
	});

	it('escapes prompt text in the description', () => {
		const prompt = `<script>alert("x")</script> & 'quotes' ]]> 🎉 👗 \u0007`;
		const design = generateDesign({ prompt, style: 'y2k', seed: 1 });
		expect(design.svg).not.toContain('<script>');
		const desc = findAll(parseXml(design.svg), 'desc')[0];
		expect(desc.text).toContain(`<script>alert("x")</script> & 'quotes' ]]> 🎉 👗`);
	});

	it('draws the pattern as an SVG pattern in the named colours', () => {
		const svg = generateDesign({
			prompt: 'black and white striped shirt',
			style: 'minimalist',
			seed: 2,
		}).svg;
		const pattern = findAll(parseXml(svg), 'pattern').find(
			(element) => element.attributes.id === 'fabric',
		);
		expect(pattern).toBeDefined();
		const fills = findAll(pattern!, 'rect').map((rect) => rect.attributes.fill);
		expect(fills).toEqual(expect.arrayContaining(['#111111', '#f7f7f5']));
		expect(svg).toContain('fill="url(#fabric)"');
	});

	it('draws named details: a hood, a v-neck, buttons', () => {
		const hooded = generateDesign({ prompt: 'grey hoodie', style: 'classic', seed: 1 }).svg;
		const plain = generateDesign({ prompt: 'grey sweatshirt', style: 'classic', seed: 1 }).svg;
		expect(hooded.length).toBeGreaterThan(plain.length);
		const vNeck = generateDesign({ prompt: 'white v-neck t-shirt', style: 'minimalist', seed: 1 });
		expect(vNeck.details).toContain('v-neck');
		const crew = generateDesign({
			prompt: 'white crew neck t-shirt',
			style: 'minimalist',
			seed: 1,
		});
		expect(vNeck.svg).not.toBe(crew.svg);
		const buttons = generateDesign({
			prompt: 'navy blazer with gold buttons',
			style: 'classic',
			seed: 1,
		});
		expect(buttons.svg).toContain('fill="#d4af37"');
	});
});

describe('PNG', () => {
	it('renders an 800 x 1000 PNG, the same bytes every time', () => {
		const { svg } = generateDesign(sample);
		const png = renderPng(svg);
		expect(png.subarray(0, 8)).toEqual(
			Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
		);
		expect(png.readUInt32BE(16)).toBe(800);
		expect(png.readUInt32BE(20)).toBe(1000);
		expect(renderPng(svg).equals(png)).toBe(true);
	});
});
