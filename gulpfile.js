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

// The PNG render worker is plain JavaScript (a worker thread cannot load TypeScript; see
// server/generator/png-render.js), so tsc does not emit it: copy it beside the compiled png.js.
function buildServerWorkers() {
	return src(['server/generator/png-render.js'], { base: '.' }).pipe(dest('dist'));
}

exports['build:icons'] = buildIcons;
exports['build:server'] = buildServerWorkers;
