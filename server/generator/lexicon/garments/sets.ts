import { words } from '../words';
import { LONG, type GarmentDef } from './def';

/** Sets drawn as worn: a jacket or top over matching bottoms (`bottoms`). */
export const SETS: readonly GarmentDef[] = [
	{
		id: 'suit',
		label: 'Suit',
		family: 'outer',
		aliases: words(`
			pantsuit, pant suit, trouser suit, tuxedo, two piece suit, three piece suit, tux, suits,
			skirt suit, power suit|shoulder-pads, business suit, wedding suit, morning suit, lounge suit,
			dinner suit, suit set, traje
		`),
		materials: ['wool', 'linen', 'tweed', 'velvet', 'crepe'],
		always: ['lapels', 'buttons', 'pockets'],
		sleeves: LONG,
		extras: ['double-breasted'],
		bottoms: 'straight-leg',
		parts: ['blazer', 'jacket', 'trousers', 'skirt', 'vest'],
	},
	{
		id: 'scrubs',
		label: 'Scrubs',
		family: 'top',
		aliases: words(`
			scrub top, scrub tops, scrub set, scrub suit, medical scrubs, nurse scrubs, nursing scrubs,
			surgical scrubs, hospital scrubs, vet scrubs, dental scrubs, scrub uniform, scrubs set
		`),
		materials: ['cotton', 'polyester'],
		always: ['v-neck', 'short-sleeves', 'pockets'],
		sleeves: ['short-sleeves'],
		necklines: ['v-neck'],
		extras: ['drawstring'],
		bottoms: 'straight-leg',
		parts: ['top', 'trousers', 't-shirt', 'tunic'],
	},
	{
		id: 'tracksuit',
		label: 'Tracksuit',
		family: 'outer',
		aliases: words('track suit, tracksuits, sweatsuit, sweat suit, jogging suit, shell suit|nylon'),
		materials: ['jersey', 'cotton', 'fleece', 'velour', 'nylon'],
		always: ['zip', 'side-stripes'],
		sleeves: LONG,
		extras: ['pockets'],
		bottoms: 'tapered',
		parts: ['jacket', 'joggers', 'hoodie', 'sweatshirt', 'trousers'],
	},
	{
		id: 'pyjamas',
		label: 'Pyjamas',
		family: 'top',
		aliases: words(`
			pajamas, pyjama, pajama, pyjama set, pajama set, pjs, sleepwear, lounge set, loungewear set,
			night suit, nightsuit
		`),
		materials: ['cotton', 'silk', 'satin', 'flannel', 'jersey'],
		always: ['collar', 'buttons'],
		sleeves: LONG,
		extras: ['pockets', 'side-stripes'],
		bottoms: 'straight-leg',
		parts: ['shirt', 'top', 'trousers', 'shorts', 't-shirt'],
	},
];
