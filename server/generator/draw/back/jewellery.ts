import type { Flat } from '../flat';
import { circle, type Pt } from '../geometry';
import { along, ellipse, poly, polyline, roundRect, smooth } from '../kit';

/** Watches and jewellery from behind: a case back, a clasp, the backs of settings. */
export const JEWELLERY_BACKS: Record<string, (flat: Flat) => void> = {
	watch: drawWatchBack,
	necklace: drawNecklaceBack,
	earrings: drawEarringsBack,
	bracelet: drawBraceletBack,
	ring: drawRingBack,
};

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
