import { block, type Block } from './block';

/**
 * Trousers, jeans, shorts and legwear: base-size (M) garment measurements in cm and grades per
 * alpha step. Unisex bottoms ('waist') are cut for W32 (81 cm waist, 100 cm hip) with an 81 cm
 * inseam, grading 4 cm of half waist a letter; legwear sold to women ('womens') for EU 38.
 * Shapes are relative to a straight leg unless the block says otherwise (adjust.ts); the outseam
 * is the inseam plus the front rise (measurements.ts), so it always agrees with both.
 */
export const LOWER_BLOCKS: Readonly<Record<string, Block>> = {
	trousers: block(
		'waist',
		`waistband 42/4, seat 52/4, front-rise 27/1, back-rise 38/1.5, thigh 31/1.8, knee 22/1,
		leg-opening 20/0.8, inseam 81/1, waistband-height 4`,
		{ main: 'inseam', lengths: 'cropped: inseam =69', shape: 'straight-leg' },
	),
	jeans: block(
		'waist',
		`waistband 41/4, seat 50/4, front-rise 26/1, back-rise 37/1.5, thigh 30/1.8, knee 21/1,
		leg-opening 18.5/0.8, inseam 81/1, waistband-height 4`,
		{ main: 'inseam', lengths: 'cropped: inseam =70', shape: 'straight-leg' },
	),
	shorts: block(
		'waist',
		`waistband 42/4, seat 53/4, front-rise 27/1, back-rise 38/1.5, thigh 32/1.8, leg-opening 30/1.5,
		inseam 18/0.5, waistband-height 4`,
		{ main: 'inseam', lengths: 'cropped: inseam =13', shape: 'straight-leg' },
	),
	leggings: block(
		'womens',
		`waistband 31/2.5, seat 40/2.5, front-rise 25/0.7, back-rise 33/1, thigh 22/1.3, knee 15.5/0.8,
		leg-opening 10.5/0.5, inseam 71/0.5, waistband-height 6`,
		{
			main: 'inseam',
			lengths: 'cropped: inseam =58',
			shape: 'skinny',
			fit: 'fitted',
			rise: 'high-waisted',
		},
	),
	tights: block(
		'womens',
		`waistband 28/2.5, seat 35/2.5, front-rise 24/0.7, thigh 20/1.3, total-length 92/2, foot-length 21/0.5,
		waistband-height 4`,
		{ main: 'total-length', shape: 'skinny', fit: 'fitted', rise: 'high-waisted' },
	),
	joggers: block(
		'waist',
		`waistband 36/3.5, waist-stretched 52/4, seat 53/4, front-rise 29/1, back-rise 39/1.5, thigh 32/1.8,
		knee 24/1, leg-opening 9.5/0.5, inseam 76/1, cuff-height 7, waistband-height 4.5`,
		{ main: 'inseam', lengths: 'cropped: inseam =65', shape: 'tapered' },
	),
	capris: block(
		'womens',
		`waistband 36/2.5, seat 47/2.5, front-rise 24/0.7, back-rise 34/1, thigh 27/1.3, knee 18/0.8,
		leg-opening 15/0.5, inseam 56/0.5, waistband-height 4`,
		{ main: 'inseam', lengths: 'cropped: inseam =56', fit: 'fitted', shape: 'straight-leg' },
	),
	// A salwar's waist is gathered on a drawstring: its width is the cloth's, before gathering.
	salwar: block(
		'womens',
		'waistband 60/2.5, seat 62/2.5, front-rise 34/0.7, thigh 40/1.3, leg-opening 14/0.5, inseam 66/0.5',
		{ main: 'inseam', lengths: 'cropped: inseam =55', shape: 'tapered', fit: 'relaxed' },
	),
	// A churidar is cut long and narrow, so it gathers at the ankle.
	churidar: block(
		'womens',
		'waistband 48/2.5, seat 50/2.5, front-rise 30/0.7, thigh 26/1.3, knee 16/0.8, leg-opening 9/0.5, inseam 95/0.5',
		{ main: 'inseam', lengths: 'cropped: inseam =75', shape: 'skinny' },
	),
	// The bottoms of sets: pyjama and scrub trousers pull on over an elastic or drawstring waist.
	'pyjama-trousers': block(
		'mens',
		`waistband 38/3.5, waist-stretched 54/4, seat 56/4, front-rise 31/1, back-rise 40/1.5, thigh 34/1.8,
		leg-opening 24/1, inseam 78/1, waistband-height 4`,
		{ main: 'inseam', lengths: 'cropped: inseam =60', shape: 'straight-leg' },
	),
	'scrub-trousers': block(
		'mens',
		`waistband 39/3.5, waist-stretched 54/4, seat 55/4, front-rise 30/1, back-rise 40/1.5, thigh 33/1.8,
		knee 25/1, leg-opening 22/0.8, inseam 80/1, waistband-height 4`,
		{ main: 'inseam', lengths: 'cropped: inseam =66', shape: 'straight-leg' },
	),
};
