import { join } from 'node:path';
import { renderPng } from './png-render';
import { RenderPool, type RenderPoolOptions } from './pool';

export { renderPng };
export {
	RENDER_THREADS_RULE,
	RenderQueueFullError,
	defaultRenderThreads,
	type RenderPoolOptions,
} from './pool';

/**
 * PNG renders (parse, rasterise, encode: `renderPng`'s very bytes) on a bounded pool of worker
 * threads. A waiting render holds only its SVG (tens of kB), so the queue is long (256 a thread):
 * a storm of first-time PNGs queues and is served rather than shed.
 */
export class PngRenderPool {
	private readonly pool: RenderPool<string, Uint8Array>;

	constructor(options: RenderPoolOptions = {}) {
		this.pool = new RenderPool(
			{
				// png-render.js, beside this module both in the sources (jest) and in dist (the build copies it).
				filename: join(__dirname, 'png-render.js'),
				task: 'renderPngTask',
				what: 'PNG',
				queuePerThread: 256,
			},
			options,
		);
	}

	get threads(): number {
		return this.pool.threads;
	}

	get maxQueue(): number {
		return this.pool.maxQueue;
	}

	/** Renders on a worker thread; RenderQueueFullError at once when the queue is full. */
	async render(svg: string): Promise<Buffer> {
		// The worker's Buffer arrives as a plain Uint8Array (structured clone).
		const png = await this.pool.run(svg);
		return Buffer.from(png.buffer, png.byteOffset, png.byteLength);
	}

	close(): Promise<void> {
		return this.pool.close();
	}
}
