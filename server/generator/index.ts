/**
 * The design generator: (prompt, style, seed) in, fashion-design metadata and a front-view
 * technical flat out, and on request the back view of the same design. Pure and offline: no I/O,
 * no clock, no global randomness, so the same spec always gives byte-identical SVG. The server
 * imports this surface (and `text`'s XML escaping).
 */
// Identifiers and file names spell `color`; prose and the API's names (`colourways`) stay British.
import { colorwayColors, repaint } from './colorway';
import { designDescription, designTitle } from './describe';
import { applyEdit, type DesignEdit, type EditOutcome } from './edit';
import { GARMENTS } from './lexicon/garments';
import { drawBackFlat } from './draw/back/compose';
import { drawFlat } from './draw/compose';
import { HEIGHT, WIDTH, flatBounds, renderSvg } from './draw/svg';
import { parsePrompt } from './parse';
import { streamFor } from './random';
import { resolvePlan, type DesignPlan } from './resolve';
import { normalizeText } from './text';
import { STYLE_IDS, STYLES, resolveStyleId, type StyleId, type StyleInfo } from './styles';

export { STYLE_IDS, STYLES, resolveStyleId };
export { COLOR_NAMES, resolveColorName } from './color-names';
export { readInstruction, type InstructionReading } from './edit-read';
export type { StyleId, StyleInfo };
export type { DesignPlan, DesignEdit, EditOutcome };

/** The garment ids the generator knows (a design's `garment` is one of them). */
export const GARMENT_IDS: readonly string[] = GARMENTS.map((g) => g.id);

export interface DesignSpec {
	prompt: string;
	style: StyleId;
	/** Integer 0 .. 2^31 - 1. */
	seed: number;
	/**
	 * A colourway: paint the design in exactly these colours (1 to 4 names as `resolveColorName`
	 * takes them; the first is the cloth's), and no others but the drawing's neutrals (ink,
	 * translucent black and white for shading, the white page).
	 */
	colors?: string[];
	/**
	 * With `colors`: the seed of the design being repainted (default `seed`). Garment, print,
	 * details, materials and silhouette come from (prompt, style, baseSeed), so the colourway is
	 * that design repainted; `seed` then only chooses which given colour goes where.
	 */
	baseSeed?: number;
	/**
	 * Edits, in the order they were made (an edit of an edit appends): each instruction is read
	 * by the prompt parser and changes only what it names of the design before it (edit.ts).
	 */
	edits?: DesignEdit[];
	/**
	 * With `colors` and `edits`: how many of the edits were made before the colourway (default
	 * all: a colourway of an edited design repaints it as edited). The others were made of the
	 * colourway, and apply after its repaint.
	 */
	editsBeforeColorway?: number;
}

export interface GeneratedDesign {
	title: string;
	garment: string;
	colors: { name: string; hex: string }[];
	pattern: string;
	materials: string[];
	details: string[];
	svg: string;
	width: 800;
	height: 1000;
}

/** The views a design is drawn in: `front` is its image; `back` what shows from behind. */
export const DESIGN_VIEWS = ['front', 'back'] as const;
export type DesignView = (typeof DESIGN_VIEWS)[number];

export function generateDesign(spec: DesignSpec): GeneratedDesign {
	const plan = planDesign(spec);
	const title = designTitle(plan);
	const description = designDescription(
		plan,
		spec.prompt,
		spec.edits?.map((edit) => edit.instruction),
	);
	const svg = renderSvg(plan, drawFlat(plan), title, description);
	return {
		title,
		garment: plan.garment.id,
		colors: plan.colors.map(({ name, hex }) => ({ name, hex })),
		pattern: plan.pattern,
		materials: [...plan.materials],
		details: [...plan.details],
		svg,
		width: WIDTH,
		height: HEIGHT,
	};
}

/**
 * One view of a design as SVG. The front is `generateDesign`'s image, byte for byte. The back is
 * drawn from the same plan (silhouette, fills, print, materials), showing what only the back has
 * (a yoke, back pockets, a hood lying down, a centre-back zip, vents) and none of what only the
 * front has (front pockets, plackets, front fastenings); shoes are seen from the heel, bags from
 * their back panel, small accessories from their reverse. It is fitted at the front's scale, so
 * the two views of a design stand side by side. Throws RangeError for an unknown style.
 */
export function drawDesignView(spec: DesignSpec, view: DesignView): string {
	const plan = planDesign(spec);
	const title = designTitle(plan);
	const edits = spec.edits?.map((edit) => edit.instruction);
	const front = drawFlat(plan);
	if (view === 'front')
		return renderSvg(plan, front, title, designDescription(plan, spec.prompt, edits));
	return renderSvg(
		plan,
		drawBackFlat(plan),
		`${title}, back view`,
		designDescription(plan, spec.prompt, edits, true),
		flatBounds(front),
	);
}

/**
 * Everything about a design decided, before any drawing: what the image, its back view and its
 * tech pack are all made from, so the three always agree. Throws RangeError for an unknown style.
 */
export function planDesign(spec: DesignSpec): DesignPlan {
	if (!(STYLE_IDS as readonly string[]).includes(spec.style))
		throw new RangeError(`unknown style '${spec.style}'`);
	const colors = spec.colors === undefined ? undefined : colorwayColors(spec.colors);
	const parsed = parsePrompt(spec.prompt);
	// The prompt's words (not its spacing or case) key the seeded choices.
	const key = `${spec.style}|${normalizeText(spec.prompt)}`;
	const base = resolvePlan(
		parsed,
		spec.style,
		(colors ? (spec.baseSeed ?? spec.seed) : spec.seed) >>> 0,
		key,
	);
	const edits = spec.edits ?? [];
	const before = colors ? Math.min(spec.editsBeforeColorway ?? edits.length, edits.length) : 0;
	const edit = (plan: DesignPlan, next: DesignEdit): DesignPlan => applyEdit(plan, next, key).plan;
	const edited = edits.slice(0, before).reduce(edit, base);
	// 'colourway' is a seed key, not a name: another key would repaint every stored colourway.
	const painted = colors
		? repaint(edited, colors, streamFor(spec.seed >>> 0, key, 'colourway'))
		: edited;
	return edits.slice(before).reduce(edit, painted);
}

/**
 * What one more edit would make of the design `spec` describes (it applies after everything
 * in `spec`, its colourway included): the plan, what the instruction was read as, whether
 * anything changed, and what it named that changed nothing. A design service asks before it
 * stores an edit, to refuse one that changes nothing (edit-read.ts says what was understood).
 */
export function previewEdit(spec: DesignSpec, next: DesignEdit): EditOutcome {
	const key = `${spec.style}|${normalizeText(spec.prompt)}`;
	return applyEdit(planDesign(spec), next, key);
}
