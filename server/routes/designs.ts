import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { baseUrl, type AppContext } from '../context';
import { ApiError } from '../errors';
import { presentDesign } from '../presenters';
import {
	DeletedDesign,
	Design,
	DesignList,
	IdParams,
	ImageQuery,
	ListDesignsQuery,
	problemResponses,
} from '../schemas';
import { DEFAULT_PAGE_SIZE, listBody, resolveCursor } from './paging';

const notFound = (id: string) =>
	new ApiError('design_not_found', `No design with id '${id}' exists in this account.`);

export const designRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (
	app,
	{ ctx },
) => {
	app.get(
		'/designs',
		{
			preValidation: resolveCursor('design', ctx),
			schema: {
				operationId: 'listDesigns',
				tags: ['designs'],
				summary: "List the caller's designs, newest first",
				description:
					'Cursor paging: pass the last id of a page as `starting_after` to get the next one; every design is returned exactly once, also while designs are being created.',
				querystring: ListDesignsQuery,
				response: { 200: DesignList, ...problemResponses(400, 422) },
			},
		},
		async (request) => {
			await ctx.designs.completeDue();
			const { limit, style, status, published } = request.query;
			const page = await ctx.store.listDesigns({
				accountId: request.auth!.accountId,
				limit: limit ?? DEFAULT_PAGE_SIZE,
				...request.cursor,
				filters: { style, status, published },
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
			if (!design) throw notFound(request.params.id);
			return presentDesign(design, baseUrl(request, ctx));
		},
	);

	app.get(
		'/designs/:id/image',
		{
			schema: {
				operationId: 'getDesignImage',
				tags: ['designs'],
				summary: "Download a design's image (SVG or PNG)",
				params: IdParams,
				querystring: ImageQuery,
				response: {
					200: Type.String({
						description: 'The image bytes: `image/svg+xml` or `image/png` (800×1000).',
						contentMediaType: 'image/*',
					}),
					304: Type.Null({ description: 'Not modified (If-None-Match matched the ETag).' }),
					...problemResponses(404, 409, 422),
				},
			},
		},
		async (request, reply) => {
			const { accountId } = request.auth!;
			const design = await ctx.designs.get(accountId, request.params.id);
			if (!design) throw notFound(request.params.id);
			const image =
				design.status === 'succeeded'
					? await ctx.store.getDesignImage(accountId, design.id)
					: undefined;
			if (!image) {
				throw new ApiError(
					'design_not_ready',
					`Design '${design.id}' is ${design.status}: it has no image${design.status === 'pending' ? ' yet; poll the design until it has succeeded' : ''}.`,
				);
			}
			return sendImage(
				request.query.format ?? 'svg',
				design.id,
				image,
				ctx,
				request.headers['if-none-match'],
				reply,
			);
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
			if (!(await ctx.store.deleteDesign(request.auth!.accountId, request.params.id, Date.now())))
				throw notFound(request.params.id);
			return { id: request.params.id, object: 'design' as const, deleted: true as const };
		},
	);
};

/** Sends SVG or PNG bytes with an ETag (and 304 on a matching If-None-Match). */
export async function sendImage(
	format: 'svg' | 'png',
	designId: string,
	image: { svg: string; png: Buffer | null },
	ctx: AppContext,
	ifNoneMatch: string | undefined,
	reply: import('fastify').FastifyReply,
	cacheControl = 'private, max-age=300',
) {
	const bytes =
		format === 'png'
			? await ctx.designs.png(designId, image.svg, image.png)
			: Buffer.from(image.svg);
	const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
	reply.header('ETag', etag).header('Cache-Control', cacheControl);
	if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === etag))
		return reply.code(304).send();
	return reply.type(format === 'png' ? 'image/png' : 'image/svg+xml').send(bytes);
}
