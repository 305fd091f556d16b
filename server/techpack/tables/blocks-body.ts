import { block, type Block } from './block';

/**
 * Dresses, skirts, one-pieces and capes: base-size (M) garment measurements in cm and grades per
 * alpha step, as in blocks-upper.ts. Womenswear blocks are cut for a 168 cm, 90-72-97 cm figure
 * (EU 38, ASTM D5585 misses 8–10); a hem width is that of a straight (column) skirt, which
 * the shape words widen (adjust.ts). Lengths from the HPS for a dress, from the waist for a skirt.
 */

const DRESS_LENGTHS = (mini: number, knee: number, midi: number, maxi: number) =>
	`cropped: body-length =${mini}; mini: body-length =${mini}; knee-length: body-length =${knee};
	midi: body-length =${midi}; maxi: body-length =${maxi}`;

export const DRESS_BLOCKS: Readonly<Record<string, Block>> = {
	dress: block(
		'womens',
		`chest 47/2.5, waist 39/2.5, hip 51/2.5, hem 55/3, body-length 100/1.5, waist-position 40/0.5,
		shoulder 37/1, armhole 21/1, sleeve 60/1, bicep 15.5/1, sleeve-opening 12/0.5, neck-width 18/0.5,
		neck-drop 10/0.3`,
		{ main: 'body-length', lengths: DRESS_LENGTHS(85, 100, 118, 145) },
	),
	kaftan: block(
		'womens',
		`chest 62/2.5, hem 72/3, body-length 140/1.5, shoulder 44/1, armhole 26/1, sleeve 60/1, bicep 22/1,
		sleeve-opening 25/0.5, neck-width 20/0.5, neck-drop 16/0.3`,
		{ main: 'body-length', lengths: DRESS_LENGTHS(85, 100, 120, 140), fit: 'relaxed' },
	),
	gown: block(
		'womens',
		`chest 46/2.5, waist 36/2.5, hip 52/2.5, hem 60/3, body-length 150/1.5, waist-position 40/0.5,
		shoulder 36/1, armhole 20/1, sleeve 60/1, bicep 15/1, sleeve-opening 11/0.5, neck-width 19/0.5,
		neck-drop 14/0.3`,
		{ main: 'body-length', lengths: DRESS_LENGTHS(85, 100, 120, 150) },
	),
	nightdress: block(
		'womens',
		`chest 52/2.5, waist 50/2.5, hem 62/3, body-length 105/1.5, shoulder 38/1, armhole 23/1, sleeve 60/1,
		bicep 17/1, sleeve-opening 14/0.5, neck-width 20/0.5, neck-drop 14/0.3`,
		{ main: 'body-length', lengths: DRESS_LENGTHS(85, 105, 118, 140), fit: 'relaxed' },
	),
	// A saree is a draped length of cloth with its blouse piece: one size.
	saree: block(
		'one-size',
		'length 550, width 115, border-width 8, pallu-length 100, blouse-piece 80',
	),
};

const SKIRT_LENGTHS = (mini: number, knee: number, midi: number, maxi: number) =>
	`cropped: skirt-length =${mini}; mini: skirt-length =${mini}; knee-length: skirt-length =${knee};
	midi: skirt-length =${midi}; maxi: skirt-length =${maxi}`;

export const SKIRT_BLOCKS: Readonly<Record<string, Block>> = {
	skirt: block(
		'womens',
		'waistband 36/2.5, seat 50/2.5, hem 52/3, skirt-length 60/1, waistband-height 3.5',
		{
			main: 'skirt-length',
			lengths: SKIRT_LENGTHS(42, 60, 75, 98),
		},
	),
	lehenga: block(
		'womens',
		'waistband 36/2.5, seat 54/2.5, hem 60/3, skirt-length 104/1, waistband-height 4',
		{
			main: 'skirt-length',
			lengths: SKIRT_LENGTHS(45, 62, 80, 104),
		},
	),
};

/** One-pieces with legs: `cropped` shortens the leg. */
const LEG_CROP = (inseam: number) => `cropped: inseam =${inseam}`;

export const ONEPIECE_BLOCKS: Readonly<Record<string, Block>> = {
	jumpsuit: block(
		'womens',
		`chest 49/2.5, waist 41/2.5, seat 53/2.5, torso-length 72/1.5, shoulder 38/1, armhole 21/1, sleeve 60/1,
		bicep 16/1, sleeve-opening 12/0.5, neck-width 18/0.5, neck-drop 11/0.3, thigh 32/1.3, knee 24/0.8,
		leg-opening 22/0.8, inseam 76/0.5`,
		{ main: 'inseam', lengths: LEG_CROP(64), shape: 'straight-leg' },
	),
	onesie: block(
		'mens',
		`chest 60/4, seat 60/4, torso-length 80/2, shoulder 50/1.5, armhole 28/1, sleeve 63/1.5, bicep 23/1.2,
		sleeve-opening 9.5/0.5, neck-width 20/0.5, thigh 34/1.8, leg-opening 10/0.5, inseam 74/1`,
		{ main: 'inseam', lengths: LEG_CROP(60), shape: 'tapered', fit: 'relaxed' },
	),
	apron: block(
		'one-size',
		'bib-width 28, bib-height 28, length 90, width 70, neck-strap 60, waist-tie 80',
	),
	romper: block(
		'womens',
		`chest 49/2.5, waist 41/2.5, seat 54/2.5, torso-length 74/1.5, shoulder 38/1, armhole 21/1, sleeve 60/1,
		bicep 16/1, sleeve-opening 13/0.5, neck-width 18/0.5, neck-drop 11/0.3, leg-opening 30/1.3, inseam 8/0.3`,
		{ main: 'inseam', lengths: LEG_CROP(8), shape: 'wide-leg' },
	),
	overalls: block(
		'waist',
		`bib-width 30/1, bib-height 28/1, waistband 44/4, seat 54/4, front-rise 29/1, back-rise 39/1.5,
		thigh 32/1.8, knee 24/1, leg-opening 21/0.8, inseam 78/1, strap-length 60/2`,
		{ main: 'inseam', lengths: LEG_CROP(66), shape: 'straight-leg' },
	),
	bodysuit: block(
		'womens',
		`chest 40/2.5, waist 33/2.5, seat 43/2.5, torso-length 66/1.5, shoulder 34/1, armhole 18/1, sleeve 59/1,
		bicep 13/1, sleeve-opening 8/0.5, neck-width 17/0.5, neck-drop 10/0.3, leg-opening 27/1, gusset-width 7`,
		{ main: 'torso-length', fit: 'fitted' },
	),
	swimsuit: block(
		'womens',
		`chest 37/2.5, waist 31/2.5, seat 42/2.5, torso-length 60/1.5, leg-opening 26/1, gusset-width 7,
		strap-length 33/1, strap-width 2, neck-drop 16/0.5`,
		{ main: 'torso-length', fit: 'fitted' },
	),
	bikini: block(
		'womens',
		`underband 32/2.5, cup-height 14/0.5, cup-width 17/0.7, strap-length 40/1, waistband 35/2.5,
		side-height 7/0.3, front-rise 18/0.5, back-rise 24/0.7, leg-opening 25/1, gusset-width 6`,
		{ fit: 'fitted' },
	),
};

export const CAPE_BLOCKS: Readonly<Record<string, Block>> = {
	cape: block(
		'womens',
		'cb-length 95/1, neck-width 18/0.5, neck-drop 8/0.3, shoulder 44/1, hem 130/4',
		{
			main: 'cb-length',
			lengths:
				'cropped: cb-length =45; mini: cb-length =65; knee-length: cb-length =95; midi: cb-length =110; maxi: cb-length =130',
		},
	),
	poncho: block(
		'womens',
		'cb-length 75/1, body-length 72/1, width 130/5, neck-width 26/0.5, neck-drop 8/0.3',
		{
			main: 'cb-length',
			lengths: `cropped: cb-length =50, body-length =47; mini: cb-length =60, body-length =57;
		knee-length: cb-length =85, body-length =82; midi: cb-length =100, body-length =97;
		maxi: cb-length =115, body-length =112`,
		},
	),
	dupatta: block(
		'one-size',
		'length 225, width 100, border-width 5, edge-finish 0.5, label-from-end 5',
	),
};
