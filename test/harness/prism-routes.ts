/**
 * Which of the document's paths a request URL falls under, honouring `servers` (document, path
 * and operation level), as a client generated from the document builds its URLs: server URL's
 * path + path template. Prism matches request paths to the templates alone, so the gateway
 * (prism.ts) gives Prism the URL with the server's base path taken off.
 */
interface Server {
	url: string;
}
interface PathItem {
	servers?: Server[];
	[method: string]: unknown;
}

export interface DocumentRoutes {
	/** The URL to give Prism for a request URL (path and query). */
	prismPath(url: string): string;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Where a request the document does not describe is sent, so that Prism can match nothing. */
const NOWHERE = '/~not-in-the-document';

export function documentRoutes(document: {
	servers?: Server[];
	paths?: Record<string, PathItem>;
}): DocumentRoutes {
	const routes: { pattern: RegExp; base: string }[] = [];
	for (const [template, item] of Object.entries(document.paths ?? {})) {
		const bases = new Set<string>();
		for (const method of METHODS) {
			const operation = item[method] as { servers?: Server[] } | undefined;
			if (!operation) continue;
			for (const server of operation.servers ?? item.servers ?? document.servers ?? [{ url: '/' }])
				bases.add(basePath(server.url));
		}
		const rest = template
			.split(/(\{[^}]+\})/)
			.map((part) => (part.startsWith('{') ? '[^/]+' : escapeRegExp(part)))
			.join('');
		for (const base of bases)
			routes.push({ pattern: new RegExp(`^${escapeRegExp(base)}${rest}/?$`), base });
	}
	return {
		prismPath(url) {
			const [path, query] = splitQuery(url);
			const route = routes.find((r) => r.pattern.test(path));
			if (!route) return NOWHERE + url;
			return (path.slice(route.base.length) || '/') + query;
		},
	};
}

/** A server URL's path without its trailing slash: '/v1' for '/v1' or 'https://h/v1/', '' for '/'. */
function basePath(url: string): string {
	return new URL(url, 'http://document.invalid').pathname.replace(/\/+$/, '');
}

function splitQuery(url: string): [string, string] {
	const at = url.indexOf('?');
	return at < 0 ? [url, ''] : [url.slice(0, at), url.slice(at)];
}

function escapeRegExp(text: string): string {
	return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
