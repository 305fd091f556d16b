/**
 * Crash durability: kill -9 while 200 generate and publish requests are in flight, restart on the
 * same database, retry every request with its Idempotency-Key. Every acknowledged object must be
 * there exactly once, and no key may ever yield a second one; a claim made by a process that is
 * gone must not block a retry on the restarted server (no waiting out the claim's lease).
 */
import { join } from 'node:path';
import {
	cleanup,
	createKey,
	generate,
	holdWriteLockAfterNextCommit,
	integrityCheck,
	listAll,
	pool,
	request,
	sleep,
	startServer,
	tempDir,
	type Reply,
	type Server,
} from './harness';

jest.setTimeout(150_000);
afterAll(cleanup);

const ROUNDS = 6;
const PER_KIND = 100;

interface Attempt {
	kind: 'generate' | 'publish';
	path: string;
	body: object;
	idempotencyKey: string;
	/** The prompt (generate) or the design id (publish) that identifies the object. */
	marker: string;
}

const send = (server: Server, key: string, a: Attempt) =>
	request(server.url, {
		method: 'POST',
		path: a.path,
		key,
		headers: { 'idempotency-key': a.idempotencyKey },
		body: a.body,
		timeoutMs: 20_000,
	});

const outcome = (reply: Reply) =>
	`${reply.status} ${(reply.json as { code?: string } | undefined)?.code ?? ''}`.trim();

test(`${ROUNDS} rounds of kill -9 with ${2 * PER_KIND} POSTs in flight: every acknowledged object once, no key yields a second`, async () => {
	const db = join(tempDir('crash'), 'db.sqlite');
	const key = await createKey(db);
	let server = await startServer({ db });

	const attempts: Attempt[] = [];
	/** Per attempt: the id the client was given before the crash, if any. */
	const acknowledged = new Map<Attempt, string>();
	const retryOutcomes = new Map<string, number>();
	const retryIds = new Map<Attempt, string>();
	let inFlightAtKill = 0;

	for (let round = 0; round < ROUNDS; round++) {
		const targets = await pool(
			Array.from({ length: PER_KIND }, (_, i) => i),
			8,
			(i) => generate(server.url, key, { prompt: `crash target ${round}-${i}` }),
		);
		const batch: Attempt[] = [];
		for (let i = 0; i < PER_KIND; i++) {
			const prompt = `crash probe ${round}-${i} navy cotton hoodie`;
			batch.push(
				{
					kind: 'generate',
					path: '/v1/generate',
					body: { prompt, style: 'classic' },
					idempotencyKey: `gen-${round}-${i}-${Math.random()}`,
					marker: prompt,
				},
				{
					kind: 'publish',
					path: '/v1/marketplace/publish',
					body: { design_id: targets[i].id, price: { amount: 100 + i } },
					idempotencyKey: `pub-${round}-${i}-${Math.random()}`,
					marker: targets[i].id,
				},
			);
		}
		attempts.push(...batch);

		// All 200 at once, each on its own connection; kill once some have been answered.
		let answered = 0;
		const killAfter = 20 + round * 35;
		const flying = batch.map((a) =>
			send(server, key, a).then(
				(reply) => {
					answered += 1;
					if (reply.status === 201) acknowledged.set(a, (reply.json as { id: string }).id);
				},
				() => undefined,
			),
		);
		for (let waited = 0; answered < killAfter && waited < 10_000; waited += 5) await sleep(5);
		inFlightAtKill += batch.length - answered;
		// Stall the server at the write after one of its commits (a claim, an insert or a stored
		// response), so the kill lands between two writes rather than wherever the CPU happens to be.
		const release = holdWriteLockAfterNextCommit(db);
		await sleep(40);
		await server.kill9();
		release();
		await Promise.all(flying);

		server = await startServer({ db });
		await pool(batch, 16, async (a) => {
			const reply = await send(server, key, a);
			retryOutcomes.set(outcome(reply), (retryOutcomes.get(outcome(reply)) ?? 0) + 1);
			if (reply.status === 201) retryIds.set(a, (reply.json as { id: string }).id);
		});
	}

	// A second retry of everything: only replays, of the same objects.
	const secondRetry = await pool(attempts, 16, async (a) => {
		const reply = await send(server, key, a);
		return (
			reply.status === 201 &&
			reply.headers['idempotent-replayed'] === 'true' &&
			(reply.json as { id: string }).id === retryIds.get(a)
		);
	});

	const designs = await listAll<{ id: string; prompt: string }>(server.url, key, '/v1/designs');
	const publications = await listAll<{ id: string; design_id: string; status: string }>(
		server.url,
		key,
		'/v1/marketplace/publications?status=published',
	);
	await server.stop();

	const objectsOf = (a: Attempt) =>
		a.kind === 'generate'
			? designs.filter((d) => d.prompt === a.marker).map((d) => d.id)
			: publications.filter((p) => p.design_id === a.marker).map((p) => p.id);
	const count = (test: (a: Attempt) => boolean) => attempts.filter(test).length;
	const summary = {
		inFlightAtKill,
		retryOutcomes: Object.fromEntries(retryOutcomes),
		/** A key the retry could not use (no object for it) while its object was saved. */
		orphans: count((a) => !retryIds.has(a) && objectsOf(a).length > 0),
		/** More than one object for one request. */
		duplicates: count((a) => objectsOf(a).length > 1),
		/** Acknowledged before the crash, but the retry names another object or none. */
		acknowledgedLost: count((a) => acknowledged.has(a) && acknowledged.get(a) !== retryIds.get(a)),
		/** The retry's object is not the one object stored for the request. */
		retryMismatch: count((a) => retryIds.has(a) && objectsOf(a).join() !== retryIds.get(a)),
		secondRetryNotReplayed: secondRetry.filter((ok) => !ok).length,
		integrity: integrityCheck(db),
	};
	console.log(`crash durability: ${JSON.stringify(summary)}`);
	expect(summary).toEqual({
		inFlightAtKill: summary.inFlightAtKill,
		retryOutcomes: { 201: attempts.length },
		orphans: 0,
		duplicates: 0,
		acknowledgedLost: 0,
		retryMismatch: 0,
		secondRetryNotReplayed: 0,
		integrity: 'ok',
	});
	expect(inFlightAtKill).toBeGreaterThan(0);
});
