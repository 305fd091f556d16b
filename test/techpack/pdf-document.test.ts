/**
 * The tech pack PDF (SPEC.md "Tech packs"), read back with poppler as a factory's reader would:
 * A4 landscape, every section, searchable text (title, style number, every size, every point of
 * measure with its values), vector flats, a footer on every page, long tables paginated under a
 * repeated header, any Unicode title, the same bytes for the same pack.
 */
import { generateDesign } from '../../server/generator';
import { renderTechPackPdf } from '../../server/techpack/pdf-document';
import type { TechPack } from '../../server/techpack/types';
import { sampleTechPack } from '../fixtures/techpack';
import { pdfFolder, poppler, rasterPage } from './poppler';

const TITLE =
	'Café Crème Oversized Hoodie – Édition Spéciale «Été» 🧥 夏季限定 with a long, long name';
/** The title as Helvetica shows it: what WinAnsi lacks becomes "?", a joiner nothing. */
const TITLE_SHOWN =
	'Café Crème Oversized Hoodie – Édition Spéciale «Été» ? ???? with a long, long name';

const design = generateDesign({
	prompt: 'oversized black hoodie with kangaroo pocket',
	style: 'streetwear',
	seed: 42,
});
const flats = { front: design.svg, back: design.svg };
const pack = sampleTechPack(design, { title: TITLE });
/** Four times the points of measure: a measurement table over several pages. */
const longPack = sampleTechPack(design, { title: TITLE, repeatPoms: 4 });

const folder = pdfFolder();
afterAll(() => folder.cleanup());

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** pdftotext's words, one space between them. */
const words = (text: string) => text.replace(/\s+/g, ' ');

async function render(techPack: TechPack) {
	const warnings: string[] = [];
	const pdf = await renderTechPackPdf(techPack, flats, { onWarning: (w) => warnings.push(w) });
	const path = folder.write(`${techPack.design_id}-${techPack.points_of_measure.length}.pdf`, pdf);
	return { pdf, path, warnings };
}

/** The values of a point of measure's row as the table prints them, in size order. */
function rowPattern(t: TechPack, pom: TechPack['points_of_measure'][number]): RegExp {
	const cells = [
		escape(pom.code),
		escape(pom.name),
		...(pom.critical ? ['Yes'] : []),
		pom.tolerance.toFixed(1),
		...t.sizes.map((size) => pom.values[size].toFixed(1)),
	];
	return new RegExp(`^\\s*${cells.join('\\s+')}\\s*$`, 'm');
}

describe('a full tech pack', () => {
	let rendered: Awaited<ReturnType<typeof render>>;
	let text: string;
	let pages: number;
	beforeAll(async () => {
		rendered = await render(pack);
		const run = poppler('pdftotext', '-layout', rendered.path, '-');
		expect(run.stderr).toBe('');
		text = run.stdout;
		pages = Number(/^Pages:\s+(\d+)$/m.exec(poppler('pdfinfo', rendered.path).stdout)?.[1]);
	});

	test('pdfinfo: A4 landscape on every page, the sections on 7 pages, metadata, no warning', () => {
		const info = poppler('pdfinfo', '-isodates', '-f', '1', '-l', '99', rendered.path);
		expect(info.stderr).toBe('');
		expect(info.status).toBe(0);
		const sizes = info.stdout.match(/^Page\s+\d+ size:.*$/gm) ?? [];
		expect(sizes).toHaveLength(7);
		for (const size of sizes) expect(size).toMatch(/841\.89 x 595\.28 pts \(A4\)$/);
		expect(info.stdout).toMatch(/^Pages:\s+7$/m);
		// Metadata is UTF-16: the title keeps what the page's font cannot show.
		expect(info.stdout).toMatch(new RegExp(`^Title:\\s+${escape(TITLE)}$`, 'm'));
		expect(info.stdout).toMatch(/^Author:\s+Design Generator$/m);
		expect(info.stdout).toMatch(
			new RegExp(`^Subject:\\s+Tech pack ${pack.style_number}: hoodie`, 'm'),
		);
		expect(info.stdout).toMatch(/^CreationDate:\s+2026-03-14T09:26:53Z$/m);
	});

	test('the flats are drawn without a warning from the SVG converter', () => {
		expect(rendered.warnings).toEqual([]);
	});

	test('pdftotext finds the title, style number, garment, base size and date on the cover', () => {
		const cover = words(poppler('pdftotext', '-f', '1', '-l', '1', rendered.path, '-').stdout);
		expect(cover).toContain(TITLE_SHOWN);
		expect(cover).toMatch(new RegExp(`Style number ${pack.style_number}\\b`));
		expect(cover).toContain('Garment hoodie');
		expect(cover).toContain('Base size M');
		expect(cover).toContain('Date 2026-03-14');
	});

	test('the measurement table: every size in the header, every point of measure with its values', () => {
		expect(text).toMatch(
			/Code\s+Point of measure\s+Critical\s+Tol\. ±\s+XS\s+S\s+M \(base\)\s+L\s+XL/,
		);
		expect(pack.points_of_measure.length).toBeGreaterThanOrEqual(10);
		for (const pom of pack.points_of_measure) expect(text).toMatch(rowPattern(pack, pom));
	});

	test('how to measure, bill of materials, construction and colourways, each in full', () => {
		const all = words(text);
		for (const pom of pack.points_of_measure) expect(all).toContain(pom.how_to_measure);
		for (const line of pack.bill_of_materials) {
			expect(all).toContain(line.material);
			expect(all).toContain(`${line.color.name} ${line.color.hex.toUpperCase()}`);
		}
		for (const step of pack.construction) {
			expect(all).toContain(step.operation);
			expect(all).toContain(step.stitch);
		}
		for (const colourway of pack.colourways) {
			expect(all).toContain(colourway.name);
			for (const color of Object.values(colourway.components))
				expect(all).toContain(color.hex.toUpperCase());
		}
	});

	test('every page has the footer: style number and "Page X of Y"', () => {
		for (let page = 1; page <= pages; page++) {
			const pageText = words(
				poppler('pdftotext', '-f', String(page), '-l', String(page), rendered.path, '-').stdout,
			);
			expect(pageText).toContain(`Style ${pack.style_number}`);
			expect(pageText).toContain(`Page ${page} of ${pages}`);
		}
	});

	test('the flats are vector: no image in the file, and both are drawn on the flats page', () => {
		const list = poppler('pdfimages', '-list', rendered.path);
		expect(list.stderr).toBe('');
		// The header and its rule, and no image row.
		expect(list.stdout.trim().split('\n')).toHaveLength(2);
		// The black hoodie darkens both halves of page 2 (front left, back right).
		const { width, height, pixels } = rasterPage(rendered.path, 2, 20);
		const dark = (fromX: number, toX: number) => {
			let count = 0;
			for (let y = 0; y < height; y++)
				for (let x = fromX; x < toX; x++) if (pixels[y * width + x] < 64) count += 1;
			return count / ((toX - fromX) * height);
		};
		expect(dark(0, width / 2)).toBeGreaterThan(0.1);
		expect(dark(width / 2, width)).toBeGreaterThan(0.1);
	});

	test('the same pack gives the same bytes; another date, other bytes', async () => {
		const again = await renderTechPackPdf(pack, flats);
		expect(again.equals(rendered.pdf)).toBe(true);
		const later = await renderTechPackPdf(
			{ ...pack, created_at: '2026-03-15T09:26:53.000Z' },
			flats,
		);
		expect(later.equals(rendered.pdf)).toBe(false);
	});
});

describe('a long measurement table', () => {
	test('continues over pages under a repeated header, no row split or lost, footer on each', async () => {
		const { path } = await render(longPack);
		const pages = Number(/^Pages:\s+(\d+)$/m.exec(poppler('pdfinfo', path).stdout)?.[1]);
		const header = /Code\s+Point of measure\s+Critical\s+Tol\. ±\s+XS\s+S\s+M \(base\)\s+L\s+XL/;
		const measurementPages: string[] = [];
		for (let page = 1; page <= pages; page++) {
			const pageText = poppler(
				'pdftotext',
				'-layout',
				'-f',
				String(page),
				'-l',
				String(page),
				path,
				'-',
			).stdout;
			// A page's heading is its first line (the cover's contents list the section too).
			if (pageText.trimStart().startsWith('Measurements (cm)')) measurementPages.push(pageText);
		}
		expect(measurementPages.length).toBeGreaterThanOrEqual(2);
		for (const pageText of measurementPages.slice(1))
			expect(pageText.trimStart()).toMatch(/^Measurements \(cm\), continued/);
		for (const pageText of measurementPages) expect(pageText).toMatch(header);
		// Each row once, whole, on one of those pages.
		const table = measurementPages.join('\n');
		for (const pom of longPack.points_of_measure) {
			expect(table).toMatch(rowPattern(longPack, pom));
			expect(table.match(new RegExp(`^\\s*${escape(pom.code)}\\s`, 'gm'))).toHaveLength(1);
		}
	});
});

describe('text the standard fonts cannot show', () => {
	test.each([
		['CJK', '夏季限定コレクション', '??????????'],
		['emoji with joiners and variation selectors', 'Hoodie 👩‍💻 ❤️', 'Hoodie ?? ?'],
		['accents outside WinAnsi, ligatures', 'Łódź ﬁne ő', '?ódz fine o'],
		['control characters and line breaks', 'two\nlines\tand\u0007bell', 'two lines and?bell'],
	])('%s: rendered, degraded in the text, whole in the metadata', async (_what, title, shown) => {
		const { path } = await render({
			...pack,
			design_id: `dsn_${Buffer.from(title).toString('hex').slice(0, 20)}`,
			title,
		});
		const cover = words(poppler('pdftotext', '-f', '1', '-l', '1', path, '-').stdout);
		expect(cover).toContain(shown);
		expect(poppler('pdfinfo', path).stdout).toContain(title.split('\n')[0]);
	});
});
