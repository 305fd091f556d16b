import { isPostgresUrl } from './postgres/database';
import { openPostgresStore } from './postgres';
import { openSqliteStore } from './sqlite';
import type { DesignStore } from './types';

export { DEFAULT_POOL_SIZE, describeUrl, isPostgresUrl } from './postgres/database';

/**
 * Opens the store `db` names: a `postgres://` (or `postgresql://`) URL selects PostgreSQL with a
 * pool of `poolSize` connections; anything else is a SQLite file (or ':memory:').
 */
export function openStore(db: string, options: { poolSize?: number } = {}): Promise<DesignStore> {
	if (isPostgresUrl(db)) return openPostgresStore(db, options.poolSize);
	return Promise.resolve(openSqliteStore(db));
}
