/**
 * Which webhook targets `--webhook-deny-private` refuses: addresses that are not on the public
 * internet (loopback, private, link-local, unique-local, and the like) and names that always mean
 * this machine. Used twice: on the URL's host when an endpoint is created, and on the address a
 * delivery actually connects to (a name may resolve elsewhere later: DNS rebinding).
 */
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';

const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
	['0.0.0.0', 8], // "this network"; 0.0.0.0 reaches the local machine
	['10.0.0.0', 8],
	['100.64.0.0', 10], // carrier-grade NAT
	['127.0.0.0', 8],
	['169.254.0.0', 16], // link-local, cloud metadata services
	['172.16.0.0', 12],
	['192.0.0.0', 24],
	['192.168.0.0', 16],
	['198.18.0.0', 15],
	['224.0.0.0', 4], // multicast
	['240.0.0.0', 4], // reserved, and the broadcast address
] as const)
	NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
	// Unspecified, loopback and the deprecated IPv4-compatible form (::127.0.0.1). IPv4-mapped
	// addresses (::ffff:127.0.0.1) are matched by BlockList against the IPv4 rules above.
	['::', 96],
	['fc00::', 7], // unique-local
	['fe80::', 10], // link-local
	['fec0::', 10], // site-local (deprecated)
	['ff00::', 8], // multicast
] as const)
	NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');

/** An IP address (v4 or v6, brackets allowed) that is not a public internet address. */
export function isPrivateAddress(address: string): boolean {
	const ip = address.replace(/^\[(.*)\]$/, '$1');
	const family = isIP(ip);
	if (family === 0) return false;
	return NOT_PUBLIC.check(ip, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * Why a URL's host (as `new URL().hostname` gives it: IPv4 in dotted form whatever its spelling,
 * IPv6 in brackets) is refused without asking DNS, or undefined when only DNS can tell.
 */
export function privateHostReason(hostname: string): string | undefined {
	const host = hostname.toLowerCase().replace(/\.$/, '');
	if (isIP(host.replace(/^\[(.*)\]$/, '$1')))
		return isPrivateAddress(host) ? `${hostname} is not a public address` : undefined;
	// RFC 6761: localhost and every name under it are this machine.
	if (host === 'localhost' || host.endsWith('.localhost') || host === 'localhost.localdomain')
		return `${hostname} names this machine`;
	return undefined;
}

/** The error a refused address gives: its message becomes the delivery's `last_error`. */
export class PrivateAddressError extends Error {
	readonly code = 'EPRIVATEADDRESS';
}

type LookupCallback = (
	error: NodeJS.ErrnoException | null,
	address: string | LookupAddress[],
	family?: number,
) => void;

/**
 * A `lookup` for http.request that refuses a name when any of its addresses is not public, so the
 * check applies to the very addresses the socket connects to (no second resolution in between).
 */
export function publicOnlyLookup(
	hostname: string,
	options: LookupOptions,
	callback: LookupCallback,
): void {
	dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
		if (error) return callback(error, []);
		const refused = addresses.find((a) => isPrivateAddress(a.address));
		if (refused) {
			return callback(
				new PrivateAddressError(
					`${hostname} resolves to ${refused.address}, which is not a public address (--webhook-deny-private)`,
				),
				[],
			);
		}
		if (options.all) return callback(null, addresses);
		if (addresses.length === 0) return callback(new Error(`${hostname} has no address`), []);
		callback(null, addresses[0].address, addresses[0].family);
	});
}

/**
 * At create time: the host's addresses, when DNS answers within `timeoutMs`, checked as a
 * delivery would check them. A name that does not resolve (yet) is let through: the check at
 * each delivery still applies.
 */
export function resolvesToPrivate(
	hostname: string,
	timeoutMs: number,
): Promise<string | undefined> {
	const literal = hostname.replace(/^\[(.*)\]$/, '$1');
	if (isIP(literal)) {
		const reason = isPrivateAddress(literal) ? `${hostname} is not a public address` : undefined;
		return Promise.resolve(reason);
	}
	return new Promise((resolve) => {
		const timer = setTimeout(() => resolve(undefined), timeoutMs);
		dnsLookup(hostname, { all: true }, (error, addresses) => {
			clearTimeout(timer);
			const refused = error ? undefined : addresses.find((a) => isPrivateAddress(a.address));
			resolve(
				refused && `${hostname} resolves to ${refused.address}, which is not a public address`,
			);
		});
	});
}
