import type pg from 'pg';
import {
	collectionTables,
	engineMigrations,
	POSTGRES_EARLIER_VERSIONS,
	SHARED_SQL,
} from '../migrations';
import type { PgDatabase } from './database';

/**
 * PostgreSQL's SQL for each step of the shared history (store/migrations.ts), applied in order at
 * start and recorded in `schema_migrations`. Same tables and columns as the SQLite store
 * (store/rows.ts reads both); times are ms since the epoch, as there.
 */
export const MIGRATIONS = engineMigrations({
	1: `
      CREATE TABLE accounts (
        id         TEXT PRIMARY KEY,
        name       TEXT NOT NULL UNIQUE,
        plan       TEXT NOT NULL,
        created_at BIGINT NOT NULL
      );

      CREATE TABLE api_keys (
        seq        BIGSERIAL NOT NULL UNIQUE,
        id         TEXT PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts(id),
        key_hash   TEXT NOT NULL UNIQUE,
        prefix     TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        revoked_at BIGINT
      );

      -- seq orders designs (newest first) and makes cursors stable while designs are added.
      CREATE TABLE designs (
        seq          BIGSERIAL PRIMARY KEY,
        id           TEXT NOT NULL UNIQUE,
        account_id   TEXT NOT NULL REFERENCES accounts(id),
        status       TEXT NOT NULL,
        prompt       TEXT NOT NULL,
        style        TEXT NOT NULL,
        seed         BIGINT NOT NULL,
        content_json TEXT,
        svg          TEXT,
        png          BYTEA,
        error_code   TEXT,
        error_detail TEXT,
        ready_at     BIGINT,
        created_at   BIGINT NOT NULL,
        updated_at   BIGINT NOT NULL,
        deleted_at   BIGINT
      );
      CREATE INDEX designs_account_seq ON designs (account_id, seq) WHERE deleted_at IS NULL;
      CREATE INDEX designs_pending ON designs (ready_at) WHERE status = 'pending';

      CREATE TABLE publications (
        seq            BIGSERIAL PRIMARY KEY,
        id             TEXT NOT NULL UNIQUE,
        account_id     TEXT NOT NULL REFERENCES accounts(id),
        design_id      TEXT NOT NULL REFERENCES designs(id),
        title          TEXT NOT NULL,
        description    TEXT NOT NULL,
        price_amount   BIGINT NOT NULL,
        price_currency TEXT NOT NULL,
        tags_json      TEXT NOT NULL,
        visibility     TEXT NOT NULL,
        status         TEXT NOT NULL,
        published_at   BIGINT NOT NULL,
        withdrawn_at   BIGINT
      );
      CREATE INDEX publications_account_seq ON publications (account_id, seq);
      -- At most one live publication per design.
      CREATE UNIQUE INDEX publications_live_design ON publications (design_id) WHERE status = 'published';

      CREATE TABLE idempotency_keys (
        account_id   TEXT NOT NULL,
        key          TEXT NOT NULL,
        fingerprint  TEXT NOT NULL,
        created_at   BIGINT NOT NULL,
        status_code  INTEGER,
        headers_json TEXT,
        body         TEXT,
        -- The claim's holder (its writes are fenced by it), and the object its request created,
        -- set in the transaction that created it (the recovery point).
        claim_token   TEXT,
        resource_type TEXT,
        resource_id   TEXT,
        PRIMARY KEY (account_id, key)
      );
      CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);

      -- Requests per key, policy and fixed window, shared by every instance.
      CREATE TABLE rate_limit_counters (
        key_id TEXT NOT NULL,
        policy TEXT NOT NULL,
        window_start BIGINT NOT NULL,
        count  INTEGER NOT NULL,
        PRIMARY KEY (key_id, policy, window_start)
      );
    `,
	2: null, // PostgreSQL's initial schema has these columns already
	3: SHARED_SQL.accountUsageCounts,
	4: `
      -- As in SQLite (see there). Event inserts of one account are serialised by a
      -- transaction-level advisory lock, so their seq order is their commit order and a client
      -- polling GET /v1/events never skips an event that commits late.
      CREATE TABLE events (
        seq         BIGSERIAL PRIMARY KEY,
        id          TEXT NOT NULL UNIQUE,
        account_id  TEXT NOT NULL REFERENCES accounts(id),
        type        TEXT NOT NULL,
        object_json TEXT NOT NULL,
        created_at  BIGINT NOT NULL
      );
      CREATE INDEX events_account_seq ON events (account_id, seq);
      CREATE INDEX events_account_type_seq ON events (account_id, type, seq);
      CREATE INDEX events_created ON events (created_at);

      CREATE TABLE webhook_endpoints (
        seq         BIGSERIAL PRIMARY KEY,
        id          TEXT NOT NULL UNIQUE,
        account_id  TEXT NOT NULL REFERENCES accounts(id),
        url         TEXT NOT NULL,
        events_json TEXT NOT NULL,
        description TEXT,
        secret      TEXT NOT NULL,
        api_base    TEXT NOT NULL,
        created_at  BIGINT NOT NULL,
        deleted_at  BIGINT
      );
      CREATE INDEX webhook_endpoints_account_seq ON webhook_endpoints (account_id, seq)
        WHERE deleted_at IS NULL;

      CREATE TABLE webhook_deliveries (
        seq             BIGSERIAL PRIMARY KEY,
        event_id        TEXT NOT NULL REFERENCES events(id) ON DELETE CASCADE,
        endpoint_id     TEXT NOT NULL REFERENCES webhook_endpoints(id),
        status          TEXT NOT NULL,
        attempts        INTEGER NOT NULL DEFAULT 0,
        next_attempt_at BIGINT,
        locked_until    BIGINT,
        last_status     INTEGER,
        last_error      TEXT,
        created_at      BIGINT NOT NULL,
        updated_at      BIGINT NOT NULL
      );
      CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at)
        WHERE status = 'pending';
      CREATE INDEX webhook_deliveries_endpoint ON webhook_deliveries (endpoint_id)
        WHERE status = 'pending';
      CREATE UNIQUE INDEX webhook_deliveries_event_endpoint ON webhook_deliveries (event_id, endpoint_id);
    `,
	5: `
      -- As in SQLite (see there), but for the full-text index: a GIN index of the
      -- design's words (search_text split at spaces; store/search.ts cut them). A search asks for
      -- an array that contains every word; phrases are checked on the rows found. Not partial, so
      -- the planner reads the words' frequencies from the index's statistics (it ignores those of
      -- a partial index) and picks this index for rare words and the (account_id, seq) index,
      -- newest first, for common ones. fastupdate off: a new design is searchable through the
      -- index itself, not a pending list every search would scan until a vacuum flushes it.
      ALTER TABLE designs
        ADD COLUMN parent_id TEXT REFERENCES designs(id),
        ADD COLUMN title TEXT,
        ADD COLUMN garment TEXT,
        ADD COLUMN search_text TEXT,
        ADD COLUMN colorway_json TEXT,
        ADD COLUMN base_seed BIGINT;
      UPDATE designs SET title = content_json::jsonb ->> 'title',
        garment = content_json::jsonb ->> 'garment'
        WHERE content_json IS NOT NULL;
      CREATE INDEX designs_account_garment_seq ON designs (account_id, garment, seq)
        WHERE deleted_at IS NULL;
      CREATE INDEX designs_account_parent_seq ON designs (account_id, parent_id, seq)
        WHERE deleted_at IS NULL;
      CREATE INDEX designs_search_missing ON designs (seq) WHERE search_text IS NULL;
      CREATE INDEX designs_search ON designs USING gin (string_to_array(search_text, ' '))
        WITH (fastupdate = off);
    `,
	6: `
      -- As in SQLite. PostgreSQL already kept the images out of line (TOAST), so this
      -- is for one schema and one set of statements in both stores: images are read only by the
      -- image endpoints, designs rows never carry them.
      CREATE TABLE design_images (
        design_id TEXT PRIMARY KEY REFERENCES designs(id),
        svg       TEXT NOT NULL,
        png       BYTEA
      );
      INSERT INTO design_images (design_id, svg, png)
        SELECT id, svg, png FROM designs WHERE svg IS NOT NULL;
      ALTER TABLE designs DROP COLUMN svg, DROP COLUMN png;
    `,
	7: null, // SQLite's full-text index only; PostgreSQL's GIN index filters by account_id
	8: `
      -- Instances remember the keys they have checked (services/key-service.ts) and forget them
      -- when told that keys or plans changed: by this notification, sent at commit by whatever
      -- changed them (an instance, the command line, an operator's SQL).
      CREATE FUNCTION dg_notify_keys_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('dg_keys_changed', '');
        RETURN NULL;
      END $$;
      CREATE TRIGGER api_keys_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON api_keys
        FOR EACH STATEMENT EXECUTE FUNCTION dg_notify_keys_changed();
      CREATE TRIGGER accounts_changed AFTER UPDATE OR DELETE OR TRUNCATE ON accounts
        FOR EACH STATEMENT EXECUTE FUNCTION dg_notify_keys_changed();
    `,
	9: SHARED_SQL.sparseFilterIndexes,
	10: SHARED_SQL.purgeDeletedImages,
	11: SHARED_SQL.editChains,
	12: collectionTables({ seq: 'BIGSERIAL PRIMARY KEY', time: 'BIGINT', int: 'BIGINT' }),
});

/** Any fixed number: instances starting together take turns on it to migrate. */
const MIGRATION_LOCK = 0x64670001;

/**
 * The `schema_migrations` row that says its versions are the shared history's. A database
 * without it that has rows recorded PostgreSQL's earlier numbers.
 */
const RENUMBERED = { version: 0, name: 'versions renumbered to the history shared with SQLite' };

/**
 * Applies the pending migrations. A session-level advisory lock makes instances that start at
 * once wait for each other, so exactly one applies each migration and the others find it done.
 */
export async function migrate(db: PgDatabase): Promise<void> {
	const client = await db.connect();
	try {
		await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
		await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
        version    INTEGER PRIMARY KEY,
        name       TEXT NOT NULL,
        applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
      )`);
		await renumber(client);
		const { rows } = await client.query('SELECT version FROM schema_migrations');
		const applied = new Set(rows.map((r: { version: number }) => r.version));
		for (const migration of MIGRATIONS) {
			if (applied.has(migration.version)) continue;
			await inTransaction(client, async () => {
				if (migration.sql) await client.query(migration.sql);
				await record(client, migration);
			});
		}
	} finally {
		// Ending the session also frees the lock; unlocking first lets the others go at once.
		await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
		client.release();
	}
}

/**
 * Once per database: moves the versions recorded under PostgreSQL's earlier numbering to the
 * shared history's (highest first, so none collides with one not yet moved) and records that it
 * did. A new database only gets the record.
 */
async function renumber(client: pg.PoolClient): Promise<void> {
	const { rows } = await client.query<{ version: number }>(
		'SELECT version FROM schema_migrations ORDER BY version DESC',
	);
	if (rows.some((r) => r.version === RENUMBERED.version)) return;
	await inTransaction(client, async () => {
		for (const { version } of rows) {
			const to = POSTGRES_EARLIER_VERSIONS[version];
			if (to === undefined)
				throw new Error(
					`schema_migrations holds version ${version}, which this server does not know`,
				);
			if (to !== version)
				await client.query('UPDATE schema_migrations SET version = $1 WHERE version = $2', [
					to,
					version,
				]);
		}
		await record(client, RENUMBERED);
	});
}

async function record(
	client: pg.PoolClient,
	step: { version: number; name: string },
): Promise<void> {
	await client.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
		step.version,
		step.name,
	]);
}

async function inTransaction(client: pg.PoolClient, work: () => Promise<void>): Promise<void> {
	await client.query('BEGIN');
	try {
		await work();
		await client.query('COMMIT');
	} catch (error) {
		await client.query('ROLLBACK');
		throw error;
	}
}
