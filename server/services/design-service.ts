import { ApiError } from '../errors';
import { generateDesign, type DesignView } from '../generator';
import type { ImageFormat, RenderedImage } from '../render/image';
import type { RenderPoolOptions } from '../render/png';
import { newId } from '../ids';
import { SILENT_LOG, type Log } from '../log';
import { EventSignal } from './event-signal';
import { PendingDesigns } from './pending-designs';
import { claimLostAsApiError } from './idempotency-service';
import { StoreDesignGoneError, StoreLeaseLostError, StoreQuotaError } from '../store/errors';
import { designQuota } from './account-service';
import { DesignImages } from './design-images';
import { editOf, refuseUnderstoodNothing } from './design-edits';
import { generationSpec, newSeed, type DesignFields, type SpecSource } from './design-spec';
import { variationsOf, type VariationsInput } from './design-variations';
import type {
	ClaimedItem,
	DesignFilters,
	DesignRecord,
	DesignQuota,
	DesignStore,
	GenerationOutcome,
	IdempotencyClaim,
	NewDesign,
	Page,
	PageQuery,
	PendingDesign,
	StoredImage,
} from '../store/types';

/** What `POST /v1/designs/:id/edits` asks for (the instruction trimmed). */
export interface EditInput {
	instruction: string;
	seed?: number;
}

/**
 * Creates designs and runs their generation: at once (201), or — with a generation latency —
 * later (202 `pending`), from a timer that survives nothing but is resumed from the database at
 * start (PendingDesigns), and is also settled on read once due, so a design is never stuck in
 * `pending`.
 */
export class DesignService {
	private readonly images: DesignImages;
	private readonly pending: PendingDesigns;
	/** The pass over due designs under way, and the one queued after it (`completeDue`). */
	private settling: Promise<void> | undefined;
	private nextPass: Promise<void> | undefined;

	/**
	 * `eventSignal` is emitted after each commit that recorded events (a design created with its
	 * outcome, completed or deleted), so the webhook sender starts at once.
	 */
	constructor(
		private readonly store: DesignStore,
		private readonly latencyMs: number,
		render: RenderPoolOptions = {},
		private readonly eventSignal: EventSignal = new EventSignal(),
		private readonly quota: DesignQuota = designQuota(),
	) {
		this.images = new DesignImages(store, render);
		// A failure to settle leaves the designs pending; the next read settles them.
		const settleDue = () =>
			this.completeDue().catch((error: unknown) =>
				this.log.warn({ err: error }, 'pending designs could not be completed; a read will'),
			);
		this.pending = new PendingDesigns((spec) => this.generate(spec), settleDue);
	}

	private log: Log = SILENT_LOG;

	/**
	 * Where generation failures are logged (with the generator's error and stack: a failure is a
	 * generator bug). Set after construction: the service is built before the app whose logger it
	 * uses.
	 */
	useLog(log: Log): void {
		this.log = log;
	}

	/** With an Idempotency-Key's claim, the design is its recovery point (see IdempotencyService). */
	async create(
		accountId: string,
		input: { prompt: string; style: string; seed?: number },
		claim?: IdempotencyClaim,
	): Promise<DesignRecord> {
		// No seed given: the server picks one and returns it.
		const seed = input.seed ?? newSeed();
		return this.insertOne({ accountId, prompt: input.prompt, style: input.style, seed }, claim);
	}

	/**
	 * One new design, generated now or scheduled; with a claim, its recovery point. A parent
	 * deleted before the insert's transaction answers 404 (an edit's source).
	 */
	private async insertOne(
		fields: DesignFields & Pick<NewDesign, 'accountId' | 'collection'>,
		claim?: IdempotencyClaim,
	): Promise<DesignRecord> {
		const now = Date.now();
		const readyAt = this.readyAt(now);
		let design: DesignRecord;
		try {
			const base = { ...fields, id: newId('dsn'), now };
			design = await this.store.insertDesign(this.newDesign(base, readyAt), claim, this.quota);
		} catch (error) {
			if (error instanceof StoreDesignGoneError && fields.parentId)
				throw designNotFound(fields.parentId);
			throw quotaAsApiError(claimLostAsApiError(error));
		}
		if (readyAt === null) this.eventSignal.emit();
		else this.pending.wait({ ...fields, id: design.id }, readyAt);
		return design;
	}

	/**
	 * The design of a collection item whose lease `lease` holds (services/collection-worker.ts):
	 * generated now or scheduled, as `create` does, and linked to the item in its own transaction.
	 * Undefined when the lease is lost (another worker took the item, or it was canceled): nothing
	 * is made. 403 `design_quota_exceeded` when the account is full.
	 */
	async createForCollection(item: ClaimedItem, lease: string): Promise<DesignRecord | undefined> {
		const { collectionId: id, position, customId, accountId, prompt, style, seed } = item;
		try {
			return await this.insertOne({
				accountId,
				prompt,
				style,
				seed,
				collection: { id, position, customId, lease },
			});
		} catch (error) {
			if (error instanceof StoreLeaseLostError) return undefined;
			throw error;
		}
	}

	/**
	 * Variations of one of the account's designs (docs/contract.md "Variations and colourways"): `count` new
	 * designs with its prompt and style, each with its own seed, and `parentId` = the source. With
	 * colours, a colourway: the generator keeps the garment, pattern and details the source's seed
	 * chose and paints them in these colours. All are inserted in one transaction, so a request
	 * creates all of them or none; with an Idempotency-Key's claim they are its recovery point
	 * together. 404 for an unknown source; 409 `design_not_ready` unless it has succeeded (a
	 * pending design has nothing to vary yet; a failed one has no garment, pattern or details).
	 */
	async createVariations(
		accountId: string,
		sourceId: string,
		input: VariationsInput,
		claim?: IdempotencyClaim,
	): Promise<DesignRecord[]> {
		const source = await this.succeededSource(accountId, sourceId, 'varied', 'vary');
		const now = Date.now();
		const readyAt = this.readyAt(now);
		const designs = variationsOf(source, input).map((fields) =>
			this.newDesign({ ...fields, accountId, id: newId('dsn'), now }, readyAt),
		);
		let created: DesignRecord[];
		try {
			created = await this.store.insertDesigns(designs, claim, this.quota);
		} catch (error) {
			if (error instanceof StoreDesignGoneError) throw designNotFound(source.id);
			throw quotaAsApiError(claimLostAsApiError(error));
		}
		// Generated at once: their events committed with them; the webhook sender starts now.
		if (readyAt === null) this.eventSignal.emit();
		else for (const design of designs) this.pending.wait(design, readyAt);
		return created;
	}

	/**
	 * An edit of one of the account's designs (docs/contract.md "Edits"): a new design, `parentId`
	 * = the source, whose instruction changes what it names and nothing else (generator/edit.ts).
	 * It keeps the source's prompt, style, colourway and earlier edits, and appends its own; its
	 * seed chooses what the instruction leaves open. 422 `instruction_not_understood` when the
	 * instruction names nothing the generator can change (checked first, as a body's 422 comes
	 * before a 404), or nothing it names changes this design; 404 for an unknown source; 409
	 * `design_not_ready` unless the source has succeeded. A source deleted before the insert's
	 * transaction is not edited (404), as for variations; one deleted after keeps its edits.
	 */
	async createEdit(
		accountId: string,
		sourceId: string,
		input: EditInput,
		claim?: IdempotencyClaim,
	): Promise<DesignRecord> {
		refuseUnderstoodNothing(input.instruction);
		const source = await this.succeededSource(accountId, sourceId, 'edited', 'edit');
		const edit = { instruction: input.instruction, seed: input.seed ?? newSeed() };
		return this.insertOne({ accountId, ...editOf(source, edit, this.log) }, claim);
	}

	/** The source of a variation or edit: 409 `design_not_ready` unless it has succeeded. */
	private async succeededSource(
		accountId: string,
		id: string,
		done: string,
		verb: string,
	): Promise<DesignRecord> {
		const source = await this.get(accountId, id);
		if (source.status === 'succeeded') return source;
		throw new ApiError(
			'design_not_ready',
			source.status === 'pending'
				? `Design '${source.id}' is pending: it can be ${done} once it has succeeded; poll it until then.`
				: `Design '${source.id}' failed to generate, so it has nothing to ${verb}; generate a new design instead.`,
		);
	}

	/** Designs of the account by id, in the given order; ids of deleted or unknown ones are left out. */
	async getMany(accountId: string, ids: string[]): Promise<DesignRecord[]> {
		const found: DesignRecord[] = [];
		for (const id of ids) {
			const design = await this.get(accountId, id).catch((error: unknown) => {
				if (error instanceof ApiError && error.code === 'design_not_found') return undefined;
				throw error;
			});
			if (design) found.push(design);
		}
		return found;
	}

	/** The design (404 `design_not_found` when the account has none), generated first if due. */
	async get(accountId: string, id: string): Promise<DesignRecord> {
		let design = await this.store.getDesign(accountId, id);
		if (design?.status === 'pending' && design.readyAt !== null && design.readyAt <= Date.now()) {
			await this.completeDue();
			design = await this.store.getDesign(accountId, id);
		}
		if (!design) throw designNotFound(id);
		return design;
	}

	/** A page of the account's designs, newest first, with due generations settled first. */
	async list(query: PageQuery<DesignFilters>): Promise<Page<DesignRecord>> {
		await this.completeDue();
		return this.store.listDesigns(query);
	}

	/** The design's image, or its back; 409 `design_not_ready` until it has succeeded. */
	async image(
		accountId: string,
		id: string,
		format: ImageFormat,
		view: DesignView = 'front',
	): Promise<RenderedImage> {
		const design = await this.get(accountId, id);
		const image =
			design.status === 'succeeded'
				? await this.store.getDesignImage(accountId, design.id)
				: undefined;
		if (!image) {
			throw new ApiError(
				'design_not_ready',
				`Design '${design.id}' is ${design.status}: it has no image${design.status === 'pending' ? ' yet; poll the design until it has succeeded' : ''}.`,
			);
		}
		return view === 'front'
			? this.images.stored(design.id, image, format)
			: this.images.back(design, format);
	}

	/** The bytes of a stored image, its PNG rendered and stored if it has none (DesignImages). */
	imageBytes(designId: string, image: StoredImage, format: ImageFormat): Promise<RenderedImage> {
		return this.images.stored(designId, image, format);
	}

	/** Soft-deletes the design and withdraws its live publication (404 when there is none). */
	async delete(accountId: string, id: string): Promise<void> {
		if (!(await this.store.deleteDesign(accountId, id, Date.now()))) throw designNotFound(id);
		this.images.forget(id);
		this.eventSignal.emit();
	}

	/** Paging position of one of the account's designs, deleted ones included. */
	cursorPosition(accountId: string, id: string): Promise<number | undefined> {
		return this.store.cursorPosition('design', accountId, id);
	}

	/**
	 * Generates every pending design that is due (called before reads that list designs). The
	 * store hands each design to one caller; calls in this process share a pass, and a call made
	 * while one runs gets one more pass after it, so a design due by the call is settled on return.
	 */
	completeDue(): Promise<void> {
		if (!this.settling) {
			this.settling = this.settleDue().finally(() => (this.settling = undefined));
			return this.settling;
		}
		this.nextPass ??= this.settling
			.catch(() => undefined)
			.then(() => {
				this.nextPass = undefined;
				return this.completeDue();
			});
		return this.nextPass;
	}

	private async settleDue(): Promise<void> {
		const generate = (pending: PendingDesign) =>
			this.pending.take(pending.id) ?? this.generate(pending);
		while (await this.store.completeNextDue(Date.now(), generate)) {
			this.eventSignal.emit();
			// Generating is CPU work on the event loop: a collection's designs come due together,
			// and requests get their turn between two of them.
			await new Promise((resolve) => setImmediate(resolve));
		}
	}

	/**
	 * Schedules the generation of designs left pending by an earlier run (or, on PostgreSQL, by
	 * other instances: whichever instance claims a design first generates it).
	 */
	async resume(): Promise<void> {
		for (const pending of await this.store.listPendingDesigns())
			this.pending.wait(pending, pending.readyAt);
	}

	async close(): Promise<void> {
		this.pending.close();
		// A pass a timer started finishes before the database closes under it.
		await (this.nextPass ?? this.settling)?.catch(() => undefined);
		await this.images.close();
	}

	/** When a design created now is due: null without a generation latency (generated at once). */
	private readyAt(now: number): number | null {
		return this.latencyMs > 0 ? now + this.latencyMs : null;
	}

	/** A design to insert: pending until `readyAt`, or generated now and succeeded or failed. */
	private newDesign(
		base: Omit<NewDesign, 'status' | 'content' | 'error' | 'readyAt'>,
		readyAt: number | null,
	): NewDesign {
		if (readyAt !== null)
			return { ...base, status: 'pending', content: null, error: null, readyAt };
		const outcome = this.generate(base);
		return 'content' in outcome
			? { ...base, status: 'succeeded', content: outcome.content, error: null, readyAt: null }
			: { ...base, status: 'failed', content: null, error: outcome.error, readyAt: null };
	}

	private generate(spec: { id: string } & SpecSource): GenerationOutcome {
		try {
			return { content: generateDesign(generationSpec(spec)) };
		} catch (error) {
			// The prompt stays out of the log (it is the account's own text): the id finds it.
			this.log.error(
				{ err: error, design: spec.id, style: spec.style, seed: spec.seed },
				'design generation failed',
			);
			return {
				error: {
					code: 'generation_failed',
					detail:
						'The generator could not draw this design; try another seed or rephrase the prompt.',
				},
			};
		}
	}
}

export function designNotFound(id: string): ApiError {
	return new ApiError('design_not_found', `No design with id '${id}' exists in this account.`);
}

/** An insert past the account's design quota → 403 `design_quota_exceeded`. */
export function quotaAsApiError(error: unknown): unknown {
	return error instanceof StoreQuotaError
		? new ApiError(
				'design_quota_exceeded',
				`This account holds ${error.existing} designs and its quota is ${error.quota}; delete designs to make room.`,
			)
		: error;
}
