import type { DesignPlan } from '../resolve';
import { escapeXml } from '../text';
import type { Fill, Flat, Mark } from './flat';
import { glossDef, printDef, ribDef, textureDef } from './fills';
import type { Box } from './paint';
import { paintsFor, resolveOverlays, type Paints } from './palette';
import { Bounds, num, pathData } from './geometry';

export const WIDTH = 800;
export const HEIGHT = 1000;
/** The garment is fitted into this box; the strip below it holds the colour and fabric swatches. */
const FRAME = { x: 70, y: 46, w: 660, h: 820 };

/**
 * Assemble the SVG document. Pure string building: the same plan gives the same bytes.
 * `fitWith`: the bounds of another view of the design (a back view passes its front's). Both are
 * then drawn at one scale (the larger of the two widths and their joint height fill the frame),
 * the print at one size and the hem at one height; across, the flat is centred on itself (a
 * cap's back is not pushed aside by the peak its side view shows, a mirrored sock not halved).
 */
export function renderSvg(
	plan: DesignPlan,
	flat: Flat,
	title: string,
	description: string,
	fitWith?: Bounds,
): string {
	const own = new Bounds();
	const data = flat.marks.map((mark) => (mark.type === 'dot' ? '' : pathData(mark.segs, own)));
	flat.marks.forEach((mark) => mark.type === 'dot' && own.add(mark.at));
	let bounds = own;
	let width = own.maxX - own.minX;
	if (fitWith) {
		bounds = new Bounds();
		bounds.add([own.minX, Math.min(own.minY, fitWith.minY)]);
		bounds.add([own.maxX, Math.max(own.maxY, fitWith.maxY)]);
		width = Math.max(width, fitWith.maxX - fitWith.minX);
	}
	const scale = Math.min(FRAME.w / width, FRAME.h / (bounds.maxY - bounds.minY), 1.45);
	const tx = WIDTH / 2 - ((bounds.minX + bounds.maxX) / 2) * scale;
	const ty = FRAME.y + (FRAME.h - (bounds.maxY - bounds.minY) * scale) / 2 - bounds.minY * scale;

	const paints = paintsFor(plan);
	const main = paints.main;
	const box: Box = bounds;
	// The print and the texture each draw from a stream of their own, never from plan.random
	// itself, so neither (nor a detail drawn before them) moves the other's spots or flecks.
	const print = printDef(
		plan.pattern,
		{ ground: main, motif: paints.motif, third: paints.third, tones: paints.tones },
		plan.random.stream('print'),
		box,
	);
	const texture = textureDef(plan.texture, main, plan.random.stream('texture'));
	const gloss = glossDef(plan.texture);
	const defs = print + texture + gloss + ribDef(main);

	const style = plan.style;
	const lineWidth = style.line / scale;
	const ink = style.ink;
	const fabric = paints.fabric(print);
	const paint = (fill: Fill): string => {
		if (fill === 'fabric' || fill === 'rib') return fabric;
		if (fill === 'lining') return paints.lining;
		if (fill === 'accent') return paints.accent;
		if (fill === 'metal') return paints.metal;
		if (fill === 'sheer') return paints.sheer;
		return paints.part(fill.slice('part:'.length)) ?? fabric;
	};
	const lineInk = paints.lineInk;
	const stitchInk = paints.stitchInk;

	// A run of marks drawing one detail (or one part of a back view) is one group, named for it.
	let body = '';
	let open: string | undefined;
	flat.marks.forEach((mark, i) => {
		const group =
			mark.detail !== undefined
				? `data-detail="${mark.detail}"`
				: mark.part !== undefined
					? `data-part="${mark.part}"`
					: undefined;
		if (group !== open) {
			if (open !== undefined) body += '</g>';
			if (group !== undefined) body += `<g ${group}>`;
			open = group;
		}
		body += renderMark(mark, data[i]);
	});
	if (open !== undefined) body += '</g>';

	function renderMark(mark: Mark, d: string): string {
		if (mark.type === 'dot') {
			const fill = paint(mark.fill);
			const circle = `<circle cx="${num(mark.at[0])}" cy="${num(mark.at[1])}" r="${num(mark.r)}"`;
			const stroke = ` stroke="${paints.inkOn(fill)}" stroke-width="${num(lineWidth * 0.5)}"`;
			// A layered paint (a colourway's shade) draws the dot once a layer, the outline on top.
			const layers = fill.split('|');
			return layers
				.map((layer, i) => `${circle} fill="${layer}"${i === layers.length - 1 ? stroke : ''}/>`)
				.join('');
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
		const core = paints.isDarkFill(fill)
			? `<path d="${d}" fill="none" stroke="${lineInk}" stroke-width="${num(lineWidth * 0.35)}"/>`
			: '';
		const fabricLike = mark.fill === 'fabric' || mark.fill === 'rib' || paints.isFabric(fill);
		let out = fill
			.split('|')
			.map((layer) => `<path d="${d}" fill="${layer}"/>`)
			.join('');
		if (fabricLike && texture) out += `<path d="${d}" fill="url(#texture)"/>`;
		if (fabricLike && gloss) out += `<path d="${d}" fill="url(#gloss)"/>`;
		if (mark.fill === 'rib') out += `<path d="${d}" fill="url(#rib)"/>`;
		return out + `<path d="${d}" fill="none" ${stroke}/>` + core;
	}

	const swatches = swatchStrip(plan, paints, fabric, texture !== '', gloss !== '');
	const svg =
		`<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-labelledby="title desc">` +
		`<title id="title">${escapeXml(title)}</title><desc id="desc">${escapeXml(description)}</desc>` +
		`<defs>${defs}</defs>` +
		`<rect width="${WIDTH}" height="${HEIGHT}" fill="#ffffff"/>` +
		`<g transform="translate(${num(tx)} ${num(ty)}) scale(${scale.toFixed(4)})" stroke-linejoin="round" stroke-linecap="round">${body}</g>` +
		sparkles(plan, paints.sparkle, bounds, scale, tx, ty) +
		swatches +
		`</svg>`;
	return plan.colorway ? resolveOverlays(svg) : svg;
}

/** Everything a flat draws spans, as `renderSvg` measures it. */
export function flatBounds(flat: Flat): Bounds {
	const bounds = new Bounds();
	for (const mark of flat.marks)
		if (mark.type === 'dot') bounds.add(mark.at);
		else pathData(mark.segs, bounds);
	return bounds;
}

/** Colour chips and a fabric swatch under the flat, as on a designer's spec sheet. */
function swatchStrip(
	plan: DesignPlan,
	paints: Paints,
	fabric: string,
	textured: boolean,
	glossy: boolean,
): string {
	const y = 930;
	let out = `<path d="M60 ${y - 38}H740" stroke="${paints.rule}" stroke-width="1"/>`;
	plan.colors.forEach((color, i) => {
		out += `<circle cx="${84 + i * 46}" cy="${y}" r="16" fill="${color.hex}" stroke="${paints.chipRim}" stroke-width="1.2"/>`;
	});
	const swatch = `x="610" y="${y - 22}" width="130" height="44" rx="4"`;
	for (const layer of fabric.split('|')) out += `<rect ${swatch} fill="${layer}"/>`;
	if (textured) out += `<rect ${swatch} fill="url(#texture)"/>`;
	if (glossy) out += `<rect ${swatch} fill="url(#gloss)"/>`;
	return out + `<rect ${swatch} fill="none" stroke="${paints.chipRim}" stroke-width="1.2"/>`;
}

/** Y2K's signature: a few four-point sparkles around the garment. */
function sparkles(
	plan: DesignPlan,
	color: string,
	bounds: Bounds,
	scale: number,
	tx: number,
	ty: number,
): string {
	if (plan.style.signature !== 'sparkle') return '';
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
