import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { baseUrl, type AppContext } from '../context';
import { ApiError, type FieldError } from '../errors';
import { normaliseStyle, trimPrompt } from '../http/normalise';
import { DEFAULT_PAGE_SIZE, listBody, resolveCursor } from '../http/paging';
import { presentCollection } from '../presenters';
import {
	Collection,
	CollectionList,
	CreateCollectionBody,
	DEFAULT_COLLECTION_COUNT,
	ListCollectionsQuery,
	MAX_COLLECTION_ITEMS,
} from '../schemas/collections';
import { IdParams, problemResponses } from '../schemas/common';
import type { CollectionRecord } from '../store/types';

const COLLECTION_RULES = `A collection is many designs made as one job: a capsule planned from a \`brief\`, or a list of \`items\`. The collection and every item are stored before the 202 answers; the designs are then made in the background, each recording its own \`design.succeeded\` (or \`design.failed\`) event, and each carrying \`collection_id\` (and the item's \`custom_id\`). Poll \`GET /v1/collections/{id}\` until \`status\` is \`succeeded\`, \`partially_failed\`, \`failed\` or \`canceled\`, or subscribe to the \`collection.*\` events (recorded once, when it ends, with the collection as \`data.object\`). List its designs in order with \`GET /v1/designs?collection_id=…\`.

Durable: a server stopped or killed mid-way finishes the rest after its restart, with exactly \`total\` designs, none twice; with several instances on one PostgreSQL database each item is made once, and a collection whose instance dies is finished by another within 30 s. With \`--generation-latency-ms N\` every design of the collection becomes \`succeeded\` N ms after it is started.

Rate limits: the collection counts \`request_counts.total\` generations against the key's \`generate\` budget, checked after the body is valid: 429 when the whole collection does not fit in the window (nothing is made, nothing charged). Quota: 403 \`design_quota_exceeded\` when the account cannot hold all of its designs (nothing is made); an account that fills up while the collection runs fails the items it cannot hold with \`design_quota_exceeded\` (in \`errors\`), never passing the quota. With an \`Idempotency-Key\`, a retry replays the response; one after a lost response answers with the collection as it is now.`;

/**
 * What the schema cannot say: `brief` or `items`, exactly one; `count` only with `brief`; each
 * `custom_id` once. 422 `validation_failed` with a pointer per problem, before the schema's own
 * checks (so before the rate limit's charge).
 */
function checkShape(body: unknown): void {
	if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
	const b = body as Record<string, unknown>;
	const errors: FieldError[] = [];
	if (b.brief !== undefined && b.items !== undefined)
		errors.push({ pointer: '/items', detail: 'send either brief or items, not both' });
	else if (b.brief === undefined && b.items === undefined)
		errors.push({
			pointer: '',
			detail: `one of brief (a line in words the server plans) or items (1–${MAX_COLLECTION_ITEMS} prompts) is required`,
		});
	if (b.count !== undefined && b.brief === undefined)
		errors.push({
			pointer: '/count',
			detail: 'count goes with brief only; with items the collection has one design per item',
		});
	if (Array.isArray(b.items)) {
		const seen = new Map<string, number>();
		b.items.forEach((item, i) => {
			const id = (item as Record<string, unknown> | null)?.custom_id;
			if (typeof id !== 'string') return;
			if (seen.has(id))
				errors.push({
					pointer: `/items/${i}/custom_id`,
					detail: `custom_id '${id}' is already used by item ${seen.get(id)}; each item's must be its own`,
				});
			else seen.set(id, i);
		});
	}
	if (errors.length > 0)
		throw new ApiError(
			'validation_failed',
			errors.map((e) => `${e.pointer || 'The body'}: ${e.detail}`).join('; ') + '.',
			errors,
		);
}

/** Trims what is stored trimmed and normalises styles, so the schema checks what is stored. */
function normalise(body: unknown): void {
	if (typeof body !== 'object' || body === null) return;
	const b = body as Record<string, unknown>;
	for (const field of ['name', 'brief'])
		if (typeof b[field] === 'string') b[field] = (b[field] as string).trim();
	normaliseStyle(b);
	if (Array.isArray(b.items))
		for (const item of b.items) {
			trimPrompt(item);
			normaliseStyle(item);
		}
}

/** POST/GET /v1/collections, GET /v1/collections/:id, POST /v1/collections/:id/cancel. */
export const collectionRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (
	app,
	{ ctx },
) => {
	const sendAccepted = (request: FastifyRequest, reply: FastifyReply, c: CollectionRecord) => {
		const base = baseUrl(request, ctx);
		return reply
			.code(202)
			.header('Location', `${base}/v1/collections/${c.id}`)
			.send(presentCollection(c));
	};

	app.post(
		'/collections',
		{
			config: {
				rateLimit: 'generate',
				// Every design of the collection is one generation, charged once the body is valid.
				rateLimitCost: (request) => {
					const body = request.body as CreateCollectionBody | undefined;
					return body?.items?.length ?? body?.count ?? DEFAULT_COLLECTION_COUNT;
				},
				// A retried key whose collection was stored: the collection as it is now.
				idempotentReplay: async (request, reply, resource) =>
					sendAccepted(
						request,
						reply,
						await ctx.collections.get(request.auth!.accountId, resource.id),
					),
			},
			preValidation: async (request) => {
				normalise(request.body);
				checkShape(request.body);
			},
			schema: {
				operationId: 'createCollection',
				tags: ['collections'],
				summary: 'Make a collection: many designs as one job',
				description: COLLECTION_RULES,
				body: CreateCollectionBody,
				response: {
					202: Type.Ref(Collection, {
						description: 'The collection, stored with every item and `queued`.',
					}),
					...problemResponses(400, 403, 409, 413, 415, 422),
				},
			},
		},
		async (request, reply) => {
			const collection = await ctx.collections.create(
				request.auth!.accountId,
				request.body,
				request.idempotencyClaim ?? undefined,
			);
			return sendAccepted(request, reply, collection);
		},
	);

	app.get(
		'/collections',
		{
			preValidation: resolveCursor('collection', ctx.collections),
			schema: {
				operationId: 'listCollections',
				tags: ['collections'],
				summary: "List the caller's collections, newest first",
				description: 'Cursor paging as for designs.',
				querystring: ListCollectionsQuery,
				response: { 200: CollectionList, ...problemResponses(400, 422) },
			},
		},
		async (request) => {
			const page = await ctx.collections.list({
				accountId: request.auth!.accountId,
				limit: request.query.limit ?? DEFAULT_PAGE_SIZE,
				...request.cursor,
				filters: {},
			});
			return listBody(page, presentCollection);
		},
	);

	app.get(
		'/collections/:id',
		{
			schema: {
				operationId: 'getCollection',
				tags: ['collections'],
				summary: 'Get one collection: its status, counts and errors',
				params: IdParams,
				response: { 200: Type.Ref(Collection), ...problemResponses(404) },
			},
		},
		async (request) =>
			presentCollection(await ctx.collections.get(request.auth!.accountId, request.params.id)),
	);

	app.post(
		'/collections/:id/cancel',
		{
			schema: {
				operationId: 'cancelCollection',
				tags: ['collections'],
				summary: 'Cancel a collection: its designs not yet made are not made',
				description:
					'Idempotent. The items whose designs are not made yet become `canceled` (counted in `request_counts.canceled`); designs already made stay, and those still `pending` finish. The collection is `canceled` at once when none of its designs is pending, else as soon as the last one ends (then `completed_at` is set and `collection.canceled` recorded). Canceling a canceled collection, or one that has already ended (`succeeded`, `partially_failed`, `failed`), or one whose every design is already made, changes nothing and answers 200 with the collection as it is: its `status` says how it ended. No body is needed.',
				params: IdParams,
				response: {
					200: Type.Ref(Collection, { description: 'The collection after the cancel.' }),
					...problemResponses(400, 404, 409, 413, 415),
				},
			},
		},
		async (request) =>
			presentCollection(await ctx.collections.cancel(request.auth!.accountId, request.params.id)),
	);
};
