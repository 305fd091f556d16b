/** Designs: generate, list, images, variations, edits, and the Design object. */
import { Type, type Static } from '@sinclair/typebox';
import { COLOR_NAMES, DESIGN_VIEWS, GARMENT_IDS, STYLE_IDS } from '../generator';
import { errorCode, ListOf, Nullable, PageQueryFields, StringEnum, Timestamp } from './common';
import { Publication } from './publications';

export const MAX_PROMPT_LENGTH = 4000;
export const MAX_SEED = 2 ** 31 - 1;
export const MAX_QUERY_LENGTH = 200;
export const MAX_VARIATIONS = 8;
export const DEFAULT_VARIATIONS = 4;
export const MAX_COLORWAY_COLORS = 4;
export const MAX_INSTRUCTION_LENGTH = 1000;
export const DESIGN_STATUSES = ['pending', 'succeeded', 'failed'] as const;

export const GenerateBody = Type.Object(
	{
		prompt: Type.String({
			minLength: 1,
			maxLength: MAX_PROMPT_LENGTH,
			format: 'visible-text',
			description:
				'What to design, in plain words: garment, colours, pattern, material, details. 1–4000 characters after trimming; stored trimmed. Must contain visible text; no control characters but tabs and line breaks.',
			examples: ['navy and white striped oversized cotton hoodie with kangaroo pocket'],
		}),
		style: StringEnum(
			STYLE_IDS,
			'A style id from `GET /v1/styles`, or its display name: case, spaces, hyphens and underscores do not matter (`Avant Garde`, `avant_garde` and `AVANT-GARDE` all mean `avant-garde`). Responses carry the id.',
			errorCode('invalid_style'),
		),
		seed: Type.Optional(
			Type.Integer({
				minimum: 0,
				maximum: MAX_SEED,
				description:
					'Makes the result reproducible: the same prompt, style and seed give a byte-identical image. Picked by the server when omitted.',
			}),
		),
	},
	{ additionalProperties: false },
);
export type GenerateBody = Static<typeof GenerateBody>;

export const ListDesignsQuery = Type.Object(
	{
		...PageQueryFields,
		style: Type.Optional(
			StringEnum(
				STYLE_IDS,
				'Only designs of this style: an id, or a display name as for `POST /v1/generate`.',
				errorCode('invalid_style'),
			),
		),
		status: Type.Optional(StringEnum(DESIGN_STATUSES, 'Only designs in this state.')),
		published: Type.Optional(
			Type.Boolean({
				description: '`true`: only designs with a live publication; `false`: only those without.',
			}),
		),
		q: Type.Optional(
			Type.String({
				minLength: 1,
				maxLength: MAX_QUERY_LENGTH,
				description: `Full-text search, 1–${MAX_QUERY_LENGTH} characters: only designs in which every word of \`q\` (split on white space) occurs as a whole word, in any case, in the prompt or in the title. A word is a run of letters, combining marks and digits (compared after Unicode NFKC and lower-casing); every other character separates words and is never matched itself. So a word with punctuation inside is its words in that order, next to each other: \`t-shirt\` finds "T-Shirt" and "t shirt" but not "shirt" alone; \`denim,\` is \`denim\`; a word with no letter or digit (\`&\`, \`*\`, \`"\`) asks for nothing. There is no query syntax: \`AND\`, \`OR\`, \`NEAR\`, quotes, \`*\`, \`-\` and brackets are plain text. No prefixes or stemming: \`hood\` does not find "hoodie".`,
				examples: ['navy hoodie'],
			}),
		),
		garment: Type.Optional(
			StringEnum(GARMENT_IDS, "Only designs of this garment (as the design's `garment`)."),
		),
		parent_id: Type.Optional(
			Type.String({
				description:
					'Only the variations and edits of this design (`POST /v1/designs/{id}/variations`, `POST /v1/designs/{id}/edits`). An id that is not one of your designs gives an empty list.',
			}),
		),
		collection_id: Type.Optional(
			Type.String({
				description:
					"Only the designs of this collection (`POST /v1/collections`), in the collection's order (its items' positions, first first) instead of newest first. The cursors are then ids of that collection's designs (another id → 400 `invalid_cursor`). An id that is not one of your collections gives an empty list.",
			}),
		),
	},
	{ additionalProperties: false },
);
export type ListDesignsQuery = Static<typeof ListDesignsQuery>;

export const ImageQuery = Type.Object(
	{
		format: Type.Optional(StringEnum(['svg', 'png'] as const, '`svg` (default) or `png`.')),
		view: Type.Optional(
			StringEnum(
				DESIGN_VIEWS,
				"`front` (default: the design's image) or `back`: the same design seen from behind, in the same colours, print and materials, at the same scale. It shows what only the back has (a yoke, back pockets, a hood lying down, a centre-back zip or vent) and none of what only the front has (front pockets, plackets, front fastenings); shoes are seen from the heel, bags from their back panel, small accessories from their reverse. Derived from the design on request, so it always matches its front.",
			),
		),
	},
	{ additionalProperties: false },
);
export type ImageQuery = Static<typeof ImageQuery>;

export const VariationsBody = Type.Object(
	{
		count: Type.Optional(
			Type.Integer({
				minimum: 1,
				maximum: MAX_VARIATIONS,
				default: DEFAULT_VARIATIONS,
				description: `How many variations to make, 1–${MAX_VARIATIONS} (default ${DEFAULT_VARIATIONS}); each counts as one generation against the \`generate\` rate limit.`,
			}),
		),
		colors: Type.Optional(
			Type.Array(
				Type.String({
					format: 'color-name',
					description:
						"A colour name, in any case: a CSS Color 4 named colour or one of the generator's own (the list is in `x-color-names`).",
					...errorCode('invalid_color'),
				}),
				{
					minItems: 1,
					maxItems: MAX_COLORWAY_COLORS,
					description: `A colourway: 1–${MAX_COLORWAY_COLORS} colour names. Each variation keeps the source's garment, pattern and details, repainted in these colours and no others. An unknown name → 422 \`invalid_color\`.`,
					'x-color-names': [...COLOR_NAMES],
				},
			),
		),
		seed: Type.Optional(
			Type.Integer({
				minimum: 0,
				maximum: MAX_SEED,
				description:
					'Makes the variations reproducible: the i-th (from 0) gets seed `(seed + i) mod 2^31`. Each variation gets a random seed when omitted.',
			}),
		),
	},
	{ additionalProperties: false },
);
export type VariationsBody = Static<typeof VariationsBody>;

export const EditBody = Type.Object(
	{
		instruction: Type.String({
			minLength: 1,
			maxLength: MAX_INSTRUCTION_LENGTH,
			format: 'visible-text',
			description: `The change, in plain words: what it names changes, everything else stays as the source design has it. It may name the garment ("make it a dress"), colours ("in navy and white", "gold buttons", "navy instead of black"), the print ("add stripes", "add a print", "plain"), the material ("in linen"), sleeves ("short sleeves", "sleeveless"), neckline ("v-neck"), length ("cropped", "maxi"), fit ("oversized") and details to add, take off or swap ("add a hood", "remove the pockets", "without the belt", "swap the zip for buttons"). 1–${MAX_INSTRUCTION_LENGTH} characters after trimming; stored trimmed. Must contain visible text; no control characters but tabs and line breaks.`,
			examples: ['make it navy with short sleeves'],
		}),
		seed: Type.Optional(
			Type.Integer({
				minimum: 0,
				maximum: MAX_SEED,
				description:
					'Chooses what the instruction leaves open ("add a print": which print; "make it a dress": its length), and becomes the new design\'s `seed`: the same source, instruction and seed give a byte-identical image. Picked by the server when omitted.',
			}),
		),
	},
	{ additionalProperties: false },
);
export type EditBody = Static<typeof EditBody>;

export const Design = Type.Object(
	{
		id: Type.String({ examples: ['dsn_8fK2mQ9xTzL0aBvR7mN3pW1e'] }),
		object: Type.Literal('design'),
		status: StringEnum(DESIGN_STATUSES),
		prompt: Type.String(),
		style: Type.String(),
		seed: Type.Integer(),
		parent_id: Nullable(
			Type.String({
				description:
					'The design this one is a variation or an edit of (`POST /v1/designs/{id}/variations`, `POST /v1/designs/{id}/edits`); null for a design made by `POST /v1/generate`.',
			}),
		),
		edit_instruction: Nullable(
			Type.String({
				description:
					'The instruction this design was edited with (`POST /v1/designs/{id}/edits`; its source is `parent_id`); null for any other design, variations of an edited design included.',
			}),
		),
		collection_id: Nullable(
			Type.String({
				description:
					'The collection this design was made for (`POST /v1/collections`); null for any other design.',
			}),
		),
		custom_id: Nullable(
			Type.String({
				description:
					"The `custom_id` the collection's item gave (`POST /v1/collections` with `items`); null otherwise.",
			}),
		),
		title: Nullable(Type.String({ description: 'Null until the design has succeeded.' })),
		garment: Nullable(
			StringEnum(
				GARMENT_IDS,
				'What was drawn: a garment, or the shoe, bag, hat, underwear, jewellery or accessory a prompt names alone ("tan suede chelsea boots"); null until the design has succeeded.',
			),
		),
		colors: Type.Array(Type.Object({ name: Type.String(), hex: Type.String() }), {
			description: 'Main colour first; empty until succeeded.',
		}),
		pattern: Nullable(Type.String({ description: '`solid` when the design has no pattern.' })),
		materials: Type.Array(Type.String()),
		details: Type.Array(Type.String(), {
			description:
				'Construction details read from the prompt or chosen by the style (e.g. `hood`, `v-neck`).',
		}),
		image: Nullable(
			Type.Object({
				url: Type.String({ description: 'SVG by default; add `?format=png` for PNG.' }),
				media_type: Type.String(),
				width: Type.Integer(),
				height: Type.Integer(),
			}),
		),
		error: Type.Optional(Type.Object({ code: Type.String(), detail: Type.String() })),
		publication: Nullable(Type.Ref(Publication)),
		created_at: Timestamp,
		updated_at: Timestamp,
	},
	{ $id: 'Design' },
);
export type Design = Static<typeof Design>;

export const DeletedDesign = Type.Object({
	id: Type.String(),
	object: Type.Literal('design'),
	deleted: Type.Literal(true),
});

export const DesignList = ListOf(Type.Ref(Design));
