import type { DesignPlan } from '../../resolve';
import { type Body, neckline, necklineShape, upperHalf } from '../body';
import { closureOf, knitVest } from '../closures';
import { Flat } from '../flat';
import { has, isMoto, ribbed, trimmed } from '../frame';
import { bothSides, flip, type Pt, type Seg, symmetric } from '../geometry';
import { NECKLINE_SHAPES } from '../necks';
import { bow, furTrim } from '../trims';
import { mirrored } from './mirrored';

/**
 * What the backs of tops, coats, dresses and one-pieces share above the armhole: the back's
 * upper half (a back neck higher than the front's, or a bare back) and what stands at the back
 * of the neck (a hood lying down, the back of a collar, straps). How the back is cut and closed
 * is construction.ts; the features that go all round, features.ts. Each part only the back
 * shows is drawn under its `data-part`.
 */

/** How deep the back neck lies below the side neck points: far higher than a front neckline. */
export const BACK_NECK = 12;

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
 * everything the back draws (a puffer's a yoke), as it lies over them.
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
