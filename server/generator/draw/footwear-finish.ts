import type { DesignPlan } from '../resolve';
import type { Flat } from './flat';
import type { Pt, Seg } from './geometry';
import { along, blob, hangingFringe, poly, polyline, smooth } from './kit';
import { bow } from './trims';

/**
 * What makes each kind of shoe that kind, drawn over the upper footwear.ts has drawn: a sneaker's
 * toe cap and lacing, an oxford's quarter, a loafer's moccasin seam and strap, a boot's gusset.
 */

export interface Shoe {
	/** The upper's top edge at x. */
	edge: (x: number) => Pt;
	soleTop: (x: number) => number;
	/** The sole's underside at x. */
	under: (x: number) => number;
	top: readonly Pt[];
}

/** Eyelets down the throat and the laces crossing between them. */
function laces(flat: Flat, shoe: Shoe, from: number, to: number, rows: number): void {
	const holes = along(shoe.edge(from), shoe.edge(to), rows).map(([x, y]): Pt => [x, y + 22]);
	flat.line(
		holes.slice(0, -1).flatMap((p, i): Seg[] => [
			['M', p],
			['L', [holes[i + 1][0] - 6, holes[i + 1][1] - 26]],
		]),
		'edge',
	);
	flat.line(polyline(holes.map(([x, y]): Pt => [x + 6, y + 14])), 'seam');
	flat.dots(holes, 5, 'metal');
}

/** What makes each kind of shoe that kind, drawn over its upper. */
export const FINISH: Record<string, (flat: Flat, plan: DesignPlan, shoe: Shoe) => void> = {
	sneakers: (flat, plan, shoe) => {
		// Heel counter, toe cap, the lacing and a side panel, as a sneaker's flat shows them.
		const [hx, hy] = shoe.edge(90);
		flat.line(
			smooth([
				[hx, hy + 8],
				[110, shoe.soleTop(110) - 50],
				[150, shoe.soleTop(150)],
			]),
		);
		flat.line(
			smooth([
				[470, shoe.edge(470)[1] + 6],
				[440, shoe.soleTop(440) - 40],
				[450, shoe.soleTop(450)],
			]),
		);
		// The outsole's tread in a darker shade: a white sneaker's sole still reads on the page.
		const xs = [0, 100, 200, 300, 400, 500, 590];
		flat.piece(
			[
				...smooth(xs.map((x): Pt => [x, shoe.under(x) - 22])),
				...smooth(
					[...xs].reverse().map((x): Pt => [x, shoe.under(x)]),
					false,
				),
				['Z'],
			],
			'lining',
		);
		// Laced, or a slip-on's elastic gore down the side of the throat.
		if (plan.features.has('lace-up')) laces(flat, shoe, 214, 370, 5);
		else gore(flat, shoe, 250);
		flat.line(
			smooth([
				[150, shoe.soleTop(150) - 30],
				[300, shoe.soleTop(300) - 70],
				[420, shoe.soleTop(420) - 40],
			]),
			'stitch',
		);
	},
	shoes: (flat, _plan, shoe) => {
		// An oxford's quarter over the vamp, closed lacing and a toe cap.
		const [qx, qy] = shoe.edge(226);
		flat.line(
			smooth([
				[qx, qy + 10],
				[250, shoe.soleTop(250) - 50],
				[200, shoe.soleTop(200)],
			]),
		);
		flat.line(
			smooth([
				[500, shoe.edge(500)[1] + 4],
				[478, shoe.soleTop(478) - 30],
				[486, shoe.soleTop(486)],
			]),
		);
		laces(flat, shoe, 226, 320, 4);
	},
	loafers: (flat, plan, shoe) => {
		// The moccasin seam round the vamp and the strap across it, a penny slot or a bit.
		flat.line(
			smooth([
				shoe.edge(290),
				[400, shoe.edge(400)[1] + 24],
				[560, shoe.edge(560)[1] + 18],
				[600, shoe.soleTop(600) - 10],
			]),
			'stitch',
		);
		// The saddle: a band over the instep down both sides, with a penny slot or a metal bit.
		const [a, b] = [shoe.edge(250), shoe.edge(410)];
		flat.piece(
			[
				...smooth([
					[a[0] - 6, a[1] + 4],
					[330, a[1] - 4],
					[b[0] + 6, b[1] + 4],
				]),
				...smooth(
					[
						[b[0] - 10, b[1] + 62],
						[330, a[1] + 52],
						[a[0] + 4, a[1] + 62],
					],
					false,
				),
				['Z'],
			],
			'lining',
		);
		const slot: Pt[] = [
			[300, a[1] + 22],
			[330, a[1] + 14],
			[360, b[1] + 22],
			[330, a[1] + 36],
		];
		flat.piece(blob(slot), plan.features.has('buckle') ? 'metal' : 'sheer');
		if (plan.features.has('fringe')) hangingFringe(flat, [318, a[1] + 36], [342, a[1] + 36], 40);
	},
	slippers: (flat, _plan, shoe) => {
		// A plush collar round the opening and a seam round the toe puff.
		const rim = [158, 190, 250, 330, 410].map(shoe.edge);
		flat.piece(
			[
				...smooth(rim.map(([x, y]): Pt => [x, y - 8])),
				...smooth(
					[...rim].reverse().map(([x, y]): Pt => [x, y + 30]),
					false,
				),
				['Z'],
			],
			'rib',
		);
		flat.line(
			smooth([
				[470, shoe.edge(470)[1] + 8],
				[500, shoe.soleTop(500) - 50],
				[560, shoe.soleTop(560) - 20],
			]),
			'seam',
		);
	},
	clogs: (flat, _plan, shoe) => {
		// Vents across the vamp and a strap round the heel, riveted to the sides.
		for (const [x, row] of [
			[300, 3],
			[380, 3],
			[460, 2],
		])
			flat.dots(
				along([x, shoe.edge(x)[1] + 34], [x + 20, shoe.soleTop(x) - 40], row),
				11,
				'lining',
			);
		const y = shoe.soleTop(150) - 80;
		flat.piece(
			[
				...smooth([
					[170, y - 20],
					[60, y - 34],
					[-14, y + 10],
					[-10, shoe.soleTop(0) - 10],
				]),
				['L', [24, shoe.soleTop(20) - 14]],
				...smooth(
					[
						[24, shoe.soleTop(20) - 14],
						[30, y + 30],
						[80, y + 8],
						[170, y + 16],
					],
					false,
				),
				['Z'],
			],
			'fabric',
		);
		flat.dot([160, y - 2], 14, 'metal');
	},
	flats: (flat, plan, shoe) => {
		if (plan.features.has('bow')) bow(flat, [shoe.edge(400)[0], shoe.edge(400)[1] + 6], 0.7);
		if (plan.features.has('ankle-strap')) ankleStrap(flat, shoe);
	},
	heels: (flat, plan, shoe) => {
		if (plan.features.has('ankle-strap')) ankleStrap(flat, shoe);
	},
	boots: (flat, plan, shoe) => {
		const [tx, ty] = shoe.edge(0);
		// A pull tab at the back, then how the boot closes: laces, a side zip, or an elastic gusset.
		flat.piece(
			poly([
				[tx + 4, ty + 10],
				[tx - 26, ty - 6],
				[tx - 26, ty + 40],
				[tx + 4, ty + 50],
			]),
			'fabric',
		);
		const top = shoe.edge(232)[1];
		if (plan.features.has('lace-up'))
			laces(flat, shoe, 236, 300, Math.max(4, Math.round((shoe.soleTop(240) - top) / 60)));
		else if (plan.features.has('zip')) {
			flat.line(
				polyline([
					[60, top + 8],
					[60, shoe.soleTop(60) - 30],
				]),
				'edge',
			);
			flat.piece(
				poly([
					[54, top + 12],
					[66, top + 12],
					[64, top + 44],
					[56, top + 44],
				]),
				'part:zip',
			);
		} else if (plan.length === 'ankle' || plan.length === undefined)
			flat.piece(
				poly([
					[96, top],
					[130, top + 150],
					[166, top],
				]),
				'rib',
			);
		if (plan.features.has('buckle')) {
			const y = shoe.soleTop(200) - 120;
			flat.piece(
				poly([
					[4, y],
					[244, y - 6],
					[246, y + 22],
					[4, y + 28],
				]),
				'accent',
			);
			flat.piece(
				poly([
					[150, y - 8],
					[182, y - 9],
					[182, y + 28],
					[150, y + 30],
				]),
				'metal',
			);
		}
	},
};

/** A slip-on's elastic gore: a ribbed wedge from the collar down the side of the throat. */
function gore(flat: Flat, shoe: Shoe, x: number): void {
	const [tx, ty] = shoe.edge(x);
	flat.piece(
		poly([
			[tx - 30, ty + 6],
			[tx + 30, ty + 4],
			[tx + 6, ty + 110],
		]),
		'rib',
	);
}

/** A Mary Jane strap over the instep from the collar, buckled at its top. */
function ankleStrap(flat: Flat, shoe: Shoe): void {
	const [x, y] = shoe.edge(170);
	flat.piece(
		[
			...smooth([
				[x - 20, y + 4],
				[x + 10, y - 50],
				[x + 60, y - 84],
			]),
			...smooth(
				[
					[x + 92, y - 70],
					[x + 40, y - 34],
					[x + 24, y + 8],
				],
				false,
			),
			['Z'],
		],
		'fabric',
	);
	flat.piece(
		poly([
			[x + 48, y - 82],
			[x + 80, y - 88],
			[x + 84, y - 62],
			[x + 52, y - 56],
		]),
		'metal',
	);
}
