/**
 * An edit and a delete of its source at once (docs/contract.md "Edits"): the edit either sees
 * the source, and is made before the delete commits, or answers 404; never an edit made of a
 * design already deleted. Black box: the servers run from dist/server/cli.js (see harness.ts);
 * on PostgreSQL two instances share one database, as a deployment runs them, the edit on one
 * and the delete on the other.
 */
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
	data: { object: { id: string; parent_id?: string | null } };
}

/** Two instances on one PostgreSQL database; one server on SQLite (one writer per file). */
async function instances(store: AttackStore, db: string): Promise<Server[]> {
	const first = await startServer({ db });
	return store === 'postgres' ? [first, await startServer({ db })] : [first, first];
}

describe.each(attackStores())('%s: an edit and a delete of its source at once', (store) => {
	test(`${DESIGNS} designs edited on one instance while deleted on the other: no edit after its source's delete`, async () => {
		const db = await freshDb(store, 'edits');
		const key = await createKey(db);
		const [a, b] = await instances(store, db);
		const designs = await Promise.all(Array.from({ length: DESIGNS }, () => generate(a.url, key)));
		const outcomes = await Promise.all(
			designs.map(async ({ id }, i) => {
				// One of the two sent 0–4 ms after the other, the edit first for half the designs and
				// the delete first for the rest: the offsets sweep the window between the edit's read
				// of its source and its insert, which requests sent together often miss.
				const offset = (i % 9) - 4;
				const [edited, deleted] = await Promise.all([
					sleep(Math.max(0, -offset)).then(() =>
						request(a.url, {
							method: 'POST',
							path: `/v1/designs/${id}/edits`,
							key,
							body: { instruction: 'make it a dress in linen', seed: i },
						}),
					),
					sleep(Math.max(0, offset)).then(() =>
						request(b.url, { method: 'DELETE', path: `/v1/designs/${id}`, key }),
					),
				]);
				return { id, edited, deleted };
			}),
		);

		// Commit order: the event list is newest first.
		const events = (await listAll<EventItem>(a.url, key, '/v1/events')).reverse();
		const order = new Map(events.map((e, i) => [`${e.type} ${e.data.object.id}`, i]));
		let editedFirst = 0;
		let refused = 0;
		let afterDelete = 0;
		for (const { id, edited, deleted } of outcomes) {
			// The delete always wins in the end: the source is gone for its owner.
			expect(deleted.status).toBe(200);
			expect([201, 404]).toContain(edited.status);
			if (edited.status === 404) {
				refused += 1;
				expect((edited.json as { code: string }).code).toBe('design_not_found');
				continue;
			}
			editedFirst += 1;
			const design = edited.json as { id: string; parent_id: string; garment: string };
			expect(design).toMatchObject({ parent_id: id, garment: 'dress' });
			// The edit stays, as a variation does: deleting a source leaves its children.
			expect((await request(b.url, { path: `/v1/designs/${design.id}`, key })).status).toBe(200);
			const madeAt = order.get(`design.succeeded ${design.id}`);
			const deletedAt = order.get(`design.deleted ${id}`);
			expect(madeAt).toBeDefined();
			expect(deletedAt).toBeDefined();
			if (madeAt! > deletedAt!) afterDelete += 1;
		}
		console.log(
			`${store}: ${DESIGNS} edit/delete races: ${editedFirst} edited first (committed before the delete), ${refused} answered 404, ${afterDelete} edits committed after their source's delete`,
		);
		expect(afterDelete).toBe(0);
		expect(editedFirst + refused).toBe(DESIGNS);
	});
});
