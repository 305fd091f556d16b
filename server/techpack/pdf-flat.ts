/**
 * A flat's SVG made ready for svg-to-pdfkit, where the PDF would otherwise differ from the PNG
 * (resvg) the API serves. Both are rewrites of the generator's own markup (draw/prints.ts,
 * draw/fills.ts); markup they do not recognise passes unchanged.
 *
 * - A print is a tiling pattern. PDF readers paint each tile on its own, and at screen
 *   resolutions the anti-aliased tile edges leave a light grid over the garment (poppler shows it
 *   at 50–100 dpi). A print whose tile starts with a rect of its ground colour is underpainted:
 *   each shape it fills is first filled with that colour, so the seams show the ground.
 * - A radial gradient that repeats or reflects past its radius (tie-dye) comes out with its rings
 *   too tight (svg-to-pdfkit counts a period before the centre that a radial gradient has not).
 *   Such a gradient is written out instead: its radius times k, its stops repeated k times.
 */

/** A print's tile whose first child is a rect covering it, filled with a plain colour. */
const GROUNDED_PATTERN =
	/<pattern\b[^>]*\bid="([^"]+)"[^>]*\bwidth="([\d.]+)"[^>]*\bheight="([\d.]+)"[^>]*>\s*<rect x="0" y="0" width="([\d.]+)" height="([\d.]+)" fill="(#[0-9a-fA-F]{3,8})"\s*\/>/g;

/** A shape filled with a pattern or gradient: `<path … fill="url(#id)" …/>`. */
const FILLED_SHAPE =
	/<(path|rect|circle|ellipse|polygon)\b([^>]*?)\sfill="url\(#([^)"]+)\)"([^>]*?)\s*\/>/g;

function underpaintPatterns(svg: string): string {
	const grounds = new Map<string, string>();
	for (const [, id, width, height, rectWidth, rectHeight, color] of svg.matchAll(GROUNDED_PATTERN))
		if (width === rectWidth && height === rectHeight) grounds.set(id, color);
	if (grounds.size === 0) return svg;
	return svg.replace(
		FILLED_SHAPE,
		(shape: string, tag: string, before: string, id: string, after: string) => {
			const ground = grounds.get(id);
			if (!ground) return shape;
			// The copy only fills: the shape's own stroke is drawn once, by the shape.
			const attributes = `${before} fill="${ground}"${after}`.replace(
				/\sstroke(-[a-z]+)?="[^"]*"/g,
				'',
			);
			return `<${tag}${attributes} stroke="none"/>${shape}`;
		},
	);
}

const SPREAD_RADIAL = /<radialGradient\b([^>]*)>([\s\S]*?)<\/radialGradient>/g;
const STOP = /<stop\b[^>]*?\boffset="([\d.]+)(%?)"[^>]*\/>/g;
/** Periods written out at most: enough for a print several times the drawing's size. */
const MAX_PERIODS = 64;

function attribute(attributes: string, name: string): string | undefined {
	return new RegExp(`\\s${name}="([^"]*)"`).exec(attributes)?.[1];
}

function unrollRadialSpread(svg: string): string {
	const viewBox = /<svg\b[^>]*\bviewBox="([\d.\s-]+)"/
		.exec(svg)?.[1]
		.trim()
		.split(/\s+/)
		.map(Number);
	if (!viewBox || viewBox.length !== 4) return svg;
	// In the gradient's units the drawing spans its diagonal over the scale of the garment's group
	// (svg.ts draws the garment in one `translate(…) scale(s)` group; the swatches at scale 1).
	const garmentScale = Number(/<g transform="translate\([^)]*\) scale\(([\d.]+)\)"/.exec(svg)?.[1]);
	const scale = garmentScale > 0 ? Math.min(1, garmentScale) : 0.5;
	const reach = Math.hypot(viewBox[2], viewBox[3]) / scale;
	return svg.replace(SPREAD_RADIAL, (gradient: string, attributes: string, body: string) => {
		const spread = attribute(attributes, 'spreadMethod');
		const radius = Number(attribute(attributes, 'r'));
		if (
			(spread !== 'reflect' && spread !== 'repeat') ||
			attribute(attributes, 'gradientUnits') !== 'userSpaceOnUse' ||
			attribute(attributes, 'fx') !== undefined ||
			attribute(attributes, 'fy') !== undefined ||
			!(radius > 0)
		)
			return gradient;
		// Cover the whole drawing from anywhere in it.
		const periods = Math.min(MAX_PERIODS, Math.ceil(reach / radius));
		const stops = [...body.matchAll(STOP)].map(([stop, offset, percent]) => ({
			stop,
			offset: Math.min(1, Math.max(0, Number(offset) / (percent ? 100 : 1))),
		}));
		if (stops.length === 0) return gradient;
		let written = '';
		for (let period = 0; period < periods; period++) {
			const mirrored = spread === 'reflect' && period % 2 === 1;
			for (const { stop, offset } of mirrored ? [...stops].reverse() : stops) {
				const at = (period + (mirrored ? 1 - offset : offset)) / periods;
				written += stop.replace(/\boffset="[^"]*"/, `offset="${Number(at.toFixed(6))}"`);
			}
		}
		const unrolled = attributes
			.replace(/\sspreadMethod="[^"]*"/, '')
			.replace(/\sr="[^"]*"/, ` r="${Number((radius * periods).toFixed(4))}"`);
		return `<radialGradient${unrolled}>${written}</radialGradient>`;
	});
}

/** `svg` as svg-to-pdfkit should draw it to match the PNG (see above). */
export function flatForPdf(svg: string): string {
	return underpaintPatterns(unrollRadialSpread(svg));
}
