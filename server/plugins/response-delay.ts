import type { FastifyInstance } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import { apiPath, routerPath, type AppContext } from '../context';

/**
 * `--response-delay-ms`: holds every API response (under /v1 and /api/v1) that long before it is
 * sent, so the local server stands in for a remote service's latency in benchmarks. An onSend
 * hook, because every reply passes through it: successes and also the errors thrown by earlier
 * hooks (401, 404, 429…), so a client sees the latency on everything, as it would over a network.
 * The wait is a timer, never a busy loop: concurrent requests wait side by side, so the delay adds
 * latency without lowering throughput. /healthz and the public pages are not delayed.
 */
export function registerResponseDelay(app: FastifyInstance, ctx: AppContext): void {
	const delayMs = ctx.options.responseDelayMs;
	if (!delayMs) return;
	app.addHook('onSend', async (request, _reply, payload) => {
		if (apiPath(routerPath(request.url)) !== null) await sleep(delayMs);
		return payload;
	});
}
