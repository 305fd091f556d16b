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

exports['build:icons'] = buildIcons;
