/**
 * The services, the one door to the store: the marketplace's publishing rules hold also when
 * two publishes of one design race past the "already published" check, because the store's
 * conflict becomes the API's `already_published`.
 */
import { ApiError } from '../../server/errors';
import { DesignService } from '../../server/services/design-service';
import { MarketplaceService } from '../../server/services/marketplace-service';
import { openTestStore } from '../harness/test-store';
import type { DesignStore } from '../../server/store/types';

let store: DesignStore;
let designs: DesignService;
let marketplace: MarketplaceService;
beforeEach(async () => {
	store = await openTestStore();
	designs = new DesignService(store, 0);
	marketplace = new MarketplaceService(store, designs);
});
afterEach(async () => {
	await designs.close();
	await store.close();
});

test('two publishes of one design at once: one publication, the other already_published', async () => {
	const { id: accountId } = await store.ensureAccount('acme', 'business', Date.now());
	const design = await designs.create(accountId, { prompt: 'navy hoodie', style: 'streetwear' });
	const input = { design_id: design.id, price: { amount: 4500, currency: 'eur' } };
	const results = await Promise.allSettled([
		marketplace.publish(accountId, input),
		marketplace.publish(accountId, input),
	]);
	const published = results.filter((r) => r.status === 'fulfilled');
	const refused = results.filter((r) => r.status === 'rejected');
	expect(published).toHaveLength(1);
	expect(refused).toHaveLength(1);
	const error = (refused[0] as PromiseRejectedResult).reason;
	expect(error).toBeInstanceOf(ApiError);
	expect((error as ApiError).code).toBe('already_published');
	expect((published[0] as PromiseFulfilledResult<{ price: unknown }>).value.price).toEqual({
		amount: 4500,
		currency: 'EUR',
	});
});

test('an unknown design → design_not_found; a design of another account likewise', async () => {
	const now = Date.now();
	const { id: owner } = await store.ensureAccount('owner', 'business', now);
	const { id: other } = await store.ensureAccount('other', 'business', now);
	const design = await designs.create(owner, { prompt: 'red dress', style: 'classic' });
	for (const [accountId, id] of [
		[owner, 'dsn_unknown0000000000000000'],
		[other, design.id],
	]) {
		await expect(
			marketplace.publish(accountId, { design_id: id, price: { amount: 1 } }),
		).rejects.toMatchObject({ code: 'design_not_found' });
	}
});
