import { words } from '../words';
import { LONG, type GarmentDef } from './def';

/** One-pieces: what covers top and legs in one garment. */
export const ONE_PIECES: readonly GarmentDef[] = [
	{
		id: 'jumpsuit',
		label: 'Jumpsuit',
		family: 'onepiece',
		aliases: words(`
			boiler suit|zip|pockets, boilersuit|zip|pockets, catsuit|fitted, unitard|fitted,
			cat suit|fitted, flight suit|zip|pockets, jump suit, jumpsuits, snowsuit|hood|zip,
			snow suit|hood|zip, ski suit|zip, puddle suit|hood|zip, rain suit|hood|zip,
			wetsuit|neoprene|zip|fitted, wet suit|neoprene|zip|fitted, utility jumpsuit|cargo-pockets
		`),
		materials: ['cotton', 'linen', 'denim', 'crepe', 'jersey'],
		sleeves: ['sleeveless', 'short-sleeves', 'long-sleeves'],
		necklines: ['v-neck', 'halter', 'square-neck', 'crew-neck'],
		shapes: ['wide-leg', 'straight-leg', 'tapered'],
		extras: ['belt', 'pockets', 'zip', 'collar'],
		parts: ['top', 'trousers', 'shorts', 'corset'],
	},
	{
		id: 'onesie',
		label: 'Onesie',
		family: 'onepiece',
		aliases: words(`
			onesies, sleepsuit, sleepsuits, babygrow, baby grow, babygro, baby gro, all in one,
			footie pajamas, footed pyjamas, footie, footies, sleep suit, kigurumi|hood
		`),
		materials: ['cotton', 'jersey', 'fleece'],
		always: ['zip', 'relaxed'],
		sleeves: LONG,
		necklines: ['crew-neck'],
		shapes: ['tapered'],
		extras: ['hood'],
	},
	{
		id: 'apron',
		label: 'Apron',
		family: 'onepiece',
		aliases: words(`
			aprons, bib apron, pinafore apron, chef apron, chefs apron, kitchen apron, work apron,
			waist apron|cropped, half apron|cropped, bistro apron|cropped, cafe apron|cropped,
			server apron|cropped
		`),
		materials: ['cotton', 'canvas', 'denim', 'linen'],
		always: ['pockets'],
		sleeves: ['sleeveless'],
		extras: [],
	},
	{
		id: 'romper',
		label: 'Romper',
		family: 'onepiece',
		aliases: words('playsuit, rompers, play suit, romper suit, playsuits'),
		materials: ['cotton', 'linen', 'chiffon', 'jersey'],
		always: ['cropped'],
		sleeves: ['sleeveless', 'short-sleeves', 'puff-sleeves'],
		necklines: ['square-neck', 'v-neck', 'off-shoulder', 'halter'],
		shapes: ['wide-leg'],
		extras: ['ruffles', 'belt'],
		parts: ['top', 'shorts', 'corset'],
	},
	{
		id: 'overalls',
		label: 'Overalls',
		family: 'onepiece',
		aliases: words(`
			dungarees, bib overalls, overall shorts|cropped, dungaree, salopettes, salopette,
			bib and brace, bib and braces, dungaree shorts|cropped, coveralls|long-sleeves|zip|collar,
			coverall|long-sleeves|zip|collar, work overalls, overalls with sleeves|long-sleeves|zip|collar
		`),
		materials: ['denim', 'corduroy', 'canvas', 'cotton'],
		always: ['pockets', 'buttons'],
		sleeves: ['sleeveless'],
		shapes: ['straight-leg', 'wide-leg'],
		extras: [],
		parts: ['shorts', 'trousers', 'jeans'],
	},
	{
		id: 'swimsuit',
		label: 'Swimsuit',
		family: 'onepiece',
		aliases: words(`
			swim suit, swimsuits, bathing suit, one piece, one piece swimsuit, swimwear, monokini,
			maillot, swimming costume, tankini, cossie, swim costume, bathers, swimming suit,
			swim wear
		`),
		materials: ['spandex', 'nylon'],
		sleeves: ['sleeveless'],
		necklines: ['scoop-neck', 'v-neck', 'halter', 'one-shoulder', 'square-neck', 'strapless'],
		extras: ['ruffles', 'lace-up'],
	},
	{
		id: 'bikini',
		label: 'Bikini',
		family: 'onepiece',
		aliases: words(`
			bikinis, bikini set, bikini top, bikini bottoms, bikini bottom, bikini briefs, two piece,
			two piece swimsuit, string bikini, triangle bikini, bandeau bikini|strapless, tankini top
		`),
		materials: ['spandex', 'nylon'],
		always: ['fitted'],
		sleeves: ['sleeveless'],
		necklines: ['halter', 'spaghetti-straps', 'strapless'],
		never: ['pockets', 'buttons', 'zip', 'collar', 'belt'],
	},
];
