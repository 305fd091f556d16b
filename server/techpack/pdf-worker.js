'use strict';
/**
 * The tech pack PDF render pool's worker (pdf.ts): `renderTechPackPdf` on a thread of its own.
 *
 * Plain JavaScript for the reason png-render.js gives: a worker thread loads files with Node's own
 * loader, which cannot read TypeScript. The renderer itself is TypeScript (pdf-document.ts and its
 * modules), so: in dist the compiled pdf-document.js sits beside this file and is loaded as it
 * is; run from the sources (jest), this thread compiles the TypeScript it loads, as ts-jest does in
 * jest's own thread (transpile only: `npm run typecheck` checks the types). The build copies this
 * file beside the compiled modules.
 */
const { existsSync, readFileSync } = require('node:fs');
const { join } = require('node:path');
const { lowerWorkerPriority } = require('../render/thread-priority');

lowerWorkerPriority();

if (!existsSync(join(__dirname, 'pdf-document.js'))) compileTypeScriptOnLoad();

const { renderTechPackPdf } = require('./pdf-document');

function compileTypeScriptOnLoad() {
	// Only the sources have TypeScript, and only a development install has the compiler.
	const ts = require('typescript');
	const compilerOptions = {
		module: ts.ModuleKind.CommonJS,
		target: ts.ScriptTarget.ES2022,
		esModuleInterop: true,
	};
	// `require.extensions` is what ts-node and @babel/register use: it also makes `require('./x')`
	// find x.ts. It changes this thread's loader only.
	require.extensions['.ts'] = (module, filename) => {
		const source = readFileSync(filename, 'utf8');
		const { outputText } = ts.transpileModule(source, { fileName: filename, compilerOptions });
		module._compile(outputText, filename);
	};
}

/**
 * The pool's task. The Buffer reaches the caller as a plain Uint8Array (structured clone).
 * @param {{ pack: import('./types').TechPack, flats: import('./pdf-document').TechPackFlats }} task
 * @returns {Promise<Buffer>}
 */
function renderTechPackPdfTask({ pack, flats }) {
	return renderTechPackPdf(pack, flats);
}

module.exports = { renderTechPackPdfTask };
