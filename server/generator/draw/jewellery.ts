import type { DesignPlan } from '../resolve';
import type { Flat } from './flat';
import { circle, type Pt, type Seg } from './geometry';
import { along, decorate, ellipse, poly, polyline, roundRect, smooth } from './kit';

/**
 * A watch and jewellery from the front, centred on (0, 0). The piece named takes the design's
 * colour ("Gold Necklace", "Brown Leather Watch": a watch's colour is its strap's and dial's);
 * stones and hardware take the accent.
 */
export const JEWELLERY_DRAWERS: Record<string, (flat: Flat, plan: DesignPlan) => void> = {
	watch: drawWatch,
	necklace: drawNecklace,
	earrings: drawEarrings,
	bracelet: drawBracelet,
	ring: drawRing,
};

function drawWatch(flat: Flat, plan: DesignPlan): void {
	// The strap's two halves, the holed tail below and the buckle above.
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
	// The case with its lugs and crown, the dial and its hands.
	flat.piece(roundRect(174, -28, 44, 56, 10), 'metal');
	for (const y of [-1, 1]) flat.piece(roundRect(-96, y > 0 ? 100 : -150, 192, 50, 12), 'metal');
	flat.piece(circle([0, 0], 190), 'metal');
	flat.piece(circle([0, 0], 158), 'fabric');
	for (let i = 0; i < 12; i++) {
		const a = (i / 12) * Math.PI * 2;
		const [r0, r1] = i % 3 === 0 ? [118, 148] : [132, 148];
		flat.line(
			polyline([
				[Math.sin(a) * r0, -Math.cos(a) * r0],
				[Math.sin(a) * r1, -Math.cos(a) * r1],
			]),
			'edge',
		);
	}
	flat.line(
		polyline([
			[0, -110],
			[0, 0],
			[70, 44],
		]),
		'edge',
	);
	flat.dot([0, 0], 12, 'metal');
	decorate(flat, plan, [-60, -300], [60, -300], 8);
}

function drawNecklace(flat: Flat, plan: DesignPlan): void {
	// A chain of links hung in a U from the clasp, and a pendant at its lowest point.
	const chain: Pt[] = [];
	for (let i = 0; i <= 40; i++) {
		const t = (i / 40) * Math.PI;
		chain.push([-Math.cos(t) * 300, -360 + Math.sin(t) * 400]);
	}
	flat.line(smooth(chain), 'edge');
	flat.dots(chain, 11, 'fabric');
	flat.piece(roundRect(-14, 36, 28, 40, 10), 'metal');
	const drop: Seg[] = [
		['M', [0, 70]],
		['C', [80, 130], [90, 230], [0, 270]],
		['C', [-90, 230], [-80, 130], [0, 70]],
		['Z'],
	];
	flat.piece(drop, 'fabric');
	flat.piece(circle([0, 190], 40), 'accent');
	flat.line(
		polyline([
			[-40, 190],
			[0, 150],
			[40, 190],
			[0, 230],
			[-40, 190],
		]),
		'seam',
	);
	decorate(flat, plan, [-50, 290], [50, 290], 8);
}

function drawEarrings(flat: Flat, plan: DesignPlan): void {
	// A pair of drops: the hook, the stud it hangs from and the faceted drop.
	for (const x of [-170, 170]) {
		flat.line(
			smooth([
				[x - 6, -170],
				[x - 50, -260],
				[x + 10, -320],
				[x + 50, -260],
				[x + 40, -190],
			]),
			'edge',
		);
		flat.piece(circle([x, -160], 30), 'metal');
		flat.piece(roundRect(x - 8, -132, 16, 60, 6), 'metal');
		const drop: Seg[] = [
			['M', [x, -80]],
			['C', [x + 110, 10], [x + 100, 170], [x, 210]],
			['C', [x - 100, 170], [x - 110, 10], [x, -80]],
			['Z'],
		];
		flat.piece(drop, 'fabric');
		flat.piece(circle([x, 90], 46), 'accent');
		flat.line(
			polyline([
				[x - 46, 90],
				[x, 44],
				[x + 46, 90],
				[x, 136],
				[x - 46, 90],
			]),
			'seam',
		);
		decorate(flat, plan, [x - 40, -10], [x + 40, -10], 6);
	}
}

function drawBracelet(flat: Flat, plan: DesignPlan): void {
	// A bangle seen from a little above: its outer rim and the opening, thicker at the front.
	flat.piece([...ellipse([0, 0], 280, 150), ...ellipse([0, -22], 228, 104, true)], 'fabric');
	flat.line(smooth(ellipseArc(260, 128)), 'seam');
	decorate(flat, plan, [-200, 100], [200, 100], 12);
}

/** The lower half of an ellipse, for the bevel along a bangle's front. */
function ellipseArc(rx: number, ry: number): Pt[] {
	return Array.from({ length: 9 }, (_, i): Pt => {
		const t = (i / 8) * Math.PI;
		return [-Math.cos(t) * rx, Math.sin(t) * ry];
	});
}

function drawRing(flat: Flat, plan: DesignPlan): void {
	// The band seen from the front, and the stone in its prongs on top.
	flat.piece([...ellipse([0, 60], 200, 210), ...ellipse([0, 70], 152, 166, true)], 'fabric');
	flat.piece(
		poly([
			[-80, -150],
			[80, -150],
			[50, -110],
			[-50, -110],
		]),
		'metal',
	);
	flat.piece(
		poly([
			[-90, -250],
			[-50, -290],
			[50, -290],
			[90, -250],
			[0, -140],
		]),
		'accent',
	);
	flat.line(
		polyline([
			[-90, -250],
			[90, -250],
		]).concat(
			polyline([
				[-50, -290],
				[-30, -250],
				[0, -140],
				[30, -250],
				[50, -290],
			]),
		),
		'seam',
	);
	decorate(flat, plan, [-140, 200], [140, 200], 8);
}
