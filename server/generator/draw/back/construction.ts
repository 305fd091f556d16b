import type { DesignPlan } from '../../resolve';
import type { Body } from '../body';
import { closureOf, laceUp } from '../closures';
import { Flat } from '../flat';
import { type Frame, has, isMoto } from '../frame';
import { bothSides, type Seg, symmetric } from '../geometry';
import { BACK_NECK, type BackUpper } from './bodice';

/**
 * How a back is cut and closed: a yoke across the shoulders, a trench's storm flap, the
 * centre-back seam with its vent, a back zip, a corset's lacing.
 */

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
