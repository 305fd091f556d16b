/**
 * Size systems: the labels a tech pack grades to, and how one numeric step compares with one
 * alpha step. Sources and which figures are judgement: docs/techpack-sources.md.
 *
 * Every block's values are given for the base alpha size (M) with a grade per alpha step. A
 * numeric size grades `numericRatio` of that step: the body moves less between two EU numbers
 * than between two letters (EN 13402-3 letters span 8 cm of chest; EU numbers 4 cm).
 */
export type SizeSystemId =
	| 'womens'
	| 'mens'
	| 'shirt-collar'
	| 'waist'
	| 'shoes'
	| 'womens-shoes'
	| 'socks'
	| 'hats'
	| 'gloves'
	| 'belts'
	| 'rings'
	| 'bras'
	| 'mens-underwear'
	| 'one-size';

export interface SizeSystem {
	alpha: readonly string[];
	numeric: readonly string[];
	/** The numeric label worn by the body the base alpha size (M) is cut for. */
	numericBase: string;
	/** One numeric step as a share of one alpha step. */
	numericRatio: number;
}

const ALPHA = ['XS', 'S', 'M', 'L', 'XL'] as const;
export const ALPHA_BASE = 'M';
export const ONE_SIZE = 'OS';

export const SIZE_SYSTEMS: Readonly<Record<SizeSystemId, SizeSystem>> = {
	// EU womenswear (EN 13402-3, the German DOB table): 4 cm of bust a number; letters 5 cm
	// (ASTM D5585's alpha sizes each span two misses sizes, about 2 in of bust).
	womens: {
		alpha: ALPHA,
		numeric: ['34', '36', '38', '40', '42'],
		numericBase: '38',
		numericRatio: 0.8,
	},
	// EU menswear jacket sizes, half the chest girth (EN 13402-3): 4 cm a number; letters 8 cm.
	mens: {
		alpha: ALPHA,
		numeric: ['44', '46', '48', '50', '52', '54'],
		numericBase: '50',
		numericRatio: 0.5,
	},
	// Shirts are sold by collar (neck girth, cm: EN 13402-1): 1 cm a size, 2 cm a letter.
	'shirt-collar': {
		alpha: ALPHA,
		numeric: ['37', '38', '39', '40', '41', '42', '43', '44'],
		numericBase: '40',
		numericRatio: 0.5,
	},
	// Jeans and trousers by waist in inches (W/L labels): 2 in (5.08 cm) a size; letters 8 cm.
	waist: {
		alpha: ALPHA,
		numeric: ['W28', 'W30', 'W32', 'W34', 'W36'],
		numericBase: 'W32',
		numericRatio: 0.635,
	},
	// EU (Paris point) shoe sizes: 6.67 mm of last a size; a letter spans two sizes.
	shoes: {
		alpha: ALPHA,
		numeric: ['36', '37', '38', '39', '40', '41', '42', '43', '44', '45'],
		numericBase: '41',
		numericRatio: 0.5,
	},
	'womens-shoes': {
		alpha: ALPHA,
		numeric: ['35', '36', '37', '38', '39', '40', '41', '42'],
		numericBase: '38',
		numericRatio: 0.5,
	},
	// Socks by the EU shoe sizes they fit, in ranges of four; a letter is one range.
	socks: {
		alpha: ALPHA,
		numeric: ['35-38', '39-42', '43-46'],
		numericBase: '39-42',
		numericRatio: 1,
	},
	// Hats by head girth in cm: 1 cm a size, 2 cm a letter.
	hats: {
		alpha: ALPHA,
		numeric: ['54', '55', '56', '57', '58', '59', '60'],
		numericBase: '57',
		numericRatio: 0.5,
	},
	// Gloves by hand girth in inches (EN ISO 21420 sizes 6 to 10): one size a letter.
	gloves: { alpha: ALPHA, numeric: ['6', '7', '8', '9', '10'], numericBase: '8', numericRatio: 1 },
	// Belts by the length to the centre hole in cm: 5 cm a size, 10 cm a letter.
	belts: {
		alpha: ALPHA,
		numeric: ['75', '80', '85', '90', '95', '100', '105'],
		numericBase: '90',
		numericRatio: 0.5,
	},
	// Rings by inner girth in mm (ISO 8653): 2 mm a size listed, 3 mm a letter.
	rings: {
		alpha: ALPHA,
		numeric: ['48', '50', '52', '54', '56', '58', '60'],
		numericBase: '54',
		numericRatio: 2 / 3,
	},
	// Bras by underband (EN 13402, 5 cm a size) in one cup; a letter is one band size.
	bras: {
		alpha: ALPHA,
		numeric: ['70B', '75B', '80B', '85B', '90B'],
		numericBase: '75B',
		numericRatio: 1,
	},
	// German men's underwear sizes (4 = S … 8 = XXL): one size a letter.
	'mens-underwear': {
		alpha: ALPHA,
		numeric: ['4', '5', '6', '7', '8'],
		numericBase: '5',
		numericRatio: 1,
	},
	'one-size': { alpha: [ONE_SIZE], numeric: [ONE_SIZE], numericBase: ONE_SIZE, numericRatio: 1 },
};

/**
 * How values are printed. Centimetres to 0.1 cm; inches to 1/8 in as US specs write them,
 * tolerances to 1/16 in (never less). Points finer than a millimetre of tolerance (eyewear,
 * watches, jewellery) keep 0.01 of either unit: 1/8 in would round a 0.8 mm post to nothing.
 */
export const PRECISION = {
	cm: { value: 0.1, tolerance: 0.1, fine: 0.01 },
	in: { value: 1 / 8, tolerance: 1 / 16, fine: 0.01 },
	/** A tolerance below this (cm) marks a fine point. */
	fineBelow: 0.1,
	cmPerInch: 2.54,
} as const;
