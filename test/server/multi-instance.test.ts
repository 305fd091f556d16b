/**
 * Several instances on one PostgreSQL database, black box: three `serve` processes
 * (the attack harness starts them from dist/server/cli.js) on a fresh database of the run's
 * cluster, requests spread over them. Every rule that a single process keeps in one place must
 * hold across processes: one live publication per design, idempotency keys, a key's rate-limit
 * budget, keyset paging, durability when an instance dies, and one generation per pending design.
 * Runs in the `postgres` jest project only (SQLite is one process per file).
 */
import {
	cleanup,
	createKey,
	generate,
	listAll,
	pool,
	request,
	sleep,
	startServer,
	type Reply,
	type Server,
} from '../attack/harness';
import { newId } from '../../server/ids';
import { openStore } from '../../server/store';
import type { GenerationOutcome, PendingDesign } from '../../server/store/types';
import { freshDb } from '../harness/test-store';

jest.setTimeout(60_000);

type Design = { id: string; status: string; prompt: string; updated_at: string };

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** Three instances on one new database; started together, so they also race to migrate it. */
async function startInstances(args: string[] = []): Promise<{ db: string; servers: Server[] }> {
	const db = await freshDb();
	const servers = await Promise.all(range(3).map(() => startServer({ db, args })));
	return { db, servers };
}

function postGenerate(
	server: Server,
	key: string,
	body: object,
	idempotencyKey?: string,
): Promise<Reply> {
	return request(server.url, {
		method: 'POST',
		path: '/v1/generate',
		key,
		body,
		headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
		timeoutMs: 10_000,
	});
}

function tally(replies: Reply[]): Record<number, number> {
	const counts: Record<number, number> = {};
	for (const reply of replies) counts[reply.status] = (counts[reply.status] ?? 0) + 1;
	return counts;
}

afterAll(cleanup);

describe('three instances, one database', () => {
	let db: string;
	let servers: Server[];
	let key: string;

	beforeAll(async () => {
		({ db, servers } = await startInstances());
		key = await createKey(db);
	});

	test('a design published through two instances at once: exactly one 201, one 409 already_published', async () => {
		for (const round of range(6)) {
			const design = await generate(servers[round % 3].url, key);
			const replies = await Promise.all(
				[0, 1].map((i) =>
					request(servers[(round + i) % 3].url, {
						method: 'POST',
						path: '/v1/marketplace/publish',
						key,
						body: { design_id: design.id, price: { amount: 4500 } },
					}),
				),
			);
			expect(tally(replies)).toEqual({ 201: 1, 409: 1 });
			expect(replies.find((r) => r.status === 409)!.json).toMatchObject({
				code: 'already_published',
			});
		}
	});

	test('an Idempotency-Key replays on every instance; another body is 422 on another instance', async () => {
		const body = { prompt: 'olive linen shirt', style: 'classic', seed: 7 };
		const first = await postGenerate(servers[0], key, body, 'replay-1');
		expect(first.status).toBe(201);
		for (const server of servers.slice(1)) {
			// Equal as JSON, in another key order.
			const reordered = { seed: 7, style: 'classic', prompt: body.prompt };
			const replay = await postGenerate(server, key, reordered, 'replay-1');
			expect(replay.status).toBe(201);
			expect(replay.headers['idempotent-replayed']).toBe('true');
			expect(replay.text).toBe(first.text);
			expect(replay.headers.location).toBe(first.headers.location);
		}
		const reused = await postGenerate(servers[2], key, { ...body, seed: 8 }, 'replay-1');
		expect(reused.status).toBe(422);
		expect(reused.json).toMatchObject({ code: 'idempotency_key_reused' });

		// One key sent to all three at the same moment: one object, whoever answers.
		const raced = { prompt: 'raced key wool coat', style: 'vintage' };
		const replies = await Promise.all(servers.map((s) => postGenerate(s, key, raced, 'race-1')));
		const created = replies.filter((r) => r.status === 201);
		expect(created.length).toBeGreaterThan(0);
		for (const r of replies.filter((r) => r.status !== 201))
			expect([r.status, (r.json as { code: string }).code]).toEqual([
				409,
				'idempotency_key_in_use',
			]);
		expect(new Set(created.map((r) => (r.json as Design).id)).size).toBe(1);
		const all = await listAll<Design>(servers[1].url, key, '/v1/designs');
		expect(all.filter((d) => d.prompt === raced.prompt)).toHaveLength(1);
	});

	test('paging with starting_after while other instances insert returns each design once', async () => {
		const pager = await createKey(db);
		const before = await pool(range(40), 6, (i) =>
			generate(servers[i % 3].url, pager, { seed: i }),
		);
		const inserted: string[] = [];
		let inserting = true;
		const writer = (async () => {
			for (let i = 0; inserting; i++)
				inserted.push((await generate(servers[1 + (i % 2)].url, pager, { seed: 1000 + i })).id);
		})();
		const seen: string[] = [];
		let after = '';
		for (let page = 0; ; page++) {
			const reply = await request(servers[page % 3].url, {
				path: `/v1/designs?limit=4${after && `&starting_after=${after}`}`,
				key: pager,
			});
			expect(reply.status).toBe(200);
			const list = reply.json as { data: Design[]; has_more: boolean };
			seen.push(...list.data.map((d) => d.id));
			if (!list.has_more) break;
			after = list.data.at(-1)!.id;
			await sleep(5); // let the writer land inserts between pages
		}
		inserting = false;
		await writer;
		expect(inserted.length).toBeGreaterThan(0);
		expect(new Set(seen).size).toBe(seen.length);
		expect(seen).toEqual(expect.arrayContaining(before.map((d) => d.id)));
		const known = new Set([...before.map((d) => d.id), ...inserted]);
		expect(seen.filter((id) => !known.has(id))).toEqual([]);
	});

	// Last in this block: it kills servers[0].
	test('SIGKILL of one instance under load loses no acknowledged design, and no key makes two', async () => {
		const loadKey = await createKey(db);
		const victim = servers[0];
		const survivors = servers.slice(1);
		const acked = new Map<number, string>();
		let killed = false;
		// A client as n8n is one: every POST has its Idempotency-Key and is retried elsewhere when
		// its connection breaks.
		const send = async (i: number): Promise<'acked' | 'held'> => {
			const body = { prompt: `kill load item ${i}`, style: 'minimalist', seed: i };
			for (let attempt = 0; attempt < 8; attempt++) {
				const target = servers[(i + attempt) % 3];
				if (killed && target === victim) continue;
				const reply = await postGenerate(target, loadKey, body, `kill-${i}`).catch(() => null);
				if (!reply) continue;
				if (reply.status === 201) {
					acked.set(i, (reply.json as Design).id);
					return 'acked';
				}
				// Claimed on the dead instance before its design was written: the lease (60 s) holds it.
				if (reply.status === 409) return 'held';
				throw new Error(`generate answered ${reply.status}: ${reply.text}`);
			}
			throw new Error(`item ${i}: no instance answered`);
		};
		const load = pool(range(150), 9, send);
		let ended = false;
		load.then(
			() => (ended = true),
			() => (ended = true),
		);
		while (acked.size < 40 && !ended) await sleep(10);
		await victim.kill9();
		killed = true;
		const outcomes = await load;

		expect(outcomes.filter((o) => o === 'held').length).toBeLessThanOrEqual(9);
		for (const [i, id] of acked) {
			const reply = await request(survivors[i % 2].url, {
				path: `/v1/designs/${id}`,
				key: loadKey,
			});
			expect([reply.status, (reply.json as Design).id]).toEqual([200, id]);
		}
		const all = await listAll<Design>(survivors[0].url, loadKey, '/v1/designs');
		const byPrompt = new Map<string, string[]>();
		for (const d of all) byPrompt.set(d.prompt, [...(byPrompt.get(d.prompt) ?? []), d.id]);
		expect([...byPrompt.values()].filter((ids) => ids.length > 1)).toEqual([]);
		for (const [i, id] of acked) expect(byPrompt.get(`kill load item ${i}`)).toEqual([id]);
	});
});

describe('three instances with a generate limit and a generation latency', () => {
	const LATENCY = 400;
	let db: string;
	let servers: Server[];

	beforeAll(async () => {
		({ db, servers } = await startInstances([
			'--rate-limit-generate',
			'10',
			'--generation-latency-ms',
			String(LATENCY),
		]));
	});

	test("a key's generate limit holds across instances: 30 spread over 3 → 10 accepted, 20 × 429", async () => {
		const key = await createKey(db);
		// Fixed one-minute windows: do not straddle a window's end.
		const intoWindow = (Date.now() / 1000) % 60;
		if (intoWindow > 55) await sleep((61 - intoWindow) * 1000);
		const replies = await pool(range(30), 6, (i) =>
			postGenerate(servers[i % 3], key, { prompt: `budget ${i}`, style: 'y2k' }),
		);
		// 202: with a generation latency a generate answers pending.
		expect(tally(replies)).toEqual({ 202: 10, 429: 20 });
	});

	test('pending designs made through one instance succeed once, readable from all, also when it dies', async () => {
		const key = await createKey(db);
		const made = await pool(range(6), 3, async (i) => {
			const reply = await postGenerate(servers[0], key, {
				prompt: `pending ${i}`,
				style: 'romantic',
			});
			expect(reply.status).toBe(202);
			return reply.json as Design;
		});
		// Its timers die with it: the survivors settle the designs (on read, or their own timers).
		await servers[0].kill9();
		await sleep(LATENCY + 100);
		const survivors = servers.slice(1);
		for (const design of made) {
			const views: Design[] = [];
			for (const server of survivors) {
				let view: Design;
				for (let tries = 0; ; tries++) {
					view = (await request(server.url, { path: `/v1/designs/${design.id}`, key }))
						.json as Design;
					if (view.status !== 'pending' || tries > 50) break;
					await sleep(20); // claimed by the other survivor, which is writing it
				}
				views.push(view);
			}
			expect(views.map((v) => v.status)).toEqual(['succeeded', 'succeeded']);
			// One outcome, written once: the same update time and content on both (links differ by port).
			const { image: _a, ...first } = views[0] as Design & { image: unknown };
			const { image: _b, ...second } = views[1] as Design & { image: unknown };
			expect(first).toEqual(second);
		}
	});
});

describe('the claim on a due design', () => {
	test('two stores completing the same due designs at once generate each exactly once', async () => {
		const url = await freshDb();
		const stores = [await openStore(url), await openStore(url)];
		try {
			const now = Date.now();
			const account = await stores[0].ensureAccount('claims', 'business', now);
			const ids = await pool(range(30), 5, async (i) => {
				const id = newId('dsn');
				await stores[i % 2].insertDesign({
					id,
					accountId: account.id,
					status: 'pending',
					prompt: `claim ${i}`,
					style: 'classic',
					seed: i,
					content: null,
					error: null,
					readyAt: now - 1,
					now,
				});
				return id;
			});
			const generated: string[] = [];
			const generate = (design: PendingDesign): GenerationOutcome => {
				generated.push(design.id);
				return { error: { code: 'generation_failed', detail: 'counted' } };
			};
			const drain = async (i: number) => {
				while (await stores[i % 2].completeNextDue(Date.now(), generate));
			};
			await Promise.all(range(6).map(drain));
			expect([...generated].sort()).toEqual([...ids].sort());
			expect(await stores[1].listPendingDesigns()).toEqual([]);
		} finally {
			await Promise.all(stores.map((s) => s.close()));
		}
	});
});
