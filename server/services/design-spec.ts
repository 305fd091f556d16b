import type { DesignSpec, StyleId } from '../generator';
import type { DesignRecord } from '../store/types';

/**
 * What a stored design was generated from. Its front image is stored; its back view and tech
 * pack are derived from this spec on demand, so they always match the image.
 */
export function designSpec(
	design: Pick<DesignRecord, 'prompt' | 'style' | 'seed' | 'colorway'>,
): DesignSpec {
	return {
		prompt: design.prompt,
		style: design.style as StyleId,
		seed: design.seed,
		...(design.colorway
			? { colors: design.colorway.colors, baseSeed: design.colorway.baseSeed }
			: {}),
	};
}
