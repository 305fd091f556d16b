/**
 * Sparse filters cost what a plain list costs, at 100 000 designs: `status=failed`, a style the
 * account never used, `published=true` and events after a future time. Before, each walked every
 * design (or event) of the account, ~40 ms a request on SQLite, where that is 40 ms of the one
 * event loop every other account waits on. Black box, on both stores: the account is grown by
 * copying one real design (and its event) in the database while the server is stopped, since
 * 100 000 generations through the API would take minutes; the server then runs on the copy.
 */
import { execFileSync } from 'node:child_process';
import {
	ROOT,
	attackStores,
	cleanup,
	createKey,
	freshDb,
	generate,
	keepAlive,
	percentile,
	request,
	sleep,
	startServer,
	type AttackStore,
	type Server,
} from './harness';

jest.setTimeout(240_000);
afterAll(cleanup);

const DESIGNS = 100_000;
const SAMPLES = 25;

/**
 * Copies the account's one design and its event `count` times in one statement each, with new
 * ids and the same times (so every copy is `succeeded`, in the same style, unpublished, and every
 * event is older than now). Columns are read from the database, so the copy follows the schema.
 */
function grow(store: AttackStore, db: string, count: number): void {
	const script =
		store === 'sqlite'
			? `
const Database = require('better-sqlite3');
const db = new Database(process.argv[1]);
const cols = (t) => db.prepare('PRAGMA table_info(' + t + ')').all().map((c) => c.name).filter((c) => c !== 'seq');
const copy = (t) => {
  const list = cols(t);
  const pick = list.map((c) => (c === 'id' ? "id || '_' || n" : c)).join(', ');
  db.prepare('WITH RECURSIVE s(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM s WHERE n < ?) ' +
    'INSERT INTO ' + t + ' (' + list.join(', ') + ') SELECT ' + pick + ' FROM ' + t + ', s').run(Number(process.argv[2]));
};
db.transaction(() => { copy('designs'); copy('events'); })();
db.close();`
			: `
const { Client } = require('pg');
(async () => {
  const client = new Client({ connectionString: process.argv[1] });
  await client.connect();
  const copy = async (t) => {
    const { rows } = await client.query("SELECT column_name FROM information_schema.columns WHERE table_name = $1 AND column_name <> 'seq' AND is_generated = 'NEVER'", [t]);
    const list = rows.map((r) => r.column_name);
    const pick = list.map((c) => (c === 'id' ? "id || '_' || n" : c)).join(', ');
    await client.query('INSERT INTO ' + t + ' (' + list.join(', ') + ') SELECT ' + pick + ' FROM ' + t + ', generate_series(1, $1) n', [Number(process.argv[2])]);
  };
  await copy('designs');
  await copy('events');
  await client.query('VACUUM ANALYZE');
  await client.end();
})().catch((e) => { console.error(e); process.exit(1); });`;
	execFileSync(process.execPath, ['-e', script, db, String(count)], {
		cwd: ROOT,
		stdio: ['ignore', 'inherit', 'inherit'],
		timeout: 180_000,
	});
}

describe.each(attackStores())('sparse filters at 100 000 designs (%s)', (store) => {
	let server: Server;
	let big: string;
	let other: string;
	const agent = keepAlive(4);

	beforeAll(async () => {
		const db = await freshDb(store, 'scans');
		big = await createKey(db);
		other = await createKey(db);
		const first = await startServer({ db });
		const made = await generate(first.url, big, { prompt: 'black wool coat', style: 'classic' });
		for (let i = 0; i < 100; i++) {
			const got = await request(first.url, { path: `/v1/designs/${made.id}`, key: big });
			if ((got.json as { status: string }).status !== 'pending') break;
			await sleep(50);
		}
		for (let i = 0; i < 3; i++) await generate(first.url, other, { prompt: `linen shirt ${i}` });
		await first.stop();
		grow(store, db, DESIGNS - 1);
		server = await startServer({ db });
	});
	afterAll(() => agent.destroy());

	const get = async (key: string, path: string) => {
		const reply = await request(server.url, { path, key, agent });
		if (reply.status !== 200) throw new Error(`${path}: ${reply.status} ${reply.text}`);
		return reply;
	};

	const future = Date.now() + 365 * 24 * 3600 * 1000;
	const SPARSE = [
		'/v1/designs?status=failed',
		'/v1/designs?style=y2k',
		'/v1/designs?published=true',
		`/v1/events?created_after=${new Date(future).toISOString()}`,
	];

	test('the account holds 100 000 designs and the plain list pages them (control)', async () => {
		const page = (await get(big, '/v1/designs?limit=100')).json as {
			data: unknown[];
			has_more: boolean;
		};
		expect(page.data).toHaveLength(100);
		expect(page.has_more).toBe(true);
		const account = (await get(big, '/v1/account')).json as { usage: { designs: number } };
		expect(account.usage.designs).toBe(DESIGNS);
	});

	test('each sparse filter finds nothing, about as fast as a plain list', async () => {
		const timing: Record<string, number[]> = { plain: [] };
		for (const path of SPARSE) timing[path] = [];
		for (let i = 0; i < SAMPLES; i++) {
			timing.plain.push((await get(big, '/v1/designs')).ms);
			for (const path of SPARSE) {
				const reply = await get(big, path);
				expect((reply.json as { data: unknown[] }).data).toHaveLength(0);
				timing[path].push(reply.ms);
			}
		}
		const plain = percentile(timing.plain, 50);
		const medians = Object.fromEntries(
			SPARSE.map((path) => [path, Math.round(percentile(timing[path], 50) * 10) / 10]),
		);
		console.log(`${store}: plain list median ${plain.toFixed(1)} ms; sparse medians`, medians);
		// Before: 30–45 ms each against ~1.5 ms for the plain list (a ratio of 20 and more).
		const bound = 3 * plain + 5;
		expect(
			SPARSE.filter((path) => medians[path] > bound).map((p) => `${p}: ${medians[p]} ms`),
		).toEqual([]);
	});

	/**
	 * The other account's list latencies while `paths` (of the big account) are requested at 10 a
	 * second, for `ms`.
	 */
	const victimLatencies = async (paths: string[], ms: number): Promise<number[]> => {
		let running = true;
		const attacker = (async () => {
			for (let i = 0; running; i++) {
				const started = Date.now();
				await get(big, paths[i % paths.length]);
				await sleep(Math.max(0, 100 - (Date.now() - started)));
			}
		})();
		const victim: number[] = [];
		const until = Date.now() + ms;
		while (Date.now() < until) {
			victim.push((await request(server.url, { path: '/v1/designs', key: other })).ms);
			await sleep(20);
		}
		running = false;
		await attacker;
		return victim;
	};

	test("another account's list stays fast while sparse filters run at 10 a second", async () => {
		// The control runs plain lists at the same rate, in slices taken in turn with the sparse
		// ones, so both see the same machine (a loaded CI host moves both).
		const control: number[] = [];
		const victim: number[] = [];
		for (let round = 0; round < 3; round++) {
			control.push(...(await victimLatencies(['/v1/designs'], 2_000)));
			victim.push(...(await victimLatencies(SPARSE, 2_000)));
		}
		const p95 = percentile(victim, 95);
		const controlP95 = percentile(control, 95);
		console.log(
			`${store}: other account's list p95 ${p95.toFixed(1)} ms over ${victim.length}; control p95 ${controlP95.toFixed(1)} ms over ${control.length}`,
		);
		// Before: each sparse request held SQLite's event loop ~40 ms, 10 a second: four tenths of
		// the victim's requests waited up to 40 ms more than the control's, which 25 ms over the
		// control's p95 fails. p95, not p99: the slowest two of ~150 requests on a loaded host are
		// the host's noise, not the server's.
		expect(p95).toBeLessThan(controlP95 + 25);
	});
});
