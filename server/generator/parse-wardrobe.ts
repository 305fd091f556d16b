/**
 * Shoes, bags, hats, belts, scarves, ties and socks: the design when the prompt names no
 * clothing ("tan suede chelsea boots", "Baggit Women Red Handbag"), and otherwise what the
 * clothing is worn with ("white sneakers with a black hoodie"), whose colour, print and cloth are
 * not the design's. Decided once for the whole prompt, before the phrases are read one by one.
 */
import { DETAIL_BY_ID, GARMENT_BY_ID, MATERIAL_FAMILY, type Hit, type Match } from './lexicon';
import { isAccessoryFamily } from './lexicon/garments';
import { alreadyHad } from './parse-garment';
import { adjoins, hitOf, pauseBetween, type Text } from './parse-text';

/** How far a negation reaches, as the parser reads it (parse.ts): "no hoodie, just sneakers". */
const NEGATION_REACH = 4;

/** The phrases with each accessory garment either the design's candidate or an accessory. */
export function placeAccessories(text: Text): Text {
	const { matches } = text;
	const accessoryOf = (match: Match): Extract<Hit, { kind: 'garment' }> | undefined => {
		const garment = hitOf(match, 'garment');
		return garment && isAccessoryFamily(GARMENT_BY_ID.get(garment.id)!.family)
			? garment
			: undefined;
	};
	if (!matches.some(accessoryOf)) return text;
	const negated = (m: number): boolean =>
		matches
			.slice(Math.max(0, m - NEGATION_REACH), m)
			.some(
				(before) =>
					hitOf(before, 'negation') !== undefined &&
					matches[m].start - before.end < NEGATION_REACH &&
					!pauseBetween(text, before.end, matches[m].start),
			);
	// "Zip at the top", "a drawstring top", "Mid-Top Boots": beside an accessory the generic "top"
	// is a part of it, unless it is written as a garment is ("a black top", "a top", "a scarf top").
	const partTop = (m: number): boolean => {
		const match = matches[m];
		if (hitOf(match, 'garment')?.id !== 'top') return false;
		const [before, next] = [matches[m - 1], matches[m + 1]];
		if (adjoins(text, match, next) && accessoryOf(next)) return true;
		// ...but an accessory before it describes the garment: "a silk scarf top".
		if (before !== undefined && adjoins(text, before, match) && accessoryOf(before)) return false;
		// "Socks ... with ribbed tops": after "with", and shaped rather than coloured or printed, it
		// is a part of what came before ("sneakers with a black top" still names a top).
		let from = match.start;
		for (
			let k = m - 1;
			k >= 0 &&
			matches[k].end === from &&
			matches[k].hits.every((hit) => ['modifier', 'material', 'detail'].includes(hit.kind));
			k--
		)
			from = matches[k].start;
		if (['a', 'an'].includes(text.tokens[from - 1])) from--;
		if (text.tokens[from - 1] === 'with') return true;
		const said =
			match.start === 0 ||
			['a', 'an'].includes(text.tokens[match.start - 1]) ||
			(before !== undefined &&
				adjoins(text, before, match) &&
				before.hits.some((hit) => ['color', 'modifier', 'pattern', 'material'].includes(hit.kind)));
		return !said;
	};
	const clothing = matches.some(
		(match, m) =>
			hitOf(match, 'garment') !== undefined &&
			!accessoryOf(match) &&
			!partTop(m) &&
			!negated(m) &&
			!alreadyHad(text, match),
	);
	return {
		...text,
		matches: matches.map((match) => {
			const garment = accessoryOf(match);
			if (!garment) return match;
			// Alone, the accessory is the design, with what its words imply ("ankle boots").
			if (!clothing)
				return { ...match, hits: match.hits.filter((hit) => hit.kind !== 'accessory') };
			// Beside clothing, a belt is the garment's own belt; anything else is only worn with it,
			// and what its words imply ("knee high boots") says nothing of the clothing.
			const hit: Hit = DETAIL_BY_ID.has(garment.id)
				? { kind: 'detail', id: garment.id }
				: { kind: 'accessory' };
			return { ...match, hits: [hit] };
		}),
	};
}

/** A garment knitted is its knitted kind: a "Hat in a fine-knit cotton blend" is a beanie. */
const KNITTED_KINDS: Readonly<Record<string, string>> = { hat: 'beanie' };

/**
 * The design's garment once its cloth is known: a hat named with a knit and no hat shape (a
 * fedora, a bucket, a wide brim) is a beanie, whether or not the words stand together.
 */
export function knittedKind(garment: string | undefined, materials: string[], details: string[]) {
	const kind = garment === undefined ? undefined : KNITTED_KINDS[garment];
	if (kind === undefined) return garment;
	const knitted = materials.some((id) => id === 'knit' || MATERIAL_FAMILY[id] === 'knit');
	const shaped = details.some((id) => DETAIL_BY_ID.get(id)?.group === 'shape');
	return knitted && !shaped ? kind : garment;
}
