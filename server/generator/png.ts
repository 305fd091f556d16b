import { Resvg } from '@resvg/resvg-js';

/**
 * PNG rendering of a generated SVG at its own size (800 x 1000). The drawing holds no text, so
 * no fonts are loaded and the raster looks the same on every machine.
 */
export function renderPng(svg: string): Buffer {
  const resvg = new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false }, background: '#ffffff' });
  return resvg.render().asPng();
}
