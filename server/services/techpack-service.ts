import { ApiError } from '../errors';
import { planDesign, type DesignPlan } from '../generator';
import { buildTechPack, type TechPackOptions } from '../techpack/build';
import type { TechPack } from '../techpack/types';
import type { DesignService } from './design-service';
import { designSpec } from './design-spec';

/** Colourway variations listed in one pack at most: the oldest this many. */
export const MAX_COLOURWAYS = 50;
const PAGE = 100;

/**
 * A design's tech pack (../shared/SPEC.md "Tech packs"): 404 as for any design (a deleted one
 * too), 409 `design_not_ready` while it is pending, 409 `design_failed` once it has failed.
 * Built from the design's spec, as its image was, with its colourway variations after its own.
 */
export async function designTechPack(
	designs: DesignService,
	accountId: string,
	id: string,
	options: Omit<TechPackOptions, 'colourways'>,
): Promise<TechPack> {
	const design = await designs.get(accountId, id);
	if (design.status === 'pending')
		throw new ApiError(
			'design_not_ready',
			`Design '${design.id}' is pending: its tech pack can be made once it has succeeded; poll the design until then.`,
		);
	if (design.status === 'failed' || !design.content)
		throw new ApiError(
			'design_failed',
			`Design '${design.id}' failed to generate, so it has no garment to make a tech pack of; generate it again.`,
		);
	const colourways = await colourwayPlans(designs, accountId, design.id);
	return buildTechPack({ ...design, content: design.content }, planDesign(designSpec(design)), {
		...options,
		colourways,
	});
}

/** The design's succeeded colourway variations, oldest first (the list pages newest first). */
async function colourwayPlans(
	designs: DesignService,
	accountId: string,
	parentId: string,
): Promise<DesignPlan[]> {
	const found: DesignPlan[] = [];
	let after: number | undefined;
	for (;;) {
		const page = await designs.list({
			accountId,
			limit: PAGE,
			...(after === undefined ? {} : { after }),
			filters: { parentId, status: 'succeeded' },
		});
		for (const child of page.items) if (child.colorway) found.push(planDesign(designSpec(child)));
		const last = page.items.at(-1);
		if (!page.hasMore || !last) break;
		after = await designs.cursorPosition(accountId, last.id);
		if (after === undefined) break;
	}
	return found.reverse().slice(0, MAX_COLOURWAYS);
}
