import { randomFillSync } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * Random bytes drawn from the CSPRNG 4 kB at a time: a call to it per id (every request has one)
 * cost more than the rest of a small request's work. Each byte is used once.
 */
const pool = Buffer.alloc(4096);
let poolAt = pool.length;

function randomByte(): number {
	if (poolAt === pool.length) {
		randomFillSync(pool);
		poolAt = 0;
	}
	return pool[poolAt++];
}

/** `length` uniformly random base62 characters (about 5.95 random bits each). */
export function randomBase62(length: number): string {
	// Rejection sampling keeps every character uniform: 62 * 4 = 248 ≤ 256.
	let out = '';
	while (out.length < length) {
		const byte = randomByte();
		if (byte < 248) out += BASE62[byte % 62];
	}
	return out;
}

/** A prefixed, unpredictable id such as `dsn_4fQ…` (24 base62 characters, about 143 random bits). */
export function newId(
	prefix: 'dsn' | 'pub' | 'acct' | 'key' | 'req' | 'evt' | 'whe' | 'whd' | 'col' | 'wrk',
): string {
	return `${prefix}_${randomBase62(24)}`;
}
