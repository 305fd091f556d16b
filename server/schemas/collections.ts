/** Collections: the create body, the list query and the Collection object. */
import { Type, type Static } from '@sinclair/typebox';
import { STYLE_IDS } from '../generator';
import { COLLECTION_STATUSES } from '../store/collection-types';
import { errorCode, ListOf, Nullable, PageQueryFields, StringEnum, Timestamp } from './common';
import { MAX_PROMPT_LENGTH, MAX_SEED } from './designs';

export const MAX_COLLECTION_ITEMS = 50;
export const DEFAULT_COLLECTION_COUNT = 12;
export const MAX_COLLECTION_NAME = 140;
export const MAX_BRIEF_LENGTH = 4000;
export const MAX_CUSTOM_ID = 64;

const styleField = (description: string) =>
	StringEnum(STYLE_IDS, description, errorCode('invalid_style'));

const seedField = (description: string) =>
	Type.Integer({ minimum: 0, maximum: MAX_SEED, description });

export const CollectionItemBody = Type.Object(
	{
		prompt: Type.String({
			minLength: 1,
			maxLength: MAX_PROMPT_LENGTH,
			format: 'visible-text',
			description: 'The design, as for `POST /v1/generate`: 1–4000 characters after trimming.',
		}),
		style: Type.Optional(
			styleField("This item's style, as for `POST /v1/generate`; the collection's when omitted."),
		),
		seed: Type.Optional(
			seedField('As for `POST /v1/generate`; picked by the server when omitted.'),
		),
		custom_id: Type.Optional(
			Type.String({
				minLength: 1,
				maxLength: MAX_CUSTOM_ID,
				format: 'visible-line',
				description: `Your own reference for the item, 1–${MAX_CUSTOM_ID} characters, unique within the collection: the design made for it carries it as \`custom_id\`, and so does the item's entry in \`errors\` when it fails.`,
			}),
		),
	},
	{ additionalProperties: false },
);
export type CollectionItemBody = Static<typeof CollectionItemBody>;

export const CreateCollectionBody = Type.Object(
	{
		name: Type.String({
			minLength: 1,
			maxLength: MAX_COLLECTION_NAME,
			format: 'visible-line',
			description: `What to call the collection, 1–${MAX_COLLECTION_NAME} characters after trimming.`,
			examples: ['Resort 27'],
		}),
		style: styleField(
			"The collection's style, as for `POST /v1/generate` (an id or display name, any case); responses carry the id. Every design of a brief has it; an item without its own style has it.",
		),
		brief: Type.Optional(
			Type.String({
				minLength: 1,
				maxLength: MAX_BRIEF_LENGTH,
				format: 'visible-text',
				description: `The line in words, 1–${MAX_BRIEF_LENGTH} characters after trimming: the server plans \`count\` designs from it (varied garments across several families, one shared palette, the brief's materials and pattern where it names them). Send \`brief\` or \`items\`, not both.`,
				examples: ['resort capsule in washed linen, sand, terracotta and ivory'],
			}),
		),
		count: Type.Optional(
			Type.Integer({
				minimum: 1,
				maximum: MAX_COLLECTION_ITEMS,
				description: `With \`brief\` only: how many designs to plan, 1–${MAX_COLLECTION_ITEMS} (default ${DEFAULT_COLLECTION_COUNT}).`,
			}),
		),
		items: Type.Optional(
			Type.Array(CollectionItemBody, {
				minItems: 1,
				maxItems: MAX_COLLECTION_ITEMS,
				description: `The designs to make, 1–${MAX_COLLECTION_ITEMS}, in the collection's order. Send \`brief\` or \`items\`, not both.`,
			}),
		),
	},
	{ additionalProperties: false },
);
export type CreateCollectionBody = Static<typeof CreateCollectionBody>;

export const ListCollectionsQuery = Type.Object(PageQueryFields, { additionalProperties: false });
export type ListCollectionsQuery = Static<typeof ListCollectionsQuery>;

const Count = (description: string) => Type.Integer({ minimum: 0, description });

export const Collection = Type.Object(
	{
		id: Type.String({ examples: ['col_5hT2mQ9xTzL0aBvR7mN3pW1e'] }),
		object: Type.Literal('collection'),
		name: Type.String(),
		style: Type.String({ description: 'The style id.' }),
		brief: Nullable(Type.String({ description: 'The brief; null for a collection of items.' })),
		palette: Type.Array(Type.Object({ name: Type.String(), hex: Type.String() }), {
			maxItems: 6,
			description:
				"A brief's planned palette (at most 6 colours): every design's colours are these or black, white and greys. Empty for a collection of items.",
		}),
		status: StringEnum(
			COLLECTION_STATUSES,
			'`queued` until its first design is made, `running` while designs are made, then `succeeded` (every design succeeded), `failed` (none did), `partially_failed`, or `canceled` (canceled before every design was made).',
		),
		request_counts: Type.Object(
			{
				total: Count('Designs the collection asks for.'),
				pending: Count('Not made yet, or made and still `pending`.'),
				succeeded: Count('Made and `succeeded`.'),
				failed: Count('Failed: see `errors`.'),
				canceled: Count('Not made: the collection was canceled first.'),
			},
			{ description: '`pending + succeeded + failed + canceled = total`.' },
		),
		errors: Type.Array(
			Type.Object({
				position: Type.Integer({ minimum: 0, description: "The item's place, from 0." }),
				custom_id: Nullable(Type.String()),
				code: Type.String({
					description:
						'`generation_failed`, `design_quota_exceeded` (the account was full when the design was to be made) or `design_deleted` (deleted while pending).',
				}),
				detail: Type.String(),
			}),
			{ description: 'The items that failed, in order.' },
		),
		created_at: Timestamp,
		completed_at: Nullable({
			...Timestamp,
			description: 'When it reached `succeeded`, `partially_failed`, `failed` or `canceled`.',
		}),
		canceled_at: Nullable({ ...Timestamp, description: 'When it was canceled; else null.' }),
	},
	{ $id: 'Collection' },
);
export type Collection = Static<typeof Collection>;
export const CollectionList = ListOf(Type.Ref(Collection));
