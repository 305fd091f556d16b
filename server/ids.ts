import { randomBytes } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A prefixed, unpredictable id such as `dsn_4fQ…` (24 base62 characters, about 143 random bits). */
export function newId(
	prefix: 'dsn' | 'pub' | 'acct' | 'key' | 'req' | 'evt' | 'whe' | 'whd',
): string {
	// Rejection sampling keeps every character uniform: 62 * 4 = 248 ≤ 256.
	let out = '';
	while (out.length < 24) {
		for (const byte of randomBytes(32)) {
			if (byte < 248 && out.length < 24) out += BASE62[byte % 62];
		}
	}
	return `${prefix}_${out}`;
}
