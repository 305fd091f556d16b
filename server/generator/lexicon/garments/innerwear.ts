import { words } from '../words';
import type { GarmentDef } from './def';

/**
 * Underwear, drawn flat from the front (draw/innerwear.ts). It shares the accessories' family:
 * drawn on its own, never what a prompt naming no garment is given, and beside named clothing
 * only worn with it ("a sheer blouse over a black bra", a body's "thong briefs"). A bralette and a
 * bra top stay crop tops, a sports bra a sports bra; trunks and boxer briefs are drawn as boxers
 * (short legs), shaping briefs as briefs, one-piece shapewear as a bodysuit (tops.ts).
 */
export const INNERWEAR: readonly GarmentDef[] = [
	{
		id: 'bra',
		label: 'Bra',
		family: 'accessory',
		aliases: words(`
			bras, t shirt bra, push up bra, push up, padded bra, underwired bra, balconette bra,
			balconette, plunge bra, strapless bra|strapless, non padded bra, nursing bra, minimiser bra,
			lace bra|lace, everyday bra
		`),
		materials: ['lace', 'jersey', 'satin', 'cotton', 'polyester'],
	},
	{
		id: 'briefs',
		label: 'Briefs',
		family: 'accessory',
		aliases: words(`
			brief, knickers, panties, panty, hipster briefs, hipsters, hipster, bikini knickers,
			thong, thongs, shaping briefs, high waist briefs, tanga briefs, underpants, men briefs
		`),
		materials: ['cotton', 'jersey', 'lace', 'modal', 'polyester'],
	},
	{
		id: 'boxers',
		label: 'Boxers',
		family: 'accessory',
		aliases: words(`
			boxer, boxer shorts, boxer short, trunks, trunk, boxer briefs, boxer brief, woven boxers,
			inner boxers
		`),
		materials: ['cotton', 'jersey', 'modal', 'poplin'],
	},
];
