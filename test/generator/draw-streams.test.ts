import { drawFlat } from '../../server/generator/draw/compose';
import { renderSvg } from '../../server/generator/draw/svg';
import { parsePrompt } from '../../server/generator/parse';
import { resolvePlan, type DesignPlan } from '../../server/generator/resolve';
import type { StyleId } from '../../server/generator/styles';

/**
 * Each random purpose in the drawing has a stream of its own, so drawing one more thing never
 * reshuffles another: a print's spots stay where they were when beading is added, and a tweed's
 * flecks stay put whether or not a print is drawn before them. The plans are changed directly,
 * because a changed prompt would rightly key every seeded choice afresh.
 */
const planFor = (prompt: string, style: StyleId, seed: number): DesignPlan =>
	resolvePlan(parsePrompt(prompt), style, seed, `${style}|${prompt}`);
const svgOf = (plan: DesignPlan): string => renderSvg(plan, drawFlat(plan), 'title', 'desc');
const paintServer = (svg: string, id: string): string => {
	const match = new RegExp(`<pattern id="${id}"[^]*?</pattern>`).exec(svg);
	if (!match) throw new Error(`no #${id} in the SVG`);
	return match[0];
};
// Couture beads everything as its signature, so it cannot show beads being added.
const styles: StyleId[] = ['classic', 'romantic', 'grunge'];
const seeds = [1, 77, 2026];

describe('seeded streams in the drawing', () => {
	it('leaves a freehand print identical when beads, drawn at random, are added', () => {
		for (const style of styles)
			for (const seed of seeds) {
				const plain = planFor('red leopard print dress', style, seed);
				const beaded = { ...plain, features: new Set([...plain.features, 'beading']) };
				const [before, after] = [svgOf(plain), svgOf(beaded)];
				expect(after).not.toBe(before);
				expect(paintServer(after, 'fabric')).toBe(paintServer(before, 'fabric'));
			}
	});

	it('leaves a random texture identical whether or not a print is drawn before it', () => {
		for (const style of styles)
			for (const seed of seeds) {
				const printed = planFor('grey camo print tweed jacket', style, seed);
				expect(printed).toMatchObject({ pattern: 'camouflage', texture: 'tweed' });
				const solid = svgOf({ ...printed, pattern: 'solid' });
				expect(solid).not.toContain('id="fabric"');
				expect(paintServer(svgOf(printed), 'texture')).toBe(paintServer(solid, 'texture'));
			}
	});

	it('draws the same design again from the same plan', () => {
		const plan = planFor('grey leopard print tweed dress with beading', 'couture', 9);
		expect(svgOf(plan)).toBe(svgOf(plan));
	});
});
