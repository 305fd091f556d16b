import { words } from '../words';
import type { GarmentDef } from './def';

/**
 * Belts, scarves, ties and socks (draw/accessories.ts); gloves, sunglasses, watches and jewellery
 * (draw/jewellery.ts). Jewellery is four ids, not one: a necklace, earrings, a bracelet and a ring
 * are drawn differently and a catalogue labels them apart.
 */
export const ACCESSORIES: readonly GarmentDef[] = [
	{
		id: 'belt',
		label: 'Belt',
		family: 'accessory',
		aliases: words('belts, leather belt|leather, waist belt, reversible belt, buckle belt'),
		materials: ['leather', 'faux-leather', 'canvas', 'suede'],
		always: ['buckle'],
		extras: ['studs'],
	},
	{
		id: 'scarf',
		label: 'Scarf',
		family: 'accessory',
		aliases: words(`
			scarves, scarfs, stole, stoles, muffler, mufflers, shawl, shawls, wrap scarf, neck scarf,
			neckerchief, snood, pashmina|cashmere, bandana scarf, infinity scarf
		`),
		materials: ['wool', 'cashmere', 'silk', 'knit', 'chiffon', 'cotton', 'viscose'],
		extras: ['fringe'],
	},
	{
		id: 'tie',
		label: 'Tie',
		family: 'accessory',
		aliases: words(
			'necktie, neck tie, ties, neckties, skinny tie, bow tie|bow, bowtie|bow, cravat',
		),
		materials: ['silk', 'wool', 'knit', 'polyester'],
	},
	{
		id: 'socks',
		label: 'Socks',
		family: 'accessory',
		aliases: words(`
			sock, ankle socks|ankle, trainer socks|ankle, crew socks, knee socks|knee-length,
			knee high socks|knee-length, sports socks, dress socks, no show socks|ankle, socks pack
		`),
		materials: ['cotton', 'wool', 'knit', 'nylon'],
		lengths: ['midi', 'ankle', 'knee-length'],
	},
	{
		id: 'gloves',
		label: 'Gloves',
		family: 'accessory',
		aliases: words(`
			glove, leather gloves|leather, knitted gloves|knit, knit gloves|knit, winter gloves,
			driving gloves|leather, touchscreen gloves, mittens|mitten, mitten|mitten, mitts|mitten,
			fingerless gloves
		`),
		materials: ['leather', 'knit', 'wool', 'suede', 'fleece'],
	},
	{
		id: 'sunglasses',
		label: 'Sunglasses',
		family: 'accessory',
		aliases: words(`
			sunglass, sun glasses, shades, aviators|aviator, aviator sunglasses|aviator,
			wayfarers, wayfarer sunglasses, cat eye sunglasses, round sunglasses, square sunglasses,
			sports sunglasses, eyewear, spectacles, eyeglasses, glasses, spectacle frames
		`),
		materials: ['plastic', 'metal'],
	},
	{
		id: 'watch',
		label: 'Watch',
		family: 'accessory',
		aliases: words(`
			watches, wristwatch, wrist watch, analogue watch, analog watch, digital watch, smartwatch,
			smart watch, chronograph watch, chronograph, dial watch, fitness band, smart band
		`),
		materials: ['metal', 'leather', 'rubber'],
	},
	{
		id: 'necklace',
		label: 'Necklace',
		family: 'accessory',
		aliases: words(`
			necklaces, pendant, pendants, pendant necklace, chain necklace, choker necklace,
			chain and pendant, locket, mangalsutra, neckpiece, jewellery set, jewelry set
		`),
		materials: ['metal'],
	},
	{
		id: 'earrings',
		label: 'Earrings',
		family: 'accessory',
		aliases: words(`
			earring, studs earrings, stud earrings, drop earrings, hoop earrings, hoops, jhumkas, jhumka,
			danglers, ear cuffs, ear cuff
		`),
		materials: ['metal'],
	},
	{
		id: 'bracelet',
		label: 'Bracelet',
		family: 'accessory',
		aliases: words('bracelets, bangle, bangles, cuff bracelet, charm bracelet, kada, anklet'),
		materials: ['metal', 'leather'],
	},
	{
		id: 'ring',
		label: 'Ring',
		family: 'accessory',
		aliases: words('rings, finger ring, cocktail ring, signet ring, band ring'),
		materials: ['metal'],
	},
];
