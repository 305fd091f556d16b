const { rmSync } = require('node:fs');
const { src, dest } = require('gulp');

// Copy only the node's and the credential's icons (and the node's codex) into dist;
// the server and docs hold SVGs too, which must not end up in the published package.
function buildIcons() {
	return src(
		[
			'nodes/**/*.svg',
			'nodes/**/*.png',
			'nodes/**/*.node.json',
			'credentials/**/*.svg',
			'credentials/**/*.png',
		],
		{
			base: '.',
			encoding: false,
		},
	).pipe(dest('dist'));
}

// The render pools' workers are plain JavaScript (a worker thread cannot load TypeScript; see
// server/render/png-render.js), so tsc does not emit them: copy them beside the compiled modules.
function buildServerWorkers() {
	return src(
		[
			'server/render/png-render.js',
			'server/render/thread-priority.js',
			'server/techpack/pdf-worker.js',
		],
		{ base: '.' },
	).pipe(dest('dist'));
}

// dist is emptied before each build: tsc never deletes what it emitted for a source file that is
// gone, and a stale `lexicon/garments.js` beside the new `lexicon/garments/` folder was loaded in
// its place (Node resolves the file before the folder), which broke the generator at start-up.
function clean(done) {
	rmSync('dist', { recursive: true, force: true });
	done();
}

exports.clean = clean;
exports['build:icons'] = buildIcons;
exports['build:server'] = buildServerWorkers;
