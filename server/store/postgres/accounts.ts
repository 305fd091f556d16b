import { newId } from '../../ids';
import { KEY_COLUMNS, toKey } from '../rows';
import type { AccountStore, Plan } from '../types';
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
			return {
				id: row.id as string,
				name: row.name as string,
				plan: row.plan as Plan,
				createdAt: row.created_at as number,
			};
		},

		async findAccountByName(name) {
			const row = await db.row('SELECT * FROM accounts WHERE name = ?', [name]);
			return (
				row && {
					id: row.id as string,
					name: row.name as string,
					plan: row.plan as Plan,
					createdAt: row.created_at as number,
				}
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
