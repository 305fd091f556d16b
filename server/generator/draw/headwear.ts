import type { DesignPlan } from '../resolve';
import type { Flat } from './flat';
import { circle, symmetric, type Pt, type Seg } from './geometry';
import { along, blob, decorate, smooth } from './kit';

/**
 * Hats and caps, centred on x = 0 with the head's opening at y = 0. A cap is seen from the side
 * with its peak to the right; a hat or a beanie from the front, the crown over the brim or cuff.
 */
export function drawHeadwear(flat: Flat, plan: DesignPlan): void {
	if (plan.garment.id === 'cap') return drawCap(flat, plan);
	if (plan.garment.id === 'beanie') return drawBeanie(flat, plan);
	drawHat(flat, plan);
}

/** Crown heights and brim spans by hat shape: [crown half width, crown height, brim half width, brim droop]. */
const HATS: Record<string, readonly [number, number, number, number]> = {
	fedora: [170, 230, 330, 10],
	bucket: [180, 190, 290, 80],
	'wide-brim': [170, 170, 440, 40],
};

function drawHat(flat: Flat, plan: DesignPlan): void {
	const [cw] = drawHatShape(flat, plan, true);
	decorate(flat, plan, [-cw * 0.8, -20], [cw * 0.8, -20], 12);
}

/**
 * The brim, the crown and the band round it (a bucket hat's rows of stitching instead); from the
 * `front` a fedora's crown shows its pinch. Returns the hat's measures (HATS).
 */
export function drawHatShape(
	flat: Flat,
	plan: DesignPlan,
	front: boolean,
): readonly [number, number, number, number] {
	const measures = HATS[plan.shape ?? 'fedora'] ?? HATS.fedora;
	const [cw, ch, bw, droop] = measures;
	// The brim: a wide flat ellipse seen from a little above; a bucket's slopes down.
	const brim: Seg[] = blob([
		[-bw, droop],
		[-bw * 0.7, -22],
		[0, -34],
		[bw * 0.7, -22],
		[bw, droop],
		[bw * 0.7, droop + 46],
		[0, droop + 56],
		[-bw * 0.7, droop + 46],
	]);
	flat.piece(brim, 'fabric');
	const crown: Seg[] =
		plan.shape === 'fedora' || plan.shape === undefined
			? symmetric([
					['M', [0, -ch + 30]],
					['Q', [cw * 0.5, -ch - 10], [cw * 0.95, -ch + 20]],
					['Q', [cw * 1.05, -ch * 0.5], [cw, 10]],
					['L', [0, 18]],
				])
			: symmetric([
					['M', [0, -ch]],
					['Q', [cw * 0.8, -ch], [cw * 0.9, -ch + 30]],
					['L', [cw * (plan.shape === 'bucket' ? 1.08 : 1), 10]],
					['L', [0, 18]],
				]);
	flat.piece(crown, 'fabric');
	if (front && (plan.shape === 'fedora' || plan.shape === undefined))
		flat.line(
			smooth([
				[0, -ch + 34],
				[-8, -ch * 0.7],
				[0, -ch * 0.45],
			]),
			'fold',
		);
	if (plan.shape === 'bucket')
		for (const k of [0.3, 0.6])
			flat.line(
				smooth([
					[-bw + (bw - cw) * k, droop * (1 - k)],
					[0, 30 + (droop + 26) * (1 - k)],
					[bw - (bw - cw) * k, droop * (1 - k)],
				]),
				'stitch',
			);
	else {
		// The hat band round the crown's foot.
		flat.piece(
			symmetric([
				['M', [0, -46]],
				['L', [cw * 0.99, -50]],
				['L', [cw, 10]],
				['L', [0, 18]],
			]),
			'accent',
		);
	}
	return measures;
}

function drawCap(flat: Flat, plan: DesignPlan): void {
	// The crown in side view, its front panel to the right, the peak reaching forward.
	const crown: Pt[] = [
		[-230, 0],
		[-236, -110],
		[-170, -220],
		[-20, -262],
		[130, -220],
		[210, -110],
		[220, 0],
	];
	flat.piece(
		[
			...smooth([
				[200, -8],
				[330, 10],
				[420, 46],
				[400, 70],
				[300, 56],
				[190, 34],
			]),
			['Z'],
		],
		'fabric',
	);
	flat.piece([...smooth(crown), ['Q', [0, 14], [-230, 0]], ['Z']], 'fabric');
	// Panel seams from the button, the sweatband's stitching and the eyelets.
	for (const foot of [-120, 60] as const)
		flat.line(
			smooth([
				[-20, -262],
				[foot * 0.7, -160],
				[foot, 4],
			]),
			'seam',
		);
	flat.line(
		smooth([
			[-224, -20],
			[0, -8],
			[214, -22],
		]),
		'stitch',
	);
	flat.line(
		smooth([
			[206, 0],
			[320, 24],
			[404, 58],
		]),
		'stitch',
	);
	flat.dot([-20, -262], 12, 'accent');
	flat.dots(
		[
			[-110, -170],
			[90, -175],
		],
		5,
		'lining',
	);
	if (plan.features.has('embroidery') || plan.features.has('beading') || plan.features.has('studs'))
		decorate(flat, plan, [60, -150], [160, -110], 14);
}

function drawBeanie(flat: Flat, plan: DesignPlan): void {
	drawBeanieBody(flat, plan);
	decorate(flat, plan, [-BEANIE_W * 0.7, -60], [BEANIE_W * 0.7, -60], 12);
}

/** Half a beanie's width. */
export const BEANIE_W = 230;

/** The crown gathered to a point, a turned-up ribbed cuff, a pom-pom if it has one. */
export function drawBeanieBody(flat: Flat, plan: DesignPlan): void {
	const w = BEANIE_W;
	flat.piece(
		symmetric([
			['M', [0, -330]],
			['Q', [w * 0.9, -320], [w, -80]],
			['L', [w, 0]],
			['L', [0, 0]],
		]),
		'fabric',
	);
	flat.piece(
		symmetric([
			['M', [0, -110]],
			['L', [w + 8, -110]],
			['Q', [w + 12, -50], [w + 6, 10]],
			['L', [0, 14]],
		]),
		'rib',
	);
	if (plan.features.has('pom-pom')) {
		flat.piece(circle([0, -370], 70), 'accent');
		flat.line(
			along([-40, -400], [40, -340], 5).flatMap(([x, y]): Seg[] => [
				['M', [x, y]],
				['L', [x + 10, y - 12]],
			]),
			'fold',
		);
	}
}
