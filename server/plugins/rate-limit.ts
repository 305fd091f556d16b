import type { FastifyInstance } from 'fastify';
import { apiPath, type AppContext } from '../context';
import { ApiError } from '../errors';

const WINDOW_SECONDS = 60;

/**
 * Per-key fixed-window limits with the IETF RateLimit headers: `generate` for generation,
 * `read` for every other request. Hand-written because the headers' structured-field form
 * (`"generate";r=59;t=42`) is not what @fastify/rate-limit emits, and the counting is ten lines.
 */
export function registerRateLimit(app: FastifyInstance, ctx: AppContext): void {
	const windows = new Map<string, { window: number; count: number }>();
	let lastSweep = 0;

	app.addHook('onRequest', async (request, reply) => {
		if (!request.auth || apiPath(request.url) === null) return;
		const isGenerate = request.method === 'POST' && apiPath(request.url) === '/generate';
		const policy = isGenerate ? 'generate' : 'read';
		const quota = isGenerate ? ctx.options.rateLimitGenerate : ctx.options.rateLimitRead;

		const nowSeconds = Date.now() / 1000;
		const window = Math.floor(nowSeconds / WINDOW_SECONDS);
		if (window !== lastSweep) {
			// Forget windows that have ended, so the map holds only live counters.
			for (const [id, entry] of windows) if (entry.window !== window) windows.delete(id);
			lastSweep = window;
		}
		const id = `${request.auth.keyId}:${policy}`;
		const entry = windows.get(id) ?? { window, count: 0 };
		entry.count += 1;
		windows.set(id, entry);

		const reset = Math.max(1, Math.ceil((window + 1) * WINDOW_SECONDS - nowSeconds));
		const remaining = Math.max(0, quota - entry.count);
		reply.header('RateLimit-Policy', `"${policy}";q=${quota};w=${WINDOW_SECONDS}`);
		reply.header('RateLimit', `"${policy}";r=${remaining};t=${reset}`);
		if (entry.count > quota) {
			throw new ApiError(
				'rate_limited',
				`Rate limit of ${quota} ${policy} requests a minute reached for this key; retry in ${reset} s.`,
				undefined,
				{
					'Retry-After': String(reset),
				},
			);
		}
	});
}
