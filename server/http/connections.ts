/**
 * Connections per client address: one client (a slow one, or one that opens sockets and sends
 * nothing) may hold at most `cap` of them, so it exhausts its own share and not the server's
 * `--max-connections`. Counted on the socket's remote address, the only one a connection has
 * before a byte of HTTP is read: behind a reverse proxy every client shares the proxy's address.
 */
import type { Server } from 'node:http';
import { isIP, type Socket } from 'node:net';
import type { Log } from '../log';

/** A warning line at most this often while connections are being refused. */
const REPORT_EVERY_MS = 10_000;

/**
 * What connections are counted under: an IPv4 address (an IPv4-mapped IPv6 one counted as its
 * IPv4 address), or the /64 an IPv6 address belongs to, since one host is usually handed a whole
 * /64 and could otherwise open each connection from an address of its own.
 */
export function addressGroup(address: string): string {
	const ip = address.replace(/%.*$/, '');
	const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
	if (mapped) return mapped[1];
	if (isIP(ip) !== 6) return ip;
	return `${ipv6Groups(ip).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, as lowercase hex without leading zeros. */
function ipv6Groups(ip: string): string[] {
	const [head, tail] = ip.toLowerCase().split('::');
	const part = (text: string | undefined) =>
		text
			? text.split(':').flatMap((group) => {
					// A trailing dotted IPv4 part is the last two groups.
					if (!group.includes('.')) return [group];
					const [a, b, c, d] = group.split('.').map(Number);
					return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
				})
			: [];
	const left = part(head);
	const right = part(tail);
	const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
	return [...left, ...zeros, ...right].map((group) => parseInt(group, 16).toString(16));
}

/**
 * Resets, as it arrives, a connection from an address that already holds `cap`. A refused
 * connection costs an accept and a reset: no byte is read from it, nothing is written to it.
 */
export function capConnectionsPerAddress(server: Server, cap: number, log: Log): void {
	const open = new Map<string, number>();
	let refused = 0;
	let reportedAt = 0;
	server.on('connection', (socket: Socket) => {
		// Undefined when the peer is already gone; nothing to count.
		if (!socket.remoteAddress) return;
		const group = addressGroup(socket.remoteAddress);
		const count = open.get(group) ?? 0;
		if (count >= cap) {
			// A reset, not a close: no TIME_WAIT left on this side for each refused connection.
			socket.resetAndDestroy();
			refused += 1;
			const now = Date.now();
			if (now - reportedAt >= REPORT_EVERY_MS) {
				log.warn(
					{ address: group, cap, refused },
					`connections refused: ${group} holds ${cap}, the most one address may (--max-connections-per-address)`,
				);
				reportedAt = now;
				refused = 0;
			}
			return;
		}
		open.set(group, count + 1);
		socket.once('close', () => {
			const left = (open.get(group) ?? 1) - 1;
			if (left === 0) open.delete(group);
			else open.set(group, left);
		});
	});
}
