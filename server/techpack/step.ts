import { NO_STITCH, STITCH_NAMES, type Sewing } from './tables/stitches';
import type { ConstructionStep } from './types';

/** A construction step, and how much seam it sews (cm, base size) for the thread estimate. */
export interface Step extends ConstructionStep {
	/** 0 for an operation without a seam. */
	seamCm: number;
}

/** A step sewn as `sewing` says; a null class is an operation without a seam. */
export function step(area: string, operation: string, sewing: Sewing, seamCm = 0): Step {
	const [stitch, spi] = sewing;
	if (stitch === null) return { area, operation, stitch: NO_STITCH, spi: null, seamCm: 0 };
	return {
		area,
		operation,
		stitch: STITCH_NAMES[stitch],
		spi,
		seamCm: Math.max(0, Math.round(seamCm)),
	};
}

export const noSeam = (area: string, operation: string): Step =>
	step(area, operation, [null, null]);
