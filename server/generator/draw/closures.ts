import type { DesignPlan } from '../resolve';
import { Flat } from './flat';
import { type Frame, has, isMoto } from './frame';
import { bothSides, type Pt, range, type Seg } from './geometry';
import { standCollar } from './necks';
import { bow } from './trims';

/**
 * Closures down the centre front: buttons, zips, a wrap, lacing.
 */

/** The closure drawn down the centre front, if any: the first of these the design has. */
export function closureOf(plan: DesignPlan): string | undefined {
	if (isMoto(plan)) return 'zip';
	return ['wrap', 'zip', 'double-breasted', 'buttons'].find(
		(id) => has(plan, id) && !(id === 'zip' && knitVest(plan)),
	);
}

/** A knitted (sweater) vest is not drawn zipped, whatever it was asked for. */
export const knitVest = (plan: DesignPlan): boolean =>
	plan.garment.id === 'vest' && plan.family !== 'outer' && !has(plan, 'quilted');

/** Buttons, zips and wrap fronts down the centre front, grouped under the closure's id. */
export function drawClosure(flat: Flat, plan: DesignPlan, frame: Frame): void {
	const closure = closureOf(plan);
	if (closure) flat.detail(closure, () => drawFront(flat, plan, frame));
	else drawFront(flat, plan, frame);
}

function drawFront(flat: Flat, plan: DesignPlan, frame: Frame): void {
	const top = frame.openTop;
	const bottom = frame.hemY;
	const outer = plan.family === 'outer';
	if (isMoto(plan)) {
		// A biker jacket zips on a diagonal from the hem up under the right lapel.
		const w = frame.body.neckW;
		flat.line(
			[
				['M', [-26, bottom]],
				['L', [-26, top + 10]],
				['L', [w + 20, 70]],
			],
			'edge',
		);
		flat.line(
			[
				['M', [-30, bottom - 4]],
				['L', [-30, top + 12]],
				['L', [w + 16, 74]],
			],
			'stitch',
		);
		flat.piece(
			[
				['M', [-31, bottom - 60]],
				['L', [-21, bottom - 60]],
				['L', [-22, bottom - 34]],
				['L', [-30, bottom - 34]],
				['Z'],
			],
			'part:zip',
		);
		return;
	}
	if (has(plan, 'wrap')) {
		flat.line(
			[
				['M', [-frame.body.neckW, 0]],
				['Q', [-10, frame.waistY * 0.55], [frame.waistW * 0.9, frame.waistY]],
			],
			'edge',
		);
		if (plan.family !== 'outer' || !has(plan, 'belt'))
			bow(flat, [frame.waistW * 0.92, frame.waistY], 0.7);
		return;
	}
	if (has(plan, 'zip') && !knitVest(plan)) {
		if (
			outer ||
			plan.garment.id === 'hoodie' ||
			plan.garment.id === 'puffer' ||
			plan.garment.id === 'vest'
		)
			standCollar(flat, plan, frame.body);
		zipLine(
			flat,
			outer || plan.garment.id === 'hoodie' || plan.garment.id === 'vest' ? -30 : top,
			outer || plan.garment.id === 'vest' || plan.garment.id === 'hoodie' ? bottom : top + 150,
		);
		return;
	}
	if (has(plan, 'double-breasted')) {
		flat.line(
			[
				['M', [34, top]],
				['L', [34, bottom - 4]],
			],
			'edge',
		);
		const rows = outer && bottom > 600 ? 3 : 2;
		for (let i = 0; i < rows; i++)
			flat.dots(
				[
					[54, top + 26 + i * 72],
					[-34, top + 26 + i * 72],
				],
				7,
			);
		return;
	}
	if (has(plan, 'buttons')) {
		const placket =
			plan.family === 'top' && ['shirt', 'polo', 'blouse', 'cardigan'].includes(plan.garment.id);
		const end = plan.garment.id === 'polo' ? top + 110 : bottom - 28;
		if (placket)
			flat.line(
				bothSides([
					['M', [10, top + 2]],
					['L', [10, end]],
				]),
				'seam',
			);
		else
			flat.line(
				[
					['M', [0, top]],
					['L', [0, bottom - 2]],
				],
				'edge',
			);
		const count =
			plan.garment.id === 'polo' ? 2 : Math.max(2, Math.min(7, Math.round((end - top) / 68)));
		const step = (end - top - 30) / Math.max(1, count - (plan.garment.id === 'polo' ? 0 : 1));
		flat.dots(
			range(count).map((i) => [0, top + 22 + i * step] as Pt),
			outer ? 7 : 5,
		);
		return;
	}
	if (outer && plan.garment.id !== 'kimono')
		flat.line(
			[
				['M', [0, top]],
				['L', [0, bottom]],
			],
			'edge',
		);
}

export function zipLine(flat: Flat, top: number, bottom: number): void {
	flat.detail('zip', () => zipTrack(flat, top, bottom));
}

function zipTrack(flat: Flat, top: number, bottom: number): void {
	flat.line(
		bothSides([
			['M', [3, top]],
			['L', [3, bottom]],
		]),
		'seam',
	);
	flat.line(
		[
			['M', [0, top]],
			['L', [0, bottom]],
		],
		'stitch',
	);
	flat.piece(
		[['M', [-5, top + 4]], ['L', [5, top + 4]], ['L', [4, top + 30]], ['L', [-4, top + 30]], ['Z']],
		'part:zip',
	);
}

export function laceUp(flat: Flat, top: number, bottom: number): void {
	const rows = Math.max(3, Math.round((bottom - top) / 30));
	const step = (bottom - top) / rows;
	const segs: Seg[] = [];
	for (let i = 0; i < rows; i++) {
		const y = top + i * step + 8;
		segs.push(['M', [-10, y]], ['L', [10, y + step]], ['M', [10, y]], ['L', [-10, y + step]]);
		flat.dots(
			[
				[-10, y],
				[10, y],
			],
			2.6,
			'metal',
		);
	}
	flat.line(segs, 'edge');
}
