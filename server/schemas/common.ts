/**
 * What every resource's schemas share: the building blocks (nullable, timestamps, string enums,
 * error-code keywords), paging, lists, ids, and the Problem answers of the OpenAPI document.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';

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

export const IdParams = Type.Object({ id: Type.String() });
export type IdParams = Static<typeof IdParams>;

/** Endpoints that take no query parameters: any given one is refused (422 `unknown_parameter`). */
export const NoQuery = Type.Object({}, { additionalProperties: false });

export const ListOf = <T extends TSchema>(item: T) =>
	Type.Object({ object: Type.Literal('list'), data: Type.Array(item), has_more: Type.Boolean() });

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
	422: '`validation_failed`, `unknown_parameter`, `invalid_style`, `invalid_currency`, `invalid_color`, `invalid_webhook_url`, `instruction_not_understood` or `idempotency_key_reused`.',
	421: '`misdirected_request`: the server runs with `--allowed-hosts` and the Host is not one of them.',
	429: '`rate_limited`: wait `Retry-After` seconds.',
	'5xx':
		'`service_unavailable` (503, with `Retry-After`): the database or the PNG render queue is busy or down; retry later. `internal` (500): a fault of the server; report its `request_id`.',
};
