import { parsePrompt } from '../../server/generator/parse';

const colorNames = (prompt: string): string[] =>
	parsePrompt(prompt).colors.map((color) => color.name);

/** Which colours a prompt names, in which voice, and what each colours. */
describe('prompt parser: colours', () => {
	it('reads multiword colours, modifiers and combinations, main colour first', () => {
		expect(colorNames('navy blue blazer')).toEqual(['navy']);
		expect(colorNames('forest green and off-white scarf-print dress')).toEqual([
			'forest green',
			'off-white',
		]);
		expect(colorNames('light blue shirt')).toEqual(['light blue']);
		expect(colorNames('pastel green neon orange')).toEqual(['pastel green', 'neon orange']);
		expect(colorNames('black and white stripes')).toEqual(['black', 'white']);
		expect(colorNames('red, white and blue striped top')).toEqual(['red', 'white', 'blue']);
		expect(colorNames('a white dress with black polka dots')).toEqual(['white', 'black']);
		expect(parsePrompt('a white dress with black polka dots').groundOpen).toBe(false);
		expect(parsePrompt('a shirt with big red hibiscus flowers').groundOpen).toBe(true);
		expect(parsePrompt('swim shorts, navy with white polka dots').groundOpen).toBe(false);
		expect(parsePrompt('a blazer with gold buttons')).toMatchObject({
			groundOpen: true,
			colors: [{ name: 'gold', role: 'part', detail: 'buttons' }],
		});
		// The cloth's colour before "with", before a comma, before a word describing the garment.
		expect(
			parsePrompt('tennis polo white with navy trim').colors.map((color) => color.role),
		).toEqual(['garment', 'part']);
		expect(parsePrompt('fleece jacket, navy, half zip').colors[0].role).toBe('garment');
		expect(parsePrompt('black embroidered bomber').colors[0].role).toBe('garment');
		expect(parsePrompt('blush ruffle blouse').colors[0].role).toBe('garment');
		expect(
			parsePrompt('a red blouse with white ruffles').colors.map((color) => color.role),
		).toEqual(['garment', 'part']);
		expect(colorNames('gold buttons on a navy blazer')).toEqual(['navy', 'gold']);
		expect(colorNames('white sneakers with a black hoodie')).toEqual(['black']);
		expect(colorNames('a blazer to wear with my red dress, in black')).toEqual(['black']);
		expect(colorNames('jeans to go with a yellow top, light wash')).toEqual(['light blue']);
		expect(colorNames('a black turtleneck under a camel coat')).toEqual(['camel']);
		expect(colorNames('red mock neck top')).toEqual(['red']);
		expect(colorNames('zip-up hoodie in forest green fleece')).toEqual(['forest green']);
		const pastel = parsePrompt('pastel green').colors[0];
		expect(pastel.hex).toMatch(/^#[0-9a-f]{6}$/);
		expect(pastel.hex).not.toBe(parsePrompt('green').colors[0].hex);
	});

	it('reads product titles, column lists and other voices', () => {
		// A title's closing category word restates the garment; a garment named after "with" does not.
		expect(colorNames('Tie Dye Oversized T-Shirt Pink and Purple Festival Top')).toEqual([
			'pink',
			'purple',
		]);
		expect(colorNames('a white t-shirt with a black top')).toEqual(['white']);
		// Modifiers after the colour, as in French or Spanish word order; not where they begin another phrase.
		expect(colorNames('i want dress long color blue dark with flowers')).toEqual(['dark blue']);
		expect(colorNames('shorts of jeans, blue clear, for summer')).toEqual(['light blue']);
		expect(colorNames('black light jacket')).toEqual(['black']);
		expect(colorNames('overalls | denim | mid blue | plain')).toEqual(['mid blue']);
		// A shade followed by its family's word is one colour; colours listed side by side are not.
		expect(colorNames('Satin Slip Skirt Midi Champagne Gold')).toEqual(['champagne gold']);
		expect(colorNames("Women's Tank Top 3 Pack Black White Grey")).toEqual([
			'black',
			'white',
			'grey',
		]);
		expect(colorNames('Flannel Shirt Buffalo Plaid Red Black')).toEqual(['red', 'black']);
		expect(colorNames('pink purple hoodie')).toEqual(['pink', 'purple']);
		// A part's colour does not reach back past a comma.
		expect(
			parsePrompt('hotel blazer, navy, gold buttons').colors.map((color) => color.role),
		).toEqual(['garment', 'part']);
		// "Check" in "fit check" is no print.
		expect(parsePrompt('fit check: olive cargo pants').pattern).toBeUndefined();
	});

	it('reads shades written family-first, mixed hues and more named colours', () => {
		// A shade followed by a word that only restates its hue is the shade, as "navy blue" is navy.
		expect(colorNames('stone grey chinos')).toEqual(['stone']);
		expect(colorNames('camel brown coat')).toEqual(['camel']);
		// Romance order puts the family first: "vert olive", "rosso vino".
		expect(colorNames('colour is green of olive')).toEqual(['olive']);
		expect(colorNames('dress for party, color red wine')).toEqual(['wine']);
		// ...but two colours a title lists side by side stay two.
		expect(colorNames('windbreaker, purple + teal colour block')).toEqual(['purple', 'teal']);
		// A title puts the garment's colour after it; "+" starts the next piece.
		expect(
			parsePrompt('need outfit for a 70s party: flared trousers mustard + brown print shirt'),
		).toMatchObject({ garment: 'trousers', colors: [{ name: 'mustard' }] });
		expect(colorNames('COS-style wool blend wide trousers in dark navy')).toEqual(['dark navy']);
		expect(colorNames('grey-blue pullover')).toEqual(['grey blue']);
		expect(colorNames('hi-vis work vest, fluorescent yellow')).toEqual(['fluorescent yellow']);
		expect(colorNames('a skirt in color bordeaux')).toEqual(['bordeaux']);
		expect(colorNames('a dress in the colour rose old')).toEqual(['old rose']);
		expect(colorNames('jeans, mid wash')).toEqual(['mid blue']);
	});

	it('gives an accessory its own colour and cloth, and reads idioms and brands', () => {
		expect(parsePrompt('tan suede chelsea boots with a black slim suit')).toMatchObject({
			garment: 'suit',
			colors: [{ name: 'black' }],
			materials: [],
		});
		expect(colorNames('a grey suit with a pink tie')).toEqual(['grey']);
		expect(colorNames('jeans with red braces')).toEqual([]);
		// ...unless the accessory word only describes the garment: a "scarf top", "boot cut" trousers.
		expect(parsePrompt('a geometric print silk scarf top')).toMatchObject({
			pattern: 'geometric',
			materials: ['silk'],
		});
		expect(colorNames('black friday deal: grey joggers 2 for £20')).toEqual(['grey']);
		expect(parsePrompt('#ootd #vintage levis 501 light wash').hint).toBe('jeans');
		// A title lists the cloth's colour, then the part's.
		expect(
			parsePrompt('diwali lehenga pink gold embroidery').colors.map((color) => [
				color.name,
				color.role,
			]),
		).toEqual([
			['pink', 'garment'],
			['gold', 'part'],
		]);
		expect(parsePrompt('a blazer with black and gold buttons').groundOpen).toBe(true);
	});

	it('reads foreign colour words, look-alike cloths and idioms', () => {
		expect(colorNames('Blouse Bohème Blanche Broderie')).toEqual(['white']);
		expect(colorNames('pantalon azul marino')).toEqual(['navy']);
		expect(parsePrompt('leather-look leggings black').materials).toEqual(['faux-leather']);
		expect(
			parsePrompt('Street style stars wore butter yellow slip skirts').pattern,
		).toBeUndefined();
		expect(colorNames('Tomato girl summer: red linen sundress')).toEqual(['red']);
		// An animal in the plural is the animal, not its skin.
		expect(parsePrompt("kids' swim shorts with crocodiles").pattern).toBeUndefined();
		expect(parsePrompt('croc print boots and a black dress').pattern).toBeUndefined();
	});
});
