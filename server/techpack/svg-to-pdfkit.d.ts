/** svg-to-pdfkit ships no types: the part of its options the tech pack PDF uses. */
declare module 'svg-to-pdfkit' {
	interface SvgToPdfOptions {
		width?: number;
		height?: number;
		preserveAspectRatio?: string;
		/** SVG user units are points rather than CSS pixels (no 0.75 scale). */
		assumePt?: boolean;
		/** What an `<image href>` becomes before pdfkit opens it (a file path or a data URL). */
		imageCallback?: (href: string) => string;
		warningCallback?: (message: string) => void;
	}
	function SVGtoPDF(
		doc: PDFKit.PDFDocument,
		svg: string,
		x: number,
		y: number,
		options?: SvgToPdfOptions,
	): void;
	export = SVGtoPDF;
}
