import { words } from '../words';
import type { GarmentDef } from './def';

/**
 * Footwear, drawn in side view (draw/footwear.ts). An alias may imply the heel or the shaft it
 * names: "stilettos" are heels with a stiletto heel, "ankle boots" boots cut at the ankle.
 */
export const FOOTWEAR: readonly GarmentDef[] = [
	{
		id: 'sneakers',
		label: 'Sneakers',
		family: 'footwear',
		aliases: words(`
			sneaker, trainers, trainer, sports shoes, sport shoes, casual shoes, running shoes,
			running shoe, training shoes, tennis shoes, gym shoes, athletic shoes, basketball shoes,
			walking shoes, skate shoes, plimsolls, plimsoll, canvas shoes|canvas, kicks, high tops,
			hi tops, low tops, chunky sneakers|platform, platform sneakers|platform, slip on sneakers|slip-on,
			slip on trainers|slip-on, high top trainers, high top sneakers
		`),
		materials: ['canvas', 'leather', 'mesh', 'suede', 'knit', 'faux-leather'],
		always: ['lace-up'],
	},
	{
		id: 'boots',
		label: 'Boots',
		family: 'footwear',
		aliases: words(`
			boot, ankle boots|ankle, ankle boot|ankle, booties|ankle, bootie|ankle, chelsea boots|ankle,
			chelsea boot|ankle, combat boots|lace-up, combat boot|lace-up, hiking boots|lace-up,
			work boots|lace-up, biker boots, cowboy boots, western boots, knee high boots|knee-length,
			knee boots|knee-length, thigh high boots|knee-length, over the knee boots|knee-length,
			riding boots|knee-length, rain boots|rubber, wellies|knee-length|rubber, wellington boots|knee-length|rubber,
			snow boots, wellingtons|knee-length|rubber, desert boots|ankle, chukka boots|ankle, lace up boots|lace-up, doc martens|lace-up,
			dr martens|lace-up, ugg boots|shearling, uggs|shearling
		`),
		materials: ['leather', 'suede', 'faux-leather', 'nubuck'],
		lengths: ['ankle', 'ankle', 'midi', 'knee-length'],
		extras: ['buckle', 'zip'],
	},
	{
		id: 'heels',
		label: 'Heels',
		family: 'footwear',
		aliases: words(`
			high heels, heel shoes, heeled shoes, stilettos|stiletto, stiletto heels|stiletto,
			stiletto pumps|stiletto, pumps, court shoes, court heels, block heels|block-heel,
			kitten heels|kitten-heel, wedges|wedge, wedge heels|wedge, wedge sandals|wedge, heeled sandals|block-heel|ankle-strap,
			platform heels|platform, slingbacks|ankle-strap, slingback heels|ankle-strap, mules,
			peep toes, peep toe heels, heeled mules, espadrille wedges|wedge
		`),
		materials: ['leather', 'patent', 'suede', 'satin', 'faux-leather'],
		shapes: ['stiletto', 'block-heel', 'kitten-heel'],
		extras: ['ankle-strap'],
	},
	{
		id: 'sandals',
		label: 'Sandals',
		family: 'footwear',
		aliases: words(`
			sandal, flat sandals, strappy sandals, gladiator sandals, gladiators, gladiator,
			sports sandals, sport sandals, floaters, slides, sliders, slide sandals, espadrilles,
			espadrille, fisherman sandals, strap sandals
		`),
		materials: ['leather', 'faux-leather', 'suede', 'canvas', 'straw'],
		extras: ['buckle'],
	},
	{
		id: 'flats',
		label: 'Flats',
		family: 'footwear',
		aliases: words(`
			ballet flats, ballet flat, ballerinas, ballerina, ballerina flats, ballerina shoes,
			ballet pumps, flat shoes, mary janes|ankle-strap, mary jane shoes|ankle-strap, ballets,
			pointed flats, flat pumps
		`),
		materials: ['leather', 'suede', 'patent', 'satin', 'faux-leather'],
		extras: ['bow'],
	},
	{
		id: 'flip-flops',
		label: 'Flip-Flops',
		family: 'footwear',
		aliases: words('flip flops, flip flop, flipflops, flipflop, thong sandals, pool slides'),
		materials: ['rubber', 'faux-leather', 'leather'],
	},
	{
		id: 'loafers',
		label: 'Loafers',
		family: 'footwear',
		aliases: words(`
			loafer, penny loafers, tassel loafers|fringe, moccasins, moccasin, boat shoes, deck shoes,
			driving shoes, slip ons, slip on shoes, horsebit loafers|buckle
		`),
		materials: ['leather', 'suede', 'patent', 'velvet'],
	},
	{
		id: 'shoes',
		label: 'Shoes',
		family: 'footwear',
		aliases: words(`
			shoe, formal shoes, dress shoes, oxfords, oxford shoes, derby shoes, derbies, derby, brogues,
			brogue, brogue shoes, lace ups|lace-up, lace up shoes|lace-up, leather shoes|leather,
			monk shoes|buckle, monk straps|buckle, wingtips, office shoes
		`),
		materials: ['leather', 'patent', 'suede'],
		always: ['lace-up'],
	},
	{
		// Soft, flat and open at the back: drawn as a mule of plush or felt on a thin sole.
		id: 'slippers',
		label: 'Slippers',
		family: 'footwear',
		aliases: words(`
			slipper, house slippers, bedroom slippers, mule slippers, slipper socks, moccasin slippers,
			fur slippers|faux-fur, fluffy slippers|faux-fur, slider slippers
		`),
		materials: ['felt', 'faux-fur', 'knit', 'suede', 'terry'],
	},
	{
		// Its own drawing: a chunky moulded shoe, vents across the vamp and a strap round the heel.
		id: 'clogs',
		label: 'Clogs',
		family: 'footwear',
		aliases: words('clog, crocs|rubber, garden clogs|rubber, wooden clogs, clog sandals'),
		materials: ['rubber', 'leather', 'suede'],
	},
];
