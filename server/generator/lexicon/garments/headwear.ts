import { words } from '../words';
import type { GarmentDef } from './def';

/** Hats and caps (draw/headwear.ts). */
export const HEADWEAR: readonly GarmentDef[] = [
	{
		id: 'cap',
		label: 'Cap',
		family: 'headwear',
		aliases: words(`
			baseball cap, ball cap, peaked cap, trucker cap|mesh, trucker hat|mesh, snapback,
			snapback cap, dad cap, dad hat, sports cap, visor cap, flat cap, newsboy cap, caps
		`),
		materials: ['cotton', 'twill', 'denim', 'nylon', 'wool'],
		extras: ['embroidery'],
	},
	{
		id: 'hat',
		label: 'Hat',
		family: 'headwear',
		aliases: words(`
			fedora|fedora, trilby|fedora, panama|fedora|straw, bucket hat|bucket, fisherman hat|bucket, fedora hat|fedora, fedoras|fedora, trilbies|fedora,
			panama hat|fedora|straw, straw hat|straw, sun hat|wide-brim, sunhat|wide-brim,
			floppy hat|wide-brim, beach hat|wide-brim, cowboy hat|wide-brim, cloche, boater|straw,
			felt hat|felt, wide brim hat|wide-brim, hats
		`),
		materials: ['felt', 'wool', 'straw', 'cotton'],
		shapes: ['fedora', 'bucket', 'wide-brim'],
	},
	{
		id: 'beanie',
		label: 'Beanie',
		family: 'headwear',
		aliases: words(`
			beanie hat, knit hat|knit, knitted hat|knit, knit cap|knit, knitted cap|knit, woolly hat|wool,
			wooly hat|wool, bobble hat|pom-pom, pom pom hat|pom-pom, bobble beanie|pom-pom, toque, tuque,
			watch cap, winter hat, ski hat, skull cap, beanies
		`),
		materials: ['knit', 'wool', 'cable-knit', 'acrylic', 'cashmere'],
		extras: ['pom-pom'],
	},
];
