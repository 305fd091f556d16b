/**
 * Construction details a prompt can name. Details in one group exclude each other (a sleeve has
 * one length); `features` combine freely. `on` lists the garment families a detail makes sense
 * for, so "sleeveless jeans" silently drops the sleeve rather than drawing nonsense.
 */
import { row } from './words';

export type Family =
	'top' | 'outer' | 'dress' | 'skirt' | 'bottom' | 'onepiece' | 'cape' | AccessoryFamily;
/** Worn with the clothes, drawn on their own: shoes, bags, hats, and belts, scarves, ties and socks. */
export type AccessoryFamily = 'footwear' | 'bag' | 'headwear' | 'accessory';
export const ACCESSORY_FAMILIES: readonly AccessoryFamily[] = [
	'footwear',
	'bag',
	'headwear',
	'accessory',
];
export type DetailGroup = 'sleeves' | 'neckline' | 'length' | 'fit' | 'shape' | 'rise' | 'feature';

export interface DetailDef {
	id: string;
	group: DetailGroup;
	on: readonly Family[];
	aliases: readonly string[];
}

const UPPER: Family[] = ['top', 'outer', 'dress', 'onepiece'];
const NECKED: Family[] = ['top', 'dress', 'onepiece'];
const ALL: Family[] = ['top', 'outer', 'dress', 'skirt', 'bottom', 'onepiece', 'cape'];
const SKIRTED: Family[] = ['dress', 'skirt'];
const LEGGED: Family[] = ['bottom', 'onepiece'];

/** Families named in words, where no set above fits: 'dress skirt outer cape'. */
function families(names: string): Family[] {
	return names.split(' ').map((name) => {
		const family = [...ALL, ...ACCESSORY_FAMILIES].find((known) => known === name);
		if (!family) throw new Error(`lexicon: unknown garment family '${name}'`);
		return family;
	});
}

/** Details of one group, each written 'id: aliases', that make sense on the same families. */
const details = (group: DetailGroup, on: Family[], entries: string[]): DetailDef[] =>
	entries.map((entry) => {
		const [id, aliases] = row(entry);
		return { id, group, on, aliases };
	});

export const DETAILS: readonly DetailDef[] = [
	// Sleeves
	...details('sleeves', UPPER, [
		'sleeveless: no sleeves, without sleeves, sleeveless',
		'cap-sleeves: cap sleeve, cap sleeved',
		'short-sleeves: short sleeve, short sleeved, shortsleeve, half sleeve, half sleeves',
		`three-quarter-sleeves: three quarter sleeve, three quarter length sleeve, 3 4 sleeve,
			3 4 length sleeve, elbow sleeve, elbow length sleeve, cropped sleeve`,
		'long-sleeves: long sleeve, long sleeved, longsleeve, full sleeve, full length sleeve',
		`puff-sleeves: puff sleeve, puffed sleeve, puffy sleeve, puff shoulder, balloon sleeve,
			bishop sleeve, lantern sleeve, leg of mutton sleeve, gigot sleeve`,
		`bell-sleeves: bell sleeve, flared sleeve, flare sleeve, trumpet sleeve, angel sleeve,
			flutter sleeve, butterfly sleeve, kimono sleeve`,
	]),
	// Necklines
	...details('neckline', NECKED, [
		'crew-neck: crew neck, crewneck, round neck, round neckline, crew neckline',
		`v-neck: v neck, vneck, v neckline, v necked, deep v, plunging neckline, plunging v,
			plunge neckline, plunging`,
		'scoop-neck: scoop neck, scoop neckline, scooped neckline, scoop',
		'square-neck: square neck, square neckline, squared neckline',
		'boat-neck: boat neck, boatneck, bateau neckline, bateau, slash neck, boat neckline',
		'sweetheart: sweetheart neckline, sweetheart neck',
		'halter: halter neck, halterneck, halter neckline, halter',
		`off-shoulder: off shoulder, off the shoulder, off the shoulders, bardot, cold shoulder,
			drop shoulder neckline`,
		`one-shoulder: one shoulder, one shouldered, single shoulder, asymmetric shoulder,
			asymmetrical shoulder`,
		'strapless: strapless, bandeau, tube',
		`spaghetti-straps: spaghetti strap, thin strap, skinny strap, strappy, cami strap, narrow strap,
			narrow shoulder strap, narrow adjustable shoulder strap, thin shoulder strap,
			thin adjustable shoulder strap, narrow adjustable strap, spaghetti shoulder strap`,
		'turtleneck: turtleneck, turtle neck, polo neck, roll neck, rollneck, turtlenecked',
		`mock-neck: mock neck, mockneck, mock turtleneck, funnel neck, high neck, high neckline,
			high necked, high collar`,
		'cowl-neck: cowl neck, cowl, cowl neckline, draped neckline',
	]),
	// Lengths
	...details('length', ALL, ['cropped: cropped, crop, capri, ankle grazing']),
	...details('length', families('footwear accessory'), ['ankle: ankle, ankle high']),
	...details('length', families('dress skirt outer cape footwear accessory'), [
		'mini: mini, micro, micro mini, super short, above the knee',
		'knee-length: knee length, knee high, knee skimming, to the knee',
		'midi: midi, mid length, mid calf, calf length, tea length',
		`maxi: maxi, floor length, ankle length, full length, floor sweeping, long, longline,
			long line`,
	]),
	// Fit
	...details('fit', ALL, [
		`fitted: fitted, slim, slim fit, slim fitting, tight, tight fitting, form fitting,
			figure hugging, bodycon, body con, skintight, skin tight, tailored, cinched, snug,
			close fitting`,
		`relaxed: relaxed, relaxed fit, loose, loose fit, loose fitting, easy fit, flowy, flowing,
			drapey, billowy, unstructured`,
		`oversized: oversized, over sized, oversize, baggy, boxy, slouchy, roomy, extra large,
			voluminous`,
	]),
	// Silhouette below the waist
	...details('shape', SKIRTED, [
		'a-line: a line, aline, skater, trapeze',
		'pencil: pencil, sheath, column, straight skirt',
	]),
	...details('shape', families('dress skirt bottom onepiece'), [
		`flared: flared, flare, bootcut, boot cut, boots cut, bell bottom, bell bottoms, fit and flare,
			circle, swing, kick flare`,
	]),
	...details('shape', SKIRTED, [
		'mermaid: mermaid, fishtail, trumpet',
		`full-skirt: full skirt, full skirted, ballgown skirt, puffy skirt, princess, poufy, bouffant,
			crinoline`,
	]),
	...details('shape', LEGGED, [
		'wide-leg: wide leg, wide legged, palazzo, wide cut, extra wide',
		'straight-leg: straight leg, straight legged, straight cut, straight fit, straight',
		'skinny: skinny, super skinny, skinny fit, cigarette',
		'tapered: tapered, tapering, carrot, peg leg',
	]),
	...details('rise', families('bottom skirt onepiece'), [
		`high-waisted: high waisted, high waist, high rise, highwaisted, paperbag waist,
			paper bag waist`,
	]),
	...details('rise', families('bottom skirt'), [
		'low-rise: low rise, low waisted, low slung, hipster, lowrise',
	]),
	// Features
	...details('feature', families('top outer cape dress onepiece'), [
		'hood: hood, hooded, with a hood',
	]),
	// Pockets: `pockets` says there are some; a kind says which (POCKET_KINDS below).
	...details('feature', [...ALL, 'bag'], ['pockets: pocket']),
	...details('feature', families('top outer dress onepiece'), [
		`kangaroo-pocket: kangaroo pocket, kangaroo pouch, pouch pocket, front pouch, front pouch pocket,
			muff pocket, hand warmer pouch`,
	]),
	...details('feature', ALL, [
		'patch-pockets: patch pocket',
		`flap-pockets: flap pocket, flapped pocket, button flap pocket, buttoned flap pocket,
			pocket flap`,
		'welt-pockets: welt pocket, jetted pocket, besom pocket, piped pocket',
		`slash-pockets: slash pocket, slant pocket, slanted pocket, side pocket, side seam pocket,
			in seam pocket, seam pocket, hand pocket, handwarmer pocket, hand warmer pocket`,
	]),
	...details('feature', UPPER, ['chest-pocket: chest pocket, breast pocket']),
	...details('feature', families('bottom onepiece outer skirt'), [
		'cargo-pockets: cargo, cargo pocket, utility pocket, bellows pocket, utility',
	]),
	...details('feature', families('dress outer bottom skirt onepiece top'), [
		'belt: belt, belted, tie waist, waist tie, sash, self tie, obi, tie belt, self belt',
	]),
	// On trousers the fly ("a zip fly and button", "a button fly"), which bottoms.ts draws.
	...details('feature', families('top outer dress skirt onepiece bag bottom cape'), [
		`buttons: button, buttoned, button down, button up, button front, button through, buttoned up,
			single breasted`,
	]),
	...details('feature', families('outer top dress'), [
		'double-breasted: double breasted, double button',
	]),
	...details('feature', families('top outer dress onepiece skirt footwear bag accessory bottom'), [
		`zip: zip, zipper, zipped, zip up, zip front, full zip, half zip, quarter zip, zippered,
			zip through`,
	]),
	...details('feature', families('top dress skirt onepiece'), [
		'ruffles: ruffle, ruffled, frill, frilly, frilled, flounce, flounced, ruffle trim',
	]),
	...details('feature', families('skirt dress bottom'), [
		'pleats: pleat, pleated, accordion pleat, knife pleat, box pleat, plisse, pleating',
	]),
	...details('feature', UPPER, [
		`collar: collar, collared, point collar, peter pan collar, shirt collar, spread collar,
			mandarin collar, band collar, sailor collar, wide collar, shawl collar, high collar`,
	]),
	...details('feature', families('outer dress onepiece top'), [
		`lapels: lapel, notch lapel, notched lapel, peak lapel, shawl collar, shawl lapel,
			notch collar`,
	]),
	...details('feature', families('top outer bottom onepiece skirt bag dress'), [
		'drawstring: drawstring, draw cord, drawcord, toggle, elastic waist, elasticated waist',
	]),
	...details('feature', SKIRTED, [
		'slit: slit, side slit, thigh slit, high slit, leg slit, split, front slit, thigh high slit',
		'tiered: tiered, tiers, tier, layered ruffles, prairie',
	]),
	...details('feature', families('top dress skirt outer onepiece'), [
		`wrap: wrap, wrapped, wrap around, wrap front, surplice, crossover, cross over, tie front,
			knot front, twist front`,
	]),
	...details('feature', families('top dress outer'), ['peplum: peplum']),
	...details('feature', families('top dress skirt onepiece footwear accessory'), [
		'bow: bow, pussy bow, tie neck, bow detail, neck bow, ribbon',
	]),
	...details(
		'feature',
		[...ALL, ...ACCESSORY_FAMILIES],
		[
			'fringe: fringe, fringed, fringing, tassel, tasseled, tasselled',
			'embroidery: embroidered, embroidery, applique, needlework, cross stitch',
		],
	),
	...details('feature', ALL, [
		'distressed: distressed, ripped, torn, destroyed, frayed, shredded, raw hem, worn in, grungy',
	]),
	...details('feature', families('outer top skirt cape bag'), [
		'quilted: quilted, quilting, padded, puffy, channel quilted, diamond quilted',
	]),
	...details('feature', families('top dress bottom onepiece footwear'), [
		'lace-up: lace up, laced, lacing, corset lacing, corseted, corset bodice, criss cross',
	]),
	...details('feature', families('dress'), [
		'train: train, sweeping train, cathedral train, chapel train',
	]),
	...details('feature', families('top outer dress'), [
		`shoulder-pads: shoulder pad, padded shoulder, strong shoulder, power shoulder,
			structured shoulder, sharp shoulder, broad shoulder`,
	]),
	...details('feature', families('top outer'), [
		'graphic: graphic, logo, slogan, graphic print, chest print',
	]),
	...details('feature', families('bottom onepiece outer top'), [
		`side-stripes: side stripe, racing stripe, track stripe, tuxedo stripe, contrast stripe, piping,
			piped, reflective stripe, reflective tape, reflective strip, reflective band, reflective trim,
			hi vis tape, hi vis stripe`,
	]),
	...details(
		'feature',
		[...ALL, ...ACCESSORY_FAMILIES],
		[
			'studs: studded, stud, spike, spiked, rivet, grommet, hardware',
			`beading: beaded, bead, beading, embellished, embellishment, crystal, crystal embellished,
			rhinestone, diamante, diamantes, strass, brilliants, gemstone, jewelled, jeweled,
			pearl embellished, bejeweled, bejewelled`,
		],
	),
	...details('feature', families('outer top cape'), [
		`fur-trim: fur trim, fur trimmed, faux fur trim, faux fur trimmed, fur ruff, fur collar,
			faux fur collar`,
	]),
	...details('feature', families('outer top'), [
		'epaulettes: epaulette, epaulet, shoulder strap, military shoulder',
	]),
	// Shoes, bags and hats: the heel, the sole, what fastens them and the shape of a hat.
	...details('shape', families('footwear'), [
		'stiletto: stiletto, stiletto heel, stiletto heeled, high heel, high heeled',
		'block-heel: block heel, block heeled, chunky heel, block heels, heeled',
		'kitten-heel: kitten heel, kitten heeled, low heel, low heeled',
		'wedge: wedge, wedge heel, wedge heeled, wedged',
	]),
	...details('shape', families('headwear'), [
		'fedora: fedora, trilby, panama, porkpie, pork pie',
		'bucket: bucket',
		'wide-brim: wide brim, wide brimmed, floppy, sun hat, brimmed',
	]),
	...details('feature', families('footwear'), [
		'platform: platform, flatform, chunky sole, platform sole, thick sole',
		'ankle-strap: ankle strap, t bar, t strap, mary jane, slingback, sling back',
	]),
	// A slip-on has no laces: named, it takes them off a sneaker (named-details.ts).
	...details('feature', families('footwear'), [
		'slip-on: slip on, laceless, elastic gores, elastic gore, elasticated gores, elastic panels',
	]),
	// Gloves with one pocket for the fingers; sunglasses with teardrop lenses.
	...details('shape', families('accessory'), ['mitten: mittens', 'aviator: aviators']),
	...details('feature', families('footwear bag accessory'), ['buckle: buckle, buckled, buckles']),
	...details('feature', families('headwear'), ['pom-pom: pom pom, pompom, bobble']),
];

/** Details that cannot share one garment: a pleated skirt is not also tiered, a pencil skirt has no tiers. */
export const CLASHING_DETAILS: readonly (readonly [string, string])[] = [
	['pleats', 'tiered'],
	['tiered', 'pencil'],
	['tiered', 'mermaid'],
];

export const DETAIL_BY_ID: ReadonlyMap<string, DetailDef> = new Map(DETAILS.map((d) => [d.id, d]));

/**
 * Pocket kinds. A garment has one kind at the hips or across the front (a hoodie's pouch, a
 * jacket's flap pockets), and may have a chest pocket besides; cargo pockets sit on the thigh of
 * trousers, so there they go with front pockets. Each kind also counts as `pockets`.
 */
export const HIP_POCKETS: readonly string[] = [
	'kangaroo-pocket',
	'patch-pockets',
	'flap-pockets',
	'welt-pockets',
	'slash-pockets',
	'cargo-pockets',
];
export const POCKET_KINDS: readonly string[] = [...HIP_POCKETS, 'chest-pocket'];

/**
 * The kind drawn when a design has only `pockets`: by garment, else by family ('' for none: a
 * swimsuit's pockets are not drawn).
 */
export const DEFAULT_POCKET: Readonly<Record<string, string>> = {
	bodysuit: '',
	swimsuit: '',
	hoodie: 'kangaroo-pocket',
	sweatshirt: 'kangaroo-pocket',
	shirt: 'chest-pocket',
	't-shirt': 'chest-pocket',
	blouse: 'chest-pocket',
	polo: 'chest-pocket',
	apron: 'patch-pockets',
	top: 'patch-pockets',
	outer: 'flap-pockets',
	dress: 'slash-pockets',
	skirt: 'slash-pockets',
	bottom: 'slash-pockets',
	onepiece: 'slash-pockets',
};

/**
 * Front fastenings, each kind excluding the others: a zipped front has no buttons. Buttoning
 * double-breasted is still buttoning.
 */
export const CLOSURE_KINDS: readonly (readonly string[])[] = [
	['zip'],
	['buttons', 'double-breasted'],
	['wrap'],
];

/**
 * Garments pulled on over the head: named without a closure they have none, whatever the style
 * (a hoodie is a pullover; a zip hoodie is named so). Other garments take a closure the style
 * reaches for only from their own `extras` (a jacket zips or buttons).
 */
export const PULLOVERS: ReadonlySet<string> = new Set([
	'hoodie',
	'sweatshirt',
	'sweater',
	't-shirt',
	'tank-top',
	'crop-top',
	'camisole',
	'top',
	'tunic',
	'bodysuit',
	'polo',
	'kurta',
	'kurti',
	'sports-bra',
]);

/** Parts that take the neckline's place: once the prompt names a neckline, the style adds none. */
export const NECK_PARTS: readonly string[] = ['hood', 'collar', 'lapels'];

/**
 * Sleeves named by length and shape at once, as retail text does ("short puff sleeves", "3/4-length
 * bell sleeves", "long, wide sleeves"): each phrase names the length and, where it has an id, the
 * shape. The plan draws the shape and lists both (resolve.ts).
 */
export const COMPOUND_SLEEVES: readonly (readonly [phrase: string, ids: readonly string[]])[] =
	(() => {
		const lengths: [string, string][] = [
			['short', 'short-sleeves'],
			['long', 'long-sleeves'],
			['3 4 length', 'three-quarter-sleeves'],
			['3 4', 'three-quarter-sleeves'],
			['three quarter length', 'three-quarter-sleeves'],
			['three quarter', 'three-quarter-sleeves'],
			['elbow length', 'three-quarter-sleeves'],
		];
		const shapes: [string, string | undefined][] = [
			['puff', 'puff-sleeves'],
			['puffed', 'puff-sleeves'],
			['balloon', 'puff-sleeves'],
			['bell', 'bell-sleeves'],
			['flared', 'bell-sleeves'],
			['flounced', 'bell-sleeves'],
			['trumpet', 'bell-sleeves'],
			['wide', undefined],
			['raglan', undefined],
			['loose', undefined],
			['narrow', undefined],
			['slim', undefined],
			['fitted', undefined],
			['gathered', undefined],
		];
		return lengths.flatMap(([length, lengthId]) =>
			shapes.map(
				([shape, shapeId]) =>
					[`${length} ${shape} sleeve`, shapeId ? [lengthId, shapeId] : [lengthId]] as const,
			),
		);
	})();
