import { generateDesign } from '../../server/generator';
import { parsePrompt } from '../../server/generator/parse';

const colorNames = (prompt: string): string[] =>
	parsePrompt(prompt).colors.map((color) => color.name);

describe('prompt parser', () => {
	it('reads whole words only: no "red" in "tailored", no "tan" in "standard"', () => {
		expect(colorNames('a tailored standard-issue shirt, covered and bored')).toEqual([]);
		expect(colorNames('a tan shirt')).toEqual(['tan']);
	});

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

	it('reads patterns, materials and details with their synonyms', () => {
		expect(parsePrompt('tartan').pattern).toBe('plaid');
		expect(parsePrompt('polka-dotted').pattern).toBe('polka-dots');
		expect(parsePrompt('camo').pattern).toBe('camouflage');
		expect(parsePrompt('zig zag').pattern).toBe('chevron');
		expect(parsePrompt('vegan leather and cashmere').materials).toEqual([
			'faux-leather',
			'cashmere',
		]);
		expect(parsePrompt('jean jacket').materials).toEqual(['denim']);
		expect(parsePrompt('light wash jeans')).toMatchObject({
			materials: ['denim'],
			colors: [{ name: 'light blue' }],
		});
		expect(parsePrompt('a navy blazer over a striped tee')).toMatchObject({
			garment: 'blazer',
			pattern: undefined,
		});
		expect(parsePrompt('a white tee under a leather jacket')).toMatchObject({
			garment: 't-shirt',
			materials: [],
		});
		expect(parsePrompt('plaid shirt dress')).toMatchObject({ garment: 'dress', pattern: 'plaid' });
		expect(parsePrompt('olive parka with faux fur trim')).toMatchObject({
			materials: [],
			trimMaterials: ['faux-fur'],
			details: ['fur-trim'],
		});
		expect(parsePrompt('cable knit sweater').materials).toEqual(['cable-knit']);
		// A print or cloth named for a lining, trim or straps is that piece's.
		expect(parsePrompt('harrington jacket in navy with tartan lining').pattern).toBeUndefined();
		expect(parsePrompt('barista denim apron with leather straps')).toMatchObject({
			materials: ['denim'],
			trimMaterials: ['leather'],
		});
		expect(parsePrompt('lace-up corset').details).toEqual(['lace-up']);
		expect(parsePrompt('lace corset').materials).toEqual(['lace']);
		expect(parsePrompt('3/4 sleeves, v neck, belted, knee length').details).toEqual([
			'three-quarter-sleeves',
			'v-neck',
			'belt',
			'knee-length',
		]);
	});

	it('reads novelty prints, washes, named kinds of cloth and more garments', () => {
		expect(parsePrompt('Boys Graphic Tee Dinosaur Print').pattern).toBe('dinosaurs');
		expect(parsePrompt('christmas sweater with snowflakes').pattern).toBe('snowflakes');
		expect(parsePrompt('green t-shirt with shamrocks').pattern).toBe('shamrocks');
		// A lone motif word describing something else is no print.
		expect(parsePrompt('kids hoodie with dinosaur spikes').pattern).toBeUndefined();
		expect(parsePrompt('Mom Jeans Acid Wash Denim')).toMatchObject({
			pattern: 'acid-wash',
			materials: ['denim'],
		});
		expect(parsePrompt('vest for man, grey with little squares').pattern).toBe('plaid');
		expect(parsePrompt('cardigan | mustard | merino | cable').materials).toEqual([
			'merino',
			'cable-knit',
		]);
		expect(parsePrompt('cargo shorts olive ripstop').materials).toEqual(['ripstop']);
		expect(parsePrompt('mens slim black jeans, stretch denim').materials).toEqual([
			'denim',
			'spandex',
		]);
		expect(parsePrompt('stretch leggings in cotton').materials).toEqual(['spandex', 'cotton']);
		expect(parsePrompt('waitress apron black').garment).toBe('apron');
		expect(parsePrompt('barista waist apron').details).toEqual(['cropped']);
		expect(parsePrompt('baby onesie').garment).toBe('onesie');
		expect(parsePrompt('striped tights').garment).toBe('tights');
		expect(parsePrompt('running tights').garment).toBe('leggings');
		// An occasion suggests the garment when none is named.
		expect(parsePrompt('something floaty for a garden wedding').hint).toBe('dress');
		expect(parsePrompt('wedding guest jumpsuit')).toMatchObject({ garment: 'jumpsuit' });
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

	it('reads a generic print as yielding to a specific one, and embroidered flowers as floral', () => {
		expect(parsePrompt('animal print stays: zebra print shirt dress').pattern).toBe('zebra');
		expect(parsePrompt('animal print coat').pattern).toBe('leopard');
		expect(parsePrompt('Ganni-esque seersucker mini dress, gingham, pink and red')).toMatchObject({
			pattern: 'gingham',
			materials: ['seersucker'],
		});
		expect(parsePrompt('bomber | sage | satin | floral embroidery')).toMatchObject({
			pattern: 'floral',
			details: ['embroidery'],
		});
		// A lone animal is a motif, not a print: the print is "tiger print", "tiger stripes".
		expect(parsePrompt('satin bomber, embroidered tiger on the back').pattern).toBeUndefined();
		expect(parsePrompt('tiger print silk dress').pattern).toBe('tiger');
		expect(parsePrompt('christmas jumper with reindeer').pattern).toBe('reindeer');
		expect(parsePrompt('lunar new year red qipao with gold peony').pattern).toBe('floral');
		expect(parsePrompt('pullover with rhombus').pattern).toBe('argyle');
		expect(parsePrompt('Halloween pumpkin print pyjamas, orange and black')).toMatchObject({
			pattern: 'pumpkins',
			colors: [{ name: 'orange' }, { name: 'black' }],
		});
	});

	it('reads a motif named in the singular as the print of the garment it names', () => {
		expect(parsePrompt('toddler boy dinosaur pyjamas').pattern).toBe('dinosaurs');
		expect(parsePrompt('easter bunny pyjamas pastel pink')).toMatchObject({
			pattern: 'bunnies',
			colors: [{ name: 'pastel pink' }],
		});
		expect(parsePrompt('pink unicorn leggings')).toMatchObject({
			pattern: 'unicorns',
			colors: [{ name: 'pink' }],
		});
		expect(parsePrompt('kids hoodie with dinosaur spikes').pattern).toBeUndefined();
		expect(parsePrompt('a t-shirt with a cat on it').pattern).toBeUndefined();
		expect(parsePrompt('cream jumper with black heart on the front').pattern).toBeUndefined();
		expect(parsePrompt('navy star jumper').pattern).toBe('stars');
		expect(parsePrompt('Mens Rugby Shirt Green White Hoops').pattern).toBe('stripes');
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

	it('keeps a named kind of cloth under its own name', () => {
		expect(parsePrompt('Womens Viscose Midi Dress').materials).toEqual(['viscose']);
		expect(parsePrompt('olive waxed cotton jacket').materials).toEqual(['waxed-cotton']);
		expect(parsePrompt('Oxford Shirt Long Sleeve Button Down').materials).toEqual(['oxford']);
		expect(parsePrompt('coveralls, cotton drill').materials).toEqual(['cotton', 'drill']);
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

	it('ends a negation at the end of its clause', () => {
		expect(colorNames('modern rather than princessy: a lilac satin gown')).toEqual(['lilac']);
		expect(colorNames('no logo, navy with white trim')).toEqual(['navy', 'white']);
		expect(colorNames('a hoodie, not black')).toEqual([]);
	});

	it('reads negations of lists and other ways of ruling out', () => {
		expect(colorNames('A shirt, but not white or blue - let us do a soft lilac')).toEqual([
			'soft lilac',
		]);
		expect(colorNames('Anything but black! A coat in a fun colour, maybe cobalt')).toEqual([
			'cobalt',
		]);
		expect(parsePrompt('Avoid florals - I want a geometric print blouse').pattern).toBe(
			'geometric',
		);
		expect(colorNames('a dress like my photo but in navy instead of red')).toEqual(['navy']);
		expect(colorNames('a coat in nothing but black')).toEqual(['black']);
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

	it('splits hashtags into the words they run together', () => {
		expect(parsePrompt('#ootd #RedDress')).toMatchObject({
			garment: 'dress',
			colors: [{ name: 'red' }],
		});
		expect(parsePrompt('obsessed #summerdress #floralprint')).toMatchObject({
			garment: 'dress',
			pattern: 'floral',
		});
		expect(parsePrompt('#blackleatherjacket #vintage')).toMatchObject({
			garment: 'jacket',
			colors: [{ name: 'black' }],
			materials: ['leather'],
		});
		// An LBD is black.
		expect(colorNames('#lbd szn')).toEqual(['black']);
	});

	it('reads negations', () => {
		const parsed = parsePrompt('a jacket with no hood, without pockets, not black');
		expect([...parsed.excluded]).toEqual(['hood', 'pockets', 'black']);
		expect(parsed.details).toEqual([]);
		expect(parsePrompt('no sleeves').details).toEqual(['sleeveless']);
		expect(parsePrompt('plain, no pattern').pattern).toBe('solid');
	});

	it('does not read idioms as colours', () => {
		expect(colorNames('a black tie gown for the red carpet')).toEqual([]);
	});

	it('suggests a garment when the prompt only hints at one', () => {
		expect(parsePrompt('a black turtleneck').hint).toBe('sweater');
		expect(parsePrompt('a black turtleneck').garment).toBeUndefined();
	});
});
