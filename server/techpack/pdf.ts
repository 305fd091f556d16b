/**
 * Tech pack PDFs, bounded the way PNG images are (server/render/png.ts, DesignService.imageBytes):
 * rendered on a pool of worker threads with a bounded queue (full: 503 `service_unavailable` with
 * Retry-After), one render shared by every request for the same PDF while it runs, and kept in
 * an LRU cache bounded by bytes, so a pack asked for again is not rendered again.
 */
import { join } from 'node:path';
import { ApiError } from '../errors';
import { RenderPool, RenderQueueFullError, type RenderPoolOptions } from '../render/pool';
import { ByteLruCache } from './pdf-cache';
import type { TechPackFlats } from './pdf-document';
import type { TechPack, TechPackSizeSystem, TechPackUnit } from './types';

export { renderTechPackPdf, type TechPackFlats } from './pdf-document';

/**
 * What a tech pack PDF is made from. `version` is a digest of the pack's content, so anything
 * the PDF would show differently (the design changed, a new colourway variation made of it)
 * gets a new PDF rather than the cached one.
 */
export interface TechPackPdfKey {
	designId: string;
	version: string;
	unit: TechPackUnit;
	sizes: TechPackSizeSystem;
}

/** What the render needs: the pack and the SVGs of its flats. */
export interface TechPackPdfSource {
	pack: TechPack;
	flats: TechPackFlats;
}

export interface TechPackPdfOptions extends RenderPoolOptions {
	/** The cache's bound, in bytes (default 32 MiB: a few hundred packs). 0 caches nothing. */
	cacheBytes?: number;
}

export const DEFAULT_PDF_CACHE_BYTES = 32 * 1024 * 1024;

/**
 * Renders waiting for a thread, a thread (`maxQueue` default). A render takes a fraction of a
 * second (bench:techpack), so the last one queued waits a few seconds at most; more are refused
 * at once with a Retry-After rather than left to wait until the client gives up.
 */
const QUEUE_PER_THREAD = 16;

export class TechPackPdfRenderer {
	/** PDFs rendered so far: a cache hit or a render shared with another request is not one. */
	renders = 0;
	private readonly pool: RenderPool<TechPackPdfSource, Uint8Array>;
	private readonly cache: ByteLruCache;
	/** Renders under way, by cache key: concurrent requests for one PDF share one render. */
	private readonly rendering = new Map<string, Promise<Buffer>>();

	constructor(options: TechPackPdfOptions = {}) {
		this.pool = new RenderPool(
			{
				// pdf-worker.js, beside this module both in the sources (jest) and in dist (the build copies it).
				filename: join(__dirname, 'pdf-worker.js'),
				task: 'renderTechPackPdfTask',
				what: 'tech pack PDF',
				queuePerThread: QUEUE_PER_THREAD,
			},
			options,
		);
		this.cache = new ByteLruCache(options.cacheBytes ?? DEFAULT_PDF_CACHE_BYTES);
	}

	get threads(): number {
		return this.pool.threads;
	}

	get maxQueue(): number {
		return this.pool.maxQueue;
	}

	/** Bytes the cache holds now. */
	get cachedBytes(): number {
		return this.cache.bytes;
	}

	/**
	 * The PDF for `key`: from the cache, else from the render under way for it, else rendered from
	 * what `load` gives (called only then, so a cache hit builds nothing). 503
	 * `service_unavailable` (Retry-After: 1) when the render queue is full.
	 */
	pdf(
		key: TechPackPdfKey,
		load: () => TechPackPdfSource | Promise<TechPackPdfSource>,
	): Promise<Buffer> {
		const id = cacheKey(key);
		const cached = this.cache.get(id);
		if (cached) return Promise.resolve(cached);
		const shared = this.rendering.get(id);
		if (shared) return shared;
		// Removed in a later turn, whatever happens: a failed render is not shared with later requests.
		const render = this.render(id, load).finally(() => this.rendering.delete(id));
		this.rendering.set(id, render);
		return render;
	}

	private async render(
		id: string,
		load: () => TechPackPdfSource | Promise<TechPackPdfSource>,
	): Promise<Buffer> {
		const source = await load();
		let pdf: Uint8Array;
		try {
			pdf = await this.pool.run(source);
		} catch (error) {
			if (error instanceof RenderQueueFullError) {
				throw new ApiError(
					'service_unavailable',
					'Too many tech pack PDFs are being rendered right now; retry in a second (the JSON tech pack is always available at once).',
					undefined,
					{ 'Retry-After': '1' },
				);
			}
			throw error;
		}
		this.renders += 1;
		const bytes = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
		this.cache.set(id, bytes);
		return bytes;
	}

	close(): Promise<void> {
		return this.pool.close();
	}
}

function cacheKey({ designId, version, unit, sizes }: TechPackPdfKey): string {
	return `${designId} ${version} ${unit} ${sizes}`;
}
