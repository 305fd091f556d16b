import { words } from '../words';
import type { GarmentDef } from './def';

/** Bags, drawn from the front (draw/bags.ts). */
export const BAGS: readonly GarmentDef[] = [
	{
		id: 'handbag',
		label: 'Handbag',
		family: 'bag',
		aliases: words(`
			bag, hand bag, purse, shoulder bag, top handle bag, satchel, bucket bag|drawstring,
			hobo bag, baguette bag, bowling bag, doctor bag, handbags, ladies bag, leather bag|leather,
			mini bag, quilted bag|quilted, saddle bag
		`),
		materials: ['leather', 'faux-leather', 'suede', 'canvas'],
		extras: ['zip', 'buckle', 'quilted'],
	},
	{
		id: 'tote',
		label: 'Tote',
		family: 'bag',
		aliases: words(`
			tote bag, shopper, shopper bag, shopping bag, beach bag, canvas bag|canvas, jute bag|straw,
			straw bag|straw, market bag, carryall
		`),
		materials: ['canvas', 'leather', 'cotton', 'faux-leather', 'straw'],
		extras: ['pockets'],
	},
	{
		id: 'backpack',
		label: 'Backpack',
		family: 'bag',
		aliases: words(`
			rucksack, back pack, school bag, schoolbag, daypack, day pack, bookbag, book bag,
			laptop backpack, hiking backpack, backpacks, rucksacks
		`),
		materials: ['nylon', 'canvas', 'polyester', 'leather'],
		always: ['zip', 'pockets'],
		extras: ['buckle'],
	},
	{
		id: 'clutch',
		label: 'Clutch',
		family: 'bag',
		aliases: words(`
			clutch bag, clutch purse, evening bag, envelope clutch, box clutch, envelope bag,
			wristlet, potli, potli bag, mobile pouch, clutches
		`),
		materials: ['leather', 'satin', 'sequins', 'velvet', 'faux-leather'],
		extras: ['beading'],
	},
	{
		id: 'wallet',
		label: 'Wallet',
		family: 'bag',
		aliases: words(`
			billfold, bifold wallet, bi fold wallet, card holder, cardholder, card case, coin purse,
			money clip, zip wallet|zip, zip around wallet|zip, travel wallet, wallets
		`),
		materials: ['leather', 'faux-leather'],
	},
	{
		id: 'sling-bag',
		label: 'Sling Bag',
		family: 'bag',
		aliases: words(`
			sling bag, sling, crossbody, cross body, crossbody bag, cross body bag, messenger bag,
			messenger, laptop bag, laptop bags, laptop sleeve bag, belt bag, bum bag, fanny pack, waist bag, waist pack, camera bag, chest bag, phone bag, mobile bag,
			body bag, sling bags
		`),
		materials: ['leather', 'nylon', 'faux-leather', 'canvas'],
		always: ['zip'],
		extras: ['buckle'],
	},
	{
		// A barrel with a zip along the top, two carry handles and round end panels.
		id: 'duffel-bag',
		label: 'Duffel Bag',
		family: 'bag',
		aliases: words(`
			duffel bag, duffle bag, duffel, duffle, duffels, duffel bags, gym bag, travel bag, holdall,
			weekender, weekender bag, weekend bag, kit bag, sports bag, barrel bag, overnight bag
		`),
		materials: ['nylon', 'canvas', 'polyester', 'leather'],
		always: ['zip'],
		extras: ['pockets'],
	},
];
