import type { DesignPlan } from '../../resolve';
import { BELT, drawAccessory, drawBeltStrap, drawGlove } from '../accessories';
import type { Flat } from '../flat';
import { bothSides, circle, symmetric, type Pt, type Seg } from '../geometry';
import { along, blob, ellipse, hangingFringe, poly, polyline, roundRect, smooth } from '../kit';
import { bow } from '../trims';
import { mirrored } from './bodice';

/**
 * The small accessories from their reverse: a belt's back with the buckle's chape, a scarf from
 * behind the neck, a tie's back with its keeper and tipping, the other side of a pair of socks,
 * sunglasses from the wearer's side, gloves palm up, a watch's case back, the back of jewellery
 * and of underwear. Decorations (studs, beads, embroidery) are the front's.
 */
export function drawAccessoryBack(flat: Flat, plan: DesignPlan): void {
	(BACK_DRAWERS[plan.garment.id] ?? drawScarfBack)(flat, plan);
}

const BACK_DRAWERS: Record<string, (flat: Flat, plan: DesignPlan) => void> = {
	belt: drawBeltBack,
	scarf: drawScarfBack,
	tie: drawTieBack,
	socks: drawSocksBack,
	sunglasses: drawSunglassesBack,
	gloves: drawGlovesBack,
	watch: drawWatchBack,
	necklace: drawNecklaceBack,
	earrings: drawEarringsBack,
	bracelet: drawBraceletBack,
	ring: drawRingBack,
	bra: drawBraBack,
	briefs: drawBriefsBack,
	boxers: drawBoxersBack,
};

/**
 * A belt turned over: the buckle now on the right, no prong showing, the strap's end folded round
 * the buckle's bar into a chape stitched and riveted.
 */
function drawBeltBack(flat: Flat): void {
	const { y, h } = BELT;
	mirrored(flat, (into) => {
		drawBeltStrap(into);
		into.piece(roundRect(-470, y(-420) - h / 2 - 22, 100, h + 44, 16), 'metal');
		into.piece(roundRect(-452, y(-420) - h / 2 - 4, 64, h + 8, 8), 'fabric');
	});
	flat.part('chape', () => {
		const x0 = 420;
		flat.piece(roundRect(x0 - 130, y(-380) - h / 2 + 4, 130, h - 8, 10), 'fabric');
		flat.line(
			polyline([
				[x0 - 122, y(-380) - h / 2 + 12],
				[x0 - 122, y(-380) + h / 2 - 12],
			]),
			'stitch',
		);
		flat.dots(
			[
				[x0 - 96, y(-380) - 18],
				[x0 - 96, y(-380) + 18],
			],
			6,
			'metal',
		);
	});
}

/**
 * A scarf from behind: the loop round the back of the neck lies over the two ends, which hang
 * in front (the left one now on the right).
 */
function drawScarfBack(flat: Flat, plan: DesignPlan): void {
	const tail = (x: number, drop: number, lean: number): Seg[] =>
		poly([
			[x - 70, 60],
			[x + 70, 60],
			[x + 70 + lean, drop],
			[x - 70 + lean, drop],
		]);
	for (const [x, drop, lean] of [
		[-90, 760, -10],
		[80, 700, -30],
	]) {
		flat.piece(tail(x, drop, lean), 'fabric');
		flat.line(
			polyline([
				[x + 20, 80],
				[x + 20 + lean * 0.9, drop - 20],
			]),
			'fold',
		);
		if (plan.features.has('fringe') || plan.materials[0] === 'wool' || plan.materials[0] === 'knit')
			hangingFringe(flat, [x - 66 + lean, drop], [x + 66 + lean, drop], 50);
	}
	flat.part('nape-band', () => {
		flat.piece(
			blob([
				[-170, 80],
				[-150, -90],
				[0, -140],
				[150, -90],
				[170, 80],
				[90, 80],
				[80, -40],
				[0, -70],
				[-80, -40],
				[-90, 80],
			]),
			'fabric',
		);
		flat.line(
			smooth([
				[-150, 20],
				[-120, -80],
				[0, -112],
				[120, -80],
				[150, 20],
			]),
			'fold',
		);
	});
}

/**
 * A tie's back: the blade's edges folded in to a slip-stitched seam, the keeper that holds the
 * narrow end, the label under it, the lined tip; a bow tie's band and its slider.
 */
function drawTieBack(flat: Flat, plan: DesignPlan): void {
	if (plan.features.has('bow')) {
		flat.part('neckband', () => flat.piece(roundRect(-300, -16, 600, 32, 14), 'fabric'));
		bow(flat, [0, 0], 5);
		flat.part('neckband', () => flat.piece(roundRect(180, -24, 40, 48, 6), 'metal'));
		return;
	}
	flat.piece(
		symmetric([
			['M', [0, 0]],
			['L', [48, 0]],
			['L', [30, 84]],
			['L', [0, 90]],
		]),
		'fabric',
	);
	flat.piece(
		symmetric([
			['M', [0, 90]],
			['L', [28, 86]],
			['L', [96, 780]],
			['L', [0, 860]],
		]),
		'fabric',
	);
	flat.part('tipping', () =>
		flat.piece(
			symmetric([
				['M', [0, 730]],
				['L', [90, 720]],
				['L', [96, 780]],
				['L', [0, 860]],
			]),
			'lining',
		),
	);
	flat.part('back-seam', () =>
		flat.line(
			polyline([
				[0, 96],
				[0, 726],
			]),
			'stitch',
		),
	);
	flat.part('keeper', () => {
		flat.piece(roundRect(-56, 330, 112, 34, 6), 'fabric');
		flat.piece(roundRect(-30, 380, 60, 30, 4), 'lining');
	});
}

/** The plan without what decorates its front (kit.ts `decorate`), for drawing its reverse. */
const undecorated = (plan: DesignPlan): DesignPlan => ({
	...plan,
	features: new Set(),
	style: { ...plan.style, signature: undefined },
});

/** The pair from the other side: mirrored, the sock in front now the one behind. */
function drawSocksBack(flat: Flat, plan: DesignPlan): void {
	const plain = undecorated(plan);
	flat.part('inner-side', () => mirrored(flat, (into) => drawAccessory(into, plain)));
}

/**
 * Sunglasses from the wearer's side: the same rims and lenses, the nose pads on their arms, the
 * hinges where the temples fold.
 */
function drawSunglassesBack(flat: Flat, plan: DesignPlan): void {
	const plain = undecorated(plan);
	drawAccessory(flat, plain);
	flat.part('hinges', () => {
		for (const side of [-1, 1]) flat.piece(roundRect(side * 300 - 14, -82, 28, 44, 6), 'metal');
	});
	flat.part('nose-pads', () => {
		for (const side of [-1, 1]) {
			flat.line(
				polyline([
					[side * 30, -48],
					[side * 44, -10],
				]),
				'edge',
			);
			flat.piece(ellipse([side * 48, 6], 12, 20), 'sheer');
		}
	});
}

/**
 * Gloves palm up: the thumbs now point outwards (the hands closer together, so the pair spans what
 * the front's does), the palm's creases, no points down the back.
 */
function drawGlovesBack(flat: Flat, plan: DesignPlan): void {
	for (const side of [-1, 1]) {
		const at = ([x, y]: Pt): Pt => [side * (112 - x), y];
		drawGlove(flat, plan, at, false);
		flat.part('palm', () => {
			flat.line(
				[
					...smooth([at([-84, -60]), at([-10, -90]), at([84, -70])]),
					...smooth([at([-90, 30]), at([-20, -10]), at([40, -40])]),
				],
				'fold',
			);
			if (plan.shape !== 'mitten')
				flat.line(
					[-44, 0, 44].flatMap((x): Seg[] => [
						['M', at([x, -130])],
						['L', at([x, -104])],
					]),
					'seam',
				);
		});
	}
}

/** A watch's case back: screwed, engraved in rings; the strap's inner side, the crown mirrored. */
function drawWatchBack(flat: Flat): void {
	flat.piece(roundRect(-78, -440, 156, 340, 30), 'fabric');
	flat.piece(roundRect(-78, 100, 156, 360, 30), 'fabric');
	for (const x of [-60, 60])
		flat.line(
			polyline([
				[x, -420],
				[x, -120],
			]).concat(
				polyline([
					[x, 120],
					[x, 440],
				]),
			),
			'stitch',
		);
	flat.dots(along([0, 250], [0, 410], 4), 8, 'lining');
	flat.piece(roundRect(-92, -460, 184, 70, 18), 'metal');
	flat.piece(roundRect(-70, -444, 140, 38, 8), 'fabric');
	flat.piece(roundRect(-218, -28, 44, 56, 10), 'metal');
	for (const y of [-1, 1]) flat.piece(roundRect(-96, y > 0 ? 100 : -150, 192, 50, 12), 'metal');
	flat.part('caseback', () => {
		flat.piece(circle([0, 0], 190), 'metal');
		flat.piece(circle([0, 0], 150), 'metal');
		flat.line(ellipse([0, 0], 110, 110), 'seam');
		flat.line(ellipse([0, 0], 60, 60), 'seam');
		for (let i = 0; i < 4; i++) {
			const a = Math.PI / 4 + (i * Math.PI) / 2;
			flat.dot([Math.cos(a) * 170, Math.sin(a) * 170], 9, 'metal');
		}
	});
}

/** A necklace from behind: the clasp where the chain's ends meet, the pendant's plain back. */
function drawNecklaceBack(flat: Flat): void {
	const chain: Pt[] = [];
	for (let i = 0; i <= 40; i++) {
		const t = (i / 40) * Math.PI;
		chain.push([-Math.cos(t) * 300, -360 + Math.sin(t) * 400]);
	}
	flat.line(smooth(chain), 'edge');
	flat.dots(chain, 11, 'fabric');
	flat.piece(roundRect(-14, 36, 28, 40, 10), 'metal');
	flat.part('pendant-back', () => {
		flat.piece(
			[
				['M', [0, 70]],
				['C', [80, 130], [90, 230], [0, 270]],
				['C', [-90, 230], [-80, 130], [0, 70]],
				['Z'],
			],
			'fabric',
		);
		flat.piece(roundRect(-18, 180, 36, 14, 4), 'metal');
	});
	flat.part('clasp', () => {
		flat.piece(ellipse([-300, -380], 22, 30), 'metal');
		flat.piece([...ellipse([-300, -420], 14, 14), ...ellipse([-300, -420], 7, 7, true)], 'metal');
	});
}

/** Earrings from behind: the hooks the other way round, the drops' settings closed at the back. */
function drawEarringsBack(flat: Flat): void {
	for (const x of [-170, 170]) {
		flat.line(
			smooth([
				[x + 6, -170],
				[x + 50, -260],
				[x - 10, -320],
				[x - 50, -260],
				[x - 40, -190],
			]),
			'edge',
		);
		flat.piece(circle([x, -160], 30), 'metal');
		flat.piece(roundRect(x - 8, -132, 16, 60, 6), 'metal');
		flat.piece(
			[
				['M', [x, -80]],
				['C', [x + 110, 10], [x + 100, 170], [x, 210]],
				['C', [x - 100, 170], [x - 110, 10], [x, -80]],
				['Z'],
			],
			'fabric',
		);
		flat.part('setting-back', () => {
			flat.piece(circle([x, 90], 40), 'metal');
			flat.line(
				polyline([
					[x - 28, 90],
					[x + 28, 90],
				]).concat(
					polyline([
						[x, 62],
						[x, 118],
					]),
				),
				'seam',
			);
		});
	}
}

/** A bangle turned round: the bevel along the far rim now, and the hinge of its clasp. */
function drawBraceletBack(flat: Flat): void {
	flat.piece([...ellipse([0, 0], 280, 150), ...ellipse([0, 22], 228, 104, true)], 'fabric');
	const arc = Array.from({ length: 9 }, (_, i): Pt => {
		const t = (i / 8) * Math.PI;
		return [-Math.cos(t) * 260, -Math.sin(t) * 128];
	});
	flat.line(smooth(arc), 'seam');
	flat.part('clasp', () => flat.piece(roundRect(-30, 120, 60, 36, 8), 'metal'));
}

/** A ring from behind: the band's inside, and under the stone the gallery that holds it. */
function drawRingBack(flat: Flat): void {
	flat.piece([...ellipse([0, 60], 200, 210), ...ellipse([0, 70], 152, 166, true)], 'fabric');
	flat.part('gallery', () => {
		flat.piece(
			poly([
				[-90, -250],
				[90, -250],
				[50, -150],
				[-50, -150],
			]),
			'metal',
		);
		flat.piece(ellipse([0, -200], 26, 26), 'accent');
		flat.line(
			polyline([
				[-70, -230],
				[70, -230],
			]),
			'seam',
		);
	});
}

/**
 * A bra from behind: the back band with its hook-and-eye closure at the centre, the straps rising
 * from it to the shoulders; the cups are at the front.
 */
function drawBraBack(flat: Flat): void {
	for (const side of [-1, 1]) {
		const strap: Seg[] = [
			['M', [side * 150, -10]],
			['C', [side * 170, -150], [side * 250, -330], [side * 300, -400]],
			['L', [side * 300, -380]],
			['C', [side * 262, -316], [side * 196, -150], [side * 180, -10]],
			['Z'],
		];
		flat.piece(strap, 'fabric');
		flat.piece(roundRect(side * 190 - 16, -180, 32, 16, 4), 'metal');
	}
	flat.part('back-band', () => {
		flat.piece(
			symmetric([
				['M', [0, -20]],
				['L', [250, -30]],
				['Q', [370, -40], [430, -70]],
				['L', [430, 40]],
				['Q', [340, 54], [250, 50]],
				['L', [0, 40]],
			]),
			'fabric',
		);
		flat.line(
			bothSides(
				polyline([
					[20, 30],
					[250, 38],
					[420, 28],
				]),
			),
			'stitch',
		);
	});
	flat.part('hook-closure', () => {
		flat.piece(roundRect(-40, -24, 80, 66, 8), 'fabric');
		flat.dots(along([-18, -12], [-18, 30], 3), 5, 'metal');
		flat.dots(along([18, -12], [18, 30], 3), 5, 'metal');
	});
}

/** Briefs from behind: the fuller seat, its leg bindings; no gusset. */
function drawBriefsBack(flat: Flat): void {
	flat.part('seat', () => {
		flat.piece(
			symmetric([
				['M', [0, 0]],
				['L', [270, -6]],
				['L', [262, 80]],
				['C', [250, 210], [170, 320], [90, 380]],
				['L', [0, 384]],
			]),
			'fabric',
		);
		flat.line(
			bothSides(
				smooth([
					[250, 100],
					[200, 260],
					[96, 362],
				]),
			),
			'stitch',
		);
	});
	flat.piece(
		symmetric([
			['M', [0, -4]],
			['L', [272, -10]],
			['L', [270, 40]],
			['L', [0, 46]],
		]),
		'rib',
	);
}

/** Boxers from behind: no fly, a seam down the seat, the hems and side slits as the front's. */
function drawBoxersBack(flat: Flat): void {
	const leg: Pt = [310, 400];
	flat.piece(
		symmetric([
			['M', [0, 0]],
			['L', [280, 0]],
			['L', leg],
			['L', [34, 410]],
			['Q', [12, 290], [0, 250]],
		]),
		'fabric',
	);
	flat.piece(roundRect(-284, -10, 568, 66, 10), 'rib');
	flat.part('seat-seam', () =>
		flat.line(
			polyline([
				[0, 56],
				[0, 250],
			]),
			'stitch',
		),
	);
	flat.line(
		bothSides(
			polyline([
				[300, 370],
				[40, 380],
			]),
		),
		'stitch',
	);
	flat.line(
		bothSides(
			polyline([
				[296, 330],
				[310, 400],
			]),
		),
		'edge',
	);
}
