import { randomBytes } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** `length` uniformly random base62 characters (about 5.95 random bits each). */
export function randomBase62(length: number): string {
	// Rejection sampling keeps every character uniform: 62 * 4 = 248 ≤ 256.
	let out = '';
	while (out.length < length) {
		for (const byte of randomBytes(32)) {
			if (byte < 248 && out.length < length) out += BASE62[byte % 62];
		}
	}
	return out;
}

/** A prefixed, unpredictable id such as `dsn_4fQ…` (24 base62 characters, about 143 random bits). */
export function newId(
	prefix: 'dsn' | 'pub' | 'acct' | 'key' | 'req' | 'evt' | 'whe' | 'whd',
): string {
	return `${prefix}_${randomBase62(24)}`;
}
