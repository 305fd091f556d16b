import type Database from 'better-sqlite3';

/** Compiled statements per connection, by SQL text. */
const caches = new WeakMap<Database.Database, Map<string, Database.Statement>>();
/** The SQL texts are a fixed set, but for IN lists and paging shapes: bound it all the same. */
const MAX_STATEMENTS = 500;

/**
 * `db.prepare(sql)`, compiled once: better-sqlite3 compiles on every prepare, which was a good
 * part of a request's time on the event loop (a burst of image requests queued behind it).
 */
export function prepared(db: Database.Database, sql: string): Database.Statement {
	let cache = caches.get(db);
	if (!cache) caches.set(db, (cache = new Map()));
	let statement = cache.get(sql);
	if (!statement) {
		if (cache.size >= MAX_STATEMENTS) cache.clear();
		statement = db.prepare(sql);
		cache.set(sql, statement);
	}
	return statement;
}
