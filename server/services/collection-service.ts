import { planCollection } from '../collections/plan';
import { ApiError } from '../errors';
import { newId } from '../ids';
import type { CreateCollectionBody } from '../schemas/collections';
import { DEFAULT_COLLECTION_COUNT } from '../schemas/collections';
import type {
	CollectionRecord,
	DesignQuota,
	DesignStore,
	IdempotencyClaim,
	NewCollectionItem,
	Page,
	PageQuery,
} from '../store/types';
import { claimLostAsApiError } from './idempotency-service';
import { newSeed } from './design-spec';
import type { EventSignal } from './event-signal';

/**
 * Collections (docs/contract.md "Collections"): many designs made as one job. Creating one
 * stores the collection with every item (a brief's plan, or the items given) in one transaction
 * before the 202; the worker (collection-worker.ts) then makes the items' designs, on whichever
 * instance holds each item's lease.
 */
export class CollectionService {
	/** Called after a collection is stored, so this instance's worker claims its items at once. */
	onCreated: () => void = () => undefined;

	constructor(
		private readonly store: DesignStore,
		private readonly quota: DesignQuota,
		private readonly eventSignal: EventSignal,
	) {}

	/**
	 * Plans (for a brief) and stores the collection, `queued`. 403 `design_quota_exceeded` when
	 * the account cannot hold every design it asks for (checked again as each one is made). With
	 * an Idempotency-Key's claim, the collection is its recovery point.
	 */
	async create(
		accountId: string,
		body: CreateCollectionBody,
		claim?: IdempotencyClaim,
	): Promise<CollectionRecord> {
		const { name, style, brief } = body;
		let palette: CollectionRecord['palette'] = [];
		let items: NewCollectionItem[];
		if (brief !== undefined) {
			const plan = planCollection({
				brief,
				count: body.count ?? DEFAULT_COLLECTION_COUNT,
				style,
				seed: newSeed(),
			});
			palette = plan.palette;
			items = plan.items.map((item) => ({ ...item, customId: null }));
		} else {
			items = (body.items ?? []).map((item) => ({
				prompt: item.prompt,
				style: item.style ?? style,
				seed: item.seed ?? newSeed(),
				customId: item.custom_id ?? null,
			}));
		}
		await this.checkQuota(accountId, items.length);
		const collection = await this.store
			.insertCollection(
				{
					id: newId('col'),
					accountId,
					name,
					style,
					brief: brief ?? null,
					palette,
					items,
					now: Date.now(),
				},
				claim,
			)
			.catch((error: unknown) => {
				throw claimLostAsApiError(error);
			});
		this.onCreated();
		return collection;
	}

	async get(accountId: string, id: string): Promise<CollectionRecord> {
		const collection = await this.store.getCollection(accountId, id);
		if (!collection) throw collectionNotFound(id);
		return collection;
	}

	list(query: PageQuery<Record<string, never>>): Promise<Page<CollectionRecord>> {
		return this.store.listCollections(query);
	}

	/** Cancels the items not yet made (see CollectionRepository.cancelCollection); idempotent. */
	async cancel(accountId: string, id: string): Promise<CollectionRecord> {
		const collection = await this.store.cancelCollection(accountId, id, Date.now());
		if (!collection) throw collectionNotFound(id);
		this.eventSignal.emit();
		return collection;
	}

	cursorPosition(accountId: string, id: string): Promise<number | undefined> {
		return this.store.cursorPosition('collection', accountId, id);
	}

	/** Where a design stands in a collection's order: a cursor of `GET /v1/designs?collection_id=`. */
	designPosition(accountId: string, collectionId: string, designId: string) {
		return this.store.collectionPosition(accountId, collectionId, designId);
	}

	/** Up front: the whole collection must fit in the account's quota (nothing is made if not). */
	private async checkQuota(accountId: string, adding: number): Promise<void> {
		const [account, usage] = await Promise.all([
			this.store.findAccountById(accountId),
			this.store.countUsage(accountId, Date.now()),
		]);
		if (!account) return;
		const max = this.quota(account.plan);
		if (usage.designs + adding > max)
			throw new ApiError(
				'design_quota_exceeded',
				`This account holds ${usage.designs} designs and its quota is ${max}: a collection of ${adding} does not fit; delete designs to make room, or ask for fewer.`,
			);
	}
}

export function collectionNotFound(id: string): ApiError {
	return new ApiError(
		'collection_not_found',
		`No collection with id '${id}' exists in this account.`,
	);
}
