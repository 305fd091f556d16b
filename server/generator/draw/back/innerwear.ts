import type { Flat } from '../flat';
import { bothSides, symmetric, type Pt, type Seg } from '../geometry';
import { along, polyline, roundRect, smooth } from '../kit';

/** Underwear from behind: a bra's back band and closure, the seat of briefs and boxers. */
export const INNERWEAR_BACKS: Record<string, (flat: Flat) => void> = {
	bra: drawBraBack,
	briefs: drawBriefsBack,
	boxers: drawBoxersBack,
};

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
