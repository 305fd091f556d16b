import { block, type Block } from './block';

/**
 * Shoes, bags, hats and the small accessories, in cm. Shoes are graded on the Paris point (a
 * last grows 6.67 mm a size, so 1.33 cm a letter, which spans two sizes); widths and girths grade
 * as common lasting practice does (about 2 mm of width and 4 mm of girth a size). Unisex shoes
 * are cut for EU 41, women's for EU 38. Heel heights do not grade. Bags, scarves, ties, eyewear,
 * watches and jewellery are one size.
 */
export const FOOTWEAR_BLOCKS: Readonly<Record<string, Block>> = {
	sneakers: block(
		'shoes',
		`insole-length 27.3/1.33, outsole-length 29/1.33, ball-width 10/0.4, ball-girth 24.5/0.8, heel-height 3,
		back-height 7.5/0.3, sole-thickness 2.5`,
	),
	boots: block(
		'shoes',
		`insole-length 27.3/1.33, outsole-length 29.5/1.33, ball-width 10/0.4, ball-girth 24.5/0.8, heel-height 3.5,
		shaft-height 14/0.6, shaft-girth 30/1, sole-thickness 1.5`,
		{
			main: 'shaft-height',
			lengths: `ankle: shaft-height =14, shaft-girth =30; mini: shaft-height =18, shaft-girth =31;
			midi: shaft-height =25, shaft-girth =34; knee-length: shaft-height =40, shaft-girth =38;
			maxi: shaft-height =60, shaft-girth =44`,
		},
	),
	heels: block(
		'womens-shoes',
		`insole-length 25.3/1.33, outsole-length 25.5/1.33, ball-width 8.2/0.35, ball-girth 22.5/0.8,
		heel-height 8, back-height 5.5/0.2, sole-thickness 0.6`,
	),
	sandals: block(
		'shoes',
		'insole-length 27/1.33, outsole-length 27.8/1.33, ball-width 10/0.4, heel-height 2, sole-thickness 1.5, strap-width 1.5',
	),
	flats: block(
		'womens-shoes',
		`insole-length 25.3/1.33, outsole-length 26/1.33, ball-width 8.6/0.35, ball-girth 22.5/0.8, heel-height 1,
		back-height 4.5/0.2, sole-thickness 0.6`,
	),
	'flip-flops': block(
		'shoes',
		'insole-length 27/1.33, outsole-length 27.5/1.33, ball-width 10.5/0.4, heel-height 1.8, sole-thickness 1.5, strap-width 1.5',
	),
	loafers: block(
		'shoes',
		`insole-length 27.3/1.33, outsole-length 28.8/1.33, ball-width 9.8/0.4, ball-girth 24/0.8, heel-height 2.5,
		back-height 5.5/0.3, sole-thickness 1`,
	),
	shoes: block(
		'shoes',
		`insole-length 27.3/1.33, outsole-length 29.3/1.33, ball-width 9.8/0.4, ball-girth 24/0.8, heel-height 2.8,
		back-height 6.5/0.3, sole-thickness 1.2`,
	),
	slippers: block(
		'shoes',
		`insole-length 27/1.33, outsole-length 28/1.33, ball-width 10.5/0.4, heel-height 1.5, back-height 6/0.3,
		sole-thickness 1.5`,
	),
	clogs: block(
		'shoes',
		`insole-length 27/1.33, outsole-length 29/1.33, ball-width 11/0.4, ball-girth 26/0.8, heel-height 4.5,
		back-height 6/0.3, sole-thickness 3.5`,
	),
};

export const BAG_BLOCKS: Readonly<Record<string, Block>> = {
	handbag: block(
		'one-size',
		`bag-height 24, bag-width 30, top-width 27, bag-depth 12, handle-drop 12, handle-length 38,
		strap-drop 55, strap-max 120, strap-width 2.5`,
	),
	tote: block(
		'one-size',
		'bag-height 36, bag-width 36, top-width 44, bag-depth 14, handle-drop 27, handle-length 62, handle-width 3',
	),
	backpack: block(
		'one-size',
		'bag-height 44, bag-width 30, bag-depth 14, strap-max 85, strap-width 6, handle-length 22, handle-width 3',
	),
	clutch: block(
		'one-size',
		'bag-height 14, bag-width 26, bag-depth 4, flap-depth 9, handle-length 20',
	),
	wallet: block(
		'one-size',
		'bag-height 9.5, bag-width 11, open-width 22, bag-depth 2, card-slot-width 9.5, card-slot-depth 6',
	),
	'sling-bag': block(
		'one-size',
		'bag-height 18, bag-width 24, top-width 22, bag-depth 7, strap-drop 60, strap-max 130, strap-width 3.5',
	),
	'duffel-bag': block(
		'one-size',
		'bag-width 55, bag-height 28, bag-depth 28, handle-drop 15, handle-length 50, strap-max 130, strap-width 4',
	),
};

/** Hats by head girth: 57 cm is M, 1 cm a size. */
export const HEADWEAR_BLOCKS: Readonly<Record<string, Block>> = {
	cap: block(
		'hats',
		'head-girth 57/2, crown-height 11.5/0.3, visor-length 7.5, visor-width 18.5/0.3, band-height 3',
	),
	hat: block(
		'hats',
		'head-girth 57/2, crown-height 11/0.3, crown-width 17/0.5, brim-width 6, band-height 3',
	),
	beanie: block(
		'hats',
		'flat-width 21/0.8, length 26/0.5, cuff-height 7, stretched-girth 58/2, crown-depth 7',
	),
};

export const ACCESSORY_BLOCKS: Readonly<Record<string, Block>> = {
	belt: block(
		'belts',
		'belt-size 90/10, belt-length 105/10, belt-width 3.5, hole-spacing 2.5, tip-to-hole 9, buckle-width 3.6',
	),
	scarf: block(
		'one-size',
		'length 180, width 30, edge-finish 0.5, label-from-end 5, label-from-side 3',
	),
	tie: block(
		'one-size',
		'length 148, blade-width 8, tail-width 4, neck-part 3.5, keeper-position 22',
	),
	socks: block(
		'socks',
		'foot-length 23/2, leg-length 18/1, flat-width 8.5/0.5, cuff-height 3, cuff-stretched 16/1',
		{
			main: 'leg-length',
			lengths: `ankle: leg-length =6; mini: leg-length =10; midi: leg-length =18; knee-length: leg-length =38;
		maxi: leg-length =55`,
		},
	),
	gloves: block(
		'gloves',
		'hand-girth 20.3/2.5, flat-width 10.2/1.2, glove-length 24/1, middle-finger 8/0.3, thumb-length 6/0.3, cuff-height 5',
	),
	sunglasses: block(
		'one-size',
		'lens-width 5.2, bridge-width 1.8, temple-length 14, lens-height 4.2, frame-width 14',
	),
	watch: block(
		'one-size',
		'case-diameter 4, case-thickness 1.1, lug-width 2, lug-to-lug 4.8, strap-long 12, strap-short 8',
	),
	necklace: block(
		'one-size',
		'chain-length 45, extender 5, chain-width 0.2, pendant-height 2, pendant-width 1.5, clasp-length 1.2',
	),
	earrings: block(
		'one-size',
		'drop-length 4, width 1.5, post-length 1, post-gauge 0.08, thickness 0.3',
	),
	bracelet: block(
		'one-size',
		'inner-length 18, width 0.6, thickness 0.3, clasp-length 1.2, extender 3',
	),
	ring: block(
		'rings',
		'ring-girth 5.4/0.3, ring-diameter 1.72/0.095, band-width 0.4, thickness 0.18, head-height 0.5',
	),
	// A bra's band is measured whole (hook end to eye end), not laid double like a sports bra's.
	bra: block(
		'bras',
		`underband 64/5, underband-stretched 80/5, cup-height 13/0.6, cup-width 20/1, strap-length 38/1,
		gore-height 5/0.2, wing-height 7/0.3`,
		{ fit: 'fitted' },
	),
	briefs: block(
		'womens',
		`waistband 32/2.5, waist-stretched 45/3, seat 44/2.5, front-rise 20/0.5, back-rise 28/1,
		side-height 9/0.5, leg-opening 27/1, gusset-width 6.5`,
		{ fit: 'fitted' },
	),
	boxers: block(
		'mens-underwear',
		`waistband 36/4, waist-stretched 52/4, seat 52/4, front-rise 30/1, back-rise 38/1, thigh 31/1.5,
		leg-opening 30/1.5, inseam 12/0.5, waistband-height 3.5`,
	),
};
