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
	/** The operation a request is, as `GET /v1/designs/{id}` (server path + template), if documented. */
	operation(method: string, url: string): string | undefined;
	/** Every operation at every one of its servers, named so. */
	operations: string[];
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Where a request the document does not describe is sent, so that Prism can match nothing. */
const NOWHERE = '/~not-in-the-document';

export function documentRoutes(document: {
	servers?: Server[];
	paths?: Record<string, PathItem>;
}): DocumentRoutes {
	const routes: { pattern: RegExp; base: string; template: string; methods: string[] }[] = [];
	for (const [template, item] of Object.entries(document.paths ?? {})) {
		const bases = new Map<string, string[]>();
		for (const method of METHODS) {
			const operation = item[method] as { servers?: Server[] } | undefined;
			if (!operation) continue;
			for (const server of operation.servers ??
				item.servers ??
				document.servers ?? [{ url: '/' }]) {
				const base = basePath(server.url);
				bases.set(base, [...(bases.get(base) ?? []), method.toUpperCase()]);
			}
		}
		const rest = template
			.split(/(\{[^}]+\})/)
			.map((part) => (part.startsWith('{') ? '[^/]+' : escapeRegExp(part)))
			.join('');
		for (const [base, methods] of bases)
			routes.push({
				pattern: new RegExp(`^${escapeRegExp(base)}${rest}/?$`),
				base,
				template,
				methods,
			});
	}
	const find = (url: string) => routes.find((r) => r.pattern.test(splitQuery(url)[0]));
	return {
		prismPath(url) {
			const route = find(url);
			if (!route) return NOWHERE + url;
			const [path, query] = splitQuery(url);
			return (path.slice(route.base.length) || '/') + query;
		},
		operation(method, url) {
			const route = find(url);
			return route?.methods.includes(method)
				? `${method} ${route.base}${route.template}`
				: undefined;
		},
		operations: routes.flatMap((r) => r.methods.map((m) => `${m} ${r.base}${r.template}`)),
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
