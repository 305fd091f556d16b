/**
 * The style catalog and what each style does to a design: which garments, colours, prints,
 * materials and features it reaches for when the prompt leaves them open, and how it draws
 * (silhouette proportions, line weight, ink, finishing).
 */
import { pairs, words } from './lexicon/words';

export const STYLE_IDS = [
	'minimalist',
	'streetwear',
	'bohemian',
	'vintage',
	'avant-garde',
	'classic',
	'athleisure',
	'romantic',
	'grunge',
	'preppy',
	'y2k',
	'couture',
] as const;
export type StyleId = (typeof STYLE_IDS)[number];

export interface StyleInfo {
	id: StyleId;
	name: string;
	description: string;
}

type Weighted = readonly (readonly [string, number])[];

export interface StyleProfile extends StyleInfo {
	/** Colour names from the lexicon, most characteristic first. */
	palette: readonly string[];
	garments: Weighted;
	/** Prints the style uses when the prompt leaves the whole look open. */
	patterns: readonly string[];
	materials: readonly string[];
	fit: Weighted;
	/** Lengths and shapes the style prefers when the garment allows them. */
	lengths: readonly string[];
	shapes: readonly string[];
	/** Features the style likes to add, and how likely each addition is. */
	features: readonly string[];
	featureChance: number;
	/** Drawing: stroke width of the outline, ink colour, visible topstitching. */
	line: number;
	ink: string;
	topstitch: boolean;
	/** Width of shoulders and volume of skirts and legs, 1 = neutral. */
	shoulders: number;
	volume: number;
	/** A finishing touch only this style draws. */
	signature?: 'asymmetric-drape' | 'beading' | 'distress' | 'piping' | 'ruffle-hem' | 'sparkle';
}

/** 'hoodie: 4, t-shirt: 3' -> [['hoodie', 4], ['t-shirt', 3]]: a choice and how often it is made. */
function weighted(list: string): Weighted {
	return pairs(list).map(([id, weight]) => {
		if (!(Number(weight) > 0))
			throw new Error(`styles: '${id}: ${weight}' wants a positive weight`);
		return [id, Number(weight)];
	});
}

export const STYLE_PROFILES: Readonly<Record<StyleId, StyleProfile>> = {
	minimalist: {
		id: 'minimalist',
		name: 'Minimalist',
		description: 'Clean lines, pared-back details and a quiet neutral palette.',
		palette: words('black, off-white, camel, charcoal, ivory, stone, navy, taupe, white, grey'),
		garments: weighted(`
			t-shirt: 3, shirt: 3, trousers: 3, dress: 3, coat: 2, blazer: 2, sweater: 2, tank-top: 1,
			skirt: 2, jumpsuit: 1
		`),
		patterns: words('pinstripes, stripes'),
		materials: words('cotton, linen, wool, cashmere, silk, crepe, jersey, poplin'),
		fit: weighted('relaxed: 3, fitted: 2, oversized: 1'),
		lengths: words('midi, knee-length, maxi'),
		shapes: words('straight-leg, pencil, a-line, wide-leg'),
		features: words('pockets'),
		featureChance: 0.15,
		line: 1.6,
		ink: '#1d1d1f',
		topstitch: false,
		shoulders: 1,
		volume: 0.95,
	},
	streetwear: {
		id: 'streetwear',
		name: 'Streetwear',
		description: 'Oversized comfort, bold graphics and sporty hardware straight off the street.',
		palette: words(`
			black, heather grey, olive, white, orange, royal blue, red, khaki, neon green, charcoal,
			hot pink, cobalt
		`),
		garments: weighted(`
			hoodie: 4, t-shirt: 3, bomber: 2, joggers: 2, puffer: 2, sweatshirt: 2, jeans: 2, trousers: 1,
			shorts: 1, parka: 1, jacket: 1
		`),
		patterns: words('camouflage, color-block, tie-dye, checkerboard'),
		materials: words('cotton, fleece, nylon, denim, jersey, canvas'),
		fit: weighted('oversized: 6, relaxed: 2'),
		lengths: words('cropped'),
		shapes: words('wide-leg, tapered, straight-leg'),
		features: words('graphic, cargo-pockets, side-stripes, zip, pockets'),
		featureChance: 0.45,
		line: 3.2,
		ink: '#111111',
		topstitch: true,
		shoulders: 1.12,
		volume: 1.1,
	},
	bohemian: {
		id: 'bohemian',
		name: 'Bohemian',
		description: 'Free-spirited layers, flowing shapes, earthy tones and folk prints.',
		palette: words(`
			terracotta, rust, mustard, cream, sage, burnt orange, olive, teal, dusty rose, camel,
			burgundy, ivory
		`),
		garments: weighted(`
			dress: 4, skirt: 3, blouse: 3, tunic: 2, kimono: 2, poncho: 1, trousers: 1, romper: 1
		`),
		patterns: words('paisley, floral, tie-dye, geometric'),
		materials: words('cotton, linen, chiffon, crochet, suede, rayon'),
		fit: weighted('relaxed: 6, oversized: 1'),
		lengths: words('maxi, midi'),
		shapes: words('flared, a-line, wide-leg'),
		features: words('fringe, tiered, embroidery, ruffles, belt'),
		featureChance: 0.4,
		line: 2,
		ink: '#3b2a20',
		topstitch: true,
		shoulders: 0.96,
		volume: 1.15,
	},
	vintage: {
		id: 'vintage',
		name: 'Vintage',
		description: 'Retro cuts from the fifties to the seventies in warm, faded colours.',
		palette: words(`
			mustard, rust, cream, teal, cherry, navy, olive, powder blue, butter yellow, dusty pink,
			burgundy, brown
		`),
		garments: weighted(`
			dress: 4, blouse: 2, skirt: 3, cardigan: 2, trousers: 2, coat: 1, jumpsuit: 1, shirt: 1
		`),
		patterns: words('polka-dots, gingham, floral, houndstooth, plaid'),
		materials: words('cotton, wool, crepe, corduroy, tweed, velvet, rayon'),
		fit: weighted('fitted: 4, relaxed: 2'),
		lengths: words('midi, knee-length'),
		shapes: words('full-skirt, a-line, flared, wide-leg'),
		features: words('collar, bow, buttons, belt, high-waisted'),
		featureChance: 0.4,
		line: 2.2,
		ink: '#4a3426',
		topstitch: true,
		shoulders: 1,
		volume: 1.15,
	},
	'avant-garde': {
		id: 'avant-garde',
		name: 'Avant-garde',
		description:
			'Sculptural, experimental silhouettes with exaggerated proportions and stark contrast.',
		palette: words('black, white, red, silver, chartreuse, cobalt, onyx, ivory, charcoal'),
		garments: weighted(`
			coat: 3, dress: 3, jacket: 2, trousers: 2, skirt: 2, jumpsuit: 2, cape: 2, top: 1
		`),
		patterns: words('geometric, color-block, checkerboard'),
		materials: words('neoprene, vinyl, wool, organza, leather, crepe'),
		fit: weighted('oversized: 5, fitted: 2'),
		lengths: words('maxi, midi'),
		shapes: words('wide-leg, full-skirt, flared'),
		features: words('shoulder-pads, pleats, zip'),
		featureChance: 0.45,
		line: 2.8,
		ink: '#000000',
		topstitch: false,
		shoulders: 1.25,
		volume: 1.3,
		signature: 'asymmetric-drape',
	},
	classic: {
		id: 'classic',
		name: 'Classic',
		description: 'Timeless tailoring and wardrobe staples in refined, enduring colours.',
		palette: words(`
			navy, camel, white, black, burgundy, charcoal, ivory, forest green, grey, cream
		`),
		garments: weighted(`
			blazer: 3, trench: 3, shirt: 3, trousers: 2, coat: 2, dress: 2, skirt: 2, sweater: 2,
			cardigan: 1, suit: 1
		`),
		patterns: words('pinstripes, houndstooth, herringbone, stripes'),
		materials: words('wool, cotton, cashmere, silk, gabardine, tweed, poplin'),
		fit: weighted('fitted: 4, relaxed: 2'),
		lengths: words('knee-length, midi'),
		shapes: words('pencil, straight-leg, a-line'),
		features: words('buttons, belt, pockets'),
		featureChance: 0.3,
		line: 2,
		ink: '#1a1a1a',
		topstitch: false,
		shoulders: 1.03,
		volume: 1,
	},
	athleisure: {
		id: 'athleisure',
		name: 'Athleisure',
		description: 'Performance fabrics and sporty lines made for the gym and the street alike.',
		palette: words(`
			black, heather grey, white, electric blue, coral, lavender, mint, navy, neon green, hot pink
		`),
		garments: weighted(`
			leggings: 3, joggers: 3, hoodie: 2, crop-top: 3, tank-top: 2, shorts: 2, jacket: 2,
			sweatshirt: 1, bodysuit: 1
		`),
		patterns: words('color-block, camouflage'),
		materials: words('spandex, jersey, nylon, fleece, mesh, cotton'),
		fit: weighted('fitted: 6, relaxed: 1'),
		lengths: words('cropped'),
		shapes: words('skinny, tapered'),
		features: words('side-stripes, zip, drawstring'),
		featureChance: 0.5,
		line: 2.4,
		ink: '#15171a',
		topstitch: true,
		shoulders: 1,
		volume: 0.9,
		signature: 'piping',
	},
	romantic: {
		id: 'romantic',
		name: 'Romantic',
		description: 'Soft, feminine pieces with ruffles, lace, bows and blush tones.',
		palette: words(`
			blush, ivory, dusty rose, lavender, champagne, powder blue, cream, lilac, peach, rose
		`),
		garments: weighted('dress: 5, blouse: 3, skirt: 2, gown: 1, camisole: 1, top: 1'),
		patterns: words('floral, polka-dots, gingham'),
		materials: words('chiffon, lace, silk, satin, tulle, organza'),
		fit: weighted('fitted: 3, relaxed: 3'),
		lengths: words('midi, maxi, knee-length'),
		shapes: words('a-line, full-skirt, flared'),
		features: words('ruffles, bow, puff-sleeves, lace-up, tiered'),
		featureChance: 0.45,
		line: 1.8,
		ink: '#4a2f3a',
		topstitch: false,
		shoulders: 0.95,
		volume: 1.15,
		signature: 'ruffle-hem',
	},
	grunge: {
		id: 'grunge',
		name: 'Grunge',
		description: 'Nineties undone layers: worn plaid, distressed denim and dark, moody tones.',
		palette: words(`
			black, charcoal, burgundy, olive, oxblood, forest green, mustard, navy, plum, brown
		`),
		garments: weighted(`
			shirt: 3, jeans: 3, jacket: 2, dress: 2, cardigan: 2, skirt: 2, t-shirt: 2, hoodie: 1,
			shorts: 1
		`),
		patterns: words('plaid, stripes, leopard'),
		materials: words('flannel, denim, leather, knit, velvet, corduroy'),
		fit: weighted('oversized: 4, relaxed: 3'),
		lengths: words('mini, midi'),
		shapes: words('straight-leg, a-line'),
		features: words('distressed, studs, pockets'),
		featureChance: 0.45,
		line: 3,
		ink: '#141414',
		topstitch: true,
		shoulders: 1.06,
		volume: 1,
		signature: 'distress',
	},
	preppy: {
		id: 'preppy',
		name: 'Preppy',
		description: 'Polished campus classics: crisp collars, cable knits, pleats and checks.',
		palette: words(`
			navy, white, kelly green, burgundy, cream, light blue, pink, camel, red, yellow
		`),
		garments: weighted(`
			polo: 3, shirt: 3, cardigan: 2, sweater: 2, blazer: 2, skirt: 3, shorts: 1, trousers: 1,
			dress: 1, vest: 1
		`),
		patterns: words('plaid, argyle, stripes, gingham'),
		materials: words('cotton, knit, wool, tweed, poplin, cashmere, twill'),
		fit: weighted('fitted: 4, relaxed: 2'),
		lengths: words('mini, knee-length'),
		shapes: words('a-line, straight-leg'),
		features: words('pleats, buttons, collar, embroidery, pockets'),
		featureChance: 0.4,
		line: 2,
		ink: '#1b2233',
		topstitch: true,
		shoulders: 1,
		volume: 1,
		signature: 'piping',
	},
	y2k: {
		id: 'y2k',
		name: 'Y2K',
		description: 'Early-2000s fun: low-rise, cropped, glossy and unapologetically pink.',
		palette: words(`
			hot pink, baby blue, lilac, silver, lime, bubblegum, white, black, baby pink, aqua,
			butter yellow
		`),
		garments: weighted(`
			crop-top: 4, skirt: 3, jeans: 2, camisole: 2, tank-top: 2, dress: 2, jacket: 1, trousers: 1,
			hoodie: 1
		`),
		patterns: words('hearts, stars, tie-dye, checkerboard, leopard'),
		materials: words('satin, vinyl, denim, mesh, velvet, sequins, spandex'),
		fit: weighted('fitted: 5, oversized: 1'),
		lengths: words('mini, cropped'),
		shapes: words('flared, a-line'),
		features: words('low-rise, ruffles, bow, beading'),
		featureChance: 0.45,
		line: 2.4,
		ink: '#2a1638',
		topstitch: true,
		shoulders: 0.95,
		volume: 1,
		signature: 'sparkle',
	},
	couture: {
		id: 'couture',
		name: 'Couture',
		description:
			'Haute-couture drama: sculpted bodices, voluminous skirts and fine hand finishing.',
		palette: words(`
			black, ivory, champagne, emerald, sapphire, ruby, gold, blush, midnight blue, burgundy, silver
		`),
		garments: weighted(`
			gown: 5, dress: 3, coat: 1, cape: 1, blazer: 1, skirt: 1, corset: 1, jumpsuit: 1
		`),
		patterns: words('floral, houndstooth'),
		materials: words('silk, satin, tulle, organza, velvet, taffeta, brocade, lace, sequins'),
		fit: weighted('fitted: 5, relaxed: 1'),
		lengths: words('maxi, midi'),
		shapes: words('full-skirt, mermaid, a-line'),
		features: words('beading, train, bow, pleats'),
		featureChance: 0.4,
		line: 1.6,
		ink: '#1a1a1a',
		topstitch: false,
		shoulders: 1.05,
		volume: 1.35,
		signature: 'beading',
	},
};

export const STYLES: readonly StyleInfo[] = STYLE_IDS.map((id) => {
	const { name, description } = STYLE_PROFILES[id];
	return { id, name, description };
});

/** A style as people write it, as a key: case, spaces, hyphens and underscores do not count. */
const styleKey = (text: string) =>
	text
		.trim()
		.toLowerCase()
		.replace(/[\s_-]+/g, '-');

const STYLE_BY_KEY = new Map<string, StyleId>(
	STYLES.flatMap(({ id, name }) => [
		[styleKey(id), id],
		[styleKey(name), id],
	]),
);

/**
 * The catalog id a client meant: the id in any case, or the display name as `GET /v1/styles`
 * shows it (`Avant-garde`, `Avant Garde`, `avant_garde` and `AVANT-GARDE` are all `avant-garde`).
 * Undefined for anything else.
 */
export function resolveStyleId(text: string): StyleId | undefined {
	return STYLE_BY_KEY.get(styleKey(text));
}
