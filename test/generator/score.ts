import type { GeneratedDesign } from '../../server/generator';
import { garmentMatches } from './blind-score';

/** One prompt of the labelled set: what a person reading it expects the design to be. */
export interface LabelledPrompt {
	prompt: string;
	/** null when the prompt names no garment (any garment is right). */
	garment: string | null;
	/** Colour names the prompt gives, main colour first; [] when it names none. */
	colors: string[];
	/** "solid" when the prompt names no print. */
	pattern: string;
	/** Materials the prompt names (or a garment implies, as jeans imply denim); [] when none. */
	materials: string[];
}

const norm = (name: string): string =>
	name
		.toLowerCase()
		.replace(/[-\s]+/g, ' ')
		.trim();

/** Which fields a design got wrong; an empty list means the prompt was read right. */
export function misreadings(expected: LabelledPrompt, design: GeneratedDesign): string[] {
	const wrong: string[] = [];
	const names = design.colors.map((color) => norm(color.name));
	// The labels were written with the garment ids of their day; a design naming a more specific
	// kind the generator has learnt since (a raincoat for "coat") is right, by the blind set's rule.
	if (expected.garment !== null && !garmentMatches(expected.garment, design.garment))
		wrong.push(`garment ${design.garment}`);
	if (design.pattern !== expected.pattern) wrong.push(`pattern ${design.pattern}`);
	if (
		expected.colors.length > 0 &&
		(names[0] !== norm(expected.colors[0]) ||
			!expected.colors.every((name) => names.includes(norm(name))))
	) {
		wrong.push(`colors ${names.join(', ')}`);
	}
	if (!expected.materials.every((id) => design.materials.includes(id)))
		wrong.push(`materials ${design.materials.join(', ')}`);
	return wrong;
}
