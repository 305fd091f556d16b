'use strict';
/**
 * PNG rendering of a generated SVG at its own size (800 x 1000): parse, rasterise and encode.
 * The drawing holds no text, so no fonts are loaded and the raster is the same on every machine.
 *
 * Plain JavaScript on purpose: it also runs as the render pool's worker (png.ts), and a worker
 * thread loads files with Node's own loader, which cannot read TypeScript (under jest the sources
 * are only transpiled in the main thread). The build copies this file beside the compiled png.js.
 */
const { isMainThread } = require('node:worker_threads');
const { Resvg } = require('@resvg/resvg-js');
const { lowerWorkerPriority } = require('./thread-priority');

lowerWorkerPriority();

/**
 * resvg's pixmaps (3.2 MB a render) live outside V8's heap and are freed only when their small JS
 * wrappers are collected, which V8, not seeing that memory, puts off. A minor collection lets them
 * go; its cost hardly depends on how many renders it follows, so it runs after every fourth, for
 * at most three renders' memory a thread awaiting collection.
 */
const RENDERS_PER_COLLECTION = 4;
const collectGarbage = isMainThread ? () => undefined : exposeMinorGc();

function exposeMinorGc() {
	try {
		require('node:v8').setFlagsFromString('--expose-gc');
		const gc = require('node:vm').runInNewContext('gc');
		return () => gc({ type: 'minor' });
	} catch {
		return () => undefined;
	}
}

const OPTIONS = {
	fitTo: { mode: 'original' },
	font: { loadSystemFonts: false },
	background: '#ffffff',
};

/** @param {string} svg @returns {Buffer} */
function renderPng(svg) {
	return new Resvg(svg, OPTIONS).render().asPng();
}

let rendersSinceCollection = 0;

/**
 * The render pool's task: `renderPng`, then (every `RENDERS_PER_COLLECTION` renders) a minor
 * collection, and one turn of the worker's event loop, in which the collected pixmaps' finalizers
 * run (a worker fed task after task never yields that turn by itself).
 * @param {string} svg @returns {Promise<Buffer>}
 */
async function renderPngTask(svg) {
	const png = renderPng(svg);
	rendersSinceCollection += 1;
	if (rendersSinceCollection >= RENDERS_PER_COLLECTION) {
		rendersSinceCollection = 0;
		collectGarbage();
	}
	await new Promise((resolve) => setImmediate(resolve));
	return png;
}

module.exports = { renderPng, renderPngTask };
