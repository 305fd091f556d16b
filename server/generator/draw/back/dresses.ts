import type { DesignPlan } from '../../resolve';
import type { Body } from '../body';
import { drawSkirtBody, drawSkirtDetails, drawWaistSeam, dressShape, tiered } from '../dresses';
import { Flat } from '../flat';
import { type Frame, has } from '../frame';
import { bothSides, type Pt, type Seg, symmetric } from '../geometry';
import { drawSleeves } from '../sleeves';
import { backUpperHalf, drawBackNeck, drawHoodDown } from './bodice';
import { closesAtBack, drawBackYoke, drawBackZip } from './construction';
import { drawBackFeatures } from './features';
import { drawJeansBack } from './legs';

/**
 * The backs of dresses and skirts: the front's bodice and skirt under a back neck, closed by a
 * centre-back zip when nothing closes the front, with a train spreading behind.
 */

export function drawDressBack(flat: Flat, plan: DesignPlan, body: Body): void {
	const id = plan.garment.id;
	const sleeved = plan.sleeves !== undefined && plan.sleeves !== 'sleeveless';
	const upper = backUpperHalf(body, plan.neckline, sleeved);
	const { waist, skirt, bodice } = dressShape(plan, body, upper.armpit);
	const { outline, seams } = tiered(plan, waist, skirt);
	flat.piece(symmetric([...upper.segs, ...bodice, ...outline]));
	if (id !== 'kaftan') drawWaistSeam(flat, plan, upper.armpit, waist);
	seams.forEach((seam) => flat.line(seam, 'seam'));
	const frame: Frame = {
		body,
		openTop: upper.top,
		hemY: skirt.hemY,
		hemW: skirt.hemW,
		waistY: waist[1],
		waistW: waist[0],
		sleeves: [],
		skirtTop: waist[1],
	};
	drawBackYoke(flat, plan, upper);
	drawSkirtDetails(flat, plan, frame, skirt.hemW, true);
	if (has(plan, 'train')) drawBackTrain(flat, waist, skirt.hemW, skirt.hemY);
	frame.sleeves = drawSleeves(flat, plan, upper.shoulder, upper.armpit, false);
	if (closesAtBack(plan)) drawBackZip(flat, upper.top + 2, waist[1] + 150);
	drawBackNeck(flat, plan, body, upper.strapTops, { lapels: false, crossed: true });
	if (id === 'saree') drawPalluBack(flat, body);
	drawBackFeatures(flat, plan, frame);
	drawHoodDown(flat, plan, body);
}

/** Seen from behind, the train is the back of the skirt spreading out over the floor. */
function drawBackTrain(flat: Flat, waist: Pt, hemW: number, hemY: number): void {
	const top = waist[1] + 110;
	flat.part('train', () => {
		flat.piece(
			symmetric([
				['M', [0, top]],
				['Q', [waist[0] * 0.9, top], [hemW * 0.75, hemY - 60]],
				['Q', [hemW * 1.06, hemY - 10], [hemW * 1.16, hemY + 34]],
				['Q', [hemW * 0.7, hemY + 74], [0, hemY + 76]],
			]),
		);
		for (const t of [0.3, 0.62])
			flat.line(
				bothSides([
					['M', [waist[0] * 0.3 * t, top + 30]],
					['Q', [hemW * 0.5 * t, hemY - 80], [hemW * t, hemY + 66 - 20 * t]],
				]),
				'fold',
			);
	});
}

/**
 * A saree's pallu falls from the shoulder down the back, its end bordered: on the other side
 * from where the front shows it falling behind.
 */
function drawPalluBack(flat: Flat, body: Body): void {
	const [sx, sy] = body.shoulder;
	flat.part('pallu', () => {
		flat.piece([
			['M', [body.neckW + 4, 0]],
			['L', [sx + 14, sy + 6]],
			['L', [sx + 62, 660]],
			['L', [-sx * 0.3, 610]],
			['Z'],
		]);
		flat.line(
			[
				['M', [-sx * 0.3 + 4, 586]],
				['L', [sx + 58, 636]],
				['M', [-sx * 0.3 + 2, 598]],
				['L', [sx + 60, 648]],
			],
			'stitch',
		);
	});
}

export function drawSkirtBack(flat: Flat, plan: DesignPlan): void {
	const { waist, skirt, frame } = drawSkirtBody(flat, plan);
	const bandY = waist[1] + (plan.rise === 'high-waisted' ? 44 : 30);
	// A denim skirt is cut like jeans at the back (and closes at the front, with a fly); any
	// other is shaped by darts, or by its pleats, and zipped at the back.
	const denim = plan.materials[0] === 'denim';
	if (denim) drawJeansBack(flat, waist[0], bandY, waist, skirt.segs);
	else if (!has(plan, 'pleats'))
		flat.part('back-darts', () =>
			flat.line(
				bothSides([
					['M', [waist[0] * 0.5, bandY]],
					['L', [waist[0] * 0.53, bandY + 76]],
				]),
				'seam',
			),
		);
	drawSkirtDetails(flat, plan, frame, skirt.hemW, true);
	if (!denim && !has(plan, 'buttons') && !has(plan, 'zip')) drawBackZip(flat, bandY, bandY + 150);
	if (plan.shape === 'pencil') drawKickVent(flat, skirt.hemY);
	drawBackFeatures(flat, plan, frame);
}

/** A pencil skirt's vent at the centre-back hem, so its wearer can walk. */
function drawKickVent(flat: Flat, hemY: number): void {
	const vent: Seg[] = [
		['M', [0, hemY - 110]],
		['L', [0, hemY]],
	];
	flat.part('back-vent', () =>
		flat.line(vent, 'edge').line(
			[
				['M', [0, hemY - 110]],
				['L', [10, hemY - 98]],
				['L', [10, hemY - 2]],
			],
			'stitch',
		),
	);
}
