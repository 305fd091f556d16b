/**
 * Every error the API can answer with: a stable machine-readable `code`, its HTTP status, a
 * title, and the help text shown on the `/errors/<code>` page that each problem's `type` links to.
 */
export interface ErrorInfo {
	status: number;
	title: string;
	/** What the code means and what to do about it (the `/errors/<code>` page). */
	help: string;
}

export const ERROR_CATALOG = {
	unauthenticated: {
		status: 401,
		title: 'Unauthenticated',
		help: 'The request had no API key, or the key is malformed, unknown or revoked. Send `Authorization: Bearer <API key>` with a key from your account settings.',
	},
	plan_not_eligible: {
		status: 403,
		title: 'Plan not eligible',
		help: 'API access requires the Business plan or higher. Upgrade the account, or use a key of an account on the Business or Enterprise plan.',
	},
	rate_limited: {
		status: 429,
		title: 'Rate limited',
		help: 'The key sent more requests in the current window than its limit allows. Wait the number of seconds in the `Retry-After` header, then retry. The `RateLimit` header tells how many requests remain.',
	},
	not_found: {
		status: 404,
		title: 'Not found',
		help: 'No endpoint exists at this path. Check the path against the OpenAPI document at `/openapi.json`; every endpoint lives under `/v1` (or `/api/v1`).',
	},
	method_not_allowed: {
		status: 405,
		title: 'Method not allowed',
		help: 'The path exists but does not accept this HTTP method. The `Allow` header lists the methods it accepts.',
	},
	payload_too_large: {
		status: 413,
		title: 'Payload too large',
		help: 'Request bodies are limited to 16 KiB. Shorten the prompt or description.',
	},
	unsupported_media_type: {
		status: 415,
		title: 'Unsupported media type',
		help: 'Request bodies must be JSON and sent with `Content-Type: application/json`.',
	},
	invalid_json: {
		status: 400,
		title: 'Invalid JSON',
		help: 'The request body could not be parsed as JSON. Check quoting, commas and brackets.',
	},
	json_too_deep: {
		status: 400,
		title: 'JSON too deep',
		help: 'The request body nests arrays and objects more than 64 levels deep. No request of this API needs more than a few levels; flatten the body.',
	},
	invalid_request: {
		status: 400,
		title: 'Invalid request',
		help: 'The request is not well-formed HTTP: an unknown method, a malformed request line or header (for example a control character in a header value), or a path with broken percent-encoding. Fix the client or the URL.',
	},
	invalid_host: {
		status: 400,
		title: 'Invalid Host header',
		help: 'The `Host` header must be a host name, an IPv4 address or a bracketed IPv6 address, with an optional port (for example `api.example.com:8765`).',
	},
	misdirected_request: {
		status: 421,
		title: 'Misdirected request',
		help: 'The server runs with an allow-list of host names (`--allowed-hosts`) and the `Host` header named another. Use the address the service is published under.',
	},
	request_timeout: {
		status: 408,
		title: 'Request timeout',
		help: 'The request did not arrive in time (its headers within the header timeout, 5 s by default; the whole request within the request timeout, 10 s by default), so the connection was closed. Send the whole request promptly, then retry.',
	},
	expectation_failed: {
		status: 417,
		title: 'Expectation failed',
		help: 'The request carried an `Expect` header this server cannot meet. The only expectation HTTP/1.1 defines is `100-continue`, which the server honours; drop any other `Expect` header and send the request again.',
	},
	headers_too_large: {
		status: 431,
		title: 'Request headers too large',
		help: 'The request headers together exceed 16 KiB. Send fewer or shorter headers (cookies are a common cause).',
	},
	conflicting_cursors: {
		status: 400,
		title: 'Conflicting cursors',
		help: 'Send either `starting_after` (next page) or `ending_before` (previous page), not both.',
	},
	invalid_cursor: {
		status: 400,
		title: 'Invalid cursor',
		help: 'A paging cursor must be the id of one of your own objects from an earlier page (ids of objects deleted since stay valid).',
	},
	invalid_idempotency_key: {
		status: 400,
		title: 'Invalid idempotency key',
		help: 'An `Idempotency-Key` header must be 1 to 255 printable ASCII characters. A UUID is a good choice.',
	},
	validation_failed: {
		status: 422,
		title: 'Validation failed',
		help: 'A field of the request is missing, of the wrong type or out of range. The `errors` array points at each field and says what is wrong.',
	},
	unknown_parameter: {
		status: 422,
		title: 'Unknown parameter',
		help: 'The request names a field or query parameter this endpoint does not accept (for example `id`, `owner` or `status`, which only the server sets). Remove it.',
	},
	invalid_style: {
		status: 422,
		title: 'Invalid style',
		help: 'The style is not in the catalog. `GET /v1/styles` lists the styles: send an id (`avant-garde`) or a display name (`Avant Garde`); case, spaces, hyphens and underscores do not matter.',
	},
	invalid_currency: {
		status: 422,
		title: 'Invalid currency',
		help: 'The price currency must be an ISO 4217 code such as USD, EUR or GBP.',
	},
	invalid_color: {
		status: 422,
		title: 'Invalid colour',
		help: "A colour name is not one the generator knows. Use a CSS Color 4 named colour (`navy`, `tomato`, `rebeccapurple`) or one of the generator's own names; the OpenAPI document lists them all (`x-color-names` of the variations body). Case does not matter.",
	},
	invalid_webhook_url: {
		status: 422,
		title: 'Invalid webhook URL',
		help: 'A webhook endpoint URL must be an absolute `http://` or `https://` URL of at most 2048 characters. Unless run with `--webhook-allow-private`, the server also refuses hosts that are loopback (`localhost`, 127.0.0.0/8, ::1), private (10/8, 172.16/12, 192.168/16, fc00::/7), link-local (169.254/16, fe80::/10) or otherwise not public, in any spelling (IPv4-mapped, -translated, NAT64 or 6to4 IPv6, decimal or hex forms), cloud metadata addresses, names that resolve to them, and names that do not resolve. Use a public address of the receiver.',
	},
	idempotency_key_reused: {
		status: 422,
		title: 'Idempotency key reused',
		help: 'This `Idempotency-Key` was already used with a different request body or endpoint in the last 24 hours. Use a new key for a new request.',
	},
	design_not_found: {
		status: 404,
		title: 'Design not found',
		help: 'No design with this id exists in your account (it may have been deleted). List your designs with `GET /v1/designs`.',
	},
	collection_not_found: {
		status: 404,
		title: 'Collection not found',
		help: 'No collection with this id exists in your account. List your collections with `GET /v1/collections`.',
	},
	publication_not_found: {
		status: 404,
		title: 'Publication not found',
		help: 'No publication with this id exists in your account. List them with `GET /v1/marketplace/publications`.',
	},
	webhook_endpoint_not_found: {
		status: 404,
		title: 'Webhook endpoint not found',
		help: 'No webhook endpoint with this id exists in your account (it may have been deleted). List them with `GET /v1/webhook_endpoints`.',
	},
	event_not_found: {
		status: 404,
		title: 'Event not found',
		help: 'No event with this id exists in your account. Events are kept 30 days; list the recent ones with `GET /v1/events`.',
	},
	listing_not_found: {
		status: 404,
		title: 'Listing not found',
		help: 'No marketplace listing exists at this address.',
	},
	listing_withdrawn: {
		status: 410,
		title: 'Listing withdrawn',
		help: 'The seller withdrew this listing from the marketplace.',
	},
	design_not_ready: {
		status: 409,
		title: 'Design not ready',
		help: 'The design is still being generated (status `pending`) or its generation failed. Poll `GET /v1/designs/{id}` until its status is `succeeded`.',
	},
	design_failed: {
		status: 409,
		title: 'Design failed',
		help: 'The design failed to generate (its `error` says why), so there is nothing to make a tech pack of. Generate the design again, or use another one.',
	},
	instruction_not_understood: {
		status: 422,
		title: 'Instruction not understood',
		help: 'Nothing in the edit instruction maps to a change the generator can make to this design. The `detail` says what was understood and what was not. An edit can change the garment ("make it a dress"), colours ("in navy and white", "gold buttons"), print ("add stripes", "plain"), material ("in linen"), sleeves, neckline, length, fit ("oversized") and details such as zips, buttons, hoods and pockets ("swap the zip for buttons", "remove the pockets"). Rephrase with those words; an instruction that names only what the design already has changes nothing.',
	},
	design_quota_exceeded: {
		status: 403,
		title: 'Design quota exceeded',
		help: 'The account holds as many designs as its plan allows (`limits.max_designs` in `GET /v1/account`). Delete designs you no longer need (`DELETE /v1/designs/{id}`) to make room, or move to a plan with a larger quota.',
	},
	already_published: {
		status: 409,
		title: 'Already published',
		help: 'The design already has a live publication. Unpublish it first (`DELETE /v1/marketplace/publications/{id}`) to publish it again with new terms.',
	},
	too_many_endpoints: {
		status: 409,
		title: 'Too many webhook endpoints',
		help: 'An account can have at most 16 webhook endpoints. Delete one you no longer use (`DELETE /v1/webhook_endpoints/{id}`), or subscribe an existing endpoint to more event types.',
	},
	idempotency_key_in_use: {
		status: 409,
		title: 'Idempotency key in use',
		help: 'A request with this `Idempotency-Key` is still being processed. Retry after it finishes to get its response replayed.',
	},
	service_unavailable: {
		status: 503,
		title: 'Service unavailable',
		help: 'The service cannot answer right now. Retry with exponential back-off, honouring `Retry-After` when present.',
	},
	internal: {
		status: 500,
		title: 'Internal error',
		help: 'Something went wrong on the server. Retry later; if it persists, report the `request_id`.',
	},
} satisfies Record<string, ErrorInfo>;

export type ErrorCode = keyof typeof ERROR_CATALOG;

/** One field-level problem: `pointer` (RFC 6901) into the body, or the query `parameter`. */
export interface FieldError {
	pointer?: string;
	parameter?: string;
	detail: string;
}

/** An error the API answers with as an RFC 9457 problem. Thrown anywhere; rendered in one place. */
export class ApiError extends Error {
	readonly status: number;
	constructor(
		readonly code: ErrorCode,
		readonly detail: string,
		readonly errors?: FieldError[],
		readonly headers?: Record<string, string>,
		status?: number,
	) {
		super(detail);
		this.status = status ?? ERROR_CATALOG[code].status;
	}
}
