/**
 * Colourways: the design's parts (shell, lining, buttons, zip…) and the colour each is in. The
 * parts are read off the bill of materials, so a colourway names exactly what the factory buys.
 */
import type { DesignPlan } from '../generator';
import type { BomEntry } from './bom-lines';
import type { Colourway, TechPackColor } from './types';

/** "navy / white": the colours of the design, the cloth's first. */
export const colourwayName = (plan: DesignPlan): string =>
	plan.colors.map((color) => color.name).join(' / ');

export function colourwayOf(plan: DesignPlan, bom: readonly BomEntry[]): Colourway {
	const components: Record<string, TechPackColor> = {};
	for (const line of bom)
		if (line.key && !(line.key in components)) components[line.key] = { ...line.color };
	// A print's other colours are parts of the colourway too, though no line buys them apart.
	if (plan.pattern !== 'solid')
		plan.colors.slice(1, 3).forEach((color, i) => {
			const key = i === 0 ? 'print motif' : 'print third colour';
			if (!(key in components)) components[key] = { name: color.name, hex: color.hex };
		});
	return { name: colourwayName(plan), components };
}
