/**
 * Contact sheet of sample designs across all twelve styles, written to docs/gallery.png.
 * Every tile is the generator's own PNG for one prompt; the legend (tile order, prompt, style)
 * is printed and written beside the image as docs/gallery.md.
 *
 *   npm run gallery
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { STYLES, generateDesign, type StyleId } from '../server/generator';
import { renderPng } from '../server/render/png';
import { SAMPLES } from './gallery-samples';

const COLUMNS = 6;
const TILE = { w: 240, h: 300 };
const root = join(__dirname, '..', '..');

const tiles = SAMPLES.map(([style, prompt], i) => {
	const design = generateDesign({ prompt, style, seed: 2026 + i });
	const png = renderPng(design.svg).toString('base64');
	const x = (i % COLUMNS) * TILE.w;
	const y = Math.floor(i / COLUMNS) * TILE.h;
	return {
		style,
		prompt,
		title: design.title,
		image: `<image x="${x}" y="${y}" width="${TILE.w}" height="${TILE.h}" href="data:image/png;base64,${png}"/><rect x="${x + 0.5}" y="${y + 0.5}" width="${TILE.w - 1}" height="${TILE.h - 1}" fill="none" stroke="#e4e4e4"/>`,
	};
});

const width = COLUMNS * TILE.w;
const height = Math.ceil(SAMPLES.length / COLUMNS) * TILE.h;
const sheet = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#fff"/>${tiles.map((tile) => tile.image).join('')}</svg>`;
const png = new Resvg(sheet, { font: { loadSystemFonts: false } }).render().asPng();

mkdirSync(join(root, 'docs'), { recursive: true });
writeFileSync(join(root, 'docs', 'gallery.png'), png);
const styleName = (id: StyleId): string => STYLES.find((style) => style.id === id)!.name;
const legend = tiles.map(
	(tile, i) =>
		`| ${Math.floor(i / COLUMNS) + 1}.${(i % COLUMNS) + 1} | ${styleName(tile.style)} | ${tile.prompt} | ${tile.title} |`,
);
writeFileSync(
	join(root, 'docs', 'gallery.md'),
	`# Generator gallery\n\n![Sample designs across all twelve styles](gallery.png)\n\nRegenerate with \`npm run gallery\`. Tiles read left to right, top to bottom.\n\n| Tile | Style | Prompt | Title |\n|---|---|---|---|\n${legend.join('\n')}\n`,
);
console.log(
	`wrote docs/gallery.png (${width}x${height}, ${(png.length / 1024).toFixed(0)} KiB) and docs/gallery.md`,
);
