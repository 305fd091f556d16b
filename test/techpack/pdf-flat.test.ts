/**
 * The PDF's flats look like the PNG the API serves: each flat drawn by svg-to-pdfkit (after
 * flatForPdf) on a page its own size, rasterised by poppler at one pixel a point, and compared
 * pixel by pixel with resvg's raster of the same SVG. Prints are where the two differed (seams
 * between pattern tiles, tie-dye's reflected rings); plain ones are here as the reference.
 */
import { Resvg } from '@resvg/resvg-js';
import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import { generateDesign, type StyleId } from '../../server/generator';
import { flatForPdf } from '../../server/techpack/pdf-flat';
import { pdfFolder, rasterPage } from './poppler';

const folder = pdfFolder();
afterAll(() => folder.cleanup());

function flatPdf(svg: string): Promise<Buffer> {
	const doc = new PDFDocument({ size: [800, 1000], margin: 0, pdfVersion: '1.4' });
	const chunks: Buffer[] = [];
	doc.on('data', (chunk: Buffer) => chunks.push(chunk));
	const done = new Promise<Buffer>((resolve) =>
		doc.on('end', () => resolve(Buffer.concat(chunks))),
	);
	SVGtoPDF(doc, svg, 0, 0, { width: 800, height: 1000, assumePt: true });
	doc.end();
	return done;
}

/** Compared in 4 × 4 pixel blocks: thin lines anti-aliased differently by the two rasterisers wash out. */
const BLOCK = 4;

/** Mean grey difference of the blocks (0–255) and the share of blocks off by more than 24. */
async function difference(svg: string, name: string): Promise<{ mean: number; off: number }> {
	const path = folder.write(`${name}.pdf`, await flatPdf(svg));
	const pdf = rasterPage(path, 1, 72);
	expect([pdf.width, pdf.height]).toEqual([800, 1000]);
	const png = new Resvg(svg, { fitTo: { mode: 'original' }, background: '#ffffff' }).render()
		.pixels;
	let sum = 0;
	let off = 0;
	const blocks = (800 / BLOCK) * (1000 / BLOCK);
	for (let by = 0; by < 1000; by += BLOCK) {
		for (let bx = 0; bx < 800; bx += BLOCK) {
			let d = 0;
			for (let y = by; y < by + BLOCK; y++) {
				for (let x = bx; x < bx + BLOCK; x++) {
					const i = y * 800 + x;
					d += 0.299 * png[4 * i] + 0.587 * png[4 * i + 1] + 0.114 * png[4 * i + 2] - pdf.pixels[i];
				}
			}
			d = Math.abs(d) / (BLOCK * BLOCK);
			sum += d;
			if (d > 24) off += 1;
		}
	}
	return { mean: sum / blocks, off: off / blocks };
}

const flat = (prompt: string, style: StyleId) => generateDesign({ prompt, style, seed: 1235 });

describe('flats in the PDF match the PNG', () => {
	test.each([
		['tie-dye satin bomber jacket', 'tie-dye', 'streetwear'],
		['floral wrap dress midi', 'floral', 'streetwear'],
		['argyle knit sweater', 'argyle', 'streetwear'],
		['plaid flannel shirt', 'plaid', 'minimalist'],
		['color block windbreaker', 'color-block', 'minimalist'],
		['houndstooth wool coat', 'houndstooth', 'vintage'],
		['oversized black hoodie with kangaroo pocket', 'solid', 'minimalist'],
	] as [string, string, StyleId][])('%s', async (prompt, pattern, style) => {
		const design = flat(prompt, style);
		expect(design.pattern).toBe(pattern);
		const { mean, off } = await difference(flatForPdf(design.svg), pattern);
		// Knit textures of fine lines differ most (poppler draws thin lines thinner than resvg).
		expect(mean).toBeLessThan(5);
		expect(off).toBeLessThan(0.1);
	});

	test("tie-dye: the rings where the PNG has them (svg-to-pdfkit's own are too tight)", async () => {
		const design = flat('tie-dye satin bomber jacket', 'streetwear');
		expect((await difference(flatForPdf(design.svg), 'tie-dye')).mean).toBeLessThan(1.5);
		expect((await difference(design.svg, 'tie-dye-as-is')).mean).toBeGreaterThan(5);
	});

	test('a print: no light grid where its tiles meet', async () => {
		const design = flat('floral wrap dress midi', 'streetwear');
		expect((await difference(flatForPdf(design.svg), 'floral')).off).toBeLessThan(0.01);
		expect((await difference(design.svg, 'floral-as-is')).off).toBeGreaterThan(0.01);
	});
});

describe('flatForPdf', () => {
	test('a shape filled with a grounded print is filled with the ground first, without a stroke', () => {
		const svg =
			'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 1000"><defs><pattern id="fabric" patternUnits="userSpaceOnUse" width="80" height="80"><rect x="0" y="0" width="80" height="80" fill="#b98a53"/><circle cx="8" cy="8" r="3" fill="#000"/></pattern></defs>' +
			'<path d="M0 0L10 10Z" fill="url(#fabric)" stroke="#111" stroke-width="2"/></svg>';
		expect(flatForPdf(svg)).toContain(
			'<path d="M0 0L10 10Z" fill="#b98a53" stroke="none"/><path d="M0 0L10 10Z" fill="url(#fabric)" stroke="#111" stroke-width="2"/>',
		);
	});

	test('a reflected radial gradient is written out: radius times k, the stops k times, mirrored in turn', () => {
		const svg =
			'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 1000"><defs><radialGradient id="fabric" gradientUnits="userSpaceOnUse" cx="0" cy="100" r="110" spreadMethod="reflect"><stop offset="0" stop-color="#aaa"/><stop offset="1" stop-color="#00f"/></radialGradient></defs></svg>';
		const out = flatForPdf(svg);
		// No garment group here: the drawing is taken to be drawn at half its size, at least.
		const k = Math.ceil((2 * Math.hypot(800, 1000)) / 110);
		expect(out).not.toContain('spreadMethod');
		expect(out).toContain(`r="${110 * k}"`);
		const stops = [...out.matchAll(/<stop offset="([\d.]+)" stop-color="(#\w+)"\/>/g)].map(
			([, offset, color]) => [Number(offset), color],
		);
		expect(stops).toHaveLength(2 * k);
		expect(stops.slice(0, 4)).toEqual([
			[0, '#aaa'],
			[Number((1 / k).toFixed(6)), '#00f'],
			[Number((1 / k).toFixed(6)), '#00f'],
			[Number((2 / k).toFixed(6)), '#aaa'],
		]);
	});

	test('markup it does not recognise passes unchanged', () => {
		const svg =
			'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 1000"><defs><pattern id="rib" patternUnits="userSpaceOnUse" width="6" height="10"><path d="M3 0V10" stroke="#000"/></pattern>' +
			'<radialGradient id="gloss" cx=".45" cy=".4" r=".7"><stop offset="0" stop-color="#fff"/></radialGradient></defs>' +
			'<path d="M0 0L1 1Z" fill="url(#rib)"/><path d="M0 0L1 1Z" fill="url(#gloss)"/></svg>';
		expect(flatForPdf(svg)).toBe(svg);
	});
});
