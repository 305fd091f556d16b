/**
 * Designs as the store keeps them: the record, what is inserted and generated, and the storage
 * interface's design part. Re-exported by types.ts, whose DesignStore includes it.
 */
import type { GeneratedDesign } from '../generator';
import type { Colorway, Derivation, EditChain } from './spec-types';
import type { IdempotencyClaim, Page, PageQuery, Plan, PublicationRecord } from './types';

export type DesignStatus = 'pending' | 'succeeded' | 'failed';

/** What generation produced for a design: the generator's output, stored as it is. */
export type DesignContent = GeneratedDesign;

export interface DesignRecord {
	id: string;
	accountId: string;
	status: DesignStatus;
	prompt: string;
	style: string;
	seed: number;
	/** The design a variation was made from; null for a design made by `/generate`. */
	parentId: string | null;
	/** A colourway's colours and the seed of the design it repaints; null for any other design. */
	colorway: Required<Colorway> | null;
	/** The edits it applies: an edit's, and a variation's or colourway's of an edit; else null. */
	edits: EditChain | null;
	/** The instruction that made this design (`POST /v1/designs/:id/edits`); null for any other. */
	editInstruction: string | null;
	/** The collection whose item made this design; null for any other design. */
	collectionId: string | null;
	/** The item's `custom_id`, when the collection's items gave one; else null. */
	customId: string | null;
	/** Null until the design has succeeded. */
	content: Omit<DesignContent, 'svg'> | null;
	error: DesignError | null;
	/** For a pending design: when it is due to be generated (ms since the epoch). */
	readyAt: number | null;
	createdAt: number;
	updatedAt: number;
	/** The design's live publication, if any. */
	publication: PublicationRecord | null;
}

/**
 * A design as inserted: its content with the SVG, and the time that becomes created/updated.
 * A variation has a parent, and when it is a colourway also its colours and the seed that
 * chooses its garment, pattern and details (kept to generate it while it is pending).
 */
export type NewDesign = Pick<
	DesignRecord,
	'id' | 'accountId' | 'status' | 'prompt' | 'style' | 'seed' | 'error' | 'readyAt'
> & {
	content: DesignContent | null;
	now: number;
	parentId?: string | null;
	editInstruction?: string | null;
	/** The collection item that makes this design (store/collections: one design an item at most). */
	collection?: { id: string; position: number; customId: string | null; lease: string };
} & Derivation;

export interface DesignError {
	code: string;
	detail: string;
}

export type GenerationOutcome = { content: DesignContent } | { error: DesignError };

/** What generating a pending design needs, and when it is due. */
export type PendingDesign = Pick<DesignRecord, 'id' | 'prompt' | 'style' | 'seed'> & {
	readyAt: number;
} & Derivation;

/** A design's image: the SVG, and the PNG once one has been rendered. */
export interface StoredImage {
	svg: string;
	png: Buffer | null;
}

export interface DesignFilters {
	style?: string;
	status?: DesignStatus;
	published?: boolean;
	/** Words that must each occur in the prompt or the title (store/search.ts). */
	q?: string;
	garment?: string;
	parentId?: string;
	/** Only the designs of this collection, in the collection's order (not newest first). */
	collectionId?: string;
}

/**
 * The most existing (not deleted) designs an account of a plan may hold. Checked in the insert's
 * transaction, serialised per account (`StoreQuotaError` when the insert would pass it).
 */
export type DesignQuota = (plan: Plan) => number;

export interface DesignRepository {
	/**
	 * With a claim, the design's recovery point is set on the key in the same transaction; a
	 * claim the request no longer holds refuses the insert (`IdempotencyClaimLostError`). A design
	 * inserted `succeeded` or `failed` records its `design.<status>` event in that transaction too.
	 * An edit (a design with a parent) of a design deleted before the transaction is refused
	 * (`StoreDesignGoneError`).
	 */
	insertDesign(
		design: NewDesign,
		claim?: IdempotencyClaim,
		quota?: DesignQuota,
	): Promise<DesignRecord>;
	/**
	 * Several designs in one transaction (a request's variations), in the given order; with a
	 * claim, the recovery point names them all (`designs`). Variations of a design deleted before
	 * the transaction are refused (`StoreDesignGoneError`).
	 */
	insertDesigns(
		designs: NewDesign[],
		claim?: IdempotencyClaim,
		quota?: DesignQuota,
	): Promise<DesignRecord[]>;
	/**
	 * Claims the oldest pending design due by `now` that no one else is completing, records what
	 * `generate` returns for it, and resolves to true; false when none is left. One caller
	 * generates each design, also across instances on one PostgreSQL database (the claim is a
	 * row lock, `FOR UPDATE SKIP LOCKED`, held until the outcome commits; a crash releases it).
	 * The outcome's event (`design.succeeded` / `design.failed`) commits with it. A design deleted
	 * while pending is never generated: its `design.deleted` was its last event.
	 */
	completeNextDue(
		now: number,
		generate: (design: PendingDesign) => GenerationOutcome,
	): Promise<boolean>;
	/** Pending designs not deleted (of every account), oldest first: to resume after a restart. */
	listPendingDesigns(): Promise<PendingDesign[]>;
	getDesign(accountId: string, id: string): Promise<DesignRecord | undefined>;
	getDesignImage(accountId: string, id: string): Promise<StoredImage | undefined>;
	savePng(id: string, png: Buffer): Promise<void>;
	listDesigns(query: PageQuery<DesignFilters>): Promise<Page<DesignRecord>>;
	/**
	 * Soft-deletes the design and withdraws its live publication, in one transaction, with their
	 * events: `publication.withdrawn` first (when there was a live one), then `design.deleted`.
	 */
	deleteDesign(accountId: string, id: string, now: number): Promise<boolean>;
}
