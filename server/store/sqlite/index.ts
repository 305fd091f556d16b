import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import Database from 'better-sqlite3';
import type { DesignStore } from '../types';
import { sqliteAccounts } from './accounts';
import { fillSearchText, sqliteDesigns } from './designs';
import { sqliteEvents } from './events';
import { sqliteIdempotency } from './idempotency';
import { memoryRateLimits } from '../memory-rate-limits';
import { MIGRATIONS } from './migrations';
import { sqliteCursors } from './paging';
import { sqlitePublications } from './publications';
import { sqliteWebhooks } from './webhooks';

/**
 * Opens (creating if needed) the database, applies pending migrations, and composes the
 * DesignStore from one part per aggregate, all sharing the connection.
 */
export function openSqliteStore(path: string): DesignStore {
	if (path !== ':memory:') createPrivately(path);
	const db = new Database(path);
	db.pragma('journal_mode = WAL');
	db.pragma('synchronous = NORMAL');
	db.pragma('foreign_keys = ON');
	// The command line may write (keys create/revoke) while a server holds the database open.
	db.pragma('busy_timeout = 5000');
	migrate(db);
	fillSearchText(db);
	return {
		...sqliteAccounts(db),
		...sqliteDesigns(db),
		...sqlitePublications(db),
		...sqliteEvents(db),
		...sqliteIdempotency(db),
		...sqliteWebhooks(db),
		...sqliteCursors(db),
		...memoryRateLimits(),
		async close() {
			if (db.open) db.close();
		},
	};
}

/**
 * The database holds key hashes and every account's prompts: folders this creates are 0700 and a
 * new database file 0600, whatever the umask (SQLite gives its -wal and -shm files the database
 * file's mode). Existing folders and files keep the modes their owner gave them.
 */
function createPrivately(path: string): void {
	const folder = resolve(dirname(path));
	const first = mkdirSync(folder, { recursive: true, mode: 0o700 });
	if (first) {
		// mkdir's mode is filtered by the umask: set it on each folder created, outermost first.
		let current = first;
		chmodSync(current, 0o700);
		for (const part of relative(first, folder).split(sep).filter(Boolean)) {
			current = resolve(current, part);
			chmodSync(current, 0o700);
		}
	}
	try {
		closeSync(openSync(path, 'wx', 0o600));
		chmodSync(path, 0o600);
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
	}
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
