/**
 * The public pages as one plugin: the marketplace (no key), its listings' images, the favicon and
 * the `/errors/<code>` pages problems link to. Left out of the OpenAPI document, rate-limited per
 * client address. The marketplace pages like the API's lists: the next page's link carries the
 * id of the last listing shown, never a position.
 */
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { baseUrl, type AppContext } from '../context';
import { ERROR_CATALOG, type ErrorCode } from '../errors';
import { sendImage } from '../http/images';
import { escapeHtml, FAVICON_SVG, page, type PageMeta } from './layout';
import { listingView, marketplaceView, noticeView } from './views';

const PAGE_SIZE = 48;

const ListingsQuery = Type.Object({
	/** The id of the last listing of the page before. */
	after: Type.Optional(Type.String()),
});
const IdParams = Type.Object({ id: Type.String() });
const ImageQuery = Type.Object({ format: Type.Optional(Type.String()) });
const CodeParams = Type.Object({ code: Type.String() });

const PUBLIC = { config: { rateLimit: 'public' as const } };

function html(reply: FastifyReply, status: number, title: string, body: string, meta?: PageMeta) {
	return reply
		.code(status)
		.type('text/html; charset=utf-8')
		.send(page(title, body, meta));
}

export const pages: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
	app.get<{ Querystring: Static<typeof ListingsQuery> }>(
		'/marketplace',
		{ ...PUBLIC, schema: { hide: true, querystring: ListingsQuery } },
		async (request, reply) => {
			const listings = await ctx.marketplace.listPublicListings(PAGE_SIZE, request.query.after);
			if (!listings)
				return html(
					reply,
					400,
					'Page not found',
					noticeView(
						'Page not found',
						'This link to a page of the marketplace names no listing; start again from the first page.',
					),
				);
			const body = marketplaceView(
				listings.items,
				listings.hasMore ? listings.items.at(-1)!.id : undefined,
			);
			return html(reply, 200, 'Design Marketplace', body, {
				description: 'Original fashion designs generated with the Design Generator.',
			});
		},
	);

	app.get<{ Params: Static<typeof IdParams> }>(
		'/marketplace/:id',
		{ ...PUBLIC, schema: { hide: true, params: IdParams } },
		async (request, reply) => {
			const listing = await ctx.marketplace.getListing(request.params.id);
			if (!listing)
				return html(
					reply,
					404,
					'Listing not found',
					noticeView('Listing not found', escapeHtml(ERROR_CATALOG.listing_not_found.help)),
				);
			const p = listing.publication;
			if (p.status === 'withdrawn')
				return html(
					reply,
					410,
					'Listing withdrawn',
					noticeView('Listing withdrawn', escapeHtml(ERROR_CATALOG.listing_withdrawn.help)),
				);
			return html(reply, 200, p.title, listingView(p), {
				description: p.description || `${p.title} on the Design Marketplace.`,
				image: `${baseUrl(request, ctx)}/marketplace/${p.id}/image?format=png`,
			});
		},
	);

	app.get<{ Params: Static<typeof IdParams>; Querystring: Static<typeof ImageQuery> }>(
		'/marketplace/:id/image',
		{ ...PUBLIC, schema: { hide: true, params: IdParams, querystring: ImageQuery } },
		async (request, reply) => {
			const listing = await ctx.marketplace.getListing(request.params.id);
			if (!listing)
				return reply.code(404).type('text/plain; charset=utf-8').send('Listing not found');
			if (listing.publication.status !== 'published')
				return reply.code(410).type('text/plain; charset=utf-8').send('Listing withdrawn');
			const format = request.query.format === 'png' ? 'png' : 'svg';
			const image = await ctx.marketplace.listingImage(listing, format);
			return sendImage(request, reply, format, image, 'public, max-age=300');
		},
	);

	app.get('/favicon.svg', { ...PUBLIC, schema: { hide: true } }, async (_request, reply) =>
		reply.type('image/svg+xml').header('Cache-Control', 'public, max-age=86400').send(FAVICON_SVG),
	);
	// Browsers ask for /favicon.ico on pages that name no icon (the API reference at /docs, an
	// image opened on its own): the same mark, so a browser's console shows no 404.
	app.get('/favicon.ico', { ...PUBLIC, schema: { hide: true } }, async (_request, reply) =>
		reply.header('Cache-Control', 'public, max-age=86400').redirect('/favicon.svg', 301),
	);

	app.get<{ Params: Static<typeof CodeParams> }>(
		'/errors/:code',
		{ ...PUBLIC, schema: { hide: true, params: CodeParams } },
		async (request, reply) => {
			const code = request.params.code;
			const info = Object.hasOwn(ERROR_CATALOG, code)
				? ERROR_CATALOG[code as ErrorCode]
				: undefined;
			if (!info)
				return html(
					reply,
					404,
					'Unknown error code',
					noticeView(
						'Unknown error code',
						`No error has the code <code>${escapeHtml(code)}</code>.`,
					),
				);
			const help = escapeHtml(info.help).replace(/`([^`]+)`/g, '<code>$1</code>');
			return html(
				reply,
				200,
				info.title,
				`<article class="doc"><h1>${escapeHtml(info.title)}</h1><p>HTTP ${info.status} · code <code>${escapeHtml(code)}</code></p><p>${help}</p>
<p class="lead">All errors: <a href="${escapeHtml(baseUrl(request, ctx))}/openapi.json">OpenAPI document</a>.</p></article>`,
			);
		},
	);
};
