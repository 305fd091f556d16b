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

/** The shell material: the first the design names, as the generator reads it. */
export function shellMaterial(plan: DesignPlan): MaterialInfo {
	const info = MATERIALS.get(plan.materials[0]);
	if (!info) throw new Error(`techpack: no material row for '${plan.materials[0]}'`);
	if (
		info.kind === 'yarn' &&
		(CUT_FROM_CLOTH.has(plan.family) || TAILORED_GARMENTS.has(plan.garment.id))
	)
		return { ...info, kind: 'woven', ...YARN_AS_CLOTH };
	if (info.kind === 'woven' && KNITWEAR.has(plan.garment.id))
		return { ...info, kind: 'yarn', ...YARN_FOR_KNITWEAR };
	return info;
}

/** How the garment's shell is sewn. */
export function clothOf(plan: DesignPlan): Cloth {
	const info = shellMaterial(plan);
	const id = plan.materials[0];
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
