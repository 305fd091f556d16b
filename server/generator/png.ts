import { renderAsync, Resvg, type ResvgRenderOptions } from '@resvg/resvg-js';

/**
 * PNG rendering of a generated SVG at its own size (800 x 1000). The drawing holds no text, so
 * no fonts are loaded and the raster looks the same on every machine.
 */
const OPTIONS: ResvgRenderOptions = {
	fitTo: { mode: 'original' },
	font: { loadSystemFonts: false },
	background: '#ffffff',
};

export function renderPng(svg: string): Buffer {
	return new Resvg(svg, OPTIONS).render().asPng();
}

/** The same bytes as `renderPng`, rendered on libuv's thread pool so a server's event loop stays free. */
export async function renderPngAsync(svg: string): Promise<Buffer> {
	return (await renderAsync(svg, OPTIONS)).asPng();
}
