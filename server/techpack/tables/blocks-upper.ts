import { block, type Block } from './block';

/**
 * Tops and outerwear: base-size (M) garment measurements in cm and grades per alpha step.
 * Menswear and unisex blocks ('mens') are cut for a 100 cm chest (EU 50, EN 13402-3 M) and grade
 * 4 cm of half chest a letter (8 cm of girth); womenswear ('womens') for a 90 cm bust (EU 38,
 * ASTM D5585 misses 8–10) and grades 2.5 cm (5 cm of girth). Widths are half measurements, laid
 * flat. Sources, and which values are judgement: docs/techpack-sources.md.
 */

/** Unisex knit tops sold on menswear blocks (a hoodie, a tee): `cropped` takes 20 cm off. */
const MENS_CROP = 'cropped: body-length =52';

export const UPPER_BLOCKS: Readonly<Record<string, Block>> = {
	't-shirt': block(
		'mens',
		`chest 53/4, body-length 72/2, shoulder 46/1.5, armhole 23/1, sleeve 63/1.5, bicep 20/1.2,
		sleeve-opening 10/0.5, neck-width 18/0.5, neck-drop 9/0.3, back-neck-drop 2, neckband 2, hem 53/4`,
		{ main: 'body-length', lengths: MENS_CROP },
	),
	'tank-top': block(
		'mens',
		`chest 50/4, body-length 72/2, armhole-depth 25/1, neck-width 20/0.5, neck-drop 14/0.5,
		back-neck-drop 6/0.3, strap-width 6/0.3, hem 51/4`,
		{ main: 'body-length', lengths: 'cropped: body-length =50' },
	),
	camisole: block(
		'womens',
		'chest 46/2.5, cf-length 45/1, top-edge 38/2, strap-length 30/1, strap-width 0.6, hem 50/2.5',
		{ main: 'cf-length', lengths: 'cropped: cf-length =32' },
	),
	'crop-top': block(
		'womens',
		`chest 43/2.5, body-length 40/1, shoulder 35/1, armhole 19/1, sleeve 59/1, bicep 15/1,
		sleeve-opening 9/0.5, neck-width 18/0.5, neck-drop 11/0.3, hem 42/2.5`,
		{ main: 'body-length', lengths: 'cropped: body-length =40' },
	),
	top: block(
		'womens',
		`chest 48/2.5, waist 44/2.5, hem 49/2.5, body-length 62/1, shoulder 37/1, armhole 20/1,
		sleeve 59/1, bicep 15.5/1, sleeve-opening 10/0.5, neck-width 19/0.5, neck-drop 11/0.3`,
		{ main: 'body-length', lengths: 'cropped: body-length =45' },
	),
	blouse: block(
		'womens',
		`chest 50/2.5, waist 46/2.5, hem 51/2.5, body-length 64/1, shoulder 38/1, armhole 21/1,
		sleeve 60/1, bicep 16/1, cuff-length 21/0.8, cuff-height 5, neck-width 17/0.5, neck-drop 10/0.3`,
		{ main: 'body-length', lengths: 'cropped: body-length =46' },
	),
	// Shirts are sold by collar size: the collar grades 1 cm a number (shirt-collar sizes).
	shirt: block(
		'shirt-collar',
		`chest 55/4, waist 52/4, hem 54/4, cb-length 77/2, shoulder 46/1.5, armhole 25/1, sleeve 63/1.5,
		bicep 20.5/1.2, cuff-length 24/1, cuff-height 6.5, neck-width 17/0.5`,
		{ main: 'cb-length', lengths: 'cropped: cb-length =58' },
	),
	polo: block(
		'mens',
		`chest 54/4, hem 53/4, body-length 72/2, shoulder 46/1.5, armhole 24/1, sleeve 63/1.5, bicep 20/1.2,
		sleeve-opening 11/0.5, neck-width 18/0.5, placket-length 14`,
		{ main: 'body-length', lengths: MENS_CROP },
	),
	sweater: block(
		'mens',
		`chest 56/4, hem 50/4, body-length 70/2, shoulder 48/1.5, armhole 25/1, sleeve 62/1.5, bicep 21/1.2,
		sleeve-opening 9.5/0.5, cuff-height 6, rib-height 6, neck-width 19/0.5, neck-drop 9/0.3, neckband 2.5`,
		{ main: 'body-length', lengths: 'cropped: body-length =50' },
	),
	sweatshirt: block(
		'mens',
		`chest 57/4, hem 51/4, body-length 70/2, shoulder 48/1.5, armhole 25/1, sleeve 62/1.5, bicep 22/1.2,
		sleeve-opening 9.5/0.5, cuff-height 7, rib-height 7, neck-width 19/0.5, neck-drop 9/0.3, neckband 2.5`,
		{ main: 'body-length', lengths: 'cropped: body-length =50' },
	),
	hoodie: block(
		'mens',
		`chest 58/4, hem 52/4, body-length 71/2, shoulder 49/1.5, armhole 26/1, sleeve 62/1.5, bicep 22/1.2,
		sleeve-opening 9.5/0.5, cuff-height 7, rib-height 7, neck-width 20/0.5, neck-drop 8/0.3`,
		{ main: 'body-length', lengths: 'cropped: body-length =50' },
	),
	cardigan: block(
		'mens',
		`chest 55/4, hem 51/4, body-length 68/2, shoulder 46/1.5, armhole 24/1, sleeve 61/1.5, bicep 20/1.2,
		sleeve-opening 9.5/0.5, cuff-height 6, rib-height 6, neck-width 18/0.5, neck-drop 24/0.5, neckband 3`,
		{ main: 'body-length', lengths: 'cropped: body-length =48' },
	),
	vest: block(
		'mens',
		`chest 52/4, waist 48/4, hem 50/4, body-length 62/1.5, armhole-depth 26/1, shoulder 36/1,
		neck-width 17/0.5, neck-drop 26/0.5`,
		{ main: 'body-length', lengths: 'cropped: body-length =48' },
	),
	corset: block(
		'womens',
		'chest 43/2.5, waist 34/2.5, hem 45/2.5, cf-length 34/0.5, top-edge 41/2.5',
		{
			main: 'cf-length',
			lengths: 'cropped: cf-length =28',
			fit: 'fitted',
		},
	),
	tunic: block(
		'womens',
		`chest 51/2.5, waist 48/2.5, hem 55/2.5, body-length 80/1, shoulder 38/1, armhole 21/1, sleeve 60/1,
		bicep 16/1, sleeve-opening 12/0.5, neck-width 19/0.5, neck-drop 12/0.3, side-slit 15`,
		{ main: 'body-length', lengths: 'cropped: body-length =60' },
	),
	kurta: block(
		'mens',
		`chest 55/4, waist 53/4, hem 60/4, body-length 100/2, shoulder 46/1.5, armhole 25/1, sleeve 62/1.5,
		bicep 20/1.2, sleeve-opening 14/0.5, neck-width 18/0.5, placket-length 25, side-slit 25`,
		{ main: 'body-length', lengths: 'cropped: body-length =75' },
	),
	kurti: block(
		'womens',
		`chest 49/2.5, waist 45/2.5, hip 53/2.5, hem 57/2.5, body-length 95/1.5, shoulder 37/1, armhole 20/1,
		sleeve 60/1, bicep 16/1, sleeve-opening 12/0.5, neck-width 19/0.5, neck-drop 13/0.3, side-slit 25`,
		{ main: 'body-length', lengths: 'cropped: body-length =70' },
	),
	shrug: block(
		'womens',
		'shoulder 37/1, body-length 30/0.5, hem 36/2, armhole 20/1, sleeve 59/1, bicep 15/1, sleeve-opening 9.5/0.5',
		{ main: 'body-length', lengths: 'cropped: body-length =30' },
	),
	'sports-bra': block(
		'womens',
		`chest 38/2.5, underband 33/2.5, cf-length 20/0.5, armhole-depth 18/0.5, strap-width 4,
		neck-width 20/0.5, neck-drop 12/0.3`,
		{ main: 'cf-length', lengths: 'cropped: cf-length =20', fit: 'fitted' },
	),
	scrubs: block(
		'mens',
		`chest 57/4, hem 57/4, body-length 72/2, shoulder 47/1.5, armhole 25/1, sleeve 63/1.5, bicep 21/1.2,
		sleeve-opening 13/0.5, neck-width 20/0.5, neck-drop 20/0.5`,
		{ main: 'body-length', lengths: MENS_CROP, bottoms: 'scrub-trousers' },
	),
	pyjamas: block(
		'mens',
		`chest 58/4, hem 58/4, cb-length 76/2, shoulder 48/1.5, armhole 26/1, sleeve 63/1.5, bicep 22/1.2,
		sleeve-opening 14/0.5, neck-width 18/0.5`,
		{ main: 'cb-length', lengths: 'cropped: cb-length =58', bottoms: 'pyjama-trousers' },
	),
};

/** Jackets and coats by length: `cropped` at the waist, `maxi` to the ankle. */
const coatLengths = (point: string, lengths: string) =>
	lengths
		.split(' ')
		.map(
			(value, i) => `${['cropped', 'mini', 'knee-length', 'midi', 'maxi'][i]}: ${point} =${value}`,
		)
		.join('; ');

export const OUTER_BLOCKS: Readonly<Record<string, Block>> = {
	jacket: block(
		'mens',
		`chest 57/4, hem 53/4, body-length 66/2, shoulder 47/1.5, armhole 26/1, sleeve 64/1.5, bicep 21/1.2,
		sleeve-opening 13/0.5, cuff-height 5, neck-width 19/0.5`,
		{ main: 'body-length', lengths: coatLengths('body-length', '52 78 95 110 125') },
	),
	bomber: block(
		'mens',
		`chest 59/4, hem 50/4, body-length 66/2, shoulder 48/1.5, armhole 27/1, sleeve 64/1.5, bicep 22/1.2,
		sleeve-opening 10/0.5, cuff-height 6, rib-height 6, neck-width 19/0.5, neckband 6`,
		{ main: 'body-length', lengths: coatLengths('body-length', '55 75 90 105 120') },
	),
	blazer: block(
		'mens',
		`chest 54/4, waist 50/4, hem 55/4, cb-length 76/1.5, shoulder 46/1.5, armhole 25/1, sleeve 63/1.5,
		bicep 19/1, sleeve-opening 14/0.5, neck-width 18/0.5`,
		{ main: 'cb-length', lengths: coatLengths('cb-length', '58 82 95 105 115') },
	),
	coat: block(
		'mens',
		`chest 58/4, waist 55/4, hem 64/4, cb-length 100/2, shoulder 47/1.5, armhole 27/1, sleeve 65/1.5,
		bicep 21/1.2, sleeve-opening 15.5/0.5, neck-width 19/0.5`,
		{ main: 'cb-length', lengths: coatLengths('cb-length', '60 85 100 115 130') },
	),
	trench: block(
		'mens',
		`chest 60/4, waist 57/4, hem 68/4, cb-length 105/2, shoulder 48/1.5, armhole 27/1, sleeve 65/1.5,
		bicep 21.5/1.2, sleeve-opening 16/0.5, neck-width 19/0.5`,
		{ main: 'cb-length', lengths: coatLengths('cb-length', '62 85 105 118 135') },
	),
	raincoat: block(
		'mens',
		`chest 61/4, hem 64/4, cb-length 95/2, shoulder 49/1.5, armhole 28/1, sleeve 65/1.5, bicep 23/1.2,
		sleeve-opening 14/0.5, neck-width 20/0.5`,
		{ main: 'cb-length', lengths: coatLengths('cb-length', '65 80 95 110 130') },
	),
	puffer: block(
		'mens',
		`chest 62/4, hem 58/4, cb-length 70/2, shoulder 50/1.5, armhole 28/1, sleeve 65/1.5, bicep 24/1.2,
		sleeve-opening 11/0.5, neck-width 20/0.5, collar-height 8`,
		{ main: 'cb-length', lengths: coatLengths('cb-length', '55 80 100 115 125') },
	),
	parka: block(
		'mens',
		`chest 62/4, hem 62/4, cb-length 90/2, shoulder 50/1.5, armhole 28/1, sleeve 66/1.5, bicep 23/1.2,
		sleeve-opening 13/0.5, neck-width 20/0.5`,
		{ main: 'cb-length', lengths: coatLengths('cb-length', '65 80 95 108 125') },
	),
	// A kimono's sleeve is cut with the body: its length is from the dropped shoulder.
	kimono: block(
		'womens',
		`chest 62/2.5, hem 64/2.5, cb-length 95/1, shoulder 48/1, sleeve 30/0.5, sleeve-opening 30/0.5,
		neck-width 16/0.5, neckband 6`,
		{ main: 'cb-length', lengths: coatLengths('cb-length', '55 80 95 112 135'), fixedSleeve: true },
	),
	suit: block(
		'mens',
		`chest 54/4, waist 50/4, hem 55/4, cb-length 76/1.5, shoulder 46/1.5, armhole 25/1, sleeve 63/1.5,
		bicep 19/1, sleeve-opening 14/0.5, neck-width 18/0.5`,
		{
			main: 'cb-length',
			lengths: coatLengths('cb-length', '58 82 95 105 115'),
			bottoms: 'trousers',
		},
	),
	tracksuit: block(
		'mens',
		`chest 58/4, hem 50/4, body-length 68/2, shoulder 48/1.5, armhole 26/1, sleeve 63/1.5, bicep 22/1.2,
		sleeve-opening 9.5/0.5, cuff-height 6, rib-height 6, neck-width 19/0.5, collar-height 7`,
		{
			main: 'body-length',
			lengths: coatLengths('body-length', '52 75 90 105 120'),
			bottoms: 'joggers',
		},
	),
};
