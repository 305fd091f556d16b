import { collectionTables, engineMigrations, SHARED_SQL } from '../migrations';

/**
 * SQLite's SQL for each step of the shared history (store/migrations.ts), applied in order at
 * start; `PRAGMA user_version` records the last one applied.
 */
export const MIGRATIONS = engineMigrations({
	1: `
      CREATE TABLE accounts (
        id         TEXT PRIMARY KEY,
        name       TEXT NOT NULL UNIQUE,
        plan       TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );

      CREATE TABLE api_keys (
        id         TEXT PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts(id),
        key_hash   TEXT NOT NULL UNIQUE,
        prefix     TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        revoked_at INTEGER
      );

      -- seq orders designs (newest first) and makes cursors stable while designs are added.
      CREATE TABLE designs (
        seq          INTEGER PRIMARY KEY AUTOINCREMENT,
        id           TEXT NOT NULL UNIQUE,
        account_id   TEXT NOT NULL REFERENCES accounts(id),
        status       TEXT NOT NULL,
        prompt       TEXT NOT NULL,
        style        TEXT NOT NULL,
        seed         INTEGER NOT NULL,
        content_json TEXT,
        svg          TEXT,
        png          BLOB,
        error_code   TEXT,
        error_detail TEXT,
        ready_at     INTEGER,
        created_at   INTEGER NOT NULL,
        updated_at   INTEGER NOT NULL,
        deleted_at   INTEGER
      );
      CREATE INDEX designs_account_seq ON designs (account_id, seq) WHERE deleted_at IS NULL;
      CREATE INDEX designs_pending ON designs (ready_at) WHERE status = 'pending';

      CREATE TABLE publications (
        seq            INTEGER PRIMARY KEY AUTOINCREMENT,
        id             TEXT NOT NULL UNIQUE,
        account_id     TEXT NOT NULL REFERENCES accounts(id),
        design_id      TEXT NOT NULL REFERENCES designs(id),
        title          TEXT NOT NULL,
        description    TEXT NOT NULL,
        price_amount   INTEGER NOT NULL,
        price_currency TEXT NOT NULL,
        tags_json      TEXT NOT NULL,
        visibility     TEXT NOT NULL,
        status         TEXT NOT NULL,
        published_at   INTEGER NOT NULL,
        withdrawn_at   INTEGER
      );
      CREATE INDEX publications_account_seq ON publications (account_id, seq);
      -- At most one live publication per design.
      CREATE UNIQUE INDEX publications_live_design ON publications (design_id) WHERE status = 'published';

      CREATE TABLE idempotency_keys (
        account_id   TEXT NOT NULL,
        key          TEXT NOT NULL,
        fingerprint  TEXT NOT NULL,
        created_at   INTEGER NOT NULL,
        status_code  INTEGER,
        headers_json TEXT,
        body         TEXT,
        PRIMARY KEY (account_id, key)
      );
      CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);
    `,
	2: `
      -- claim_token: the claim's holder (its writes are fenced by it). resource_type/resource_id:
      -- the object the request created, set in the transaction that created it.
      ALTER TABLE idempotency_keys ADD COLUMN claim_token TEXT;
      ALTER TABLE idempotency_keys ADD COLUMN resource_type TEXT;
      ALTER TABLE idempotency_keys ADD COLUMN resource_id TEXT;
    `,
	3: SHARED_SQL.accountUsageCounts,
	4: `
      -- Events, recorded in the transaction of the change they report. object_json: the design
      -- or publication record as it was then (store/types.ts EventSubject). Kept 30 days.
      CREATE TABLE events (
        seq         INTEGER PRIMARY KEY AUTOINCREMENT,
        id          TEXT NOT NULL UNIQUE,
        account_id  TEXT NOT NULL REFERENCES accounts(id),
        type        TEXT NOT NULL,
        object_json TEXT NOT NULL,
        created_at  INTEGER NOT NULL
      );
      CREATE INDEX events_account_seq ON events (account_id, seq);
      CREATE INDEX events_account_type_seq ON events (account_id, type, seq);
      CREATE INDEX events_created ON events (created_at);

      -- events_json: the subscribed types, or ["*"]. secret: kept to sign deliveries (shown once
      -- to the client). api_base: the base URL the endpoint was registered through, for the
      -- URLs inside delivered events. Soft-deleted: the id stays readable in deliveries.
      CREATE TABLE webhook_endpoints (
        seq         INTEGER PRIMARY KEY AUTOINCREMENT,
        id          TEXT NOT NULL UNIQUE,
        account_id  TEXT NOT NULL REFERENCES accounts(id),
        url         TEXT NOT NULL,
        events_json TEXT NOT NULL,
        description TEXT,
        secret      TEXT NOT NULL,
        api_base    TEXT NOT NULL,
        created_at  INTEGER NOT NULL,
        deleted_at  INTEGER
      );
      CREATE INDEX webhook_endpoints_account_seq ON webhook_endpoints (account_id, seq)
        WHERE deleted_at IS NULL;

      -- The outbox: one row per (event, endpoint), inserted with the event. status: pending,
      -- delivered, failed (tries used up) or cancelled (endpoint deleted). A pending row is due
      -- at next_attempt_at; locked_until is the lease of the sender that claimed it.
      CREATE TABLE webhook_deliveries (
        seq             INTEGER PRIMARY KEY AUTOINCREMENT,
        event_id        TEXT NOT NULL REFERENCES events(id) ON DELETE CASCADE,
        endpoint_id     TEXT NOT NULL REFERENCES webhook_endpoints(id),
        status          TEXT NOT NULL,
        attempts        INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER,
        locked_until    INTEGER,
        last_status     INTEGER,
        last_error      TEXT,
        created_at      INTEGER NOT NULL,
        updated_at      INTEGER NOT NULL
      );
      CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at)
        WHERE status = 'pending';
      CREATE INDEX webhook_deliveries_endpoint ON webhook_deliveries (endpoint_id)
        WHERE status = 'pending';
      CREATE UNIQUE INDEX webhook_deliveries_event_endpoint ON webhook_deliveries (event_id, endpoint_id);
    `,
	5: `
      -- parent_id: the design a variation was made from. title, garment: copied out of
      -- content_json (set when the design succeeds) for the filters. search_text: the words of the
      -- prompt and title as store/search.ts cuts them, filled by the store (and, for rows older than
      -- this migration, at start: designs_search_missing finds them). colorway_json, base_seed:
      -- what a pending variation is generated with (the colourway's names, the source's seed).
      ALTER TABLE designs ADD COLUMN parent_id TEXT REFERENCES designs(id);
      ALTER TABLE designs ADD COLUMN title TEXT;
      ALTER TABLE designs ADD COLUMN garment TEXT;
      ALTER TABLE designs ADD COLUMN search_text TEXT;
      ALTER TABLE designs ADD COLUMN colorway_json TEXT;
      ALTER TABLE designs ADD COLUMN base_seed INTEGER;
      UPDATE designs SET title = json_extract(content_json, '$.title'),
        garment = json_extract(content_json, '$.garment')
        WHERE content_json IS NOT NULL;
      CREATE INDEX designs_account_garment_seq ON designs (account_id, garment, seq)
        WHERE deleted_at IS NULL;
      CREATE INDEX designs_account_parent_seq ON designs (account_id, parent_id, seq)
        WHERE deleted_at IS NULL;
      CREATE INDEX designs_search_missing ON designs (seq) WHERE search_text IS NULL;

      -- The full-text index of live designs, rowid = designs.seq. Contentless: the words are in
      -- designs.search_text already. The ascii tokenizer splits at ASCII non-alphanumerics only,
      -- so the words store/search.ts wrote are its tokens exactly. account: the account id's
      -- bytes in hex, one token, so a search matches within one account and FTS5 hands back that
      -- account's rows newest first. Kept in step by the triggers, whatever writes the row.
      CREATE VIRTUAL TABLE designs_fts USING fts5(account, words,
        tokenize = 'ascii', content = '', contentless_delete = 1);
      CREATE TRIGGER designs_fts_insert AFTER INSERT ON designs
        WHEN NEW.search_text IS NOT NULL AND NEW.deleted_at IS NULL
      BEGIN
        INSERT INTO designs_fts (rowid, account, words)
          VALUES (NEW.seq, hex(NEW.account_id), NEW.search_text);
      END;
      CREATE TRIGGER designs_fts_update AFTER UPDATE OF search_text, deleted_at ON designs
        WHEN OLD.search_text IS NOT NEW.search_text OR OLD.deleted_at IS NOT NEW.deleted_at
      BEGIN
        DELETE FROM designs_fts WHERE rowid = OLD.seq;
        INSERT INTO designs_fts (rowid, account, words)
          SELECT NEW.seq, hex(NEW.account_id), NEW.search_text
          WHERE NEW.search_text IS NOT NULL AND NEW.deleted_at IS NULL;
      END;
      CREATE TRIGGER designs_fts_delete AFTER DELETE ON designs
      BEGIN
        DELETE FROM designs_fts WHERE rowid = OLD.seq;
      END;
    `,
	6: `
      -- Images are read only by the image endpoints, so they get their own table: a designs row
      -- then fits in a page, and reading its later columns (dates, parent, deletion) does not walk
      -- the images' overflow pages.
      CREATE TABLE design_images (
        design_id TEXT PRIMARY KEY REFERENCES designs(id),
        svg       TEXT NOT NULL,
        png       BLOB
      );
      INSERT INTO design_images (design_id, svg, png)
        SELECT id, svg, png FROM designs WHERE svg IS NOT NULL;
      ALTER TABLE designs DROP COLUMN svg;
      ALTER TABLE designs DROP COLUMN png;
    `,
	7: `
      -- Each word is indexed as the account's token and the word in one ("<account hex>x<word>";
      -- hex has no x, and a word no upper case, so the two never run together), so a search reads
      -- only its own words' posting lists, not one as long as the account's history.
      DROP TRIGGER designs_fts_insert;
      DROP TRIGGER designs_fts_update;
      DROP TRIGGER designs_fts_delete;
      DROP TABLE designs_fts;
      CREATE VIRTUAL TABLE designs_fts USING fts5(words,
        tokenize = 'ascii', content = '', contentless_delete = 1);
      CREATE TRIGGER designs_fts_insert AFTER INSERT ON designs
        WHEN NEW.search_text IS NOT NULL AND NEW.deleted_at IS NULL
      BEGIN
        INSERT INTO designs_fts (rowid, words) VALUES (NEW.seq, hex(NEW.account_id) || 'x' || replace(NEW.search_text, ' ', ' ' || hex(NEW.account_id) || 'x'));
      END;
      CREATE TRIGGER designs_fts_update AFTER UPDATE OF search_text, deleted_at ON designs
        WHEN OLD.search_text IS NOT NEW.search_text OR OLD.deleted_at IS NOT NEW.deleted_at
      BEGIN
        DELETE FROM designs_fts WHERE rowid = OLD.seq;
        INSERT INTO designs_fts (rowid, words)
          SELECT NEW.seq, hex(NEW.account_id) || 'x' || replace(NEW.search_text, ' ', ' ' || hex(NEW.account_id) || 'x')
          WHERE NEW.search_text IS NOT NULL AND NEW.deleted_at IS NULL;
      END;
      CREATE TRIGGER designs_fts_delete AFTER DELETE ON designs
      BEGIN
        DELETE FROM designs_fts WHERE rowid = OLD.seq;
      END;
      INSERT INTO designs_fts (rowid, words)
        SELECT seq, hex(account_id) || 'x' || replace(search_text, ' ', ' ' || hex(account_id) || 'x')
        FROM designs WHERE search_text IS NOT NULL AND deleted_at IS NULL;
    `,
	8: null, // PostgreSQL only: one SQLite process has no other instances to tell
	9: SHARED_SQL.sparseFilterIndexes,
	10: SHARED_SQL.purgeDeletedImages,
	11: SHARED_SQL.editChains,
	12: collectionTables({
		seq: 'INTEGER PRIMARY KEY AUTOINCREMENT',
		time: 'INTEGER',
		int: 'INTEGER',
	}),
});
