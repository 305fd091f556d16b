import Database from 'better-sqlite3';
import type { DesignStore } from '../types';
import { sqliteAccounts } from './accounts';
import { sqliteCollections } from './collections';
import { fillSearchText, sqliteDesigns } from './designs';
import { sqliteEvents } from './events';
import { sqliteIdempotency } from './idempotency';
import { memoryRateLimits } from '../memory-rate-limits';
import { MIGRATIONS } from './migrations';
import { openDatabaseFile } from './open-file';
import { sqliteCursors } from './paging';
import { sqlitePublications } from './publications';
import { lockForServer, type ServerLock } from './server-lock';
import { sqliteWebhooks } from './webhooks';

/**
 * Opens (creating if needed, see open-file.ts) the database, applies pending migrations, and composes the
 * DesignStore from one part per aggregate, all sharing the connection. `asServer`: the one server
 * of this file (see server-lock.ts), held until `close`; the command line's key commands open it
 * without.
 */
export function openSqliteStore(path: string, options: { asServer?: boolean } = {}): DesignStore {
	const db = openDatabaseFile(path);
	let lock: ServerLock | undefined;
	try {
		// Before migrating: two servers started at once must not both migrate.
		if (options.asServer && path !== ':memory:') lock = lockForServer(path);
		db.pragma('synchronous = NORMAL');
		db.pragma('foreign_keys = ON');
		// The command line may write (keys create/revoke) while a server holds the database open.
		db.pragma('busy_timeout = 5000');
		migrate(db);
		fillSearchText(db);
	} catch (error) {
		db.close();
		lock?.release();
		throw error;
	}
	return {
		...sqliteAccounts(db),
		...sqliteDesigns(db),
		...sqlitePublications(db),
		...sqliteEvents(db),
		...sqliteIdempotency(db),
		...sqliteWebhooks(db),
		...sqliteCollections(db),
		...sqliteCursors(db),
		...memoryRateLimits(),
		async close() {
			if (!db.open) return;
			// Everything in the WAL goes into the database file now, even while another process
			// (a `keys` command) holds the database open and closing alone would not checkpoint.
			try {
				db.pragma('wal_checkpoint(TRUNCATE)');
			} catch {
				// Busy (another process is writing): closing still leaves a consistent database.
			}
			db.close();
			lock?.release();
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
