import { parsePrompt } from '../../server/generator/parse';

/** Which print and which cloths a prompt names, and whose they are. */
describe('prompt parser: prints and materials', () => {
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

	it('keeps a named kind of cloth under its own name', () => {
		expect(parsePrompt('Womens Viscose Midi Dress').materials).toEqual(['viscose']);
		expect(parsePrompt('olive waxed cotton jacket').materials).toEqual(['waxed-cotton']);
		expect(parsePrompt('Oxford Shirt Long Sleeve Button Down').materials).toEqual(['oxford']);
		expect(parsePrompt('coveralls, cotton drill').materials).toEqual(['cotton', 'drill']);
	});
});
