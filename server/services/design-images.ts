import { ApiError } from '../errors';
import { drawDesignView } from '../generator';
import type { ImageFormat, RenderedImage } from '../render/image';
import { PngRenderPool, RenderQueueFullError, type RenderPoolOptions } from '../render/png';
import { PngCache } from '../render/png-cache';
import type { DesignRecord, DesignStore, StoredImage } from '../store/types';
import { designSpec } from './design-spec';

/** How much memory back views' PNGs may hold (a PNG is some tens to hundreds of kB). */
export const BACK_PNG_CACHE_BYTES = 32 * 1024 * 1024;

/**
 * A design's image bytes, front or back, SVG or PNG: PNGs render on a bounded pool of worker
 * threads, one render for every request of an image made while it runs; the front's is then
 * stored with the design, the back's kept in memory. DesignService looks the design up (and
 * answers 404 or 409) before asking here.
 */
export class DesignImages {
	private readonly renders: PngRenderPool;
	/**
	 * PNG renders under way, by design id (`<id>:back` for its back view): concurrent requests for
	 * one image share one render.
	 */
	private readonly rendering = new Map<string, Promise<Buffer>>();
	/**
	 * Back views' PNGs, by design id. Not stored (no schema step for what the design's spec
	 * derives): rendered once, then kept here while they are asked for. Every request looks the
	 * design up first, so a deleted design's entry is never served; `forget` drops it.
	 */
	private readonly backPngs = new PngCache(BACK_PNG_CACHE_BYTES);

	constructor(
		private readonly store: Pick<DesignStore, 'savePng'>,
		render: RenderPoolOptions = {},
	) {
		this.renders = new PngRenderPool(render);
	}

	/**
	 * A design's back view, drawn from its spec on request (a millisecond or two: the generator
	 * is pure). Its PNG is rendered like the front's, on the pool, once however many ask at the
	 * same time, then kept in `backPngs`.
	 */
	async back(design: DesignRecord, format: ImageFormat): Promise<RenderedImage> {
		const kept = format === 'png' ? this.backPngs.get(design.id) : undefined;
		if (kept) return { bytes: kept };
		const svg = drawDesignView(designSpec(design), 'back');
		if (format === 'svg') return { bytes: Buffer.from(svg) };
		return this.renderOnce(`${design.id}:back`, svg, async (png) =>
			this.backPngs.set(design.id, png),
		);
	}

	/**
	 * The bytes of a stored image. A missing PNG is rendered on the render pool, once however
	 * many requests ask for it at the same time, and stored; later requests read it from the store.
	 * 503 `service_unavailable` (Retry-After) when the pool's queue is full.
	 */
	async stored(designId: string, image: StoredImage, format: ImageFormat): Promise<RenderedImage> {
		if (format === 'svg') return { bytes: Buffer.from(image.svg) };
		if (image.png) return { bytes: image.png };
		return this.renderOnce(designId, image.svg, (png) => this.store.savePng(designId, png));
	}

	/**
	 * Renders `svg` on the pool, one render for every request of `key` made while it runs, and
	 * `keep`s the PNG before answering. 503 `service_unavailable` (Retry-After) when the queue is
	 * full.
	 */
	private async renderOnce(
		key: string,
		svg: string,
		keep: (png: Buffer) => Promise<void>,
	): Promise<RenderedImage> {
		const shared = this.rendering.get(key);
		if (shared) return { bytes: await shared };
		const started = performance.now();
		const render = this.renderAndKeep(key, svg, keep);
		this.rendering.set(key, render);
		return { bytes: await render, renderMs: performance.now() - started };
	}

	private async renderAndKeep(
		key: string,
		svg: string,
		keep: (png: Buffer) => Promise<void>,
	): Promise<Buffer> {
		try {
			const png = await this.renders.render(svg);
			await keep(png);
			return png;
		} catch (error) {
			if (error instanceof RenderQueueFullError) {
				throw new ApiError(
					'service_unavailable',
					'Too many PNG images are being rendered right now; retry in a second (SVG is always available at once).',
					undefined,
					{ 'Retry-After': '1' },
				);
			}
			throw error;
		} finally {
			this.rendering.delete(key);
		}
	}

	/** Drops what is kept of a deleted design. */
	forget(designId: string): void {
		this.backPngs.delete(designId);
	}

	close(): Promise<void> {
		return this.renders.close();
	}
}
