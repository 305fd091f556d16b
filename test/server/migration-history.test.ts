/**
 * One version history for both engines (server/store/migrations.ts): a database made by an
 * earlier server opens, migrates and ends with the same schema and recorded versions as a new
 * one. On PostgreSQL the earlier database records PostgreSQL's own earlier numbers, which are
 * moved once to the shared ones.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { openStore } from '../../server/store';
import { HISTORY, POSTGRES_EARLIER_VERSIONS } from '../../server/store/migrations';
import { MIGRATIONS as PG_MIGRATIONS } from '../../server/store/postgres/migrations';
import { MIGRATIONS as SQLITE_MIGRATIONS } from '../../server/store/sqlite/migrations';
import { freshDb, TEST_STORE } from '../harness/test-store';

const LATEST = HISTORY[HISTORY.length - 1].version;

test('both engines give SQL or an explicit nothing for every step, in the same order', () => {
	const versions = HISTORY.map((step) => step.version);
	expect(versions).toEqual(versions.map((_, i) => i + 1));
	expect(SQLITE_MIGRATIONS.map((m) => [m.version, m.name])).toEqual(
		PG_MIGRATIONS.map((m) => [m.version, m.name]),
	);
	// Only the steps an engine has nothing to do for are empty there.
	expect(SQLITE_MIGRATIONS.filter((m) => !m.sql).map((m) => m.version)).toEqual([8]);
	expect(PG_MIGRATIONS.filter((m) => !m.sql).map((m) => m.version)).toEqual([2, 7]);
	// Every earlier PostgreSQL number lands on a step PostgreSQL has SQL for.
	for (const version of Object.values(POSTGRES_EARLIER_VERSIONS))
		expect(PG_MIGRATIONS.find((m) => m.version === version)?.sql).toBeTruthy();
});

(TEST_STORE === 'sqlite' ? describe : describe.skip)('SQLite', () => {
	let dir: string;
	beforeAll(() => (dir = mkdtempSync(join(tmpdir(), 'dg-history-'))));
	afterAll(() => rmSync(dir, { recursive: true, force: true }));

	/** The schema as SQLite keeps it, and the recorded version. */
	function schema(file: string): { version: number; objects: unknown[] } {
		const db = new Database(file, { readonly: true });
		try {
			return {
				version: db.pragma('user_version', { simple: true }) as number,
				objects: db
					.prepare(`SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name`)
					.all(),
			};
		} finally {
			db.close();
		}
	}

	/** A database as an earlier server left it: every step up to `upTo` applied. */
	function earlier(name: string, upTo: number): string {
		const file = join(dir, name);
		const db = new Database(file);
		for (const m of SQLITE_MIGRATIONS.filter((m) => m.version <= upTo)) db.exec(m.sql);
		db.pragma(`user_version = ${upTo}`);
		db.close();
		return file;
	}

	test.each([7, 4, 1])(
		'a database at version %i upgrades to the schema of a new one',
		async (upTo) => {
			const fresh = join(dir, `fresh-${upTo}.sqlite`);
			await (await openStore(fresh)).close();
			const old = earlier(`old-${upTo}.sqlite`, upTo);
			await (await openStore(old)).close();
			const expected = schema(fresh);
			expect(expected.version).toBe(LATEST);
			expect(schema(old)).toEqual(expected);
		},
	);
	test('the images deletes left behind are purged on upgrade; a live design keeps its own', async () => {
		const file = earlier('images.sqlite', 9);
		const db = new Database(file);
		db.prepare(
			`INSERT INTO accounts (id, name, plan, created_at) VALUES ('acct_x', 'x', 'business', 1)`,
		).run();
		const design = db.prepare(
			`INSERT INTO designs (id, account_id, status, prompt, style, seed, created_at, updated_at, deleted_at)
         VALUES (?, 'acct_x', 'succeeded', 'a coat', 'classic', 1, 1, 1, ?)`,
		);
		design.run('dsn_live', null);
		design.run('dsn_gone', 2);
		const image = db.prepare('INSERT INTO design_images (design_id, svg) VALUES (?, ?)');
		image.run('dsn_live', '<svg/>');
		image.run('dsn_gone', '<svg/>');
		db.close();
		await (await openStore(file)).close();
		const after = new Database(file, { readonly: true });
		try {
			expect(after.prepare('SELECT design_id FROM design_images').all()).toEqual([
				{ design_id: 'dsn_live' },
			]);
			expect(after.prepare('SELECT count(*) AS n FROM designs').get()).toEqual({ n: 2 });
		} finally {
			after.close();
		}
	});
	test('step 11: a design made before reads as no edit; an edit keeps its chain and instruction', async () => {
		const file = earlier('edits.sqlite', 10);
		const db = new Database(file);
		db.prepare(
			`INSERT INTO accounts (id, name, plan, created_at) VALUES ('acct_e', 'e', 'business', 1)`,
		).run();
		db.prepare(
			`INSERT INTO designs (id, account_id, status, prompt, style, seed, created_at, updated_at)
         VALUES ('dsn_before', 'acct_e', 'pending', 'a coat', 'classic', 1, 1, 1)`,
		).run();
		db.close();
		const store = await openStore(file);
		try {
			expect(await store.getDesign('acct_e', 'dsn_before')).toMatchObject({
				edits: null,
				editInstruction: null,
			});
			const edits = {
				seed: 1,
				edits: [{ instruction: 'in navy', seed: 7 }],
				editsBeforeColorway: 0,
			};
			await store.insertDesign({
				id: 'dsn_edit',
				accountId: 'acct_e',
				status: 'pending',
				prompt: 'a coat',
				style: 'classic',
				seed: 7,
				parentId: 'dsn_before',
				colors: ['red'],
				baseSeed: 1,
				edits,
				editInstruction: 'in navy',
				content: null,
				error: null,
				readyAt: 5,
				now: 2,
			});
			expect(await store.getDesign('acct_e', 'dsn_edit')).toMatchObject({
				edits,
				editInstruction: 'in navy',
				colorway: { colors: ['red'], baseSeed: 1 },
			});
			// A pending edit is generated later from what the row keeps.
			expect(await store.listPendingDesigns()).toContainEqual(
				expect.objectContaining({ id: 'dsn_edit', edits, colors: ['red'], baseSeed: 1 }),
			);
		} finally {
			await store.close();
		}
	});
	test('step 12: a design made before has no collection; an item can never have two designs', async () => {
		const file = earlier('collections.sqlite', 11);
		const db = new Database(file);
		db.prepare(
			`INSERT INTO accounts (id, name, plan, created_at) VALUES ('acct_c', 'c', 'business', 1)`,
		).run();
		db.prepare(
			`INSERT INTO designs (id, account_id, status, prompt, style, seed, created_at, updated_at)
         VALUES ('dsn_old', 'acct_c', 'succeeded', 'a coat', 'classic', 1, 1, 1)`,
		).run();
		db.close();
		await (await openStore(file)).close();
		const store = await openStore(file);
		try {
			expect(await store.getDesign('acct_c', 'dsn_old')).toMatchObject({
				collectionId: null,
				customId: null,
			});
		} finally {
			await store.close();
		}
		const after = new Database(file);
		try {
			after
				.prepare(
					`INSERT INTO collections (id, account_id, name, style, palette_json, status, created_at, updated_at)
           VALUES ('col_x', 'acct_c', 'x', 'classic', '[]', 'running', 1, 1)`,
				)
				.run();
			const design = after.prepare(
				`INSERT INTO designs (id, account_id, status, prompt, style, seed, created_at, updated_at,
           collection_id, collection_position) VALUES (?, 'acct_c', 'pending', 'a', 'classic', 1, 1, 1, 'col_x', ?)`,
			);
			design.run('dsn_first', 0);
			expect(() => design.run('dsn_second', 0)).toThrow(/UNIQUE constraint failed/);
			// Positive control: the next position takes a design.
			design.run('dsn_next', 1);
		} finally {
			after.close();
		}
	});
});

(TEST_STORE === 'postgres' ? describe : describe.skip)('PostgreSQL', () => {
	async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
		const client = new pg.Client({ connectionString: url });
		await client.connect();
		try {
			return await work(client);
		} finally {
			await client.end();
		}
	}

	/** Tables, columns, indexes, constraints, triggers and functions, and the recorded versions. */
	function schema(url: string) {
		return withClient(url, async (client) => {
			const read = async (sql: string) => (await client.query(sql)).rows;
			return {
				versions: await read(`SELECT version, name FROM schema_migrations ORDER BY version`),
				columns: await read(`SELECT table_name, column_name, data_type, is_nullable,
            column_default FROM information_schema.columns WHERE table_schema = 'public'
            ORDER BY table_name, column_name`),
				indexes: await read(`SELECT indexname, indexdef FROM pg_indexes
            WHERE schemaname = 'public' ORDER BY indexname`),
				constraints: await read(`SELECT conrelid::regclass::text AS tbl, conname,
            pg_get_constraintdef(oid) AS def FROM pg_constraint
            WHERE connamespace = 'public'::regnamespace ORDER BY tbl, conname`),
				triggers: await read(`SELECT tgrelid::regclass::text AS tbl, tgname,
            pg_get_triggerdef(oid) AS def FROM pg_trigger WHERE NOT tgisinternal ORDER BY tbl, tgname`),
				functions: await read(`SELECT proname, prosrc FROM pg_proc
            WHERE pronamespace = 'public'::regnamespace ORDER BY proname`),
			};
		});
	}

	/** A database as an earlier server left it: its steps up to earlier number `upTo`, under those numbers. */
	async function earlier(upTo: number): Promise<string> {
		const url = await freshDb();
		await withClient(url, async (client) => {
			await client.query(`CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY,
          name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())`);
			for (const [number, version] of Object.entries(POSTGRES_EARLIER_VERSIONS)) {
				if (Number(number) > upTo) continue;
				const m = PG_MIGRATIONS.find((m) => m.version === version)!;
				await client.query(m.sql);
				await client.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
					Number(number),
					m.name,
				]);
			}
		});
		return url;
	}

	test.each([6, 3, 1])(
		'a database at earlier version %i upgrades to the schema and versions of a new one',
		async (upTo) => {
			const fresh = await freshDb();
			await (await openStore(fresh)).close();
			const expected = await schema(fresh);
			expect(expected.versions.map((r: { version: number }) => r.version)).toEqual([
				0,
				...HISTORY.map((step) => step.version),
			]);

			const old = await earlier(upTo);
			await (await openStore(old)).close();
			expect(await schema(old)).toEqual(expected);
			// Opening again renumbers nothing and applies nothing.
			await (await openStore(old)).close();
			expect(await schema(old)).toEqual(expected);
		},
	);

	test('an earlier version this server does not know stops the start with its number', async () => {
		const url = await earlier(1);
		await withClient(url, (client) =>
			client.query(`INSERT INTO schema_migrations (version, name) VALUES (42, 'from elsewhere')`),
		);
		await expect(openStore(url)).rejects.toThrow(/version 42/);
	});
});
