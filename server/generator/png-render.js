'use strict';
/**
 * PNG rendering of a generated SVG at its own size (800 x 1000): parse, rasterise and encode.
 * The drawing holds no text, so no fonts are loaded and the raster is the same on every machine.
 *
 * Plain JavaScript on purpose: it also runs as the render pool's worker (png.ts), and a worker
 * thread loads files with Node's own loader, which cannot read TypeScript (under jest the sources
 * are only transpiled in the main thread). The build copies this file beside the compiled png.js.
 */
const { setPriority } = require('node:os');
const { isMainThread } = require('node:worker_threads');
const { Resvg } = require('@resvg/resvg-js');

// As a pool worker, yield the CPU to the event loop: renders wait, requests do not. Only on
// Linux, where setpriority(2) on "this process" lowers the calling thread alone; elsewhere it
// would lower the whole server.
if (!isMainThread && process.platform === 'linux') {
	try {
		setPriority(10);
	} catch {
		// Not permitted: render at normal priority.
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

module.exports = { renderPng };
