/**
 * Garments, one module a family. The order of GARMENTS is the order the style and seed choose
 * from when the prompt names no garment, so a new family goes at the end.
 */
import { ACCESSORY_FAMILIES, type Family } from '../details';
import { pairs } from '../words';
import { ACCESSORIES } from './accessories';
import { BAGS } from './bags';
import { BOTTOMS } from './bottoms';
import type { GarmentDef } from './def';
import { DRESSES } from './dresses';
import { FOOTWEAR } from './footwear';
import { HEADWEAR } from './headwear';
import { INNERWEAR } from './innerwear';
import { ONE_PIECES } from './one-pieces';
import { OUTERWEAR } from './outerwear';
import { SETS } from './sets';
import { TOPS } from './tops';

export type { GarmentDef };

export const GARMENTS: readonly GarmentDef[] = [
	...TOPS,
	...OUTERWEAR,
	...DRESSES,
	...BOTTOMS,
	...ONE_PIECES,
	...SETS,
	...FOOTWEAR,
	...BAGS,
	...HEADWEAR,
	...ACCESSORIES,
	...INNERWEAR,
];

/** Whether a family is worn with the clothes (shoes, bags, hats...) rather than being clothing. */
export const isAccessoryFamily = (family: Family): boolean =>
	(ACCESSORY_FAMILIES as readonly Family[]).includes(family);

/** What a design is when the prompt names no garment: clothing, never a shoe or a bag. */
export const CLOTHING: readonly GarmentDef[] = GARMENTS.filter((g) => !isAccessoryFamily(g.family));

/**
 * Words that suggest a garment without naming it: "a black turtleneck" is a sweater, "a flannel"
 * a shirt. They only count when nothing in the prompt names a garment outright.
 */
export const GARMENT_HINTS: readonly (readonly [phrase: string, garment: string])[] = [
	...pairs(`
		turtleneck: sweater, turtle neck: sweater, roll neck: sweater, polo neck: sweater,
		mock neck: sweater, crewneck: sweatshirt, quarter zip: sweater, half zip: sweater,
		zip up: hoodie, flannel: shirt, fleece: jacket, sherpa fleece: jacket, polar fleece: jacket,
		teddy fleece: jacket, microfleece: jacket, borg fleece: jacket, knit: sweater,
		knitwear: sweater, bodycon: dress, maxi: dress, midi: dress, mini: skirt, tutu: skirt,
		lingerie: camisole, sheath: dress
	`),
	// Denim words and brands: "levis 501, light wash" is a pair of jeans.
	...pairs(`
		levis: jeans, levi s: jeans, 501: jeans, light wash: jeans, dark wash: jeans, mid wash: jeans,
		acid wash: jeans, selvedge: jeans, raw denim: jeans
	`),
	// Occasions: "something floaty for a garden wedding" is a dress.
	...pairs(
		'wedding: dress, bridal: dress, bridesmaid: dress, cocktail: dress, prom: gown, gala: gown',
	),
];

export const GARMENT_BY_ID: ReadonlyMap<string, GarmentDef> = new Map(
	GARMENTS.map((g) => [g.id, g]),
);
