import { generateDesign, renderPngAsync, type StyleId } from './generator';
import { newId, newSeed } from './ids';
import type { DesignContent, DesignRecord, DesignStore } from './store/types';

/**
 * Creates designs and runs their generation: at once (201), or — with a generation latency —
 * later (202 `pending`), from a timer that survives nothing but is resumed from the database at
 * start, and is also settled on read once due, so a design is never stuck in `pending`.
 */
export class DesignService {
	private readonly timers = new Map<string, NodeJS.Timeout>();

	constructor(
		private readonly store: DesignStore,
		private readonly latencyMs: number,
	) {}

	async create(
		accountId: string,
		input: { prompt: string; style: string; seed?: number },
	): Promise<DesignRecord> {
		const seed = input.seed ?? newSeed();
		const now = Date.now();
		const id = newId('dsn');
		const base = { id, accountId, prompt: input.prompt, style: input.style, seed, now };
		if (this.latencyMs <= 0) {
			const outcome = this.generate(base);
			return 'content' in outcome
				? this.store.insertDesign({
						...base,
						status: 'succeeded',
						content: outcome.content,
						error: null,
						readyAt: null,
					})
				: this.store.insertDesign({
						...base,
						status: 'failed',
						content: null,
						error: outcome.error,
						readyAt: null,
					});
		}
		const readyAt = now + this.latencyMs;
		const design = await this.store.insertDesign({
			...base,
			status: 'pending',
			content: null,
			error: null,
			readyAt,
		});
		this.schedule(id, readyAt);
		return design;
	}

	/** The design, generating it first if it is pending and due. */
	async get(accountId: string, id: string): Promise<DesignRecord | undefined> {
		const design = await this.store.getDesign(accountId, id);
		if (design?.status === 'pending' && design.readyAt !== null && design.readyAt <= Date.now()) {
			await this.completeDue();
			return this.store.getDesign(accountId, id);
		}
		return design;
	}

	/** Generates every pending design that is due (called before reads that list designs). */
	async completeDue(): Promise<void> {
		const now = Date.now();
		for (const pending of await this.store.listPendingDesigns()) {
			if (pending.readyAt > now) break;
			await this.complete(pending);
		}
	}

	/** Schedules the generation of designs left pending by an earlier run. */
	async resume(): Promise<void> {
		for (const pending of await this.store.listPendingDesigns())
			this.schedule(pending.id, pending.readyAt);
	}

	/** The design's PNG, rendered once from its SVG (off the event loop) and kept. */
	async png(designId: string, svg: string, stored: Buffer | null): Promise<Buffer> {
		if (stored) return stored;
		const png = await renderPngAsync(svg);
		await this.store.savePng(designId, png);
		return png;
	}

	close(): void {
		for (const timer of this.timers.values()) clearTimeout(timer);
		this.timers.clear();
	}

	private schedule(id: string, readyAt: number): void {
		const timer = setTimeout(
			() => {
				this.timers.delete(id);
				// A failure here leaves the design pending; the next read settles it.
				this.completeDue().catch(() => undefined);
			},
			Math.max(0, readyAt - Date.now()),
		);
		this.timers.set(id, timer);
	}

	private async complete(pending: {
		id: string;
		prompt: string;
		style: string;
		seed: number;
	}): Promise<void> {
		await this.store.completeDesign(pending.id, this.generate(pending), Date.now());
		const timer = this.timers.get(pending.id);
		if (timer) {
			clearTimeout(timer);
			this.timers.delete(pending.id);
		}
	}

	private generate(spec: {
		prompt: string;
		style: string;
		seed: number;
	}): { content: DesignContent } | { error: { code: string; detail: string } } {
		try {
			return {
				content: generateDesign({
					prompt: spec.prompt,
					style: spec.style as StyleId,
					seed: spec.seed,
				}),
			};
		} catch {
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
