/**
 * The tech pack as a PDF (../shared/SPEC.md "Tech packs"): A4 landscape; a cover with the title,
 * style number, garment, base size, date and the front flat; both flats side by side; the
 * measurements for every size; how to measure; the bill of materials; construction; colourways
 * with swatches; a footer with the style number and "Page X of Y" on every page.
 *
 * The flats stay vector (svg-to-pdfkit draws the SVG's paths, gradients and patterns as PDF
 * operators) and the text is real text in Helvetica, so a reader can search it. The same pack
 * gives the same bytes: the only date is the pack's own `created_at`, and pdfkit derives the
 * file's ID from the metadata.
 *
 * Runs on the tech pack render pool's threads (pdf-worker.js): the work is CPU-bound, tens to a
 * few hundred milliseconds.
 */
import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import type { Colourway, TechPack, TechPackColor } from './types';
import {
	BOLD,
	CONTENT,
	FONT,
	INK,
	MARGIN,
	MUTED,
	RULE,
	PageFlow,
	drawFooters,
	oneLine,
} from './pdf-page';
import { flatForPdf } from './pdf-flat';
import { drawTable } from './pdf-table';
import { pdfText } from './pdf-text';

export interface TechPackFlats {
	/** SVG of the front view. */
	front: string;
	/** SVG of the back view. */
	back: string;
}

export interface RenderTechPackPdfOptions {
	/** What svg-to-pdfkit could not draw in a flat (tests require none for our flats). */
	onWarning?: (message: string) => void;
}

/** Renders the tech pack; resolves to the PDF's bytes (rejects with RangeError for a bad `created_at`). */
export async function renderTechPackPdf(
	pack: TechPack,
	flats: TechPackFlats,
	options: RenderTechPackPdfOptions = {},
): Promise<Buffer> {
	const created = new Date(pack.created_at);
	if (Number.isNaN(created.getTime()))
		throw new RangeError(`created_at '${pack.created_at}' is not a date`);
	const doc = new PDFDocument({
		autoFirstPage: false,
		bufferPages: true,
		compress: true,
		// Transparency (the flats' sheen gradients fade to nothing) needs 1.4.
		pdfVersion: '1.4',
		info: {
			Title: pack.title,
			Author: 'Design Generator',
			Subject: `Tech pack ${pack.style_number}: ${pack.garment}, sizes ${pack.sizes.join(' ')} (${pack.unit})`,
			Creator: 'Design Generator',
			CreationDate: created,
			ModDate: created,
		},
	});
	const chunks: Buffer[] = [];
	const done = new Promise<Buffer>((resolve, reject) => {
		doc.on('data', (chunk: Buffer) => chunks.push(chunk));
		doc.on('end', () => resolve(Buffer.concat(chunks)));
		doc.on('error', reject);
	});
	const drawFlat = flatDrawer(doc, options.onWarning ?? (() => undefined));
	const flow = new PageFlow(doc, pack.title);
	flow.page();
	const contentsAt = cover(flow, pack, flats.front, drawFlat);
	flatsPage(flow, flats, drawFlat);
	measurements(flow, pack);
	howToMeasure(flow, pack);
	billOfMaterials(flow, pack);
	construction(flow, pack);
	colourways(flow, pack.colourways);
	contents(flow, contentsAt);
	drawFooters(doc, pack.style_number, pack.title);
	doc.end();
	return done;
}

type FlatDrawer = (svg: string, x: number, y: number, width: number, height: number) => void;

/** Draws a flat fitted into a box, centred, with a hairline frame (see pdf-flat.ts for how it is prepared). */
function flatDrawer(doc: PDFKit.PDFDocument, onWarning: (message: string) => void): FlatDrawer {
	return (svg, x, y, width, height) => {
		SVGtoPDF(doc, flatForPdf(svg), x, y, {
			width,
			height,
			preserveAspectRatio: 'xMidYMid meet',
			assumePt: true,
			// Flats are drawings: an <image> would be a raster, and its href a file pdfkit would open.
			imageCallback: () => '',
			warningCallback: onWarning,
		});
		doc.rect(x, y, width, height).lineWidth(0.5).strokeColor(RULE).stroke();
	};
}

/** `2026-03-01T12:00:00Z` → `2026-03-01`. */
function day(iso: string): string {
	return new Date(iso).toISOString().slice(0, 10);
}

/** The cover's text column, left of the front flat. */
const COVER_TEXT_WIDTH = 360;

/** The cover; returns where the contents go, written once every section has its page. */
function cover(flow: PageFlow, pack: TechPack, front: string, drawFlat: FlatDrawer): number {
	const { doc } = flow;
	const textWidth = COVER_TEXT_WIDTH;
	doc.font(BOLD).fontSize(10).fillColor(MUTED);
	doc.text('TECH PACK', MARGIN, MARGIN + 8, { lineBreak: false });
	doc.font(BOLD).fontSize(24).fillColor(INK);
	// A title of any length: at most five lines, the last one cut with an ellipsis.
	const title = pdfText(pack.title);
	const titleHeight = Math.min(doc.heightOfString(title, { width: textWidth }), 5 * 29);
	doc.text(title, MARGIN, MARGIN + 30, { width: textWidth, height: titleHeight, ellipsis: true });
	let y = MARGIN + 30 + titleHeight + 18;
	const facts: [string, string][] = [
		['Style number', pack.style_number],
		['Garment', pack.garment],
		['Base size', pack.base_size],
		['Sizes', pack.sizes.join('  ')],
		['Unit', pack.unit === 'cm' ? 'centimetres (cm)' : 'inches (in)'],
		['Date', day(pack.created_at)],
		['Design', pack.design_id],
	];
	for (const [label, value] of facts) {
		doc.font(FONT).fontSize(9).fillColor(MUTED);
		doc.text(label, MARGIN, y, { lineBreak: false });
		doc.font(BOLD).fontSize(11).fillColor(INK);
		const text = pdfText(value);
		const height = doc.heightOfString(text, { width: textWidth - 100 });
		doc.text(text, MARGIN + 100, y - 1.5, { width: textWidth - 100 });
		y += Math.max(height, 12) + 8;
	}
	const flatX = MARGIN + textWidth + 40;
	drawFlat(front, flatX, MARGIN, CONTENT.right - flatX, CONTENT.bottom - MARGIN);
	return y + 10;
}

/** The cover's list of sections with the page each starts on. */
function contents(flow: PageFlow, y: number): void {
	const { doc } = flow;
	doc.switchToPage(0);
	doc
		.moveTo(MARGIN, y)
		.lineTo(MARGIN + COVER_TEXT_WIDTH, y)
		.lineWidth(0.5)
		.strokeColor(RULE)
		.stroke();
	doc
		.font(BOLD)
		.fontSize(9)
		.fillColor(MUTED)
		.text('CONTENTS', MARGIN, y + 10, { lineBreak: false });
	let line = y + 26;
	for (const { section, page } of flow.sectionPages) {
		doc.font(FONT).fontSize(9.5).fillColor(INK);
		doc.text(section, MARGIN, line, { lineBreak: false });
		const number = String(page + 1);
		doc.text(number, MARGIN + 240 - doc.widthOfString(number), line, { lineBreak: false });
		line += 15;
	}
}

function flatsPage(flow: PageFlow, flats: TechPackFlats, drawFlat: FlatDrawer): void {
	const { doc } = flow;
	flow.page('Flats');
	const gap = 24;
	const width = (CONTENT.width - gap) / 2;
	const height = CONTENT.bottom - flow.y - 20;
	for (const [i, [label, svg]] of [
		['Front', flats.front],
		['Back', flats.back],
	].entries()) {
		const x = CONTENT.left + i * (width + gap);
		drawFlat(svg, x, flow.y, width, height);
		doc.font(BOLD).fontSize(10).fillColor(INK);
		doc.text(label, x, flow.y + height + 6, { width, align: 'center', lineBreak: false });
	}
}

function measurements(flow: PageFlow, pack: TechPack): void {
	flow.page(`Measurements (${pack.unit})`);
	const decimals = pack.unit === 'in' ? 2 : 1;
	const sizes = pack.sizes.map((size) => ({
		header: size === pack.base_size ? `${size} (base)` : size,
		width: Math.max(34, Math.min(56, 430 / pack.sizes.length)),
		align: 'right' as const,
		emphasis: size === pack.base_size,
		text: (pom: TechPack['points_of_measure'][number]) => {
			const value = pom.values[size];
			return value === undefined ? '—' : value.toFixed(decimals);
		},
	}));
	drawTable(
		flow,
		[
			{ header: 'Code', width: 34, text: (pom) => pom.code },
			{ header: 'Point of measure', width: '*', text: (pom) => pom.name },
			{
				header: 'Critical',
				width: 44,
				align: 'center',
				text: (pom) => (pom.critical ? 'Yes' : ''),
			},
			{
				header: 'Tol. ±',
				width: 44,
				align: 'right',
				text: (pom) => pom.tolerance.toFixed(decimals),
			},
			...sizes,
		],
		pack.points_of_measure,
		{ highlight: (pom) => pom.critical },
	);
	legend(
		flow,
		`Values in ${pack.unit === 'cm' ? 'centimetres' : 'inches'}; a sample passes when each is within ± its tolerance. Critical points (tinted rows) must pass in every sample; the base size (${pack.base_size}) is the sample size.`,
	);
}

function legend(flow: PageFlow, text: string): void {
	const { doc } = flow;
	doc.font(FONT).fontSize(8).fillColor(MUTED);
	const height = doc.heightOfString(pdfText(text), { width: CONTENT.width });
	flow.fit(height);
	doc.text(pdfText(text), CONTENT.left, flow.y - 6, { width: CONTENT.width });
	flow.y += height;
}

function howToMeasure(flow: PageFlow, pack: TechPack): void {
	flow.page('How to measure');
	drawTable(
		flow,
		[
			{ header: 'Code', width: 34, text: (pom) => pom.code },
			{ header: 'Point of measure', width: 170, text: (pom) => pom.name },
			{ header: 'How to measure', width: '*', text: (pom) => pom.how_to_measure },
		],
		pack.points_of_measure,
	);
}

/** A colour as the tables write it: `Navy #1f2a44`. */
function colorText(color: TechPackColor): string {
	return `${color.name} ${color.hex.toUpperCase()}`;
}

function billOfMaterials(flow: PageFlow, pack: TechPack): void {
	flow.page('Bill of materials');
	drawTable(
		flow,
		[
			{ header: 'Component', width: 70, text: (line) => line.component },
			{ header: 'Material', width: '*', text: (line) => line.material },
			{ header: 'Composition', width: 130, text: (line) => line.composition },
			{
				header: 'Colour',
				width: 130,
				swatch: (line) => line.color.hex,
				text: (line) => colorText(line.color),
			},
			{ header: 'Placement', width: '*', text: (line) => line.placement },
			{ header: 'Qty', width: 40, align: 'right', text: (line) => String(line.quantity) },
			{ header: 'Unit', width: 40, text: (line) => line.unit },
		],
		pack.bill_of_materials,
	);
}

function construction(flow: PageFlow, pack: TechPack): void {
	flow.page('Construction');
	drawTable(
		flow,
		[
			{ header: '#', width: 26, align: 'right', text: (step) => String(step.n) },
			{ header: 'Area', width: 130, text: (step) => step.area },
			{ header: 'Operation', width: '*', text: (step) => step.operation },
			{ header: 'Stitch (ISO 4915)', width: 150, text: (step) => step.stitch },
			{
				header: 'SPI',
				width: 40,
				align: 'right',
				text: (step) => (step.spi === null ? '—' : String(step.spi)),
			},
		],
		pack.construction.map((step, i) => ({ ...step, n: i + 1 })),
	);
}

const SWATCH_COLUMNS = 6;
const SWATCH_CELL = { width: CONTENT.width / SWATCH_COLUMNS, height: 52, box: 38 };

/** Each colourway: its name, then one swatch a component (a filled square, its name and hex). */
function colourways(flow: PageFlow, list: readonly Colourway[]): void {
	const { doc } = flow;
	flow.page('Colourways');
	for (const colourway of list) {
		const components = Object.entries(colourway.components);
		const rows = Math.max(1, Math.ceil(components.length / SWATCH_COLUMNS));
		flow.fit(22 + rows * SWATCH_CELL.height);
		doc.font(BOLD).fontSize(11).fillColor(INK);
		doc.text(oneLine(doc, pdfText(colourway.name), CONTENT.width), CONTENT.left, flow.y, {
			lineBreak: false,
		});
		flow.y += 20;
		components.forEach(([component, color], i) => {
			const x = CONTENT.left + (i % SWATCH_COLUMNS) * SWATCH_CELL.width;
			const y = flow.y + Math.floor(i / SWATCH_COLUMNS) * SWATCH_CELL.height;
			doc
				.rect(x, y, SWATCH_CELL.box, SWATCH_CELL.box)
				.lineWidth(0.5)
				.fillAndStroke(color.hex, MUTED);
			const textX = x + SWATCH_CELL.box + 8;
			const textWidth = SWATCH_CELL.width - SWATCH_CELL.box - 16;
			doc.font(BOLD).fontSize(8.5).fillColor(INK);
			doc.text(oneLine(doc, pdfText(component), textWidth), textX, y + 2, { lineBreak: false });
			doc.font(FONT).fontSize(8.5);
			doc.text(oneLine(doc, pdfText(color.name), textWidth), textX, y + 14, { lineBreak: false });
			doc.fillColor(MUTED).text(color.hex.toUpperCase(), textX, y + 26, { lineBreak: false });
		});
		flow.y += rows * SWATCH_CELL.height + 14;
	}
}
