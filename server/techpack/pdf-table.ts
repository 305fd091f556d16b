/**
 * Tables for the tech pack PDF: each row as high as its tallest cell's wrapped text, a row that
 * does not fit on the page moved whole to the next page of the section, under the header row
 * drawn again there, so every page of a long table reads on its own.
 */
import { BOLD, CONTENT, FONT, INK, MUTED, RULE, SHADE, type PageFlow } from './pdf-page';
import { pdfText } from './pdf-text';

export interface Column<Row> {
	header: string;
	/** Points; '*' columns share what the others leave. */
	width: number | '*';
	align?: 'left' | 'center' | 'right';
	text: (row: Row) => string;
	/** A colour (hex) to show as a small filled square before the text. */
	swatch?: (row: Row) => string;
	/** The column stands out (a tint behind it, its header in bold): e.g. the base size. */
	emphasis?: boolean;
}

export interface TableOptions<Row> {
	/** Rows that stand out (a tint behind the whole row): e.g. fit-critical measurements. */
	highlight?: (row: Row) => boolean;
}

const SIZE = 8.5;
const HEADER_SIZE = 8;
const PAD_X = 4;
const PAD_Y = 4;
const SWATCH = 9;
const HEADER_FILL = '#2f3237';
const EMPHASIS_FILL = '#e9eef6';
const HIGHLIGHT_FILL = '#fff1d6';

interface Placed<Row> extends Column<Row> {
	x: number;
	w: number;
}

function place<Row>(columns: Column<Row>[]): Placed<Row>[] {
	const fixed = columns.reduce((sum, c) => sum + (c.width === '*' ? 0 : c.width), 0);
	const shared = columns.filter((c) => c.width === '*').length;
	const each = shared > 0 ? Math.max(40, (CONTENT.width - fixed) / shared) : 0;
	let x = CONTENT.left;
	return columns.map((column) => {
		const w = column.width === '*' ? each : column.width;
		const placed = { ...column, x, w };
		x += w;
		return placed;
	});
}

/** The room a cell's text has: its width less padding and, with a swatch, the swatch. */
function textWidth<Row>(column: Placed<Row>): number {
	return column.w - 2 * PAD_X - (column.swatch ? SWATCH + 4 : 0);
}

function drawHeader<Row>(flow: PageFlow, columns: Placed<Row>[]): void {
	const { doc } = flow;
	doc.font(BOLD).fontSize(HEADER_SIZE);
	const height =
		Math.max(
			...columns.map((c) => doc.heightOfString(pdfText(c.header), { width: textWidth(c) })),
		) +
		2 * PAD_Y;
	doc.rect(CONTENT.left, flow.y, CONTENT.width, height).fill(HEADER_FILL);
	for (const column of columns) {
		if (column.emphasis) doc.rect(column.x, flow.y, column.w, height).fill('#4a5a75');
		doc.font(BOLD).fontSize(HEADER_SIZE).fillColor('#ffffff');
		doc.text(pdfText(column.header), column.x + PAD_X, flow.y + PAD_Y, {
			width: textWidth(column),
			align: column.align ?? 'left',
		});
	}
	flow.y += height;
}

/** Draws the table at the flow's position; a row that does not fit goes to the next page. */
export function drawTable<Row>(
	flow: PageFlow,
	columns: Column<Row>[],
	rows: readonly Row[],
	options: TableOptions<Row> = {},
): void {
	const { doc } = flow;
	const placed = place(columns);
	const texts = rows.map((row) => placed.map((column) => pdfText(column.text(row))));
	doc.font(FONT).fontSize(SIZE);
	const heights = texts.map(
		(cells) =>
			Math.max(
				SWATCH,
				...cells.map((text, i) => doc.heightOfString(text || ' ', { width: textWidth(placed[i]) })),
			) +
			2 * PAD_Y,
	);
	// The header never ends a page alone: it needs room for the first row under it.
	flow.fit(24 + (heights[0] ?? 0));
	drawHeader(flow, placed);
	const hairline = (y: number) =>
		doc.moveTo(CONTENT.left, y).lineTo(CONTENT.right, y).lineWidth(0.4).strokeColor(RULE).stroke();
	rows.forEach((row, r) => {
		// A row taller than a whole page (never with real content) is cut at the page's end.
		const height = Math.min(heights[r], CONTENT.bottom - CONTENT.top - 40);
		const broke = flow.fit(height);
		if (broke) drawHeader(flow, placed);
		const top = flow.y;
		const tint = options.highlight?.(row) ? HIGHLIGHT_FILL : r % 2 === 1 ? SHADE : undefined;
		if (tint) doc.rect(CONTENT.left, top, CONTENT.width, height).fill(tint);
		for (const column of placed)
			if (column.emphasis) doc.rect(column.x, top, column.w, height).fill(EMPHASIS_FILL);
		// The rule above this row again: its fills were drawn over the one under the last row.
		if (r > 0 && !broke) hairline(top);
		placed.forEach((column, i) => {
			let x = column.x + PAD_X;
			const swatch = column.swatch?.(row);
			if (swatch) {
				doc
					.rect(x, top + PAD_Y + 0.5, SWATCH, SWATCH)
					.lineWidth(0.5)
					.fillAndStroke(swatch, MUTED);
				x += SWATCH + 4;
			}
			doc
				.font(column.emphasis ? BOLD : FONT)
				.fontSize(SIZE)
				.fillColor(INK);
			doc.text(texts[r][i], x, top + PAD_Y, {
				width: textWidth(column),
				height: height - PAD_Y,
				align: column.align ?? 'left',
				ellipsis: true,
			});
		});
		hairline(top + height);
		flow.y = top + height;
	});
	flow.y += 14;
}
