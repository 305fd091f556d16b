/**
 * `POST /v1/designs/:id/variations`: the fields of each new design (docs/contract.md "Variations
 * and colourways"), which the design service inserts in one transaction.
 */
import { resolveColorName } from '../generator';
import type { Colorway, DesignRecord } from '../store/types';
import { chainFrom, designSpec, newSeed, SEED_SPACE, type DesignFields } from './design-spec';

/** What `POST /v1/designs/:id/variations` asks for (the body, with its default count applied). */
export interface VariationsInput {
	count: number;
	/** Colour names as given (any case); validated by the request schema. */
	colors?: string[];
	seed?: number;
}

/**
 * `count` variations of `source`: its prompt and style, each with its own seed (with `seed`
 * given, the i-th gets `(seed + i) mod 2^31`). With colours, a colourway: the generator keeps
 * the garment, pattern and details the source's seed chose and paints them in these colours. A
 * variation of an edited design is edited alike: the source's edits, on its own seed.
 */
export function variationsOf(source: DesignRecord, input: VariationsInput): DesignFields[] {
	const from = designSpec(source);
	const colorway: Colorway = input.colors
		? {
				colors: input.colors.map((name) => resolveColorName(name)!.name),
				// A colourway of a colourway repaints the same garment: the one its source repaints
				// (for an edited source, the design its edits were made of).
				baseSeed: from.baseSeed ?? from.seed,
			}
		: {};
	return Array.from({ length: input.count }, (_, i) => {
		const seed = input.seed === undefined ? newSeed() : (input.seed + i) % SEED_SPACE;
		const edits = chainFrom(from, { seed });
		return {
			prompt: source.prompt,
			style: source.style,
			seed,
			parentId: source.id,
			...colorway,
			...(edits ? { edits } : {}),
		};
	});
}
