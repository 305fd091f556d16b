/**
 * The design generator: (prompt, style, seed) in, fashion-design metadata and a front-view
 * technical flat out. Pure and offline: no I/O, no clock, no global randomness, so the same spec
 * always gives byte-identical SVG. The server imports exactly this surface.
 */
import { designDescription, designTitle } from './describe';
import { GARMENTS } from './lexicon/garments';
import { drawFlat } from './draw/compose';
import { HEIGHT, WIDTH, renderSvg } from './draw/svg';
import { parsePrompt } from './parse';
import { resolvePlan } from './resolve';
import { normalizeText } from './text';
import { STYLE_IDS, STYLES, type StyleId, type StyleInfo } from './styles';

export { STYLE_IDS, STYLES };
export type { StyleId, StyleInfo };
export { renderPng } from './png';
// TEMPORARY (until branch colourways is merged): see colourways-stub.ts.
export { COLOR_NAMES, resolveColorName } from './colourways-stub';

/** The garment ids the generator knows (a design's `garment` is one of them). */
export const GARMENT_IDS: readonly string[] = GARMENTS.map((g) => g.id);

export interface DesignSpec {
	prompt: string;
	style: StyleId;
	/** Integer 0 .. 2^31 - 1. */
	seed: number;
	// TEMPORARY (until branch colourways is merged): accepted, not yet used.
	colors?: string[];
	baseSeed?: number;
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

export function generateDesign(spec: DesignSpec): GeneratedDesign {
	if (!(STYLE_IDS as readonly string[]).includes(spec.style))
		throw new RangeError(`unknown style '${spec.style}'`);
	const parsed = parsePrompt(spec.prompt);
	// The prompt's words (not its spacing or case) key the seeded choices.
	const plan = resolvePlan(
		parsed,
		spec.style,
		spec.seed >>> 0,
		`${spec.style}|${normalizeText(spec.prompt)}`,
	);
	const title = designTitle(plan);
	const svg = renderSvg(plan, drawFlat(plan), title, designDescription(plan, spec.prompt));
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
