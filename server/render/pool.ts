import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';

/** A render asked of a pool whose queue is full: the caller sheds the request (503). */
export class RenderQueueFullError extends Error {
	constructor(what = 'PNG') {
		super(`The ${what} render queue is full.`);
		this.name = 'RenderQueueFullError';
	}
}

export interface RenderPoolOptions {
	/** Renders running at once, each on its own worker thread. */
	threads?: number;
	/** Renders waiting for a thread; one more is refused with RenderQueueFullError. */
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

/** What a pool runs: a worker file (plain JavaScript, see png-render.js) and its task's export. */
export interface RenderWorker {
	filename: string;
	task: string;
	/** What its renders make, for RenderQueueFullError's message ('PNG', 'tech pack PDF'). */
	what: string;
	/** The queue's default length a thread, when the options give none. */
	queuePerThread: number;
}

/**
 * CPU-bound renders on a bounded pool of worker threads, so the event loop stays free and memory
 * stays bounded however many are asked for. Threads start on the first render and stop after a
 * minute idle: most servers never render.
 */
export class RenderPool<Task, Result> {
	readonly threads: number;
	readonly maxQueue: number;
	private readonly pool: Piscina<Task, Result>;

	constructor(
		private readonly worker: RenderWorker,
		options: RenderPoolOptions = {},
	) {
		this.threads = options.threads ?? defaultRenderThreads();
		this.maxQueue = options.maxQueue ?? worker.queuePerThread * this.threads;
		this.pool = new Piscina({
			filename: worker.filename,
			name: worker.task,
			minThreads: 0,
			maxThreads: this.threads,
			idleTimeout: 60_000,
			maxQueue: this.maxQueue,
		});
	}

	/** Runs on a worker thread; RenderQueueFullError at once when the queue is full. */
	run(task: Task): Promise<Result> {
		if (this.pool.queueSize >= this.maxQueue)
			return Promise.reject(new RenderQueueFullError(this.worker.what));
		return this.pool.run(task);
	}

	close(): Promise<void> {
		return this.pool.destroy();
	}
}
