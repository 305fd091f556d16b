/**
 * The growth benchmark's data (bench/growth.ts): ten accounts whose designs arrive interleaved,
 * as several clients' would, each design a real generated one (a few hundred prompts reused, with
 * their real SVG of about 7 KB, since the row's size is what a SQLite page holds) and one in a
 * hundred with a cached PNG (about 87 KB, as a `?format=png` request leaves it), written exactly
 * as the store writes them.
 *
 * SQLite: through the store (`insertDesigns` in batches, `savePng`), so the data follows any
 * change of its tables. PostgreSQL: through the store that way took about 1.5 ms a design (each
 * one its own INSERT, the read-back of its event, the account's advisory lock, the event's
 * INSERT, the outbox query), some 150 s for 100 000. Here the store's own statements
 * (`INSERT_DESIGN_SQL`, `INSERT_EVENT_SQL`) and parameters (`insertDesignParams`,
 * `insertEventParams`) go a thousand rows a statement, with the event each design's insert records
 * built from the row read back, as `recordDesignEvent` builds it: 0.3 to 0.6 ms a design (100 000
 * in 33 to 60 s on a busy 2-core machine). `checkBulkLoader` proves in every run (the CI smoke
 * too) that this writes the rows the store would.
 */
import pg from 'pg';
import { generateDesign, type StyleId } from '../server/generator';
import { renderPng } from '../server/render/png';
import { newId } from '../server/ids';
import { KeyService } from '../server/services/key-service';
import { openStore } from '../server/store';
import { INSERT_EVENT_SQL, insertEventParams } from '../server/store/event-records';
import { INSERT_DESIGN_SQL, INSERT_IMAGE_SQL, insertDesignParams } from '../server/store/queries';
import { DESIGN_COLUMNS, toDesign } from '../server/store/rows';
import type { DesignStore, EventRecord, NewDesign } from '../server/store/types';

export const ACCOUNTS = 10;
/** The account whose designs all came first (`placeOf`); the others are active. */
export const QUIET = ACCOUNTS - 1;
/** In every other design of each account. */
export const COMMON_WORD = 'pockets';
/** In exactly `RARE_PER_ACCOUNT` designs of each account, spread over its history, at any size. */
export const RARE_WORD = 'zephyrine';
export const RARE_PER_ACCOUNT = 5;
/** One design in this many has a cached PNG. */
const PNG_EVERY = 100;
const PNG_VARIANTS = 8;
const PROMPTS = 400;
const BATCH = 1000;

const COLORS = ['navy', 'red', 'black', 'white', 'olive', 'cream', 'burgundy', 'teal', 'mustard'];
const PATTERNS = ['striped', 'floral', 'plaid', 'polka dot', 'paisley', 'plain', 'checked'];
const MATERIALS = ['cotton', 'linen', 'silk', 'wool', 'denim', 'leather', 'velvet'];
const GARMENTS = ['hoodie', 'dress', 'jacket', 'shirt', 'skirt', 'jeans', 'coat', 'sweater'];
const STYLES: StyleId[] = ['streetwear', 'minimalist', 'classic', 'vintage', 'bohemian'];

export interface BenchAccount {
	name: string;
	id: string;
	key: string;
	/** The account's design ids, oldest first. */
	designs: string[];
}

export interface Dataset {
	db: string;
	total: number;
	accounts: BenchAccount[];
	loadSeconds: number;
}

/**
 * Where the deep page's cursor is: a quarter of the account's designs from its oldest, and at
 * least 20 from it when the account has them, so the page after it is full.
 */
export function deepPosition(account: BenchAccount): number {
	return Math.min(account.designs.length - 1, Math.max(20, Math.floor(account.designs.length / 4)));
}

const pick = <T>(list: T[], n: number) => list[n % list.length];

/**
 * Made-up words (three syllables of these, 8 000 of them) for the long tail of a real prompt's
 * vocabulary ("… with a kavomi motif"), skewed so that a few are common and most rare. Without a
 * tail, the hundred thousand prompts would hold some fifty words, and PostgreSQL's statistics
 * would take any word they do not list for as common as the least common they list (one design
 * in 200): it then read a rare word's matches by ANDing the GIN index with the account's whole
 * (account_id, seq) index, a cost that grows with the account. With a tail, as real prompts
 * have, it reads the GIN index alone.
 */
const SYLLABLES = 'ka lo mi ne su ta ri vo be da fu go ha ji ku pe ro si tu ze'.split(' ');
const TAIL_WORDS = SYLLABLES.length ** 3;

function tailWord(i: number): string {
	let h = Math.imul(i ^ 0x5bd1e995, 0x27d4eb2d);
	h ^= h >>> 15;
	const r = (h >>> 0) / 2 ** 32;
	const rank = Math.floor(TAIL_WORDS * r * r);
	const n = SYLLABLES.length;
	return (
		pick(SYLLABLES, rank) +
		pick(SYLLABLES, Math.floor(rank / n)) +
		pick(SYLLABLES, Math.floor(rank / n / n))
	);
}

/** The `k`th of the reused prompts: "with pockets" when `k` is even. */
function basePrompt(k: number): string {
	return [
		pick(COLORS, k),
		pick(PATTERNS, Math.floor(k / 3)),
		pick(MATERIALS, Math.floor(k / 7)),
		pick(GARMENTS, Math.floor(k / 11)),
		k % 2 === 0 ? `with ${COMMON_WORD}` : 'with a belt',
	].join(' ');
}

let contents: ReturnType<typeof generateDesign>[] | undefined;
let pngs: Buffer[] | undefined;

/** The reused content, generated once per process (about 0.7 ms each), and a few PNGs. */
function generated(): { contents: ReturnType<typeof generateDesign>[]; pngs: Buffer[] } {
	contents ??= Array.from({ length: PROMPTS }, (_, k) =>
		generateDesign({ prompt: basePrompt(k), style: pick(STYLES, k), seed: k }),
	);
	pngs ??= contents.slice(0, PNG_VARIANTS).map((c) => renderPng(c.svg));
	return { contents, pngs };
}

/**
 * Where design `i` of `total` (oldest first) goes: the account, and the account's design number
 * `p`. The last account is a quiet one: its designs are the oldest, all made before the others'
 * (a customer who was busy, then stopped, and comes back: its newest design lies under the
 * whole of everyone else's history). The others' arrive interleaved, one each in turn.
 */
export function placeOf(i: number, total: number): { account: number; p: number } {
	const perAccount = Math.floor(total / ACCOUNTS);
	if (i < perAccount) return { account: QUIET, p: i };
	const j = i - perAccount;
	return { account: j % QUIET, p: Math.floor(j / QUIET) };
}

/**
 * Design `i` of `total`. Which prompt is reused is shifted per account, so each account has
 * every other design with the common word; the rare word goes to `RARE_PER_ACCOUNT` positions.
 */
function newDesign(i: number, total: number, accounts: BenchAccount[], start: number): NewDesign {
	const { account, p } = placeOf(i, total);
	const perAccount = Math.floor(total / ACCOUNTS);
	const k = (p + 37 * account) % PROMPTS;
	const stride = Math.max(1, Math.floor(perAccount / RARE_PER_ACCOUNT));
	const rare = p % stride === Math.floor(stride / 2) && p < stride * RARE_PER_ACCOUNT;
	return {
		id: newId('dsn'),
		accountId: accounts[account].id,
		status: 'succeeded',
		prompt: `${basePrompt(k)} and a ${tailWord(i)} motif${rare ? `, ${RARE_WORD} trim` : ''}`,
		style: pick(STYLES, k),
		seed: k,
		content: generated().contents[k],
		error: null,
		readyAt: null,
		// A tenth of a second apart, oldest first, ending now.
		now: start + i * 100,
	};
}

/** The designs from..to of the dataset, their ids added to their accounts (oldest first). */
function batchOf(from: number, to: number, total: number, accounts: BenchAccount[], start: number) {
	const batch: NewDesign[] = [];
	for (let i = from; i < to; i++) {
		const design = newDesign(i, total, accounts, start);
		accounts[placeOf(i, total).account].designs.push(design.id);
		batch.push(design);
	}
	return batch;
}

/** `ACCOUNTS` accounts on the business plan, each with an API key, created through the store. */
async function createAccounts(store: DesignStore, label: string): Promise<BenchAccount[]> {
	const keys = new KeyService(store);
	const accounts: BenchAccount[] = [];
	for (let a = 0; a < ACCOUNTS; a++) {
		const name = `growth-${label}-${a}`;
		const { key } = await keys.create(name, 'business');
		const id = (await store.findAccountByName(name))!.id;
		accounts.push({ name, id, key, designs: [] });
	}
	return accounts;
}

/**
 * Fills database `db` (empty) with `total` designs over `ACCOUNTS` accounts: through the store
 * on SQLite, by the bulk loader on PostgreSQL. Then one design in `PNG_EVERY` gets a PNG.
 */
export async function loadDataset(db: string, total: number, label: string): Promise<Dataset> {
	generated();
	const store = await openStore(db);
	try {
		const accounts = await createAccounts(store, label);
		const started = performance.now();
		const start = Date.now() - total * 100;
		const bulk = db.startsWith('postgres') ? await bulkLoader(db) : undefined;
		try {
			for (let from = 0; from < total; from += BATCH) {
				const batch = batchOf(from, Math.min(total, from + BATCH), total, accounts, start);
				if (bulk) await bulk.insert(batch);
				else await store.insertDesigns(batch);
			}
		} finally {
			await bulk?.end();
		}
		for (const account of accounts)
			for (let p = Math.floor(PNG_EVERY / 2); p < account.designs.length; p += PNG_EVERY)
				await store.savePng(account.designs[p], pick(generated().pngs, p));
		return { db, total, accounts, loadSeconds: (performance.now() - started) / 1000 };
	} finally {
		await store.close();
	}
}

/** BIGINT (times, sequences) as numbers, as the store's pool reads them (postgres/database.ts). */
const INT8_OID = 20;
const types = {
	getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
		oid === INT8_OID
			? (value: string) => Number(value)
			: pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/**
 * The store's one-row INSERT made an `rows`-row one, numbered for PostgreSQL. Fails with what to
 * do if the store's statement is no longer one plain INSERT.
 */
function multiRow(single: string, rows: number): string {
	const match = /^\s*(INSERT INTO \w+\s*\([^)]*\))\s*VALUES\s*\(([?,\s]+)\)\s*$/.exec(single);
	if (!match)
		throw new Error(
			`bench/growth-load.ts repeats the store's single-row INSERT a thousand times a statement, and the statement changed shape:\n${single}\nTeach multiRow the new shape, or load PostgreSQL through store.insertDesigns (slower).`,
		);
	const width = match[2].split(',').length;
	let n = 0;
	const row = () => `(${Array.from({ length: width }, () => `$${++n}`).join(', ')})`;
	return `${match[1]} VALUES ${Array.from({ length: rows }, row).join(', ')}`;
}

/**
 * What `insertDesigns` writes for succeeded designs of accounts without webhook endpoints, a
 * batch at a time: the design rows and their images, then (read back in the same transaction) one
 * `design.succeeded` event each, in the designs' order.
 */
async function bulkLoader(url: string) {
	const client = new pg.Client({ connectionString: url, types });
	await client.connect();
	const { rows } = await client.query('SELECT COUNT(*) AS n FROM webhook_endpoints');
	if (Number(rows[0].n) > 0)
		throw new Error('the bulk loader writes no webhook deliveries: load before adding endpoints');
	return {
		async insert(designs: NewDesign[]) {
			await client.query('BEGIN');
			try {
				await client.query(
					multiRow(INSERT_DESIGN_SQL, designs.length),
					designs.flatMap(insertDesignParams),
				);
				const drawn = designs.filter((d) => d.content);
				if (drawn.length > 0)
					await client.query(
						multiRow(INSERT_IMAGE_SQL, drawn.length),
						drawn.flatMap((d) => [d.id, d.content!.svg]),
					);
				const read = await client.query(
					`SELECT ${DESIGN_COLUMNS} FROM designs d WHERE d.id = ANY($1) ORDER BY d.seq`,
					[designs.map((d) => d.id)],
				);
				const events: EventRecord[] = read.rows.map((row) => {
					const design = toDesign(row, null);
					const type = `design.${design.status}` as EventRecord['type'];
					const subject = { kind: 'design' as const, design };
					return {
						id: newId('evt'),
						accountId: design.accountId,
						type,
						createdAt: design.createdAt,
						subject,
					};
				});
				await client.query(
					multiRow(INSERT_EVENT_SQL, events.length),
					events.flatMap(insertEventParams),
				);
				await client.query('COMMIT');
			} catch (error) {
				await client.query('ROLLBACK');
				throw error;
			}
		},
		end: () => client.end(),
	};
}

/**
 * Loads the same designs through `store.insertDesigns` and through the bulk loader into one
 * scratch database and compares every column of every design row and event (but ids and
 * sequence numbers): throws, saying what differs, when the bulk loader no longer writes what the
 * store writes.
 */
export async function checkBulkLoader(url: string): Promise<void> {
	const store = await openStore(url);
	const client = new pg.Client({ connectionString: url, types });
	await client.connect();
	try {
		const accounts = await createAccounts(store, 'check');
		const count = 2 * ACCOUNTS * RARE_PER_ACCOUNT;
		const designs = batchOf(0, count, count, accounts, Date.now());
		const copies = designs.map((d) => ({ ...d, id: newId('dsn') }));
		await store.insertDesigns(designs);
		const bulk = await bulkLoader(url);
		await bulk.insert(copies);
		await bulk.end();
		const rowOf = async (id: string) => {
			const design = await client.query(
				`SELECT to_jsonb(d) - 'seq' - 'id' AS row FROM designs d WHERE id = $1`,
				[id],
			);
			const events = await client.query(
				`SELECT account_id, type, created_at, object_json FROM events
         WHERE object_json::jsonb -> 'design' ->> 'id' = $1`,
				[id],
			);
			const event = events.rows.map((e) => {
				const object = JSON.parse(e.object_json as string);
				delete object.design.id;
				return { ...e, object_json: object };
			});
			const image = await client.query('SELECT svg, png FROM design_images WHERE design_id = $1', [
				id,
			]);
			return JSON.stringify({ design: design.rows[0]?.row, event, image: image.rows[0] });
		};
		for (let i = 0; i < count; i++) {
			const [viaStore, viaBulk] = [await rowOf(designs[i].id), await rowOf(copies[i].id)];
			if (viaStore !== viaBulk)
				throw new Error(
					`bench/growth-load.ts: the bulk loader no longer writes what store.insertDesigns writes (design ${i}):\n  store: ${viaStore}\n  bulk:  ${viaBulk}`,
				);
		}
	} finally {
		await client.end();
		await store.close();
	}
}
