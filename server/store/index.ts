import { isPostgresUrl } from './postgres/database';
import { openPostgresStore } from './postgres';
import { openSqliteStore } from './sqlite';
import type { DesignStore } from './types';

export { DEFAULT_POOL_SIZE, describeUrl, isPostgresUrl } from './postgres/database';

/**
 * Opens the store `db` names: a `postgres://` (or `postgresql://`) URL selects PostgreSQL with a
 * pool of `poolSize` connections; anything else is a SQLite file (or ':memory:'). `asServer`: a
 * server opens it, and a SQLite file has one server at most (DatabaseInUseError otherwise);
 * PostgreSQL serves any number of instances.
 */
export function openStore(
	db: string,
	options: { poolSize?: number; asServer?: boolean } = {},
): Promise<DesignStore> {
	if (isPostgresUrl(db)) return openPostgresStore(db, options.poolSize);
	return Promise.resolve(openSqliteStore(db, { asServer: options.asServer }));
}
