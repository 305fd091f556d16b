import { generateDesign } from '../../server/generator';
import { parsePrompt } from '../../server/generator/parse';

const design = (prompt: string) => generateDesign({ prompt, style: 'minimalist', seed: 1 });

/** Retail descriptions: the head noun of the first phrase is the garment; the rest are its parts. */
describe('catalogue descriptions', () => {
	it('takes the first phrase head, not a part or a layer named later', () => {
		expect(
			parsePrompt(
				'Fitted top in ribbed jersey with a round neckline and a vest top layered underneath.',
			).garment,
		).toBe('top');
		expect(parsePrompt('Body in soft mesh with narrow shoulder straps.').garment).toBe('bodysuit');
		expect(
			parsePrompt('Jumper in a soft knit containing some wool with a round neck.').garment,
		).toBe('sweater');
	});

	it('reads cloth phrases as cloth', () => {
		const top = parsePrompt('Oversized top in sweatshirt fabric with dropped shoulders.');
		expect(top).toMatchObject({ garment: 'top', materials: ['sweatshirt-fabric'] });
		expect(parsePrompt('Jacket in imitation suede with a collar.').materials).toEqual([
			'faux-suede',
		]);
		expect(parsePrompt('Jacket in synthetic leather').materials).toEqual(['faux-leather']);
		expect(parsePrompt('Jacket in faux shearling').materials).toEqual(['faux-shearling']);
		expect(parsePrompt('Oversized coat in teddy fleece').materials).toContain('fleece');
	});

	it('lists a sleeve length named with a sleeve shape, and straps named with a neckline', () => {
		expect(
			design('Short dress in airy chiffon with a V-neck and short puff sleeves.').details,
		).toEqual(expect.arrayContaining(['v-neck', 'puff-sleeves', 'short-sleeves']));
		expect(design('Blouse in crepe with 3/4-length bell sleeves.').details).toEqual(
			expect.arrayContaining(['three-quarter-sleeves', 'bell-sleeves']),
		);
		const strappy = design(
			'Vest top in jersey with narrow, adjustable shoulder straps and a square neckline.',
		);
		expect(strappy.details).toEqual(
			expect.arrayContaining(['square-neck', 'spaghetti-straps', 'sleeveless']),
		);
		expect(design('Jumper in a soft rib knit with a high collar.').details).toContain('mock-neck');
		expect(design('Cardigan in a fine knit with a shawl collar.').details).toContain('collar');
	});
});
