/**
 * Closure lines: the design's zip, buttons (counted on the flat), drawcord, buckle, laces,
 * wrap ties and gores each get their own line, and trousers their fly.
 */
import type { Anatomy } from './anatomy';
import { entry, named, pair, type BomEntry } from './bom-lines';
import type { Palette } from './colors';
import {
	BUCKLE_BAR,
	BUTTON_LIGNE,
	DEFAULT_EYELET_PAIRS,
	DEFAULT_FRONT_BUTTONS,
	DRAWCORD_TAIL,
	GOODS_PARTS,
	JEANS_RIVETS,
	LACE_LENGTH,
	LACING,
	SHOE_PARTS,
	WRAP_TIES,
} from './tables/trims';

/** Details that close the design: each has a closure line. */
export const CLOSURE_DETAILS = [
	'zip',
	'buttons',
	'double-breasted',
	'drawstring',
	'buckle',
	'lace-up',
	'wrap',
	'slip-on',
	'ankle-strap',
] as const;
/** Details that are trims: each has a trim line. */
export function closureLines(anatomy: Anatomy, palette: Palette): BomEntry[] {
	const { plan, shown, top } = anatomy;
	const f = plan.features;
	const v = (id: string) => top.get(id) ?? 0;
	const lines: BomEntry[] = [];
	const trimColor = palette.part('trim') ?? palette.main;
	if (f.has('zip')) {
		const zip = anatomy.zip ?? anatomy.fly?.zip;
		const spec = zip ? `${zip.spec}, ${zip.cm} cm` : 'Zip';
		lines.push(
			entry(
				'closure',
				{ material: spec, composition: 'polyester tape; teeth as specified' },
				palette.part('zip') ?? palette.metal,
				zip?.placement ?? 'as drawn',
				pair(plan),
				'pcs',
				{
					key: 'zip',
					details: ['zip'],
				},
			),
		);
	}
	const front = ['buttons', 'double-breasted'].filter((id) => f.has(id));
	if (front.length > 0) {
		const count = shown.frontButtons || DEFAULT_FRONT_BUTTONS;
		const ligne = BUTTON_LIGNE[plan.garment.id] ?? BUTTON_LIGNE[plan.family] ?? BUTTON_LIGNE.small;
		const metal =
			plan.partColors.has('buttons') &&
			/gold|silver|brass|metal/.test(palette.part('buttons')?.name ?? '');
		lines.push(
			entry(
				'closure',
				named(
					metal ? GOODS_PARTS.metalButtons : GOODS_PARTS.buttons,
					`Buttons, ${ligne} L (${(ligne * 0.635).toFixed(1)} mm)${metal ? ', shank' : ', 4-hole'}`,
				),
				palette.part('buttons') ?? palette.main,
				plan.family === 'bottom'
					? 'fly and waistband'
					: f.has('double-breasted')
						? 'front, double-breasted'
						: 'centre front',
				count + 1,
				'pcs',
				{ key: 'buttons', details: front },
			),
		);
	}
	// Buttons elsewhere on the flat: cuffs, epaulettes, pocket flaps (a jeans' shank button has its own line).
	const elsewhere =
		(anatomy.fly?.jeans ? 0 : shown.otherButtons) +
		[...shown.pocketButtons.values()].reduce((a, b) => a + b, 0);
	if (elsewhere > 0) {
		const ligne =
			plan.family === 'top'
				? (BUTTON_LIGNE[plan.garment.id] ?? BUTTON_LIGNE.top)
				: BUTTON_LIGNE.small;
		const where = [
			shown.otherButtons > 0 ? (plan.family === 'bottom' ? 'waistband' : 'cuffs and tabs') : '',
			shown.pocketButtons.size > 0 ? 'pocket flaps' : '',
		]
			.filter(Boolean)
			.join(', ');
		lines.push(
			entry(
				'closure',
				named(
					GOODS_PARTS.buttons,
					`Buttons, ${ligne} L (${(ligne * 0.635).toFixed(1)} mm), 4-hole`,
				),
				palette.part('buttons') ?? palette.main,
				where,
				elsewhere + 1,
				'pcs',
			),
		);
	}
	if (anatomy.fly) {
		if (!f.has('zip'))
			lines.push(
				entry(
					'closure',
					{
						material: `${anatomy.fly.zip.spec}, ${anatomy.fly.zip.cm} cm`,
						composition: anatomy.fly.jeans
							? 'polyester tape, brass teeth'
							: 'polyester tape, nylon coil',
					},
					palette.metal,
					'front fly',
					1,
					'pcs',
				),
			);
		if (anatomy.fly.jeans) {
			lines.push(entry('closure', GOODS_PARTS.shankButton, palette.metal, 'waistband', 1, 'pcs'));
			lines.push(
				entry(
					'trim',
					GOODS_PARTS.rivet,
					palette.metal,
					'front pocket corners and coin pocket',
					JEANS_RIVETS,
					'pcs',
				),
			);
		} else
			lines.push(
				entry(
					'closure',
					GOODS_PARTS.hookAndEye,
					palette.metal,
					'waistband, above the fly',
					1,
					'set',
				),
			);
	}
	if (anatomy.elasticWaist)
		lines.push(
			entry('trim', GOODS_PARTS.elastic, trimColor, 'waistband', anatomy.elasticWaist, 'cm'),
		);
	if (f.has('drawstring')) {
		const hood = f.has('hood') && plan.family !== 'bottom';
		const around = hood
			? 2 * v('hood-height') + v('neck-width')
			: 2 * (v('waistband') || v('waist') || v('top-width') || v('bag-width'));
		lines.push(
			entry(
				'closure',
				GOODS_PARTS.drawcord,
				palette.part('drawstring') ?? palette.main,
				hood ? 'hood opening' : 'waist channel',
				Math.round(around + 2 * DRAWCORD_TAIL),
				'cm',
				{
					key: 'drawcord',
					details: ['drawstring'],
				},
			),
			entry(
				'trim',
				GOODS_PARTS.aglet,
				palette.part('drawstring') ?? palette.main,
				'drawcord ends',
				2,
				'pcs',
			),
			entry(
				'trim',
				GOODS_PARTS.grommet,
				palette.metal,
				hood ? 'hood, each side of centre front' : 'waistband, each side of centre front',
				2,
				'pcs',
			),
		);
	}
	if (f.has('buckle') || f.has('ankle-strap')) {
		const width = v('buckle-width')
			? `${Math.round(v('buckle-width') * 10)} mm bar`
			: plan.family === 'footwear'
				? `${BUCKLE_BAR.footwear} mm bar`
				: `${BUCKLE_BAR.other} mm bar`;
		lines.push(
			entry(
				'closure',
				named(GOODS_PARTS.buckle, `Pin buckle, ${width}`),
				palette.metal,
				plan.family === 'footwear'
					? 'ankle straps'
					: plan.family === 'bag'
						? 'strap'
						: 'buckle end',
				pair(plan),
				'pcs',
				{
					details: ['buckle', 'ankle-strap'].filter((id) => f.has(id)),
				},
			),
		);
	}
	if (f.has('lace-up')) {
		if (plan.family === 'footwear') {
			const pairs = Math.max(2, Math.min(8, shown.eyelets || DEFAULT_EYELET_PAIRS));
			lines.push(
				entry(
					'closure',
					named(SHOE_PARTS.lace, `Round waxed laces, ${LACE_LENGTH[pairs]} cm`),
					palette.part('lace-up') ?? palette.main,
					'throat',
					1,
					'pair',
					{ details: ['lace-up'] },
				),
				entry('trim', SHOE_PARTS.eyelet, palette.metal, 'throat', 2 * 2 * pairs, 'pcs'),
			);
		} else {
			// Lacing runs down a centre front (a corset's), a fly, or to the waist of a bodice.
			const length =
				v('cf-length') ||
				v('front-rise') ||
				v('waist-position') ||
				(v('body-length') || v('torso-length')) * LACING.bodyShare;
			const holes = 2 * Math.max(3, Math.round(length / v('eyelet-spacing')));
			lines.push(
				entry(
					'closure',
					GOODS_PARTS.lacingCord,
					trimColor,
					'lacing',
					Math.round(2 * length * LACING.cross + 2 * LACING.tail),
					'cm',
					{ details: ['lace-up'] },
				),
				entry('trim', GOODS_PARTS.grommet, palette.metal, 'lacing', holes, 'pcs'),
			);
		}
	}
	if (f.has('wrap'))
		lines.push(
			entry(
				'closure',
				{
					material: `Wrap ties, self fabric, ${WRAP_TIES.count - 1} × ${WRAP_TIES.length} cm, with an inside tie`,
					composition: anatomy.shell.composition,
				},
				palette.main,
				'side seam and front edge',
				WRAP_TIES.count,
				'pcs',
				{ details: ['wrap'] },
			),
		);
	if (f.has('slip-on'))
		lines.push(
			entry('closure', SHOE_PARTS.gore, palette.main, 'both sides of each shoe', 4, 'pcs', {
				details: ['slip-on'],
			}),
		);
	return lines;
}
