import { createHash, randomBytes } from 'node:crypto';
import type { Account, AccountStore, ApiKeyRecord, Plan } from '../store/types';

export const KEY_PREFIX = 'dgk_';
/** Characters after the prefix: 256 random bits in base64url. */
export const KEY_BODY_LENGTH = 43;
/** The shape of an API key: `dgk_` + 43 base64url characters. */
export const API_KEY_PATTERN = new RegExp(`^${KEY_PREFIX}[A-Za-z0-9_-]{${KEY_BODY_LENGTH}}$`);

export function newApiKey(): string {
	return `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/** Keys are stored only as their SHA-256 hash. */
export function hashApiKey(key: string): string {
	return createHash('sha256').update(key).digest('hex');
}

/** Keys remembered at most; past it the memory starts over (a bound, not an eviction policy). */
const MAX_CACHED_KEYS = 10_000;

/** API keys ("account settings"): created and revoked on the command line, checked on each request. */
export class KeyService {
	/**
	 * Active keys by hash, as the store last answered, valid while the store's `keysVersion` stays
	 * the same: a revocation or plan change empties it, at once when made through this process and
	 * within about a millisecond of its commit when made by another (the command line, another
	 * instance: SQLite's data version, PostgreSQL's notification). Unknown keys are not remembered,
	 * so guessing fills nothing.
	 */
	private readonly active = new Map<string, ApiKeyRecord>();
	private activeVersion: string | undefined;

	constructor(private readonly store: AccountStore) {}

	/** Creates a key for an account (creating the account, or setting its plan). Only the hash is stored. */
	async create(account: string, plan: Plan): Promise<{ key: string; keyId: string }> {
		const now = Date.now();
		const { id: accountId } = await this.store.ensureAccount(account, plan, now);
		const key = newApiKey();
		const record = await this.store.addApiKey(accountId, hashApiKey(key), key.slice(0, 10), now);
		return { key, keyId: record.id };
	}

	/**
	 * A new key for an account with its earlier keys revoked, for an account meant to have one key
	 * in use (the demo's): the new key is made first, so the account is never without one.
	 */
	async replace(account: string, plan: Plan): Promise<{ key: string; keyId: string }> {
		const created = await this.create(account, plan);
		const now = Date.now();
		for (const record of await this.store.listApiKeys()) {
			if (
				record.accountName === account &&
				record.revokedAt === null &&
				record.id !== created.keyId
			)
				await this.store.revokeApiKey(record.id, now);
		}
		return created;
	}

	/** The active key (with its account's current plan) for a key as presented, if any. */
	async authenticate(key: string): Promise<ApiKeyRecord | undefined> {
		const hash = hashApiKey(key);
		const version = this.store.keysVersion?.();
		if (version === undefined) return this.store.findActiveKey(hash);
		if (version !== this.activeVersion) {
			this.active.clear();
			this.activeVersion = version;
		}
		const remembered = this.active.get(hash);
		if (remembered) return remembered;
		const found = await this.store.findActiveKey(hash);
		// Remembered only when nothing changed during the lookup.
		if (found && this.store.keysVersion?.() === version) {
			if (this.active.size >= MAX_CACHED_KEYS) this.active.clear();
			this.active.set(hash, found);
		}
		return found;
	}

	findAccount(name: string): Promise<Account | undefined> {
		return this.store.findAccountByName(name);
	}

	list(): Promise<ApiKeyRecord[]> {
		return this.store.listApiKeys();
	}

	/** Revokes by the key itself or by its id; undefined when no key matches. */
	revoke(keyOrId: string): Promise<ApiKeyRecord | undefined> {
		return this.store.revokeApiKey(
			keyOrId.startsWith('dgk_') ? hashApiKey(keyOrId) : keyOrId,
			Date.now(),
		);
	}
}
