import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { STYLE_IDS, generateDesign } from '../../server/generator';
import { blindMisreadings, colorKey, colorMatches, garmentMatches, patternMatches, type BlindPrompt, type Field } from './blind-score';

/**
 * The blind set: prompts written in other people's voices before the generator's vocabulary was
 * read. It estimates how well the generator reads prompts the team has not seen.
 */
const blind: BlindPrompt[] = JSON.parse(readFileSync(join(__dirname, '..', 'fixtures', 'blind-prompts.json'), 'utf8'));
const FIELDS: Field[] = ['garment', 'colors', 'pattern', 'material'];

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
    expect(colorKey('Gray marl')).toBe(colorKey('grey'));
    expect(colorKey('pale blue')).toBe(colorKey('light blue'));
    expect(colorKey('navy')).not.toBe(colorKey('blue'));
    expect(colorMatches('burgundy', 'deep burgundy')).toBe(true);
    expect(colorMatches('deep burgundy', 'burgundy')).toBe(false);
    expect(colorMatches('blue', 'light blue')).toBe(false);
    expect(colorMatches('navy blue', 'navy')).toBe(true);
    expect(colorMatches('red', 'cherry')).toBe(false);
    expect(patternMatches('polka dots', 'polka-dots')).toBe(true);
    expect(patternMatches('tartan', 'plaid')).toBe(true);
    expect(patternMatches('colour block', 'color-block')).toBe(true);
    expect(patternMatches('animal print', 'zebra')).toBe(true);
    expect(patternMatches('leopard', 'zebra')).toBe(false);
    expect(patternMatches('abstract', 'geometric')).toBe(false);
  });

  it('reads at least 90% of the blind prompts right (garment, colours, pattern, material)', () => {
    const misses: string[] = [];
    const fieldMisses: Record<Field, number> = { garment: 0, colors: 0, pattern: 0, material: 0 };
    const labelled: Record<Field, number> = { garment: 0, colors: 0, pattern: 0, material: 0 };
    const notFirst: string[] = [];
    blind.forEach((item, i) => {
      // Styles and seeds differ from the labelled set's, and the prompt must win whatever they suggest.
      const design = generateDesign({ prompt: item.prompt, style: STYLE_IDS[(i * 5 + 3) % STYLE_IDS.length], seed: (i * 104729 + 17) % 2 ** 31 });
      const wrong = blindMisreadings(item, design);
      if (!wrong.colors && blindMisreadings(item, design, true).colors) notFirst.push(`  "${item.prompt}": ${design.colors.map((color) => color.name).join(', ')}`);
      labelled.garment += 1;
      labelled.pattern += 1;
      if (item.colors.length > 0) labelled.colors += 1;
      if (item.material !== null) labelled.material += 1;
      for (const field of FIELDS) if (wrong[field] !== undefined) fieldMisses[field] += 1;
      const fields = FIELDS.filter((field) => wrong[field] !== undefined);
      if (fields.length > 0) {
        const expected = { garment: item.garment, colors: item.colors.join(', '), pattern: item.pattern, material: item.material };
        misses.push(`  "${item.prompt}": ${fields.map((field) => `${field} ${wrong[field]} (want ${expected[field]})`).join('; ')}`);
      }
    });
    const pct = (right: number, of: number): string => `${((right / of) * 100).toFixed(1)}% (${right}/${of})`;
    const right = blind.length - misses.length;
    console.log(
      [
        `blind prompts read right: ${pct(right, blind.length)}`,
        ...FIELDS.map((field) => `  ${field}: ${pct(labelled[field] - fieldMisses[field], labelled[field])}`),
        `  main colour also first: ${pct(labelled.colors - fieldMisses.colors - notFirst.length, labelled.colors)}`,
        ...(misses.length ? ['misses:', ...misses] : []),
        ...(notFirst.length ? ['read right, main colour not first:', ...notFirst] : []),
      ].join('\n'),
    );
    expect(right / blind.length).toBeGreaterThanOrEqual(0.9);
  });
});
