import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { newId } from '../ids';
import { MIGRATIONS } from './migrations';
import type {
	Account,
	ApiKeyRecord,
	DesignContent,
	DesignFilters,
	DesignRecord,
	DesignStore,
	IdempotencyState,
	Page,
	PageQuery,
	Plan,
	PublicationFilters,
	PublicationRecord,
	StoredResponse,
} from './types';

/** How long an idempotency key and its stored response are kept. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** A claimed key with no response after this long belongs to a request that died: reclaim it. */
const IDEMPOTENCY_STALE_MS = 60 * 1000;

type Row = Record<string, unknown>;

/** Opens (creating if needed) the database and applies pending migrations. */
export function openSqliteStore(path: string): DesignStore {
	if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
	const db = new Database(path);
	db.pragma('journal_mode = WAL');
	db.pragma('synchronous = NORMAL');
	db.pragma('foreign_keys = ON');
	// The command line may write (keys create/revoke) while a server holds the database open.
	db.pragma('busy_timeout = 5000');
	migrate(db);
	return new SqliteStore(db);
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

const DESIGN_COLUMNS = `d.seq, d.id, d.account_id, d.status, d.prompt, d.style, d.seed, d.content_json,
  d.error_code, d.error_detail, d.ready_at, d.created_at, d.updated_at`;

const KEY_COLUMNS = `k.id, k.account_id, a.name AS account_name, a.plan, k.prefix, k.created_at, k.revoked_at`;

class SqliteStore implements DesignStore {
	private lastPurge = 0;

	constructor(private readonly db: Database.Database) {}

	// ---- accounts and keys ----

	async ensureAccount(name: string, plan: Plan, now: number): Promise<Account> {
		const existing = await this.findAccountByName(name);
		if (existing) {
			if (existing.plan !== plan)
				this.db.prepare('UPDATE accounts SET plan = ? WHERE id = ?').run(plan, existing.id);
			return { ...existing, plan };
		}
		const account: Account = { id: newId('acct'), name, plan, createdAt: now };
		this.db
			.prepare('INSERT INTO accounts (id, name, plan, created_at) VALUES (?, ?, ?, ?)')
			.run(account.id, name, plan, now);
		return account;
	}

	async findAccountByName(name: string): Promise<Account | undefined> {
		const row = this.db.prepare('SELECT * FROM accounts WHERE name = ?').get(name) as
			Row | undefined;
		return (
			row && {
				id: row.id as string,
				name: row.name as string,
				plan: row.plan as Plan,
				createdAt: row.created_at as number,
			}
		);
	}

	async addApiKey(
		accountId: string,
		keyHash: string,
		prefix: string,
		now: number,
	): Promise<ApiKeyRecord> {
		const id = newId('key');
		this.db
			.prepare(
				'INSERT INTO api_keys (id, account_id, key_hash, prefix, created_at) VALUES (?, ?, ?, ?, ?)',
			)
			.run(id, accountId, keyHash, prefix, now);
		return this.keyById(id)!;
	}

	async findActiveKey(keyHash: string): Promise<ApiKeyRecord | undefined> {
		const row = this.db
			.prepare(
				`SELECT ${KEY_COLUMNS} FROM api_keys k JOIN accounts a ON a.id = k.account_id
                WHERE k.key_hash = ? AND k.revoked_at IS NULL`,
			)
			.get(keyHash) as Row | undefined;
		return row && toKey(row);
	}

	async listApiKeys(): Promise<ApiKeyRecord[]> {
		const rows = this.db
			.prepare(
				`SELECT ${KEY_COLUMNS} FROM api_keys k JOIN accounts a ON a.id = k.account_id ORDER BY k.created_at, k.rowid`,
			)
			.all() as Row[];
		return rows.map(toKey);
	}

	async revokeApiKey(idOrHash: string, now: number): Promise<ApiKeyRecord | undefined> {
		const row = this.db
			.prepare('SELECT id FROM api_keys WHERE id = ? OR key_hash = ?')
			.get(idOrHash, idOrHash) as Row | undefined;
		if (!row) return undefined;
		this.db
			.prepare('UPDATE api_keys SET revoked_at = coalesce(revoked_at, ?) WHERE id = ?')
			.run(now, row.id);
		return this.keyById(row.id as string);
	}

	private keyById(id: string): ApiKeyRecord | undefined {
		const row = this.db
			.prepare(
				`SELECT ${KEY_COLUMNS} FROM api_keys k JOIN accounts a ON a.id = k.account_id WHERE k.id = ?`,
			)
			.get(id) as Row | undefined;
		return row && toKey(row);
	}

	// ---- designs ----

	async insertDesign(design: Parameters<DesignStore['insertDesign']>[0]): Promise<DesignRecord> {
		const { svg, contentJson } = splitContent(design.content);
		this.db
			.prepare(
				`INSERT INTO designs (id, account_id, status, prompt, style, seed, content_json, svg, error_code, error_detail,
                  ready_at, created_at, updated_at)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			)
			.run(
				design.id,
				design.accountId,
				design.status,
				design.prompt,
				design.style,
				design.seed,
				contentJson,
				svg,
				design.error?.code ?? null,
				design.error?.detail ?? null,
				design.readyAt,
				design.now,
				design.now,
			);
		return (await this.getDesign(design.accountId, design.id))!;
	}

	async completeDesign(
		id: string,
		outcome: { content: DesignContent } | { error: { code: string; detail: string } },
		now: number,
	): Promise<void> {
		if ('content' in outcome) {
			const { svg, contentJson } = splitContent(outcome.content);
			this.db
				.prepare(
					`UPDATE designs SET status = 'succeeded', content_json = ?, svg = ?, ready_at = NULL, updated_at = ?
                  WHERE id = ? AND status = 'pending'`,
				)
				.run(contentJson, svg, now, id);
		} else {
			this.db
				.prepare(
					`UPDATE designs SET status = 'failed', error_code = ?, error_detail = ?, ready_at = NULL, updated_at = ?
                  WHERE id = ? AND status = 'pending'`,
				)
				.run(outcome.error.code, outcome.error.detail, now, id);
		}
	}

	async listPendingDesigns(): Promise<
		{ id: string; prompt: string; style: string; seed: number; readyAt: number }[]
	> {
		const rows = this.db
			.prepare(
				`SELECT id, prompt, style, seed, ready_at FROM designs WHERE status = 'pending' ORDER BY ready_at, seq`,
			)
			.all() as Row[];
		return rows.map((r) => ({
			id: r.id as string,
			prompt: r.prompt as string,
			style: r.style as string,
			seed: r.seed as number,
			readyAt: r.ready_at as number,
		}));
	}

	async getDesign(accountId: string, id: string): Promise<DesignRecord | undefined> {
		const row = this.db
			.prepare(
				`SELECT ${DESIGN_COLUMNS} FROM designs d WHERE d.account_id = ? AND d.id = ? AND d.deleted_at IS NULL`,
			)
			.get(accountId, id) as Row | undefined;
		return row && this.withPublications([row])[0];
	}

	async getDesignImage(
		accountId: string,
		id: string,
	): Promise<{ svg: string; png: Buffer | null } | undefined> {
		const row = this.db
			.prepare(
				`SELECT svg, png FROM designs WHERE account_id = ? AND id = ? AND deleted_at IS NULL AND svg IS NOT NULL`,
			)
			.get(accountId, id) as Row | undefined;
		return row && { svg: row.svg as string, png: (row.png as Buffer | null) ?? null };
	}

	async savePng(id: string, png: Buffer): Promise<void> {
		this.db.prepare('UPDATE designs SET png = ? WHERE id = ?').run(png, id);
	}

	async cursorPosition(
		kind: 'design' | 'publication',
		accountId: string,
		id: string,
	): Promise<number | undefined> {
		const table = kind === 'design' ? 'designs' : 'publications';
		const row = this.db
			.prepare(`SELECT seq FROM ${table} WHERE account_id = ? AND id = ?`)
			.get(accountId, id) as Row | undefined;
		return row?.seq as number | undefined;
	}

	async listDesigns(query: PageQuery<DesignFilters>): Promise<Page<DesignRecord>> {
		const where = ['d.account_id = ?', 'd.deleted_at IS NULL'];
		const params: unknown[] = [query.accountId];
		const { style, status, published } = query.filters;
		const condition = (sql: string, value: unknown) => {
			where.push(sql);
			params.push(value);
		};
		if (style !== undefined) condition('d.style = ?', style);
		if (status !== undefined) condition('d.status = ?', status);
		if (published !== undefined) {
			where.push(
				`${published ? '' : 'NOT '}EXISTS (SELECT 1 FROM publications p WHERE p.design_id = d.id AND p.status = 'published')`,
			);
		}
		const page = this.page(
			`SELECT ${DESIGN_COLUMNS} FROM designs d`,
			'd.seq',
			where,
			params,
			query,
		);
		return { items: this.withPublications(page.items), hasMore: page.hasMore };
	}

	async deleteDesign(accountId: string, id: string, now: number): Promise<boolean> {
		return this.db.transaction(() => {
			const result = this.db
				.prepare(
					'UPDATE designs SET deleted_at = ?, updated_at = ? WHERE account_id = ? AND id = ? AND deleted_at IS NULL',
				)
				.run(now, now, accountId, id);
			if (result.changes === 0) return false;
			this.db
				.prepare(
					`UPDATE publications SET status = 'withdrawn', withdrawn_at = ? WHERE design_id = ? AND status = 'published'`,
				)
				.run(now, id);
			return true;
		})();
	}

	// ---- publications ----

	async insertPublication(p: PublicationRecord): Promise<PublicationRecord> {
		this.db.transaction(() => {
			this.db
				.prepare(
					`INSERT INTO publications (id, account_id, design_id, title, description, price_amount, price_currency,
                    tags_json, visibility, status, published_at, withdrawn_at)
                  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
				)
				.run(
					p.id,
					p.accountId,
					p.designId,
					p.title,
					p.description,
					p.price.amount,
					p.price.currency,
					JSON.stringify(p.tags),
					p.visibility,
					p.status,
					p.publishedAt,
					p.withdrawnAt,
				);
			this.db
				.prepare('UPDATE designs SET updated_at = ? WHERE id = ?')
				.run(p.publishedAt, p.designId);
		})();
		return (await this.getPublication(p.accountId, p.id))!;
	}

	async getPublication(accountId: string, id: string): Promise<PublicationRecord | undefined> {
		const row = this.db
			.prepare('SELECT * FROM publications WHERE account_id = ? AND id = ?')
			.get(accountId, id) as Row | undefined;
		return row && toPublication(row);
	}

	async listPublications(query: PageQuery<PublicationFilters>): Promise<Page<PublicationRecord>> {
		const where = ['p.account_id = ?'];
		const params: unknown[] = [query.accountId];
		if (query.filters.status !== undefined) {
			where.push('p.status = ?');
			params.push(query.filters.status);
		}
		if (query.filters.designId !== undefined) {
			where.push('p.design_id = ?');
			params.push(query.filters.designId);
		}
		const page = this.page('SELECT p.* FROM publications p', 'p.seq', where, params, query);
		return { items: page.items.map(toPublication), hasMore: page.hasMore };
	}

	async withdrawPublication(
		accountId: string,
		id: string,
		now: number,
	): Promise<PublicationRecord | undefined> {
		this.db.transaction(() => {
			const row = this.db
				.prepare(
					`UPDATE publications SET status = 'withdrawn', withdrawn_at = ? WHERE account_id = ? AND id = ? AND status = 'published'
                  RETURNING design_id`,
				)
				.get(now, accountId, id) as Row | undefined;
			if (row)
				this.db.prepare('UPDATE designs SET updated_at = ? WHERE id = ?').run(now, row.design_id);
		})();
		return await this.getPublication(accountId, id);
	}

	async getListing(
		id: string,
	): Promise<{ publication: PublicationRecord; svg: string; png: Buffer | null } | undefined> {
		const row = this.db
			.prepare(
				`SELECT p.*, d.svg AS design_svg, d.png AS design_png FROM publications p JOIN designs d ON d.id = p.design_id WHERE p.id = ?`,
			)
			.get(id) as Row | undefined;
		return (
			row && {
				publication: toPublication(row),
				svg: row.design_svg as string,
				png: (row.design_png as Buffer | null) ?? null,
			}
		);
	}

	async listPublicListings(
		limit: number,
		after?: number,
	): Promise<Page<PublicationRecord & { position: number }>> {
		const rows = this.db
			.prepare(
				`SELECT * FROM publications WHERE status = 'published' AND visibility = 'public' AND seq < ?
                ORDER BY seq DESC LIMIT ?`,
			)
			.all(after ?? Number.MAX_SAFE_INTEGER, limit + 1) as Row[];
		return {
			items: rows.slice(0, limit).map((r) => ({ ...toPublication(r), position: r.seq as number })),
			hasMore: rows.length > limit,
		};
	}

	// ---- idempotency ----

	async claimIdempotencyKey(
		accountId: string,
		key: string,
		fingerprint: string,
		now: number,
	): Promise<IdempotencyState> {
		this.purgeExpiredIdempotencyKeys(now);
		return this.db.transaction((): IdempotencyState => {
			const row = this.db
				.prepare('SELECT * FROM idempotency_keys WHERE account_id = ? AND key = ?')
				.get(accountId, key) as Row | undefined;
			const expired = row !== undefined && (row.created_at as number) <= now - IDEMPOTENCY_TTL_MS;
			const abandoned =
				row !== undefined &&
				row.status_code === null &&
				(row.created_at as number) <= now - IDEMPOTENCY_STALE_MS;
			if (row && !expired && !abandoned) {
				if (row.fingerprint !== fingerprint) return { state: 'mismatch' };
				if (row.status_code === null) return { state: 'in_progress' };
				return {
					state: 'done',
					response: {
						statusCode: row.status_code as number,
						headers: JSON.parse(row.headers_json as string),
						body: row.body as string,
					},
				};
			}
			this.db
				.prepare(
					`INSERT OR REPLACE INTO idempotency_keys (account_id, key, fingerprint, created_at) VALUES (?, ?, ?, ?)`,
				)
				.run(accountId, key, fingerprint, now);
			return { state: 'new' };
		})();
	}

	async saveIdempotentResponse(
		accountId: string,
		key: string,
		response: StoredResponse,
	): Promise<void> {
		this.db
			.prepare(
				'UPDATE idempotency_keys SET status_code = ?, headers_json = ?, body = ? WHERE account_id = ? AND key = ?',
			)
			.run(response.statusCode, JSON.stringify(response.headers), response.body, accountId, key);
	}

	async releaseIdempotencyKey(accountId: string, key: string): Promise<void> {
		this.db
			.prepare(
				'DELETE FROM idempotency_keys WHERE account_id = ? AND key = ? AND status_code IS NULL',
			)
			.run(accountId, key);
	}

	private purgeExpiredIdempotencyKeys(now: number): void {
		if (now - this.lastPurge < 60_000) return;
		this.lastPurge = now;
		this.db
			.prepare('DELETE FROM idempotency_keys WHERE created_at <= ?')
			.run(now - IDEMPOTENCY_TTL_MS);
	}

	async close(): Promise<void> {
		if (this.db.open) this.db.close();
	}

	// ---- helpers ----

	/** Keyset paging, newest first: `after` reads older objects, `before` newer ones (then reversed). */
	private page<F>(
		select: string,
		seqColumn: string,
		where: string[],
		params: unknown[],
		query: PageQuery<F>,
	): Page<Row> {
		const clauses = [...where];
		const args = [...params];
		const backwards = query.before !== undefined;
		if (query.after !== undefined) {
			clauses.push(`${seqColumn} < ?`);
			args.push(query.after);
		}
		if (backwards) {
			clauses.push(`${seqColumn} > ?`);
			args.push(query.before);
		}
		const sql = `${select} WHERE ${clauses.join(' AND ')} ORDER BY ${seqColumn} ${backwards ? 'ASC' : 'DESC'} LIMIT ?`;
		const rows = this.db.prepare(sql).all(...args, query.limit + 1) as Row[];
		const items = rows.slice(0, query.limit);
		return { items: backwards ? items.reverse() : items, hasMore: rows.length > query.limit };
	}

	/** Attaches each design's live publication (one query for the whole page). */
	private withPublications(rows: Row[]): DesignRecord[] {
		if (rows.length === 0) return [];
		const ids = rows.map((r) => r.id as string);
		const pubs = this.db
			.prepare(
				`SELECT * FROM publications WHERE status = 'published' AND design_id IN (${ids.map(() => '?').join(',')})`,
			)
			.all(...ids) as Row[];
		const byDesign = new Map(pubs.map((p) => [p.design_id as string, toPublication(p)]));
		return rows.map((r) => toDesign(r, byDesign.get(r.id as string) ?? null));
	}
}

function splitContent(content: DesignContent | null): {
	svg: string | null;
	contentJson: string | null;
} {
	if (!content) return { svg: null, contentJson: null };
	const { svg, ...rest } = content;
	return { svg, contentJson: JSON.stringify(rest) };
}

function toKey(row: Row): ApiKeyRecord {
	return {
		id: row.id as string,
		accountId: row.account_id as string,
		accountName: row.account_name as string,
		plan: row.plan as Plan,
		prefix: row.prefix as string,
		createdAt: row.created_at as number,
		revokedAt: (row.revoked_at as number | null) ?? null,
	};
}

function toDesign(row: Row, publication: PublicationRecord | null): DesignRecord {
	return {
		id: row.id as string,
		accountId: row.account_id as string,
		status: row.status as DesignRecord['status'],
		prompt: row.prompt as string,
		style: row.style as string,
		seed: row.seed as number,
		content: row.content_json ? JSON.parse(row.content_json as string) : null,
		error: row.error_code
			? { code: row.error_code as string, detail: row.error_detail as string }
			: null,
		readyAt: (row.ready_at as number | null) ?? null,
		createdAt: row.created_at as number,
		updatedAt: row.updated_at as number,
		publication,
	};
}

function toPublication(row: Row): PublicationRecord {
	return {
		id: row.id as string,
		accountId: row.account_id as string,
		designId: row.design_id as string,
		title: row.title as string,
		description: row.description as string,
		price: { amount: row.price_amount as number, currency: row.price_currency as string },
		tags: JSON.parse(row.tags_json as string),
		visibility: row.visibility as PublicationRecord['visibility'],
		status: row.status as PublicationRecord['status'],
		publishedAt: row.published_at as number,
		withdrawnAt: (row.withdrawn_at as number | null) ?? null,
	};
}
