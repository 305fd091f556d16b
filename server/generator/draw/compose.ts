import type { DesignPlan } from '../resolve';
import {
	bodyFor,
	cuffBand,
	legsHalf,
	neckline,
	necklineShape,
	skirtHalf,
	sideToHem,
	sleeve,
	upperHalf,
	type Body,
	type LegSpec,
	type Sleeve,
} from './body';
import { Flat } from './flat';
import { bothSides, flip, lerp, onQuad, symmetric, type Pt, type Seg } from './geometry';

/**
 * Turns a plan into a flat: the garment family decides the outline, the details decide what is
 * drawn on it. Every family shares the same pieces (upper body, sleeves, skirt, legs) and the
 * same detail drawers, so a hood looks the same on a hoodie, a parka and a dress.
 */

/** Where details attach, in body units; filled in by whichever family draws the outline. */
interface Frame {
	body: Body;
	/** y where a front opening starts (below the neckline) and where the garment ends. */
	openTop: number;
	hemY: number;
	hemW: number;
	waistY: number;
	waistW: number;
	sleeves: Sleeve[];
	legs?: LegSpec;
	skirtTop?: number;
}

const KNITS = new Set([
	'knit',
	'cable-knit',
	'wool',
	'merino',
	'lambswool',
	'cashmere',
	'mohair',
	'alpaca',
	'angora',
	'fleece',
	'jersey',
	'terry',
	'crochet',
]);
const RIBBED_GARMENTS = new Set([
	'sweater',
	'sweatshirt',
	'hoodie',
	'cardigan',
	'bomber',
	'joggers',
]);
/** Legwear pulled on over an elastic waist: no fly, no belt loops, no pressed hem. */
const PULL_ON = new Set(['leggings', 'tights']);

export function drawFlat(plan: DesignPlan): Flat {
	const flat = new Flat();
	const body = bodyFor(plan);
	switch (plan.family) {
		case 'top':
		case 'outer':
			drawUpperGarment(flat, plan, body);
			break;
		case 'dress':
			drawDress(flat, plan, body);
			break;
		case 'onepiece':
			drawOnePiece(flat, plan, body);
			break;
		case 'skirt':
			drawSkirt(flat, plan);
			break;
		case 'bottom':
			drawBottoms(flat, plan);
			break;
		case 'cape':
			drawCape(flat, plan, body);
			break;
	}
	return flat;
}

const has = (plan: DesignPlan, id: string): boolean => plan.features.has(id);
/** A zipped leather or suede jacket is drawn as a biker jacket: wide lapels, diagonal zip. */
const isMoto = (plan: DesignPlan): boolean =>
	plan.garment.id === 'jacket' &&
	has(plan, 'zip') &&
	['leather', 'faux-leather', 'suede'].includes(plan.materials[0]);
/** The prompt gave the garment's edges a colour of their own: "white with red trim". */
const trimmed = (plan: DesignPlan): boolean => plan.partColors.has('trim');
const ribbed = (plan: DesignPlan): boolean =>
	RIBBED_GARMENTS.has(plan.garment.id) ||
	(plan.garment.id !== 't-shirt' && KNITS.has(plan.materials[0]) && plan.family === 'top');

// ---------------------------------------------------------------------------------------------
// Families

function drawUpperGarment(flat: Flat, plan: DesignPlan, body: Body): void {
	const outer = plan.family === 'outer';
	const lapels = has(plan, 'lapels') || isMoto(plan);
	const breakY = has(plan, 'double-breasted') ? 200 : 232;
	const hem: Pt = [body.hem[0], body.hem[1]];
	const sleeved = plan.sleeves !== undefined && plan.sleeves !== 'sleeveless';
	const neck = lapels ? 'v-neck' : plan.neckline;
	const upper = upperHalf(body, neck, sleeved);
	if (lapels) upper.segs[0] = ['M', [0, breakY]];
	const outline = symmetric([
		...upper.segs,
		...sideToHem(body, upper.armpit, hem),
		...hemFor(plan, hem),
	]);

	const bottoms = plan.garment.bottoms;
	if (bottoms) {
		// A set is shown as worn: the suit's trousers, the tracksuit's joggers hang below the top.
		const waist: Pt = [body.waist[0] * 1.02, body.waist[1] + 40];
		const legs = legsHalf(waist, bottoms, 800, 1, false);
		flat.piece(symmetric([['M', [0, waist[1]]], ['L', waist], ...legs.segs]));
		const crease = (legs.inner + legs.outer) / 2;
		if (bottoms === 'straight-leg')
			flat.line(
				bothSides([
					['M', [crease, hem[1] + 20]],
					['L', [crease, legs.hemY - 4]],
				]),
				'fold',
			);
	}
	drawBehind(flat, plan, body, lapels ? breakY : undefined);
	flat.piece(outline);
	const frame: Frame = {
		body,
		openTop: lapels ? breakY : neckDepth(body, neck),
		hemY: hem[1],
		hemW: hem[0],
		waistY: body.waist[1],
		waistW: body.waist[0],
		sleeves: [],
	};
	if (plan.garment.id === 'corset') drawBoning(flat, body, hem[1]);
	if (ribbed(plan) || plan.garment.id === 'bomber') bandAcross(flat, hem, 30, 'rib');
	else if (plan.garment.id !== 'corset')
		flat.line(
			bothSides([
				['M', [0, hem[1] - 16]],
				['L', [hem[0] - 2, hem[1] - 16]],
			]),
			'stitch',
		);
	frame.sleeves = drawSleeves(flat, plan, upper.shoulder, upper.armpit, outer);
	drawNeck(flat, plan, body, upper.strapTops, lapels ? breakY : undefined);
	drawClosure(flat, plan, frame);
	drawFeatures(flat, plan, frame);
}

function drawDress(flat: Flat, plan: DesignPlan, body: Body): void {
	const sleeved = plan.sleeves !== undefined && plan.sleeves !== 'sleeveless';
	const upper = upperHalf(body, plan.neckline, sleeved);
	// A kaftan has no waist: it falls straight and wide from the underarm.
	const kaftan = plan.garment.id === 'kaftan';
	const waist: Pt = kaftan ? [upper.armpit[0] * 1.08, body.waist[1]] : body.waist;
	const volume = plan.style.volume * (plan.garment.id === 'gown' ? 1.15 : 1);
	const skirt = skirtHalf(
		waist,
		plan.shape,
		plan.length,
		volume,
		plan.shape === 'flared' || plan.shape === 'full-skirt',
	);
	const bodice: Seg[] = [
		['Q', [waist[0] + (upper.armpit[0] - waist[0]) * 0.3, (upper.armpit[1] + waist[1]) / 2], waist],
	];
	if (has(plan, 'train')) drawTrain(flat, skirt.hemW, skirt.hemY);
	drawBehind(flat, plan, body);
	const { outline, seams } = tiered(plan, waist, skirt);
	flat.piece(symmetric([...upper.segs, ...bodice, ...outline]));
	if (kaftan) {
		// A slit down the centre front, its edges finished with a band of trim.
		const top = neckDepth(body, plan.neckline);
		flat.line(
			[
				['M', [0, top]],
				['L', [0, top + 110]],
			],
			'edge',
		);
		flat.line(
			bothSides([
				['M', [6, top + 4]],
				['L', [6, top + 104]],
			]),
			'stitch',
		);
	} else {
		flat.line(
			bothSides([
				['M', [0, waist[1]]],
				['L', waist],
			]),
			'seam',
		);
	}
	seams.forEach((seam) => flat.line(seam, 'seam'));
	const frame: Frame = {
		body,
		openTop: neckDepth(body, plan.neckline),
		hemY: skirt.hemY,
		hemW: skirt.hemW,
		waistY: waist[1],
		waistW: waist[0],
		sleeves: [],
		skirtTop: waist[1],
	};
	frame.sleeves = drawSleeves(flat, plan, upper.shoulder, upper.armpit, false);
	drawNeck(flat, plan, body, upper.strapTops);
	drawSkirtDetails(flat, plan, frame, skirt.hemW);
	drawClosure(flat, plan, {
		...frame,
		hemY: has(plan, 'buttons') && has(plan, 'collar') ? skirt.hemY : waist[1],
	});
	drawFeatures(flat, plan, frame);
}

function drawOnePiece(flat: Flat, plan: DesignPlan, body: Body): void {
	const id = plan.garment.id;
	const waist = body.waist;
	// Overalls with sleeves are the British kind, a coverall: drawn as a one-piece suit.
	if (id === 'overalls' && (plan.sleeves === undefined || plan.sleeves === 'sleeveless'))
		return drawOveralls(flat, plan, body);
	if (id === 'apron') return drawApron(flat, plan, body);
	const sleeved = plan.sleeves !== undefined && plan.sleeves !== 'sleeveless';
	const upper = upperHalf(body, plan.neckline, sleeved);
	const bodice: Seg[] = [
		['Q', [waist[0] + (upper.armpit[0] - waist[0]) * 0.3, (upper.armpit[1] + waist[1]) / 2], waist],
	];
	let legs: LegSpec | undefined;
	let lower: Seg[];
	if (id === 'swimsuit' || id === 'bodysuit') {
		// High-cut leg openings instead of legs.
		const hip: Pt = [waist[0] * 1.18, waist[1] + 70];
		lower = [
			['Q', [hip[0] + 2, waist[1] + 30], hip],
			['Q', [hip[0] * 0.45, waist[1] + 110], [22, waist[1] + 180]],
			['L', [0, waist[1] + 180]],
		];
	} else {
		const short = plan.length === 'cropped';
		legs = legsHalf(waist, plan.shape, short ? 270 : 720, widthScale(plan), short);
		lower = legs.segs;
	}
	drawBehind(flat, plan, body);
	flat.piece(symmetric([...upper.segs, ...bodice, ...lower]));
	flat.line(
		bothSides([
			['M', [0, waist[1]]],
			['L', waist],
		]),
		'seam',
	);
	const frame: Frame = {
		body,
		openTop: neckDepth(body, plan.neckline),
		hemY: legs?.hemY ?? waist[1] + 180,
		hemW: legs?.outer ?? waist[0],
		waistY: waist[1],
		waistW: waist[0],
		sleeves: [],
		legs,
	};
	frame.sleeves = drawSleeves(flat, plan, upper.shoulder, upper.armpit, false);
	drawNeck(flat, plan, body, upper.strapTops);
	if (legs) drawLegDetails(flat, plan, legs, waist, false);
	drawClosure(flat, plan, { ...frame, hemY: legs ? waist[1] + 150 : waist[1] });
	drawFeatures(flat, plan, frame);
}

function drawOveralls(flat: Flat, plan: DesignPlan, body: Body): void {
	const waist: Pt = [body.waist[0] * 1.05, body.waist[1]];
	const bibTop = body.armpit[1] - 10;
	const bibW = waist[0] * 0.62;
	const short = plan.length === 'cropped';
	const legs = legsHalf(
		waist,
		plan.shape ?? 'straight-leg',
		short ? 270 : 720,
		widthScale(plan),
		short,
	);
	// Straps go over the shoulders, so they are drawn first and the bib covers their ends.
	const strap: Seg[] = [
		['M', [bibW - 26, bibTop + 6]],
		['L', [bibW - 4, bibTop + 6]],
		['L', [body.neckW + 34, -6]],
		['L', [body.neckW + 12, -6]],
		['Z'],
	];
	flat.piece(strap).piece(flip(strap));
	flat.piece(
		symmetric([
			['M', [0, bibTop]],
			['L', [bibW, bibTop]],
			['L', [bibW, waist[1] - 40]],
			['Q', [waist[0] - 10, waist[1] - 36], waist],
			...legs.segs,
		]),
	);
	flat.line(
		bothSides([
			['M', [0, waist[1]]],
			['L', waist],
		]),
		'stitch',
	);
	flat.piece(
		symmetric([
			['M', [0, bibTop + 30]],
			['L', [bibW * 0.6, bibTop + 30]],
			['L', [bibW * 0.6, bibTop + 95]],
			['Q', [bibW * 0.3, bibTop + 108], [0, bibTop + 108]],
		]),
	);
	flat.line(
		symmetric([
			['M', [0, bibTop + 38]],
			['L', [bibW * 0.6 - 8, bibTop + 38]],
		]),
		'stitch',
	);
	flat.dots(
		[
			[bibW - 15, bibTop + 16],
			[-(bibW - 15), bibTop + 16],
		],
		7,
		'part:buttons',
	);
	flat.dots(
		[
			[waist[0] - 4, waist[1] - 18],
			[-(waist[0] - 4), waist[1] - 18],
		],
		5,
		'part:buttons',
	);
	drawLegDetails(flat, plan, legs, waist, true);
	drawFeatures(flat, plan, {
		body,
		openTop: bibTop,
		hemY: legs.hemY,
		hemW: legs.outer,
		waistY: waist[1],
		waistW: waist[0],
		sleeves: [],
		legs,
	});
}

/** A bib apron: neck strap, bib, waist ties and a skirt with a wide patch pocket; cropped, a waist apron. */
function drawApron(flat: Flat, plan: DesignPlan, body: Body): void {
	const waist: Pt = [body.waist[0] * 1.08, body.waist[1]];
	const bib = plan.length !== 'cropped';
	const hemY = waist[1] + (bib ? 520 : 300);
	const hemW = waist[0] * 1.22;
	const bibTop = body.armpit[1] - 70;
	const bibW = body.neckW + 44;
	// The waist ties and the neck strap sit behind the apron, drawn first.
	const tie: Seg[] = [
		['M', [waist[0] - 6, waist[1] - 8]],
		['L', [waist[0] + 70, waist[1] + 4]],
		['L', [waist[0] + 58, waist[1] + 150]],
		['L', [waist[0] + 44, waist[1] + 148]],
		['L', [waist[0] + 52, waist[1] + 24]],
		['L', [waist[0] - 6, waist[1] + 10]],
		['Z'],
	];
	flat.piece(tie).piece(flip(tie));
	if (bib)
		flat.piece(
			symmetric([
				['M', [0, -40]],
				['Q', [body.neckW + 24, -40], [bibW - 2, bibTop + 4]],
				['L', [bibW - 20, bibTop + 4]],
				['Q', [body.neckW + 8, -22], [0, -22]],
			]),
		);
	const top: Seg[] = bib
		? [
				['M', [0, bibTop]],
				['L', [bibW, bibTop]],
				['Q', [bibW + 4, waist[1] - 60], waist],
			]
		: [
				['M', [0, waist[1]]],
				['L', waist],
			];
	flat.piece(symmetric([...top, ['L', [hemW, hemY]], ['L', [0, hemY]]]));
	if (bib)
		flat.line(
			bothSides([
				['M', [0, bibTop + 14]],
				['L', [bibW - 2, bibTop + 14]],
			]),
			'stitch',
		);
	flat.line(
		bothSides([
			['M', [0, waist[1] + 14]],
			['L', [waist[0], waist[1] + 14]],
		]),
		'stitch',
	);
	flat.line(
		bothSides([
			['M', [0, hemY - 14]],
			['L', [hemW - 2, hemY - 14]],
		]),
		'stitch',
	);
	if (has(plan, 'pockets')) {
		const [py, ph] = [waist[1] + (bib ? 90 : 60), bib ? 110 : 90];
		patchPocket(flat, [0, py], waist[0] * 1.5, ph, false);
		flat.line(
			[
				['M', [0, py + 14]],
				['L', [0, py + ph]],
			],
			'stitch',
		);
	}
	drawFeatures(flat, plan, {
		body,
		openTop: bibTop,
		hemY,
		hemW,
		waistY: waist[1],
		waistW: waist[0],
		sleeves: [],
	});
}

/** Tights end in feet: a rounded toe below each leg, its reinforced toe seam across. */
function drawFeet(flat: Flat, legs: LegSpec): void {
	const { inner, outer, hemY } = legs;
	const mid = (inner + outer) / 2;
	const foot: Seg[] = [
		['M', [outer, hemY - 4]],
		['Q', [outer + 6, hemY + 54], [mid + 4, hemY + 66]],
		['Q', [inner - 6, hemY + 58], [inner, hemY - 4]],
		['Z'],
	];
	flat.piece(foot).piece(flip(foot));
	flat.line(
		bothSides([
			['M', [inner + 2, hemY + 34]],
			['Q', [mid, hemY + 44], [outer + 2, hemY + 30]],
		]),
		'seam',
	);
}

function drawSkirt(flat: Flat, plan: DesignPlan): void {
	const rise = plan.rise === 'high-waisted' ? -20 : plan.rise === 'low-rise' ? 24 : 0;
	const waist: Pt = [100 + rise * 0.3, rise];
	const skirt = skirtHalf(
		waist,
		plan.shape,
		plan.length,
		plan.style.volume,
		plan.shape === 'flared' || plan.shape === 'full-skirt',
	);
	const { outline, seams } = tiered(plan, waist, skirt);
	flat.piece(symmetric([['M', [0, waist[1]]], ['L', waist], ...outline]));
	seams.forEach((seam) => flat.line(seam, 'seam'));
	waistband(flat, waist, plan.rise === 'high-waisted' ? 44 : 30, plan);
	const body = bodyFor(plan);
	const frame: Frame = {
		body,
		openTop: waist[1],
		hemY: skirt.hemY,
		hemW: skirt.hemW,
		waistY: waist[1] + 15,
		waistW: waist[0],
		sleeves: [],
		skirtTop: waist[1] + 30,
	};
	drawSkirtDetails(flat, plan, frame, skirt.hemW);
	if (has(plan, 'buttons'))
		flat.dots(
			range(5).map((i) => [0, waist[1] + 55 + i * ((skirt.hemY - waist[1] - 90) / 4)] as Pt),
			6,
		);
	if (has(plan, 'zip')) zipLine(flat, waist[1] + 30, waist[1] + 170);
	drawFeatures(flat, plan, frame);
}

function drawBottoms(flat: Flat, plan: DesignPlan): void {
	const id = plan.garment.id;
	const rise = plan.rise === 'high-waisted' ? -30 : plan.rise === 'low-rise' ? 26 : 0;
	const waist: Pt = [104 + rise * 0.25, rise];
	const shorts = id === 'shorts';
	const drop = shorts ? 290 : plan.length === 'cropped' ? 610 - rise : 770 - rise;
	const legs = legsHalf(
		waist,
		PULL_ON.has(id) ? 'skinny' : plan.shape,
		drop,
		widthScale(plan),
		shorts,
	);
	if (id === 'tights') drawFeet(flat, legs);
	flat.piece(symmetric([['M', [0, waist[1]]], ['L', waist], ...legs.segs]));
	drawLegDetails(flat, plan, legs, waist, true);
	drawFeatures(flat, plan, {
		body: bodyFor(plan),
		openTop: waist[1],
		hemY: legs.hemY,
		hemW: legs.outer,
		waistY: waist[1] + 16,
		waistW: waist[0],
		sleeves: [],
		legs,
	});
}

function drawCape(flat: Flat, plan: DesignPlan, body: Body): void {
	const poncho = plan.garment.id === 'poncho';
	const drop =
		{ mini: 420, 'knee-length': 560, midi: 700, maxi: 860 }[plan.length ?? 'knee-length'] ?? 560;
	const w = body.shoulder[0];
	const { neckW } = body;
	const half: Seg[] = poncho
		? [
				['M', [0, 30]],
				['Q', [neckW, 30], [neckW + 4, 0]],
				['Q', [w * 1.1, 18], [w * 2.1, drop * 0.62]],
				['L', [0, drop]],
			]
		: [
				['M', [0, 26]],
				['Q', [neckW, 26], [neckW + 2, 0]],
				['Q', [w * 1.25, 4], [w * 1.4, 120]],
				['L', [w * 1.85, drop]],
				...hemFor(plan, [w * 1.85, drop]),
			];
	drawBehind(flat, plan, body);
	flat.piece(symmetric(half));
	if (!poncho) {
		flat.line(
			bothSides([
				['M', [w * 0.9, 250]],
				['L', [w * 0.98, 380]],
			]),
			'seam',
		); // arm slits
		flat.line(
			[
				['M', [0, 26]],
				['L', [0, drop]],
			],
			'edge',
		); // the front opening, neck to hem
	}
	drawNeck(flat, plan, body, []);
	const frame: Frame = {
		body,
		openTop: 30,
		hemY: drop,
		hemW: poncho ? w * 2.1 : w * 1.85,
		waistY: 250,
		waistW: w,
		sleeves: [],
	};
	if (has(plan, 'buttons') && !poncho)
		flat.dots(
			range(4).map((i) => [0, 70 + i * 80] as Pt),
			7,
		);
	if (has(plan, 'fringe') && poncho)
		fringe(
			flat,
			[
				[w * 2.1, drop * 0.62],
				[0, drop],
			],
			14,
		);
	drawFeatures(flat, plan, { ...frame, hemW: poncho ? 0 : frame.hemW });
}

// ---------------------------------------------------------------------------------------------
// Shared pieces

/** How far below the neck point the neckline's centre front lies: where a front opens, a bow ties. */
function neckDepth(body: Body, neck: string | undefined): number {
	const [start] = upperHalf(body, neck, true).segs;
	return start[0] === 'M' ? start[1][1] : 26;
}

function widthScale(plan: DesignPlan): number {
	return ({ fitted: 0.9, relaxed: 1.05, oversized: 1.2 }[plan.fit] ?? 1) * plan.style.volume;
}

function range(count: number): number[] {
	return Array.from({ length: count }, (_, i) => i);
}

/** Hem from the side to the centre; a shirt tail curves, a vest dips to points. */
function hemFor(plan: DesignPlan, hem: Pt): Seg[] {
	if (plan.garment.id === 'shirt' || plan.garment.id === 'tunic')
		return [['Q', [hem[0] * 0.6, hem[1] + 30], [0, hem[1] + 26]]];
	if (plan.garment.id === 'vest' && !has(plan, 'zip'))
		return [
			['L', [28, hem[1] + 34]],
			['L', [0, hem[1] + 14]],
		];
	if (plan.garment.id === 'corset') return [['L', [0, hem[1] + 30]]];
	return [['L', [0, hem[1]]]];
}

/** A band across the body ending at the hem (rib hem, waistband). */
function bandAcross(flat: Flat, hem: Pt, depth: number, fill: 'rib' | 'fabric'): void {
	flat.piece(
		symmetric([
			['M', [0, hem[1] - depth]],
			['L', [hem[0] - 1, hem[1] - depth]],
			['L', hem],
			['L', [0, hem[1]]],
		]),
		fill,
	);
}

function waistband(flat: Flat, waist: Pt, depth: number, plan: DesignPlan): void {
	const elastic =
		has(plan, 'drawstring') || PULL_ON.has(plan.garment.id) || plan.garment.id === 'joggers';
	const band: Seg[] = symmetric([
		['M', [0, waist[1]]],
		['L', waist],
		['L', [waist[0] + 2, waist[1] + depth]],
		['L', [0, waist[1] + depth]],
	]);
	flat.piece(band, elastic ? 'rib' : 'fabric');
}

function drawSleeves(
	flat: Flat,
	plan: DesignPlan,
	shoulder: Pt,
	armpit: Pt,
	outer: boolean,
): Sleeve[] {
	if (!plan.sleeves || plan.sleeves === 'sleeveless' || plan.neckline === 'one-shoulder') return [];
	const scale = (plan.fit === 'oversized' ? 1.05 : 1) * (outer ? 1.04 : 1);
	const right = sleeve(shoulder, armpit, plan.sleeves, scale);
	const sleeves = [
		right,
		{
			...right,
			segs: flip(right.segs),
			outer: mirror(right.outer),
			inner: mirror(right.inner),
			down: mirror(right.down),
			shoulder: mirror(right.shoulder),
		},
	];
	const long = plan.sleeves === 'long-sleeves' || plan.sleeves === 'three-quarter-sleeves';
	for (const s of sleeves) {
		flat.piece(s.segs);
		if (plan.sleeves === 'puff-sleeves') {
			flat.piece(cuffBand(s, 10));
			for (const t of [0.3, 0.5, 0.7])
				flat.line(
					[
						['M', lerp(s.shoulder, s.outer, 0.05)],
						['L', lerp(lerp(s.shoulder, s.outer, 0.3), lerp(s.inner, s.shoulder, t), 0.4)],
					],
					'fold',
				);
		} else if (
			long &&
			(ribbed(plan) || plan.garment.id === 'bomber' || plan.garment.id === 'puffer')
		) {
			flat.piece(cuffBand(s, 34), 'rib');
		} else if (long && ['shirt', 'blouse'].includes(plan.garment.id)) {
			flat.piece(cuffBand(s, 36));
			const mid = lerp(s.outer, s.inner, 0.22);
			flat.dot([mid[0] - s.down[0] * 18, mid[1] - s.down[1] * 18], 4.5);
		} else if (trimmed(plan)) {
			flat.piece(cuffBand(s, 14), 'part:trim');
		} else if (plan.sleeves !== 'bell-sleeves' && plan.sleeves !== 'cap-sleeves') {
			const back = (p: Pt): Pt => [p[0] - s.down[0] * 16, p[1] - s.down[1] * 16];
			flat.line(
				[
					['M', back(s.outer)],
					['L', back(s.inner)],
				],
				'stitch',
			);
		}
		if (has(plan, 'side-stripes')) {
			const stripe = (d: number): Pt[] =>
				[lerp(s.shoulder, s.outer, 0.02), s.outer].map(
					(p) =>
						[
							p[0] - d * Math.cos(Math.atan2(s.down[0], s.down[1])),
							p[1] + d * Math.sin(Math.atan2(s.down[0], s.down[1])),
						] as Pt,
				);
			const [a, b] = stripe(s === sleeves[0] ? 8 : -8);
			const [c, d] = stripe(s === sleeves[0] ? 20 : -20);
			flat.piece([['M', a], ['L', b], ['L', d], ['L', c], ['Z']], 'part:side-stripes');
		}
	}
	return sleeves;
}

const mirror = ([x, y]: Pt): Pt => [-x, y];

/** What sits behind the body: a hood, the inside of the back neck. */
function drawBehind(flat: Flat, plan: DesignPlan, body: Body, openTo?: number): void {
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

/** Everything at the neck: bands, collars, lapels, hood rim, straps. */
function drawNeck(
	flat: Flat,
	plan: DesignPlan,
	body: Body,
	strapTops: Pt[],
	lapelBreak?: number,
): void {
	const w = body.neckW;
	const neck = plan.neckline;
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
	if (neck === 'halter')
		flat.piece(
			symmetric([
				['M', [0, -18]],
				['Q', [w * 0.7, -18], [w * 0.85, -6]],
				['L', [w * 0.6, 2]],
				['Q', [w * 0.4, -6], [0, -6]],
			]),
		);
	if (neck === 'one-shoulder')
		flat.piece([
			['M', [body.armpit[0] * 0.2, body.bareTop + 4]],
			['Q', [w, 10], [w + 6, -4]],
			['L', [w + 44, 4]],
			['Q', [body.armpit[0] * 0.9, body.bareTop - 10], [body.armpit[0], body.bareTop + 2]],
			['Z'],
		]);
	if (neck === 'off-shoulder')
		flat.line(
			symmetric([
				['M', [0, 74]],
				['Q', [body.shoulder[0] * 0.5, 78], [body.shoulder[0] + 10, 64]],
			]).slice(0, 3),
			'stitch',
		);
	if (neck === 'turtleneck' || neck === 'mock-neck') {
		const h = neck === 'turtleneck' ? 64 : 34;
		flat.piece(
			symmetric([
				['M', [0, -h]],
				['L', [w + 2, -h]],
				['L', [w + 6, 6]],
				['Q', [w * 0.9, 28], [0, 28]],
			]),
			'rib',
		);
		if (neck === 'turtleneck')
			flat.line(
				bothSides([
					['M', [0, -h / 2 + 4]],
					['L', [w + 4, -h / 2 + 4]],
				]),
				'seam',
			);
	}
	if (neck === 'cowl-neck')
		for (const depth of [18, 32])
			flat.line(
				[
					['M', [-w * 1.3, 4]],
					['Q', [0, 46 + depth], [w * 1.3, 4]],
				],
				'fold',
			);
	if (has(plan, 'hood')) {
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
		return;
	}
	if (lapelBreak !== undefined) {
		const lapel: Seg[] = [
			['M', [w + 2, 6]],
			['L', [w + 14, 60]],
			['L', [w + 56, 70]],
			['Q', [w + 50, lapelBreak * 0.6], [0, lapelBreak]],
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
		return;
	}
	if (has(plan, 'collar')) {
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
		return;
	}
	if (
		['crew-neck', 'v-neck', 'scoop-neck', undefined].includes(neck) &&
		plan.family !== 'outer' &&
		!has(plan, 'lapels') &&
		plan.garment.id !== 'corset' &&
		neck !== undefined
	) {
		// The neckband's seam follows the neckline a band's width below it.
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
}

/** Buttons, zips and wrap fronts down the centre front. */
function drawClosure(flat: Flat, plan: DesignPlan, frame: Frame): void {
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
	if (has(plan, 'zip') && !(plan.garment.id === 'vest' && !outer && !has(plan, 'quilted'))) {
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

function standCollar(flat: Flat, plan: DesignPlan, body: Body): void {
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

function zipLine(flat: Flat, top: number, bottom: number): void {
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

/** Features that sit on the body wherever the family put it. */
function drawFeatures(flat: Flat, plan: DesignPlan, frame: Frame): void {
	const { body, hemY, hemW, waistY, waistW } = frame;
	const family = plan.family;
	const upper = family === 'top' || family === 'outer';
	if (has(plan, 'pockets') && upper) {
		if (plan.garment.id === 'hoodie' && !has(plan, 'zip')) {
			const top = hemY - 170;
			flat.piece(
				symmetric([
					['M', [0, top]],
					['L', [hemW * 0.5, top]],
					['L', [hemW * 0.72, hemY - 60]],
					['L', [0, hemY - 60]],
				]),
			);
			flat.line(
				bothSides([
					['M', [hemW * 0.5 + 8, top + 6]],
					['L', [hemW * 0.72 - 4, hemY - 66]],
				]),
				'stitch',
			);
		} else if (['shirt', 't-shirt', 'blouse', 'polo'].includes(plan.garment.id)) {
			patchPocket(flat, [-body.armpit[0] * 0.62, 100], 48, 58, plan.garment.id === 'shirt');
		} else {
			for (const x of [hemW * 0.52, -hemW * 0.52])
				patchPocket(flat, [x, Math.max(waistY + 30, hemY - 190)], 62, 70, family === 'outer');
		}
	}
	if (has(plan, 'cargo-pockets') && upper)
		for (const x of [hemW * 0.5, -hemW * 0.5]) patchPocket(flat, [x, hemY - 170], 66, 76, true);
	if (has(plan, 'epaulettes')) {
		const [sx, sy] = body.shoulder;
		const strap: Seg[] = [
			['M', [body.neckW + 14, 2]],
			['L', [sx - 4, sy - 8]],
			['L', [sx - 2, sy + 8]],
			['L', [body.neckW + 14, 16]],
			['Z'],
		];
		flat
			.piece(strap)
			.piece(flip(strap))
			.dots(
				[
					[body.neckW + 22, 9],
					[-(body.neckW + 22), 9],
				],
				4,
			);
	}
	if (has(plan, 'belt') && family !== 'bottom' && family !== 'skirt')
		belt(
			flat,
			[waistW + (family === 'outer' ? 10 : 2), waistY],
			plan,
			family === 'dress' || plan.garment.id === 'kimono',
		);
	if (has(plan, 'belt') && (family === 'bottom' || family === 'skirt'))
		belt(flat, [frame.legs ? frame.waistW + 2 : waistW + 2, waistY], plan, false);
	if (has(plan, 'graphic')) {
		const c: Pt = [0, body.armpit[1] + (has(plan, 'hood') ? 90 : 50)];
		flat.piece(circle(c, 46), 'accent');
		flat.piece(
			[
				['M', [c[0], c[1] - 30]],
				['L', [c[0] + 26, c[1] + 18]],
				['L', [c[0] - 26, c[1] + 18]],
				['Z'],
			],
			'lining',
		);
	}
	if (has(plan, 'peplum')) {
		const y = waistY;
		flat.piece(
			symmetric([
				['M', [0, y]],
				['L', [waistW + 2, y]],
				['Q', [waistW + 40, y + 40], [waistW + 56, y + 74]],
				...hemWaves(waistW + 56, y + 74, 3),
			]),
		);
	}
	// A bow ties at the centre of the neckline, however low it is cut (off the shoulder, a V).
	if (has(plan, 'bow') && !has(plan, 'wrap'))
		bow(
			flat,
			family === 'skirt' || family === 'bottom' ? [0, waistY] : [0, neckDepth(body, plan.neckline)],
			1,
		);
	if (has(plan, 'ruffles') && (family === 'top' || family === 'onepiece')) {
		// A ruffled bib around the neckline.
		const r = body.neckW;
		flat.piece(
			symmetric([
				['M', [0, 30]],
				['Q', [r, 30], [r + 4, 0]],
				['L', [r + 26, 4]],
				['Q', [r + 24, 60], [0, 74]],
			]),
		);
		for (const x of [r * 0.4, r * 0.9, r * 1.3])
			flat.line(
				bothSides([
					['M', [x, 30 - x * 0.1]],
					['L', [x * 1.1, 60 - x * 0.2]],
				]),
				'fold',
			);
	}
	if (has(plan, 'lace-up'))
		laceUp(
			flat,
			family === 'bottom' ? 30 : Math.max(frame.openTop + 6, body.bareTop),
			family === 'bottom' ? 160 : waistY - 10,
		);
	if (has(plan, 'fringe') && hemW > 0)
		fringe(
			flat,
			[
				[hemW, hemY],
				[0, hemY + 6],
			],
			10,
		);
	// Without a hood, fur trim is a collar of fur round the neck.
	if (has(plan, 'fur-trim') && !has(plan, 'hood')) {
		const w = body.neckW;
		furTrim(
			flat,
			[
				[0, -30],
				[w + 30, -36],
				[w + 44, 2],
			],
			[
				[w + 44, 2],
				[w + 40, 50],
				[0, 60],
			],
			[
				[0, 30],
				[w * 0.9, 26],
				[w + 6, 2],
			],
			[
				[w + 6, 2],
				[w + 4, -14],
				[0, -12],
			],
		);
	}
	if (has(plan, 'embroidery'))
		for (const [i, p] of (
			[
				[0.45, 0.8],
				[0.2, 0.9],
				[0.7, 0.88],
			] as const
		).entries())
			flower(
				flat,
				[hemW * p[0] * (i % 2 ? -1 : 1), hemY * p[1] + (family === 'bottom' ? -hemY * 0.2 : 0)],
				12,
			);
	if (has(plan, 'distressed')) {
		const ys =
			family === 'bottom' || frame.legs
				? [frame.legs!.hipY + 260, frame.legs!.hipY + 280, frame.legs!.hipY + 300]
				: [hemY * 0.6, hemY * 0.64, hemY * 0.8];
		const x =
			family === 'bottom' || frame.legs ? (frame.legs!.outer + frame.legs!.inner) / 2 : hemW * 0.4;
		for (const [i, y] of ys.entries())
			flat.line(
				bothSides([
					['M', [x - 18 + i * 4, y]],
					['Q', [x, y + 5], [x + 16 - i * 3, y - 1]],
				]),
				'edge',
			);
	}
	if (has(plan, 'studs')) {
		const y = family === 'bottom' ? 70 : body.shoulder[1] + 40;
		for (let i = 0; i < 5; i++)
			flat.dots(
				[
					[body.neckW + 20 + i * 15, y + i * 2],
					[-(body.neckW + 20 + i * 15), y + i * 2],
				],
				3.4,
				'metal',
			);
	}
	if (has(plan, 'beading') || plan.style.signature === 'beading') {
		const rng = plan.random;
		for (let i = 0; i < 26; i++) {
			const t = i / 25;
			const x = (t - 0.5) * waistW * 1.6;
			flat.dot([x, waistY - 6 + Math.sin(t * 9) * 6 + rng.range(-3, 3)], 2.6, 'metal');
		}
	}
	if (has(plan, 'side-stripes') && frame.legs) {
		const { legs } = frame;
		const stripe: Seg[] = [
			['M', [waistW * 1.2 - 14, legs.hipY - 40]],
			['L', [waistW * 1.2 - 2, legs.hipY - 40]],
			['L', [legs.outer - 2, legs.hemY - 2]],
			['L', [legs.outer - 16, legs.hemY - 2]],
			['Z'],
		];
		flat.piece(stripe, 'part:side-stripes').piece(flip(stripe), 'part:side-stripes');
	} else if (has(plan, 'side-stripes') && upper && frame.sleeves.length === 0) {
		flat.piece(
			bothSides([
				['M', [body.armpit[0] - 16, body.armpit[1] + 6]],
				['L', [body.armpit[0] - 4, body.armpit[1] + 6]],
				['L', [hemW - 4, hemY - 2]],
				['L', [hemW - 16, hemY - 2]],
				['Z'],
			]),
			'part:side-stripes',
		);
	}
	if (has(plan, 'quilted')) {
		const step = plan.garment.id === 'puffer' || plan.garment.id === 'vest' ? 70 : 46;
		for (let y = body.armpit[1] - 40; y < hemY - 30; y += step)
			flat.line(
				bothSides([
					['M', [6, y]],
					['L', [hemW - 2, y + 2]],
				]),
				'seam',
			);
		for (const s of frame.sleeves) {
			for (let t = 0.28; t < 0.95; t += 0.22)
				flat.line(
					[
						['M', lerp(s.shoulder, s.outer, t)],
						['L', lerp([s.inner[0] - s.down[0] * 330, s.inner[1] - s.down[1] * 330], s.inner, t)],
					],
					'seam',
				);
		}
	}
	if (plan.style.signature === 'asymmetric-drape' && family !== 'bottom') {
		// Avant-garde: one sculptural panel falls across the body.
		flat.piece(
			[
				['M', [-body.neckW - 4, 4]],
				['Q', [waistW * 0.6, waistY * 0.7], [waistW * 1.1, waistY + 40]],
				['L', [waistW * 0.7, Math.min(hemY, waistY + 260)]],
				['Q', [0, waistY], [-body.neckW - 4, 4]],
				['Z'],
			],
			'accent',
		);
	}
}

/** Dress and skirt details below the waist: pleats, tiers, slit, ruffled hem, pockets. */
function drawSkirtDetails(flat: Flat, plan: DesignPlan, frame: Frame, hemW: number): void {
	const top = frame.skirtTop ?? frame.waistY;
	const waistW = frame.waistW;
	const hemY = frame.hemY;
	if (has(plan, 'pleats')) {
		// Knife pleats: a pressed line from waist to hem for each fold, meeting the hem at a notch.
		const count = 7;
		for (let i = 1; i < count; i++) {
			const t = i / count;
			flat.line(
				bothSides([
					['M', [waistW * t, top + 2]],
					['L', [hemW * t, hemY + 10 * (1 - t * t) - 2]],
				]),
				'seam',
			);
		}
	}
	if (has(plan, 'slit')) {
		const x = hemW * 0.45;
		flat.piece(
			[
				['M', [x - 12, hemY + 10]],
				['L', [x - 2, hemY - (hemY - top) * 0.42]],
				['L', [x + 12, hemY + 10]],
				['Z'],
			],
			'lining',
		);
	}
	if (has(plan, 'ruffles') || plan.style.signature === 'ruffle-hem') {
		const y = hemY - 46;
		const side = waistW + (hemW - waistW) * ((y - top) / Math.max(1, hemY - top));
		flat.piece(
			symmetric([
				['M', [0, y + 6]],
				['Q', [side * 0.5, y + 10], [side, y]],
				['L', [hemW + 16, hemY + 6]],
				...hemWaves(hemW + 16, hemY + 6, Math.max(4, Math.round(hemW / 45))),
			]),
		);
		for (let i = 1; i < 6; i++)
			flat.line(
				bothSides([
					['M', [(side * i) / 6, y + 12]],
					['L', [((hemW + 10) * i) / 6, hemY + 2]],
				]),
				'fold',
			);
	}
	if (has(plan, 'pockets') && plan.family !== 'skirt')
		flat.line(
			bothSides([
				['M', [frame.waistW + 6, top + 40]],
				['L', [frame.waistW + 18, top + 110]],
			]),
			'seam',
		);
	if (has(plan, 'pockets') && plan.family === 'skirt')
		flat.line(
			bothSides([
				['M', [waistW * 0.62, top]],
				['Q', [waistW * 0.72, top + 50], [waistW * 1.12, top + 66]],
			]),
			'seam',
		);
}

/** Tiered skirts step out at each tier seam; others are one smooth outline. */
function tiered(
	plan: DesignPlan,
	waist: Pt,
	skirt: { segs: Seg[]; hemY: number; hemW: number },
): { outline: Seg[]; seams: Seg[][] } {
	if (!has(plan, 'tiered')) return { outline: skirt.segs, seams: [] };
	const [w, y] = waist;
	const count = 3;
	const drop = (skirt.hemY - y) / count;
	const widthAt = (i: number): number => w + ((skirt.hemW - w) * i) / count;
	const outline: Seg[] = [];
	const seams: Seg[][] = [];
	for (let i = 1; i <= count; i++) {
		if (i > 1) outline.push(['L', [widthAt(i - 1) + 14, y + drop * (i - 1)]]);
		outline.push(['L', [widthAt(i), y + drop * i]]);
		if (i < count)
			seams.push([
				['M', [-widthAt(i) - 14, y + drop * i]],
				['Q', [0, y + drop * i + 10], [widthAt(i) + 14, y + drop * i]],
			]);
	}
	outline.push(['Q', [skirt.hemW * 0.5, skirt.hemY + 10], [0, skirt.hemY + 10]]);
	return { outline, seams };
}

/** Trousers and shorts: waistband, fly, pockets, loops, hems. */
function drawLegDetails(
	flat: Flat,
	plan: DesignPlan,
	legs: LegSpec,
	waist: Pt,
	band: boolean,
): void {
	const id = plan.garment.id;
	const [w, y] = waist;
	const jeans = id === 'jeans' || plan.materials[0] === 'denim';
	if (band) waistband(flat, waist, plan.rise === 'high-waisted' ? 42 : 32, plan);
	const bandY = y + (band ? (plan.rise === 'high-waisted' ? 42 : 32) : 0);
	if (
		!PULL_ON.has(id) &&
		id !== 'joggers' &&
		!has(plan, 'drawstring') &&
		plan.family === 'bottom'
	) {
		flat.line(
			[
				['M', [-4, bandY]],
				['L', [-4, bandY + 120]],
				['Q', [-4, bandY + 150], [22, bandY + 154]],
			],
			jeans ? 'stitch' : 'seam',
		);
		flat.dot([0, y + 16], 6, 'part:buttons');
		for (const x of [w * 0.5, -w * 0.5, w * 0.98, -w * 0.98])
			flat.piece([
				['M', [x - 4, y - 2]],
				['L', [x + 4, y - 2]],
				['L', [x + 4, bandY + 8]],
				['L', [x - 4, bandY + 8]],
				['Z'],
			]);
	}
	if (has(plan, 'drawstring') || id === 'joggers') {
		for (const x of [10, -10])
			flat.line(
				[
					['M', [x, y + 18]],
					['Q', [x * 1.6, y + 70], [x * 1.2, y + 110]],
				],
				'edge',
			);
	}
	if (has(plan, 'pockets')) {
		if (jeans) {
			flat.line(
				bothSides([
					['M', [w * 0.58, bandY]],
					['Q', [w * 0.7, bandY + 64], [w * 1.12, bandY + 70]],
				]),
				'stitch',
			);
			flat.line(
				[
					['M', [-w * 0.88, bandY + 10]],
					['L', [-w * 0.62, bandY + 10]],
					['L', [-w * 0.62, bandY + 40]],
				],
				'stitch',
			);
			flat.dots(
				[
					[w * 1.1, bandY + 6],
					[-w * 1.1, bandY + 6],
				],
				3,
				'metal',
			);
		} else {
			flat.line(
				bothSides([
					['M', [w * 0.72, bandY]],
					['L', [w * 1.12, bandY + 96]],
				]),
				'seam',
			);
		}
	}
	if (has(plan, 'cargo-pockets')) {
		const py = legs.crotchY + (legs.hemY - legs.crotchY) * 0.25;
		for (const sign of [1, -1])
			patchPocket(flat, [sign * (legs.outer * 0.55 + legs.inner * 0.45 + 8), py], 64, 82, true);
	}
	if (has(plan, 'pleats') && plan.family === 'bottom')
		flat.line(
			bothSides([
				['M', [w * 0.42, bandY]],
				['L', [w * 0.46, bandY + 90]],
			]),
			'fold',
		);
	// Centre crease or, for joggers, a ribbed ankle cuff.
	if (id === 'joggers') {
		for (const sign of [1, -1])
			flat.piece(
				[
					['M', [sign * legs.inner, legs.hemY - 40]],
					['L', [sign * legs.outer, legs.hemY - 40]],
					['L', [sign * legs.outer, legs.hemY]],
					['L', [sign * legs.inner, legs.hemY]],
					['Z'],
				],
				'rib',
			);
	} else if (!PULL_ON.has(id) && legs.hemY - legs.crotchY > 200) {
		flat.line(
			bothSides([
				['M', [(legs.inner + legs.outer) / 2, legs.hemY - 22]],
				['L', [legs.outer - 2, legs.hemY - 22]],
				['M', [legs.inner + 2, legs.hemY - 22]],
				['L', [(legs.inner + legs.outer) / 2, legs.hemY - 22]],
			]),
			jeans ? 'stitch' : 'seam',
		);
	}
}

// ---------------------------------------------------------------------------------------------
// Small drawers

function patchPocket(flat: Flat, [cx, cy]: Pt, w: number, h: number, flap: boolean): void {
	flat.piece([
		['M', [cx - w / 2, cy]],
		['L', [cx + w / 2, cy]],
		['L', [cx + w / 2, cy + h]],
		['L', [cx - w / 2, cy + h]],
		['Z'],
	]);
	if (flap) {
		flat.piece([
			['M', [cx - w / 2 - 3, cy - 4]],
			['L', [cx + w / 2 + 3, cy - 4]],
			['L', [cx + w / 2 + 3, cy + h * 0.3]],
			['L', [cx, cy + h * 0.38]],
			['L', [cx - w / 2 - 3, cy + h * 0.3]],
			['Z'],
		]);
		flat.dot([cx, cy + h * 0.28], 3.5);
	} else {
		flat.line(
			[
				['M', [cx - w / 2 + 5, cy + 8]],
				['L', [cx + w / 2 - 5, cy + 8]],
			],
			'stitch',
		);
	}
}

function belt(flat: Flat, [w, y]: Pt, plan: DesignPlan, tie: boolean): void {
	flat.piece(
		symmetric([
			['M', [0, y - 12]],
			['L', [w, y - 12]],
			['L', [w + 1, y + 12]],
			['L', [0, y + 12]],
		]),
		'part:belt',
	);
	if (tie) {
		bow(flat, [0, y], 0.9);
	} else {
		flat.piece(
			[['M', [-18, y - 17]], ['L', [18, y - 17]], ['L', [18, y + 17]], ['L', [-18, y + 17]], ['Z']],
			'metal',
		);
		flat.piece(
			[['M', [-11, y - 10]], ['L', [11, y - 10]], ['L', [11, y + 10]], ['L', [-11, y + 10]], ['Z']],
			'part:belt',
		);
	}
	void plan;
}

function bow(flat: Flat, [x, y]: Pt, size: number): void {
	const s = size * 26;
	const loop = (sign: number): Seg[] => [
		['M', [x, y]],
		['Q', [x + sign * s * 1.4, y - s * 1.1], [x + sign * s * 1.3, y]],
		['Q', [x + sign * s * 1.4, y + s * 1.1], [x, y]],
		['Z'],
	];
	const tail = (sign: number): Seg[] => [
		['M', [x, y]],
		['L', [x + sign * s * 0.9, y + s * 2.2]],
		['L', [x + sign * s * 0.45, y + s * 2.1]],
		['Z'],
	];
	flat
		.piece(tail(1), 'part:bow')
		.piece(tail(-1), 'part:bow')
		.piece(loop(1), 'part:bow')
		.piece(loop(-1), 'part:bow');
	flat.piece(circle([x, y], s * 0.3), 'part:bow');
}

function laceUp(flat: Flat, top: number, bottom: number): void {
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

/**
 * A band of fur on the right of the centre line and its mirror: outer edge as two quadratic
 * curves (centre to side to centre), inner edge back the same way, tufts along the outer edge.
 */
type Quad = readonly [Pt, Pt, Pt];
function furTrim(
	flat: Flat,
	outerTop: Quad,
	outerBottom: Quad,
	innerBottom: Quad,
	innerTop: Quad,
): void {
	const band: Seg[] = [
		['M', outerTop[0]],
		['Q', outerTop[1], outerTop[2]],
		['Q', outerBottom[1], outerBottom[2]],
		['L', innerBottom[0]],
		['Q', innerBottom[1], innerBottom[2]],
		['Q', innerTop[1], innerTop[2]],
		['Z'],
	];
	flat.piece(band, 'part:fur-trim').piece(flip(band), 'part:fur-trim');
	// Tufts: short strokes across the outer edge, pointing away from the band's middle.
	const centre: Pt = [0, (outerTop[0][1] + outerBottom[2][1]) / 2];
	const tufts: Seg[] = [];
	for (const [a, k, b] of [outerTop, outerBottom]) {
		for (let i = 1; i < 9; i++) {
			const p = onQuad(a, k, b, i / 9);
			const length = Math.hypot(p[0] - centre[0], p[1] - centre[1]);
			const out: Pt = [(p[0] - centre[0]) / length, (p[1] - centre[1]) / length];
			tufts.push(
				['M', [p[0] - out[0] * 9, p[1] - out[1] * 9]],
				['L', [p[0] + out[0] * 7 - out[1] * 4, p[1] + out[1] * 7 + out[0] * 4]],
			);
		}
	}
	flat.line(bothSides(tufts), 'fold');
}

function fringe(flat: Flat, [[x0, y0], [x1, y1]]: [Pt, Pt], length: number): void {
	const segs: Seg[] = [];
	const count = Math.max(6, Math.round(Math.abs(x0 - x1) / 9));
	for (let i = 0; i <= count; i++) {
		const p = lerp([x0, y0], [x1, y1], i / count);
		segs.push(['M', p], ['L', [p[0], p[1] + length * 2.4]]);
	}
	flat.line(bothSides(segs), 'fold');
}

function flower(flat: Flat, [x, y]: Pt, r: number): void {
	for (let i = 0; i < 5; i++) {
		const a = (i / 5) * Math.PI * 2;
		flat.piece(circle([x + Math.cos(a) * r * 0.7, y + Math.sin(a) * r * 0.7], r * 0.45), 'accent');
	}
	flat.dot([x, y], r * 0.35, 'metal');
}

/** The train spreads on the floor behind the hem, seen below and beside it. */
function drawTrain(flat: Flat, hemW: number, hemY: number): void {
	flat.piece(
		symmetric([
			['M', [0, hemY - 160]],
			['L', [hemW * 0.85, hemY - 160]],
			['Q', [hemW * 1.08, hemY - 30], [hemW * 1.16, hemY + 34]],
			['Q', [hemW * 0.7, hemY + 74], [0, hemY + 76]],
		]),
	);
}

function drawBoning(flat: Flat, body: Body, hemY: number): void {
	const top = body.bareTop + 20;
	for (const x of [0.35, 0.7])
		flat.line(
			bothSides([
				['M', [body.armpit[0] * x, top]],
				['L', [body.waist[0] * x, hemY - 4]],
			]),
			'seam',
		);
}

function hemWaves(w: number, y: number, waves: number): Seg[] {
	const segs: Seg[] = [];
	for (let i = 0; i < waves; i++) {
		const x0 = w * (1 - i / waves);
		const x1 = w * (1 - (i + 1) / waves);
		segs.push(['Q', [(x0 + x1) / 2, y + 14], [x1, y]]);
	}
	return segs;
}

function circle([cx, cy]: Pt, r: number): Seg[] {
	const k = r * 0.5523;
	return [
		['M', [cx + r, cy]],
		['C', [cx + r, cy + k], [cx + k, cy + r], [cx, cy + r]],
		['C', [cx - k, cy + r], [cx - r, cy + k], [cx - r, cy]],
		['C', [cx - r, cy - k], [cx - k, cy - r], [cx, cy - r]],
		['C', [cx + k, cy - r], [cx + r, cy - k], [cx + r, cy]],
		['Z'],
	];
}
