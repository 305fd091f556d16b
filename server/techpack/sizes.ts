import { ALPHA_BASE, ONE_SIZE, PRECISION, SIZE_SYSTEMS, type SizeSystemId } from './tables/sizes';
import type { TechPackSizeSystem, TechPackUnit } from './types';

/** The sizes a pack grades to: labels smallest first, the base size, and each one's distance from it. */
export interface SizeRun {
	labels: string[];
	base: string;
	/** Per label, alpha steps from the base size (a numeric step is a share of one). */
	steps: number[];
}

export function sizeRun(system: SizeSystemId, sizes: TechPackSizeSystem): SizeRun {
	const def = SIZE_SYSTEMS[system];
	const labels = [...(sizes === 'alpha' ? def.alpha : def.numeric)];
	const base = labels.length === 1 ? ONE_SIZE : sizes === 'alpha' ? ALPHA_BASE : def.numericBase;
	const at = labels.indexOf(base);
	const ratio = sizes === 'alpha' ? 1 : def.numericRatio;
	return { labels, base, steps: labels.map((_, i) => (i - at) * ratio) };
}

const roundTo = (value: number, step: number): number => {
	const rounded = Math.round(value / step) * step;
	// Decimal steps leave binary noise (0.30000000000000004); eighths are exact in binary.
	return Number(rounded.toFixed(4));
};

/** Whether a point's tolerance (cm) is under a millimetre: eyewear, watches, jewellery. */
export const isFine = (toleranceCm: number): boolean => toleranceCm < PRECISION.fineBelow;

/** A measurement in centimetres as the pack prints it. */
export const roundCm = (cm: number, fine: boolean): number =>
	roundTo(cm, fine ? PRECISION.cm.fine : PRECISION.cm.value);

/**
 * A printed centimetre value in the pack's unit: inches are converted from the centimetres the cm
 * pack prints, so the two packs agree to the inch rounding.
 */
export function valueIn(cmPrinted: number, unit: TechPackUnit, fine: boolean): number {
	if (unit === 'cm') return cmPrinted;
	return roundTo(cmPrinted / PRECISION.cmPerInch, fine ? PRECISION.in.fine : PRECISION.in.value);
}

/** A tolerance (cm) in the pack's unit: rounded, and never below the unit's smallest step. */
export function toleranceIn(cm: number, unit: TechPackUnit, fine: boolean): number {
	const step =
		unit === 'cm'
			? fine
				? PRECISION.cm.fine
				: PRECISION.cm.tolerance
			: fine
				? PRECISION.in.fine
				: PRECISION.in.tolerance;
	const value = unit === 'cm' ? cm : cm / PRECISION.cmPerInch;
	return Math.max(step, roundTo(value, step));
}
