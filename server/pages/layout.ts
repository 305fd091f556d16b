/**
 * The public pages' shell: one HTML document with its styles inline and no script, font or image
 * from anywhere else (the pages' Content-Security-Policy allows only this server's images and
 * inline styles). Every text that comes from a user goes through `escapeHtml` before it is placed.
 */

/** HTML-escapes user-supplied text (titles, descriptions, tags) before it goes into a page. */
export function escapeHtml(text: string): string {
	return text.replace(
		/[&<>"']/g,
		(c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
	);
}

/** The brand mark: a coat hanger, drawn inline (the header) and served as the favicon. */
const MARK_PATHS =
	'<path d="M16 6.5a3 3 0 1 1 3 3c-1.2 0-3 .8-3 2.2v1.1" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"/><path d="M16 13 3.5 21.5c-1 .7-.5 2.5.8 2.5h23.4c1.3 0 1.8-1.8.8-2.5z" fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round"/>';

export const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#b4532a"/><g color="#fff" transform="translate(2 2) scale(.875)">${MARK_PATHS}</g></svg>`;

const STYLES = `
:root{--bg:#f6f4f1;--surface:#fff;--ink:#1f1d1a;--muted:#6b665f;--line:#e7e2db;--chip:#f1ece5;--accent:#b4532a;--accent-ink:#fff;--radius:14px}
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;background:var(--bg);color:var(--ink);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;display:flex;flex-direction:column;min-height:100vh}
a{color:var(--accent)}
img{display:block;max-width:100%;height:auto}
h1{font-size:clamp(1.6rem,1.1rem + 2vw,2.4rem);line-height:1.15;letter-spacing:-.01em;margin:0 0 .4em;overflow-wrap:anywhere}
code{font:.9em ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;background:var(--chip);padding:.1em .4em;border-radius:6px;overflow-wrap:anywhere}
.wrap{width:100%;max-width:1180px;margin:0 auto;padding:0 16px}
@media (min-width:700px){.wrap{padding:0 32px}}
.site-header{background:var(--surface);border-bottom:1px solid var(--line)}
.site-header .wrap{display:flex;align-items:center;justify-content:space-between;min-height:60px}
.brand{display:inline-flex;align-items:center;gap:10px;color:var(--ink);text-decoration:none;font-weight:700;letter-spacing:-.01em}
.brand svg{width:30px;height:30px;padding:4px;border-radius:8px;background:var(--accent);color:var(--accent-ink)}
main.wrap{flex:1;padding-top:24px;padding-bottom:48px}
@media (min-width:700px){main.wrap{padding-top:40px}}
.intro{margin-bottom:24px}
.lead{color:var(--muted);margin:0;max-width:60ch}
.grid{list-style:none;margin:0;padding:0;display:grid;gap:12px;grid-template-columns:repeat(auto-fill,minmax(150px,1fr))}
@media (min-width:700px){.grid{gap:24px;grid-template-columns:repeat(auto-fill,minmax(220px,1fr))}}
.card{display:flex;flex-direction:column;height:100%;background:var(--surface);border:1px solid var(--line);border-radius:var(--radius);overflow:hidden;color:inherit;text-decoration:none;transition:box-shadow .15s,transform .15s}
.card:hover,.card:focus-visible{box-shadow:0 10px 30px rgba(31,29,26,.12);transform:translateY(-2px)}
.card:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.card-image{background:#fff;border-bottom:1px solid var(--line)}
.card-image img{width:100%;aspect-ratio:4/5;object-fit:contain}
.card-body{display:flex;flex-direction:column;gap:6px;padding:12px 14px 14px;flex:1}
.card-title{font-weight:600;line-height:1.3;overflow-wrap:anywhere;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden}
.card-price{font-weight:700}
.card .tags{margin-top:auto}
.tags{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:6px}
.tag{background:var(--chip);color:#4a453f;border-radius:999px;padding:2px 10px;font-size:13px;line-height:1.6;max-width:100%;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.pager{display:flex;justify-content:center;margin-top:32px}
.button{display:inline-flex;align-items:center;justify-content:center;gap:8px;min-height:44px;padding:0 20px;border-radius:999px;background:var(--accent);color:var(--accent-ink);font-weight:600;text-decoration:none;border:1px solid var(--accent)}
.button.secondary{background:transparent;color:var(--accent)}
.button:hover{filter:brightness(1.08)}
.crumbs{margin-bottom:16px;font-size:15px}
.crumbs a{text-decoration:none}
.listing{display:grid;gap:24px;grid-template-columns:1fr}
@media (min-width:800px){.listing{grid-template-columns:minmax(0,7fr) minmax(0,5fr);gap:48px;align-items:start}}
.listing-image{margin:0;background:#fff;border:1px solid var(--line);border-radius:var(--radius);overflow:hidden}
.listing-image img{width:100%;aspect-ratio:4/5;object-fit:contain;max-height:82vh}
@media (min-width:800px){.listing-info{position:sticky;top:24px}}
.listing-price{font-size:1.6rem;font-weight:700;margin:0 0 16px}
.description{margin:20px 0;overflow-wrap:anywhere}
.description p{margin:0 0 .8em}
.actions{display:flex;flex-wrap:wrap;gap:10px;margin:24px 0}
.meta{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;margin:0;padding-top:16px;border-top:1px solid var(--line);color:var(--muted);font-size:14px}
.meta dt{font-weight:600}
.meta dd{margin:0;min-width:0}
.badge{display:inline-block;border:1px solid var(--line);border-radius:999px;padding:0 8px;font-size:13px;color:var(--muted)}
.doc{background:var(--surface);border:1px solid var(--line);border-radius:var(--radius);padding:24px;max-width:720px}
.notice{background:var(--surface);border:1px solid var(--line);border-radius:var(--radius);padding:32px 24px;text-align:center;max-width:640px;margin:24px auto}
.notice p{color:var(--muted)}
.site-footer{border-top:1px solid var(--line);color:var(--muted);font-size:14px}
.site-footer .wrap{padding-top:18px;padding-bottom:18px}
`;

/** Head extras for a page: its summary, and Open Graph tags so a shared link shows a card. */
export interface PageMeta {
	description?: string;
	/** Absolute URL of an image for link previews. */
	image?: string;
}

/** A whole page: `body` is already-escaped HTML; `title` and `meta` are escaped here. */
export function page(title: string, body: string, meta: PageMeta = {}): string {
	const head = [
		meta.description ? `<meta name="description" content="${escapeHtml(meta.description)}">` : '',
		meta.image
			? `<meta property="og:title" content="${escapeHtml(title)}"><meta property="og:image" content="${escapeHtml(meta.image)}">`
			: '',
	].join('');
	return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>${head}
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${STYLES}</style></head>
<body><header class="site-header"><div class="wrap"><a class="brand" href="/marketplace"><svg viewBox="0 0 32 32" aria-hidden="true">${MARK_PATHS}</svg><span>Design Marketplace</span></a></div></header>
<main id="content" class="wrap">${body}</main>
<footer class="site-footer"><div class="wrap">Designs made with the Design Generator · <a href="/openapi.json">API</a></div></footer>
</body></html>`;
}
