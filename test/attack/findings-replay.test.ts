/**
 * An idempotent replay costs nothing: a retried generate or variations request with the key of
 * an answered request is answered from the key, with no charge against the generate limit, even
 * when the window is full. Before, the limit ran before the key was looked at, so a replay of a
 * variations request was charged its `count` again and, at the limit, refused. Black box, on both
 * stores (the PostgreSQL store keeps its counters and keys in tables, SQLite in memory and a file).
 */
import {
	attackStores,
	cleanup,
	createKey,
	expectProblem,
	freshDb,
	request,
	sleep,
	startServer,
	type Reply,
	type Server,
} from './harness';

jest.setTimeout(120_000);
afterAll(cleanup);

/** The generate limit of these servers: one generate plus a variations request of 3 fill it. */
const LIMIT = 4;

/** Windows are whole clock minutes: a sequence that straddles one would be counted in two. */
async function freshWindow(needMs: number): Promise<void> {
	const left = 60_000 - (Date.now() % 60_000);
	if (left < needMs) await sleep(left + 50);
}

function post(server: Server, key: string, path: string, body: object, idem?: string) {
	return request(server.url, {
		method: 'POST',
		path,
		key,
		body,
		headers: idem ? { 'idempotency-key': idem } : undefined,
	});
}

/** Remaining generate budget, from the RateLimit header (`"generate";r=N;t=T`). */
function remaining(reply: Reply): number {
	const match = /;r=(\d+)/.exec(String(reply.headers['ratelimit'] ?? ''));
	if (!match) throw new Error(`no RateLimit header: ${JSON.stringify(reply.headers)}`);
	return Number(match[1]);
}

describe.each(attackStores())('replays are free (%s)', (store) => {
	let server: Server;
	let key: string;

	beforeAll(async () => {
		const db = await freshDb(store, 'replay');
		key = await createKey(db);
		server = await startServer({ db, args: ['--rate-limit-generate', String(LIMIT)] });
	});

	test('at a full window, replays of generate and variations are answered; new requests get 429', async () => {
		await freshWindow(25_000);
		const first = await post(
			server,
			key,
			'/v1/generate',
			{ prompt: 'ivory linen shirt', style: 'classic' },
			'gen-1',
		);
		expect(first.status).toBe(201);
		const source = (first.json as { id: string }).id;
		for (let i = 0; i < 100; i++) {
			const got = await request(server.url, { path: `/v1/designs/${source}`, key });
			if ((got.json as { status: string }).status !== 'pending') break;
			await sleep(100);
		}

		const variations = await post(
			server,
			key,
			`/v1/designs/${source}/variations`,
			{ count: LIMIT - 1 },
			'var-1',
		);
		expect(variations.status).toBe(201);
		expect(remaining(variations)).toBe(0);

		// The window is full: a new request of either kind is refused (the control that the replays
		// below are not answered because budget was left).
		const newGenerate = await post(
			server,
			key,
			'/v1/generate',
			{ prompt: 'red wool coat', style: 'classic' },
			'gen-2',
		);
		expectProblem(newGenerate, [429], ['rate_limited']);
		const newVariation = await post(
			server,
			key,
			`/v1/designs/${source}/variations`,
			{ count: 1 },
			'var-2',
		);
		expectProblem(newVariation, [429], ['rate_limited']);

		for (let i = 0; i < 3; i++) {
			const replayed = await post(
				server,
				key,
				`/v1/designs/${source}/variations`,
				{ count: LIMIT - 1 },
				'var-1',
			);
			expect(replayed.status).toBe(201);
			expect(replayed.headers['idempotent-replayed']).toBe('true');
			expect(replayed.text).toBe(variations.text);
			const again = await post(
				server,
				key,
				'/v1/generate',
				{ prompt: 'ivory linen shirt', style: 'classic' },
				'gen-1',
			);
			expect(again.status).toBe(201);
			expect(again.headers['idempotent-replayed']).toBe('true');
			expect(again.text).toBe(first.text);
		}

		// Nothing was made by the replays: the account holds the source and its three variations.
		const list = await request(server.url, { path: '/v1/designs?limit=100', key });
		expect((list.json as { data: unknown[] }).data).toHaveLength(LIMIT);
	});

	test('a key reused with another body is no replay: it is charged (429 at a full window); its own body stays a free replay', async () => {
		const other = await createKey(server.db);
		await freshWindow(15_000);
		for (let i = 0; i < LIMIT; i++) {
			const made = await make(i);
			expect(made.status).toBe(201);
		}
		const reused = await post(
			server,
			other,
			'/v1/generate',
			{ prompt: 'a different prompt', style: 'classic' },
			'k-0',
		);
		expectProblem(reused, [429], ['rate_limited']);
		// The same key with its own body is still a free replay.
		const replay = await make(0);
		expect(replay.status).toBe(201);
		expect(replay.headers['idempotent-replayed']).toBe('true');

		function make(i: number) {
			return post(
				server,
				other,
				'/v1/generate',
				{ prompt: `coat number ${i}`, style: 'classic' },
				`k-${i}`,
			);
		}
	});
});
