import { newId } from '../../ids';
import { ACCOUNT_USAGE_SQL, accountUsage } from '../queries';
import { KEY_COLUMNS, toAccount, toKey } from '../rows';
import type { AccountStore } from '../types';
import type { Sql } from './database';

const KEY_SELECT = `SELECT ${KEY_COLUMNS} FROM api_keys k JOIN accounts a ON a.id = k.account_id`;

/** Accounts and their API keys (stored as hashes only). */
export function pgAccounts(db: Sql): AccountStore {
	const keyById = async (id: string) => {
		const row = await db.row(`${KEY_SELECT} WHERE k.id = ?`, [id]);
		return row && toKey(row);
	};

	return {
		async ensureAccount(name, plan, now) {
			// One statement, so two instances creating the same account at once both get it.
			const row = (await db.row(
				`INSERT INTO accounts (id, name, plan, created_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (name) DO UPDATE SET plan = EXCLUDED.plan RETURNING *`,
				[newId('acct'), name, plan, now],
			))!;
			return toAccount(row);
		},

		async findAccountByName(name) {
			const row = await db.row('SELECT * FROM accounts WHERE name = ?', [name]);
			return row && toAccount(row);
		},

		async findAccountById(id) {
			const row = await db.row('SELECT * FROM accounts WHERE id = ?', [id]);
			return row && toAccount(row);
		},

		async countUsage(accountId, since) {
			return accountUsage(
				await db.row(ACCOUNT_USAGE_SQL, [accountId, accountId, accountId, since]),
			);
		},

		async addApiKey(accountId, keyHash, prefix, now) {
			const id = newId('key');
			await db.run(
				'INSERT INTO api_keys (id, account_id, key_hash, prefix, created_at) VALUES (?, ?, ?, ?, ?)',
				[id, accountId, keyHash, prefix, now],
			);
			return (await keyById(id))!;
		},

		async findActiveKey(keyHash) {
			const row = await db.row(`${KEY_SELECT} WHERE k.key_hash = ? AND k.revoked_at IS NULL`, [
				keyHash,
			]);
			return row && toKey(row);
		},

		async listApiKeys() {
			return (await db.rows(`${KEY_SELECT} ORDER BY k.created_at, k.seq`)).map(toKey);
		},

		async revokeApiKey(idOrHash, now) {
			const row = await db.row(
				`UPDATE api_keys SET revoked_at = coalesce(revoked_at, ?) WHERE id = ? OR key_hash = ? RETURNING id`,
				[now, idOrHash, idOrHash],
			);
			return row && keyById(row.id as string);
		},
	};
}
