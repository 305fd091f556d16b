/** One bill-of-materials line and the quantities lines are costed in. */
import type { MaterialInfo } from './tables/materials';
import { CUTTING_YIELD, QUANTITY_STEP, type TrimSpec } from './tables/trims';
import type { DesignPlan } from '../generator';
import type { BomComponent, BomLine, TechPackColor } from './types';

/**
 * A line, with what the pack itself keeps of it: `key` names the part in the colourways
 * (shell, lining, buttons…), `details` the design's details the line supplies (a zip, a pocket).
 */
export interface BomEntry extends BomLine {
	key?: string;
	details?: string[];
}

export function entry(
	component: BomComponent,
	spec: TrimSpec,
	color: TechPackColor,
	placement: string,
	quantity: number,
	unit: string,
	tags: { key?: string; details?: string[] } = {},
): BomEntry {
	return {
		component,
		material: spec.material,
		composition: spec.composition,
		color: { ...color },
		placement,
		quantity,
		unit,
		...tags,
	};
}

/** Rounded up to the step a buyer orders in (never zero: a line is on the pack because it is used). */
export function orderQuantity(value: number, step: number): number {
	const steps = Math.max(1, Math.ceil(value / step - 1e-9));
	return Number((steps * step).toFixed(2));
}

/**
 * How much of a material `area` (m², one piece, base size) takes: metres of its width for cloth,
 * square decimetres for hides, grams for yarn knitted to shape, one blank for what is moulded,
 * blocked or braided to shape (a felt hat, a straw hat, a rubber clog). The cutting yield
 * (tables/trims.ts) covers what falls between the pieces.
 */
export function fabricQuantity(
	area: number,
	info: Pick<MaterialInfo, 'kind' | 'width'>,
	knittedWeight: number,
): { quantity: number; unit: string } {
	const gross = area / CUTTING_YIELD[info.kind];
	if (info.kind === 'leather')
		return { quantity: orderQuantity(gross * 100, QUANTITY_STEP.dm2), unit: 'dm²' };
	if (info.kind === 'yarn')
		return { quantity: orderQuantity(gross * knittedWeight, QUANTITY_STEP.g), unit: 'g' };
	if (info.width === 0 || area === 0) return { quantity: 1, unit: 'pcs' };
	return { quantity: orderQuantity(gross / (info.width / 100), QUANTITY_STEP.m), unit: 'm' };
}

/** A piece of shell cloth of `cm2` (a pocket, a belt) in the shell's unit. */
export function pieceQuantity(
	cm2: number,
	info: Pick<MaterialInfo, 'kind' | 'width'>,
	knittedWeight: number,
): { quantity: number; unit: string } {
	return fabricQuantity(cm2 / 10_000, info, knittedWeight);
}

/** A spec with its material said more exactly ("Buttons, 18 L (11.4 mm), 4-hole"). */
export const named = (spec: TrimSpec, material: string): TrimSpec => ({ ...spec, material });

/** Shoes come in pairs: one of a part per shoe. */
export const pair = (plan: DesignPlan): number => (plan.family === 'footwear' ? 2 : 1);
