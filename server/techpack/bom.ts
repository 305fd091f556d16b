/**
 * The bill of materials: the shell in the design's own materials and colours, lining,
 * interlining, every closure, trim and pocket the design shows (bom-closures.ts, bom-trims.ts,
 * bom-pockets.ts), the parts of
 * shoes, bags and accessories (bom-goods.ts), thread from the construction's seams, labels and
 * packaging. Quantities are for one piece in the base size.
 */
import type { Anatomy } from './anatomy';
import { closureLines } from './bom-closures';
import { pocketLines } from './bom-pockets';
import { trimLines } from './bom-trims';
import { goodsLines } from './bom-goods';
import { entry, fabricQuantity, orderQuantity, type BomEntry } from './bom-lines';
import type { Palette } from './colors';
import { shellArea } from './consumption';
import { MATERIAL_FAMILY } from '../generator/lexicon';
import { MATERIALS, type MaterialInfo } from './tables/materials';
import {
	ALLOWANCE,
	CUTTING_YIELD,
	RIB,
	RIB_WIDTH,
	INTERLININGS,
	KNITTED_PANEL_WEIGHT,
	LABELS,
	LININGS,
	PACKAGING,
	QUANTITY_STEP,
	THREAD_PER_METRE,
	THREAD_WASTE,
	THREADS,
} from './tables/trims';
import type { Step } from './step';

export type { BomEntry };

/** Materials that trim a garment made of something else ("a wool coat with a faux fur collar"). */
const TRIM_KINDS: ReadonlySet<string> = new Set(['pile', 'sheer', 'leather', 'metal']);
/** Lining and interlining widths (cm) as their specs say. */
const LINING_WIDTH = 145;

export function billOfMaterials(
	anatomy: Anatomy,
	palette: Palette,
	steps: readonly Step[],
): BomEntry[] {
	const area = shellArea(anatomy.plan, anatomy.points);
	return [
		...shellLines(anatomy, palette, area),
		...ribLines(anatomy, palette),
		...liningLines(anatomy, palette, area),
		...closureLines(anatomy, palette),
		...trimLines(anatomy, palette, area),
		...pocketLines(anatomy, palette),
		...goodsLines(anatomy, palette),
		...threadLines(anatomy, palette, steps),
		...labelLines(anatomy, palette),
		...packagingLines(anatomy, palette),
	];
}

/** The design's own materials: the first is the shell; a material's family is its composition's. */
function shellLines(anatomy: Anatomy, palette: Palette, area: number): BomEntry[] {
	const { plan, shell } = anatomy;
	const materials = plan.materials;
	const families = new Set(
		materials
			.slice(1)
			.filter((id, i) =>
				materials.slice(0, i + 1).some((m) => MATERIALS.get(m) && familyOf(m) === id),
			),
	);
	const print =
		plan.pattern === 'solid'
			? ''
			: `, ${plan.pattern.replace(/-/g, ' ')}${
					plan.colors.length > 1
						? ` in ${plan.colors
								.slice(0, 3)
								.map((c) => c.name)
								.join(', ')}`
						: ''
				}`;
	const family = [...families].find(
		(id) => familyOf(materials[0]) === id && !shell.from.includes(id),
	);
	const material = `${shell.name}${family ? ` (${family.replace(/-/g, ' ')})` : ''}${shell.weight !== '—' ? `, ${shell.weight}` : ''}${shell.width ? `, ${shell.width} cm` : ''}${print}`;
	const { quantity, unit } = fabricQuantity(area, shell, KNITTED_PANEL_WEIGHT);
	const lines = [
		entry(
			'shell',
			{ material, composition: shell.composition },
			palette.main,
			placementOf(anatomy),
			quantity,
			unit,
			{ key: 'shell' },
		),
	];
	// Further materials the design names: contrast panels, or a trim in a material of its own.
	for (const id of materials.slice(1)) {
		if (families.has(id)) continue;
		const info = MATERIALS.get(id);
		if (!info) continue;
		const trim = TRIM_KINDS.has(info.kind) && info.kind !== shell.kind;
		const share = fabricQuantity(area * (trim ? 0.1 : 0.25), info, KNITTED_PANEL_WEIGHT);
		const color = palette.contrast ?? palette.main;
		lines.push(
			entry(
				trim ? 'trim' : 'shell',
				{
					material: `${info.name}${familyOf(id) ? ` (${familyOf(id)!.replace(/-/g, ' ')})` : ''}${info.weight !== '—' ? `, ${info.weight}` : ''}`,
					composition: info.composition,
				},
				color,
				trim ? 'trim: collar, cuffs or edges as drawn' : 'contrast panels as drawn',
				share.quantity,
				share.unit,
				{ key: trim ? `${info.name} trim` : 'contrast' },
			),
		);
	}
	return lines;
}

const familyOf = (id: string): string | undefined => MATERIAL_FAMILY[id];

function placementOf({ plan, top, bottoms }: Anatomy): string {
	const parts: string[] = [];
	if (top.get('chest') !== undefined || top.get('top-edge') !== undefined) parts.push('body');
	if (top.get('sleeve') !== undefined) parts.push('sleeves');
	if (plan.features.has('hood')) parts.push('hood');
	if (top.get('skirt-length') !== undefined) parts.push('skirt');
	if (top.get('inseam') !== undefined || bottoms) parts.push(bottoms ? 'trousers' : 'legs');
	if (top.get('waistband') !== undefined) parts.push('waistband');
	if (plan.family === 'footwear') parts.push('upper: vamp, quarters and tongue');
	if (plan.family === 'bag') parts.push('front, back, gusset, handles and strap');
	const accessory: Record<string, string> = {
		watch: 'strap',
		belt: 'strap',
		sunglasses: 'front and temples',
		necklace: 'chain and pendant',
		bracelet: 'chain',
		earrings: 'drops',
		ring: 'band and setting',
	};
	if (accessory[plan.garment.id]) parts.push(accessory[plan.garment.id]);
	if (parts.length === 0) parts.push('whole piece');
	return parts.join(', ');
}

/** Knitted rib bands at cuffs, hem and neck, bought as tubular rib by the metre. */
function ribLines({ ribbed, top }: Anatomy, palette: Palette): BomEntry[] {
	if (!ribbed) return [];
	const band = top.get('rib-height') ?? top.get('cuff-height') ?? 0;
	const round =
		2 * (top.get('hem') ?? 0) +
		4 * (top.get('sleeve-opening') ?? 0) +
		2 * (top.get('neck-width') ?? 0);
	if (band === 0 || round === 0) return [];
	// Tubular rib is cut across: each band takes twice its height (folded) plus seam allowances.
	const metres = orderQuantity(
		((round / RIB_WIDTH) * (2 * band + 2 * ALLOWANCE.seam)) / 100,
		QUANTITY_STEP.m,
	);
	return [
		entry('trim', RIB, palette.main, 'cuffs, hem band and neckband', metres, 'm', { key: 'rib' }),
	];
}

function liningLines(anatomy: Anatomy, palette: Palette, area: number): BomEntry[] {
	const lines: BomEntry[] = [];
	const sheet = (share: number, kind: 'woven' | 'leather') =>
		kind === 'leather'
			? {
					quantity: orderQuantity((area * share * 100) / CUTTING_YIELD.leather, QUANTITY_STEP.dm2),
					unit: 'dm²',
				}
			: {
					quantity: orderQuantity(
						(area * share) / (LINING_WIDTH / 100) / CUTTING_YIELD.woven,
						QUANTITY_STEP.m,
					),
					unit: 'm',
				};
	if (anatomy.lining) {
		const spec = LININGS[anatomy.lining.spec];
		const { quantity, unit } = sheet(
			0.85,
			anatomy.lining.spec === 'shoeLeather' ? 'leather' : 'woven',
		);
		lines.push(
			entry('lining', spec, palette.lining, anatomy.lining.placement, quantity, unit, {
				key: 'lining',
			}),
		);
	}
	if (anatomy.interlining) {
		const spec = INTERLININGS[anatomy.interlining.spec];
		const share =
			anatomy.interlining.spec === 'tailoring' ||
			anatomy.interlining.spec === 'bag' ||
			anatomy.interlining.spec === 'tie'
				? 0.35
				: 0.12;
		lines.push(
			entry(
				'interlining',
				spec,
				{ name: 'white', hex: '#ffffff' },
				anatomy.interlining.placement,
				sheet(share, 'woven').quantity,
				'm',
			),
		);
	}
	return lines;
}

/**
 * Thread from the construction: each seam's length times its stitch class's consumption
 * (metres of thread a metre of seam), with waste. Denim topstitching is its own thread.
 */
function threadLines(anatomy: Anatomy, palette: Palette, steps: readonly Step[]): BomEntry[] {
	const metres = (filter: (step: Step) => boolean) =>
		steps
			.filter(filter)
			.reduce(
				(sum, step) => sum + (step.seamCm / 100) * (THREAD_PER_METRE[step.stitch.slice(0, 3)] ?? 0),
				0,
			) * THREAD_WASTE;
	const denim = anatomy.cloth === 'denim';
	const topstitch = (step: Step) => denim && /topstitch|felled|J-stitch|Hem/.test(step.operation);
	const main = metres((step) => !topstitch(step));
	const lines: BomEntry[] = [];
	const spec = threadSpec(anatomy);
	if (main > 0)
		lines.push(
			entry('thread', spec, palette.main, 'all seams', orderQuantity(main, 10), 'm', {
				key: 'thread',
			}),
		);
	const top = metres(topstitch);
	if (top > 0)
		lines.push(
			entry(
				'thread',
				THREADS.topstitch,
				palette.stitching,
				'topstitching',
				orderQuantity(top, 10),
				'm',
				{ key: 'topstitch thread' },
			),
		);
	return lines;
}

function threadSpec({ cloth, plan, shell }: Anatomy): { material: string; composition: string } {
	if (plan.family === 'footwear' || plan.family === 'bag' || cloth === 'leather')
		return THREADS.heavy;
	if (cloth === 'yarn') return THREADS.linking;
	if (cloth === 'knit' || cloth === 'stretch') return THREADS.knit;
	if (cloth === 'sheer' || shellIsFine(shell)) return THREADS.fine;
	return THREADS.woven;
}

const shellIsFine = (shell: MaterialInfo): boolean =>
	/^(silk|charmeuse|habotai|chiffon|georgette|organza|voile|lawn)$/.test(shell.id);

/** Small goods carry a card, not sewn labels; one-size pieces need no size label. */
function labelLines({ plan, system }: Anatomy, palette: Palette): BomEntry[] {
	const small = ['watch', 'necklace', 'earrings', 'bracelet', 'ring', 'sunglasses'].includes(
		plan.garment.id,
	);
	if (small) return [entry('label', LABELS.card, palette.label, 'in the box', 1, 'pcs')];
	const where =
		plan.family === 'bottom' || plan.family === 'skirt'
			? 'inside centre back waistband'
			: plan.family === 'bag'
				? 'inside, on the lining'
				: plan.family === 'footwear'
					? 'insole and inside the tongue'
					: 'inside centre back neck';
	return [
		plan.family === 'footwear'
			? entry('label', LABELS.stamp, palette.label, where, 2, 'pcs')
			: entry('label', LABELS.main, palette.label, where, 1, 'pcs'),
		entry(
			'label',
			LABELS.care,
			{ name: 'white', hex: '#ffffff' },
			plan.family === 'footwear' ? 'inside the quarter' : 'left side seam, 10 cm above the hem',
			1,
			'pcs',
		),
		...(plan.family !== 'footwear' && system !== 'one-size'
			? [entry('label', LABELS.size, palette.label, 'under the main label', 1, 'pcs')]
			: []),
		entry('label', LABELS.hangTag, palette.label, 'through the main label', 1, 'pcs'),
	];
}

function packagingLines({ plan, cloth }: Anatomy, palette: Palette): BomEntry[] {
	const white = { name: 'clear', hex: '#ffffff' };
	if (plan.family === 'footwear')
		return [entry('packaging', PACKAGING.shoeBox, palette.label, 'one pair', 1, 'pcs')];
	if (plan.family === 'bag')
		return [
			entry(
				'packaging',
				PACKAGING.dustBag,
				{ name: 'natural', hex: '#efe6d6' },
				'one bag',
				1,
				'pcs',
			),
		];
	if (['watch', 'necklace', 'earrings', 'bracelet', 'ring', 'sunglasses'].includes(plan.garment.id))
		return [entry('packaging', PACKAGING.giftBox, palette.label, 'one piece', 1, 'pcs')];
	const hanger = plan.family === 'outer' && cloth === 'tailored';
	return [
		entry('packaging', PACKAGING.polybag, white, 'one piece, folded', 1, 'pcs'),
		...(hanger
			? [
					entry(
						'packaging',
						PACKAGING.hanger,
						{ name: 'black', hex: '#111111' },
						'one piece',
						1,
						'pcs',
					),
				]
			: []),
	];
}
