import { isDark } from '../color';
import type { Texture } from '../lexicon';
import type { Random } from '../random';
import { num } from './geometry';
import { circleEl, pattern, rect, type Box, type FabricColors } from './paint';
import { PRINTS } from './prints';

/**
 * Fabric as SVG paint servers: the print (`#fabric`) in the design's colours, and the material's
 * texture (`#texture`) laid over it as translucent line work, so denim shows its twill and satin
 * its sheen whatever the print. Sizes are in the flat's body units.
 */

/** Paint server for the print; returns '' for a solid colour (the fill is then the hex). */
export function printDef(id: string, colors: FabricColors, random: Random, box: Box): string {
	return Object.hasOwn(PRINTS, id) ? PRINTS[id](colors, random, box) : '';
}

/** Translucent line work for the material; '' when the cloth reads as plain. */
export function textureDef(texture: Texture, fabric: string, random: Random): string {
	const dark = isDark(fabric);
	const line = dark ? '#ffffff' : '#000000';
	const shade = (opacity: number): string =>
		`stroke="${line}" stroke-opacity="${opacity}" fill="none"`;
	switch (texture) {
		case 'twill':
			return pattern(
				'texture',
				8,
				8,
				`<path d="M-2 2L2 -2M0 8L8 0M6 10L10 6" ${shade(0.16)} stroke-width="1.6"/>`,
			);
		case 'knit':
			return pattern(
				'texture',
				14,
				12,
				`<path d="M1 2L7 9L13 2" ${shade(0.2)} stroke-width="1.4"/>`,
			);
		case 'cable': {
			// Two strands twist round each other in each cable; purl channels run between the cables.
			const strand = (d: string): string =>
				`<path d="${d}" ${shade(0.26)} stroke-width="8"/><path d="${d}" stroke="#ffffff" stroke-opacity=".3" fill="none" stroke-width="2.6"/>`;
			return pattern(
				'texture',
				40,
				48,
				rect(0, 0, 3, 48, line, ' fill-opacity=".16"') +
					rect(37, 0, 3, 48, line, ' fill-opacity=".16"') +
					strand('M28 0C28 12 12 12 12 24C12 36 28 36 28 48') +
					strand('M12 0C12 12 28 12 28 24C28 36 12 36 12 48') +
					strand('M12 24C12 36 28 36 28 48'),
			);
		}
		case 'wale':
			return pattern('texture', 9, 20, rect(0, 0, 4, 20, line, ' fill-opacity=".12"'));
		case 'slub':
			return pattern(
				'texture',
				36,
				24,
				`<path d="M2 4H14M20 9H31M6 15H12M16 20H30M26 2H34" ${shade(0.13)} stroke-width="1.1"/><path d="M0 12H36" ${shade(0.05)}/>`,
			);
		case 'tweed': {
			let flecks = '';
			for (let i = 0; i < 10; i++) {
				const x = random.range(0, 16);
				const y = random.range(0, 16);
				flecks += `<path d="M${num(x)} ${num(y)}l${num(random.range(-3, 3))} ${num(random.range(1, 3))}" stroke="${i % 3 ? line : '#ffffff'}" stroke-opacity="${i % 3 ? 0.22 : 0.35}" stroke-width="1.5"/>`;
			}
			return pattern('texture', 16, 16, flecks);
		}
		case 'fuzzy': {
			let hairs = '';
			for (let i = 0; i < 12; i++) {
				const x = random.range(0, 18);
				const y = random.range(0, 18);
				const a = random.range(0, Math.PI);
				hairs += `<path d="M${num(x)} ${num(y)}l${num(Math.cos(a) * 3)} ${num(Math.sin(a) * 3)}" ${shade(0.18)} stroke-width="1"/>`;
			}
			return pattern('texture', 18, 18, hairs);
		}
		case 'sheer':
			return pattern(
				'texture',
				12,
				12,
				rect(0, 0, 12, 12, '#ffffff', ' fill-opacity=".28"') +
					`<path d="M0 12L12 0" stroke="#ffffff" stroke-opacity=".3" fill="none"/>`,
			);
		case 'lace':
			return pattern(
				'texture',
				20,
				20,
				`<circle cx="10" cy="10" r="6" ${shade(0.28)} stroke-width="1.2"/><circle cx="10" cy="10" r="2" fill="${dark ? '#ffffff' : '#ffffff'}" fill-opacity=".55"/><circle cx="0" cy="0" r="3" fill="#ffffff" fill-opacity=".4"/><circle cx="20" cy="20" r="3" fill="#ffffff" fill-opacity=".4"/>`,
			);
		case 'sequin':
			return pattern(
				'texture',
				10,
				9,
				`<circle cx="5" cy="4.5" r="3.6" fill="#ffffff" fill-opacity=".22" stroke="${line}" stroke-opacity=".18" stroke-width=".8"/><circle cx="0" cy="0" r="3.6" fill="#ffffff" fill-opacity=".12"/><circle cx="10" cy="9" r="3.6" fill="#ffffff" fill-opacity=".12"/>`,
			);
		case 'mesh':
			return pattern('texture', 8, 8, circleEl(4, 4, 1.6, line, ' fill-opacity=".28"'));
		case 'crochet':
			return pattern(
				'texture',
				18,
				18,
				`<circle cx="9" cy="9" r="5.5" ${shade(0.3)} stroke-width="1.6"/><circle cx="9" cy="9" r="2" fill="#ffffff" fill-opacity=".45"/>`,
			);
		case 'terry':
			return pattern(
				'texture',
				8,
				8,
				`<circle cx="4" cy="4" r="1.6" ${shade(0.2)} stroke-width="1"/>`,
			);
		case 'weave':
			return pattern(
				'texture',
				8,
				8,
				`<path d="M0 2H4M4 6H8M2 4V8M6 0V4" ${shade(0.14)} stroke-width="1.2"/>`,
			);
		case 'grain':
			return pattern(
				'texture',
				7,
				7,
				circleEl(2, 3, 0.9, line, ' fill-opacity=".14"') +
					circleEl(5.5, 6, 0.7, '#ffffff', ' fill-opacity=".12"'),
			);
		case 'sheen':
		case 'quilt':
		case 'pile':
		case 'plain':
			return '';
	}
}

/** A gradient over each piece: the sheen of satin and leather, the depth of velvet. */
export function glossDef(texture: Texture): string {
	if (texture === 'sheen' || texture === 'quilt' || texture === 'grain') {
		const strength = texture === 'grain' ? 0.16 : 0.34;
		return `<linearGradient id="gloss" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset=".32" stop-color="#fff" stop-opacity="${strength}"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/><stop offset=".78" stop-color="#fff" stop-opacity="${strength / 2}"/><stop offset="1" stop-color="#000" stop-opacity=".12"/></linearGradient>`;
	}
	if (texture === 'pile') {
		return '<radialGradient id="gloss" cx=".45" cy=".4" r=".7"><stop offset="0" stop-color="#fff" stop-opacity=".16"/><stop offset=".6" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".3"/></radialGradient>';
	}
	return '';
}

/** Ribbing for cuffs, hems and collars. */
export function ribDef(fabric: string): string {
	return pattern(
		'rib',
		6,
		10,
		`<path d="M3 0V10" stroke="${isDark(fabric) ? '#ffffff' : '#000000'}" stroke-opacity=".22" stroke-width="1.2"/>`,
	);
}
