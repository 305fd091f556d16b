import { createHash, randomBytes, randomInt } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A prefixed, unpredictable id such as `dsn_4fQ…` (24 base62 characters, about 143 random bits). */
export function newId(prefix: 'dsn' | 'pub' | 'acct' | 'key' | 'req'): string {
	// Rejection sampling keeps every character uniform: 62 * 4 = 248 ≤ 256.
	let out = '';
	while (out.length < 24) {
		for (const byte of randomBytes(32)) {
			if (byte < 248 && out.length < 24) out += BASE62[byte % 62];
		}
	}
	return `${prefix}_${out}`;
}

/** A new API key: `dgk_` + 43 base64url characters (256 random bits). */
export function newApiKey(): string {
	return `dgk_${randomBytes(32).toString('base64url')}`;
}

export const API_KEY_PATTERN = /^dgk_[A-Za-z0-9_-]{43}$/;

/** Keys are stored only as their SHA-256 hash. */
export function hashApiKey(key: string): string {
	return createHash('sha256').update(key).digest('hex');
}

/** A seed for a generation when the caller gives none: 0 … 2^31−1. */
export function newSeed(): number {
	return randomInt(0, 2 ** 31);
}
