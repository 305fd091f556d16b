import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { baseUrl, type AppContext } from '../context';
import { DEFAULT_PAGE_SIZE, listBody, resolveCursor } from '../http/paging';
import { presentPublication } from '../presenters';
import { IdParams, problemResponses } from '../schemas/common';
import {
	ListPublicationsQuery,
	Publication,
	PublicationList,
	PublishBody,
} from '../schemas/publications';
import type { PublicationRecord } from '../store/types';

export const marketplaceRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (
	app,
	{ ctx },
) => {
	/** 201 with the publication and its Location. */
	const sendPublished = (
		request: FastifyRequest,
		reply: FastifyReply,
		publication: PublicationRecord,
	) => {
		const base = baseUrl(request, ctx);
		return reply
			.code(201)
			.header('Location', `${base}/v1/marketplace/publications/${publication.id}`)
			.send(presentPublication(publication, base));
	};

	app.post(
		'/marketplace/publish',
		{
			config: {
				// A retried key whose publication was created: the publication as it is now.
				idempotentReplay: async (request, reply, resource) =>
					sendPublished(
						request,
						reply,
						await ctx.marketplace.get(request.auth!.accountId, resource.id),
					),
			},
			schema: {
				operationId: 'publishDesign',
				tags: ['marketplace'],
				summary: 'Publish a design to the marketplace',
				description:
					'The design must have succeeded and must not have a live publication. Send an `Idempotency-Key` to retry safely.',
				body: PublishBody,
				response: { 201: Type.Ref(Publication), ...problemResponses(400, 404, 409, 413, 415, 422) },
			},
		},
		async (request, reply) => {
			const publication = await ctx.marketplace.publish(
				request.auth!.accountId,
				request.body,
				request.idempotencyClaim ?? undefined,
			);
			return sendPublished(request, reply, publication);
		},
	);

	app.get(
		'/marketplace/publications',
		{
			preValidation: resolveCursor('publication', ctx.marketplace),
			schema: {
				operationId: 'listPublications',
				tags: ['marketplace'],
				summary: "List the caller's publications, newest first",
				querystring: ListPublicationsQuery,
				response: { 200: PublicationList, ...problemResponses(400, 422) },
			},
		},
		async (request) => {
			const { limit, status, design_id } = request.query;
			const page = await ctx.marketplace.list({
				accountId: request.auth!.accountId,
				limit: limit ?? DEFAULT_PAGE_SIZE,
				...request.cursor,
				filters: { status, designId: design_id },
			});
			const base = baseUrl(request, ctx);
			return listBody(page, (p) => presentPublication(p, base));
		},
	);

	app.get(
		'/marketplace/publications/:id',
		{
			schema: {
				operationId: 'getPublication',
				tags: ['marketplace'],
				summary: 'Get one publication',
				params: IdParams,
				response: { 200: Type.Ref(Publication), ...problemResponses(404) },
			},
		},
		async (request) => {
			const publication = await ctx.marketplace.get(request.auth!.accountId, request.params.id);
			return presentPublication(publication, baseUrl(request, ctx));
		},
	);

	app.delete(
		'/marketplace/publications/:id',
		{
			schema: {
				operationId: 'unpublish',
				tags: ['marketplace'],
				summary: 'Unpublish (withdraw) a publication',
				description:
					"Answers the publication with `status: withdrawn`; a second call answers the same. The design's `publication` becomes null and it can be published again (with a new id).",
				params: IdParams,
				response: { 200: Type.Ref(Publication), ...problemResponses(404) },
			},
		},
		async (request) => {
			const publication = await ctx.marketplace.withdraw(
				request.auth!.accountId,
				request.params.id,
			);
			return presentPublication(publication, baseUrl(request, ctx));
		},
	);
};
