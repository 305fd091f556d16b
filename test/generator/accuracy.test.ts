import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { STYLE_IDS, generateDesign } from '../../server/generator';
import { misreadings, type LabelledPrompt } from './score';

const labelled: LabelledPrompt[] = JSON.parse(
	readFileSync(join(__dirname, '..', 'fixtures', 'labelled-prompts.json'), 'utf8'),
);

describe('labelled prompt set', () => {
	it('holds at least 200 labelled prompts', () => {
		expect(labelled.length).toBeGreaterThanOrEqual(200);
		expect(new Set(labelled.map((item) => item.prompt)).size).toBe(labelled.length);
	});

	it('reads at least 95% of the prompts right (garment, colours, pattern, material)', () => {
		const failures: string[] = [];
		labelled.forEach((item, i) => {
			// Spread the set over every style and many seeds: the prompt must win whatever they suggest.
			const design = generateDesign({
				prompt: item.prompt,
				style: STYLE_IDS[i % STYLE_IDS.length],
				seed: i * 7919,
			});
			const wrong = misreadings(item, design);
			if (wrong.length > 0) failures.push(`  "${item.prompt}": ${wrong.join('; ')}`);
		});
		const share = (labelled.length - failures.length) / labelled.length;
		console.log(
			`labelled prompts read right: ${(share * 100).toFixed(1)}% (${labelled.length - failures.length}/${labelled.length})${failures.length ? '\n' + failures.join('\n') : ''}`,
		);
		expect(share).toBeGreaterThanOrEqual(0.95);
	});
});
