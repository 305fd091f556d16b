/**
 * The PostgreSQL counters' coalescing (server/store/postgres/rate-limits.ts): concurrent requests
 * for one counter share a statement, and each still gets the count it would have had alone, in
 * arrival order.
 */
import { coalesced } from '../../server/store/postgres/rate-limits';

/** A counter store whose every call is a statement that takes a few event-loop turns. */
function fakeStore() {
	const counts = new Map<string, number>();
	const calls: { id: string; cost: number }[] = [];
	const count = async (keyId: string, policy: string, window: number, cost = 1) => {
		const id = `${keyId}/${policy}/${window}`;
		calls.push({ id, cost });
		await new Promise((resolve) => setImmediate(resolve));
		const now = (counts.get(id) ?? 0) + cost;
		counts.set(id, now);
		await new Promise((resolve) => setImmediate(resolve));
		return now;
	};
	return { count, counts, calls };
}

test('concurrent requests share statements and each gets its own count in arrival order', async () => {
	const store = fakeStore();
	const countRequest = coalesced(store.count);
	const results = await Promise.all(
		Array.from({ length: 50 }, () => countRequest('key_a', 'read', 7)),
	);
	expect(results).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
	expect(store.counts.get('key_a/read/7')).toBe(50);
	// The first goes alone; the 49 that arrived while it ran go together.
	expect(store.calls.map((c) => c.cost)).toEqual([1, 49]);
});

test('costs, reads (0) and refunds (negative) add up exactly; counters stay apart', async () => {
	const store = fakeStore();
	const countRequest = coalesced(store.count);
	const [a, b, c, d, other, later] = await Promise.all([
		countRequest('key_a', 'generate', 1, 5),
		countRequest('key_a', 'generate', 1, 0),
		countRequest('key_a', 'generate', 1, 3),
		countRequest('key_a', 'generate', 1, -3),
		countRequest('key_b', 'generate', 1, 2),
		countRequest('key_a', 'generate', 2, 1),
	]);
	expect([a, b, c, d]).toEqual([5, 5, 8, 5]);
	expect(other).toBe(2);
	expect(later).toBe(1);
	expect(store.counts.get('key_a/generate/1')).toBe(5);
	// Sequential calls after the batches are done start fresh batches and see earlier counts.
	expect(await countRequest('key_a', 'generate', 1)).toBe(6);
});

test('a failed statement fails every request of its batch, and the next batch runs', async () => {
	let fail = true;
	const countRequest = coalesced(async (_k, _p, _w, cost = 1) => {
		await new Promise((resolve) => setImmediate(resolve));
		if (fail) {
			fail = false;
			throw new Error('database away');
		}
		return cost;
	});
	const first = countRequest('key_a', 'read', 1);
	const second = countRequest('key_a', 'read', 1);
	await expect(first).rejects.toThrow('database away');
	await expect(second).resolves.toBe(1);
});
