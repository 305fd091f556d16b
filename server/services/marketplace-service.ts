import { ApiError } from '../errors';
import { escapeXml } from '../generator/text';
import { newId } from '../ids';
import type { PublishBody } from '../schemas/publications';
import { StoreConflictError, StoreDesignGoneError } from '../store/errors';
import type {
	DesignStore,
	IdempotencyClaim,
	Listing,
	Page,
	PageQuery,
	PublicationFilters,
	PublicationRecord,
} from '../store/types';
import { EventSignal } from './event-signal';
import { claimLostAsApiError } from './idempotency-service';
import type { ImageFormat, RenderedImage } from '../render/image';
import { designNotFound, type DesignService } from './design-service';

/**
 * Publications: the rules of publishing (a design of the account, succeeded, not already live;
 * the listing's defaults) and of withdrawing, and the public marketplace's read side.
 */
export class MarketplaceService {
	/** `eventSignal` is emitted after each publish and withdrawal (their events have committed). */
	constructor(
		private readonly store: DesignStore,
		private readonly designs: DesignService,
		private readonly eventSignal: EventSignal = new EventSignal(),
	) {}

	/** With an Idempotency-Key's claim, the publication is its recovery point. */
	async publish(
		accountId: string,
		input: PublishBody,
		claim?: IdempotencyClaim,
	): Promise<PublicationRecord> {
		const design = await this.designs.get(accountId, input.design_id);
		if (design.status !== 'succeeded' || !design.content) {
			throw new ApiError(
				'design_not_ready',
				`Design '${design.id}' is ${design.status}; only a succeeded design can be published.`,
			);
		}
		if (design.publication) {
			throw new ApiError(
				'already_published',
				`Design '${design.id}' is already published as '${design.publication.id}'; unpublish it first to publish it again.`,
			);
		}
		try {
			const publication = await this.store.insertPublication(
				{
					id: newId('pub'),
					accountId,
					designId: design.id,
					title: input.title ?? design.content.title,
					description: input.description ?? '',
					price: {
						amount: input.price.amount,
						currency: (input.price.currency ?? 'USD').toUpperCase(),
					},
					tags: input.tags ?? [],
					visibility: input.visibility ?? 'public',
					status: 'published',
					publishedAt: Date.now(),
					withdrawnAt: null,
				},
				claim,
			);
			this.eventSignal.emit();
			return publication;
		} catch (error) {
			// Deleted while this request was publishing it (the delete committed first).
			if (error instanceof StoreDesignGoneError) throw designNotFound(design.id);
			// Two publishes of one design at once: the store lets only the first through.
			if (error instanceof StoreConflictError) {
				throw new ApiError(
					'already_published',
					`Design '${design.id}' is already published; unpublish it first to publish it again.`,
				);
			}
			throw claimLostAsApiError(error);
		}
	}

	/** The publication (404 `publication_not_found` when the account has none). */
	async get(accountId: string, id: string): Promise<PublicationRecord> {
		return (await this.store.getPublication(accountId, id)) ?? publicationNotFound(id);
	}

	list(query: PageQuery<PublicationFilters>): Promise<Page<PublicationRecord>> {
		return this.store.listPublications(query);
	}

	/**
	 * Withdraws a live publication; a withdrawn one is answered as it is (the signal is emitted
	 * then too: a wake-up that finds nothing new costs the sender one query).
	 */
	async withdraw(accountId: string, id: string): Promise<PublicationRecord> {
		const publication =
			(await this.store.withdrawPublication(accountId, id, Date.now())) ?? publicationNotFound(id);
		this.eventSignal.emit();
		return publication;
	}

	/** Paging position of one of the account's publications. */
	cursorPosition(accountId: string, id: string): Promise<number | undefined> {
		return this.store.cursorPosition('publication', accountId, id);
	}

	/** A listing of the public marketplace, live or withdrawn, of any account. */
	getListing(id: string): Promise<Listing | undefined> {
		return this.store.getListing(id);
	}

	/**
	 * Live public listings, newest first, after the listing `afterId` (the last one of the page
	 * before; one withdrawn since still counts). Undefined when no public listing has that id.
	 */
	async listPublicListings(
		limit: number,
		afterId?: string,
	): Promise<Page<PublicationRecord> | undefined> {
		if (afterId === undefined) return this.store.listPublicListings(limit);
		const after = await this.store.publicListingPosition(afterId);
		return after === undefined ? undefined : this.store.listPublicListings(limit, after);
	}

	/**
	 * A live listing's image. The SVG's accessible `<title>`/`<desc>` carry the design's title and
	 * (part of) its private prompt; the public copy carries the listing's own title and
	 * description instead. The PNG draws no text, so the design's PNG is the listing's as it is.
	 */
	listingImage(listing: Listing, format: ImageFormat): Promise<RenderedImage> {
		const { designId, title, description } = listing.publication;
		const image =
			format === 'svg' ? { ...listing, svg: publicSvg(listing.svg, title, description) } : listing;
		return this.designs.imageBytes(designId, image, format);
	}
}

const ACCESSIBLE_TEXT = /<title id="title">[^<]*<\/title><desc id="desc">[^<]*<\/desc>/;

/** The SVG with its `<title>` and `<desc>` replaced by public text (escaped for XML). */
export function publicSvg(svg: string, title: string, description: string): string {
	const text = `<title id="title">${escapeXml(title)}</title><desc id="desc">${escapeXml(description)}</desc>`;
	// Fail closed: an SVG whose accessible text is not where the generator puts it is not served.
	if (!ACCESSIBLE_TEXT.test(svg))
		throw new Error('The design SVG has no <title>/<desc> to replace.');
	return svg.replace(ACCESSIBLE_TEXT, () => text);
}

function publicationNotFound(id: string): never {
	throw new ApiError(
		'publication_not_found',
		`No publication with id '${id}' exists in this account.`,
	);
}
