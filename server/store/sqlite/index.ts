import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { DesignStore } from '../types';
import { sqliteAccounts } from './accounts';
import { sqliteDesigns } from './designs';
import { sqliteIdempotency } from './idempotency';
import { memoryRateLimits } from '../memory-rate-limits';
import { MIGRATIONS } from './migrations';
import { sqliteCursors } from './paging';
import { sqlitePublications } from './publications';

/**
 * Opens (creating if needed) the database, applies pending migrations, and composes the
 * DesignStore from one part per aggregate, all sharing the connection.
 */
export function openSqliteStore(path: string): DesignStore {
	if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
	const db = new Database(path);
	db.pragma('journal_mode = WAL');
	db.pragma('synchronous = NORMAL');
	db.pragma('foreign_keys = ON');
	// The command line may write (keys create/revoke) while a server holds the database open.
	db.pragma('busy_timeout = 5000');
	migrate(db);
	return {
		...sqliteAccounts(db),
		...sqliteDesigns(db),
		...sqlitePublications(db),
		...sqliteIdempotency(db),
		...sqliteCursors(db),
		...memoryRateLimits(),
		async close() {
			if (db.open) db.close();
		},
	};
}

function migrate(db: Database.Database): void {
	const current = db.pragma('user_version', { simple: true }) as number;
	for (const migration of MIGRATIONS) {
		if (migration.version <= current) continue;
		db.transaction(() => {
			db.exec(migration.sql);
			db.pragma(`user_version = ${migration.version}`);
		})();
	}
}
