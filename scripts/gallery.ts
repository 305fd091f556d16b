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

const SAMPLES: readonly (readonly [StyleId, string])[] = [
	['minimalist', 'ivory silk slip dress'],
	['minimalist', 'camel wool coat'],
	['streetwear', 'navy striped oversized hoodie'],
	['streetwear', 'camo cargo pants'],
	['bohemian', 'terracotta paisley tiered maxi skirt'],
	['bohemian', 'rust and cream floral kimono with fringe'],
	['vintage', 'red polka dot swing dress with a bow'],
	['vintage', 'mustard corduroy flared trousers'],
	['avant-garde', 'black and white color-block coat'],
	['avant-garde', 'white wide-leg jumpsuit'],
	['classic', 'camel double-breasted trench coat'],
	['classic', 'navy pinstripe blazer'],
	['athleisure', 'black leggings with side stripes'],
	['athleisure', 'neon green sports bra'],
	['romantic', 'blush chiffon blouse with puff sleeves and ruffles'],
	['romantic', 'ivory lace midi dress with a sweetheart neckline'],
	['grunge', 'red plaid flannel shirt'],
	['grunge', 'black leather biker jacket with studs'],
	['preppy', 'navy and green argyle sweater vest'],
	['preppy', 'pleated tartan mini skirt'],
	['y2k', 'baby blue low-rise flared jeans'],
	['y2k', 'hot pink heart print satin camisole'],
	['couture', 'emerald satin ball gown with a train'],
	['couture', 'black velvet cape'],
	// Shoes, bags, hats and the small accessories, drawn as flats in the same fills.
	['streetwear', 'white leather sneakers'],
	['grunge', 'tan suede chelsea boots'],
	['couture', 'red patent stiletto heels'],
	['bohemian', 'brown leather sandals with an ankle strap'],
	['preppy', 'burgundy penny loafers'],
	['classic', 'Baggit Women Red Handbag'],
	['minimalist', 'striped canvas tote bag'],
	['athleisure', 'olive nylon backpack'],
	['y2k', 'pink quilted crossbody bag'],
	['vintage', 'camel felt fedora'],
	['romantic', 'red tartan wool scarf with fringe'],
	['avant-garde', 'navy polka dot silk tie'],
	// Catalogue clothing read from real retail titles, brand and audience words included.
	['bohemian', 'Fabindia Women Blue Printed Cotton Kurta'],
	['couture', 'Mitera Women Red Silk Saree with Gold Border'],
	['romantic', 'pink floral lehenga'],
	['athleisure', 'Puma Women Black Sports Bra'],
	['classic', 'navy linen capris'],
	['vintage', 'Nightdress in soft cotton with lace trims and narrow shoulder straps'],
	// Catalogue items once outside the vocabulary: underwear, watches, jewellery, eyewear, gloves.
	['romantic', 'Amante Women Red Bra'],
	['preppy', 'navy striped boxer shorts'],
	['classic', 'Fossil Men Brown Leather Chronograph Watch'],
	['couture', 'Estelle Women Gold Necklace'],
	['romantic', 'gold drop earrings'],
	['streetwear', 'Fastrack Men Black Sunglasses'],
	['vintage', 'grey knitted gloves'],
	['y2k', 'red knitted mittens'],
	['bohemian', 'Slippers in faux fur with a soft lining.'],
	['grunge', 'Crocs Unisex Blue Clogs'],
	['athleisure', 'Puma Unisex Blue Duffel Bag'],
	['minimalist', 'pastel blue slip-on sneakers in canvas'],
];

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
