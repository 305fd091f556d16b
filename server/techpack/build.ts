/**
 * A design's tech pack (../shared/SPEC.md "Tech packs"): its flats, points of measure graded to
 * every size, bill of materials, construction and colourways, all derived from the design's plan,
 * so the same design always gives the same pack.
 */
import { createHash } from 'node:crypto';
import type { DesignPlan } from '../generator';
import type { DesignRecord } from '../store/types';
import { anatomyOf } from './anatomy';
import { billOfMaterials } from './bom';
import { paletteOf } from './colors';
import { colourwayOf } from './colourways';
import { constructionSteps } from './construction';
import { pointsOfMeasure } from './measurements';
import { sizeRun } from './sizes';
import type {
	BomLine,
	ConstructionStep,
	TechPack,
	TechPackSizeSystem,
	TechPackUnit,
} from './types';

export interface TechPackOptions {
	unit: TechPackUnit;
	sizes: TechPackSizeSystem;
	/** Absolute base for the flats' URLs (scheme and host, or --public-url). */
	baseUrl: string;
	/** The design's colourway variations, oldest first: each is listed after the design's own. */
	colourways?: readonly DesignPlan[];
}

/** What the pack needs of the stored design: a succeeded one (it has content). */
export type TechPackDesign = Pick<DesignRecord, 'id' | 'createdAt'> & {
	content: Pick<NonNullable<DesignRecord['content']>, 'title' | 'garment'>;
};

/** Crockford's base32: no I, L, O or U, so a style number read aloud is never misheard. */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** `DG-` and 8 base32 characters of the id's SHA-256: stable, and 40 bits keep it unique in practice. */
export function styleNumber(designId: string): string {
	const digest = createHash('sha256').update(designId).digest();
	let bits = 0n;
	for (const byte of digest.subarray(0, 5)) bits = (bits << 8n) | BigInt(byte);
	let out = '';
	for (let i = 0; i < 8; i++) {
		out = CROCKFORD[Number(bits & 31n)] + out;
		bits >>= 5n;
	}
	return `DG-${out}`;
}

export function buildTechPack(
	design: TechPackDesign,
	plan: DesignPlan,
	options: TechPackOptions,
): TechPack {
	const anatomy = anatomyOf(plan);
	const run = sizeRun(anatomy.system, options.sizes);
	const steps = constructionSteps(anatomy);
	const bom = billOfMaterials(anatomy, paletteOf(plan), steps);
	const flat = (view: 'front' | 'back') =>
		`${options.baseUrl}/v1/designs/${design.id}/image?view=${view}`;
	return {
		object: 'techpack',
		design_id: design.id,
		style_number: styleNumber(design.id),
		title: design.content.title,
		garment: design.content.garment,
		base_size: run.base,
		sizes: run.labels,
		unit: options.unit,
		flats: { front: flat('front'), back: flat('back') },
		points_of_measure: pointsOfMeasure(plan, run, options.unit).map(
			({ id: _id, part: _part, ...point }) => point,
		),
		bill_of_materials: bom.map(({ key: _key, details: _details, ...line }): BomLine => line),
		construction: steps.map(({ seamCm: _seam, ...step }): ConstructionStep => step),
		colourways: [
			colourwayOf(plan, bom),
			...(options.colourways ?? []).map((variation) => {
				const child = anatomyOf(variation);
				return colourwayOf(
					variation,
					billOfMaterials(child, paletteOf(variation), constructionSteps(child)),
				);
			}),
		],
		created_at: new Date(design.createdAt).toISOString(),
	};
}
