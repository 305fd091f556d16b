import type { DesignPlan } from '../../resolve';
import type { Flat } from '../flat';
import { FLIP_FLOP, heightAt, shoeLast } from '../footwear';
import type { Pt, Seg } from '../geometry';
import { blob, decorate, ellipse, hangingFringe, poly, roundRect, smooth } from '../kit';

/**
 * Shoes from behind, as a pair: each heel on the ground (y = 0), the heel block under the seat,
 * the sole, the heel counter up to the collar (a boot's shaft), the back seam, and beyond them
 * the wider forefoot. Heights come from the same last as the side view (footwear.ts), so a
 * stiletto stands as high, a boot's shaft is as tall. Flip-flops, drawn from above in front,
 * are turned over to show their soles.
 */

/** Half widths seen from behind: at the heel, across the forefoot. */
const HEEL_W = 80;
const FORE_W = 104;
/** How far each shoe of the pair stands from the middle. */
const APART = 190;

export function drawFootwearBack(flat: Flat, plan: DesignPlan): void {
	if (plan.garment.id === 'flip-flops') return drawFlipFlopSoles(flat);
	for (const side of [-1, 1]) heelView(flat, plan, side);
}

/** One shoe of the pair; `side` is -1 for the left, whose outer side is to the left. */
function heelView(flat: Flat, plan: DesignPlan, side: number): void {
	const id = plan.garment.id;
	const { base, heelKind, heel, sole, top } = shoeLast(plan);
	const cx = side * APART;
	const at = ([x, y]: Pt): Pt => [cx + side * x, y];
	const pts = (points: readonly Pt[]): Pt[] => points.map(at);
	const seat = -heel;
	const soleTop = seat - sole;
	const open = top.length > 0 && top[0][0] > 60;
	// The counter's height at the heel; an open back shows the vamp's mouth instead.
	const collar = soleTop - (open || top.length === 0 ? 0 : heightAt(top, 0));
	const vamp = top.length > 0 ? Math.max(...top.filter(([x]) => x > 240).map(([, h]) => h)) : 0;

	const tall = collar < soleTop - 200;
	const neck = tall ? HEEL_W * 0.8 : HEEL_W * 0.86;
	// A shoe's sides run from the heel cup down to the forefoot, curving in at the arch; over the
	// vamp, lower than the collar, the inside of the shoe shows. A boot's shaft closes it.
	if (top.length > 0 && !open && id !== 'boots' && collar < -sole - vamp) {
		const wall = (inset: number, foot: number): Seg[] => [
			['M', at([-neck + inset, collar + inset])],
			['Q', at([-neck + inset * 0.6, -sole - vamp * 1.1]), at([-FORE_W + inset, foot])],
			['L', at([FORE_W - inset, foot])],
			['Q', at([neck - inset * 0.6, -sole - vamp * 1.1]), at([neck - inset, collar + inset])],
			['Z'],
		];
		flat.piece(wall(0, -sole), 'fabric');
		flat.piece(wall(12, -sole - vamp * 0.5), 'lining');
	}
	// Beyond the heel: the forefoot, flat on the ground and wider, its vamp rising over it.
	if (top.length > 0) {
		flat.piece(
			[
				['M', at([-FORE_W + 6, -sole])],
				[
					'C',
					at([-FORE_W + 2, -sole - vamp * 0.9]),
					at([-30, -sole - vamp]),
					at([0, -sole - vamp]),
				],
				[
					'C',
					at([30, -sole - vamp]),
					at([FORE_W - 2, -sole - vamp * 0.9]),
					at([FORE_W - 6, -sole]),
				],
				['Z'],
			],
			'fabric',
		);
		flat.piece(
			roundRect(cx - FORE_W, -sole, 2 * FORE_W, sole, Math.min(sole / 2, 10)),
			base.soleFill,
		);
	}
	if (id === 'sneakers')
		// The tongue stands above the collar, further forward.
		flat.part('tongue', () =>
			flat.piece(
				blob(
					pts([
						[-34, collar + 20],
						[-30, -sole - heightAt(top, 226) + 10],
						[0, -sole - heightAt(top, 226) - 2],
						[30, -sole - heightAt(top, 226) + 10],
						[34, collar + 20],
					]),
				),
				'fabric',
			),
		);

	// The heel block: a stiletto's post, a block heel, a wedge filling the arch.
	// As the side view draws it: a wedge only when it stands higher than the sole.
	const kind = heelKind === 'wedge' && heel <= sole + 4 ? '' : heelKind;
	if (heel > 4) flat.part('heel', () => flat.piece(heelBlock(kind, seat, at), base.soleFill));

	if (open) return openBack(flat, plan, { at, pts, soleTop, sole, seat, vamp });
	if (top.length === 0) return sandalBack(flat, plan, { at, pts, soleTop, sole, seat, vamp });

	// The sole under the heel seat, and the counter (a boot's shaft) up to the collar.
	const sw = id === 'sneakers' ? HEEL_W + 10 : HEEL_W + 4;
	flat.piece(roundRect(cx - sw, soleTop, 2 * sw, sole, Math.min(sole / 2, 12)), base.soleFill);
	if (id === 'sneakers') flat.piece(roundRect(cx - sw, seat - 22, 2 * sw, 22, 10), 'lining');
	const counter: Pt[] = tall
		? [
				[-HEEL_W, soleTop],
				[-HEEL_W * 0.78, soleTop - 130],
				[-neck, collar],
				[neck, collar],
				[HEEL_W * 0.78, soleTop - 130],
				[HEEL_W, soleTop],
			]
		: [
				[-HEEL_W, soleTop],
				[-HEEL_W * 0.96, (soleTop + collar) / 2],
				[-neck, collar],
				[neck, collar],
				[HEEL_W * 0.96, (soleTop + collar) / 2],
				[HEEL_W, soleTop],
			];
	// A sneaker's collar dips at the middle, for the Achilles tendon.
	const dip = id === 'sneakers' ? 18 : 4;
	flat.part('heel-counter', () => {
		// The collar's corners are rounded over, as a padded or turned edge is.
		const r = 14;
		flat.piece(
			[
				['M', at(counter[0])],
				['C', at(counter[1]), at(counter[1]), at([-neck, collar + r])],
				['Q', at([-neck, collar]), at([-neck + r, collar + 1])],
				['Q', at([0, collar + dip * 2]), at([neck - r, collar + 1])],
				['Q', at([neck, collar]), at([neck, collar + r])],
				['C', at(counter[4]), at(counter[4]), at(counter[5])],
				['Z'],
			],
			'fabric',
		);
		// A sneaker's heel counter stiffens the lower heel: a panel of its own.
		if (id === 'sneakers')
			flat.piece(
				[
					['M', at([-HEEL_W + 2, soleTop])],
					['Q', at([-HEEL_W + 6, soleTop - 48]), at([0, soleTop - 54])],
					['Q', at([HEEL_W - 6, soleTop - 48]), at([HEEL_W - 2, soleTop])],
					['Z'],
				],
				'lining',
			);
	});
	flat.part('heel-seam', () => {
		if (id === 'shoes' || id === 'loafers')
			// The backstay: a strip over the back seam.
			flat.piece(roundRect(cx - 9, collar + dip + 2, 18, soleTop - collar - dip - 2, 4), 'fabric');
		flat.line(
			[
				['M', at([0, collar + dip + 4])],
				['L', at([0, soleTop - 2])],
			],
			'seam',
		);
	});
	// The welt's stitching across the sole.
	flat.line(
		[
			['M', at([-sw + 8, soleTop + sole * 0.45])],
			['L', at([sw - 8, soleTop + sole * 0.45])],
		],
		'stitch',
	);
	if (id === 'sneakers' || id === 'boots')
		flat.part('pull-tab', () => {
			flat.piece(
				[
					['M', at([-14, collar + dip + 30])],
					['L', at([-14, collar + dip - 26])],
					['Q', at([0, collar + dip - 40]), at([14, collar + dip - 26])],
					['L', at([14, collar + dip + 30])],
					['Z'],
				],
				'fabric',
			);
			flat.line(
				[
					['M', at([-6, collar + dip - 14])],
					['L', at([6, collar + dip - 14])],
				],
				'seam',
			);
		});
	if (plan.features.has('ankle-strap') && (id === 'heels' || id === 'flats'))
		ankleStrap(flat, at, collar, soleTop);
	if (plan.features.has('buckle') && id === 'boots')
		strapAround(flat, at, soleTop - 120, HEEL_W * 0.8);
	decorate(flat, plan, at([-HEEL_W * 0.6, collar + 26]), at([HEEL_W * 0.6, collar + 26]), 10);
	if (plan.features.has('fringe') && id !== 'loafers')
		hangingFringe(flat, at([-neck + 6, collar + 20]), at([neck - 6, collar + 20]), 60);
}

interface Heel {
	at: (p: Pt) => Pt;
	pts: (points: readonly Pt[]) => Pt[];
	soleTop: number;
	sole: number;
	seat: number;
	vamp: number;
}

/** A stiletto tapers to a point, a block heel stands square, a wedge fills out to the sole. */
function heelBlock(kind: string, seat: number, at: (p: Pt) => Pt): Seg[] {
	if (kind === 'stiletto' || kind === 'kitten-heel')
		return [
			['M', at([-20, seat])],
			['L', at([20, seat])],
			['Q', at([8, seat * 0.5]), at([6, 0])],
			['L', at([-6, 0])],
			['Q', at([-8, seat * 0.5]), at([-20, seat])],
			['Z'],
		];
	const [topW, footW] =
		kind === 'wedge' ? [HEEL_W - 2, HEEL_W - 8] : kind === 'block-heel' ? [38, 34] : [56, 54];
	return poly([at([-topW, seat]), at([topW, seat]), at([footW, 0]), at([-footW, 0])]);
}

/** A slipper's or a clog's open back: the sole, the footbed, the vamp's mouth beyond. */
function openBack(flat: Flat, plan: DesignPlan, { at, pts, soleTop, sole, vamp }: Heel): void {
	const id = plan.garment.id;
	const mouth: Pt[] = [
		[-FORE_W + 24, -sole],
		[-FORE_W + 30, -sole - vamp * 0.5],
		[0, -sole - vamp * 0.62],
		[FORE_W - 30, -sole - vamp * 0.5],
		[FORE_W - 24, -sole],
	];
	flat.part('vamp-opening', () => {
		flat.piece([...smooth(pts(mouth)), ['Z']], 'lining');
		if (id === 'slippers')
			flat.line(smooth(pts(mouth.map(([x, y]): Pt => [x * 1.08, y - 8]))), 'seam');
	});
	const sw = HEEL_W + 8;
	const cx = at([0, 0])[0];
	flat.piece(roundRect(cx - sw, soleTop, 2 * sw, sole, Math.min(sole / 2, 14)), 'lining');
	// The footbed's top edge, seen end on.
	flat.line(
		[
			['M', at([-sw + 6, soleTop + 6])],
			['L', at([sw - 6, soleTop + 6])],
		],
		'stitch',
	);
	if (id === 'clogs')
		flat.part('heel-strap', () => {
			const y = soleTop - 70;
			flat.piece(
				[
					['M', at([-HEEL_W - 6, y - 16])],
					['Q', at([0, y + 16]), at([HEEL_W + 6, y - 16])],
					['L', at([HEEL_W + 6, y + 6])],
					['Q', at([0, y + 38]), at([-HEEL_W - 6, y + 6])],
					['Z'],
				],
				'fabric',
			);
			flat.dots([at([-HEEL_W - 2, y - 4]), at([HEEL_W + 2, y - 4])], 9, 'metal');
		});
}

/** A sandal from behind: the sole, the straps over the foot as arches, a strap up the heel. */
function sandalBack(flat: Flat, plan: DesignPlan, { at, soleTop, sole }: Heel): void {
	const cx = at([0, 0])[0];
	const sw = HEEL_W + 10;
	// The straps over the foot, the far (lower) one first.
	flat.part('straps', () => {
		for (const h of [96, 150]) {
			const y = -sole;
			flat.piece(
				[
					['M', at([-FORE_W + 6, y])],
					['Q', at([0, y - h * 2]), at([FORE_W - 6, y])],
					['L', at([FORE_W - 24, y])],
					['Q', at([0, y - h * 2 + 56]), at([-FORE_W + 24, y])],
					['Z'],
				],
				'fabric',
			);
		}
	});
	flat.piece(roundRect(cx - sw, soleTop, 2 * sw, sole, Math.min(sole / 2, 12)), 'lining');
	if (plan.features.has('ankle-strap') || plan.features.has('buckle') || plan.shape)
		flat.part('heel-strap', () => {
			const band = soleTop - 150;
			flat.piece(roundRect(cx - 16, band, 32, soleTop - band, 8), 'fabric');
			strapAround(flat, at, band, HEEL_W * 0.7);
		});
	decorate(flat, plan, at([-50, -sole - 170]), at([50, -sole - 170]), 10);
}

/** A strap round the ankle above a shoe's collar, up from the heel, buckled on the outer side. */
function ankleStrap(flat: Flat, at: (p: Pt) => Pt, collar: number, soleTop: number): void {
	flat.part('ankle-strap', () => {
		const cx = at([0, 0])[0];
		flat.piece(roundRect(cx - 12, collar - 60, 24, soleTop - collar + 50, 6), 'fabric');
		strapAround(flat, at, collar - 70, HEEL_W * 0.62);
	});
}

/** A band round the ankle or the shaft at `y`, its buckle on the outer side. */
function strapAround(flat: Flat, at: (p: Pt) => Pt, y: number, w: number): void {
	flat.piece(
		[
			['M', at([-w, y - 4])],
			['Q', at([0, y + 10]), at([w, y - 4])],
			['L', at([w, y + 18])],
			['Q', at([0, y + 32]), at([-w, y + 18])],
			['Z'],
		],
		'fabric',
	);
	const [bx, by] = at([-w + 4, y + 7]);
	flat.piece(roundRect(bx - 12, by - 16, 24, 32, 5), 'metal');
}

/**
 * Flip-flops turned over: each sole where the other's footbed was (turning the pair over swaps
 * them), the tread across it and the three plugs of its strap.
 */
function drawFlipFlopSoles(flat: Flat): void {
	for (const side of [-1, 1]) {
		const at = ([x, y]: Pt): Pt => [-(side * x + side * 120), y];
		flat.part('outsole', () => {
			flat.piece(blob(FLIP_FLOP.map(at)), 'fabric');
			const treads: [number, number][] = [
				[-230, 52],
				[-160, 66],
				[-90, 60],
				[-20, 58],
				[50, 62],
				[120, 64],
				[190, 54],
				[245, 36],
			];
			flat.line(
				treads.flatMap(([y, w]): Seg[] => [
					['M', at([-w, y])],
					['Q', at([0, y + 10]), at([w, y])],
				]),
				'seam',
			);
			for (const plug of [
				[-20, -200],
				[72, -10],
				[-62, -10],
			] as const)
				flat.piece(ellipse(at(plug), 12, 12), 'accent');
		});
	}
}
