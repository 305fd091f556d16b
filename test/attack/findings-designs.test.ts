/**
 * Writes on one design that race each other (publish and delete, variations and delete), what a
 * deleted design leaves behind, and the design quota (replays: findings-replay.test.ts). Black box: the
 * servers run from dist/server/cli.js (see harness.ts); on PostgreSQL two instances share one
 * database, as a deployment runs them.
 */
import Database from 'better-sqlite3';
import {
	attackStores,
	cleanup,
	createKey,
	freshDb,
	generate,
	listAll,
	request,
	sleep,
	startServer,
	type AttackStore,
	type Server,
} from './harness';

jest.setTimeout(120_000);
afterAll(cleanup);

const DESIGNS = 40;

interface EventItem {
	id: string;
	type: string;
	data: { object: { id: string; design_id?: string } };
}

/** Two instances on one PostgreSQL database; one server on SQLite (one writer per file). */
async function instances(store: AttackStore, db: string, args: string[] = []): Promise<Server[]> {
	const first = await startServer({ db, args });
	return store === 'postgres' ? [first, await startServer({ db, args })] : [first, first];
}

describe.each(attackStores())('%s: publish and delete of one design at once', (store) => {
	test(`${DESIGNS} designs published on one instance while deleted on the other: none stays for sale`, async () => {
		const db = await freshDb(store, 'race');
		const key = await createKey(db);
		const [a, b] = await instances(store, db);
		const designs = await Promise.all(Array.from({ length: DESIGNS }, () => generate(a.url, key)));
		const outcomes = await Promise.all(
			designs.map(async ({ id }, i) => {
				// One of the two sent 0–4 ms after the other (the publish first for half the designs,
				// the delete first for the rest): the offsets sweep the window between the publish's
				// read of the design and its write, which sent together they often miss (then every
				// publish, or every delete, wins outright and an unserialised build passes).
				const offset = (i % 9) - 4;
				const [published, deleted] = await Promise.all([
					sleep(Math.max(0, -offset)).then(() =>
						request(a.url, {
							method: 'POST',
							path: '/v1/marketplace/publish',
							key,
							body: { design_id: id, price: { amount: 4500 } },
						}),
					),
					sleep(Math.max(0, offset)).then(() =>
						request(b.url, { method: 'DELETE', path: `/v1/designs/${id}`, key }),
					),
				]);
				return { id, published, deleted };
			}),
		);

		let forSale = 0;
		let publishedFirst = 0;
		for (const { id, published, deleted } of outcomes) {
			// The delete always wins in the end: the design is gone for its owner.
			expect(deleted.status).toBe(200);
			expect((await request(a.url, { path: `/v1/designs/${id}`, key })).status).toBe(404);
			// The publish either came first (and the delete withdrew it) or saw the design deleted.
			expect([201, 404]).toContain(published.status);
			if (published.status !== 201) continue;
			publishedFirst += 1;
			const pub = published.json as { id: string };
			const page = await request(b.url, { path: `/marketplace/${pub.id}` });
			const image = await request(b.url, { path: `/marketplace/${pub.id}/image?format=png` });
			const apiPub = await request(a.url, { path: `/v1/marketplace/publications/${pub.id}`, key });
			const withdrawn =
				page.status === 410 &&
				[404, 410].includes(image.status) &&
				(apiPub.json as { status: string }).status === 'withdrawn';
			if (!withdrawn) forSale += 1;
		}
		console.log(
			`${store}: ${DESIGNS} publish/delete races: ${publishedFirst} published first, ${forSale} left for sale`,
		);
		expect(forSale).toBe(0);
		// None listed on the public marketplace page (which lists live public listings).
		const market = await request(b.url, { path: '/marketplace' });
		expect(market.status).toBe(200);
		const listed = outcomes.filter(
			(o) =>
				o.published.status === 201 && market.text.includes((o.published.json as { id: string }).id),
		);
		expect(listed).toEqual([]);

		// Event order per design: publication.published (if any) before publication.withdrawn
		// before design.deleted, which is the design's last event.
		const events = (await listAll<EventItem>(a.url, key, '/v1/events')).reverse();
		const byDesign = new Map<string, string[]>();
		for (const e of events) {
			const designId = e.type.startsWith('publication.')
				? e.data.object.design_id!
				: e.data.object.id;
			byDesign.set(designId, [...(byDesign.get(designId) ?? []), e.type]);
		}
		let published = 0;
		for (const { id } of designs) {
			const types = byDesign.get(id) ?? [];
			expect(types.at(-1)).toBe('design.deleted');
			if (types.includes('publication.published')) {
				published += 1;
				expect(types.slice(-3)).toEqual([
					'publication.published',
					'publication.withdrawn',
					'design.deleted',
				]);
			}
		}
		expect(published).toBe(publishedFirst);
	});

	test('variations of a design deleted at the same time: none outlives a delete that came first', async () => {
		const db = await freshDb(store, 'variations');
		const key = await createKey(db);
		const [a, b] = await instances(store, db);
		const designs = await Promise.all(Array.from({ length: 20 }, () => generate(a.url, key)));
		const outcomes = await Promise.all(
			designs.map(async ({ id }) => {
				const [varied, deleted] = await Promise.all([
					request(a.url, {
						method: 'POST',
						path: `/v1/designs/${id}/variations`,
						key,
						body: { count: 2 },
					}),
					request(b.url, { method: 'DELETE', path: `/v1/designs/${id}`, key }),
				]);
				return { id, varied, deleted };
			}),
		);
		const events = (await listAll<EventItem>(a.url, key, '/v1/events')).reverse();
		const order = new Map(events.map((e, i) => [`${e.type} ${e.data.object.id}`, i]));
		for (const { id, varied, deleted } of outcomes) {
			expect(deleted.status).toBe(200);
			expect([201, 404]).toContain(varied.status);
			if (varied.status !== 201) continue;
			// Made before the delete committed: their events come before the source's deletion.
			const deletedAt = order.get(`design.deleted ${id}`)!;
			for (const v of (varied.json as { data: { id: string }[] }).data)
				expect(order.get(`design.succeeded ${v.id}`)!).toBeLessThan(deletedAt);
		}
	});
});

/** Bytes of a design's stored SVG and PNG, read from the database itself (0 when none are kept). */
async function storedImageBytes(store: AttackStore, db: string, designId: string): Promise<number> {
	const sql =
		'SELECT coalesce(sum(length(svg) + coalesce(length(png), 0)), 0) AS n FROM design_images WHERE design_id = $1';
	if (store === 'sqlite') {
		const file = new Database(db, { readonly: true, fileMustExist: true });
		try {
			return Number((file.prepare(sql.replace('$1', '?')).get(designId) as { n: number }).n);
		} finally {
			file.close();
		}
	}
	const { Client } = await import('pg');
	const client = new Client({ connectionString: db });
	await client.connect();
	try {
		return Number((await client.query(sql, [designId])).rows[0].n);
	} finally {
		await client.end();
	}
}

describe.each(attackStores())('%s: storage of deleted designs, and the design quota', (store) => {
	test('a deleted design keeps no image bytes; a live one keeps its SVG and PNG', async () => {
		const db = await freshDb(store, 'purge');
		const key = await createKey(db);
		const server = await startServer({ db });
		const [live, gone] = await Promise.all([generate(server.url, key), generate(server.url, key)]);
		for (const { id } of [live, gone]) {
			const png = await request(server.url, { path: `/v1/designs/${id}/image?format=png`, key });
			expect(png.status).toBe(200);
		}
		const before = await storedImageBytes(store, db, gone.id);
		expect(
			(await request(server.url, { method: 'DELETE', path: `/v1/designs/${gone.id}`, key })).status,
		).toBe(200);
		const after = await storedImageBytes(store, db, gone.id);
		// Positive control: the same query sees the live design's SVG and PNG.
		const kept = await storedImageBytes(store, db, live.id);
		console.log(
			`${store}: image bytes of a deleted design: ${before} before its delete, ${after} after`,
		);
		expect(before).toBeGreaterThan(10_000);
		expect(kept).toBeGreaterThan(10_000);
		expect(after).toBe(0);
		const image = await request(server.url, { path: `/v1/designs/${gone.id}/image`, key });
		expect(image.status).toBe(404);
		// The row stays: its id is still a valid cursor.
		const page = await request(server.url, { path: `/v1/designs?starting_after=${gone.id}`, key });
		expect(page.status).toBe(200);
	});

	test('concurrent generates at the quota: one passes, the others are 403 design_quota_exceeded', async () => {
		const QUOTA = 6;
		const db = await freshDb(store, 'quota');
		const key = await createKey(db);
		const [a, b] = await instances(store, db, ['--max-designs-per-account', String(QUOTA)]);
		const account = await request(a.url, { path: '/v1/account', key });
		expect((account.json as { limits: { max_designs: number } }).limits.max_designs).toBe(QUOTA);
		const made: string[] = [];
		for (let i = 0; i < QUOTA - 1; i++) made.push((await generate(a.url, key)).id);
		for (let round = 0; round < 5; round++) {
			// At quota − 1: four requests at once over both instances, room for one.
			const replies = await Promise.all(
				[a, b, a, b].map((s) =>
					request(s.url, {
						method: 'POST',
						path: '/v1/generate',
						key,
						body: { prompt: 'navy striped cotton hoodie', style: 'streetwear' },
					}),
				),
			);
			const passed = replies.filter((r) => r.status === 201);
			expect(passed).toHaveLength(1);
			for (const r of replies.filter((x) => x.status !== 201)) {
				expect(r.status).toBe(403);
				const problem = r.json as { code: string; detail: string };
				expect(problem.code).toBe('design_quota_exceeded');
				expect(problem.detail).toContain(String(QUOTA));
			}
			// Variations past the quota are refused too, and nothing is made.
			const varied = await request(b.url, {
				method: 'POST',
				path: `/v1/designs/${made[0]}/variations`,
				key,
				body: { count: 1 },
			});
			expect(varied.status).toBe(403);
			const usage = await request(a.url, { path: '/v1/account', key });
			expect((usage.json as { usage: { designs: number } }).usage.designs).toBe(QUOTA);
			// Deleting frees room for the next round.
			const id = (passed[0]!.json as { id: string }).id;
			expect(
				(await request(b.url, { method: 'DELETE', path: `/v1/designs/${id}`, key })).status,
			).toBe(200);
		}
	});
});
