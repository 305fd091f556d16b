/**
 * Points of measure: what each one is called, how a QC person measures it, its tolerance (± cm)
 * and whether it is fit-critical. Which points a garment has and their values are in blocks-*.ts.
 *
 * Written as text, one row a point, like the generator's lexicon (Prettier would spread an object
 * per point over eight lines): `id (tolerance, flags): Name. How to measure.` Flags: `critical`,
 * and `ease <kind>` for points a fit word changes (adjust.ts says by how much).
 */

export type EaseKind =
	| 'chest'
	| 'waist'
	| 'hip'
	| 'hem'
	| 'shoulder'
	| 'bicep'
	| 'armhole'
	| 'opening'
	| 'thigh'
	| 'knee'
	| 'leg'
	| 'length';

export interface PointDef {
	id: string;
	name: string;
	how: string;
	/** ± cm. */
	tolerance: number;
	critical: boolean;
	ease?: EaseKind;
}

const UPPER = `
chest (1, critical, ease chest): Chest width. Lay flat; measure straight across 2.5 cm below the armhole, side seam to side seam.
waist (1, critical, ease waist): Waist width. Lay flat; measure straight across at the waist seam, or at the narrowest point of the body.
hip (1, critical, ease hip): Hip width. Lay flat; measure straight across 20 cm below the waist, side seam to side seam.
hem (1.5, ease hem): Hem width. Lay flat; measure straight along the hem from edge to edge (ribbed or elastic hems relaxed).
body-length (1, critical, ease length): Body length from HPS. From the high point shoulder (where the shoulder seam meets the neckline) straight down the front to the hem.
cb-length (1, critical, ease length): Centre back length. From the centre back neck seam (below the collar) straight down to the hem.
shoulder (0.5, critical, ease shoulder): Across shoulder. Across the back, from one shoulder point (where the shoulder seam meets the armhole seam) to the other.
armhole (0.5, ease armhole): Armhole. Straight from the shoulder point to the underarm point, along the front.
armhole-depth (0.5): Armhole depth. From the HPS straight down to the level of the underarm point.
sleeve (1, critical): Sleeve length. From the shoulder point along the top fold of the sleeve to the sleeve edge, cuff included.
bicep (0.5, ease bicep): Bicep width. Lay the sleeve flat; measure 2.5 cm below the armhole, square to the sleeve's fold.
sleeve-opening (0.5, ease opening): Sleeve opening. Lay flat; measure straight across the sleeve edge (ribbed or elastic cuffs relaxed).
cuff-length (0.5): Cuff length. Cuff open and flat, from the centre of the button to the far end of the buttonhole.
cuff-height (0.3): Cuff height. From the cuff seam straight to the cuff edge.
rib-height (0.3): Hem band height. From the band seam straight to the hem edge.
neck-width (0.5, critical): Neck width. Across the back neck, seam to seam, from one HPS to the other.
neck-drop (0.5): Front neck drop. From a line joining the two HPS straight down to the centre front neck seam.
back-neck-drop (0.3): Back neck drop. From a line joining the two HPS straight down to the centre back neck seam.
neckband (0.2): Neckband height. At the centre back, from the neck seam to the neckband's edge.
collar-length (0.5, critical): Collar length. Collar open and flat, from the centre of the collar button to the far end of the buttonhole (or end to end along the neck seam).
collar-height (0.3): Collar height at centre back. From the collar's neck seam to its top or fold edge, at the centre back.
collar-point (0.3): Collar point length. Along the collar's front edge, from the neck seam to the point.
hood-height (1): Hood height. Hood flat; from the neck seam at the HPS straight up to the top of the hood.
hood-width (0.5): Hood width. Hood flat; from the face edge straight back to the back seam, at the widest point.
strap-length (0.5): Strap length. Along the strap, from where it joins the front to where it joins the back (adjustable straps at their longest).
strap-width (0.2): Strap width. Straight across the strap.
top-edge (0.5): Top edge width. Lay flat; measure straight along the top edge, side to side.
cf-length (0.5, critical, ease length): Centre front length. From the top edge at the centre front straight down to the hem.
waist-position (0.5): HPS to waist. From the HPS straight down the front to the waist seam or the narrowest point.
lapel-width (0.3): Lapel width. At its widest, from the lapel's outer edge square to the roll line.
button-stance (0.5): Button stance. From the HPS straight down the front to the centre of the top button.
placket-length (0.5): Placket length. From the neck seam to the bottom of the placket.
side-slit (0.5): Side slit height. From the hem straight up to the top of the slit.
underband (0.5, critical): Underband width. Lay flat, relaxed; measure straight along the bottom band.
`;

const LOWER = `
waistband (1, critical, ease waist): Waist. Waistband closed and relaxed, lay flat; measure straight along the top edge.
waist-stretched (1.5): Waist stretched. Stretch the waistband to its full extent; measure straight along the top edge.
seat (1, critical, ease hip): Hip width. Lay flat; measure straight across 18 cm below the top of the waistband at the centre front.
front-rise (0.5, critical): Front rise. From the crotch point along the front seam to the top of the waistband.
back-rise (0.5, critical): Back rise. From the crotch point along the back seam to the top of the waistband.
thigh (0.5, critical, ease thigh): Thigh width. Lay the leg flat; measure 2.5 cm below the crotch point, parallel to the hem.
knee (0.5, ease knee): Knee width. Lay the leg flat; measure 33 cm below the crotch point, parallel to the hem.
leg-opening (0.5, critical, ease leg): Leg opening. Lay flat; measure straight across the leg hem (ribbed or elastic cuffs relaxed).
inseam (1, critical): Inseam. From the crotch point along the inside leg seam to the hem.
outseam (1): Outseam. From the top of the waistband along the side seam to the hem.
waistband-height (0.2): Waistband height. From the waistband seam straight to its top edge.
skirt-length (1, critical): Skirt length. From the top of the waistband at the centre front straight down to the hem.
torso-length (1, critical, ease length): Torso length. From the HPS straight down the front to the crotch seam.
gusset-width (0.3): Gusset width. Straight across the crotch gusset at its narrowest.
side-height (0.3): Side length. Along the side, from the top of the waistband to the leg opening.
total-length (1, critical): Total length. Laid flat, from the top of the waistband to the tip of the toe.
bib-width (0.5): Bib width. Straight across the top of the bib.
bib-height (0.5): Bib height. From the waist seam straight up to the top of the bib, at the centre.
neck-strap (1): Neck strap length. Along the neck strap, end to end (adjustable at its longest).
waist-tie (1): Waist tie length. From the side seam to the end of the tie.
`;

const ACCESSORIES = `
length (1, critical): Length. Lay flat; measure along the centre, end to end (fringe excluded).
width (0.5, critical): Width. Lay flat; measure straight across, edge to edge.
edge-finish (0.1): Edge finish width. Straight across the rolled or turned edge.
label-from-end (0.5): Label from short edge. From the short edge to the near edge of the label.
label-from-side (0.3): Label from long edge. From the long edge to the near edge of the label.
border-width (0.3): Border width. Straight across the woven or printed border.
pallu-length (1): Pallu length. Along the decorated end panel, from where it starts to the end.
blouse-piece (1): Blouse piece length. Along the attached blouse piece, end to end.
insole-length (0.2, critical): Insole length. Along the insole's centre line, from the back of the heel seat to the toe.
outsole-length (0.3): Outsole length. Straight along the bottom, from the back of the sole to its tip.
ball-width (0.2, critical): Ball width. Straight across the outsole at its widest point, under the ball of the foot.
ball-girth (0.3, critical): Ball girth. Tape round the last (or the shoe's upper) over the ball joints.
heel-height (0.2, critical): Heel height. Shoe standing; at the back, from the ground to the top of the heel seat.
back-height (0.2): Back height. At the centre back, from the insole to the top line.
sole-thickness (0.1): Forepart sole thickness. At the ball, from the ground to the top of the sole edge.
shaft-height (0.3, critical): Shaft height. At the side, from the insole to the top of the shaft.
shaft-girth (0.5): Shaft opening girth. Round the top edge of the shaft.
bag-height (0.5, critical): Height. At the centre, from the base seam to the top edge (handles and flap excluded).
bag-width (0.5, critical): Width. Along the base, from side seam to side seam.
top-width (0.5): Width at top. Straight along the top edge, side seam to side seam.
bag-depth (0.3, critical): Depth. Across the base (or the gusset), front to back.
handle-drop (0.5, critical): Handle drop. Handle pulled straight up; from its top to the top edge of the bag.
handle-length (0.5): Handle length. Along the handle, end to end, attachments included.
handle-width (0.2): Handle width. Straight across the handle.
strap-drop (1, critical): Strap drop. Strap at its longest, pulled straight up; from its top to the top edge of the bag.
strap-max (1): Strap length. Along the strap at its longest setting, end to end.
flap-depth (0.3): Flap depth. Flap closed; from the top fold straight down to the flap's edge.
open-width (0.5): Width open. Opened flat; from one side edge to the other.
card-slot-width (0.1, critical): Card slot width. Straight across the card slot opening.
card-slot-depth (0.2): Card slot depth. From the slot's opening straight down to its bottom.
head-girth (0.5, critical): Head circumference. Round the inside of the sweatband (or the crown seam), relaxed.
crown-height (0.3): Crown height. At the centre front, from the sweatband edge (or brim seam) to the top of the crown.
crown-width (0.3): Crown width. Straight across the crown at the band, side to side.
brim-width (0.3, critical): Brim width. At the side, from the crown seam straight to the brim's edge.
visor-length (0.3, critical): Visor length. At the centre, from the crown seam straight to the visor's edge.
visor-width (0.3): Visor width. Straight across the visor where it meets the crown.
band-height (0.2): Band height. From the crown seam (or the brim) straight to the band's top edge.
flat-width (0.5, critical): Width relaxed. Lay flat, relaxed; measure straight across.
crown-depth (0.5): Crown depth. From where the crown's shaping starts to the top of the crown.
stretched-girth (1): Circumference stretched. Stretch the opening to its full extent; measure straight across and double it.
belt-size (1, critical): Belt size. From the buckle's fold (the prong's pivot) to the centre hole.
hole-spacing (0.1): Hole spacing. From the centre of one hole to the centre of the next.
tip-to-hole (0.3): Tip to first hole. From the tip of the belt to the centre of the nearest hole.
buckle-width (0.1): Buckle inner width. Across the inside of the buckle frame, where the strap passes.
blade-width (0.2, critical): Blade width. Straight across the blade at its widest.
tail-width (0.2): Tail width. Straight across the narrow end at its widest.
neck-part (0.2): Width at the neck. Straight across the tie where it sits round the neck.
keeper-position (0.5): Keeper position. From the blade's tip to the lower edge of the keeper loop.
foot-length (0.5, critical): Foot length. Lay flat, relaxed; from the back of the heel to the tip of the toe.
leg-length (0.5, critical): Leg length. From the top of the heel turn to the cuff edge.
cuff-stretched (0.5): Cuff width stretched. Stretch the cuff to its full extent; measure straight across.
hand-girth (0.5, critical): Hand circumference. Round the palm at the knuckles, thumb excluded (twice the flat palm width).
glove-length (0.5, critical): Total length. Palm side; from the cuff edge to the tip of the middle finger (or the mitten's top).
middle-finger (0.2): Middle finger length. From the crotch beside the middle finger to its tip.
thumb-length (0.2): Thumb length. From the thumb's crotch to its tip.
lens-width (0.1, critical): Lens width. Boxing system: the width of the box round one lens.
bridge-width (0.1, critical): Bridge width. Boxing system: the distance between the two lens boxes.
temple-length (0.2): Temple length. Along the temple, from the hinge's centre to the tip.
lens-height (0.1): Lens height. Boxing system: the height of the box round one lens.
frame-width (0.2): Frame width. Straight across the front, hinge to hinge outside.
case-diameter (0.1, critical): Case diameter. Across the case, crown excluded.
case-thickness (0.1): Case thickness. From the case back to the top of the crystal.
lug-width (0.1, critical): Lug width. Between the lugs, where the strap fits.
lug-to-lug (0.1): Lug to lug. From the tip of the upper lugs to the tip of the lower lugs.
strap-long (0.3): Strap long part. From the spring bar to the tip, the holed part.
strap-short (0.3): Strap short part. From the spring bar to the buckle's end.
chain-length (0.5, critical): Chain length. Fastened and laid in a line, from the clasp to the far end, extender excluded.
extender (0.2): Extender length. From the clasp ring to the end of the extender chain.
chain-width (0.05): Chain width. Across one link.
pendant-height (0.1): Pendant height. From the top of the bail to the bottom of the pendant.
pendant-width (0.1): Pendant width. Across the pendant at its widest.
clasp-length (0.1): Clasp length. End to end of the closed clasp.
drop-length (0.1, critical): Drop length. From the top of the ear wire (or post) to the bottom of the earring.
post-length (0.05): Post length. From the back of the earring to the end of the post or wire.
post-gauge (0.01): Post gauge. The post's diameter.
inner-length (0.3, critical): Inner length. Fastened, round the inside of the bracelet.
thickness (0.05): Thickness. From the inside surface to the outside.
ring-girth (0.05, critical): Inner circumference. Round the inside of the band (ISO 8653).
ring-diameter (0.02): Inner diameter. Across the inside of the band.
band-width (0.05): Band width. Across the band at its back.
head-height (0.05): Setting height. From the top of the band to the top of the setting.
underband-stretched (1): Underband stretched. Hooked at the loosest setting, stretched to full extent, end to end.
cup-height (0.3, critical): Cup height. From the underwire or bottom seam straight up to the top edge of the cup.
cup-width (0.3, critical): Cup width. Along the underwire or bottom seam, end to end.
gore-height (0.2): Centre gore height. At the centre front, from the bottom band to the top of the gore.
wing-height (0.2): Wing height. At the side seam, from the bottom edge to the top edge of the back wing.
`;

const DETAILS = `
chest-pocket-width (0.3): Chest pocket width. Straight across the pocket's opening.
chest-pocket-height (0.3): Chest pocket height. At the centre, from the pocket's opening to its bottom.
patch-pocket-width (0.3): Patch pocket width. Straight across the pocket's opening.
patch-pocket-height (0.3): Patch pocket height. At the centre, from the pocket's opening to its bottom.
flap-width (0.3): Pocket flap width. Straight across the flap, end to end.
flap-height (0.2): Pocket flap height. At the centre, from the flap's seam to its edge.
welt-opening (0.3): Welt pocket opening. Along the welt, end to end.
welt-height (0.1): Welt height. Straight across the welt.
slash-opening (0.3): Side pocket opening. Along the pocket's opening, end to end.
kangaroo-width (0.5): Pouch pocket width. Straight across the pouch at its bottom.
kangaroo-height (0.5): Pouch pocket height. At the centre, from the bottom of the pouch to its top.
cargo-width (0.3): Cargo pocket width. Straight across the pocket, pleats closed.
cargo-height (0.3): Cargo pocket height. From the pocket's bottom to the flap's seam.
pocket-width (0.3): Pocket width. Straight across the pocket's opening.
pocket-height (0.3): Pocket height. From the pocket's opening to its bottom.
slit-height (0.5): Slit height. From the hem straight up to the top of the slit.
ruffle-depth (0.3): Ruffle depth. From the ruffle's seam straight to its edge.
tier-depth (0.5): Tier depth. From one tier seam straight down to the next (or to the hem).
peplum-depth (0.5): Peplum depth. From the waist seam straight down to the peplum's hem.
train-length (2): Train length. From the hem at the side straight back to the end of the train.
stripe-width (0.2): Stripe width. Straight across the stripe.
fringe-length (0.5): Fringe length. From the heading to the ends of the fringe.
epaulette-length (0.3): Epaulette length. From the shoulder seam to the epaulette's point.
pleat-depth (0.3): Pleat depth. From the pleat's fold to its inner fold, pleat closed.
belt-width (0.2): Belt width. Straight across the belt.
belt-length (1): Belt length. End to end (tie belts), or from the buckle's fold to the tip.
channel-width (0.3): Quilt channel width. From one quilting seam to the next.
pompom-diameter (0.5): Pom-pom diameter. Across the pom-pom, fluffed.
fur-width (0.5): Fur trim width. From the trim's seam to its edge, pile flattened.
print-width (0.5): Artwork width. Across the printed artwork, side to side.
print-height (0.5): Artwork height. From the top of the artwork to its bottom.
print-placement (0.5): Artwork placement. From the HPS straight down to the top of the artwork.
eyelet-spacing (0.2): Eyelet spacing. From the centre of one eyelet to the centre of the next.
collar-stand (0.2): Collar stand height. At the centre back, from the neck seam to the top of the stand.
`;

/** `id (tolerance, flags): Name. How.` → a PointDef. */
function pointRow(line: string): PointDef {
	const match = /^([a-z-]+) \(([^)]*)\): ([^.]+)\. (.+)$/.exec(line.trim());
	if (!match)
		throw new Error(`techpack: point row '${line}' wants 'id (tolerance, flags): Name. How.'`);
	const [, id, flags, name, how] = match;
	const [tolerance, ...rest] = flags.split(',').map((flag) => flag.trim());
	const ease = rest.find((flag) => flag.startsWith('ease '))?.slice(5) as EaseKind | undefined;
	return { id, name, how, tolerance: Number(tolerance), critical: rest.includes('critical'), ease };
}

export const POINTS: ReadonlyMap<string, PointDef> = new Map(
	[UPPER, LOWER, ACCESSORIES, DETAILS]
		.flatMap((table) => table.split('\n').filter((line) => line.trim() !== ''))
		.map(pointRow)
		.map((point) => [point.id, point]),
);
