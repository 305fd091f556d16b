/**
 * Stitches: ISO 4915 classes by name, and how each kind of cloth is sewn (class and stitches per
 * inch for each kind of operation). SPI are common production settings: 12 for most apparel,
 * finer on sheers and stretch, coarser on denim topstitching and leather, where close needle
 * holes would perforate the cloth. Sources: docs/techpack-sources.md.
 */

/** ISO 4915 stitch classes this pack uses, as it prints them. */
export const STITCH_NAMES: Readonly<Record<string, string>> = {
	'101': '101 chainstitch',
	'103': '103 blindstitch',
	'209': '209 hand stitch',
	'301': '301 lockstitch',
	'304': '304 zigzag lockstitch',
	'401': '401 chainstitch',
	'406': '406 coverstitch',
	'503': '503 overedge',
	'504': '504 overlock',
	'514': '514 overlock',
	'516': '516 safety stitch',
	'602': '602 coverstitch',
	'605': '605 flatlock',
	'607': '607 flatseam',
};

/** An operation without a seam (fusing, cementing, riveting, printing, pressing). */
export const NO_STITCH = 'none';

export type Cloth =
	'woven' | 'shirting' | 'tailored' | 'sheer' | 'knit' | 'stretch' | 'yarn' | 'denim' | 'leather';

export type Operation = 'seam' | 'finish' | 'hem' | 'topstitch' | 'edge' | 'elastic' | 'zip';

/** [ISO 4915 class, SPI]: a null class is an operation this cloth does without a seam. */
export type Sewing = readonly [stitch: string | null, spi: number | null];

/**
 * Per cloth: `seam` joins panels, `finish` neatens a pressed-open seam's edges, `edge` attaches
 * bands, collars, pockets and facings, `elastic` a waistband's elastic.
 */
export const SEWING: Readonly<Record<Cloth, Readonly<Record<Operation, Sewing>>>> = {
	woven: {
		seam: ['516', 12],
		finish: [null, null],
		hem: ['301', 12],
		topstitch: ['301', 12],
		edge: ['301', 12],
		elastic: ['401', 10],
		zip: ['301', 12],
	},
	// Shirts: flat-felled side and sleeve seams, sewn feed-off-the-arm.
	shirting: {
		seam: ['401', 14],
		finish: [null, null],
		hem: ['301', 14],
		topstitch: ['301', 14],
		edge: ['301', 14],
		elastic: ['401', 12],
		zip: ['301', 14],
	},
	// Tailoring: seams pressed open with overlocked edges, blind-stitched hems.
	tailored: {
		seam: ['301', 12],
		finish: ['504', 12],
		hem: ['103', 5],
		topstitch: ['301', 10],
		edge: ['301', 12],
		elastic: ['401', 10],
		zip: ['301', 12],
	},
	// Sheers: French seams and rolled hems, so no raw edge shows through.
	sheer: {
		seam: ['301', 14],
		finish: [null, null],
		hem: ['504', 16],
		topstitch: ['301', 14],
		edge: ['301', 14],
		elastic: ['304', 14],
		zip: ['301', 14],
	},
	knit: {
		seam: ['514', 12],
		finish: [null, null],
		hem: ['406', 12],
		topstitch: ['406', 12],
		edge: ['514', 12],
		elastic: ['401', 10],
		zip: ['301', 12],
	},
	// Activewear, swimwear and lingerie: flat seams that stretch with the cloth.
	stretch: {
		seam: ['607', 14],
		finish: [null, null],
		hem: ['406', 14],
		topstitch: ['605', 14],
		edge: ['605', 14],
		elastic: ['304', 14],
		zip: ['301', 12],
	},
	// Knitted to shape: panels linked loop to loop, ribs knitted on (no hem to sew).
	yarn: {
		seam: ['101', 12],
		finish: [null, null],
		hem: [null, null],
		topstitch: ['101', 12],
		edge: ['101', 12],
		elastic: ['401', 10],
		zip: ['301', 12],
	},
	denim: {
		seam: ['401', 10],
		finish: [null, null],
		hem: ['301', 10],
		topstitch: ['301', 8],
		edge: ['301', 10],
		elastic: ['401', 10],
		zip: ['301', 10],
	},
	leather: {
		seam: ['301', 8],
		finish: [null, null],
		hem: ['301', 8],
		topstitch: ['301', 7],
		edge: ['301', 8],
		elastic: ['301', 8],
		zip: ['301', 8],
	},
};

/** Denim outseams are overlocked with a safety stitch, then topstitched. */
export const DENIM_OUTSEAM: Sewing = ['516', 10];

/** Shoes, bags, hats and small leather goods. */
export const GOODS_SEWING = {
	shoeClosing: ['301', 9],
	shoeLining: ['301', 10],
	soleStitch: ['301', 6],
	handSewn: ['209', 5],
	bagLeather: ['301', 8],
	bagTextile: ['301', 10],
	binding: ['301', 10],
	capPanel: ['301', 12],
	capVisor: ['301', 10],
	strawBraid: ['101', 6],
	sweatband: ['301', 10],
	rolledHem: ['504', 16],
	glove: ['301', 14],
	linking: ['101', 12],
	lingerieElastic: ['304', 14],
	buttonhole: ['304', null],
	bartack: ['304', null],
	buttonSew: ['101', null],
	embroidery: ['301', null],
} as const satisfies Record<string, Sewing>;
