/**
 * The store (SQLite or PostgreSQL: the run's project) through its DesignStore interface: a broken
 * uniqueness rule reaches the rest of the server as a StoreConflictError, never as the engine's code.
 */
import { generateDesign } from '../../server/generator';
import { StoreConflictError } from '../../server/store/errors';
import { openTestStore } from '../harness/test-store';
import type { DesignStore, PublicationRecord } from '../../server/store/types';

let store: DesignStore;
beforeEach(async () => {
	store = await openTestStore();
});
afterEach(() => store.close());

async function publishedDesign(): Promise<PublicationRecord> {
	const now = Date.now();
	const { id: accountId } = await store.ensureAccount('acme', 'business', now);
	const design = await store.insertDesign({
		id: 'dsn_store000000000000000000',
		accountId,
		status: 'succeeded',
		prompt: 'navy hoodie',
		style: 'streetwear',
		seed: 1,
		content: generateDesign({ prompt: 'navy hoodie', style: 'streetwear', seed: 1 }),
		error: null,
		readyAt: null,
		now,
	});
	return store.insertPublication({
		id: 'pub_store000000000000000001',
		accountId,
		designId: design.id,
		title: 'Hoodie',
		description: '',
		price: { amount: 100, currency: 'USD' },
		tags: [],
		visibility: 'public',
		status: 'published',
		publishedAt: now,
		withdrawnAt: null,
	});
}

test('a second live publication of a design → StoreConflictError, and nothing is written', async () => {
	const first = await publishedDesign();
	const second = { ...first, id: 'pub_store000000000000000002' };
	const error = await store.insertPublication(second).catch((e: unknown) => e);
	expect(error).toBeInstanceOf(StoreConflictError);
	expect((error as Error).message).not.toMatch(/SQLITE|23505/);
	expect(await store.getPublication(first.accountId, second.id)).toBeUndefined();
});

test('once withdrawn, the design can be published again', async () => {
	const first = await publishedDesign();
	await store.withdrawPublication(first.accountId, first.id, Date.now());
	const again = await store.insertPublication({ ...first, id: 'pub_store000000000000000003' });
	expect(again.status).toBe('published');
});
