import { words } from '../words';
import type { GarmentDef } from './def';

/** Garment words that name a part of a dress: its "skirt", its "corset" bodice. */
const DRESS_PARTS = ['skirt', 'top', 'corset', 'camisole', 'crop-top'];

/** Dresses, and the skirt that is their lower half. */
export const DRESSES: readonly GarmentDef[] = [
	{
		id: 'dress',
		label: 'Dress',
		family: 'dress',
		aliases: words(`
			frock, lbd|black, slip, sundress|sleeveless, sun dress|sleeveless, minidress|mini,
			maxidress|maxi, mididress|midi, slip dress|spaghetti-straps|satin, shirt dress|collar|buttons,
			shirtdress|collar|buttons, sheath dress|pencil, cocktail dress, skater dress|a-line,
			tea dress|midi, wrap dress|wrap, bodycon dress|fitted, babydoll|a-line, babydoll dress|a-line,
			prom dress, party dress, evening dress, wedding dress, bridal dress, pinafore|square-neck,
			pinafore dress, jumper dress, sweater dress|knit, dresses, smock dress, qipao|collar,
			cheongsam|collar, dirndl|full-skirt, muumuu|relaxed,
			shift dress, negligee|spaghetti-straps, chemise|spaghetti-straps, gymslip|square-neck,
			shirtwaister|collar|buttons, tshirt dress, tee dress, midi dress|midi, maxi dress|maxi,
			mini dress|mini, sundresses, frocks
		`),
		materials: ['cotton', 'silk', 'chiffon', 'satin', 'linen', 'crepe', 'jersey'],
		sleeves: ['sleeveless', 'short-sleeves', 'long-sleeves', 'cap-sleeves', 'puff-sleeves'],
		necklines: [
			'v-neck',
			'scoop-neck',
			'square-neck',
			'sweetheart',
			'crew-neck',
			'halter',
			'spaghetti-straps',
		],
		lengths: ['knee-length', 'midi', 'mini', 'maxi'],
		shapes: ['a-line', 'flared', 'pencil'],
		extras: ['belt', 'ruffles', 'buttons', 'slit', 'tiered', 'bow', 'pockets'],
		parts: DRESS_PARTS,
	},
	{
		id: 'kaftan',
		label: 'Kaftan',
		family: 'dress',
		aliases: words(`
			caftan, kaftans, caftans, kaftan dress, caftan dress, beach kaftan, abaya|maxi, jalabiya|maxi,
			djellaba|maxi
		`),
		materials: ['cotton', 'silk', 'chiffon', 'linen', 'viscose'],
		always: ['relaxed'],
		sleeves: ['bell-sleeves'],
		necklines: ['v-neck', 'boat-neck'],
		lengths: ['maxi', 'midi'],
		shapes: ['a-line'],
		extras: ['embroidery', 'fringe', 'belt'],
		parts: DRESS_PARTS,
	},
	{
		id: 'gown',
		label: 'Gown',
		family: 'dress',
		aliases: words(`
			ball gown|full-skirt, ballgown|full-skirt, evening gown, bridal gown, wedding gown, prom gown,
			gowns, red carpet gown, couture gown
		`),
		materials: ['satin', 'silk', 'tulle', 'chiffon', 'velvet', 'taffeta', 'sequins'],
		always: ['maxi'],
		sleeves: ['sleeveless', 'long-sleeves', 'cap-sleeves'],
		necklines: ['sweetheart', 'strapless', 'off-shoulder', 'v-neck', 'halter', 'one-shoulder'],
		lengths: ['maxi'],
		shapes: ['full-skirt', 'mermaid', 'a-line'],
		extras: ['train', 'beading', 'bow'],
		parts: DRESS_PARTS,
	},
	{
		id: 'skirt',
		label: 'Skirt',
		family: 'skirt',
		aliases: words(`
			miniskirt|mini, maxiskirt|maxi, midiskirt|midi, kilt|plaid|pleats, tutu|tulle|full-skirt,
			skirts, skater skirt|a-line, tennis skirt|pleats|mini, prairie skirt|tiered, sarong|wrap,
			wrap skirt|wrap, skort|mini, skorts|mini,
			pareo|wrap, pareu|wrap, jeans skirt|denim, jean skirt|denim, denim skirt|denim, hula skirt
		`),
		materials: ['cotton', 'denim', 'wool', 'silk', 'satin', 'leather', 'tweed', 'linen'],
		lengths: ['mini', 'knee-length', 'midi', 'maxi'],
		shapes: ['a-line', 'pencil', 'flared'],
		extras: ['pleats', 'slit', 'buttons', 'pockets', 'tiered', 'belt'],
	},
	{
		id: 'nightdress',
		label: 'Nightdress',
		family: 'dress',
		aliases: words(`
			night dress, nightgown, night gown, nightie, nighty, nightshirt, night shirt, sleep dress,
			sleepshirt, sleep shirt, nightwear dress, nightslip, night slip, slip nightdress|spaghetti-straps
		`),
		materials: ['cotton', 'jersey', 'satin', 'viscose'],
		always: ['relaxed'],
		sleeves: ['short-sleeves', 'sleeveless', 'long-sleeves'],
		necklines: ['scoop-neck', 'v-neck', 'crew-neck', 'spaghetti-straps'],
		lengths: ['knee-length', 'midi'],
		shapes: ['a-line'],
		extras: ['ruffles', 'bow'],
		parts: DRESS_PARTS,
	},
	{
		id: 'saree',
		label: 'Saree',
		family: 'dress',
		aliases: words('sari, sarees, saris, saree set, half saree, saree blouse'),
		materials: ['silk', 'georgette', 'chiffon', 'cotton'],
		always: ['maxi', 'pencil'],
		sleeves: ['short-sleeves', 'cap-sleeves', 'three-quarter-sleeves'],
		necklines: ['scoop-neck', 'v-neck', 'boat-neck'],
		lengths: ['maxi'],
		shapes: ['pencil'],
		extras: ['embroidery', 'beading'],
		parts: DRESS_PARTS,
	},
	{
		id: 'lehenga',
		label: 'Lehenga',
		family: 'skirt',
		aliases: words(`
			lehengas, lehenga choli, lehnga, lengha, ghagra, ghagra choli, chaniya choli, lehenga skirt,
			lehenga set
		`),
		materials: ['silk', 'georgette', 'velvet', 'satin', 'tulle'],
		always: ['maxi', 'full-skirt'],
		lengths: ['maxi'],
		shapes: ['full-skirt'],
		extras: ['embroidery', 'beading', 'tiered'],
	},
];
