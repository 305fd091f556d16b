import type { Style } from './types';

/**
 * The style catalog of the contract (docs/contract.md "Style catalog": the same twelve styles on every
 * service), with the names and descriptions the reference server gives. The Style dropdowns show
 * it while the node has no credential yet: a new node's first request for the list is made before
 * n8n attaches the credential, and n8n does not repeat it. With a credential the list comes from
 * the service.
 */
export const STYLE_CATALOG: readonly Style[] = [
	{
		id: 'minimalist',
		name: 'Minimalist',
		description: 'Clean lines, pared-back details and a quiet neutral palette.',
	},
	{
		id: 'streetwear',
		name: 'Streetwear',
		description: 'Oversized comfort, bold graphics and sporty hardware straight off the street.',
	},
	{
		id: 'bohemian',
		name: 'Bohemian',
		description: 'Free-spirited layers, flowing shapes, earthy tones and folk prints.',
	},
	{
		id: 'vintage',
		name: 'Vintage',
		description: 'Retro cuts from the fifties to the seventies in warm, faded colours.',
	},
	{
		id: 'avant-garde',
		name: 'Avant-garde',
		description:
			'Sculptural, experimental silhouettes with exaggerated proportions and stark contrast.',
	},
	{
		id: 'classic',
		name: 'Classic',
		description: 'Timeless tailoring and wardrobe staples in refined, enduring colours.',
	},
	{
		id: 'athleisure',
		name: 'Athleisure',
		description: 'Performance fabrics and sporty lines made for the gym and the street alike.',
	},
	{
		id: 'romantic',
		name: 'Romantic',
		description: 'Soft, feminine pieces with ruffles, lace, bows and blush tones.',
	},
	{
		id: 'grunge',
		name: 'Grunge',
		description: 'Nineties undone layers: worn plaid, distressed denim and dark, moody tones.',
	},
	{
		id: 'preppy',
		name: 'Preppy',
		description: 'Polished campus classics: crisp collars, cable knits, pleats and checks.',
	},
	{
		id: 'y2k',
		name: 'Y2K',
		description: 'Early-2000s fun: low-rise, cropped, glossy and unapologetically pink.',
	},
	{
		id: 'couture',
		name: 'Couture',
		description:
			'Haute-couture drama: sculpted bodices, voluminous skirts and fine hand finishing.',
	},
];

/** A style as people write it, as a key: case, spaces, hyphens and underscores do not count. */
const styleKey = (text: string) =>
	text
		.trim()
		.toLowerCase()
		.replace(/[\s_-]+/g, '-');

const STYLE_BY_KEY = new Map<string, string>(
	STYLE_CATALOG.flatMap(({ id, name }) => [
		[styleKey(id), id],
		[styleKey(name), id],
	]),
);

/**
 * The style id to send for what a user gave: a catalog id in any case or a display name
 * (`Avant Garde`, `avant_garde`) becomes the id; anything else is sent trimmed, as typed, for the
 * service to accept (a newer catalog) or refuse by name.
 */
export function styleId(text: string): string {
	// An expression may give a number or null: left as it is, for the service to refuse by name.
	if (typeof text !== 'string') return text;
	return STYLE_BY_KEY.get(styleKey(text)) ?? text.trim();
}
