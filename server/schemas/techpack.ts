/** Tech packs: `GET /v1/designs/:id/techpack` (../shared/SPEC.md "Tech packs"). */
import { Type, type Static } from '@sinclair/typebox';
import { StringEnum, Timestamp } from './common';

export const TECHPACK_UNITS = ['cm', 'in'] as const;
export const TECHPACK_SIZE_SYSTEMS = ['alpha', 'numeric'] as const;
export const TECHPACK_FORMATS = ['json', 'pdf'] as const;
export const BOM_COMPONENTS = [
	'shell',
	'lining',
	'interlining',
	'trim',
	'closure',
	'pocketing',
	'thread',
	'label',
	'packaging',
] as const;

export const TechPackQuery = Type.Object(
	{
		unit: Type.Optional(
			StringEnum(
				TECHPACK_UNITS,
				'`cm` (default; values to 0.1 cm) or `in` (converted from the centimetres and rounded to 1/8 in, tolerances to 1/16 in; points finer than a millimetre, on eyewear, watches and jewellery, to 0.01 of either unit).',
			),
		),
		sizes: Type.Optional(
			StringEnum(
				TECHPACK_SIZE_SYSTEMS,
				'`alpha` (default: XS S M L XL, base M) or `numeric`: the EU numbers the garment is sold in (womenswear 34–42, menswear 44–54, shirts by collar 37–44, trousers by waist W28–W36, shoes 36–45 or 35–42, hats 54–60 cm, gloves 6–10, belts 75–105, rings 48–60, bras 70B–90B). One-size pieces (bags, scarves, ties, eyewear, watches, jewellery) have the one size `OS` either way.',
			),
		),
		format: Type.Optional(
			StringEnum(
				TECHPACK_FORMATS,
				'`json` (default) or `pdf` (the same content as a PDF; `Accept: application/pdf` asks for it too). The query wins over `Accept`.',
			),
		),
	},
	{ additionalProperties: false },
);
export type TechPackQuery = Static<typeof TechPackQuery>;

const Color = Type.Object({
	name: Type.String({ examples: ['navy'] }),
	hex: Type.String({ pattern: '^#[0-9a-f]{6}$', examples: ['#1f2a44'] }),
});

const PointOfMeasure = Type.Object({
	code: Type.String({ description: 'A, B, C…: the letter the flats and the table share.' }),
	name: Type.String({ examples: ['Chest width'] }),
	how_to_measure: Type.String(),
	tolerance: Type.Number({ exclusiveMinimum: 0, description: '± in `unit`.' }),
	values: Type.Record(Type.String(), Type.Number(), {
		description: 'One value per size, in `unit`, keyed by the labels of `sizes`.',
	}),
	critical: Type.Boolean({ description: 'Fit-critical: every sample must hit it.' }),
});

const BomLine = Type.Object({
	component: StringEnum(BOM_COMPONENTS),
	material: Type.String(),
	composition: Type.String(),
	color: Color,
	placement: Type.String(),
	quantity: Type.Number({
		exclusiveMinimum: 0,
		description: 'For one piece in the base size.',
	}),
	unit: Type.String({ description: 'What `quantity` counts: m, dm², g, cm, pcs, pair, set…' }),
});

const ConstructionStep = Type.Object({
	area: Type.String(),
	operation: Type.String(),
	stitch: Type.String({
		description:
			'ISO 4915 stitch class and name (`301 lockstitch`, `514 overlock`…), or `none` for an operation without a seam (fusing, cementing, riveting, printing).',
	}),
	spi: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
		description: 'Stitches per inch; null where the operation has no seam or is counted per tack.',
	}),
});

export const TechPack = Type.Object(
	{
		object: Type.Literal('techpack'),
		design_id: Type.String(),
		style_number: Type.String({
			description: "Derived from the design's id: the same for every request.",
			examples: ['DG-7K2M9Q4P'],
		}),
		title: Type.String(),
		garment: Type.String(),
		base_size: Type.String({ description: 'The sample size: `M`, the EU base number, or `OS`.' }),
		sizes: Type.Array(Type.String(), { description: 'Smallest first.' }),
		unit: StringEnum(TECHPACK_UNITS),
		flats: Type.Object({
			front: Type.String({ description: 'URL of the front flat (SVG; `&format=png` for PNG).' }),
			back: Type.String({ description: 'URL of the back flat.' }),
		}),
		points_of_measure: Type.Array(PointOfMeasure),
		bill_of_materials: Type.Array(BomLine),
		construction: Type.Array(ConstructionStep),
		colourways: Type.Array(
			Type.Object({
				name: Type.String(),
				components: Type.Record(Type.String(), Color),
			}),
			{
				description:
					"The design's own colourway first, then each of its colourway variations (`POST /v1/designs/{id}/variations` with `colors`), oldest first.",
			},
		),
		created_at: Timestamp,
	},
	{ $id: 'TechPack', description: 'What a factory needs to sample the design.' },
);
export type TechPackJson = Static<typeof TechPack>;
