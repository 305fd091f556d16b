/**
 * Which webhook targets the server refuses unless run with `--webhook-allow-private`: addresses
 * that are not on the public internet (loopback, private, link-local, unique-local, CGNAT, cloud
 * metadata, and the like, also when written inside an IPv6 address: IPv4-mapped, -translated,
 * -compatible, NAT64, 6to4) and names that always mean this machine or a metadata service. Used
 * twice: on the URL's host when an endpoint is created, and on the address a delivery actually
 * connects to (a name may resolve elsewhere later: DNS rebinding).
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
	['192.88.99.0', 24], // 6to4 relay anycast
	['198.18.0.0', 15], // benchmarking
	['198.51.100.0', 24], // documentation
	['203.0.113.0', 24], // documentation
	['192.0.2.0', 24], // documentation
	['224.0.0.0', 4], // multicast
	['240.0.0.0', 4], // reserved, and the broadcast address
] as const)
	NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
	// Unspecified, loopback and the deprecated IPv4-compatible form (::127.0.0.1). IPv4-mapped
	// addresses (::ffff:127.0.0.1) are matched by BlockList against the IPv4 rules above.
	['::', 96],
	['64:ff9b:1::', 48], // local-use NAT64: translates to whatever the local network chooses
	['100::', 64], // discard-only
	['2001:db8::', 32], // documentation
	['fc00::', 7], // unique-local (also fd00:ec2::254, a cloud metadata address)
	['fe80::', 10], // link-local
	['fec0::', 10], // site-local (deprecated)
	['ff00::', 8], // multicast
] as const)
	NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');

/**
 * IPv6 prefixes that carry an IPv4 address which the packet ends up reaching (or claims to): the
 * embedded address is checked as IPv4. Mapped `::ffff:a.b.c.d`, translated `::ffff:0:a.b.c.d`
 * (SIIT), NAT64 `64:ff9b::a.b.c.d`, and 6to4 `2002:AABB:CCDD::` (the IPv4 in hextets 1–2).
 */
const EMBEDDED_V4: readonly { prefix: readonly number[]; at: number }[] = [
	{ prefix: [0, 0, 0, 0, 0, 0xffff], at: 6 },
	{ prefix: [0, 0, 0, 0, 0xffff, 0], at: 6 },
	{ prefix: [0x64, 0xff9b, 0, 0, 0, 0], at: 6 },
	{ prefix: [0x2002], at: 1 },
];

/** The eight 16-bit groups of an IPv6 address (valid per `isIP`; a dotted IPv4 tail allowed). */
function hextets(ip: string): number[] {
	let text = ip.replace(/%.*$/, '');
	const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
	if (dotted) {
		const [a, b, c, d] = dotted.slice(1).map(Number);
		text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
	}
	const [head, tail] = text.split('::');
	const parse = (part: string | undefined) =>
		part ? part.split(':').map((group) => parseInt(group, 16)) : [];
	const left = parse(head);
	const right = parse(tail);
	if (tail === undefined) return left;
	return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/** The IPv4 address an IPv6 one embeds by one of the prefixes above, if any. */
function embeddedIPv4(ip: string): string | undefined {
	const groups = hextets(ip);
	for (const { prefix, at } of EMBEDDED_V4) {
		if (prefix.every((value, i) => groups[i] === value)) {
			const [high, low] = [groups[at], groups[at + 1]];
			return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
		}
	}
	return undefined;
}

/** An IP address (v4 or v6, brackets allowed) that is not a public internet address. */
export function isPrivateAddress(address: string): boolean {
	const ip = address.replace(/^\[(.*)\]$/, '$1');
	const family = isIP(ip);
	if (family === 0) return false;
	if (family === 4) return NOT_PUBLIC.check(ip, 'ipv4');
	if (NOT_PUBLIC.check(ip, 'ipv6')) return true;
	const v4 = embeddedIPv4(ip);
	return v4 !== undefined && NOT_PUBLIC.check(v4, 'ipv4');
}

/** Names of cloud metadata services (they resolve to link-local addresses inside the cloud). */
const METADATA_NAMES = new Set(['metadata.google.internal', 'metadata', 'instance-data']);

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
	if (METADATA_NAMES.has(host) || host.endsWith('.internal'))
		return `${hostname} names an internal or cloud metadata service`;
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
					`${hostname} resolves to ${refused.address}, which is not a public address (--webhook-allow-private permits it)`,
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
 * At create time: the host's addresses, checked as a delivery would check them. A name that does
 * not resolve within `timeoutMs` (no such name, no answer, no address) is refused too: what it
 * will resolve to cannot be known, and registering it would let a name be pointed at an internal
 * address once accepted. The check at each connection applies as well, for names that change.
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
		const timer = setTimeout(
			() => resolve(`${hostname} did not resolve within ${timeoutMs / 1000} s`),
			timeoutMs,
		);
		dnsLookup(hostname, { all: true }, (error, addresses) => {
			clearTimeout(timer);
			if (error || addresses.length === 0) {
				resolve(`${hostname} does not resolve (${error?.code ?? 'no address'})`);
				return;
			}
			const refused = addresses.find((a) => isPrivateAddress(a.address));
			resolve(
				refused && `${hostname} resolves to ${refused.address}, which is not a public address`,
			);
		});
	});
}
