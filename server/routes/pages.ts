import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { baseUrl, type AppContext } from '../context';
import { ERROR_CATALOG, type ErrorCode } from '../errors';
import { sendImage } from '../http/images';
import { escapeHtml, FAVICON_SVG, page, type PageMeta } from '../pages/layout';
import { listingView, marketplaceView, noticeView } from '../pages/views';

const PAGE_SIZE = 48;

/** Anonymous pages and images: left out of the OpenAPI document, rate-limited per address. */
const PUBLIC_ROUTE = { schema: { hide: true }, config: { rateLimit: 'public' as const } };

/** Public pages: the marketplace (no auth) and the `/errors/<code>` pages problems link to. */
export function registerPages(app: FastifyInstance, ctx: AppContext): void {
	const html = (
		reply: FastifyReply,
		status: number,
		title: string,
		body: string,
		meta?: PageMeta,
	) =>
		reply
			.code(status)
			.type('text/html; charset=utf-8')
			.send(page(title, body, meta));

	app.get(
		'/marketplace',
		PUBLIC_ROUTE,
		async (request: FastifyRequest<{ Querystring: { after?: string } }>, reply) => {
			const after = Number.parseInt(request.query.after ?? '', 10);
			const listings = await ctx.marketplace.listPublicListings(
				PAGE_SIZE,
				Number.isFinite(after) ? after : undefined,
			);
			const body = marketplaceView(
				listings.items,
				listings.hasMore ? listings.items.at(-1)!.position : undefined,
			);
			return html(reply, 200, 'Design Marketplace', body, {
				description: 'Original fashion designs generated with the Design Generator.',
			});
		},
	);

	app.get(
		'/marketplace/:id',
		PUBLIC_ROUTE,
		async (request: FastifyRequest<{ Params: { id: string } }>, reply) => {
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

	app.get('/favicon.svg', PUBLIC_ROUTE, async (_request, reply) =>
		reply.type('image/svg+xml').header('Cache-Control', 'public, max-age=86400').send(FAVICON_SVG),
	);
	// Browsers ask for /favicon.ico on pages that name no icon (the API reference at /docs, an
	// image opened on its own): the same mark, so a browser's console shows no 404.
	app.get('/favicon.ico', PUBLIC_ROUTE, async (_request, reply) =>
		reply.header('Cache-Control', 'public, max-age=86400').redirect('/favicon.svg', 301),
	);

	app.get(
		'/marketplace/:id/image',
		PUBLIC_ROUTE,
		async (
			request: FastifyRequest<{ Params: { id: string }; Querystring: { format?: string } }>,
			reply,
		) => {
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

	app.get(
		'/errors/:code',
		PUBLIC_ROUTE,
		async (request: FastifyRequest<{ Params: { code: string } }>, reply) => {
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
}
