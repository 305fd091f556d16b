import type { DesignPlan } from '../resolve';
import { type Body, neckline, necklineShape } from './body';
import { Flat } from './flat';
import { has, neckDepth, ribbed, trimmed } from './frame';
import { bothSides, flip, type Pt, type Seg, symmetric } from './geometry';
import { furTrim } from './trims';

/**
 * Collars and hoods: everything at the neck, and what shows behind it.
 */

/** What sits behind the body: a hood, the inside of the back neck. */
export function drawBehind(flat: Flat, plan: DesignPlan, body: Body, openTo?: number): void {
	const w = body.neckW;
	if (has(plan, 'hood')) {
		flat.piece(
			symmetric([
				['M', [0, -190]],
				['C', [w + 60, -192], [w + 78, -120], [w + 66, -40]],
				['Q', [w + 56, 14], [w + 20, 30]],
				['L', [0, 30]],
			]),
		);
		flat.piece(
			symmetric([
				['M', [0, -166]],
				['C', [w + 34, -166], [w + 46, -110], [w + 40, -44]],
				['Q', [w + 30, 24], [0, 48]],
			]),
			'lining',
		);
	}
	if (openTo !== undefined)
		flat.piece(
			symmetric([
				['M', [0, -10]],
				['L', [w + 6, -8]],
				['L', [w + 8, openTo]],
				['L', [0, openTo]],
			]),
			'lining',
		);
}

/** Everything at the neck: straps, the neckline's own shape, then what stands at the neck. */
export function drawNeck(
	flat: Flat,
	plan: DesignPlan,
	body: Body,
	strapTops: Pt[],
	lapelBreak?: number,
): void {
	const w = body.neckW;
	for (const top of strapTops) {
		const strap: Seg[] = [
			['M', top],
			['L', [w + 14, -2]],
			['L', [w + 20, -2]],
			['L', [top[0] + 6, top[1] + 2]],
			['Z'],
		];
		flat.piece(strap).piece(flip(strap));
	}
	if (plan.neckline !== undefined) NECKLINE_SHAPES[plan.neckline]?.(flat, body);
	const neck: Neck = { flat, plan, body, lapelBreak };
	NECK_PARTS.find((part) => part.when(neck))?.draw(neck);
}

/** Necklines drawn beyond the body's cut: a band, a roll, a fold. */
export const NECKLINE_SHAPES: Partial<Record<string, (flat: Flat, body: Body) => void>> = {
	halter: (flat, { neckW: w }) =>
		flat.piece(
			symmetric([
				['M', [0, -18]],
				['Q', [w * 0.7, -18], [w * 0.85, -6]],
				['L', [w * 0.6, 2]],
				['Q', [w * 0.4, -6], [0, -6]],
			]),
		),
	'one-shoulder': (flat, body) =>
		flat.piece([
			['M', [body.armpit[0] * 0.2, body.bareTop + 4]],
			['Q', [body.neckW, 10], [body.neckW + 6, -4]],
			['L', [body.neckW + 44, 4]],
			['Q', [body.armpit[0] * 0.9, body.bareTop - 10], [body.armpit[0], body.bareTop + 2]],
			['Z'],
		]),
	'off-shoulder': (flat, body) =>
		flat.line(
			symmetric([
				['M', [0, 74]],
				['Q', [body.shoulder[0] * 0.5, 78], [body.shoulder[0] + 10, 64]],
			]).slice(0, 3),
			'stitch',
		),
	turtleneck: (flat, body) => rolledNeck(flat, body, 64, true),
	'mock-neck': (flat, body) => rolledNeck(flat, body, 34, false),
	'cowl-neck': (flat, { neckW: w }) => {
		for (const depth of [18, 32])
			flat.line(
				[
					['M', [-w * 1.3, 4]],
					['Q', [0, 46 + depth], [w * 1.3, 4]],
				],
				'fold',
			);
	},
};

function rolledNeck(flat: Flat, body: Body, h: number, folded: boolean): void {
	const w = body.neckW;
	flat.piece(
		symmetric([
			['M', [0, -h]],
			['L', [w + 2, -h]],
			['L', [w + 6, 6]],
			['Q', [w * 0.9, 28], [0, 28]],
		]),
		'rib',
	);
	if (folded)
		flat.line(
			bothSides([
				['M', [0, -h / 2 + 4]],
				['L', [w + 4, -h / 2 + 4]],
			]),
			'seam',
		);
}

interface Neck {
	flat: Flat;
	plan: DesignPlan;
	body: Body;
	lapelBreak?: number;
}

/** What stands at the neck: the first row that applies, and only it, is drawn. */
const NECK_PARTS: readonly { when: (neck: Neck) => boolean; draw: (neck: Neck) => void }[] = [
	{ when: ({ plan }) => has(plan, 'hood'), draw: hoodRim },
	{ when: ({ lapelBreak }) => lapelBreak !== undefined, draw: lapels },
	{ when: ({ plan }) => has(plan, 'collar'), draw: collar },
	{
		when: ({ plan }) =>
			['crew-neck', 'v-neck', 'scoop-neck'].includes(plan.neckline!) &&
			plan.family !== 'outer' &&
			!has(plan, 'lapels') &&
			plan.garment.id !== 'corset',
		draw: neckband,
	},
];

function hoodRim({ flat, plan, body }: Neck): void {
	const w = body.neckW;
	// Hood rims cross at the centre front, over the body's neckline.
	const rim: Seg[] = [
		['M', [w + 40, -44]],
		['Q', [w + 30, 24], [0, 48]],
		['L', [0, 62]],
		['Q', [w + 44, 34], [w + 54, -40]],
		['Z'],
	];
	flat.piece(rim).piece(flip(rim));
	// Fur round the face opening, over the rim.
	if (has(plan, 'fur-trim'))
		furTrim(
			flat,
			[
				[0, -186],
				[w + 64, -188],
				[w + 60, -40],
			],
			[
				[w + 60, -40],
				[w + 48, 42],
				[0, 68],
			],
			[
				[0, 46],
				[w + 30, 22],
				[w + 40, -44],
			],
			[
				[w + 40, -44],
				[w + 44, -168],
				[0, -166],
			],
		);
	if (has(plan, 'drawstring')) {
		for (const x of [14, -14]) {
			flat.line(
				[
					['M', [x, 56]],
					['Q', [x * 1.2, 110], [x * 1.3, 150]],
				],
				'edge',
			);
			flat.piece(
				[
					['M', [x * 1.3 - 3, 150]],
					['L', [x * 1.3 + 3, 150]],
					['L', [x * 1.3 + 3, 166]],
					['L', [x * 1.3 - 3, 166]],
					['Z'],
				],
				'metal',
			);
		}
	}
}

function lapels({ flat, body, lapelBreak }: Neck): void {
	const w = body.neckW;
	const lapel: Seg[] = [
		['M', [w + 2, 6]],
		['L', [w + 14, 60]],
		['L', [w + 56, 70]],
		['Q', [w + 50, lapelBreak! * 0.6], [0, lapelBreak!]],
		['Z'],
	];
	const collar: Seg[] = [
		['M', [w - 4, -10]],
		['L', [w + 12, -8]],
		['L', [w + 34, 50]],
		['L', [w + 14, 60]],
		['L', [w + 2, 6]],
		['Z'],
	];
	flat.piece(collar).piece(flip(collar)).piece(lapel).piece(flip(lapel));
}

function collar({ flat, plan, body }: Neck): void {
	const w = body.neckW;
	const polo = plan.garment.id === 'polo';
	const outer = plan.family === 'outer';
	const drop = polo ? 56 : outer ? 96 : 74;
	const collar: Seg[] = outer
		? [['M', [2, 30]], ['L', [w + 2, -10]], ['L', [w + 40, 8]], ['L', [w + 24, drop]], ['Z']]
		: [
				['M', [2, 28]],
				['L', [w + 2, -8]],
				['L', [w + 22, 6]],
				['L', [drop * 0.5 + 4, drop]],
				['Z'],
			];
	flat.piece(
		symmetric([
			['M', [0, -14]],
			['L', [w + 4, -12]],
			['L', [w + 2, -2]],
			['L', [0, 0]],
		]),
	);
	flat.piece(collar).piece(flip(collar));
}

/** The neckband's seam follows the neckline a band's width below it. */
function neckband({ flat, plan, body }: Neck): void {
	const w = body.neckW;
	const neck = plan.neckline!;
	const depth = neckDepth(body, neck);
	const side = neck === 'scoop-neck' ? w * 1.4 : w;
	const seam: Seg[] =
		neck === 'v-neck'
			? [
					['M', [-side - 4, 2]],
					['L', [0, depth + 16]],
					['L', [side + 4, 2]],
				]
			: [
					['M', [-side - 4, 2]],
					['Q', [-side, depth + 14], [0, depth + 14]],
					['Q', [side, depth + 14], [side + 4, 2]],
				];
	if (trimmed(plan)) {
		// A contrast trim ("white with red trim") is the neckband itself, in the trim's colour:
		// from the neckline's centre out to its side, then back along the seam.
		const seamBack: Seg =
			neck === 'v-neck' ? ['L', [0, depth + 16]] : ['Q', [side, depth + 14], [0, depth + 14]];
		flat.piece(
			symmetric([...neckline(body, necklineShape(neck)).segs, ['L', [side + 4, 2]], seamBack]),
			'part:trim',
		);
	}
	flat.line(seam, ribbed(plan) ? 'seam' : 'stitch');
}

export function standCollar(flat: Flat, plan: DesignPlan, body: Body): void {
	if (['hood', 'collar', 'lapels', 'fur-trim'].some((id) => has(plan, id))) return;
	const w = body.neckW;
	flat.piece(
		symmetric([
			['M', [0, -34]],
			['L', [w + 4, -34]],
			['L', [w + 8, 4]],
			['Q', [w * 0.8, 24], [0, 24]],
		]),
		plan.garment.id === 'bomber' ? 'rib' : 'fabric',
	);
}
