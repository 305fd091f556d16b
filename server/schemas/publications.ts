/** Marketplace publications: publish, list, and the Publication object. */
import { Type, type Static } from '@sinclair/typebox';
import { errorCode, ListOf, Nullable, PageQueryFields, StringEnum, Timestamp } from './common';

export const MAX_PRICE_AMOUNT = 100_000_000;
export const PUBLICATION_STATUSES = ['published', 'withdrawn'] as const;
export const VISIBILITIES = ['public', 'unlisted'] as const;

export const ListPublicationsQuery = Type.Object(
	{
		...PageQueryFields,
		status: Type.Optional(StringEnum(PUBLICATION_STATUSES, 'Only publications in this state.')),
		design_id: Type.Optional(Type.String({ description: 'Only publications of this design.' })),
	},
	{ additionalProperties: false },
);
export type ListPublicationsQuery = Static<typeof ListPublicationsQuery>;

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

export const PublicationList = ListOf(Type.Ref(Publication));
