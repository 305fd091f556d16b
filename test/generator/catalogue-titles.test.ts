import { parsePrompt } from '../../server/generator/parse';
import { isTitle } from '../../server/generator/parse-title';

const read = (prompt: string): { garment?: string; colors: string[]; pattern?: string } => {
	const parsed = parsePrompt(prompt);
	return {
		garment: parsed.garment,
		colors: parsed.colors.map((color) => color.name),
		pattern: parsed.pattern,
	};
};

/** Retail product titles: a brand and an audience word before the product's own words. */
describe('catalogue titles', () => {
	it('tells a title from a sentence', () => {
		expect(isTitle('U.S. Polo Assn. Men Check Brown Shirt')).toBe(true);
		expect(isTitle('Red Rose Pink Camisole')).toBe(true);
		// A brand written in lower case, then the audience and the product.
		expect(isTitle('Do u speak green Men Blue Shorts')).toBe(true);
		expect(isTitle('a jacket for Men')).toBe(false);
		expect(isTitle("a men's camel overcoat, single breasted")).toBe(false);
		expect(isTitle('Jumper in a soft knit with a round neck. Long sleeves.')).toBe(false);
	});

	it('reads no garment, print or colour in a brand before the audience word', () => {
		expect(read('U.S. Polo Assn. Men Check Brown Shirt')).toEqual({
			garment: 'shirt',
			colors: ['brown'],
			pattern: 'plaid',
		});
		expect(read('Classic Polo Men White Sweatshirt')).toMatchObject({
			garment: 'sweatshirt',
			colors: ['white'],
		});
		expect(read('Turtle Check Men Navy Blue Shirt').pattern).toBeUndefined();
		expect(read('Blue Saint Men Black Jeans').colors).toEqual(['black']);
		expect(read('Do u speak green Men Blue Shorts').colors).toEqual(['blue']);
		// With no audience word: a colour and a word nobody's vocabulary knows, then the product's
		// colour; but colours run together with a print are all the product's.
		expect(read('Blue Saint Cream-Coloured Structured Shoulder Bag').colors).toEqual(['cream']);
		expect(read('Green Tree Dark Green Striped Saree').colors).toEqual(['dark green']);
		expect(read('Black White Red Striped Shirt').colors).toEqual(['black', 'white', 'red']);
		// A brand of colour words only, when the product's colour follows.
		expect(read('Red Rose Women Pink Camisole')).toMatchObject({
			garment: 'camisole',
			colors: ['pink'],
		});
	});

	it('keeps design words a title puts before its audience word', () => {
		expect(read('Quilted Puffer Jacket Womens Lightweight Khaki Green')).toMatchObject({
			garment: 'puffer',
			colors: ['khaki green'],
		});
		expect(parsePrompt('Genuine Leather Biker Jacket Mens Black').materials).toEqual(['leather']);
		// The audience word parts the phrases it stood between.
		expect(read('Chunky Knit Cardigan Womens Button Up - Cream').garment).toBe('cardigan');
	});

	it('reads a brand of colour words with no audience word', () => {
		expect(read('Red Rose Pink Camisole')).toMatchObject({
			garment: 'camisole',
			colors: ['pink'],
		});
		// Two colours a writer names together stay two colours.
		expect(read('Black White Shirt').colors).toEqual(['black', 'white']);
	});

	it('takes the garment after the colour when a brand word names another garment', () => {
		expect(read('Gini Jony Boys Polo Black T-Shirt')).toMatchObject({
			garment: 't-shirt',
			colors: ['black'],
		});
		expect(parsePrompt('Gini Jony Boys Polo Black T-Shirt').qualifiers).toEqual([]);
	});

	it('reads a brand of colour and print words when the product has its own colour', () => {
		expect(read('Peach Blossom Girls Dark Green Leggings')).toEqual({
			garment: 'leggings',
			colors: ['dark green'],
			pattern: undefined,
		});
		expect(read('Red Rose Mustard Yellow Saree').colors).toEqual(['mustard']);
	});

	it('takes the category a title closes with only where it is the garment', () => {
		expect(read('Cotton County Women Fluorescent Green Embroidered Shirt Style Top').garment).toBe(
			'top',
		);
		expect(read('Fort Collins Women Olive Parka Jacket').garment).toBe('parka');
		expect(read('Jockey Men Navy Blue Solid Polo T-shirt').garment).toBe('polo');
		expect(read('Dixcy Scott Men Blue Checked Night Suit').garment).toBe('pyjamas');
	});
});

describe('a title ends in its product', () => {
	it('reads an idiom at the end of a title as the product it names', () => {
		expect(read('Park Avenue Men Black Tie')).toMatchObject({ garment: 'tie', colors: ['black'] });
		expect(read('Van Heusen Men White Tie')).toMatchObject({ garment: 'tie', colors: ['white'] });
	});

	it('keeps the idiom where it is one: in a sentence, or before the product', () => {
		expect(read('a black tie gown')).toMatchObject({ garment: 'gown', colors: [] });
		expect(read('Black Tie Women Navy Gown')).toMatchObject({ garment: 'gown', colors: ['navy'] });
	});
});
