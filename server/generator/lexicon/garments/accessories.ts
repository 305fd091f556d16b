import { words } from '../words';
import type { GarmentDef } from './def';

/** Belts, scarves, ties and socks (draw/accessories.ts). */
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
];
