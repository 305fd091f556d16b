/**
 * Shoes, bags, hats, belts, scarves, ties and socks: the design when the prompt names no
 * clothing ("tan suede chelsea boots", "Baggit Women Red Handbag"), and otherwise what the
 * clothing is worn with ("white sneakers with a black hoodie"), whose colour, print and cloth are
 * not the design's. Decided once for the whole prompt, before the phrases are read one by one.
 */
import { DETAIL_BY_ID, GARMENT_BY_ID, type Hit, type Match } from './lexicon';
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
