// The project runs on Node 24 or newer (CONTRIBUTING.md, "Node.js versions"). npm only warns when
// the shell's Node is older (package.json devEngines, onFail "warn"), so this says what to do in one
// sentence where the user is, before anything else runs. Runs on any Node and imports nothing.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
	process.stderr.write(
		`\nThis project needs Node 24 or newer, and this shell has Node ${process.version}: run \`source scripts/use-node24.sh\` ` +
			'(it fetches Node 24 from the npm registry into ~/.cache the first time), then the same command again.\n\n',
	);
	process.exit(1);
}
