/** The OpenAPI document's fixed parts; paths and schemas come from the routes themselves. */

/** The API prefixes: the seed documents both, so both serve every endpoint. */
export const API_PREFIXES = ['/v1', '/api/v1'] as const;

/**
 * Both prefixes are `servers` entries and the paths are relative to them (`/generate`), so a
 * client generated from the document has one method per endpoint and both prefixes to choose
 * from; the URLs are relative to the document's own, so it is right on any host.
 * docs/api-document.md has the alternatives and why not them.
 */
export const OPENAPI_SERVERS = [
	{
		url: '/v1',
		description: 'The API on this server (relative to where this document is served).',
	},
	{ url: '/api/v1', description: 'The same API under its second prefix: identical behaviour.' },
];

/** The server of an endpoint outside the API prefixes (/healthz): the root. */
export const ROOT_SERVERS = [{ url: '/', description: 'The service root.' }];

export function isApiPath(url: string): boolean {
	return API_PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`));
}

export const OPENAPI_INFO = {
	title: 'Design Generation Service',
	version: '1.0.0',
	license: { name: 'MIT', identifier: 'MIT' },
	description: `Generate fashion designs from a text prompt and a style, manage the caller's designs, and publish them to a marketplace.

**Two prefixes.** Every endpoint is served under both \`/v1\` and \`/api/v1\` with identical behaviour: they are the two \`servers\` of this document, and the paths below are relative to them (\`POST /generate\` is \`POST /v1/generate\` and \`POST /api/v1/generate\`). \`GET /healthz\` sits at the root (its own \`servers\` entry). An interactive reference of this document is served at \`/docs\`.

**Authentication.** \`Authorization: Bearer <API key>\` on every \`/v1\` request. Keys look like \`dgk_\` + 43 base64url characters and belong to one account; only accounts on the Business or Enterprise plan have API access (others get 403 \`plan_not_eligible\`). Objects of other accounts behave as if they did not exist (404).

**Errors** are RFC 9457 problems (\`application/problem+json\`) with a stable \`code\`, a \`detail\` a person can act on, \`request_id\` (equal to the \`X-Request-Id\` header of every response) and, for invalid input, \`errors[]\` pointing at each field (\`pointer\` into the body, or the query \`parameter\`). When several things are wrong, the first of 401, 403, 429, 404/405 (unknown route), 413, 415, 400, 422, 404 (object), 409 answers. \`type\` links to a page explaining the code.

**Idempotency.** POST endpoints accept \`Idempotency-Key\` (1–255 printable ASCII characters), scoped to the account and kept 24 hours. The same key with a body equal as JSON replays the first response (same status and body, header \`Idempotent-Replayed: true\`, and the original \`X-Request-Id\`); with a different body or endpoint it is refused (422 \`idempotency_key_reused\`); while the first request runs, 409 \`idempotency_key_in_use\`. Responses the endpoint gave after validation (2xx and 4xx such as 404 or 409) are stored; a request that failed validation is not, and neither is a 5xx (the key is freed so the retry runs again, unless the request had already created its object). A created design or publication is recorded on its key in the same transaction, so a retry whose first request was cut off after creating it (a crash, a lost response) is answered at once from the object (201, or 202 while a design is pending; same \`Location\`; \`Idempotent-Replayed: true\`, a new \`X-Request-Id\`), never with a second object.

**Rate limits** per key in fixed one-minute windows: policy \`generate\` (POST /v1/generate and POST /v1/designs/{id}/edits, 60 a minute by default; each variation of POST /v1/designs/{id}/variations counts as one, charged once its body is valid) and \`read\` (every other request, 600 a minute). Every authenticated response carries \`RateLimit-Policy\` (e.g. \`"generate";q=60;w=60\`) and \`RateLimit\` (e.g. \`"generate";r=59;t=42\`, \`t\` = seconds to reset); over the limit: 429 \`rate_limited\` with \`Retry-After\`.

**Paging.** Lists are newest first: \`{"object":"list","data":[…],"has_more":bool}\`. Pass the last id as \`starting_after\` for the next page (or the first id as \`ending_before\` for the previous one); paging returns every object exactly once, also while new ones are created, with any filters (designs: \`style\`, \`status\`, \`published\`, \`garment\`, \`parent_id\`, and the full-text \`q\`). Unknown query parameters are refused (422 \`unknown_parameter\`).

**Designs** move \`pending\` → \`succeeded\` | \`failed\`. Until a design has succeeded, \`title\`, \`garment\`, \`pattern\` and \`image\` are null and \`colors\`, \`materials\`, \`details\` are empty; a failed one carries \`error: {code, detail}\`. \`details\` (construction details read from the prompt) is an addition to the contract. \`parent_id\` names the design a variation or an edit was made from (null for a design made by POST /v1/generate), and \`edit_instruction\` the instruction an edit was made with (null for any other design). Deleting a design withdraws its publication; the publication stays readable with status \`withdrawn\`.

**Events.** Every change is recorded as an event (\`design.succeeded\`, \`design.failed\`, \`design.deleted\`, \`publication.published\`, \`publication.withdrawn\`) in the same transaction as the change, carrying the design or publication as it was when that transaction committed; a pending design's outcome is recorded when it completes. Deleting a published design records \`publication.withdrawn\`, then \`design.deleted\`. \`GET /v1/events\` lists them in commit order, newest first (keep the newest id seen and pass it as \`ending_before\` to poll: none is skipped); \`created_after\` is strict. Events are kept 30 days.

**Images.** PNGs are rendered once per design (concurrent requests share the render) on a bounded pool and then stored; when the render queue is full the answer is 503 \`service_unavailable\` with \`Retry-After\` (SVG is always available at once). A response that rendered carries \`Server-Timing: render;dur=<ms>\`. A public marketplace image carries the listing's title and description as its SVG \`<title>\`/\`<desc>\`, never the design's prompt.

**Limits.** Bodies up to 16 KiB of UTF-8 JSON (another \`charset\` or any \`Content-Encoding\` → 415 \`unsupported_media_type\`; nesting deeper than 64 → 400 \`json_too_deep\`); prompts 1–4000 characters after trimming; prices in minor units up to 100 000 000, currencies ISO 4217. Prompts must contain visible text (not only white space or invisible characters such as U+200B); prompts and descriptions may hold tabs and line breaks but no other control characters; titles and tags are one line of visible text (422 \`validation_failed\`). Headers over 16 KiB → 431 \`headers_too_large\`; headers not received within the server's header timeout (5 s by default), or the whole request within its request timeout (10 s by default) → 408 \`request_timeout\`; an \`Expect\` other than \`100-continue\` → 417 \`expectation_failed\`; a malformed request (unknown method, broken percent-encoding, a control character in a header) → 400 \`invalid_request\`. Two \`Authorization\` headers → 401.

**Hosts and links.** Absolute URLs (\`Location\`, \`type\`, \`image.url\`, \`url\`) are built from the server's public URL when it has one (\`--public-url\`), else from the request's scheme and \`Host\`. A \`Host\` that is not a host name or address with an optional port → 400 \`invalid_host\`; a server run with \`--allowed-hosts\` answers other hosts with 421 \`misdirected_request\`. Production deployments should set \`--public-url\` or \`--allowed-hosts\`.

**Webhooks.** Register up to 16 endpoints per account (\`POST /v1/webhook_endpoints\`, 409 \`too_many_endpoints\` beyond); the create response alone carries the endpoint's signing \`secret\` (\`whsec_…\`). Each event of a subscribed type is POSTed to the endpoint as JSON with \`Design-Event-Id\` and \`Design-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>\` (the secret as returned, prefix included); a 2xx within 10 s delivers it, anything else is retried with exponential back-off (about 1 s, doubling, 8 tries in all). At least once: deduplicate by event id. Deleting an endpoint cancels its pending deliveries. The top-level \`webhooks\` section describes each delivery. Endpoint URLs (and delivery addresses) that are loopback, private, link-local, CGNAT or cloud metadata are refused (422 \`invalid_webhook_url\`) unless the server runs with \`--webhook-allow-private\`.

**Public pages** (\`/marketplace\`, listings, their images, \`/errors/{code}\`) need no key and are rate-limited per client address (policy \`public\`, 300 a minute by default), with the same headers and 429.

**Browser protections.** Every response carries \`X-Content-Type-Options: nosniff\`, \`X-Frame-Options: DENY\` and a \`Content-Security-Policy\` (\`default-src 'none'\` for data; SVG images are sandboxed; HTML pages allow only inline styles and same-origin images).`,
};

export const OPENAPI_TAGS = [
	{ name: 'designs', description: 'Generate and manage designs.' },
	{
		name: 'collections',
		description:
			'Many designs made as one job: a capsule planned from a brief, or a list of prompts.',
	},
	{ name: 'marketplace', description: 'Publish designs to the marketplace.' },
	{ name: 'styles', description: 'The style catalog.' },
	{ name: 'account', description: "The caller's account: plan, limits and usage." },
	{
		name: 'events',
		description:
			'What changed: one event per change, recorded in the same transaction, kept 30 days. Poll the list, or receive them as webhooks.',
	},
	{
		name: 'webhooks',
		description:
			'Webhook endpoints: where the server POSTs events, signed with the endpoint secret. The deliveries themselves are described in the `webhooks` section.',
	},
	{ name: 'service', description: 'Unauthenticated service endpoints.' },
];
