/** Events: the list query and the Event object. */
import { Type, type Static } from '@sinclair/typebox';
import { EVENT_TYPES } from '../store/types';
import { ListOf, PageQueryFields, StringEnum, Timestamp } from './common';
import { Collection } from './collections';
import { Design } from './designs';
import { Publication } from './publications';

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

export const Event = Type.Object(
	{
		id: Type.String({ examples: ['evt_2Gd7kQ9xTzL0aBvR7mN3pW1e'] }),
		object: Type.Literal('event'),
		type: StringEnum(
			EVENT_TYPES,
			'`design.*` events carry a design, `publication.*` events a publication, `collection.*` events a collection.',
		),
		created_at: Timestamp,
		data: Type.Object({
			object: Type.Union([Type.Ref(Design), Type.Ref(Publication), Type.Ref(Collection)], {
				description:
					'The design, publication or collection as it was when the change committed (`design.deleted`: as deleted, its publication already withdrawn and null; `collection.*`: as it ended).',
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
