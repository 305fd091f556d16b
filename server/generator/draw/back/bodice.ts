import type { DesignPlan } from '../../resolve';
import { type Body, neckline, necklineShape, upperHalf } from '../body';
import { closureOf, knitVest, laceUp } from '../closures';
import {
	asymmetricDrape,
	beading,
	epaulettes,
	hemFringe,
	peplum,
	quilting,
	sideStripes,
	studs,
} from '../features';
import { Flat } from '../flat';
import { type Frame, has, isMoto, ribbed, trimmed } from '../frame';
import { bothSides, flip, mirror, type Pt, type Seg, symmetric } from '../geometry';
import { NECKLINE_SHAPES } from '../necks';
import { beltBand, bow, furTrim } from '../trims';

/**
 * What the backs of tops, coats, dresses and one-pieces share: the back's upper half (a back
 * neck higher than the front's, or a bare back), what stands at the back of the neck (a hood
 * lying down, the back of a collar), a yoke, a centre-back seam with its vent or zip, and the
 * features that go all round. Each part only the back shows is drawn under its `data-part`.
 */

/** How deep the back neck lies below the side neck points: far higher than a front neckline. */
const BACK_NECK = 12;

export interface BackUpper {
	segs: Seg[];
	shoulder: Pt;
	armpit: Pt;
	/** Where straps meet the back's top edge. */
	strapTops: Pt[];
	/** The centre back's top: where a back zip starts. */
	top: number;
}

/**
 * Right half of an upper back from the centre back to the armpit. It hangs its sleeves from the
 * front's shoulder and armpit, so both views have one armhole; a bare bodice runs straight across
 * the back, a halter leaves the back bare down to the underarm.
 */
export function backUpperHalf(body: Body, neck: string | undefined, sleeved: boolean): BackUpper {
	const front = upperHalf(body, neck, sleeved);
	const [chestW, armpitY] = body.armpit;
	const top = body.bareTop;
	const across = (y: number): BackUpper => ({
		segs: [
			['M', [0, y]],
			['L', [front.shoulder[0], y]],
			['L', front.armpit],
		],
		shoulder: front.shoulder,
		armpit: front.armpit,
		strapTops: [],
		top: y,
	});
	switch (neck) {
		case 'strapless':
		case 'sweetheart':
		case 'one-shoulder':
			return across(front.shoulder[1]);
		case 'spaghetti-straps':
			return {
				...across(top + 12),
				segs: [
					['M', [0, top + 14]],
					['Q', [chestW * 0.6, top + 12], front.shoulder],
					['L', front.armpit],
				],
				strapTops: [[chestW * 0.44, top + 13]],
				top: top + 14,
			};
		case 'halter':
			return {
				...across(armpitY + 30),
				segs: [
					['M', [0, armpitY + 30]],
					['Q', [chestW * 0.7, armpitY + 28], front.armpit],
				],
			};
		case 'off-shoulder': {
			// Elastic all round: the back is cut as the front.
			const [start] = front.segs;
			return { ...front, top: start[0] === 'M' ? start[1][1] : top };
		}
	}
	const cut = neckline(body, necklineShape(neck));
	const side = cut.side[0];
	return {
		segs: [
			['M', [0, BACK_NECK]],
			['Q', [side * 0.95, BACK_NECK], [side, 0]],
			...front.segs.slice(cut.segs.length),
		],
		shoulder: front.shoulder,
		armpit: front.armpit,
		strapTops: [],
		top: BACK_NECK,
	};
}

/**
 * Everything at the back of the neck: straps (crossed on a dress or a jumpsuit), what a neckline
 * puts there (a halter's tie, a roll neck), then the one part that stands there, as the front
 * chooses it: a hood (drawHoodDown), the back of a collar (deep under lapels), or the neckband's
 * seam.
 */
export function drawBackNeck(
	flat: Flat,
	plan: DesignPlan,
	body: Body,
	strapTops: readonly Pt[],
	{ lapels, crossed }: { lapels: boolean; crossed: boolean },
): void {
	const w = body.neckW;
	if (strapTops.length > 0)
		flat.part(crossed ? 'crossed-straps' : 'back-straps', () => {
			for (const [x, y] of strapTops) {
				const foot = crossed ? -x : x;
				const strap: Seg[] = [
					['M', [w + 14, -2]],
					['L', [w + 20, -2]],
					['L', [foot + 6, y]],
					['L', [foot, y]],
					['Z'],
				];
				flat.piece(strap).piece(flip(strap));
			}
		});
	const neck = plan.neckline;
	if (neck === 'halter')
		flat.part('halter-tie', () => {
			// The front's edges, from the neck round under the arms, then the band tied at the nape.
			const [chestW, armpitY] = body.armpit;
			flat.piece(
				bothSides([
					['M', [w * 0.6, 0]],
					['Q', [w * 0.9, armpitY * 0.7], [chestW, armpitY + 8]],
					['L', [chestW - 10, armpitY + 24]],
					['Q', [w * 0.7, armpitY * 0.72], [w * 0.42, 2]],
					['Z'],
				]),
			);
			NECKLINE_SHAPES.halter!(flat, body);
			bow(flat, [0, -4], 0.45);
		});
	// The one shoulder is the other one seen from behind.
	if (neck === 'one-shoulder')
		mirrored(flat, (into) => NECKLINE_SHAPES['one-shoulder']!(into, body));
	if (neck === 'off-shoulder') NECKLINE_SHAPES['off-shoulder']!(flat, body);
	if (neck === 'turtleneck' || neck === 'mock-neck')
		flat.part('back-neck', () => rolledBackNeck(flat, body, neck === 'turtleneck' ? 64 : 34));
	// A hood lies over all of these (drawHoodDown, drawn last).
	if (has(plan, 'hood')) return;
	if (lapels) backCollar(flat, body, true);
	else if (has(plan, 'collar')) backCollar(flat, body, plan.family === 'outer');
	else if (standCollared(plan)) standCollarBack(flat, plan, body);
	else if (
		['crew-neck', 'v-neck', 'scoop-neck'].includes(neck!) &&
		plan.family !== 'outer' &&
		plan.garment.id !== 'corset'
	)
		flat.part('back-neck', () => backNeckband(flat, plan, body));
	else if (neck !== 'turtleneck' && neck !== 'mock-neck' && !BARE_BACKS.has(neck!))
		flat.part('back-neck', () => backNeckFacing(flat, plan, body));
}

/** Necklines whose back is not a neck: bare across, or low, or cut as the front. */
const BARE_BACKS = new Set([
	'strapless',
	'sweetheart',
	'one-shoulder',
	'spaghetti-straps',
	'halter',
	'off-shoulder',
]);

/** A plain back neck is finished by a facing turned inside: its stitching shows. */
function backNeckFacing(flat: Flat, plan: DesignPlan, body: Body): void {
	const side = neckline(body, necklineShape(plan.neckline)).side[0];
	flat.line(
		[
			['M', [-side + 2, 7]],
			['Q', [0, BACK_NECK + 18], [side - 2, 7]],
		],
		'stitch',
	);
}

/** Whether the front stands a collar up at a zipped neck (closures.ts): it goes all round. */
function standCollared(plan: DesignPlan): boolean {
	return (
		closureOf(plan) === 'zip' &&
		!isMoto(plan) &&
		!knitVest(plan) &&
		(plan.family === 'outer' || ['hoodie', 'puffer', 'vest'].includes(plan.garment.id)) &&
		!['hood', 'collar', 'lapels', 'fur-trim'].some((id) => has(plan, id))
	);
}

/**
 * A hood lying down the back from the neck seam, its face opening turned up along the top: over
 * everything the back draws (a puffer's quilting, a yoke), as it lies over them.
 */
export function drawHoodDown(flat: Flat, plan: DesignPlan, body: Body): void {
	if (!has(plan, 'hood')) return;
	const w = body.neckW;
	const rim: Seg[] = [
		['M', [0, -10]],
		['C', [w + 30, -14], [w + 62, -10], [w + 70, 30]],
	];
	flat.part('hood-down', () => {
		flat.piece(symmetric([...rim, ['C', [w + 82, 110], [w + 44, 204], [0, 206]]]));
		flat.piece(symmetric([...rim, ['Q', [w + 40, 6], [0, 14]]]), 'lining');
		// The seam down the middle of the hood.
		flat.line(
			[
				['M', [0, 14]],
				['L', [0, 206]],
			],
			'seam',
		);
		if (has(plan, 'fur-trim'))
			furTrim(
				flat,
				[
					[0, -22],
					[w + 50, -30],
					[w + 82, 30],
				],
				[
					[w + 82, 30],
					[w + 50, 4],
					[0, 8],
				],
				[
					[0, 8],
					[0, 8],
					[0, 8],
				],
				[
					[0, 8],
					[0, -6],
					[0, -22],
				],
			);
	});
}

/** The back of a collar: its stand round the neck, its fall turned down over the neck seam. */
function backCollar(flat: Flat, body: Body, deep: boolean): void {
	const w = body.neckW;
	// As high as the front's collar stands: under lapels, a little lower.
	const [side, drop, top] = deep ? [w + 40, 44, -10] : [w + 24, 30, -14];
	flat.part('back-collar', () => {
		flat.piece(
			symmetric([
				['M', [0, top]],
				['L', [w + 4, top + 2]],
				['L', [side, 8]],
				['Q', [side * 0.6, drop + 2], [0, drop]],
			]),
		);
		flat.line(
			[
				['M', [-(w + 3), -3]],
				['Q', [0, 0], [w + 3, -3]],
			],
			'fold',
		);
	});
}

/** A stand collar (a zipped jacket's, a bomber's rib) seen from behind: a band round the neck. */
function standCollarBack(flat: Flat, plan: DesignPlan, body: Body): void {
	const w = body.neckW;
	flat.part('back-collar', () =>
		flat.piece(
			symmetric([
				['M', [0, -34]],
				['L', [w + 4, -34]],
				['L', [w + 8, 4]],
				['Q', [w * 0.8, 12], [0, 12]],
			]),
			plan.garment.id === 'bomber' ? 'rib' : 'fabric',
		),
	);
}

function rolledBackNeck(flat: Flat, body: Body, h: number): void {
	const w = body.neckW;
	flat.piece(
		symmetric([
			['M', [0, -h]],
			['L', [w + 2, -h]],
			['L', [w + 6, 6]],
			['Q', [w * 0.9, 16], [0, 16]],
		]),
		'rib',
	);
	if (h > 40)
		flat.line(
			bothSides([
				['M', [0, -h / 2 + 4]],
				['L', [w + 4, -h / 2 + 4]],
			]),
			'seam',
		);
}

/** The back neckband's seam a band's width below the back neck, in the trim's colour if trimmed. */
function backNeckband(flat: Flat, plan: DesignPlan, body: Body): void {
	const side = neckline(body, necklineShape(plan.neckline)).side[0];
	const y = BACK_NECK + 10;
	if (trimmed(plan))
		flat.piece(
			symmetric([
				['M', [0, BACK_NECK]],
				['Q', [side * 0.95, BACK_NECK], [side, 0]],
				['L', [side + 4, 2]],
				['Q', [side, y], [0, y]],
			]),
			'part:trim',
		);
	flat.line(
		[
			['M', [-side - 4, 2]],
			['Q', [-side, y], [0, y]],
			['Q', [side, y], [side + 4, 2]],
		],
		ribbed(plan) ? 'seam' : 'stitch',
	);
}

/** x of the armhole at height y, between the shoulder and the armpit points. */
function armholeX(upper: BackUpper, y: number): number {
	const [sx, sy] = upper.shoulder;
	const [ax, ay] = upper.armpit;
	const t = Math.min(1, Math.max(0, (y - sy) / (ay - sy || 1)));
	return sx + (ax - sx) * t;
}

/** A shirt's straight yoke, a denim jacket's pointed one; none on what is cut without. */
function yokeOf(plan: DesignPlan): 'straight' | 'pointed' | undefined {
	const id = plan.garment.id;
	if (id === 'jacket' && plan.materials[0] === 'denim') return 'pointed';
	if (id === 'shirt' || id === 'pyjamas' || isMoto(plan)) return 'straight';
	// A shirt dress, a boiler suit: a collar buttoned down the front.
	if ((plan.family === 'dress' || plan.family === 'onepiece') && has(plan, 'collar'))
		return has(plan, 'buttons') ? 'straight' : undefined;
	return undefined;
}

/** The yoke across the shoulders, and on a shirt the box pleat below it. */
export function drawBackYoke(flat: Flat, plan: DesignPlan, upper: BackUpper): void {
	const kind = yokeOf(plan);
	if (!kind) return;
	const y = upper.shoulder[1] + (kind === 'pointed' ? 70 : 60);
	const x = armholeX(upper, y) - 2;
	const seam = (dy: number): Seg[] =>
		kind === 'pointed'
			? [
					['M', [-x, y + dy]],
					['L', [0, y + 34 + dy]],
					['L', [x, y + dy]],
				]
			: [
					['M', [-x, y + dy]],
					['Q', [0, y + 4 + dy], [x, y + dy]],
				];
	flat.part('back-yoke', () => flat.line(seam(0), 'seam').line(seam(6), 'stitch'));
	if (plan.garment.id === 'shirt')
		flat.part('box-pleat', () =>
			flat.line(
				bothSides([
					['M', [10, y + 3]],
					['L', [10, y + 70]],
				]),
				'fold',
			),
		);
}

/** A trench coat's storm flap: a cape of cloth over the shoulders, under the collar. */
export function drawStormFlap(flat: Flat, body: Body, upper: BackUpper): void {
	const y = upper.armpit[1] - 14;
	const x = armholeX(upper, y);
	flat.part('storm-flap', () => {
		flat.piece(
			symmetric([
				['M', [0, BACK_NECK]],
				['Q', [body.neckW * 0.95, BACK_NECK], [body.neckW, 0]],
				['L', upper.shoulder],
				['L', [x, y]],
				['Q', [x * 0.5, y + 8], [0, y + 20]],
			]),
		);
		flat.line(
			[
				['M', [-x + 6, y - 8]],
				['Q', [-x * 0.5, y], [0, y + 12]],
				['Q', [x * 0.5, y], [x - 6, y - 8]],
			],
			'stitch',
		);
	});
}

/** Tailored coats and jackets: a centre-back seam ending in a vent. */
const VENTED = new Set(['blazer', 'suit', 'coat', 'trench', 'raincoat']);
/** Cut with a centre-back seam but no vent. */
const SEAMED = new Set(['kimono', 'jacket']);

/** The centre-back seam from the neck, and the vent it opens into above the hem. */
export function drawCentreBack(flat: Flat, plan: DesignPlan, frame: Frame, from: number): void {
	const id = plan.garment.id;
	const { hemY, waistY } = frame;
	const vented = VENTED.has(id) && hemY - waistY > 120;
	if (!vented && !(SEAMED.has(id) && !yokeOf(plan))) return;
	const ventTop = vented ? hemY - Math.min(200, (hemY - waistY) * 0.6) : hemY;
	flat.part(vented ? 'back-vent' : 'centre-back-seam', () => {
		flat.line(
			[
				['M', [0, from]],
				['L', [0, ventTop]],
			],
			'seam',
		);
		if (vented)
			flat
				.line(
					[
						['M', [0, ventTop]],
						['L', [0, hemY]],
					],
					'edge',
				)
				.line(
					[
						['M', [0, ventTop]],
						['L', [12, ventTop + 14]],
						['L', [12, hemY - 2]],
					],
					'stitch',
				);
	});
}

/**
 * Whether the garment closes at the back: a dress or a jumpsuit with nothing down the front
 * (a zip at the front is drawn there, buttons or a wrap close it), unless it is pulled on.
 */
export function closesAtBack(plan: DesignPlan): boolean {
	return (
		closureOf(plan) === undefined &&
		!['kaftan', 'nightdress', 'saree', 'swimsuit', 'bodysuit', 'onesie'].includes(plan.garment.id)
	);
}

/** A concealed zip down the centre back, its pull at the top. */
export function drawBackZip(flat: Flat, top: number, bottom: number): void {
	flat.part('back-zip', () =>
		flat
			.line(
				[
					['M', [0, top]],
					['L', [0, bottom]],
				],
				'seam',
			)
			.line(
				bothSides([
					['M', [4, top + 2]],
					['L', [4, bottom]],
				]),
				'stitch',
			)
			.piece(
				[
					['M', [-4, top + 2]],
					['L', [4, top + 2]],
					['L', [3, top + 24]],
					['L', [-3, top + 24]],
					['Z'],
				],
				'part:zip',
			),
	);
}

/** A corset laces up the centre back. */
export function drawBackLacing(flat: Flat, top: number, bottom: number): void {
	flat.part('back-lacing', () => laceUp(flat, top, bottom));
}

/**
 * Draws what `draw` draws, mirrored across the centre line: what is on one side of the front is
 * on the other side seen from behind.
 */
export function mirrored(flat: Flat, draw: (into: Flat) => void): void {
	const into = new Flat();
	draw(into);
	for (const mark of into.marks)
		if (mark.type === 'piece') flat.piece(flip(mark.segs), mark.fill);
		else if (mark.type === 'line') flat.line(flip(mark.segs), mark.kind);
		else flat.dot(mirror(mark.at), mark.r, mark.fill);
}

interface BackFeature {
	when: (plan: DesignPlan, frame: Frame) => boolean;
	draw: (flat: Flat, plan: DesignPlan, frame: Frame) => void;
}

const isLower = (plan: DesignPlan): boolean => plan.family === 'bottom' || plan.family === 'skirt';

/**
 * The features that go all round, as the front draws them (features.ts), or their back: a belt
 * without its buckle, a wrap's ties, the back of a fur collar. What sits on the front alone (a
 * graphic, a bow, a ruffled bib, front lacing, embroidery and distressing placed on the front)
 * is left off.
 */
const BACK_FEATURES: readonly BackFeature[] = [
	{ when: (plan) => has(plan, 'epaulettes'), draw: epaulettes },
	{ when: (plan) => has(plan, 'belt'), draw: backBelt },
	{
		when: (plan) => has(plan, 'wrap') && !has(plan, 'belt') && !isLower(plan),
		draw: wrapTies,
	},
	{ when: (plan) => has(plan, 'peplum'), draw: peplum },
	{ when: (plan, frame) => has(plan, 'fringe') && frame.hemW > 0, draw: hemFringe },
	{ when: (plan) => has(plan, 'fur-trim') && !has(plan, 'hood'), draw: backFurCollar },
	{ when: (plan) => has(plan, 'studs') && !isLower(plan), draw: studs },
	{ when: (plan) => has(plan, 'beading') || plan.style.signature === 'beading', draw: beading },
	{ when: (plan) => has(plan, 'side-stripes'), draw: sideStripes },
	{ when: (plan) => has(plan, 'quilted'), draw: quilting },
	{
		when: (plan) => plan.style.signature === 'asymmetric-drape' && plan.family !== 'bottom',
		draw: (flat, plan, frame) => mirrored(flat, (into) => asymmetricDrape(into, plan, frame)),
	},
];

export function drawBackFeatures(flat: Flat, plan: DesignPlan, frame: Frame): void {
	for (const row of BACK_FEATURES) if (row.when(plan, frame)) row.draw(flat, plan, frame);
}

/** The belt round the back, through two loops on a coat; its buckle or bow is at the front. */
function backBelt(flat: Flat, plan: DesignPlan, { waistY, waistW }: Frame): void {
	const outer = plan.family === 'outer';
	const w = waistW + (outer ? 10 : 2);
	flat.part('back-belt', () => {
		beltBand(flat, [w, waistY]);
		if (outer)
			for (const x of [w * 0.62, -w * 0.62])
				flat.piece([
					['M', [x - 5, waistY - 18]],
					['L', [x + 5, waistY - 18]],
					['L', [x + 5, waistY + 18]],
					['L', [x - 5, waistY + 18]],
					['Z'],
				]);
	});
}

/** A wrap's ties, passed round the back of the waist to tie at the front. */
function wrapTies(flat: Flat, _plan: DesignPlan, { waistY, waistW }: Frame): void {
	flat.part('wrap-ties', () =>
		flat.piece(
			symmetric([
				['M', [0, waistY - 7]],
				['L', [waistW + 2, waistY - 7]],
				['L', [waistW + 3, waistY + 7]],
				['L', [0, waistY + 7]],
			]),
		),
	);
}

/** A fur collar seen from behind: the band round the back of the neck. */
function backFurCollar(flat: Flat, _plan: DesignPlan, { body }: Frame): void {
	const w = body.neckW;
	flat.part('back-collar', () =>
		furTrim(
			flat,
			[
				[0, -30],
				[w + 30, -36],
				[w + 44, 2],
			],
			[
				[w + 44, 2],
				[w + 40, 40],
				[0, 44],
			],
			[
				[0, 18],
				[w * 0.9, 16],
				[w + 6, 2],
			],
			[
				[w + 6, 2],
				[w + 4, -14],
				[0, -12],
			],
		),
	);
}
