/**
 * Phrases that are not vocabulary items but change what the items near them mean: the parts
 * a colour may belong to, accessories the design leaves out, idioms, negations.
 */
import { words } from './words';

/**
 * Nouns a colour can belong to without being the garment's colour: "gold buttons", "white trim".
 * Pieces of cloth also keep their print and cloth: a "tartan lining", "leather straps".
 */
export const CLOTH_PARTS: readonly string[] = words(`
	trim, trimming, piping, lining, cuff, cuffs, hem, straps, panel, panels, binding, edging
`);

/** Small parts that take a colour but are no cloth: "gold hardware", "white topstitching". */
export const ACCENT_PARTS: readonly string[] = words(`
	top stitching, top stitched, topstitched, stitching, topstitching, contrast stitching, accent,
	accents, detailing, details, hardware
`);

/**
 * Accessories. Beside clothing a colour given to them is not the design's ("white sneakers with a
 * black hoodie"); those that are garments of their own (lexicon/garments/footwear.ts, bags.ts...)
 * are the design when no clothing is named (parse-wardrobe.ts).
 */
export const ACCESSORY_WORDS: readonly string[] = words(`
	sneakers, trainers, shoes, boots, heels, sandals, loafers, bag, handbag, purse, hat, beanie, cap,
	scarf, gloves, socks, tights underneath, jewelry, jewellery, earrings, necklace, sunglasses,
	headband, sneaker, trainer, shoe, boot, sandal, loafer, tie, necktie, bow tie, braces, suspenders,
	mittens, beret, bucket hat, belt bag, tote, clutch, backpack, bracelet, brooch, umbrella, wellies,
	wellington boots, slippers, flip flops, mules, clogs, espadrilles, stilettos, ballet flats,
	scrunchie, hair clip, pillowcase, bandana scarf, cufflinks, pocket square, lanyard, shawl, stole,
	duffle bag, duffel bag, tote bag, shoulder bag, bum bag, fanny pack
`);

/** Phrases whose colour, garment or accessory word means something else: "black tie" is a dress code, a "scarf print" a print. */
export const IDIOMS: readonly string[] = words(`
	scarf print, scarf printed, black tie, white tie, red carpet, golden hour, silver screen,
	old money, blue hour, top notch, top quality, on top, top half, top layer, top of, fit check,
	outfit check, check out, check it out, checkout, street style stars, style star, style stars,
	pop star, pop stars, rock star, rockstar, movie star, film star, star of the show, all star,
	all stars, five star, superstar, star buy, star piece, rising star, tomato girl, vanilla girl,
	strawberry girl, cherry girl, clean girl, coastal grandmother, mob wife, black sheep, white lie,
	flower girl, flower girls, flower child, wallflower, cricket whites, tennis whites, chef whites,
	chefs whites, kitchen whites, nothing but, not only, not just, no matter, no nonsense, no brainer,
	black friday, cyber monday, blue monday, silver lining, gold standard, white label, green light,
	red light, red flag, green flag, white noise, black history, in the pink, feeling blue,
	black and white photo, top seller, top rated, best seller, bestseller
`);

/** Words that rule out what follows them: "no hood", "anything but pink". */
export const NEGATIONS: readonly string[] = words(`
	no, without, not, non, sans, never, minus, zero, avoid, avoiding, anything but, except, excluding,
	instead of, rather than, nothing, dont want, don t want, do not want, skip the, ditch the,
	other than, but not
`);
