import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { baseUrl, type AppContext } from '../context';
import { ApiError } from '../errors';
import { newId } from '../ids';
import { StoreConflictError } from '../store/errors';
import { presentPublication } from '../presenters';
import {
	IdParams,
	ListPublicationsQuery,
	problemResponses,
	Publication,
	PublicationList,
	PublishBody,
} from '../schemas';
import { DEFAULT_PAGE_SIZE, listBody, resolveCursor } from './paging';

export const marketplaceRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (
	app,
	{ ctx },
) => {
	app.post(
		'/marketplace/publish',
		{
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
			const { accountId } = request.auth!;
			const body = request.body;
			const currency = (body.price.currency ?? 'USD').toUpperCase();
			const design = await ctx.designs.get(accountId, body.design_id);
			if (!design)
				throw new ApiError(
					'design_not_found',
					`No design with id '${body.design_id}' exists in this account.`,
				);
			if (design.status !== 'succeeded' || !design.content) {
				throw new ApiError(
					'design_not_ready',
					`Design '${design.id}' is ${design.status}; only a succeeded design can be published.`,
				);
			}
			if (design.publication) {
				throw new ApiError(
					'already_published',
					`Design '${design.id}' is already published as '${design.publication.id}'; unpublish it first to publish it again.`,
				);
			}
			let publication;
			try {
				publication = await ctx.store.insertPublication({
					id: newId('pub'),
					accountId,
					designId: design.id,
					title: body.title ?? design.content.title,
					description: body.description ?? '',
					price: { amount: body.price.amount, currency },
					tags: body.tags ?? [],
					visibility: body.visibility ?? 'public',
					status: 'published',
					publishedAt: Date.now(),
					withdrawnAt: null,
				});
			} catch (error) {
				// Two publishes of one design at once: the unique index lets only the first through.
				if (error instanceof StoreConflictError) {
					throw new ApiError(
						'already_published',
						`Design '${design.id}' is already published; unpublish it first to publish it again.`,
					);
				}
				throw error;
			}
			const base = baseUrl(request, ctx);
			return reply
				.code(201)
				.header('Location', `${base}/v1/marketplace/publications/${publication.id}`)
				.send(presentPublication(publication, base));
		},
	);

	app.get(
		'/marketplace/publications',
		{
			preValidation: resolveCursor('publication', ctx),
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
			const page = await ctx.store.listPublications({
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
			const publication = await ctx.store.getPublication(
				request.auth!.accountId,
				request.params.id,
			);
			if (!publication) throw publicationNotFound(request.params.id);
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
			const publication = await ctx.store.withdrawPublication(
				request.auth!.accountId,
				request.params.id,
				Date.now(),
			);
			if (!publication) throw publicationNotFound(request.params.id);
			return presentPublication(publication, baseUrl(request, ctx));
		},
	);
};

function publicationNotFound(id: string): ApiError {
	return new ApiError(
		'publication_not_found',
		`No publication with id '${id}' exists in this account.`,
	);
}
