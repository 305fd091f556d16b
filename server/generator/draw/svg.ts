import { darken, inkOn, isDark, mix } from '../color';
import type { DesignPlan } from '../resolve';
import { escapeXml } from '../text';
import type { Fill, Flat, Mark } from './flat';
import { glossDef, printDef, ribDef, textureDef } from './fills';
import type { Box } from './paint';
import { Bounds, num, pathData } from './geometry';

export const WIDTH = 800;
export const HEIGHT = 1000;
/** The garment is fitted into this box; the strip below it holds the colour and fabric swatches. */
const FRAME = { x: 70, y: 46, w: 660, h: 820 };

const METAL_WARM = '#b89b5e';
const METAL_COOL = '#b9bdc3';
/** Fur trim left uncoloured by the prompt: a natural light fur. */
const NATURAL_FUR = '#ddd2bf';

/** Assemble the SVG document. Pure string building: the same plan gives the same bytes. */
export function renderSvg(
	plan: DesignPlan,
	flat: Flat,
	title: string,
	description: string,
): string {
	const bounds = new Bounds();
	const data = flat.marks.map((mark) => (mark.type === 'dot' ? '' : pathData(mark.segs, bounds)));
	flat.marks.forEach((mark) => mark.type === 'dot' && bounds.add(mark.at));
	const scale = Math.min(
		FRAME.w / (bounds.maxX - bounds.minX),
		FRAME.h / (bounds.maxY - bounds.minY),
		1.45,
	);
	const tx = WIDTH / 2 - ((bounds.minX + bounds.maxX) / 2) * scale;
	const ty = FRAME.y + (FRAME.h - (bounds.maxY - bounds.minY) * scale) / 2 - bounds.minY * scale;

	const main = plan.colors[0].hex;
	const motif =
		plan.colors[1]?.hex ?? (isDark(main) ? mix(main, '#ffffff', 0.7) : darken(main, 0.45));
	const third = plan.colors[2]?.hex ?? mix(main, motif, 0.5);
	const box: Box = bounds;
	// The print and the texture each draw from a stream of their own, never from plan.random
	// itself, so neither (nor a detail drawn before them) moves the other's spots or flecks.
	const print = printDef(
		plan.pattern,
		{ ground: main, motif, third },
		plan.random.stream('print'),
		box,
	);
	const texture = textureDef(plan.texture, main, plan.random.stream('texture'));
	const gloss = glossDef(plan.texture);
	const defs = print + texture + gloss + ribDef(main);

	const style = plan.style;
	const lineWidth = style.line / scale;
	const ink = style.ink;
	const metal = ['vintage', 'classic', 'bohemian', 'grunge', 'couture', 'preppy'].includes(style.id)
		? METAL_WARM
		: METAL_COOL;
	const accent =
		plan.colors[1]?.hex ?? (isDark(main) ? mix(main, '#ffffff', 0.55) : darken(main, 0.35));
	const paint = (fill: Fill): string => {
		if (fill === 'fabric' || fill === 'rib') return print ? 'url(#fabric)' : main;
		if (fill === 'lining') return darken(main, 0.28);
		if (fill === 'accent') return accent;
		if (fill === 'metal') return metal;
		if (fill === 'sheer') return mix(main, '#ffffff', 0.4);
		const part = fill.slice('part:'.length);
		const own =
			plan.partColors.get(part) ??
			(part === 'side-stripes' || part === 'belt' ? plan.partColors.get('trim') : undefined);
		if (own) return own;
		if (part === 'fur-trim') return NATURAL_FUR;
		if (part === 'zip') return metal;
		if (part === 'buttons') return isDark(main) ? mix(main, '#ffffff', 0.35) : darken(main, 0.3);
		if (part === 'side-stripes') return accent;
		if (part === 'belt')
			return plan.family === 'dress' ? (print ? 'url(#fabric)' : main) : darken(main, 0.35);
		return print ? 'url(#fabric)' : main;
	};
	const lineInk = inkOn(main, ink);
	const stitchInk = plan.materials[0] === 'denim' ? '#d39a3c' : lineInk;

	const body = flat.marks.map((mark, i) => renderMark(mark, data[i])).join('');

	function renderMark(mark: Mark, d: string): string {
		if (mark.type === 'dot') {
			const fill = paint(mark.fill);
			return `<circle cx="${num(mark.at[0])}" cy="${num(mark.at[1])}" r="${num(mark.r)}" fill="${fill}" stroke="${inkOn(fill.startsWith('#') ? fill : main, ink)}" stroke-width="${num(lineWidth * 0.5)}"/>`;
		}
		if (mark.type === 'line') {
			switch (mark.kind) {
				case 'stitch':
					return style.topstitch || plan.materials[0] === 'denim'
						? `<path d="${d}" fill="none" stroke="${stitchInk}" stroke-width="${num(lineWidth * 0.42)}" stroke-dasharray="${num(5 / scale)} ${num(3.5 / scale)}"/>`
						: `<path d="${d}" fill="none" stroke="${lineInk}" stroke-width="${num(lineWidth * 0.38)}" stroke-opacity=".7"/>`;
				case 'fold':
					return `<path d="${d}" fill="none" stroke="${lineInk}" stroke-width="${num(lineWidth * 0.4)}" stroke-opacity=".55"/>`;
				case 'edge':
					return `<path d="${d}" fill="none" stroke="${lineInk}" stroke-width="${num(lineWidth * 0.8)}"/>`;
				default:
					return `<path d="${d}" fill="none" stroke="${lineInk}" stroke-width="${num(lineWidth * 0.55)}"/>`;
			}
		}
		const fill = paint(mark.fill);
		const stroke = `stroke="${ink}" stroke-width="${num(lineWidth)}"`;
		// On dark cloth a fine pale core runs inside the ink line, so edges read against the cloth too.
		const core = isDark(fill.startsWith('#') ? fill : main)
			? `<path d="${d}" fill="none" stroke="${lineInk}" stroke-width="${num(lineWidth * 0.35)}"/>`
			: '';
		const fabricLike = mark.fill === 'fabric' || mark.fill === 'rib' || fill === 'url(#fabric)';
		let out = `<path d="${d}" fill="${fill}"/>`;
		if (fabricLike && texture) out += `<path d="${d}" fill="url(#texture)"/>`;
		if (fabricLike && gloss) out += `<path d="${d}" fill="url(#gloss)"/>`;
		if (mark.fill === 'rib') out += `<path d="${d}" fill="url(#rib)"/>`;
		return out + `<path d="${d}" fill="none" ${stroke}/>` + core;
	}

	const swatches = swatchStrip(
		plan,
		print ? 'url(#fabric)' : main,
		texture !== '',
		gloss !== '',
		ink,
	);
	return (
		`<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-labelledby="title desc">` +
		`<title id="title">${escapeXml(title)}</title><desc id="desc">${escapeXml(description)}</desc>` +
		`<defs>${defs}</defs>` +
		`<rect width="${WIDTH}" height="${HEIGHT}" fill="#ffffff"/>` +
		`<g transform="translate(${num(tx)} ${num(ty)}) scale(${scale.toFixed(4)})" stroke-linejoin="round" stroke-linecap="round">${body}</g>` +
		sparkles(plan, bounds, scale, tx, ty) +
		swatches +
		`</svg>`
	);
}

/** Colour chips and a fabric swatch under the flat, as on a designer's spec sheet. */
function swatchStrip(
	plan: DesignPlan,
	fabric: string,
	textured: boolean,
	glossy: boolean,
	ink: string,
): string {
	const y = 930;
	let out = `<path d="M60 ${y - 38}H740" stroke="${mix(ink, '#ffffff', 0.8)}" stroke-width="1"/>`;
	plan.colors.forEach((color, i) => {
		out += `<circle cx="${84 + i * 46}" cy="${y}" r="16" fill="${color.hex}" stroke="${mix(ink, '#ffffff', 0.4)}" stroke-width="1.2"/>`;
	});
	const swatch = `x="610" y="${y - 22}" width="130" height="44" rx="4"`;
	out += `<rect ${swatch} fill="${fabric}"/>`;
	if (textured) out += `<rect ${swatch} fill="url(#texture)"/>`;
	if (glossy) out += `<rect ${swatch} fill="url(#gloss)"/>`;
	return (
		out + `<rect ${swatch} fill="none" stroke="${mix(ink, '#ffffff', 0.4)}" stroke-width="1.2"/>`
	);
}

/** Y2K's signature: a few four-point sparkles around the garment. */
function sparkles(plan: DesignPlan, bounds: Bounds, scale: number, tx: number, ty: number): string {
	if (plan.style.signature !== 'sparkle') return '';
	const color = plan.colors[1]?.hex ?? '#ff3e9a';
	const spots: [number, number, number][] = [
		[bounds.minX - 20, bounds.minY + 40, 16],
		[bounds.maxX + 24, bounds.minY + 120, 12],
		[bounds.maxX + 10, bounds.maxY - 60, 18],
		[bounds.minX - 8, bounds.maxY - 140, 10],
	];
	return spots
		.map(([x, y, r]) => {
			const cx = tx + x * scale;
			const cy = ty + y * scale;
			return `<path d="M${num(cx)} ${num(cy - r)}Q${num(cx)} ${num(cy)} ${num(cx + r)} ${num(cy)}Q${num(cx)} ${num(cy)} ${num(cx)} ${num(cy + r)}Q${num(cx)} ${num(cy)} ${num(cx - r)} ${num(cy)}Q${num(cx)} ${num(cy)} ${num(cx)} ${num(cy - r)}Z" fill="${color}"/>`;
		})
		.join('');
}
