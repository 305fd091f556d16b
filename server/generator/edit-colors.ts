/**
 * The colours of an edit (edit.ts): named colours take their places, ruled-out ones go, and a
 * new print brings the colours it shows.
 */
import type { EditReading } from './edit-read';
import type { EditOutcome } from './edit';
import { COLOR_BY_NAME, PATTERN_COLORS } from './lexicon';
import type { Random } from './random';
import type { DesignPlan } from './resolve';
import { printColorCount, takeContrasting } from './resolve-colors';

export type Color = { name: string; hex: string };

/**
 * The colours: the cloth's colours named take the first places, a print's colours the places
 * after the ground, and a colour named instead of another ("navy instead of black") its place.
 * Colours ruled out go. A new print, or colours taken away, brings as many more as the print
 * shows: its own (a leopard's rosettes), then the style's, in contrast.
 */
export function editColors(
	plan: DesignPlan,
	edited: DesignPlan,
	reading: EditReading,
	random: (purpose: string) => Random,
	unchanged: EditOutcome['unchanged'],
): Color[] {
	const { parsed } = reading;
	const excluded = parsed.excluded;
	const asColor = ({ name, hex }: Color): Color => ({ name, hex });
	const cloth = parsed.colors.filter((c) => c.role === 'garment').map(asColor);
	const print = parsed.colors.filter((c) => c.role === 'pattern').map(asColor);
	let colors = plan.colors.map(asColor);
	// "Navy instead of black": the named colours take the places of those ruled out, in order.
	const incoming = [...cloth, ...print];
	const swapped = new Set<string>();
	colors = colors.map((color) => {
		if (!excluded.has(color.name) || incoming.length === 0) return color;
		const next = incoming.shift()!;
		swapped.add(next.name);
		return next;
	});
	colors = place(
		colors,
		cloth.filter((c) => !swapped.has(c.name)),
		0,
	);
	colors = place(
		colors,
		print.filter((c) => !swapped.has(c.name)),
		1,
	);
	for (const name of excluded)
		if (COLOR_BY_NAME.has(name) && !plan.colors.some((color) => color.name === name))
			unchanged.push({ id: name, why: 'absent' });
	// A colour swapped in that the design already had keeps its first place: "navy instead of
	// white" on navy with white stripes leaves navy, and the stripes a colour of their own.
	colors = colors.filter(
		(color, i) => !excluded.has(color.name) && colors.findIndex((c) => c.name === color.name) === i,
	);
	const shrunk = colors.length < plan.colors.length;
	const palette = plan.style.palette
		.filter((name) => !excluded.has(name) && !colors.some((color) => color.name === name))
		.map((name) => ({ name, hex: COLOR_BY_NAME.get(name)! }));
	const rng = random('colors');
	// Every colour ruled out: the style's palette gives the cloth one, as for a prompt naming none.
	if (colors.length === 0)
		colors.push(
			palette.length > 0
				? palette.splice(rng.int(0, Math.min(palette.length, 6) - 1), 1)[0]
				: plan.colors[0],
		);
	// A colourway draws a print's other colours as tones of its own: it takes none.
	if (!plan.colorway && (edited.pattern !== plan.pattern || shrunk)) {
		const wanted = printColorCount(edited.pattern, cloth.length + print.length);
		for (const name of PATTERN_COLORS[edited.pattern]?.motifs ?? []) {
			if (colors.length >= wanted) break;
			const hex = COLOR_BY_NAME.get(name)!;
			if (!excluded.has(name) && !colors.some((color) => color.name === name))
				colors.push({ name, hex });
		}
		const rest = palette.filter((color) => !colors.some((c) => c.name === color.name));
		while (colors.length < wanted && rest.length > 0)
			colors.push(takeContrasting(colors, rest, rng));
	}
	if (sameColors(colors, plan.colors)) {
		[...cloth, ...print].forEach((color) => unchanged.push({ id: color.name, why: 'already' }));
		return plan.colors;
	}
	return colors;
}

/**
 * `named` put in order from place `from`, replacing what stood there; a colour then listed twice
 * keeps its first place and its second goes to a colour it displaced ("white" on a red design
 * with white stripes is white with red stripes).
 */
function place(colors: Color[], named: Color[], from: number): Color[] {
	if (named.length === 0) return colors;
	const head = colors.slice(0, from);
	const displaced = colors.slice(from, from + named.length);
	const listed = [...head, ...named, ...colors.slice(from + named.length)];
	const out: Color[] = [];
	for (const color of listed) {
		if (!out.some((c) => c.name === color.name)) {
			out.push(color);
			continue;
		}
		const back = displaced.find(
			(d) => !listed.some((c) => c.name === d.name) && !out.some((c) => c.name === d.name),
		);
		if (back) out.push(back);
	}
	return out;
}

export const sameColors = (a: readonly Color[], b: readonly Color[]): boolean =>
	a.length === b.length &&
	a.every((color, i) => color.name === b[i].name && color.hex === b[i].hex);
