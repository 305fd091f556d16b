import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { baseUrl, type AppContext } from '../context';
import { imageResponse, sendImage } from '../http/images';
import { normaliseStyle } from '../http/normalise';
import { DEFAULT_PAGE_SIZE, listBody, resolveCursor } from '../http/paging';
import { presentDesign } from '../presenters';
import { IdParams, problemResponses } from '../schemas/common';
import {
	DeletedDesign,
	Design,
	DesignList,
	ImageQuery,
	ListDesignsQuery,
} from '../schemas/designs';

export const designRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (
	app,
	{ ctx },
) => {
	app.get(
		'/designs',
		{
			preValidation: [
				async (request) => normaliseStyle(request.query),
				// In a collection's list the cursors are positions in the collection: a design of
				// another collection (or of none) is no cursor there.
				(request) => {
					const { collection_id: collectionId } = request.query as Record<string, unknown>;
					return resolveCursor(
						'design',
						typeof collectionId === 'string'
							? {
									cursorPosition: (accountId, id) =>
										ctx.collections.designPosition(accountId, collectionId, id),
								}
							: ctx.designs,
					)(request);
				},
			],
			schema: {
				operationId: 'listDesigns',
				tags: ['designs'],
				summary: "List the caller's designs, newest first",
				description:
					"Cursor paging: pass the last id of a page as `starting_after` to get the next one; every design is returned exactly once, also while designs are being created. Filters (`style`, `status`, `published`, `q`, `garment`, `parent_id`, `collection_id`) combine: a design is listed when it passes all of them; paging works the same with any of them. With `collection_id` the order is the collection's (first item first), not newest first.",
				querystring: ListDesignsQuery,
				response: { 200: DesignList, ...problemResponses(400, 422) },
			},
		},
		async (request) => {
			const { limit, style, status, published, q, garment, parent_id, collection_id } =
				request.query;
			const page = await ctx.designs.list({
				accountId: request.auth!.accountId,
				limit: limit ?? DEFAULT_PAGE_SIZE,
				...request.cursor,
				filters: {
					style,
					status,
					published,
					q,
					garment,
					parentId: parent_id,
					collectionId: collection_id,
				},
			});
			const base = baseUrl(request, ctx);
			return listBody(page, (d) => presentDesign(d, base));
		},
	);

	app.get(
		'/designs/:id',
		{
			schema: {
				operationId: 'getDesign',
				tags: ['designs'],
				summary: 'Get one design',
				params: IdParams,
				response: { 200: Type.Ref(Design), ...problemResponses(404) },
			},
		},
		async (request) => {
			const design = await ctx.designs.get(request.auth!.accountId, request.params.id);
			return presentDesign(design, baseUrl(request, ctx));
		},
	);

	app.get(
		'/designs/:id/image',
		{
			schema: {
				operationId: 'getDesignImage',
				tags: ['designs'],
				summary: "Download a design's image (SVG or PNG), from the front or the back",
				params: IdParams,
				querystring: ImageQuery,
				response: {
					200: imageResponse(
						'The image (800×1000): SVG by default, PNG with `format=png`; the front by default, the back with `view=back`.',
					),
					304: Type.Null({ description: 'Not modified (If-None-Match matched the ETag).' }),
					...problemResponses(404, 409, 422),
				},
			},
		},
		async (request, reply) => {
			const { format = 'svg', view = 'front' } = request.query;
			const image = await ctx.designs.image(
				request.auth!.accountId,
				request.params.id,
				format,
				view,
			);
			return sendImage(request, reply, format, image, 'private, max-age=300');
		},
	);

	app.delete(
		'/designs/:id',
		{
			schema: {
				operationId: 'deleteDesign',
				tags: ['designs'],
				summary: 'Delete a design',
				description:
					'A published design has its publication withdrawn (status `withdrawn`); the publication stays readable.',
				params: IdParams,
				response: { 200: DeletedDesign, ...problemResponses(404) },
			},
		},
		async (request) => {
			await ctx.designs.delete(request.auth!.accountId, request.params.id);
			return { id: request.params.id, object: 'design' as const, deleted: true as const };
		},
	);
};
