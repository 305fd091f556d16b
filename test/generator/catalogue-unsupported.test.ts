import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { STYLE_IDS, generateDesign } from '../../server/generator';

/**
 * A real catalogue also sends what the generator has no garment for: watches, sunglasses,
 * jewellery, perfume, bras, briefs, robes (test/fixtures/catalogue-unsupported.json, labelled with
 * the catalogue's own article type and not scored for accuracy). Whatever it draws for them, it
 * must answer with a design in every style: a throw here is a 500 from POST /v1/generate.
 */
interface Row {
	prompt: string;
	garment: string;
}

const rows: Row[] = JSON.parse(
	readFileSync(join(__dirname, '..', 'fixtures', 'catalogue-unsupported.json'), 'utf8'),
);

describe('catalogue items outside the vocabulary', () => {
	it('holds about forty rows, each naming its own article type', () => {
		expect(rows.length).toBeGreaterThanOrEqual(40);
		for (const row of rows) expect(row.garment).toMatch(/^[a-z-]+$/);
	});

	it.each(STYLE_IDS)('never make the generator throw in the %s style', (style) => {
		const failures: string[] = [];
		rows.forEach((row, i) => {
			try {
				const design = generateDesign({ prompt: row.prompt, style, seed: i * 7919 + 13 });
				if (!design.svg.startsWith('<svg')) failures.push(`"${row.prompt}": no SVG`);
			} catch (error) {
				failures.push(`"${row.prompt}": ${(error as Error).message}`);
			}
		});
		expect(failures).toEqual([]);
	});
});
