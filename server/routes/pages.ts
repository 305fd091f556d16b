import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { baseUrl, type AppContext } from '../context';
import { ERROR_CATALOG, type ErrorCode } from '../errors';
import { sendImage } from '../http/images';
import type { PublicationRecord } from '../store/types';

/** HTML-escapes user-supplied text (titles, descriptions, tags) before it goes into a page. */
export function escapeHtml(text: string): string {
	return text.replace(
		/[&<>"']/g,
		(c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
	);
}

const PAGE_SIZE = 48;

function formatPrice({ amount, currency }: PublicationRecord['price']): string {
	try {
		const digits =
			new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
				.maximumFractionDigits ?? 2;
		return new Intl.NumberFormat('en', { style: 'currency', currency }).format(
			amount / 10 ** digits,
		);
	} catch {
		return `${amount} ${currency}`;
	}
}

function page(title: string, body: string): string {
	return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
 body{font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;margin:0;background:#faf8f5;color:#222}
 header{padding:20px 32px;border-bottom:1px solid #e6e1da;background:#fff} header a{color:inherit;text-decoration:none;font-weight:600}
 main{max-width:1100px;margin:0 auto;padding:24px 32px}
 .grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:20px}
 .card{background:#fff;border:1px solid #e6e1da;border-radius:10px;overflow:hidden;text-decoration:none;color:inherit}
 .card img{width:100%;aspect-ratio:4/5;object-fit:contain;background:#fff} .card div{padding:10px 12px}
 .price{font-weight:600} .tags span{display:inline-block;background:#efe9e1;border-radius:999px;padding:2px 10px;margin:2px;font-size:13px}
 .listing{display:grid;grid-template-columns:minmax(260px,420px) 1fr;gap:32px} .listing img{width:100%;background:#fff;border:1px solid #e6e1da;border-radius:10px}
 .muted{color:#777} code{background:#efe9e1;padding:1px 5px;border-radius:4px}
</style></head>
<body><header><a href="/marketplace">Design Marketplace</a></header><main>${body}</main></body></html>`;
}

/** Public pages: the marketplace (no auth) and the `/errors/<code>` pages problems link to. */
export function registerPages(app: FastifyInstance, ctx: AppContext): void {
	const html = (reply: FastifyReply, status: number, title: string, body: string) =>
		reply.code(status).type('text/html; charset=utf-8').send(page(title, body));

	app.get(
		'/marketplace',
		{ schema: { hide: true } },
		async (request: FastifyRequest<{ Querystring: { after?: string } }>, reply) => {
			const after = Number.parseInt(request.query.after ?? '', 10);
			const listings = await ctx.marketplace.listPublicListings(
				PAGE_SIZE,
				Number.isFinite(after) ? after : undefined,
			);
			const cards = listings.items
				.map(
					(
						p,
					) => `<a class="card" href="/marketplace/${escapeHtml(p.id)}"><img src="/marketplace/${escapeHtml(p.id)}/image" alt="${escapeHtml(p.title)}" loading="lazy">
<div><div>${escapeHtml(p.title)}</div><div class="price">${escapeHtml(formatPrice(p.price))}</div></div></a>`,
				)
				.join('\n');
			const more = listings.hasMore
				? `<p><a href="/marketplace?after=${listings.items.at(-1)!.position}">More designs →</a></p>`
				: '';
			const body = listings.items.length
				? `<h1>Marketplace</h1><div class="grid">${cards}</div>${more}`
				: '<h1>Marketplace</h1><p class="muted">No designs are listed yet.</p>';
			return html(reply, 200, 'Design Marketplace', body);
		},
	);

	app.get(
		'/marketplace/:id',
		{ schema: { hide: true } },
		async (request: FastifyRequest<{ Params: { id: string } }>, reply) => {
			const listing = await ctx.marketplace.getListing(request.params.id);
			if (!listing)
				return html(
					reply,
					404,
					'Listing not found',
					`<h1>Listing not found</h1><p>${escapeHtml(ERROR_CATALOG.listing_not_found.help)}</p>`,
				);
			const p = listing.publication;
			if (p.status === 'withdrawn')
				return html(
					reply,
					410,
					'Listing withdrawn',
					`<h1>Listing withdrawn</h1><p>${escapeHtml(ERROR_CATALOG.listing_withdrawn.help)}</p>`,
				);
			const tags = p.tags.map((t) => `<span>${escapeHtml(t)}</span>`).join('');
			const description = p.description
				? `<p>${escapeHtml(p.description).replace(/\n/g, '<br>')}</p>`
				: '';
			return html(
				reply,
				200,
				p.title,
				`<div class="listing"><img src="/marketplace/${escapeHtml(p.id)}/image" alt="${escapeHtml(p.title)}">
<div><h1>${escapeHtml(p.title)}</h1><p class="price">${escapeHtml(formatPrice(p.price))}</p>${description}<p class="tags">${tags}</p>
<p class="muted">Listed ${escapeHtml(new Date(p.publishedAt).toUTCString())}${p.visibility === 'unlisted' ? ' · unlisted' : ''} · <a href="/marketplace/${escapeHtml(p.id)}/image?format=png">PNG</a></p></div></div>`,
			);
		},
	);

	app.get(
		'/marketplace/:id/image',
		{ schema: { hide: true } },
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
		{ schema: { hide: true } },
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
					`<h1>Unknown error code</h1><p>No error has the code <code>${escapeHtml(code)}</code>.</p>`,
				);
			const help = escapeHtml(info.help).replace(/`([^`]+)`/g, '<code>$1</code>');
			return html(
				reply,
				200,
				info.title,
				`<h1>${escapeHtml(info.title)}</h1><p>HTTP ${info.status} · code <code>${escapeHtml(code)}</code></p><p>${help}</p>
<p class="muted">All errors: <a href="${escapeHtml(baseUrl(request, ctx))}/openapi.json">OpenAPI document</a>.</p>`,
			);
		},
	);
}
