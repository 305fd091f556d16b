/**
 * The API's JSON schemas: one source for request validation, response serialisation, the
 * OpenAPI document (`/openapi.json`) and the TypeScript types of the handlers.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { COLOR_NAMES, GARMENT_IDS, STYLE_IDS } from './generator';
import { EVENT_TYPES, PLANS } from './store/types';

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
export const Timestamp = Type.String({
	format: 'date-time',
	description: 'ISO 8601 UTC with milliseconds.',
});
export const StringEnum = <T extends readonly string[]>(
	values: T,
	description?: string,
	extra: Record<string, unknown> = {},
) =>
	Type.Unsafe<T[number]>({
		type: 'string',
		enum: [...values],
		...(description ? { description } : {}),
		...extra,
	});

/**
 * The error code a field's schema gives when the value fails it, instead of `validation_failed`
 * (an OpenAPI extension, read by the validation plugin): the plugin knows no field by name.
 */
export const ERROR_CODE_KEYWORD = 'x-error-code';
export const errorCode = (
	code: 'invalid_style' | 'invalid_currency' | 'invalid_color' | 'invalid_webhook_url',
) => ({
	[ERROR_CODE_KEYWORD]: code,
});
/**
 * The detail a (sub)schema gives when a value fails it, for rules whose generic message would
 * mislead (an OpenAPI extension, read by the validation plugin like `x-error-code`).
 */
export const ERROR_DETAIL_KEYWORD = 'x-error-detail';

export const MAX_PROMPT_LENGTH = 4000;
export const MAX_SEED = 2 ** 31 - 1;
export const MAX_QUERY_LENGTH = 200;
export const MAX_VARIATIONS = 8;
export const DEFAULT_VARIATIONS = 4;
export const MAX_COLORWAY_COLORS = 4;
export const MAX_PRICE_AMOUNT = 100_000_000;
export const DESIGN_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export const PUBLICATION_STATUSES = ['published', 'withdrawn'] as const;
export const VISIBILITIES = ['public', 'unlisted'] as const;

// ---- requests ----

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

export const PageQueryFields = {
	limit: Type.Optional(
		Type.Integer({
			minimum: 1,
			maximum: 100,
			default: 20,
			description: 'Objects per page, 1–100.',
		}),
	),
	starting_after: Type.Optional(
		Type.String({
			description:
				'Cursor: the id of the last object of the previous page; returns the next (older) page.',
		}),
	),
	ending_before: Type.Optional(
		Type.String({
			description:
				'Cursor: the id of the first object of the current page; returns the previous (newer) page.',
		}),
	),
};

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
					'Only the variations of this design (`POST /v1/designs/{id}/variations`). An id that is not one of your designs gives an empty list.',
			}),
		),
	},
	{ additionalProperties: false },
);
export type ListDesignsQuery = Static<typeof ListDesignsQuery>;

export const ListPublicationsQuery = Type.Object(
	{
		...PageQueryFields,
		status: Type.Optional(StringEnum(PUBLICATION_STATUSES, 'Only publications in this state.')),
		design_id: Type.Optional(Type.String({ description: 'Only publications of this design.' })),
	},
	{ additionalProperties: false },
);
export type ListPublicationsQuery = Static<typeof ListPublicationsQuery>;

export const ListEventsQuery = Type.Object(
	{
		...PageQueryFields,
		type: Type.Optional(StringEnum(EVENT_TYPES, 'Only events of this type.')),
		created_after: Type.Optional(
			Type.String({
				format: 'iso8601',
				description:
					'Only events created strictly after this instant: an ISO 8601 date-time such as `2026-11-21T10:00:00.000Z` (an offset such as `+01:00` is honoured; without one, UTC), or a date (its midnight UTC).',
				examples: ['2026-11-21T10:00:00.000Z'],
			}),
		),
	},
	{ additionalProperties: false },
);
export type ListEventsQuery = Static<typeof ListEventsQuery>;

export const ImageQuery = Type.Object(
	{ format: Type.Optional(StringEnum(['svg', 'png'] as const, '`svg` (default) or `png`.')) },
	{ additionalProperties: false },
);
export type ImageQuery = Static<typeof ImageQuery>;

export const IdParams = Type.Object({ id: Type.String() });
export type IdParams = Static<typeof IdParams>;

export const Price = Type.Object(
	{
		amount: Type.Integer({
			minimum: 0,
			maximum: MAX_PRICE_AMOUNT,
			description: 'In minor units (cents): 4500 is 45.00.',
		}),
		currency: Type.String({
			format: 'iso4217',
			description: 'ISO 4217 code; any case in, upper case out.',
			default: 'USD',
			...errorCode('invalid_currency'),
		}),
	},
	{ additionalProperties: false },
);

export const PublishBody = Type.Object(
	{
		design_id: Type.String({
			minLength: 1,
			description: 'The design to publish; it must have succeeded.',
		}),
		title: Type.Optional(
			Type.String({
				minLength: 1,
				maxLength: 140,
				format: 'visible-line',
				description:
					"Listing title; the design's title when omitted. One line of visible text, no control characters.",
			}),
		),
		description: Type.Optional(
			Type.String({
				maxLength: 5000,
				format: 'text',
				description: 'Free text; tabs and line breaks allowed, other control characters not.',
			}),
		),
		price: Type.Object(
			{
				amount: Price.properties.amount,
				currency: Type.Optional(Price.properties.currency),
			},
			{ additionalProperties: false },
		),
		tags: Type.Optional(
			Type.Array(
				Type.String({
					minLength: 1,
					maxLength: 20,
					format: 'visible-line',
					description: 'Visible text, no control characters.',
				}),
				{ maxItems: 13 },
			),
		),
		visibility: Type.Optional(
			StringEnum(
				VISIBILITIES,
				'`public` (default) lists it on the marketplace; `unlisted` only by its URL.',
			),
		),
	},
	{ additionalProperties: false },
);
export type PublishBody = Static<typeof PublishBody>;

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

// ---- responses ----

export const Problem = Type.Object(
	{
		type: Type.String({ description: 'URL of a page that explains the code.' }),
		title: Type.String(),
		status: Type.Integer(),
		detail: Type.String({ description: 'What went wrong, in a sentence a person can act on.' }),
		code: Type.String({ description: 'Stable machine-readable code.' }),
		request_id: Type.String(),
		errors: Type.Optional(
			Type.Array(
				Type.Object({
					pointer: Type.Optional(
						Type.String({ description: 'JSON Pointer into the request body.' }),
					),
					parameter: Type.Optional(Type.String({ description: 'Query parameter name.' })),
					detail: Type.String(),
				}),
			),
		),
	},
	{ $id: 'Problem', description: 'RFC 9457 problem details (`application/problem+json`).' },
);

export const Publication = Type.Object(
	{
		id: Type.String({ examples: ['pub_5Jc2kQ9xTzL0aBvR7mN3pW1e'] }),
		object: Type.Literal('publication'),
		design_id: Type.String(),
		title: Type.String(),
		description: Type.String(),
		price: Type.Object({ amount: Type.Integer(), currency: Type.String() }),
		tags: Type.Array(Type.String()),
		visibility: StringEnum(VISIBILITIES),
		status: StringEnum(PUBLICATION_STATUSES),
		url: Type.String({
			description: 'Public marketplace page of the listing (410 once withdrawn).',
		}),
		published_at: Timestamp,
		withdrawn_at: Nullable(Timestamp),
	},
	{ $id: 'Publication' },
);
export type Publication = Static<typeof Publication>;

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
					'The design this one is a variation of (`POST /v1/designs/{id}/variations`); null for a design made by `POST /v1/generate`.',
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

export const ListOf = <T extends TSchema>(item: T) =>
	Type.Object({ object: Type.Literal('list'), data: Type.Array(item), has_more: Type.Boolean() });

export const DesignList = ListOf(Type.Ref(Design));
export const PublicationList = ListOf(Type.Ref(Publication));

export const Event = Type.Object(
	{
		id: Type.String({ examples: ['evt_2Gd7kQ9xTzL0aBvR7mN3pW1e'] }),
		object: Type.Literal('event'),
		type: StringEnum(
			EVENT_TYPES,
			'`design.*` events carry a design, `publication.*` events a publication.',
		),
		created_at: Timestamp,
		data: Type.Object({
			object: Type.Union([Type.Ref(Design), Type.Ref(Publication)], {
				description:
					'The design or publication as it was when the change committed (`design.deleted`: as deleted, its publication already withdrawn and null).',
			}),
		}),
	},
	{
		$id: 'Event',
		description:
			'A change, recorded in the same transaction as the change itself. Kept 30 days. Deleting a published design records `publication.withdrawn`, then `design.deleted`.',
	},
);
export type Event = Static<typeof Event>;
export const EventList = ListOf(Type.Ref(Event));

export const StyleList = Type.Object({
	object: Type.Literal('list'),
	data: Type.Array(
		Type.Object({ id: Type.String(), name: Type.String(), description: Type.String() }),
	),
});

/** Endpoints that take no query parameters: any given one is refused (422 `unknown_parameter`). */
export const NoQuery = Type.Object({}, { additionalProperties: false });

const Count = (description: string) => Type.Integer({ minimum: 0, description });

export const Account = Type.Object({
	id: Type.String({ examples: ['acct_3Hn8sQ2vLx0aBcR7mN3pW1e'] }),
	object: Type.Literal('account'),
	name: Type.String(),
	plan: StringEnum(PLANS),
	limits: Type.Object(
		{
			generate_per_minute: Count('`POST /v1/generate` requests per key per minute.'),
			read_per_minute: Count('Every other request, per key per minute.'),
		},
		{ description: "The server's rate limits for each key." },
	),
	usage: Type.Object({
		designs: Count('Existing designs (not deleted), variations included.'),
		publications: Count('Publications with status `published`.'),
		generations_this_month: Count(
			'Designs created since the first of the current month (UTC), deleted ones included.',
		),
	}),
});
export type Account = Static<typeof Account>;

/** Responses every authenticated endpoint may give besides its success. */
export const problemResponses = (...statuses: number[]) =>
	Object.fromEntries(
		[401, 403, 429, ...statuses, '5xx' as const].map((s) => [s, problemResponse(s)]),
	);

/**
 * A problem answer, declared with the media type the server sends (`application/problem+json`):
 * a client generated from the document reads it as the Problem object. Only the document reads
 * this; problems are serialised by plugins/problems.ts.
 */
export const problemResponse = (status: number | '5xx') => ({
	description: PROBLEM_DESCRIPTIONS[status] ?? 'Problem',
	content: { 'application/problem+json': { schema: Type.Ref(Problem) } },
});

const PROBLEM_DESCRIPTIONS: Record<number | '5xx', string> = {
	400: '`invalid_json`, `json_too_deep`, `invalid_request`, `invalid_host`, `conflicting_cursors`, `invalid_cursor` or `invalid_idempotency_key`.',
	401: '`unauthenticated`: missing, malformed, unknown or revoked key.',
	403: '`plan_not_eligible`: the account is below the Business plan.',
	404: "The object does not exist in the caller's account.",
	409: "Conflict with the object's state, or `idempotency_key_in_use`.",
	413: '`payload_too_large`: body over 16 KiB.',
	415: '`unsupported_media_type`: body not sent as uncompressed UTF-8 `application/json`.',
	422: '`validation_failed`, `unknown_parameter`, `invalid_style`, `invalid_currency`, `invalid_color`, `invalid_webhook_url` or `idempotency_key_reused`.',
	421: '`misdirected_request`: the server runs with `--allowed-hosts` and the Host is not one of them.',
	429: '`rate_limited`: wait `Retry-After` seconds.',
	'5xx':
		'`service_unavailable` (503, with `Retry-After`): the database or the PNG render queue is busy or down; retry later. `internal` (500): a fault of the server; report its `request_id`.',
};
