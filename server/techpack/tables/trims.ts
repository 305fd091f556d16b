/**
 * The numbers and specifications a bill of materials is costed from: cutting yields, allowances,
 * linings, interlinings, closures, thread and labels. Sources and judgement:
 * docs/techpack-sources.md.
 */
import type { MaterialKind } from './materials';

/**
 * Marker efficiency: the share of the fabric a cutting marker uses (the rest falls between the
 * pieces). 80 % is a common planning figure for wovens; knits nest a little better; pile and
 * sheer cloth wastes more (nap one way, slippery lay); hides yield about 75 % around their flaws;
 * yarn knitted to shape loses only its trimmings and waste.
 */
export const CUTTING_YIELD: Readonly<Record<MaterialKind, number>> = {
	woven: 0.8,
	knit: 0.82,
	yarn: 0.92,
	leather: 0.75,
	coated: 0.8,
	pile: 0.76,
	sheer: 0.78,
	felt: 0.8,
	straw: 0.85,
	rubber: 0.9,
	metal: 1,
	plastic: 1,
};

/** Seam allowance on every cut edge and hem allowance at a hem (cm). */
export const ALLOWANCE = { seam: 1.5, hem: 4 } as const;

/** Collars, cuffs, facings, plackets, pocket pieces: this share on top of the main panels. */
export const SMALL_PARTS_SHARE = 0.08;

/** A knitted-to-shape panel's weight (g/m²): a 12-gauge jersey of 2/28 Nm yarn. */
export const KNITTED_PANEL_WEIGHT = 330;

/** How quantities are rounded: metres, square decimetres (hides), grams, centimetres. */
export const QUANTITY_STEP = { m: 0.05, dm2: 1, g: 5, cm: 1 } as const;

export interface TrimSpec {
	material: string;
	composition: string;
}

const spec = (material: string, composition: string): TrimSpec => ({ material, composition });

export const LININGS = {
	tailored: spec('Viscose twill lining, 75 g/m², 140 cm', '100% viscose'),
	sports: spec('Polyester taffeta lining 190T, 60 g/m², 150 cm', '100% polyester'),
	dress: spec('Polyester charmeuse lining, 70 g/m², 150 cm', '100% polyester'),
	bag: spec('Polyester twill lining, 110 g/m², 150 cm', '100% polyester'),
	shoeLeather: spec('Lining leather, 0.7 mm', 'pig leather, vegetable tanned'),
	shoeTextile: spec('Spacer mesh lining, 3 mm', '100% polyester'),
	plush: spec('Faux fur lining, 450 g/m²', '100% polyester pile'),
	glove: spec('Knitted glove lining', '100% cashmere'),
	knit: spec('Fleece lining, 180 g/m²', '100% polyester'),
} as const;

export const INTERLININGS = {
	shirting: spec('Woven fusible interlining, 60 g/m²', '100% cotton'),
	tailoring: spec('Weft-insert fusible interlining, 50 g/m²', '70% polyester, 30% viscose'),
	light: spec('Non-woven fusible interlining, 35 g/m²', '100% polyester'),
	knit: spec('Tricot fusible interlining, 40 g/m²', '100% polyamide'),
	tie: spec('Tie interlining, 200 g/m²', '100% wool'),
	bag: spec('Bonded stiffener, 1.0 mm', '100% polyester non-woven'),
} as const;

export const POCKETING = spec('Pocketing, 110 g/m², 150 cm', '65% polyester, 35% cotton');

/** Wadding for quilting, fill for a puffer (grams of fill per m² of shell). */
export const WADDING = spec('Polyester wadding, 100 g/m², 150 cm', '100% polyester');
export const FILL = spec('Down-alternative fibre fill', '100% recycled polyester');
export const FILL_PER_M2 = 180;

/**
 * Buttons by where they sit, in lignes (1 L = 0.635 mm): 18 L shirt fronts, 24 L cardigans and
 * trouser waistbands, 32 L jacket fronts, 40 L coats (common trade sizes).
 */
export const BUTTON_LIGNE: Readonly<Record<string, number>> = {
	shirt: 18,
	blouse: 16,
	polo: 18,
	pyjamas: 20,
	cardigan: 24,
	vest: 24,
	top: 18,
	dress: 20,
	skirt: 24,
	onepiece: 24,
	bottom: 24,
	jeans: 27,
	jacket: 30,
	blazer: 32,
	suit: 32,
	trench: 36,
	coat: 40,
	cape: 36,
	outer: 32,
	bag: 24,
	small: 20,
};

/** Zips by use: gauge, teeth, and how they open. */
export const ZIPS = {
	front: '#5 metal separating zip, one-way',
	heavy: '#8 moulded plastic separating zip, two-way',
	partial: '#5 nylon coil zip, closed-end',
	fly: '#4.5 brass zip, closed-end, auto-lock slider',
	flyLight: '#3 nylon coil zip, closed-end, auto-lock slider',
	invisible: '#3 invisible zip, closed-end',
	bag: '#5 nylon coil zip, continuous, one slider',
	luggage: '#8 nylon coil zip, continuous, two sliders',
	boot: '#5 nylon coil zip, closed-end',
} as const;

/** A zip stops this far short of the seam it runs to (cm): the neck, a waistband, a hem band. */
export const ZIP_CLEARANCE = 2;

/**
 * Shoe laces by eyelet pairs (cm): Ian Fieggen's length table for criss-cross lacing at medium
 * (50 mm, sneaker) spacing.
 */
export const LACE_LENGTH: Readonly<Record<number, number>> = {
	2: 70,
	3: 80,
	4: 90,
	5: 100,
	6: 110,
	7: 120,
	8: 130,
};

/** A drawcord's free ends past its channel, each (cm): enough to tie. */
export const DRAWCORD_TAIL = 20;

/**
 * Thread consumption by ISO 4915 stitch class, metres of thread per metre of seam (thread makers'
 * published ratios), and the waste allowance on top.
 */
export const THREAD_PER_METRE: Readonly<Record<string, number>> = {
	'101': 4,
	'103': 4,
	'209': 1.5,
	'301': 2.5,
	'304': 7,
	'401': 5.5,
	'406': 18,
	'503': 12,
	'504': 14,
	'514': 20,
	'516': 20,
	'602': 25,
	'605': 28,
	'607': 32,
};
export const THREAD_WASTE = 1.15;

export const THREADS = {
	woven: spec('Core-spun polyester thread, Tex 27 (Tkt 120)', '100% polyester'),
	fine: spec('Core-spun polyester thread, Tex 18 (Tkt 160)', '100% polyester'),
	knit: spec('Textured polyester thread, Tex 18 (Tkt 160), needles and loopers', '100% polyester'),
	topstitch: spec('Core-spun polyester topstitch thread, Tex 70 (Tkt 40)', '100% polyester'),
	heavy: spec('Bonded nylon thread, Tex 70 (Tkt 40)', '100% polyamide'),
	linking: spec('Linking yarn, matched to the body yarn', 'as the body'),
} as const;

/** The main label, cm: LABELS.main says it, and sewing it on runs round it. */
export const LABEL_SIZE = { width: 5, height: 2 } as const;

export const LABELS = {
	main: spec(
		`Woven damask main label, ${LABEL_SIZE.width} × ${LABEL_SIZE.height} cm, end-folded`,
		'100% polyester',
	),
	care: spec(
		'Printed satin care label: composition, ISO 3758 care symbols, origin',
		'100% polyester',
	),
	size: spec('Woven size label, 1.5 × 1.5 cm, folded', '100% polyester'),
	hangTag: spec('Hang tag with barcode, 350 g/m² card, on a seal tag', 'paper, polypropylene'),
	stamp: spec('Insole and size stamp, heat-transfer print', 'foil'),
	card: spec('Product card with composition and care', 'paper'),
} as const;

export const PACKAGING = {
	polybag: spec('Polybag, 30 µm, with suffocation warning', 'recycled LDPE'),
	hanger: spec('Shaped hanger', 'recycled polypropylene'),
	shoeBox: spec('Shoe box with tissue', 'recycled board, paper'),
	dustBag: spec('Dust bag with drawcord', '100% cotton'),
	giftBox: spec('Gift box with insert', 'recycled board'),
} as const;

/**
 * Shapes the consumption estimate assumes (consumption.ts): a shoe's upper wraps this share of
 * the ball girth over the foot, a sandal's straps cover this share of twice its ball width; a
 * tie's blade is folded from cloth this many blade widths wide; a glove's fourchettes and thumb
 * add this share to its two sides; trouser legs add this much (cm) to the hip for the crotch
 * extensions; a waistband overlaps this much (cm).
 */
export const SHAPE_FACTORS = {
	upperWrap: 0.55,
	strapCover: 0.3,
	tieFold: 3.5,
	gloveGussets: 0.3,
	crotchExtension: 8,
	waistbandOverlap: 10,
} as const;

/** Five-pocket jeans: copper rivets at the pocket corners (front pockets and coin pocket). */
export const JEANS_RIVETS = 6;
/** A quarter zip on a pullover runs this share of the body length. */
export const PARTIAL_ZIP_SHARE = 0.3;
/** A dress's centre-back zip ends this far (cm) below the waist; a skirt's zip is this long. */
export const DRESS_ZIP_BELOW_WAIST = 18;
export const SKIRT_ZIP = 20;
/** A bag's top zip runs past the opening at each end by this much (cm), for its tabs. */
export const BAG_ZIP_TABS = 4;
/** Beads hand-sewn along a beaded band, per cm. */
export const BEADS_PER_CM = 8;
/** Studs when the flat shows none to count (a shoe, a bag). */
export const DEFAULT_STUDS = 20;
/** A self belt's loops; a garment's gathered ruffle takes twice the edge it is sewn to. */
export const BELT_LOOPS = 5;
export const RUFFLE_GATHER = 2;
/** A fly zip stops this far (cm) below the waistband; elastic overlaps this much (cm) when joined. */
export const FLY_BELOW_BAND = 3;
export const ELASTIC_OVERLAP = 3;
/** A jumpsuit's centre-back zip runs this share of the torso; a backpack's zip runs down each side this share of the height. */
export const BACK_ZIP_SHARE = 0.75;
export const BACKPACK_ZIP_SIDES = 0.8;

/** Soles and other made components of shoes, by garment. */
export const SOLES: Readonly<Record<string, TrimSpec>> = {
	sneakers: spec('Vulcanised rubber cupsole, 25 mm heel', 'natural and synthetic rubber'),
	boots: spec('Rubber lug outsole, 35 mm heel', 'synthetic rubber'),
	heels: spec('Leather sole with rubber top piece; covered ABS heel', 'leather, rubber, ABS'),
	sandals: spec('Moulded footbed and outsole', 'EVA, rubber'),
	flats: spec('Rubber outsole, 3 mm', 'synthetic rubber'),
	'flip-flops': spec('Moulded EVA footbed', 'EVA'),
	loafers: spec('Leather outsole with rubber heel', 'leather, rubber'),
	shoes: spec('Leather outsole, Goodyear welted, rubber heel', 'leather, rubber'),
	slippers: spec('TPR outsole, 8 mm', 'thermoplastic rubber'),
	clogs: spec('Moulded clog with footbed', 'EVA'),
};
export const SHOE_PARTS = {
	board: spec('Insole board, 2 mm', 'cellulose fibreboard'),
	stiffeners: spec('Toe puff and heel counter, thermoplastic', 'thermoplastic, polyester'),
	gore: spec('Elastic gore, 60 mm', '70% polyester, 30% rubber'),
	eyelet: spec('Metal eyelets, 5 mm', 'brass, plated'),
	lace: spec('Round waxed laces', '100% cotton'),
} as const;

/** Parts of bags, hats and the small accessories that are not cut from the shell. */
export const GOODS_PARTS = {
	feet: spec('Bag feet, 12 mm', 'brass, plated'),
	dRing: spec('D-rings, 25 mm', 'zinc alloy, plated'),
	snapHook: spec('Swivel snap hooks, 25 mm', 'zinc alloy, plated'),
	magnet: spec('Magnetic snap, 18 mm', 'steel, plated'),
	visor: spec('Visor insert, 1 mm', 'polyethylene'),
	sweatband: spec('Sweatband, 3 cm', '100% cotton twill'),
	hatBand: spec('Grosgrain hat band, 3 cm', '100% polyester'),
	leatherBand: spec('Sweatband, 3 cm', 'sheep leather'),
	capStrap: spec('Snapback strap', 'polypropylene'),
	chicagoScrews: spec('Chicago screws', 'brass, plated'),
	keeper: spec('Belt keeper', 'as the strap'),
	lenses: spec('Lenses, UV400, category 3', 'CR-39'),
	hinges: spec('Five-barrel hinges', 'nickel silver'),
	screws: spec('Hinge screws, 1.4 mm', 'stainless steel'),
	nosePads: spec('Nose pads', 'silicone'),
	crystal: spec('Crystal, 2 mm', 'mineral glass'),
	movement: spec('Quartz movement, 3 hands', 'steel, brass, battery SR626SW'),
	jumpRings: spec('Jump rings, 5 mm', 'brass, plated'),
	clasp: spec('Lobster clasp, 12 mm', 'brass, plated'),
	earringBacks: spec('Butterfly backs', '925 silver'),
	cups: spec('Moulded foam cups', 'polyurethane foam, polyester'),
	underwire: spec('Underwires, nylon-tipped', 'spring steel'),
	hookEyeTape: spec('Hook-and-eye tape, 2 × 3', '90% polyamide, 10% elastane, steel'),
	ringsSliders: spec('Rings and sliders, 12 mm', 'nylon-coated metal'),
	braElastic: spec('Plush-back elastic, 12 mm and 10 mm', '80% polyamide, 20% elastane'),
	gusset: spec('Gusset lining', '100% cotton jersey'),
	cuffYarn: spec('Covered elastane yarn, cuff and arch', '80% polyamide, 20% elastane'),
	snap: spec('Snap fasteners, 10 mm', 'brass, plated'),
	hookAndEye: spec('Trouser hook and bar', 'steel, plated'),
	rivet: spec('Rivets, 9 mm', 'copper'),
	shankButton: spec('Shank button, 27 L (17 mm)', 'brass'),
	elastic: spec('Knitted elastic, 40 mm', '75% polyester, 25% rubber'),
	drawcord: spec('Flat drawcord, 10 mm, with tipped ends', '100% cotton'),
	aglet: spec('Cord tips', 'polypropylene'),
	grommet: spec('Eyelets (grommets), 10 mm', 'brass, plated'),
	buckle: spec('Pin buckle', 'zinc alloy, plated'),
	lacingCord: spec('Lacing cord, 4 mm', '100% polyester'),
	bead: spec('Glass seed beads, 2 mm', 'glass'),
	stud: spec('Pyramid studs, 7 mm, prong-set', 'steel, plated'),
	fringe: spec('Fringe trim, 10 cm', 'as the shell'),
	fur: spec('Faux fur strip, 8 cm', '80% acrylic, 20% polyester'),
	tape: spec('Side-stripe tape, 25 mm', '100% polyester'),
	shoulderPads: spec('Set-in shoulder pads, 12 mm', 'polyester wadding, non-woven'),
	pomPom: spec('Pom-pom, 9 cm', 'as the body yarn'),
	screenPrint: spec('Screen print, water-based inks', 'water-based pigment inks'),
	embroideryThread: spec('Embroidery thread, 120 d/2', '100% viscose'),
	buttons: spec('Buttons, 4-hole', 'polyester resin'),
	metalButtons: spec('Buttons, shank', 'brass, plated'),
} as const;

/** 1×1 rib for cuffs, hem bands and neckbands, and its tubular width laid flat (cm). */
export const RIB = spec('1×1 rib, 320 g/m², tubular', '95% cotton, 5% elastane');
export const RIB_WIDTH = 50;

/**
 * Pockets: a pocket bag is cut this much (cm) wider and deeper than its opening, from pocketing
 * this wide (cm); a self-fabric pocket takes this share more than its finished size for facings,
 * turnings and a flap's gussets. Trousers' back pockets, which the front flat does not show,
 * are these sizes (cm): jeans patch pockets and the coin pocket, and a trouser's welt opening.
 */
export const POCKET_BAG = { extraWidth: 6, extraDepth: 10, width: 150 } as const;
export const SELF_POCKET_TURNINGS = 1.3;
export const CARGO_GUSSETS = { width: 6, height: 8 } as const;
export const BACK_POCKETS = {
	jeans: { width: 15, height: 16 },
	coin: { width: 8, height: 9 },
	weltOpening: 13,
} as const;

/** Wadding comes this wide (cm), as WADDING says. */
export const WADDING_WIDTH = 150;

/**
 * Closures the flat does not count: a buttoned front drawn without buttons takes this many; a
 * laced shoe drawn without eyelets this many pairs; pin buckles by where they sit (mm of bar).
 * Wrap ties: the two outer ties and one inside, each this long (cm). Lacing cord crosses the
 * front (this share longer than twice the laced length) and leaves tails this long (cm) to tie;
 * a bodice laced without a centre-front length is laced this share of its body length.
 */
export const DEFAULT_FRONT_BUTTONS = 2;
export const DEFAULT_EYELET_PAIRS = 5;
export const BUCKLE_BAR = { footwear: 15, other: 30 } as const;
export const WRAP_TIES = { count: 3, length: 80 } as const;
export const LACING = { cross: 1.2, tail: 40, bodyShare: 0.5 } as const;

/**
 * An edge whose length the design's points do not give (fringe on a shoe, a ruffle on a bag):
 * the thread and trim estimates take this many cm.
 */
export const UNMEASURED_EDGE = 40;
/** Seams the points do not give: a skirt's darts (count, cm each) and a fly's J-curve (cm). */
export const SKIRT_DARTS = { count: 4, length: 10 } as const;
export const FLY_CURVE = 8;
