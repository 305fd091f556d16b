'use strict';
/**
 * For the render pools' workers (plain JavaScript, like them: see png-render.js); the build
 * copies it beside them.
 */
const { setPriority } = require('node:os');
const { isMainThread } = require('node:worker_threads');

/**
 * As a pool worker, yield the CPU to the event loop: renders wait, requests do not. Only on
 * Linux, where setpriority(2) on "this process" lowers the calling thread alone; elsewhere it
 * would lower the whole server.
 */
function lowerWorkerPriority() {
	if (isMainThread || process.platform !== 'linux') return;
	try {
		setPriority(10);
	} catch {
		// Not permitted: render at normal priority.
	}
}

module.exports = { lowerWorkerPriority };
