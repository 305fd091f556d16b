import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { STYLE_IDS, generateDesign, type StyleId } from '../../server/generator';

/**
 * Designs already made must keep their image: a stored design is re-rendered from its spec (PNG,
 * re-generation), and a colourway is only "the same design repainted" if the design it repaints
 * still draws as it did. svg-pins.json holds [prompt, style, seed, first 16 hex of the SHA-256 of
 * the SVG] for specs that between them draw every print, garment and style, with one to three
 * colours, plus a fifth of the accuracy fixtures' prompts.
 *
 * A deliberate change to the drawing changes these hashes: regenerate the file from the specs it
 * lists (same order) in the same commit, and say in the message which designs change and why.
 */
type Pin = [prompt: string, style: StyleId, seed: number, hash: string];

const pins = JSON.parse(readFileSync(join(__dirname, 'svg-pins.json'), 'utf8')) as Pin[];
const hashOf = (svg: string): string => createHash('sha256').update(svg).digest('hex').slice(0, 16);

describe('pinned designs', () => {
	it('lists a broad sample', () => {
		expect(pins.length).toBeGreaterThan(400);
		expect(new Set(pins.map(([, style]) => style))).toEqual(new Set(STYLE_IDS));
	});

	it('draws every pinned design byte for byte as before', () => {
		const changed = pins
			.filter(
				([prompt, style, seed, hash]) =>
					hashOf(generateDesign({ prompt, style, seed }).svg) !== hash,
			)
			.map(([prompt, style, seed]) => `  ${JSON.stringify({ prompt, style, seed })}`);
		if (changed.length > 0)
			throw new Error(
				`${changed.length} of ${pins.length} pinned designs no longer draw the same SVG ` +
					`(see test/generator/svg-pins.test.ts):\n${changed.slice(0, 20).join('\n')}`,
			);
	});
});
