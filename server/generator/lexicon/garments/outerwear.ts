import { words } from '../words';
import { LONG, type GarmentDef } from './def';

/** Outerwear: jackets, coats, capes and the robes worn over clothes. */
export const OUTERWEAR: readonly GarmentDef[] = [
	{
		id: 'jacket',
		label: 'Jacket',
		family: 'outer',
		aliases: words(`
			trucker jacket|denim, biker jacket|zip|leather, moto jacket|zip|leather,
			motorcycle jacket|zip|leather, windbreaker|zip|nylon, wind breaker|zip|nylon, shacket|pockets,
			shirt jacket, field jacket|pockets, utility jacket|cargo-pockets, chore jacket|pockets,
			chore coat|pockets, track jacket|zip|side-stripes, track top|zip|side-stripes,
			tracksuit top|zip|side-stripes, tracksuit jacket|zip|side-stripes, harrington jacket|zip,
			blouson, jackets, coach jacket, bolero|cropped, rain jacket, safari jacket|belt|pockets,
			military jacket|epaulettes|buttons, denim jacket, jeans jacket|denim, jean jacket|denim,
			cagoule|hood|zip|nylon, kagool|hood|zip|nylon, cagoul|hood|zip|nylon, windcheater|zip|nylon,
			waxed jacket|waxed-cotton, wax jacket|waxed-cotton, barn jacket|collar|pockets,
			hunting jacket|pockets, workwear jacket|pockets, work jacket|pockets, hi vis jacket,
			softshell jacket|zip|softshell, fleece jacket|zip|fleece, ski jacket|zip|hood,
			snow jacket|zip|hood, chef jacket|double-breasted, chefs jacket|double-breasted,
			overshirt jacket
		`),
		materials: ['denim', 'cotton', 'leather', 'suede', 'corduroy', 'nylon', 'canvas'],
		always: ['collar'],
		sleeves: LONG,
		extras: ['pockets', 'zip', 'buttons', 'epaulettes'],
	},
	{
		id: 'bomber',
		label: 'Bomber Jacket',
		family: 'outer',
		aliases: words(`
			bomber jacket, flight jacket, varsity jacket, letterman jacket, baseball jacket, ma 1,
			souvenir jacket, bombers, college jacket
		`),
		materials: ['nylon', 'satin', 'leather', 'cotton', 'wool'],
		always: ['zip'],
		sleeves: LONG,
		extras: ['pockets', 'embroidery'],
	},
	{
		id: 'blazer',
		label: 'Blazer',
		family: 'outer',
		aliases: words(`
			sport coat, sports coat, sports jacket, suit jacket, tuxedo jacket, dinner jacket,
			tailored jacket, smoking jacket, tailcoat, tail coat, morning coat
		`),
		materials: ['wool', 'tweed', 'linen', 'velvet', 'crepe', 'cotton'],
		always: ['lapels', 'buttons', 'pockets'],
		sleeves: LONG,
		extras: ['double-breasted', 'shoulder-pads'],
	},
	{
		id: 'coat',
		label: 'Coat',
		family: 'outer',
		aliases: words(`
			overcoat, over coat, peacoat|double-breasted, pea coat|double-breasted, topcoat, top coat,
			duffle coat|hood, duffel coat|hood, duffle|hood, duffel|hood, car coat, greatcoat, great coat,
			wrap coat|belt, teddy coat|shearling, cocoon coat|oversized, lab coat|buttons,
			swing coat|flared, shearling coat|shearling, fur coat|faux-fur, chesterfield, long coat,
			winter coat, duster coat, duster, coats
		`),
		materials: ['wool', 'cashmere', 'tweed', 'gabardine', 'faux-fur'],
		always: ['buttons', 'pockets', 'lapels'],
		sleeves: LONG,
		lengths: ['knee-length', 'midi', 'maxi'],
		extras: ['belt', 'double-breasted'],
	},
	{
		id: 'trench',
		label: 'Trench Coat',
		family: 'outer',
		aliases: words('trench coat, trenchcoat, trench coats, mac, mackintosh'),
		materials: ['gabardine', 'cotton', 'twill', 'leather'],
		always: ['double-breasted', 'belt', 'lapels', 'epaulettes'],
		sleeves: LONG,
		lengths: ['knee-length', 'midi'],
		extras: ['pockets'],
	},
	{
		id: 'raincoat',
		label: 'Raincoat',
		family: 'outer',
		aliases: words(`
			rain coat, raincoats, rain mac, slicker, rain slicker, waterproof coat, rain parka, rainwear,
			fishermans coat, oilskin coat|canvas
		`),
		materials: ['nylon', 'polyester', 'pvc', 'waxed-cotton'],
		always: ['hood', 'zip', 'pockets'],
		sleeves: LONG,
		lengths: ['knee-length', 'midi'],
		extras: ['drawstring', 'belt'],
	},
	{
		id: 'puffer',
		label: 'Puffer Jacket',
		family: 'outer',
		aliases: words(`
			puffer jacket, puffer coat|maxi, puffa, puffa jacket, down jacket, down coat, quilted jacket,
			padded jacket, puffers, puffer
		`),
		materials: ['nylon', 'polyester'],
		always: ['zip', 'quilted'],
		sleeves: LONG,
		extras: ['hood', 'pockets'],
	},
	{
		id: 'parka',
		label: 'Parka',
		family: 'outer',
		aliases: words('anorak, parkas, fishtail parka'),
		materials: ['nylon', 'cotton', 'canvas'],
		always: ['hood', 'zip', 'pockets'],
		sleeves: LONG,
		lengths: ['knee-length'],
		extras: ['drawstring'],
	},
	{
		id: 'cape',
		label: 'Cape',
		family: 'cape',
		aliases: words('cloak, capelet, cape coat'),
		materials: ['wool', 'velvet', 'tweed', 'cashmere'],
		lengths: ['knee-length', 'midi'],
		extras: ['hood', 'buttons'],
	},
	{
		id: 'poncho',
		label: 'Poncho',
		family: 'cape',
		aliases: words('ponchos, serape'),
		materials: ['knit', 'wool', 'crochet'],
		lengths: ['knee-length'],
		extras: ['fringe'],
	},
	{
		id: 'kimono',
		label: 'Kimono',
		family: 'outer',
		aliases: words(`
			kimono jacket, robe, haori, dressing gown|belt, bathrobe|belt|terry, bath robe|belt|terry,
			housecoat|belt, house coat|belt, yukata|belt, kimono robe, kimono cardigan, beach kimono,
			duster kimono
		`),
		materials: ['silk', 'satin', 'chiffon', 'cotton'],
		always: ['wrap'],
		sleeves: ['bell-sleeves'],
		lengths: ['knee-length', 'midi'],
		extras: ['belt', 'fringe'],
	},
	{
		id: 'dupatta',
		label: 'Dupatta',
		family: 'cape',
		aliases: words('dupattas, chunni, chunri, odhni, orhni'),
		materials: ['chiffon', 'georgette', 'silk', 'cotton'],
		extras: ['fringe', 'embroidery'],
		never: ['hood', 'buttons', 'pockets', 'zip'],
	},
];
