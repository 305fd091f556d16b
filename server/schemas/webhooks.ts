/**
 * The JSON schemas of webhook endpoints (request validation, responses, OpenAPI), and the
 * OpenAPI 3.1 `webhooks` section: what a delivery POSTs to an endpoint, for each event type.
 */
import { Type } from '@sinclair/typebox';
// The OpenAPI types @fastify/swagger itself is typed with.
import type { OpenAPIV3_1 } from 'openapi-types';
import {
	ERROR_DETAIL_KEYWORD,
	errorCode,
	ListOf,
	Nullable,
	PageQueryFields,
	StringEnum,
	Timestamp,
} from './common';
import { EVENT_TYPES } from '../store/types';

export const MAX_WEBHOOK_URL_LENGTH = 2048;

/**
 * The create body. `url` is checked by a format (an absolute http(s) URL; unless
 * `--webhook-allow-private`, also a public host), so a refused URL fails validation like any
 * field: 422 `invalid_webhook_url`, before an Idempotency-Key is claimed.
 */
export function CreateWebhookEndpointBody(denyPrivate: boolean) {
	return Type.Object(
		{
			url: Type.String({
				maxLength: MAX_WEBHOOK_URL_LENGTH,
				format: denyPrivate ? 'public-http-url' : 'http-url',
				description: `Where deliveries are POSTed: an absolute \`http://\` or \`https://\` URL, at most ${MAX_WEBHOOK_URL_LENGTH} characters. Unless the server runs with \`--webhook-allow-private\`, hosts that are loopback, private, link-local, unique-local, CGNAT or cloud metadata are refused (also spelt as IPv4-mapped, -translated, NAT64 or 6to4 IPv6 or decimal/hex IPv4, \`localhost\` names, names resolving to such addresses, and names that do not resolve; checked again at each delivery).`,
				examples: ['https://n8n.example.com/webhook/design-events'],
				...errorCode('invalid_webhook_url'),
			}),
			events: Type.Array(StringEnum(['*', ...EVENT_TYPES] as const), {
				minItems: 1,
				description:
					'The event types to deliver, or `["*"]` for all of them (`*` cannot be combined with types). A type listed twice is kept once.',
				examples: [['design.succeeded', 'design.failed'], ['*']],
				if: { contains: { const: '*' } },
				then: {
					maxItems: 1,
					[ERROR_DETAIL_KEYWORD]:
						'must be exactly ["*"] to receive every event type, or a list of event types without "*"',
				},
			}),
			description: Type.Optional(
				Type.String({
					maxLength: 500,
					format: 'text',
					description: 'What the endpoint is for, up to 500 characters.',
				}),
			),
		},
		{ additionalProperties: false },
	);
}

const webhookEndpointFields = {
	id: Type.String({ examples: ['whe_2Kd8sQ2vLx0aBcR7mN3pW1e'] }),
	object: Type.Literal('webhook_endpoint'),
	url: Type.String(),
	events: Type.Array(Type.String(), {
		description: 'Subscribed event types, or `["*"]`.',
	}),
	description: Nullable(Type.String()),
	status: Type.Literal('enabled'),
	created_at: Timestamp,
};

export const WebhookEndpoint = Type.Object(webhookEndpointFields, {
	$id: 'WebhookEndpoint',
	description: 'A webhook endpoint. Its `secret` is shown only when it is created.',
});

export const CreatedWebhookEndpoint = Type.Object(
	{
		...webhookEndpointFields,
		secret: Type.String({
			pattern: '^whsec_',
			description:
				'Signs every delivery (`Design-Signature`). Shown only in this response: store it now.',
			examples: ['whsec_8fK2mQ9xTzL0aBvR7mN3pW1e4Hq6sD0uJ5cX9yZ2bN1'],
		}),
	},
	{ description: 'The new endpoint, with its signing secret (shown only this once).' },
);

export const WebhookEndpointList = ListOf(Type.Ref(WebhookEndpoint));

export const ListWebhookEndpointsQuery = Type.Object(PageQueryFields, {
	additionalProperties: false,
});

export const DeletedWebhookEndpoint = Type.Object({
	id: Type.String(),
	object: Type.Literal('webhook_endpoint'),
	deleted: Type.Literal(true),
});

/** What each event type's `data.object` is. */
const EVENT_OBJECTS: Record<(typeof EVENT_TYPES)[number], { schema: string; when: string }> = {
	'design.succeeded': { schema: 'Design', when: 'A design finished generating.' },
	'design.failed': {
		schema: 'Design',
		when: 'A design could not be generated (`error` says why).',
	},
	'design.deleted': { schema: 'Design', when: 'A design was deleted (the object as it was then).' },
	'publication.published': { schema: 'Publication', when: 'A design was published.' },
	'publication.withdrawn': {
		schema: 'Publication',
		when: 'A publication was withdrawn (unpublished, or its design deleted).',
	},
	'collection.succeeded': {
		schema: 'Collection',
		when: 'Every design of a collection succeeded (recorded once, as the last one did).',
	},
	'collection.partially_failed': {
		schema: 'Collection',
		when: 'A collection ended with some designs failed (`errors` says which and why).',
	},
	'collection.failed': { schema: 'Collection', when: 'No design of a collection succeeded.' },
	'collection.canceled': {
		schema: 'Collection',
		when: 'A canceled collection ended (its designs made before the cancel kept).',
	},
};

const DELIVERY_HEADERS: OpenAPIV3_1.ParameterObject[] = [
	{
		name: 'Design-Event-Id',
		in: 'header',
		required: true,
		description: 'The event id (`evt_…`). Deliveries are at least once: deduplicate by this id.',
		schema: { type: 'string' },
	},
	{
		name: 'Design-Signature',
		in: 'header',
		required: true,
		description:
			'`t=<unix seconds>,v1=<hex>`: `v1` is the lowercase hex HMAC-SHA256 of `"<t>.<raw body>"` keyed with the endpoint secret exactly as returned at creation (`whsec_` prefix included, UTF-8). `t` is the time of this attempt. To verify: recompute the HMAC over the raw bytes received (before any JSON parsing), compare in constant time, and refuse a `t` too far from your clock (e.g. 5 minutes) to stop replays.',
		schema: { type: 'string', pattern: '^t=\\d+,v1=[0-9a-f]{64}$' },
	},
];

const DELIVERY_RULES = `The server POSTs the event (\`Content-Type: application/json\`) to every enabled endpoint of the account subscribed to its type (or to \`*\`). Any 2xx answer within 10 s counts as delivered; anything else (another status, a timeout, a refused connection, a DNS error) is retried with exponential back-off: the first retry about 1 s later (the server's \`--webhook-retry-base-ms\`), each wait twice the one before, at most 8 tries in all; then the delivery is given up. Redirects are not followed. Deliveries are queued in the database with the event, so a restart loses none; they are at least once (deduplicate by \`Design-Event-Id\`) and may arrive out of order. Deleting an endpoint cancels its pending deliveries. Events can also be read by polling \`GET /v1/events\`.`;

/** The OpenAPI 3.1 `webhooks` section: one entry per event type. */
export function webhooksDocument(): Record<string, OpenAPIV3_1.PathItemObject> {
	return Object.fromEntries(
		EVENT_TYPES.map((type) => [
			type,
			{
				post: {
					summary: `${type}: ${EVENT_OBJECTS[type].when}`,
					description: DELIVERY_RULES,
					operationId: `webhook_${type.replace('.', '_')}`,
					tags: ['webhooks'],
					security: [],
					parameters: DELIVERY_HEADERS,
					requestBody: {
						required: true,
						content: { 'application/json': { schema: eventSchema(type) } },
					},
					responses: {
						'2XX': { description: 'Delivered: any 2xx within 10 s. The body is ignored.' },
						default: { description: 'Not delivered: the delivery is retried later.' },
					},
				},
				// openapi-types types a 3.1 media type's schema as a 3.0 one: a plain JSON Schema object
				// (`const`, `examples`) does not fit it, though the document is valid 3.1.
			} as OpenAPIV3_1.PathItemObject,
		]),
	);
}

function eventSchema(type: (typeof EVENT_TYPES)[number]) {
	return {
		type: 'object',
		required: ['id', 'object', 'type', 'created_at', 'data'],
		properties: {
			id: { type: 'string', examples: ['evt_4fQ9sQ2vLx0aBcR7mN3pW1e'] },
			object: { const: 'event' },
			type: { const: type },
			created_at: { type: 'string', format: 'date-time' },
			data: {
				type: 'object',
				required: ['object'],
				properties: {
					object: {
						$ref: `#/components/schemas/${EVENT_OBJECTS[type].schema}`,
						description:
							'The object as it was when the event happened; its URLs use the base URL the endpoint was created through.',
					},
				},
			},
		},
	};
}
