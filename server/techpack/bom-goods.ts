/**
 * The made components of shoes, bags, hats, lingerie and the small accessories: soles and
 * stiffeners, bag hardware, a cap's visor and sweatband, lenses and hinges, clasps and backs.
 */
import type { Anatomy } from './anatomy';
import { entry, type BomEntry } from './bom-lines';
import type { Palette } from './colors';
import { GOODS_PARTS, SHOE_PARTS, SOLES } from './tables/trims';

export function goodsLines(anatomy: Anatomy, palette: Palette): BomEntry[] {
	const { plan, top } = anatomy;
	const id = plan.garment.id;
	const has = (point: string) => top.get(point) !== undefined;
	const white = { name: 'white', hex: '#ffffff' };
	const black = { name: 'black', hex: '#111111' };
	switch (plan.family) {
		case 'footwear':
			return [
				entry(
					'shell',
					SOLES[id],
					plan.materials.includes('rubber') ? palette.main : black,
					'outsole and heel',
					1,
					'pair',
					{ key: 'sole' },
				),
				entry(
					'interlining',
					SHOE_PARTS.board,
					{ name: 'natural', hex: '#c9b48f' },
					'insole',
					1,
					'pair',
				),
				...(['flip-flops', 'clogs', 'sandals'].includes(id)
					? []
					: [entry('interlining', SHOE_PARTS.stiffeners, white, 'toe and heel', 1, 'pair')]),
			];
		case 'bag': {
			const lines: BomEntry[] = [];
			if (has('strap-max')) {
				lines.push(entry('trim', GOODS_PARTS.dRing, palette.metal, 'strap ends', 2, 'pcs'));
				if (id !== 'backpack')
					lines.push(
						entry('trim', GOODS_PARTS.snapHook, palette.metal, 'detachable strap', 2, 'pcs'),
					);
			}
			if (!anatomy.zip && !['backpack', 'duffel-bag', 'wallet'].includes(id))
				lines.push(entry('closure', GOODS_PARTS.magnet, palette.metal, 'top opening', 1, 'pcs'));
			if (['handbag', 'tote', 'duffel-bag'].includes(id))
				lines.push(entry('trim', GOODS_PARTS.feet, palette.metal, 'base', 4, 'pcs'));
			return lines;
		}
		case 'headwear':
			if (id === 'cap')
				return [
					entry('interlining', GOODS_PARTS.visor, white, 'visor', 1, 'pcs'),
					entry('trim', GOODS_PARTS.sweatband, palette.main, 'inside the crown', 1, 'pcs'),
					entry('closure', GOODS_PARTS.capStrap, palette.main, 'back opening', 1, 'pcs'),
				];
			if (id === 'hat')
				return [
					entry(
						'trim',
						GOODS_PARTS.leatherBand,
						{ name: 'tan', hex: '#b5835a' },
						'inside the crown',
						1,
						'pcs',
					),
					entry(
						'trim',
						GOODS_PARTS.hatBand,
						palette.contrast ?? black,
						'round the crown',
						1,
						'pcs',
						{ key: 'hat band' },
					),
				];
			return [];
		default:
			break;
	}
	switch (id) {
		case 'belt':
			return [
				entry('trim', GOODS_PARTS.keeper, palette.main, 'next to the buckle', 1, 'pcs'),
				entry('trim', GOODS_PARTS.chicagoScrews, palette.metal, 'buckle end', 2, 'pcs'),
			];
		case 'sunglasses':
			return [
				entry(
					'trim',
					GOODS_PARTS.lenses,
					{ name: 'smoke grey', hex: '#4a4a4a' },
					'front',
					1,
					'pair',
					{ key: 'lenses' },
				),
				entry('trim', GOODS_PARTS.hinges, palette.metal, 'temples', 2, 'pcs'),
				entry('trim', GOODS_PARTS.screws, palette.metal, 'hinges', 2, 'pcs'),
				...(plan.materials.includes('metal')
					? [entry('trim', GOODS_PARTS.nosePads, white, 'bridge', 1, 'pair')]
					: []),
			];
		case 'watch':
			return [
				entry(
					'shell',
					{
						material: `Case, ${Math.round((top.get('case-diameter') ?? 0) * 10)} mm, brushed`,
						composition: 'stainless steel 316L',
					},
					palette.metal,
					'case',
					1,
					'pcs',
					{ key: 'case' },
				),
				entry('trim', GOODS_PARTS.crystal, white, 'case front', 1, 'pcs'),
				entry('trim', GOODS_PARTS.movement, palette.metal, 'case', 1, 'pcs'),
				entry('closure', GOODS_PARTS.buckle, palette.metal, 'strap', 1, 'pcs'),
			];
		case 'necklace':
		case 'bracelet':
			return [
				entry('closure', GOODS_PARTS.clasp, palette.metal, 'chain ends', 1, 'pcs'),
				entry('trim', GOODS_PARTS.jumpRings, palette.metal, 'clasp and pendant', 2, 'pcs'),
			];
		case 'earrings':
			return [entry('closure', GOODS_PARTS.earringBacks, palette.metal, 'posts', 1, 'pair')];
		case 'bra':
			return [
				entry('interlining', GOODS_PARTS.cups, palette.main, 'cups', 1, 'pair'),
				entry('trim', GOODS_PARTS.underwire, white, 'underwire channels', 1, 'pair'),
				entry(
					'trim',
					GOODS_PARTS.braElastic,
					palette.main,
					'underband, neckline and straps',
					Math.round(2 * (top.get('underband') ?? 0) + 2 * (top.get('strap-length') ?? 0)),
					'cm',
				),
				entry('trim', GOODS_PARTS.ringsSliders, palette.metal, 'straps', 4, 'pcs'),
				entry('closure', GOODS_PARTS.hookEyeTape, palette.main, 'centre back', 1, 'pcs'),
			];
		case 'briefs':
			return [
				entry('lining', GOODS_PARTS.gusset, white, 'gusset', 1, 'pcs'),
				entry(
					'trim',
					GOODS_PARTS.braElastic,
					palette.main,
					'waist and leg openings',
					Math.round(2 * (top.get('waistband') ?? 0) + 4 * (top.get('leg-opening') ?? 0)),
					'cm',
				),
			];
		case 'socks':
			return [entry('trim', GOODS_PARTS.cuffYarn, palette.main, 'cuff and arch', 10, 'g')];
		case 'bodysuit':
			return [entry('closure', GOODS_PARTS.snap, palette.metal, 'crotch', 3, 'pcs')];
		default:
			return [];
	}
}
