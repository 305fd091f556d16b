import { randomInt } from 'node:crypto';
import type { DesignSpec, StyleId } from '../generator';
import type { DesignRecord, Derivation, EditChain, NewDesign } from '../store/types';

/** Seeds are integers 0 … 2^31−1; a variation's seed wraps around within them. */
export const SEED_SPACE = 2 ** 31;

/** A seed for a request that gave none (the server returns it with the design). */
export const newSeed = (): number => randomInt(0, SEED_SPACE);

/** What a new design is made of, before the service gives it an id, a time and its generation. */
export type DesignFields = Omit<
	NewDesign,
	'id' | 'accountId' | 'now' | 'status' | 'content' | 'error' | 'readyAt'
>;

/** What a design is generated from, as stored: a pending design's row has no more. */
export type SpecSource = Pick<DesignRecord, 'prompt' | 'style' | 'seed'> & Derivation;

/**
 * What a stored design was generated from. Its front image is stored; its back view and tech
 * pack are derived from this spec on demand, so they always match the image.
 */
export function designSpec(
	design: Pick<DesignRecord, 'prompt' | 'style' | 'seed' | 'colorway' | 'edits'>,
): DesignSpec {
	return generationSpec({
		prompt: design.prompt,
		style: design.style,
		seed: design.seed,
		...(design.colorway ?? {}),
		...(design.edits ? { edits: design.edits } : {}),
	});
}

/**
 * The generator's spec of a design as stored. An edited design's own seed is its last edit's:
 * the design it edits was made with the chain's seed.
 */
export function generationSpec(design: SpecSource): DesignSpec {
	const chain = design.edits;
	return {
		prompt: design.prompt,
		style: design.style as StyleId,
		seed: chain?.seed ?? design.seed,
		...(design.colors ? { colors: design.colors, baseSeed: design.baseSeed } : {}),
		...(chain ? { edits: chain.edits } : {}),
		...(chain?.editsBeforeColorway !== undefined
			? { editsBeforeColorway: chain.editsBeforeColorway }
			: {}),
	};
}

/**
 * The chain a new design made from `source` applies: an edit appends its own (made after
 * everything the source is, its colourway included); a variation keeps the source's edits,
 * made of the design its own seed (`seed`) gives, and a colourway repaints after all of them.
 * Undefined when there are no edits.
 */
export function chainFrom(
	source: DesignSpec,
	made: { edit: { instruction: string; seed: number } } | { seed: number },
): EditChain | undefined {
	const edits = source.edits ?? [];
	if ('edit' in made)
		return {
			seed: source.seed,
			edits: [...edits, made.edit],
			...(source.colors ? { editsBeforeColorway: source.editsBeforeColorway ?? edits.length } : {}),
		};
	return edits.length > 0 ? { seed: made.seed, edits } : undefined;
}
