import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { STYLE_IDS, type GeneratedDesign } from '../../server/generator';
import {
	blindMisreadings,
	colorKey,
	colorMatches,
	garmentMatches,
	patternMatches,
	scoreReport,
	scoreSet,
	type BlindPrompt,
} from './blind-score';

/**
 * The blind set: prompts written in other people's voices before the generator's vocabulary was
 * read. It estimates how well the generator reads prompts the team has not seen.
 */
const blind: BlindPrompt[] = JSON.parse(
	readFileSync(join(__dirname, '..', 'fixtures', 'blind-prompts.json'), 'utf8'),
);

describe('blind prompt set', () => {
	it('holds at least 200 distinct prompts', () => {
		expect(blind.length).toBeGreaterThanOrEqual(200);
		expect(new Set(blind.map((item) => item.prompt)).size).toBe(blind.length);
	});

	it('scores with the documented equivalences, and only those', () => {
		expect(garmentMatches('tank top', 'tank-top')).toBe(true);
		expect(garmentMatches('jacket', 'bomber')).toBe(true);
		expect(garmentMatches('bomber', 'jacket')).toBe(false);
		expect(garmentMatches('trousers', 'jeans')).toBe(false);
		expect(garmentMatches('shirt', 'polo')).toBe(true);
		expect(garmentMatches('polo', 'shirt')).toBe(false);
		expect(garmentMatches('jacket', 'blazer')).toBe(true);
		expect(garmentMatches('robe', 'kimono')).toBe(true);
		expect(garmentMatches('coat', 'raincoat')).toBe(true);
		expect(garmentMatches('raincoat', 'coat')).toBe(false);
		expect(garmentMatches('tunic', 'kaftan')).toBe(true);
		expect(garmentMatches('kaftan', 'tunic')).toBe(false);
		expect(colorKey('Gray marl')).toBe(colorKey('grey'));
		expect(colorKey('pale blue')).toBe(colorKey('light blue'));
		expect(colorKey('navy')).not.toBe(colorKey('blue'));
		expect(colorMatches('burgundy', 'deep burgundy')).toBe(true);
		expect(colorMatches('deep burgundy', 'burgundy')).toBe(false);
		expect(colorMatches('blue', 'light blue')).toBe(false);
		expect(colorMatches('navy blue', 'navy')).toBe(true);
		expect(colorMatches('red', 'cherry')).toBe(false);
		expect(patternMatches('polka dots', 'polka-dots')).toBe(true);
		expect(patternMatches('cherry', 'cherries')).toBe(true);
		expect(patternMatches('tartan', 'plaid')).toBe(true);
		expect(patternMatches('colour block', 'color-block')).toBe(true);
		expect(patternMatches('animal print', 'zebra')).toBe(true);
		expect(patternMatches('leopard', 'zebra')).toBe(false);
		expect(patternMatches('abstract', 'geometric')).toBe(false);
		// A stitch labelled as the print is met by a plain design knitted in it, and only so.
		const knit = (pattern: string, materials: string[]): GeneratedDesign => ({
			title: '',
			garment: 'sweater',
			colors: [],
			pattern,
			materials,
			details: [],
			svg: '',
			width: 800,
			height: 1000,
		});
		const label: BlindPrompt = {
			prompt: '',
			garment: 'sweater',
			colors: [],
			pattern: 'cable knit',
			material: null,
		};
		expect(blindMisreadings(label, knit('solid', ['cable-knit', 'knit'])).pattern).toBeUndefined();
		expect(blindMisreadings(label, knit('solid', ['knit'])).pattern).toBe('solid');
		expect(blindMisreadings(label, knit('argyle', ['cable-knit'])).pattern).toBe('argyle');
	});

	it('reads at least 90% of the blind prompts right (garment, colours, pattern, material)', () => {
		// Styles and seeds differ from the labelled set's, and the prompt must win whatever they suggest.
		const score = scoreSet(blind, (i) => ({
			style: STYLE_IDS[(i * 5 + 3) % STYLE_IDS.length],
			seed: (i * 104729 + 17) % 2 ** 31,
		}));
		console.log(scoreReport('blind prompts', score));
		expect(score.right / score.total).toBeGreaterThanOrEqual(0.9);
	});
});
