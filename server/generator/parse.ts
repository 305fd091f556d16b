/**
 * The prompt parser: what garment a prompt asks for, in which colours, print, cloth and
 * details, and what it rules out. Reading the words is parse-read.ts, colours parse-color.ts,
 * the garment and what belongs to it parse-garment.ts.
 */
import { GENERIC_PATTERN_PHRASES, QUALIFYING_MATERIAL_WORDS, type Match } from './lexicon';
import { readColor, type ColorAt, type ColorRole, type ParsedColor } from './parse-color';
import { designGarment, ownedByDesign } from './parse-garment';
import { readPrompt } from './parse-read';
import { knittedKind, placeAccessories } from './parse-wardrobe';
import { adjoins, hitOf, nextPause, nounAfter, pushOnce } from './parse-text';

export type { ColorRole, ParsedColor };

export interface ParsedPrompt {
	/** Garment the prompt names outright; the head noun wins ("shirt dress" is a dress). */
	garment?: string;
	/** Garments that qualify the head noun ("shirt" in "shirt dress"): they lend their signature details. */
	qualifiers: string[];
	/** A garment only suggested ("a black turtleneck" suggests a sweater). */
	hint?: string;
	/** Main colour first: garment colours, then print colours, then part colours, each in prompt order. */
	colors: ParsedColor[];
	pattern?: string;
	materials: string[];
	/** Materials of a trim, not of the garment: "faux fur trim". */
	trimMaterials: string[];
	details: string[];
	/** What the prompt rules out ("no hood", "without pockets"). */
	excluded: Set<string>;
	/** The prompt colours only the print's motifs or parts ("a shirt with red flowers", "gold buttons"): the cloth's colour is open. */
	groundOpen: boolean;
}

/** Negation reaches this many words ahead: "without a hood", "no front pockets". */
const NEGATION_REACH = 4;

export function parsePrompt(prompt: string): ParsedPrompt {
	const text = placeAccessories(readPrompt(prompt));
	const { tokens, pauses, matches } = text;
	const parsed: ParsedPrompt = {
		qualifiers: [],
		colors: [],
		materials: [],
		trimMaterials: [],
		details: [],
		excluded: new Set(),
		groundOpen: false,
	};
	const colors: ColorAt[] = [];
	// Prints and cloths, with the garment their phrase ends in: "a navy blazer over a striped tee".
	const patterns: { id: string; at: number; noun?: string; generic: boolean }[] = [];
	const materials: { id: string; at: number; noun?: string; trim: boolean; qualifies?: boolean }[] =
		[];
	const garments: Match[] = [];
	let negateUntil = -1;

	for (let m = 0; m < matches.length; m++) {
		const match = matches[m];
		if (hitOf(match, 'negation')) {
			// Up to NEGATION_REACH words, and never past the clause: "rather than princessy: a lilac gown".
			negateUntil = Math.min(
				match.end + NEGATION_REACH,
				nextPause(pauses, match.end, tokens.length),
			);
			continue;
		}
		const negated = match.start < negateUntil;
		// A negation covers a list joined by "or", "nor" or "and": "not white or blue", "no hood or pockets".
		if (negated)
			negateUntil =
				matches[m + 1] &&
				['or', 'nor', 'and'].includes(tokens.slice(match.end, matches[m + 1].start).join(' '))
					? matches[m + 1].end
					: -1;

		const read = readColor(text, m);
		if (read) {
			m = read.last;
			if (negated) parsed.excluded.add(read.name);
			else if (read.color) colors.push(read.color);
		}

		// A colour phrase may mean more than its colour: "light wash" is light blue denim.
		const noun = hitOf(match, 'garment')?.id ?? nounAfter(text, m + 1, match.end);
		// A print or cloth named for a piece of cloth is that piece's: a "tartan lining", "leather straps".
		const partsOwn =
			adjoins(text, match, matches[m + 1]) &&
			hitOf(matches[m + 1], 'part')?.cloth === true &&
			!hitOf(match, 'garment');
		for (const hit of match.hits) {
			const id = hit.kind !== 'modifier' && 'id' in hit ? hit.id : undefined;
			if (id === undefined) continue;
			if (negated) {
				parsed.excluded.add(id);
				continue;
			}
			if (hit.kind === 'pattern' && !partsOwn)
				patterns.push({
					id,
					at: match.start,
					noun,
					generic: GENERIC_PATTERN_PHRASES.has(tokens.slice(match.start, match.end).join(' ')),
				});
			const garmentAfter = adjoins(text, match, matches[m + 1])
				? hitOf(matches[m + 1], 'garment')
				: undefined;
			if (hit.kind === 'motif' && garmentAfter)
				patterns.push({ id, at: match.start, noun: garmentAfter.id, generic: false });
			// A material named with a detail and no garment ("fur trim") is the trim's, not the cloth's.
			if (hit.kind === 'material') {
				const trim = partsOwn || (hitOf(match, 'detail') !== undefined && !hitOf(match, 'garment'));
				const qualifies =
					QUALIFYING_MATERIAL_WORDS.has(tokens.slice(match.start, match.end).join(' ')) &&
					adjoins(text, match, matches[m + 1]) &&
					hitOf(matches[m + 1], 'material') !== undefined;
				materials.push({ id, at: match.start, noun, trim, qualifies });
			}
			if (hit.kind === 'detail') pushOnce(parsed.details, hit.id);
			if (hit.kind === 'hint' && parsed.hint === undefined) parsed.hint = hit.id;
		}
		if (!negated && hitOf(match, 'garment')) garments.push(match);
	}

	const { garment, qualifiers, candidates } = designGarment(text, garments);
	if (garment !== undefined) parsed.garment = garment;
	parsed.qualifiers.push(...qualifiers);

	const owned = ownedByDesign(text, parsed.garment ?? parsed.hint, parsed.qualifiers, candidates);
	const prints = patterns.filter(owned);
	parsed.pattern = (prints.find((print) => !print.generic) ?? prints[0])?.id;
	// "Stretch denim": the cloth first, the quality it has after it.
	const byRole = [
		...materials.filter((material) => !material.qualifies),
		...materials.filter((material) => material.qualifies),
	];
	for (const material of byRole.filter(owned))
		pushOnce(material.trim ? parsed.trimMaterials : parsed.materials, material.id);
	const own = colors.filter(owned);
	parsed.groundOpen = own.length > 0 && own.every((color) => color.motif || color.role === 'part');
	const rank: Record<ColorRole, number> = { garment: 0, pattern: 1, part: 2 };
	const seen = new Set<string>();
	parsed.colors = own
		.sort((a, b) => rank[a.role] - rank[b.role] || a.at - b.at)
		.filter((color) => !seen.has(color.name) && seen.add(color.name))
		.map(({ at: _at, noun: _noun, motif: _motif, ...color }) => color);
	if (parsed.pattern && parsed.excluded.has(parsed.pattern)) parsed.pattern = undefined;
	const kind = knittedKind(parsed.garment, parsed.materials, parsed.details);
	if (kind !== undefined) parsed.garment = kind;
	return parsed;
}
