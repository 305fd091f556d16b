#!/usr/bin/env node
// `npm publish` runs this first (prepublishOnly). The package is published only by
// .github/workflows/publish.yml on a version tag: a tarball published from a workstation has no
// provenance statement, and n8n verifies community nodes only with one (since 1 May 2026).
if (process.env.GITHUB_ACTIONS !== 'true') {
	console.error(
		'Not published from here: push a version tag (git tag v<version> && git push --tags) and ' +
			'.github/workflows/publish.yml publishes it with provenance (CONTRIBUTING.md, "Versions and releases").',
	);
	process.exit(1);
}
