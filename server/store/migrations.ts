/**
 * The schema's one version history: a change has the same version on both engines, each engine
 * giving its SQL for it (sqlite/migrations.ts, postgres/migrations.ts), or `null` where the change
 * has nothing to do on that engine (the version is still recorded there). Never edit a step that
 * has shipped: add the next one.
 */
/** A step of the schema's history in one engine's SQL. */
export interface Migration {
	version: number;
	name: string;
	sql: string;
}

export const HISTORY = [
	{ version: 1, name: 'initial schema' },
	{ version: 2, name: 'idempotency claims: token and recovery point' },
	{ version: 3, name: 'account usage counts' },
	{ version: 4, name: 'events, webhook endpoints and their delivery queue' },
	{ version: 5, name: 'search and variations: parent, title, garment, search words' },
	{ version: 6, name: 'images in their own table' },
	{ version: 7, name: 'search words per account' },
	{ version: 8, name: 'notify key and plan changes' },
	{ version: 9, name: 'indexes for sparse list filters and events by time' },
	{ version: 10, name: 'purge images of deleted designs' },
	{ version: 11, name: 'edits: the edit chain and instruction of a design' },
	{ version: 12, name: 'collections, their items and leases; the collection of a design' },
] as const;

export type MigrationVersion = (typeof HISTORY)[number]['version'];

/** Every version's SQL on one engine; a new step in HISTORY fails to compile until both say theirs. */
export type EngineSql = Record<MigrationVersion, string | null>;

/** SQL both engines run as it is. */
/**
 * Migration 12's tables, in one engine's types: `seq` its auto-increasing key, `time` and `int`
 * its integer columns (SQLite's INTEGER, PostgreSQL's BIGINT).
 */
export function collectionTables(types: { seq: string; time: string; int: string }): string {
	const { seq, time, int } = types;
	return `
      -- A collection: many designs made as one job. Its items are stored with it (the plan of a
      -- brief, or the items given), each made into one design by whichever worker holds its lease.
      CREATE TABLE collections (
        seq          ${seq},
        id           TEXT NOT NULL UNIQUE,
        account_id   TEXT NOT NULL REFERENCES accounts(id),
        name         TEXT NOT NULL,
        style        TEXT NOT NULL,
        brief        TEXT,
        palette_json TEXT NOT NULL,
        status       TEXT NOT NULL,
        created_at   ${time} NOT NULL,
        updated_at   ${time} NOT NULL,
        completed_at ${time},
        canceled_at  ${time}
      );
      CREATE INDEX collections_account_seq ON collections (account_id, seq);
      CREATE TABLE collection_items (
        seq              ${seq},
        collection_id    TEXT NOT NULL REFERENCES collections(id),
        account_id       TEXT NOT NULL REFERENCES accounts(id),
        position         INTEGER NOT NULL,
        prompt           TEXT NOT NULL,
        style            TEXT NOT NULL,
        seed             ${int} NOT NULL,
        custom_id        TEXT,
        status           TEXT NOT NULL,
        error_code       TEXT,
        error_detail     TEXT,
        lease_owner      TEXT,
        lease_expires_at ${time},
        UNIQUE (collection_id, position)
      );
      CREATE INDEX collection_items_pending ON collection_items (seq) WHERE status = 'pending';
      ${SHARED_SQL.designCollections}
    `;
}

export const SHARED_SQL = {
	designCollections: `
      -- A collection item's design: its collection, its place in it and the item's custom_id;
      -- null for every other design. One design an item at most, whichever instance makes it.
      ALTER TABLE designs ADD COLUMN collection_id TEXT REFERENCES collections(id);
      ALTER TABLE designs ADD COLUMN collection_position INTEGER;
      ALTER TABLE designs ADD COLUMN custom_id TEXT;
      CREATE UNIQUE INDEX designs_collection_item ON designs (collection_id, collection_position)
        WHERE collection_id IS NOT NULL;
    `,
	editChains: `
      -- edits_json: what an edited design (and a variation or colourway of one) applies to its
      -- prompt's design, as store/rows.ts reads it: the seed of the design edited and the
      -- instructions in order. edit_instruction: the instruction that made this design, for an
      -- edit alone. Both null for every design made before, none of which is an edit.
      ALTER TABLE designs ADD COLUMN edits_json TEXT;
      ALTER TABLE designs ADD COLUMN edit_instruction TEXT;
    `,
	purgeDeletedImages: `
      -- A deleted design's images are never served again (a delete now removes them in its own
      -- transaction); these are the ones deletes left behind before. The row stays (cursors, events).
      DELETE FROM design_images WHERE design_id IN (SELECT id FROM designs WHERE deleted_at IS NOT NULL);
    `,
	sparseFilterIndexes: `
      -- A filter that matches few of an account's designs (status=failed, a style it seldom
      -- uses) reads its index in the list's order instead of walking every design of the account.
      CREATE INDEX designs_account_status_seq ON designs (account_id, status, seq) WHERE deleted_at IS NULL;
      CREATE INDEX designs_account_style_seq ON designs (account_id, style, seq) WHERE deleted_at IS NULL;
      -- Events after a time that few (or none) are after: found by time, not by walking the log.
      CREATE INDEX events_account_created ON events (account_id, created_at);
    `,
	accountUsageCounts: `
      -- GET /v1/account counts from indexes: designs created in a period (deleted ones
      -- included, which designs_account_seq leaves out) and live publications, from the index alone.
      CREATE INDEX designs_account_created ON designs (account_id, created_at, deleted_at);
      CREATE INDEX publications_account_live ON publications (account_id) WHERE status = 'published';
    `,
};

/** One engine's migrations in order; a step with nothing to do there has empty SQL. */
export function engineMigrations(sql: EngineSql): readonly Migration[] {
	return HISTORY.map(({ version, name }) => ({ version, name, sql: sql[version] ?? '' }));
}

/**
 * PostgreSQL databases made before the history was shared recorded their own numbers in
 * `schema_migrations`; this is where each of those steps sits in HISTORY. (SQLite's numbers were
 * already HISTORY's.)
 */
export const POSTGRES_EARLIER_VERSIONS: Readonly<Record<number, MigrationVersion>> = {
	1: 1,
	2: 3,
	3: 4,
	4: 5,
	5: 6,
	6: 8,
};
