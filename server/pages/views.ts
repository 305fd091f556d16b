/**
 * The marketplace's pages as HTML fragments (placed in layout.ts's shell). Stable hooks for tests
 * and the screenshot script: `data-testid` = `marketplace-grid`, `listing-card`, `listing-detail`,
 * `listing-image`, `notice`.
 */
import type { PublicationRecord } from '../store/types';
import { escapeHtml } from './layout';

/** Tags shown on a card at most; the listing page shows them all. */
const CARD_TAGS = 3;

export function formatPrice({ amount, currency }: PublicationRecord['price']): string {
	try {
		const format = new Intl.NumberFormat('en', { style: 'currency', currency });
		const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
		return format.format(amount / 10 ** digits);
	} catch {
		return `${amount} ${currency}`;
	}
}

function tagList(tags: string[], max = tags.length): string {
	if (tags.length === 0) return '';
	const shown = tags
		.slice(0, max)
		.map((t) => `<li class="tag">${escapeHtml(t)}</li>`)
		.join('');
	const more = tags.length > max ? `<li class="tag">+${tags.length - max}</li>` : '';
	return `<ul class="tags" aria-label="Tags">${shown}${more}</ul>`;
}

const imagePath = (id: string) => `/marketplace/${escapeHtml(id)}/image`;

function card(p: PublicationRecord): string {
	return `<li><a class="card" data-testid="listing-card" href="/marketplace/${escapeHtml(p.id)}">
<div class="card-image"><img src="${imagePath(p.id)}" alt="${escapeHtml(p.title)}" width="800" height="1000" loading="lazy"></div>
<div class="card-body"><span class="card-title">${escapeHtml(p.title)}</span><span class="card-price">${escapeHtml(formatPrice(p.price))}</span>${tagList(p.tags, CARD_TAGS)}</div></a></li>`;
}

/** The index: a grid of live public listings, newest first, and a link to older ones (after the listing `moreAfter`). */
export function marketplaceView(listings: PublicationRecord[], moreAfter?: string): string {
	const intro = `<section class="intro"><h1>Marketplace</h1><p class="lead">Original fashion designs, each generated from a prompt and published by its maker.</p></section>`;
	if (listings.length === 0)
		return `${intro}<div class="notice" data-testid="notice"><p>No designs are listed yet.</p><p>Publish one with <code>POST /v1/marketplace/publish</code> and it appears here.</p></div>`;
	const more =
		moreAfter === undefined
			? ''
			: `<nav class="pager"><a class="button secondary" href="/marketplace?after=${escapeHtml(encodeURIComponent(moreAfter))}">More designs</a></nav>`;
	return `${intro}<ul class="grid" data-testid="marketplace-grid">${listings.map(card).join('\n')}</ul>${more}`;
}

/** One listing: the image large beside (on a phone, above) its title, price, tags and text. */
export function listingView(p: PublicationRecord): string {
	const description = p.description
		? `<div class="description">${p.description
				.split(/\n{2,}/)
				.map((para) => `<p>${escapeHtml(para).replace(/\n/g, '<br>')}</p>`)
				.join('')}</div>`
		: '';
	const listed = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
		p.publishedAt,
	);
	const unlisted =
		p.visibility === 'unlisted'
			? ' <span class="badge" title="Not shown in the marketplace; reachable by its link">unlisted</span>'
			: '';
	return `<nav class="crumbs"><a href="/marketplace">← All designs</a></nav>
<article class="listing" data-testid="listing-detail">
<figure class="listing-image" data-testid="listing-image"><img src="${imagePath(p.id)}" alt="${escapeHtml(p.title)}" width="800" height="1000"></figure>
<div class="listing-info"><h1>${escapeHtml(p.title)}</h1>
<p class="listing-price">${escapeHtml(formatPrice(p.price))}</p>${tagList(p.tags)}${description}
<div class="actions"><a class="button" href="${imagePath(p.id)}?format=png" download>Download PNG</a><a class="button secondary" href="${imagePath(p.id)}" download>SVG</a></div>
<dl class="meta"><dt>Listed</dt><dd><time datetime="${new Date(p.publishedAt).toISOString()}">${listed}</time>${unlisted}</dd><dt>Listing</dt><dd><code>${escapeHtml(p.id)}</code></dd></dl></div>
</article>`;
}

/** A page that has nothing to show (404, 410, unknown error code): a message and a way back. */
export function noticeView(title: string, htmlText: string): string {
	return `<div class="notice" data-testid="notice"><h1>${escapeHtml(title)}</h1><p>${htmlText}</p><p><a class="button" href="/marketplace">Browse the marketplace</a></p></div>`;
}
