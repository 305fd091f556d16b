import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { STYLE_IDS, generateDesign } from '../../server/generator';
import { GARMENT_BY_ID } from '../../server/generator/lexicon';

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

	// Rows whose article type the generator draws (watches, sunglasses, jewellery, gloves,
	// underwear, slippers, clogs, duffel bags; a laptop bag is a messenger-style sling bag, a
	// dressing gown a kimono, a gilet a vest, a bralette a crop top, shapewear a bodysuit) must be
	// drawn as that item in every style: a watch drawn as a shirt is the absurd miss.
	const supported = rows.filter((row) => GARMENT_BY_ID.has(row.garment));

	it('draws most rows as their own item', () => {
		expect(supported.length).toBeGreaterThanOrEqual(40);
	});

	it.each(STYLE_IDS)('draws each supported item as itself in the %s style', (style) => {
		const wrong = supported.flatMap((row, i) => {
			const got = generateDesign({ prompt: row.prompt, style, seed: i * 104729 + 7 }).garment;
			return got === row.garment ? [] : [`"${row.prompt}": ${got} (want ${row.garment})`];
		});
		expect(wrong).toEqual([]);
	});
});
