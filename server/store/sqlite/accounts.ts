import type Database from 'better-sqlite3';
import { prepared } from './statements';
import { newId } from '../../ids';
import { ACCOUNT_USAGE_SQL, accountUsage } from '../queries';
import type { Account, AccountStore, ApiKeyRecord } from '../types';
import { KEY_COLUMNS, toAccount, toKey, type Row } from '../rows';

/** Accounts and their API keys (stored as hashes only). */
export function sqliteAccounts(db: Database.Database): AccountStore {
	/**
	 * `PRAGMA data_version` changes when another connection (the command line's `keys create` or
	 * `keys revoke`) commits to the file, but not for this connection's own writes: those are
	 * counted here.
	 */
	const dataVersion = db.prepare('PRAGMA data_version').pluck();
	let ownKeyWrites = 0;
	/**
	 * The pragma is read at most once a millisecond (it cost 5 % of a small request when read on
	 * each): another process's change applies within a millisecond of its commit, this process's
	 * own at once.
	 */
	let otherWrites = 0;
	let readAt = -Infinity;
	const otherVersion = () => {
		const now = performance.now();
		if (now - readAt >= 1) {
			otherWrites = dataVersion.get() as number;
			readAt = now;
		}
		return otherWrites;
	};

	const keyById = (id: string): ApiKeyRecord | undefined => {
		const row = prepared(
			db,
			`SELECT ${KEY_COLUMNS} FROM api_keys k JOIN accounts a ON a.id = k.account_id WHERE k.id = ?`,
		).get(id) as Row | undefined;
		return row && toKey(row);
	};

	const store: AccountStore = {
		async ensureAccount(name, plan, now) {
			const existing = await store.findAccountByName(name);
			if (existing) {
				if (existing.plan !== plan) {
					prepared(db, 'UPDATE accounts SET plan = ? WHERE id = ?').run(plan, existing.id);
					ownKeyWrites++;
				}
				return { ...existing, plan };
			}
			const account: Account = { id: newId('acct'), name, plan, createdAt: now };
			prepared(db, 'INSERT INTO accounts (id, name, plan, created_at) VALUES (?, ?, ?, ?)').run(
				account.id,
				name,
				plan,
				now,
			);
			return account;
		},

		async findAccountByName(name) {
			const row = prepared(db, 'SELECT * FROM accounts WHERE name = ?').get(name) as
				Row | undefined;
			return row && toAccount(row);
		},

		async findAccountById(id) {
			const row = prepared(db, 'SELECT * FROM accounts WHERE id = ?').get(id) as Row | undefined;
			return row && toAccount(row);
		},

		async countUsage(accountId, since) {
			const row = prepared(db, ACCOUNT_USAGE_SQL).get(accountId, accountId, accountId, since) as
				Row | undefined;
			return accountUsage(row);
		},

		async addApiKey(accountId, keyHash, prefix, now) {
			const id = newId('key');
			prepared(
				db,
				'INSERT INTO api_keys (id, account_id, key_hash, prefix, created_at) VALUES (?, ?, ?, ?, ?)',
			).run(id, accountId, keyHash, prefix, now);
			ownKeyWrites++;
			return keyById(id)!;
		},

		async findActiveKey(keyHash) {
			const row = prepared(
				db,
				`SELECT ${KEY_COLUMNS} FROM api_keys k JOIN accounts a ON a.id = k.account_id
                WHERE k.key_hash = ? AND k.revoked_at IS NULL`,
			).get(keyHash) as Row | undefined;
			return row && toKey(row);
		},

		keysVersion() {
			return `${otherVersion()}:${ownKeyWrites}`;
		},

		async listApiKeys() {
			const rows = prepared(
				db,
				`SELECT ${KEY_COLUMNS} FROM api_keys k JOIN accounts a ON a.id = k.account_id ORDER BY k.created_at, k.rowid`,
			).all() as Row[];
			return rows.map(toKey);
		},

		async revokeApiKey(idOrHash, now) {
			const row = prepared(db, 'SELECT id FROM api_keys WHERE id = ? OR key_hash = ?').get(
				idOrHash,
				idOrHash,
			) as Row | undefined;
			if (!row) return undefined;
			prepared(db, 'UPDATE api_keys SET revoked_at = coalesce(revoked_at, ?) WHERE id = ?').run(
				now,
				row.id,
			);
			ownKeyWrites++;
			return keyById(row.id as string);
		},
	};
	return store;
}
