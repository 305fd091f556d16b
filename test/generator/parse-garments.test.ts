import { generateDesign } from '../../server/generator';
import { parsePrompt } from '../../server/generator/parse';

/** Which garment a prompt asks for, and what its words lend it. */
describe('prompt parser: garments', () => {
	it('reads plurals, hyphen and spacing variants of garments', () => {
		for (const prompt of ['t-shirt', 'T shirt', 'tshirt', 'tee', 'tees', 't-shirts', 'TEE SHIRT'])
			expect(parsePrompt(prompt).garment).toBe('t-shirt');
		for (const prompt of ['crop top', 'cropped top', 'crop-tops'])
			expect(parsePrompt(prompt).garment).toBe('crop-top');
		expect(parsePrompt('dungarees').garment).toBe('overalls');
		expect(parsePrompt('sweatpants').garment).toBe('joggers');
		expect(parsePrompt('a trench coat').garment).toBe('trench');
		expect(parsePrompt('grey tracksuit').garment).toBe('tracksuit');
		expect(parsePrompt('tracksuit bottoms').garment).toBe('joggers');
		expect(parsePrompt('silk pyjama shirt').garment).toBe('shirt');
	});

	it('takes the head noun of a compound garment and lends it the qualifier', () => {
		expect(parsePrompt('shirt dress').garment).toBe('dress');
		expect(parsePrompt('polo dress').qualifiers).toEqual(['polo']);
		expect(parsePrompt('hoodie dress').garment).toBe('dress');
		expect(parsePrompt('camisole top').garment).toBe('camisole');
		expect(parsePrompt('a dress with a fitted top').garment).toBe('dress');
		expect(parsePrompt('a white t-shirt and blue jeans').garment).toBe('t-shirt');
		// A generic "top" yields to a garment of its own kind named later, not to the rest of an outfit.
		expect(parsePrompt('red top and blue jeans')).toMatchObject({
			garment: 'top',
			colors: [{ name: 'red' }],
		});
		expect(parsePrompt('festival top: a crochet camisole').garment).toBe('camisole');
		// A title may close with its category: "Onesie Pyjamas" is a onesie.
		expect(parsePrompt('Unisex Adult Onesie Pyjamas Fleece Hooded Grey').garment).toBe('onesie');
		expect(
			parsePrompt('Girls Princess Dress Tulle Party Wedding Flower Girl Ivory').pattern,
		).toBeUndefined();
	});

	it('reads "X of Y" in English order, garment lists, and parts of the garment', () => {
		expect(parsePrompt('coat of rain, yellow, with hood').garment).toBe('raincoat');
		expect(parsePrompt('I need dress of wedding for guest').garment).toBe('dress');
		expect(parsePrompt('shorts of jeans, blue clear')).toMatchObject({
			garment: 'shorts',
			materials: ['denim'],
		});
		// A garment made of one cloth lends it to the garment it qualifies: a "jeans skirt" is denim.
		expect(
			generateDesign({ prompt: 'jeans pinafore', style: 'romantic', seed: 1 }).materials,
		).toEqual(['denim']);
		// A list of garments names the first; it does not run on past the comma.
		expect(parsePrompt('butter yellow is everywhere: slip dresses, cardigans').garment).toBe(
			'dress',
		);
		// A dress's skirt is the dress's: its colour and cloth are the design's.
		expect(parsePrompt('little girls party dress, pink tulle tutu skirt')).toMatchObject({
			garment: 'dress',
			colors: [{ name: 'pink' }],
			materials: ['tulle'],
		});
	});

	it('reads a garment that is only its cloth, written after another, as that cloth', () => {
		expect(parsePrompt('can you do jacket jeans with fur collar')).toMatchObject({
			garment: 'jacket',
			qualifiers: ['jeans'],
		});
		expect(
			generateDesign({ prompt: 'skirt jeans mini', style: 'romantic', seed: 2 }).materials,
		).toEqual(['denim']);
		// ...but jeans are trousers: "trousers jeans" are jeans.
		expect(parsePrompt('trousers jeans model, black colour').garment).toBe('jeans');
	});

	it('reads more garments: raincoats, kaftans, scrubs, snowsuits', () => {
		// British overalls are coveralls: overalls with sleeves.
		expect(
			generateDesign({ prompt: 'mechanic coveralls navy', style: 'classic', seed: 1 }),
		).toMatchObject({ garment: 'overalls', details: expect.arrayContaining(['long-sleeves']) });
		expect(parsePrompt("girls' yellow raincoat with white polka dots").garment).toBe('raincoat');
		expect(parsePrompt('beach holiday kaftan turquoise').garment).toBe('kaftan');
		expect(parsePrompt('nurse scrubs top in ceil blue')).toMatchObject({
			garment: 'scrubs',
			colors: [{ name: 'ceil blue' }],
		});
		expect(parsePrompt("kids' snowsuit in bright blue").garment).toBe('jumpsuit');
		expect(parsePrompt('swim trunks with sharks')).toMatchObject({
			garment: 'shorts',
			pattern: 'sharks',
		});
		expect(parsePrompt('bustier top black vinyl').garment).toBe('corset');
	});

	it('designs the garment asked for, not the one the writer already has', () => {
		expect(parsePrompt('I have a navy skirt, design a top to go with it in white')).toMatchObject({
			garment: 'top',
			colors: [{ name: 'white' }],
		});
		expect(parsePrompt('to wear over my black dress, a cropped cardigan in cream')).toMatchObject({
			garment: 'cardigan',
			colors: [{ name: 'cream' }],
		});
		expect(
			parsePrompt('I own a camel coat; create a scarf-print silk blouse in rust'),
		).toMatchObject({ garment: 'blouse', colors: [{ name: 'rust' }] });
		// A colour said of the garment the writer has is that garment's.
		expect(parsePrompt('my jeans are black so make a white shirt')).toMatchObject({
			garment: 'shirt',
			colors: [{ name: 'white' }],
		});
		// With one garment named, it is the design, whoever has it.
		expect(parsePrompt('make my dress red')).toMatchObject({
			garment: 'dress',
			colors: [{ name: 'red' }],
		});
	});

	it('suggests a garment when the prompt only hints at one', () => {
		expect(parsePrompt('a black turtleneck').hint).toBe('sweater');
		expect(parsePrompt('a black turtleneck').garment).toBeUndefined();
	});
});
