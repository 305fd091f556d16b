/**
 * Pocket lines: each pocket kind the design shows gets its own line, pocketing bags for pockets
 * set into a seam and self fabric for the rest; trousers also get the back pockets.
 */
import type { Anatomy } from './anatomy';
import { entry, orderQuantity, pieceQuantity, type BomEntry } from './bom-lines';
import type { Palette } from './colors';
import type { TechPackColor } from './types';
import {
	BACK_POCKETS,
	CARGO_GUSSETS,
	CUTTING_YIELD,
	KNITTED_PANEL_WEIGHT,
	POCKET_BAG,
	POCKETING,
	QUANTITY_STEP,
	SELF_POCKET_TURNINGS,
} from './tables/trims';

export const POCKET_DETAILS = [
	'chest-pocket',
	'patch-pockets',
	'flap-pockets',
	'welt-pockets',
	'slash-pockets',
	'kangaroo-pocket',
	'cargo-pockets',
] as const;

export function pocketLines(anatomy: Anatomy, palette: Palette): BomEntry[] {
	const { plan, top, shell } = anatomy;
	const v = (id: string) => top.get(id) ?? 0;
	const self = (kind: string, cm2: number, placement: string): BomEntry => {
		const { quantity, unit } = pieceQuantity(cm2, shell, KNITTED_PANEL_WEIGHT);
		return entry(
			'pocketing',
			{ material: `${kind}, self fabric (${shell.name})`, composition: shell.composition },
			palette.main,
			placement,
			quantity,
			unit,
		);
	};
	const bags = (kind: string, count: number, opening: number, placement: string): BomEntry =>
		entry(
			'pocketing',
			{ ...POCKETING, material: `${kind}: ${POCKETING.material}` },
			pocketingColor(palette),
			placement,
			// Each pocket is a bag of two layers, cut from pocketing POCKET_BAG.width wide.
			orderQuantity(
				(count * 2 * (opening + POCKET_BAG.extraWidth) * (opening + POCKET_BAG.extraDepth)) /
					10_000 /
					(POCKET_BAG.width / 100) /
					CUTTING_YIELD.woven,
				QUANTITY_STEP.m,
			),
			'm',
		);
	const lines: Record<string, () => BomEntry> = {
		'chest-pocket': () =>
			self(
				'Chest pocket',
				v('chest-pocket-width') * v('chest-pocket-height') * SELF_POCKET_TURNINGS,
				'left chest',
			),
		'patch-pockets': () =>
			self(
				'Patch pockets',
				2 * v('patch-pocket-width') * v('patch-pocket-height') * SELF_POCKET_TURNINGS,
				'front, each side',
			),
		'flap-pockets': () =>
			bags('Flap pockets (flaps self fabric)', 2, v('flap-width'), 'front, each side'),
		'welt-pockets': () =>
			bags(
				'Welt pockets (welts self fabric)',
				2,
				v('welt-opening'),
				plan.family === 'bottom' ? 'back' : 'front, each side',
			),
		'slash-pockets': () => bags('Side pockets', 2, v('slash-opening'), 'side seams'),
		'kangaroo-pocket': () =>
			self(
				'Pouch pocket',
				v('kangaroo-width') * v('kangaroo-height') * SELF_POCKET_TURNINGS,
				'front',
			),
		'cargo-pockets': () =>
			self(
				'Cargo pockets with flaps',
				2 *
					(v('cargo-width') + CARGO_GUSSETS.width) *
					(v('cargo-height') + CARGO_GUSSETS.height) *
					SELF_POCKET_TURNINGS,
				plan.family === 'bottom' ? 'outside of each thigh' : 'front',
			),
	};
	const out: BomEntry[] = POCKET_DETAILS.filter((id) => plan.features.has(id)).map((id) => ({
		...lines[id](),
		details: [id, 'pockets'],
	}));
	if (plan.features.has('pockets') && out.length === 0)
		out.push({
			...self(
				'Pocket',
				v('pocket-width') * v('pocket-height') * SELF_POCKET_TURNINGS,
				plan.family === 'bag' ? 'inside, slip pocket' : 'as drawn',
			),
			details: ['pockets'],
		});
	// Trousers have back pockets the front flat does not show: jeans patch pockets and a coin pocket.
	if (anatomy.fly?.jeans)
		out.push(
			self(
				'Back patch pockets and coin pocket',
				(2 * BACK_POCKETS.jeans.width * BACK_POCKETS.jeans.height +
					BACK_POCKETS.coin.width * BACK_POCKETS.coin.height) *
					SELF_POCKET_TURNINGS,
				'back and front right',
			),
		);
	else if (anatomy.fly) out.push(bags('Back welt pockets', 2, BACK_POCKETS.weltOpening, 'back'));
	return out;
}

const pocketingColor = (palette: Palette): TechPackColor => palette.lining;
