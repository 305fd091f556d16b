/**
 * Trim lines: each trim the design shows (a ruffle, studs, a side stripe, a print) gets its own
 * line, its quantity from the measurements or counted on the flat.
 */
import type { Anatomy } from './anatomy';
import { entry, named, orderQuantity, type BomEntry } from './bom-lines';
import type { Palette } from './colors';
import {
	BEADS_PER_CM,
	BELT_LOOPS,
	DEFAULT_STUDS,
	FILL,
	FILL_PER_M2,
	GOODS_PARTS,
	QUANTITY_STEP,
	RUFFLE_GATHER,
	type TrimSpec,
	UNMEASURED_EDGE,
	WADDING,
	WADDING_WIDTH,
} from './tables/trims';

export const TRIM_DETAILS = [
	'ruffles',
	'bow',
	'fringe',
	'embroidery',
	'beading',
	'studs',
	'fur-trim',
	'side-stripes',
	'epaulettes',
	'shoulder-pads',
	'quilted',
	'graphic',
	'pom-pom',
	'belt',
] as const;
export function trimLines(anatomy: Anatomy, palette: Palette, area: number): BomEntry[] {
	const { plan, shown, top, shell } = anatomy;
	const v = (id: string) => top.get(id) ?? 0;
	const edge = v('hem')
		? 2 * v('hem')
		: 2 * (v('width') || v('bag-width') || v('top-edge') || UNMEASURED_EDGE);
	const self = (material: string): TrimSpec => ({ material, composition: shell.composition });
	const m = (cm: number) => orderQuantity(cm / 100, QUANTITY_STEP.m);
	const lines: Record<string, () => BomEntry[]> = {
		ruffles: () => [
			entry(
				'trim',
				self(
					`Ruffle strip, self fabric, ${v('ruffle-depth')} cm finished, gathered ${RUFFLE_GATHER}:1`,
				),
				palette.main,
				'as drawn',
				m(RUFFLE_GATHER * edge),
				'm',
			),
		],
		bow: () => [
			entry(
				'trim',
				self('Bow, self fabric'),
				palette.part('bow') ?? palette.main,
				'as drawn',
				1,
				'pcs',
			),
		],
		fringe: () => [
			entry(
				'trim',
				GOODS_PARTS.fringe,
				palette.part('fringe') ?? palette.main,
				'hem edge',
				m(edge),
				'm',
				{ key: 'fringe' },
			),
		],
		embroidery: () => [
			entry(
				'trim',
				GOODS_PARTS.embroideryThread,
				palette.contrast ?? palette.part('embroidery') ?? palette.main,
				'artwork placement',
				1,
				'placement',
				{ key: 'embroidery' },
			),
		],
		beading: () => [
			entry(
				'trim',
				GOODS_PARTS.bead,
				palette.part('beading') ?? palette.metal,
				'beaded band',
				Math.round(
					BEADS_PER_CM * (2 * (v('waist') || v('chest') || v('bag-width') || UNMEASURED_EDGE)),
				),
				'pcs',
			),
		],
		studs: () => [
			entry(
				'trim',
				GOODS_PARTS.stud,
				palette.part('studs') ?? palette.metal,
				'as drawn',
				plan.features.has('beading') || shown.studs === 0 ? DEFAULT_STUDS : shown.studs,
				'pcs',
			),
		],
		'fur-trim': () => [
			entry(
				'trim',
				GOODS_PARTS.fur,
				palette.part('fur-trim') ?? palette.main,
				plan.features.has('hood') ? 'hood edge' : 'collar',
				m(
					plan.features.has('hood')
						? // The hood's face edge: up one side, across the crown, down the other.
							2 * v('hood-height') + v('neck-width')
						: v('collar-length') || 2 * v('neck-width') || 45,
				),
				'm',
				{ key: 'fur trim' },
			),
		],
		'side-stripes': () => [
			entry(
				'trim',
				GOODS_PARTS.tape,
				palette.part('side-stripes') ?? palette.contrast ?? palette.main,
				'down each side',
				m(2 * (v('outseam') || v('body-length') + v('sleeve') || UNMEASURED_EDGE)),
				'm',
				{ key: 'side stripes' },
			),
		],
		epaulettes: () => [
			entry('trim', self('Epaulettes, self fabric'), palette.main, 'shoulders', 2, 'pcs'),
		],
		'shoulder-pads': () => [
			entry('trim', GOODS_PARTS.shoulderPads, palette.lining, 'shoulders', 1, 'pair'),
		],
		quilted: () =>
			plan.garment.id === 'puffer'
				? [
						entry(
							'trim',
							FILL,
							{ name: 'white', hex: '#ffffff' },
							'quilted channels',
							orderQuantity(area * FILL_PER_M2, QUANTITY_STEP.g),
							'g',
						),
					]
				: [
						entry(
							'trim',
							WADDING,
							{ name: 'white', hex: '#ffffff' },
							'behind the quilting',
							orderQuantity(area / (WADDING_WIDTH / 100), QUANTITY_STEP.m),
							'm',
						),
					],
		graphic: () => [
			entry(
				'trim',
				named(
					GOODS_PARTS.screenPrint,
					`Screen print, water-based inks, ${v('print-width')} × ${v('print-height')} cm`,
				),
				palette.contrast ?? palette.label,
				'front, at the artwork placement',
				1,
				'placement',
				{ key: 'print' },
			),
		],
		'pom-pom': () => [
			entry('trim', GOODS_PARTS.pomPom, palette.contrast ?? palette.main, 'crown', 1, 'pcs'),
		],
		belt: () => {
			const length = v('belt-length');
			const color = palette.part('belt') ?? palette.main;
			return [
				entry(
					'trim',
					self(`Self belt, ${v('belt-width')} cm wide, ${Math.round(length)} cm long`),
					color,
					'waist',
					1,
					'pcs',
					{ key: 'belt' },
				),
				// A dress's belt is a sash; a coat's or trousers' buckles and runs through loops.
				...(plan.family === 'dress'
					? []
					: [
							entry(
								'closure',
								named(
									GOODS_PARTS.buckle,
									`Belt buckle, ${Math.round(v('belt-width') * 10)} mm bar`,
								),
								palette.metal,
								'belt end',
								1,
								'pcs',
							),
							entry(
								'trim',
								self('Belt loops, self fabric'),
								palette.main,
								'waist',
								BELT_LOOPS,
								'pcs',
							),
						]),
			];
		},
	};
	return TRIM_DETAILS.filter((id) => plan.features.has(id)).flatMap((id) =>
		lines[id]().map((line) => ({ ...line, details: [id] })),
	);
}

/** Pocket lines: bags of pocketing for pockets set into a seam, self fabric for the rest. */
