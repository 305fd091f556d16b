import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { STYLE_IDS } from '../../server/generator';
import { scoreReport, scoreSet, type BlindPrompt } from './blind-score';

/**
 * The unseen sets: 240 prompts in voices the team had not tuned on (marketplace titles, trend
 * reports, captions, non-native English, assistant requests, spreadsheet rows, size/price/occasion
 * noise, menswear, kidswear, workwear, seasonal), written and committed before the generator was
 * read, then split at random 120/120. Fixes were first made against the dev half only, with the
 * holdout's misses kept hidden; that gave the honest estimate of accuracy on prompts nobody had
 * looked at: the holdout read 85.0% right (80.8% before any fix). Both halves are now tuned on,
 * so neither measures unseen accuracy any more; both list their misses and must stay at 90% or
 * better. Both are scored with the blind set's outside-checker rule.
 */
const load = (name: string): BlindPrompt[] =>
	JSON.parse(readFileSync(join(__dirname, '..', 'fixtures', `${name}.json`), 'utf8'));
const SETS = [
	{ name: 'unseen-dev', items: load('unseen-dev'), listMisses: true, offset: 1 },
	{ name: 'unseen-holdout', items: load('unseen-holdout'), listMisses: true, offset: 4 },
];

describe.each(SETS)('$name prompt set', ({ name, items, listMisses, offset }) => {
	it('holds 120 distinct prompts', () => {
		expect(items.length).toBe(120);
		expect(new Set(items.map((item) => item.prompt)).size).toBe(items.length);
	});

	it('reads at least 90% of the prompts right (garment, colours, pattern, material)', () => {
		// Styles and seeds differ from the other sets' choices; the prompt must win whatever they suggest.
		const score = scoreSet(items, (i) => ({
			style: STYLE_IDS[(i * 7 + offset) % STYLE_IDS.length],
			seed: (i * 15485863 + offset * 101) % 2 ** 31,
		}));
		console.log(scoreReport(name, score, listMisses));
		expect(score.right / score.total).toBeGreaterThanOrEqual(0.9);
	});
});
