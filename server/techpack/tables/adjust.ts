import { rows } from './table';

/**
 * What the design's words do to a block, as a pattern maker would: ease added to or taken from
 * widths for a fit, lengths set for a sleeve or a silhouette, points added for what the design
 * shows (a hood, a pocket). Written in the change grammar of table.ts; all values in cm.
 */

/**
 * Ease by fit word, on every point of that ease kind (points.ts), relative to a regular cut.
 * Half widths: `chest +8` is 16 cm more girth. Oversized drops the shoulder, so its sleeve is
 * shorter from the shoulder point by half the shoulder's ease (measurements.ts).
 */
export const FIT_EASE = rows(`
fitted: chest -3, waist -4, hip -2, hem -3, shoulder -1, bicep -1.5, armhole -1, opening -1, thigh -2, knee -2, leg -1.5, length -1
relaxed: chest +3, waist +3, hip +3, hem +3, shoulder +1.5, bicep +1.5, armhole +1.5, opening +1, thigh +2, knee +2, leg +1.5, length +2
oversized: chest +8, waist +8, hip +7, hem +8, shoulder +6, bicep +4, armhole +4, opening +2, thigh +5, knee +5, leg +4, length +5
`);

/**
 * Sleeve lengths as a share of the block's long sleeve (a short sleeve is about a third of a long
 * one from the shoulder point), and the opening of a sleeve that ends above the wrist as a share
 * of the bicep; then the sleeve's shape.
 */
export const SLEEVES = rows(`
sleeveless: sleeve !, bicep !, sleeve-opening !, cuff-length !, cuff-height !
cap-sleeves: sleeve *0.13, sleeve-opening =bicep*0.95, cuff-length !, cuff-height !
short-sleeves: sleeve *0.35, sleeve-opening =bicep*0.85, cuff-length !, cuff-height !
three-quarter-sleeves: sleeve *0.72, sleeve-opening =bicep*0.7, cuff-length !, cuff-height !
long-sleeves:
puff-sleeves: bicep +5
bell-sleeves: sleeve-opening +12
`);

/** The length a shaped sleeve has when the design names none ("puff sleeves" are short). */
export const SHAPED_SLEEVE_LENGTH: Readonly<Record<string, string>> = {
	'puff-sleeves': 'short-sleeves',
	'bell-sleeves': 'long-sleeves',
};

/**
 * Necklines: the front neck drop each one is cut to and how much wider it opens. Necklines
 * without shoulders measure the top edge and the centre front instead of the HPS.
 */
export const NECKLINES = rows(`
crew-neck: neck-drop =9
v-neck: neck-drop =20, neck-width +1
scoop-neck: neck-drop =14, neck-width +3
square-neck: neck-drop =12, neck-width +4
boat-neck: neck-drop =4, neck-width +8
sweetheart: neck-drop =16, neck-width +3
halter: strap-length =46/1, neck-drop =14, shoulder !, neck-width !
off-shoulder: top-edge =chest+6, cf-length =$body-12, body-length !, cb-length !, shoulder !, neck-width !, neck-drop !
one-shoulder: strap-length =38/1, top-edge =chest-4, shoulder !, neck-width !, neck-drop !
strapless: top-edge =chest-1, cf-length =$body-18, body-length !, cb-length !, shoulder !, neck-width !, neck-drop !, armhole !
spaghetti-straps: strap-length =30/1, strap-width =0.6, top-edge =chest-8, shoulder !, neck-width !, neck-drop !
turtleneck: neck-drop =7, collar-height =20
mock-neck: neck-drop =7, collar-height =6
cowl-neck: neck-drop =20, neck-width +4
`);

/**
 * Silhouettes, relative to a column skirt and a straight leg (a block cut otherwise says so):
 * what flares or narrows; heel and hat shapes set their heights.
 */
export const SHAPES = rows(`
a-line: hem +15
flared: hem +35, knee -1, leg-opening +8
pencil: hem -8
full-skirt: hem +90
mermaid: hem +30
wide-leg: thigh +5, knee +10, leg-opening +14
straight-leg:
skinny: thigh -5, knee -6, leg-opening -6.5
tapered: knee -2, leg-opening -4
stiletto: heel-height =10
block-heel: heel-height =7
kitten-heel: heel-height =4.5
wedge: heel-height =8
fedora: crown-height =11, brim-width =6
bucket: crown-height =8, brim-width =5
wide-brim: crown-height =10, brim-width =10
mitten: middle-finger !
aviator: lens-width =5.8, lens-height =5, bridge-width =1.4
`);

/** Rises, relative to a mid rise: a high waist sits higher and so is narrower. */
export const RISES = rows(`
high-waisted: front-rise +5, back-rise +5, waistband -1.5, skirt-length +4
low-rise: front-rise -5, back-rise -4, waistband +3, skirt-length -3
`);

/**
 * What a detail the design shows adds: its own points (a pocket's size, a hood's) or changes. A
 * row may be for one garment, family or size system (`polo:collar`, `outer:collar`,
 * `womens:collar`): the most particular one applies.
 */
export const FEATURES = rows(`
hood: hood-height =35/1, hood-width =25/0.5
womens:hood: hood-height =33/1, hood-width =23/0.5
collar: collar-length =41/2, collar-height =4, collar-point =7.5
womens:collar: collar-length =37/1.5, collar-height =4, collar-point =6.5
outer:collar: collar-length =48/2, collar-height =7, collar-point =9
polo:collar: collar-length =42/2, collar-height =7.5
lapels: lapel-width =8.5, button-stance =44/1
womens:lapels: lapel-width =7.5, button-stance =40/0.5
chest-pocket: chest-pocket-width =12/0.5, chest-pocket-height =13.5/0.5
patch-pockets: patch-pocket-width =17/0.5, patch-pocket-height =18/0.5
flap-pockets: flap-width =16/0.5, flap-height =6
welt-pockets: welt-opening =14.5/0.5, welt-height =1.2
slash-pockets: slash-opening =16/0.5
kangaroo-pocket: kangaroo-width =32/1, kangaroo-height =20/0.5
cargo-pockets: cargo-width =18/0.5, cargo-height =21/0.5
bag:pockets: pocket-width =15, pocket-height =12
slit: slit-height =$main*0.25
ruffles: ruffle-depth =5
tiered: tier-depth =$main*0.2
peplum: peplum-depth =14
train: train-length =60
side-stripes: stripe-width =2.5
fringe: fringe-length =10
epaulettes: epaulette-length =14
pleats: pleat-depth =3
belt: belt-width =4, belt-length =$waist*2+70
quilted: channel-width =10
pom-pom: pompom-diameter =9
fur-trim: fur-width =8
graphic: print-width =28/1, print-height =30/1, print-placement =8
womens:graphic: print-width =24/1, print-height =26/1, print-placement =8
lace-up: eyelet-spacing =2.5
footwear:lace-up: eyelet-spacing =1.8
ankle-strap: strap-length =25/1, strap-width =1.2
platform: sole-thickness =4, heel-height +3
shoulder-pads: shoulder +1
`);
