import type { DesignPlan } from '../../resolve';
import {
	asymmetricDrape,
	beading,
	epaulettes,
	hemFringe,
	peplum,
	quilting,
	sideStripes,
	studs,
} from '../features';
import { Flat } from '../flat';
import { type Frame, has } from '../frame';
import { symmetric } from '../geometry';
import { beltBand, furTrim } from '../trims';
import { mirrored } from './mirrored';

/** The features of a design (features.ts) that show from behind, and their backs. */

interface BackFeature {
	when: (plan: DesignPlan, frame: Frame) => boolean;
	draw: (flat: Flat, plan: DesignPlan, frame: Frame) => void;
}

const isLower = (plan: DesignPlan): boolean => plan.family === 'bottom' || plan.family === 'skirt';

/**
 * The features that go all round, as the front draws them (features.ts), or their back: a belt
 * without its buckle, a wrap's ties, the back of a fur collar. What sits on the front alone (a
 * graphic, a bow, a ruffled bib, front lacing, embroidery and distressing placed on the front)
 * is left off.
 */
const BACK_FEATURES: readonly BackFeature[] = [
	{ when: (plan) => has(plan, 'epaulettes'), draw: epaulettes },
	{ when: (plan) => has(plan, 'belt'), draw: backBelt },
	{
		when: (plan) => has(plan, 'wrap') && !has(plan, 'belt') && !isLower(plan),
		draw: wrapTies,
	},
	{ when: (plan) => has(plan, 'peplum'), draw: peplum },
	{ when: (plan, frame) => has(plan, 'fringe') && frame.hemW > 0, draw: hemFringe },
	{ when: (plan) => has(plan, 'fur-trim') && !has(plan, 'hood'), draw: backFurCollar },
	{ when: (plan) => has(plan, 'studs') && !isLower(plan), draw: studs },
	{ when: (plan) => has(plan, 'beading') || plan.style.signature === 'beading', draw: beading },
	{ when: (plan) => has(plan, 'side-stripes'), draw: sideStripes },
	{ when: (plan) => has(plan, 'quilted'), draw: quilting },
	{
		when: (plan) => plan.style.signature === 'asymmetric-drape' && plan.family !== 'bottom',
		draw: (flat, plan, frame) => mirrored(flat, (into) => asymmetricDrape(into, plan, frame)),
	},
];

export function drawBackFeatures(flat: Flat, plan: DesignPlan, frame: Frame): void {
	for (const row of BACK_FEATURES) if (row.when(plan, frame)) row.draw(flat, plan, frame);
}

/** The belt round the back, through two loops on a coat; its buckle or bow is at the front. */
function backBelt(flat: Flat, plan: DesignPlan, { waistY, waistW }: Frame): void {
	const outer = plan.family === 'outer';
	const w = waistW + (outer ? 10 : 2);
	flat.part('back-belt', () => {
		beltBand(flat, [w, waistY]);
		if (outer)
			for (const x of [w * 0.62, -w * 0.62])
				flat.piece([
					['M', [x - 5, waistY - 18]],
					['L', [x + 5, waistY - 18]],
					['L', [x + 5, waistY + 18]],
					['L', [x - 5, waistY + 18]],
					['Z'],
				]);
	});
}

/** A wrap's ties, passed round the back of the waist to tie at the front. */
function wrapTies(flat: Flat, _plan: DesignPlan, { waistY, waistW }: Frame): void {
	flat.part('wrap-ties', () =>
		flat.piece(
			symmetric([
				['M', [0, waistY - 7]],
				['L', [waistW + 2, waistY - 7]],
				['L', [waistW + 3, waistY + 7]],
				['L', [0, waistY + 7]],
			]),
		),
	);
}

/** A fur collar seen from behind: the band round the back of the neck. */
function backFurCollar(flat: Flat, _plan: DesignPlan, { body }: Frame): void {
	const w = body.neckW;
	flat.part('back-collar', () =>
		furTrim(
			flat,
			[
				[0, -30],
				[w + 30, -36],
				[w + 44, 2],
			],
			[
				[w + 44, 2],
				[w + 40, 40],
				[0, 44],
			],
			[
				[0, 18],
				[w * 0.9, 16],
				[w + 6, 2],
			],
			[
				[w + 6, 2],
				[w + 4, -14],
				[0, -12],
			],
		),
	);
}
