import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Piscina } from 'piscina';
import { renderPng } from './png-render';

export { renderPng };

/** png-render.js, beside this module both in the sources (jest) and in dist (the build copies it). */
const RENDER_WORKER = join(__dirname, 'png-render.js');

/** A render asked of a pool whose queue is full: the caller sheds the request (503). */
export class RenderQueueFullError extends Error {
	constructor() {
		super('The PNG render queue is full.');
		this.name = 'RenderQueueFullError';
	}
}

export interface RenderPoolOptions {
	/** Renders running at once, each on its own worker thread. */
	threads?: number;
	/**
	 * Renders waiting for a thread; one more is refused with RenderQueueFullError. Default: 256 a
	 * thread. A waiting render holds only its SVG (tens of kB), so a storm of first-time PNGs
	 * queues and is served rather than shed.
	 */
	maxQueue?: number;
}

/** How the default thread count is chosen, as `serve --help` says it. */
export const RENDER_THREADS_RULE = 'cores - 1, 1 to 4';

/**
 * Leaves a core for the event loop (and the database), and at most 4 threads: a render holds a
 * 3.2 MB pixmap and resvg's tree while it runs, and a thread's lower priority does not keep it
 * off the event loop's core (bench:png measures both).
 */
export function defaultRenderThreads(): number {
	return Math.max(1, Math.min(4, availableParallelism() - 1));
}

/**
 * PNG renders (parse, rasterise, encode: `renderPng`'s very bytes) on a bounded pool of worker
 * threads, so the event loop stays free and memory stays bounded however many are asked for.
 */
export class PngRenderPool {
	readonly threads: number;
	readonly maxQueue: number;
	private readonly pool: Piscina<string, Uint8Array>;

	constructor(options: RenderPoolOptions = {}) {
		this.threads = options.threads ?? defaultRenderThreads();
		this.maxQueue = options.maxQueue ?? 256 * this.threads;
		this.pool = new Piscina({
			filename: RENDER_WORKER,
			name: 'renderPngTask',
			// Threads start on the first render and stop after a minute idle: most servers never render.
			minThreads: 0,
			maxThreads: this.threads,
			idleTimeout: 60_000,
			maxQueue: this.maxQueue,
		});
	}

	/** Renders on a worker thread; RenderQueueFullError at once when the queue is full. */
	async render(svg: string): Promise<Buffer> {
		if (this.pool.queueSize >= this.maxQueue) throw new RenderQueueFullError();
		// The worker's Buffer arrives as a plain Uint8Array (structured clone).
		const png = await this.pool.run(svg);
		return Buffer.from(png.buffer, png.byteOffset, png.byteLength);
	}

	close(): Promise<void> {
		return this.pool.destroy();
	}
}
