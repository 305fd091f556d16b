import type { Socket } from 'node:net';

/**
 * The Host header becomes the base of every absolute URL the server writes (unless --public-url
 * is set), so only a plain host[:port] may: a DNS-style name (letters, digits, `.`, `-`, `_`),
 * an IPv4 address or a bracketed IPv6 address, and an optional port. This is RFC 3986's
 * `host [ ":" port ]` with the reg-name narrowed to what DNS names use: no quotes, brackets,
 * slashes or percent-escapes can reach a link or a page.
 */
const HOST_PATTERN =
	/^(?:[A-Za-z0-9_](?:[A-Za-z0-9_.-]{0,251}[A-Za-z0-9_])?\.?|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;

export function isValidHost(host: string | undefined): host is string {
	if (!host || !HOST_PATTERN.test(host)) return false;
	const port = /:(\d+)$/.exec(host)?.[1];
	return port === undefined || Number(port) <= 65535;
}

/** The address a connection came in on, as a URL base: the fallback when Host cannot be used. */
export function localBaseUrl(socket: Socket, protocol = 'http'): string {
	const address = (socket.localAddress ?? '127.0.0.1').replace(/^::ffff:(?=\d+\.)/, '');
	const host = address.includes(':') ? `[${address}]` : address;
	return `${protocol}://${host}:${socket.localPort ?? 80}`;
}

/** One `--allowed-hosts` entry: a name or `*.suffix`, with or without a port. */
export interface HostRule {
	/** Lower case; for a wildcard, the suffix with its leading dot (`.example.com`). */
	name: string;
	wildcard: boolean;
	port?: string;
}

/** Parses `a.example,b.example:8080,*.example.com`; null when an entry is not a valid host. */
export function parseAllowedHosts(list: string): HostRule[] | null {
	const rules: HostRule[] = [];
	for (const entry of list.split(',').map((e) => e.trim())) {
		const wildcard = entry.startsWith('*.');
		const plain = wildcard ? entry.slice(2) : entry;
		if (!isValidHost(plain)) return null;
		const match = /^(.*?)(?::(\d+))?$/.exec(plain)!;
		const name = match[1].toLowerCase().replace(/\.$/, '');
		rules.push({ name: wildcard ? `.${name}` : name, wildcard, port: match[2] });
	}
	return rules.length > 0 ? rules : null;
}

/** Whether a (valid) Host value matches one of the rules; names compare case-insensitively. */
export function hostAllowed(host: string, rules: HostRule[]): boolean {
	const match = /^(.*?)(?::(\d+))?$/.exec(host)!;
	const name = match[1].toLowerCase().replace(/\.$/, '');
	const port = match[2];
	return rules.some(
		(rule) =>
			(rule.port === undefined || rule.port === port) &&
			(rule.wildcard
				? name.endsWith(rule.name) && name.length > rule.name.length
				: name === rule.name),
	);
}

const parsed = new WeakMap<string[], HostRule[] | null>();

/**
 * Whether a Host value may become a link and be answered: valid, and on the --allowed-hosts
 * list when there is one (parsed once per list).
 */
export function usableHost(
	host: string | undefined,
	allowedHosts: string[] | undefined,
): host is string {
	if (!isValidHost(host)) return false;
	if (!allowedHosts?.length) return true;
	if (!parsed.has(allowedHosts))
		parsed.set(allowedHosts, parseAllowedHosts(allowedHosts.join(',')));
	const rules = parsed.get(allowedHosts);
	return rules ? hostAllowed(host, rules) : false;
}
