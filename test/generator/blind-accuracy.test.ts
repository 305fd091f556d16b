import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { STYLE_IDS } from '../../server/generator';
import { colorKey, colorMatches, garmentMatches, patternMatches, scoreReport, scoreSet, type BlindPrompt } from './blind-score';

/**
 * The blind set: prompts written in other people's voices before the generator's vocabulary was
 * read. It estimates how well the generator reads prompts the team has not seen.
 */
const blind: BlindPrompt[] = JSON.parse(readFileSync(join(__dirname, '..', 'fixtures', 'blind-prompts.json'), 'utf8'));

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
  });

  it('reads at least 90% of the blind prompts right (garment, colours, pattern, material)', () => {
    // Styles and seeds differ from the labelled set's, and the prompt must win whatever they suggest.
    const score = scoreSet(blind, (i) => ({ style: STYLE_IDS[(i * 5 + 3) % STYLE_IDS.length], seed: (i * 104729 + 17) % 2 ** 31 }));
    console.log(scoreReport('blind prompts', score));
    expect(score.right / score.total).toBeGreaterThanOrEqual(0.9);
  });
});
