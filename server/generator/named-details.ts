/**
 * What the prompt names stands; what the garment brings and the style adds must not contradict
 * it. A detail group the prompt fills (a closure, a pocket kind, a neckline) takes nothing from
 * the style that would replace or undo it, and a garment keeps the front it is named with: a
 * hoodie named without a zip is a pullover.
 */
import {
	CLOSURE_KINDS,
	DEFAULT_POCKET,
	HIP_POCKETS,
	NECK_PARTS,
	POCKET_KINDS,
	PULLOVERS,
} from './lexicon/details';
import type { GarmentDef } from './lexicon/garments';

const closureKind = (id: string): number => CLOSURE_KINDS.findIndex((kind) => kind.includes(id));

/** One-pieces drawn without legs: their cargo pockets sit at the hips like any other. */
const LEGLESS = new Set(['apron', 'bodysuit', 'swimsuit']);

/** Whether a cargo pocket sits on the thigh, beside the garment's front pockets. */
const onThigh = (id: string, garment: GarmentDef): boolean =>
	id === 'cargo-pockets' &&
	(garment.family === 'bottom' || (garment.family === 'onepiece' && !LEGLESS.has(garment.id)));

/**
 * Whether `id` contradicts a detail already on the design: another kind of front fastening, or
 * another kind of pocket in the same place.
 */
/** Details that take another off the garment it always has: a slip-on sneaker has no laces. */
const REMOVES: Readonly<Record<string, readonly string[]>> = { 'slip-on': ['lace-up'] };

export function contradicts(
	id: string,
	present: ReadonlySet<string>,
	garment: GarmentDef,
): boolean {
	if ([...present].some((other) => REMOVES[other]?.includes(id))) return true;
	const kind = closureKind(id);
	if (kind >= 0)
		return [...present].some((other) => closureKind(other) >= 0 && closureKind(other) !== kind);
	if (HIP_POCKETS.includes(id) && !onThigh(id, garment))
		return [...present].some(
			(other) => other !== id && HIP_POCKETS.includes(other) && !onThigh(other, garment),
		);
	return false;
}

/**
 * Whether the style (or seed) may add `id` to a design that has `present`, given what the prompt
 * named: never a closure on a pullover, nothing that contradicts what is there, no pocket at all
 * once the prompt said "no pockets", no hood or collar over a neckline the prompt named.
 */
export function styleMayAdd(
	id: string,
	garment: GarmentDef,
	present: ReadonlySet<string>,
	named: { neckline: boolean; excluded: ReadonlySet<string> },
): boolean {
	if (closureKind(id) >= 0 && PULLOVERS.has(garment.id)) return false;
	// Trousers, jeans and shorts are drawn with their fly whatever the style: a closure in their
	// details is one the prompt named ("a zip fly and button"), never one a style lists.
	if (closureKind(id) >= 0 && garment.family === 'bottom') return false;
	if (POCKET_KINDS.includes(id) && named.excluded.has('pockets')) return false;
	if (named.neckline && NECK_PARTS.includes(id)) return false;
	return !contradicts(id, present, garment);
}

/**
 * Pockets named by kind count as pockets; pockets named only as such take the garment's usual
 * kind (a hoodie's pouch, a shirt's chest pocket), so the drawing and `details` say which.
 */
export function settlePockets(
	features: Set<string>,
	garment: GarmentDef,
	usable: (id: string) => boolean,
): void {
	const kinds = POCKET_KINDS.filter((id) => features.has(id));
	if (kinds.length > 0 && !features.has('pockets') && usable('pockets')) features.add('pockets');
	// Cargo pockets on the thigh leave trousers their front pockets.
	const named = kinds.filter((id) => !onThigh(id, garment));
	if (named.length > 0 || !features.has('pockets')) return;
	const kind = DEFAULT_POCKET[garment.id] ?? DEFAULT_POCKET[garment.family];
	if (kind && usable(kind)) features.add(kind);
}
