/**
 * The design's cloth as a factory reads it: which material the shell is, whether it is knitted
 * to shape or cut from cloth, and so how it is sewn (tables/stitches.ts).
 */
import type { DesignPlan } from '../generator';
import { MATERIALS, YARN_AS_CLOTH, YARN_FOR_KNITWEAR, type MaterialInfo } from './tables/materials';
import type { Cloth } from './tables/stitches';

/** Garments cut and sewn from cloth even when the prompt names a yarn ("cashmere coat"). */
const CUT_FROM_CLOTH: ReadonlySet<string> = new Set(['outer', 'bottom', 'skirt']);
const TAILORED_GARMENTS: ReadonlySet<string> = new Set([
	'blazer',
	'suit',
	'coat',
	'trench',
	'cape',
]);
/** Knitted to shape whatever fibre the prompt names ("a cotton sweater", "a wool beanie"). */
const KNITWEAR: ReadonlySet<string> = new Set(['sweater', 'cardigan', 'beanie', 'socks']);
const SHIRTS: ReadonlySet<string> = new Set(['shirt', 'blouse', 'pyjamas', 'scrubs', 'kurta']);
/** Worn against the skin and stretched: activewear, swimwear, lingerie, hosiery. */
const STRETCH_GARMENTS: ReadonlySet<string> = new Set([
	'leggings',
	'tights',
	'sports-bra',
	'swimsuit',
	'bikini',
	'bodysuit',
	'bra',
	'briefs',
]);
const STRETCH_MATERIALS: ReadonlySet<string> = new Set(['spandex', 'fishnet', 'neoprene']);
/** Fibres: a material named by what it is spun from, not how it is made into cloth. */
const FIBRES: ReadonlySet<string> = new Set([
	'cotton',
	'organic-cotton',
	'wool',
	'merino',
	'lambswool',
	'cashmere',
	'mohair',
	'alpaca',
	'silk',
	'linen',
	'hemp',
	'viscose',
	'rayon',
	'modal',
	'tencel',
	'lyocell',
	'bamboo',
	'cupro',
	'polyester',
	'nylon',
	'polyamide',
	'acrylic',
]);
/** How cloth is made (a fibre named with one of these is that cloth in that fibre). */
const CLOTH_KINDS: ReadonlySet<string> = new Set(['woven', 'knit', 'pile', 'sheer']);
/** The knit a garment that is always knitted is cut from, when the design names only a fibre. */
const KNIT_CLOTH: Readonly<Record<string, string>> = {
	't-shirt': 'jersey',
	'tank-top': 'jersey',
	'crop-top': 'jersey',
	bodysuit: 'jersey',
	polo: 'pique',
	hoodie: 'terry',
	sweatshirt: 'terry',
	joggers: 'terry',
	tracksuit: 'terry',
	onesie: 'terry',
	leggings: 'spandex',
	'sports-bra': 'spandex',
	swimsuit: 'spandex',
	bikini: 'spandex',
	tights: 'spandex',
};

/** The shell as the bill of materials lists it, and which of the design's materials it stands for. */
export type ShellInfo = MaterialInfo & { from: readonly string[] };

/**
 * The shell: the first material the design names, as a factory would buy it. A fibre named with
 * a cloth ("cotton jersey", "silk satin") is that cloth in that fibre; a fibre alone on a garment
 * that is always knitted (a cotton t-shirt, a cotton hoodie) is that garment's knit in it; a yarn
 * on a garment cut from cloth (a cashmere coat) is cloth of it, and cloth fibres on knitwear (a
 * cotton sweater) are spun for knitting.
 */
export function shellMaterial(plan: DesignPlan): ShellInfo {
	const [firstId, ...others] = plan.materials;
	const first = material(firstId);
	const named = FIBRES.has(firstId)
		? others.map(material).find((info) => !FIBRES.has(info.id) && CLOTH_KINDS.has(info.kind))
		: undefined;
	const knit =
		!named && FIBRES.has(firstId) && first.kind === 'woven'
			? KNIT_CLOTH[plan.garment.id]
			: undefined;
	const cloth = named ?? (knit ? material(knit) : undefined);
	const info: ShellInfo = cloth
		? {
				...cloth,
				name: `${first.name} ${cloth.name}`,
				composition: inFibre(first.name, cloth.composition),
				from: [firstId, ...(named ? [named.id] : [])],
			}
		: { ...first, from: [firstId] };
	if (
		info.kind === 'yarn' &&
		(CUT_FROM_CLOTH.has(plan.family) || TAILORED_GARMENTS.has(plan.garment.id))
	)
		return { ...info, kind: 'woven', ...YARN_AS_CLOTH };
	if (info.kind === 'woven' && KNITWEAR.has(plan.garment.id))
		return { ...info, kind: 'yarn', ...YARN_FOR_KNITWEAR };
	return info;
}

function material(id: string): MaterialInfo {
	const info = MATERIALS.get(id);
	if (!info) throw new Error(`techpack: no material row for '${id}'`);
	return info;
}

/** A cloth's composition in another fibre, keeping its elastane: jersey in linen is "95% linen, 5% elastane". */
function inFibre(fibre: string, composition: string): string {
	const elastane = Number(/(\d+)% elastane/.exec(composition)?.[1] ?? 0);
	return elastane > 0 ? `${100 - elastane}% ${fibre}, ${elastane}% elastane` : `100% ${fibre}`;
}

/** How the garment's shell is sewn. */
export function clothOf(plan: DesignPlan): Cloth {
	const info = shellMaterial(plan);
	const id = info.id;
	if (id === 'denim') return 'denim';
	if (info.kind === 'yarn') return 'yarn';
	if (info.kind === 'leather' || info.kind === 'coated') return 'leather';
	if (STRETCH_GARMENTS.has(plan.garment.id) || STRETCH_MATERIALS.has(id)) return 'stretch';
	if (info.kind === 'knit' || id === 'velour') return 'knit';
	if (info.kind === 'sheer') return 'sheer';
	if (TAILORED_GARMENTS.has(plan.garment.id) || plan.garment.id === 'vest') return 'tailored';
	if (SHIRTS.has(plan.garment.id)) return 'shirting';
	return 'woven';
}
