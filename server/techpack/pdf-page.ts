/**
 * The tech pack PDF's page furniture: A4 landscape geometry, the section heading every page opens
 * with, the footer, and `PageFlow`, which places blocks down a page and starts the next page of
 * the same section when one does not fit. Pages have no margins of their own (pdfkit's automatic
 * page breaks never fire): every position is computed here, so a long table or a long title
 * breaks where the layout decides.
 */
import { pdfText } from './pdf-text';

/** A4 landscape, in points. */
export const PAGE = { width: 841.89, height: 595.28 } as const;
export const MARGIN = 36;
/** Where a page's content goes: under its heading, above its footer. */
export const CONTENT = {
	left: MARGIN,
	right: PAGE.width - MARGIN,
	width: PAGE.width - 2 * MARGIN,
	top: 80,
	bottom: PAGE.height - 44,
} as const;

export const FONT = 'Helvetica';
export const BOLD = 'Helvetica-Bold';
export const INK = '#1d1d1f';
export const MUTED = '#6b6b70';
export const RULE = '#c8c8cc';
export const SHADE = '#f2f2f4';

/** `text` cut to fit `width` on one line in the current font, with an ellipsis when cut. */
export function oneLine(doc: PDFKit.PDFDocument, text: string, width: number): string {
	if (doc.widthOfString(text) <= width) return text;
	let cut = text;
	while (cut.length > 0 && doc.widthOfString(`${cut}…`) > width) cut = cut.slice(0, -1);
	return `${cut.trimEnd()}…`;
}

/** Places blocks down the pages of one document, section by section. */
export class PageFlow {
	y: number = CONTENT.top;
	private section = '';
	/** The page index (0-based) each section starts on, for the cover's contents. */
	readonly sectionPages: { section: string; page: number }[] = [];
	private pages = 0;

	/** `title` is the design's, shown at the top right of every page but the cover. */
	constructor(
		readonly doc: PDFKit.PDFDocument,
		private readonly title: string,
	) {}

	/** Starts a page; with a `section`, under that section's heading. */
	page(section?: string, continued = false): void {
		this.doc.addPage({ size: [PAGE.width, PAGE.height], margin: 0 });
		this.pages += 1;
		this.y = CONTENT.top;
		if (section === undefined) return;
		if (!continued) this.sectionPages.push({ section, page: this.pages - 1 });
		this.section = section;
		const { doc } = this;
		doc.font(BOLD).fontSize(16).fillColor(INK);
		doc.text(pdfText(continued ? `${section}, continued` : section), MARGIN, MARGIN, {
			lineBreak: false,
		});
		doc.font(FONT).fontSize(9).fillColor(MUTED);
		const title = oneLine(doc, pdfText(this.title), CONTENT.width / 2);
		doc.text(title, CONTENT.right - doc.widthOfString(title), MARGIN + 5, { lineBreak: false });
		rule(doc, MARGIN + 28);
	}

	/** Room left on this page. */
	room(): number {
		return CONTENT.bottom - this.y;
	}

	/**
	 * Makes room for a block `height` high: when it does not fit here, the section continues on a
	 * new page. Returns whether it broke. A block taller than a whole page is the caller's to cut.
	 */
	fit(height: number): boolean {
		if (this.y + height <= CONTENT.bottom || this.y === CONTENT.top) return false;
		this.page(this.section, true);
		return true;
	}
}

export function rule(doc: PDFKit.PDFDocument, y: number): void {
	doc.moveTo(CONTENT.left, y).lineTo(CONTENT.right, y).lineWidth(0.5).strokeColor(RULE).stroke();
}

/**
 * The footer of every page, drawn once all pages exist (the document buffers them): the style
 * number and title at the left, "Page X of Y" at the right.
 */
export function drawFooters(doc: PDFKit.PDFDocument, styleNumber: string, title: string): void {
	const { start, count } = doc.bufferedPageRange();
	const y = PAGE.height - 30;
	for (let i = start; i < start + count; i++) {
		doc.switchToPage(i);
		rule(doc, y - 6);
		doc.font(FONT).fontSize(8).fillColor(MUTED);
		const pageText = `Page ${i - start + 1} of ${count}`;
		const pageWidth = doc.widthOfString(pageText);
		const left = oneLine(
			doc,
			pdfText(`Style ${styleNumber} · ${title}`),
			CONTENT.width - pageWidth - 24,
		);
		doc.text(left, CONTENT.left, y, { lineBreak: false });
		doc.text(pageText, CONTENT.right - pageWidth, y, { lineBreak: false });
	}
}
