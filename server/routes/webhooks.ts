import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { baseUrl, type AppContext } from '../context';
import { DEFAULT_PAGE_SIZE, listBody, resolveCursor } from '../http/paging';
import { presentWebhookEndpoint } from '../presenters';
import { IdParams, problemResponses } from '../schemas/common';
import {
	CreatedWebhookEndpoint,
	CreateWebhookEndpointBody,
	DeletedWebhookEndpoint,
	ListWebhookEndpointsQuery,
	WebhookEndpoint,
	WebhookEndpointList,
} from '../schemas/webhooks';
import type { WebhookEndpointRecord } from '../store/types';

/** Webhook endpoints (docs/contract.md "Webhook endpoints"). Every request counts as `read`. */
export const webhookRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (
	app,
	{ ctx },
) => {
	/** 201 with the endpoint, its secret (this once) and its Location. */
	const sendCreated = (
		request: FastifyRequest,
		reply: FastifyReply,
		endpoint: WebhookEndpointRecord,
	) =>
		reply
			.code(201)
			.header('Location', `${baseUrl(request, ctx)}/v1/webhook_endpoints/${endpoint.id}`)
			.send(presentWebhookEndpoint(endpoint, true));

	app.post(
		'/webhook_endpoints',
		{
			config: {
				// A retried key whose endpoint was created: the same answer, secret included.
				idempotentReplay: async (request, reply, resource) =>
					sendCreated(request, reply, await ctx.webhooks.get(request.auth!.accountId, resource.id)),
			},
			schema: {
				operationId: 'createWebhookEndpoint',
				tags: ['webhooks'],
				summary: 'Register a webhook endpoint',
				description:
					"The response carries the endpoint's signing `secret`, shown only this once. An account has at most 16 endpoints (409 `too_many_endpoints`). Events recorded from now on are delivered to it (see the `webhooks` section for what a delivery looks like). URLs inside delivered events are built on the base URL this request was sent to (or the server's `--public-url`). Send an `Idempotency-Key` to retry safely.",
				body: CreateWebhookEndpointBody(!ctx.options.webhookAllowPrivate),
				response: {
					201: CreatedWebhookEndpoint,
					...problemResponses(400, 409, 413, 415, 422),
				},
			},
		},
		async (request, reply) => {
			const endpoint = await ctx.webhooks.create(
				request.auth!.accountId,
				request.body,
				baseUrl(request, ctx),
				request.idempotencyClaim ?? undefined,
			);
			return sendCreated(request, reply, endpoint);
		},
	);

	app.get(
		'/webhook_endpoints',
		{
			preValidation: resolveCursor('webhook_endpoint', ctx.webhooks),
			schema: {
				operationId: 'listWebhookEndpoints',
				tags: ['webhooks'],
				summary: "List the caller's webhook endpoints, newest first",
				querystring: ListWebhookEndpointsQuery,
				response: { 200: WebhookEndpointList, ...problemResponses(400, 422) },
			},
		},
		async (request) => {
			const page = await ctx.webhooks.list({
				accountId: request.auth!.accountId,
				limit: request.query.limit ?? DEFAULT_PAGE_SIZE,
				...request.cursor,
				filters: {},
			});
			return listBody(page, (endpoint) => presentWebhookEndpoint(endpoint));
		},
	);

	app.get(
		'/webhook_endpoints/:id',
		{
			schema: {
				operationId: 'getWebhookEndpoint',
				tags: ['webhooks'],
				summary: 'Get one webhook endpoint (without its secret)',
				params: IdParams,
				response: { 200: Type.Ref(WebhookEndpoint), ...problemResponses(404) },
			},
		},
		async (request) =>
			presentWebhookEndpoint(await ctx.webhooks.get(request.auth!.accountId, request.params.id)),
	);

	app.delete(
		'/webhook_endpoints/:id',
		{
			schema: {
				operationId: 'deleteWebhookEndpoint',
				tags: ['webhooks'],
				summary: 'Delete a webhook endpoint',
				description:
					'Its pending deliveries are cancelled: none starts after this response (a request already under way may still arrive). Then GET → 404, the list omits it, and a second DELETE → 404.',
				params: IdParams,
				response: { 200: DeletedWebhookEndpoint, ...problemResponses(404) },
			},
		},
		async (request) => {
			await ctx.webhooks.delete(request.auth!.accountId, request.params.id);
			return {
				id: request.params.id,
				object: 'webhook_endpoint' as const,
				deleted: true as const,
			};
		},
	);
};
