/**
 * Upgrading a database made before search (migration 5): existing
 * designs get their title and garment columns from their content, and their search words when
 * the store opens, so they are found by `q` and `garment` like new ones; a pending design keeps
 * being completed, and is then found by its title too. The same upgrade moves the images out of
 * the designs rows (migration 6): each design keeps its SVG and rendered PNG. The PostgreSQL one
 * records PostgreSQL's earlier version numbers, as such a database did.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { generateDesign } from '../../server/generator';
import { openStore } from '../../server/store';
import { POSTGRES_EARLIER_VERSIONS } from '../../server/store/migrations';
import { MIGRATIONS as PG_MIGRATIONS } from '../../server/store/postgres/migrations';
import { MIGRATIONS as SQLITE_MIGRATIONS } from '../../server/store/sqlite/migrations';
import { freshDb, TEST_STORE } from '../harness/test-store';

const content = generateDesign({ prompt: 'navy striped hoodie', style: 'streetwear', seed: 7 });
const { svg, ...rest } = content;
const NOW = Date.now();

/** Rows as the server wrote them before the upgrade: one succeeded, one pending, one deleted. */
const PNG = Buffer.from('\x89PNG rendered before the upgrade', 'latin1');
const ROWS: unknown[][] = [
	['dsn_old1', 'succeeded', 'navy striped hoodie', JSON.stringify(rest), svg, PNG, null, null],
	['dsn_old2', 'pending', 'pending rain parka', null, null, null, NOW, null],
	['dsn_old3', 'succeeded', 'deleted navy hoodie', JSON.stringify(rest), svg, null, null, NOW],
];
const INSERT = `INSERT INTO designs (id, account_id, status, prompt, style, seed, content_json, svg, png,
  ready_at, deleted_at, created_at, updated_at) VALUES (?, 'acct_old', ?, ?, 'streetwear', 7, ?, ?, ?, ?, ?, ?, ?)`;

/** A database at the version before search, holding ROWS; resolves to its --db value. */
async function oldDatabase(): Promise<{ db: string; cleanup: () => void }> {
	if (TEST_STORE === 'sqlite') {
		const dir = mkdtempSync(join(tmpdir(), 'dg-migrate-'));
		const file = join(dir, 'old.sqlite');
		const db = new Database(file);
		for (const m of SQLITE_MIGRATIONS.filter((m) => m.version < 5)) db.exec(m.sql);
		db.pragma('user_version = 4');
		db.prepare(`INSERT INTO accounts VALUES ('acct_old', 'old', 'business', ?)`).run(NOW);
		for (const row of ROWS) db.prepare(INSERT).run(...row, NOW, NOW);
		db.close();
		return { db: file, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
	}
	const url = await freshDb();
	const client = new pg.Client({ connectionString: url });
	await client.connect();
	try {
		await client.query(`CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY,
      name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())`);
		for (const [earlier, version] of Object.entries(POSTGRES_EARLIER_VERSIONS)) {
			if (version >= 5) continue;
			const m = PG_MIGRATIONS.find((m) => m.version === version)!;
			await client.query(m.sql);
			await client.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
				Number(earlier),
				m.name,
			]);
		}
		await client.query(`INSERT INTO accounts VALUES ('acct_old', 'old', 'business', $1)`, [NOW]);
		let n = 0;
		const numbered = INSERT.replace(/\?/g, () => `$${++n}`);
		for (const row of ROWS) await client.query(numbered, [...row, NOW, NOW]);
	} finally {
		await client.end();
	}
	return { db: url, cleanup: () => undefined };
}

test('designs made before the upgrade are searched and filtered like new ones', async () => {
	const old = await oldDatabase();
	const store = await openStore(old.db);
	try {
		const list = async (filters: Record<string, string>) =>
			(await store.listDesigns({ accountId: 'acct_old', limit: 10, filters })).items.map(
				(d) => d.id,
			);
		expect(await list({ q: 'navy hoodie' })).toEqual(['dsn_old1']);
		expect(await list({ q: content.title })).toEqual(['dsn_old1']);
		expect(await list({ garment: content.garment })).toEqual(['dsn_old1']);
		expect(await list({ q: 'parka' })).toEqual(['dsn_old2']);
		expect((await store.getDesign('acct_old', 'dsn_old1'))?.parentId).toBeNull();
		expect(await store.getDesignImage('acct_old', 'dsn_old1')).toEqual({ svg, png: PNG });
		expect(await store.getDesignImage('acct_old', 'dsn_old2')).toBeUndefined();
		expect(await store.getDesignImage('acct_old', 'dsn_old3')).toBeUndefined();

		// The pending one is completed as before, and found by its title from then on.
		const parka = generateDesign({ prompt: 'rain parka', style: 'streetwear', seed: 7 });
		const title = 'Stormproof Parka';
		while (await store.completeNextDue(NOW + 1, () => ({ content: { ...parka, title } })));
		expect(await list({ q: 'stormproof' })).toEqual(['dsn_old2']);
		expect(await list({ garment: parka.garment })).toContain('dsn_old2');
		expect(await store.getDesignImage('acct_old', 'dsn_old2')).toEqual({
			svg: parka.svg,
			png: null,
		});

		// Opening again finds nothing left to fill and changes nothing.
		await store.close();
		const again = await openStore(old.db);
		const page = await again.listDesigns({ accountId: 'acct_old', limit: 10, filters: {} });
		expect(page.items.map((d) => d.id)).toEqual(['dsn_old2', 'dsn_old1']);
		await again.close();
	} finally {
		await store.close().catch(() => undefined);
		old.cleanup();
	}
});
