import { words } from '../words';
import { LONG, type GarmentDef } from './def';

/** Tops, and the bodysuit worn as one. */
export const TOPS: readonly GarmentDef[] = [
	{
		id: 't-shirt',
		label: 'T-Shirt',
		family: 'top',
		aliases: words(`
			t shirt, tshirt, tee, tee shirt, teeshirt, graphic tee|graphic, baby tee|fitted, ringer tee,
			muscle tee|sleeveless, long sleeve tee|long-sleeves, boxy tee|oversized, henley|buttons,
			henley shirt|buttons, tshirts, teeshirts, pocket tee|pockets, slogan tee|graphic,
			band tee|graphic, logo tee|graphic, football jersey, soccer jersey, sports jersey,
			rugby jersey|long-sleeves
		`),
		materials: ['cotton', 'jersey'],
		sleeves: ['short-sleeves', 'short-sleeves', 'long-sleeves'],
		necklines: ['crew-neck', 'crew-neck', 'v-neck', 'scoop-neck'],
		extras: ['graphic', 'pockets'],
	},
	{
		id: 'tank-top',
		label: 'Tank Top',
		family: 'top',
		aliases: words(`
			tank, vest top, singlet, racerback, racer back, tank top, tanktop, tank tops, string vest,
			basketball jersey, muscle tank, athletic vest, running vest, innerwear vest, undershirt,
			under shirt, sleeveless vest|sleeveless, gym vest
		`),
		materials: ['cotton', 'jersey', 'knit'],
		sleeves: ['sleeveless'],
		necklines: ['scoop-neck', 'crew-neck', 'square-neck', 'v-neck'],
		extras: ['graphic'],
	},
	{
		id: 'camisole',
		label: 'Camisole',
		family: 'top',
		aliases: words('cami, slip top, cami top'),
		materials: ['silk', 'satin', 'lace'],
		sleeves: ['sleeveless'],
		necklines: ['spaghetti-straps'],
		extras: ['lace-up', 'bow'],
	},
	{
		id: 'crop-top',
		label: 'Crop Top',
		family: 'top',
		aliases: words(`
			crop top, cropped top, tube top|strapless, bandeau top|strapless, bralette, bra top,
			bralet, bralets, crop tee, cropped tee, cropped t shirt, croptop,
			boob tube|strapless, crop tank, cropped tank, cropped cami
		`),
		materials: ['cotton', 'jersey', 'knit', 'spandex'],
		always: ['cropped'],
		sleeves: ['sleeveless', 'short-sleeves', 'long-sleeves'],
		necklines: ['scoop-neck', 'square-neck', 'halter', 'crew-neck', 'off-shoulder'],
		extras: ['ruffles', 'lace-up'],
	},
	{
		id: 'top',
		label: 'Top',
		family: 'top',
		aliases: words(`
			tops, halter top|halter, peasant top, wrap top|wrap, tunic top, babydoll top,
			thermal top|long-sleeves, base layer top|long-sleeves
		`),
		materials: ['cotton', 'jersey', 'silk', 'chiffon', 'crepe'],
		sleeves: ['short-sleeves', 'sleeveless', 'long-sleeves', 'puff-sleeves'],
		necklines: ['scoop-neck', 'square-neck', 'v-neck', 'boat-neck', 'off-shoulder'],
		extras: ['ruffles', 'bow', 'peplum'],
	},
	{
		id: 'blouse',
		label: 'Blouse',
		family: 'top',
		aliases: words('peasant blouse, pussy bow blouse|bow, smock, smock top'),
		materials: ['silk', 'chiffon', 'cotton', 'satin', 'crepe', 'poplin'],
		sleeves: [
			'long-sleeves',
			'puff-sleeves',
			'three-quarter-sleeves',
			'short-sleeves',
			'bell-sleeves',
		],
		necklines: ['v-neck', 'crew-neck', 'square-neck', 'boat-neck'],
		extras: ['bow', 'ruffles', 'buttons', 'collar'],
	},
	{
		id: 'shirt',
		label: 'Shirt',
		family: 'top',
		aliases: words(`
			button down|buttons, button up|buttons, button down shirt, button up shirt, dress shirt,
			oxford shirt|oxford, overshirt, camp shirt|short-sleeves, bowling shirt|short-sleeves,
			hawaiian shirt|floral|short-sleeves, western shirt, work shirt, flannel shirt|flannel
		`),
		materials: ['cotton', 'poplin', 'linen', 'chambray', 'flannel', 'silk'],
		always: ['collar', 'buttons'],
		sleeves: ['long-sleeves', 'long-sleeves', 'short-sleeves'],
		extras: ['pockets', 'epaulettes'],
	},
	{
		id: 'polo',
		label: 'Polo Shirt',
		family: 'top',
		aliases: words(`
			polo shirt, rugby shirt|long-sleeves, polos, poloshirt, polo shirts, polo top, golf shirt,
			tennis polo, polo t shirt, polo tshirt, polo tee, polo neck t shirt
		`),
		materials: ['cotton', 'knit', 'jersey'],
		always: ['collar', 'buttons'],
		sleeves: ['short-sleeves', 'short-sleeves', 'long-sleeves'],
		extras: ['side-stripes'],
	},
	{
		id: 'sweater',
		label: 'Sweater',
		family: 'top',
		aliases: words(`
			jumper, pullover, knit sweater, knitted sweater, knitted jumper, fisherman sweater|knit,
			cable knit sweater, sweater top, knit top, knitted top, christmas jumper, christmas sweater,
			xmas jumper, xmas sweater, ugly sweater, holiday sweater, crewneck jumper, crew neck jumper,
			turtleneck sweater|turtleneck, roll neck jumper|turtleneck, polo neck jumper|turtleneck,
			knitted pullover, jersey jumper
		`),
		materials: ['knit', 'wool', 'cashmere', 'mohair'],
		sleeves: LONG,
		necklines: ['crew-neck', 'v-neck', 'turtleneck', 'mock-neck'],
		extras: ['embroidery'],
	},
	{
		id: 'sweatshirt',
		label: 'Sweatshirt',
		family: 'top',
		aliases: words('crewneck sweatshirt, crew neck sweatshirt, sweat shirt, sweat top, fleece top'),
		materials: ['cotton', 'fleece', 'terry', 'jersey'],
		sleeves: LONG,
		necklines: ['crew-neck'],
		extras: ['graphic', 'embroidery'],
	},
	{
		id: 'hoodie',
		label: 'Hoodie',
		family: 'top',
		aliases: words(`
			hoody, hooded sweatshirt, hooded sweater, hooded top, hooded jumper, zip hoodie|zip,
			zip up hoodie|zip, pullover hoodie
		`),
		materials: ['cotton', 'fleece', 'jersey', 'terry'],
		always: ['hood', 'drawstring', 'pockets'],
		sleeves: LONG,
		extras: ['graphic', 'zip'],
	},
	{
		id: 'cardigan',
		label: 'Cardigan',
		family: 'top',
		aliases: words(`
			cardi, cardy, cardie, cardigan sweater, knit cardigan, cardigans, cardigan jacket, coatigan, twinset, twin set
		`),
		materials: ['knit', 'wool', 'cashmere', 'mohair'],
		always: ['buttons'],
		sleeves: LONG,
		necklines: ['v-neck', 'crew-neck'],
		extras: ['pockets'],
	},
	{
		id: 'vest',
		label: 'Vest',
		family: 'top',
		aliases: words(`
			gilet, waistcoat, sweater vest, sweatervest, knit vest|knit, tabard, hi vis vest, safety vest,
			high vis vest, hi viz vest, reflective vest, puffer vest|quilted|zip|nylon,
			body warmer|quilted|zip, bodywarmer|quilted|zip, tank vest
		`),
		materials: ['wool', 'knit', 'tweed', 'denim', 'suede'],
		always: ['buttons'],
		sleeves: ['sleeveless'],
		necklines: ['v-neck'],
		extras: ['pockets'],
	},
	{
		id: 'bodysuit',
		label: 'Bodysuit',
		family: 'onepiece',
		// Shapewear sold as one piece is a body shaper: drawn as a strappy bodysuit.
		aliases: words(`
			leotard, body suit, unitard top, body, shapewear|spaghetti-straps,
			body shaper|spaghetti-straps, shaping bodysuit|spaghetti-straps
		`),
		materials: ['spandex', 'jersey', 'lace'],
		sleeves: ['long-sleeves', 'sleeveless', 'short-sleeves'],
		necklines: ['scoop-neck', 'square-neck', 'turtleneck', 'v-neck'],
	},
	{
		id: 'corset',
		label: 'Corset',
		family: 'top',
		aliases: words('bustier, corset top, basque'),
		materials: ['satin', 'brocade', 'leather', 'velvet'],
		always: ['lace-up'],
		sleeves: ['sleeveless'],
		necklines: ['sweetheart', 'strapless', 'square-neck'],
	},
	{
		id: 'tunic',
		label: 'Tunic',
		family: 'top',
		aliases: words(`
			tunic shirt, dashiki, smock tunic, nurse tunic,
			nurses tunic, medical tunic, beauty tunic, tunics
		`),
		materials: ['linen', 'cotton', 'silk', 'chiffon'],
		sleeves: ['three-quarter-sleeves', 'long-sleeves', 'bell-sleeves'],
		necklines: ['v-neck', 'boat-neck', 'scoop-neck'],
		extras: ['embroidery', 'belt'],
	},
	{
		id: 'kurta',
		label: 'Kurta',
		family: 'top',
		aliases: words('kurtas, kameez, salwar kameez, kurta pyjama, kurta set, pathani, kurta shirt'),
		materials: ['cotton', 'linen', 'silk', 'viscose'],
		always: ['collar'],
		sleeves: ['long-sleeves', 'three-quarter-sleeves'],
		extras: ['embroidery'],
	},
	{
		id: 'kurti',
		label: 'Kurti',
		family: 'top',
		aliases: words('kurtis, short kurta, kurta top'),
		materials: ['cotton', 'viscose', 'rayon', 'georgette'],
		sleeves: ['three-quarter-sleeves', 'short-sleeves', 'sleeveless', 'long-sleeves'],
		necklines: ['v-neck', 'crew-neck', 'boat-neck', 'square-neck'],
		extras: ['embroidery'],
	},
	{
		id: 'shrug',
		label: 'Shrug',
		family: 'top',
		aliases: words('shrugs, bolero cardigan, bolero shrug'),
		materials: ['knit', 'jersey', 'lace', 'chiffon'],
		always: ['cropped'],
		sleeves: ['long-sleeves', 'three-quarter-sleeves', 'short-sleeves'],
		never: ['buttons', 'zip', 'pockets'],
	},
	{
		id: 'sports-bra',
		label: 'Sports Bra',
		family: 'top',
		aliases: words(
			'sports bra, sport bra, running bra, gym bra, workout bra, yoga bra, athletic bra',
		),
		materials: ['spandex', 'nylon', 'jersey'],
		always: ['cropped', 'fitted'],
		sleeves: ['sleeveless'],
		necklines: ['scoop-neck', 'square-neck', 'v-neck'],
		never: ['pockets', 'buttons', 'zip', 'collar'],
	},
];
