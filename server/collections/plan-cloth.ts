/**
 * Which cloth each design of a line is made of: the brief's cloths where the garment is usually
 * made of them, spread so each is worn; where none suits, one the garment can plausibly be made
 * of, else the cloth its own word implies, else the generator's choice.
 */
import { GARMENT_BY_ID, MATERIAL_TEXTURE } from '../generator/lexicon';
import { isAccessoryFamily } from '../generator/lexicon/garments';
import type { BriefReading } from './plan-brief';
import { wears } from './plan-garments';

/** Cloths that only accessories are made of: a straw dress or a metal shirt is no design. */
const ACCESSORY_CLOTHS = new Set(['straw', 'metal', 'plastic', 'rubber']);

/** Garments made of one cloth whatever the brief says: jeans are denim, a puffer is nylon. */
const FIXED_CLOTH = new Set(['jeans', 'puffer', 'swimsuit', 'bikini', 'sports-bra', 'leggings']);

/** Garments that are knitted whatever they are made of: a canvas sweater is no sweater. */
const KNITTED = new Set(['sweater', 'cardigan', 'poncho', 'tights', 'shrug', 'beanie', 'socks']);
const KNIT_TEXTURES = new Set(['knit', 'cable', 'fuzzy', 'crochet']);

/** Whether a garment is usually made of the cloth (any of its words: "cotton poplin"). */
const usual = (garment: string, cloth: readonly string[]): boolean =>
	cloth.some((id) => wears(GARMENT_BY_ID.get(garment)!, id));

/** Stiff or coated cloths a top is not made of unless it usually is (a leather shirt is no shirt). */
const HEAVY = new Set(
	'leather faux-leather patent-leather suede faux-suede nubuck vinyl pvc latex canvas waxed-cotton'.split(
		' ',
	),
);

/** Whether a garment can plausibly be made of a cloth it is not usually made of. */
function plausible(garment: string, cloth: readonly string[]): boolean {
	if (usual(garment, cloth)) return true;
	const def = GARMENT_BY_ID.get(garment)!;
	return cloth.every((id) => {
		if (KNITTED.has(garment)) return KNIT_TEXTURES.has(MATERIAL_TEXTURE.get(id) ?? 'plain');
		if (def.family === 'top' && HEAVY.has(id)) return false;
		// Denim trousers are jeans, another garment of the line.
		if (garment === 'trousers' && id === 'denim') return false;
		return !isAccessoryFamily(def.family) && !FIXED_CLOTH.has(garment) && !ACCESSORY_CLOTHS.has(id);
	});
}

const keyOf = (cloth: readonly string[]): string => cloth.join('+');

/** Each garment's cloth (the words of it, fibre first), or undefined to leave it to the generator. */
export function clothsFor(
	garments: readonly string[],
	reading: BriefReading,
): (string[] | undefined)[] {
	const use = new Map<string, number>();
	const count = (cloth: readonly string[] | undefined, by: number): void => {
		if (cloth) use.set(keyOf(cloth), (use.get(keyOf(cloth)) ?? 0) + by);
	};
	const least = (list: string[][]): string[] | undefined =>
		[...list].sort((a, b) => (use.get(keyOf(a)) ?? 0) - (use.get(keyOf(b)) ?? 0))[0];
	const chosen = garments.map((garment) => {
		const implied = reading.impliedMaterials.get(garment);
		const cloth =
			least(reading.cloths.filter((c) => usual(garment, c))) ??
			(implied ? [implied] : undefined) ??
			least(reading.cloths.filter((c) => plausible(garment, c)));
		count(cloth, 1);
		return cloth;
	});
	// Every cloth the brief names is worn somewhere: a design whose cloth others also wear, and
	// that can wear the missing one, takes it.
	for (const cloth of reading.cloths) {
		if (use.has(keyOf(cloth))) continue;
		const spare = (at: number): boolean => {
			const current = chosen[at];
			return current === undefined || (use.get(keyOf(current)) ?? 0) > 1;
		};
		const indices = garments.map((_, at) => at);
		const target =
			indices.find((at) => spare(at) && usual(garments[at], cloth)) ??
			indices.find((at) => spare(at) && plausible(garments[at], cloth));
		if (target === undefined) continue;
		count(chosen[target], -1);
		chosen[target] = cloth;
		count(cloth, 1);
	}
	return chosen;
}
