#!/usr/bin/env node
// `n8n-node lint` (@n8n/node-cli, the linter n8n's verification runs) over the published part of
// this repository, with the CLI's own ESLint config, unchanged:
//
//   node scripts/verify/node-cli-lint.mjs            # lint this repository's package
//   node scripts/verify/node-cli-lint.mjs --root DIR # lint another checkout (the tests plant faults)
//
// `n8n-node lint` lints the folder it runs in with `eslint .`. Here that would take in the
// reference server, the tests and the benchmarks, which are no part of the package and follow
// other rules. So it runs in a staging folder holding only what n8n's rules are about: package.json,
// nodes/, credentials/, icons/ (if any), and the eslint.config.mjs that `n8n-node new` writes
// (`n8n.strict` in package.json makes the CLI check that file is the untouched default). Its
// node_modules is a link to the CLI's cached install (scripts/verify/tools.mjs), which also holds
// n8n-workflow for the import checks. Paths in the report are the repository's, not the staging
// folder's.
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cleanEnv, PROJECT_ROOT, run } from '../n8n/lib.mjs';
import { ensureNodeCli } from './tools.mjs';

/** What `n8n-node new` writes, byte for byte: strict mode compares against it. */
const DEFAULT_ESLINT_CONFIG = `import { config } from '@n8n/node-cli/eslint';

export default config;
`;

/** The CLI colours eslint's report whatever the terminal; a log file gets it plain. */
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** The package's own files, as the CLI expects to find them at the root of a node package. */
const STAGED = ['package.json', 'nodes', 'credentials', 'icons', 'tsconfig.json'];

export async function lintWithNodeCli(root = PROJECT_ROOT) {
	const cli = await ensureNodeCli();
	const stage = mkdtempSync(join(tmpdir(), 'dg-n8n-node-lint-'));
	try {
		for (const entry of STAGED) {
			const from = join(root, entry);
			if (existsSync(from)) cpSync(from, join(stage, entry), { recursive: true });
		}
		writeFileSync(join(stage, 'eslint.config.mjs'), DEFAULT_ESLINT_CONFIG);
		symlinkSync(cli.nodeModules, join(stage, 'node_modules'), 'dir');
		let output = '';
		let code = 0;
		try {
			const r = await run(process.execPath, [cli.bin, 'lint'], {
				cwd: stage,
				// No npm_* variables: an `npm run` parent's npm_config_local_prefix would point the CLI's
				// `npm exec eslint` at this repository instead of the staging folder.
				// NODE_ENV "test" (jest's) makes eslint-plugin-n8n-nodes-base judge file names otherwise.
				env: cleanEnv({ FORCE_COLOR: process.stdout.isTTY ? '1' : '0', NODE_ENV: 'production' }),
				capture: true,
				timeoutMs: 5 * 60_000,
			});
			output = `${r.stdout}${r.stderr}`;
		} catch (e) {
			if (e.stdout === undefined) throw e;
			output = `${e.stdout}${e.stderr}`;
			code = e.code || 1;
		}
		return { code, output: output.split(stage).join(resolve(root)), version: cli.version };
	} finally {
		rmSync(stage, { recursive: true, force: true });
	}
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
	const i = process.argv.indexOf('--root');
	const root = i > 0 ? resolve(process.argv[i + 1]) : PROJECT_ROOT;
	try {
		const { code, output, version } = await lintWithNodeCli(root);
		const shown = process.stdout.isTTY ? output : output.replace(ANSI, '');
		process.stdout.write(shown.endsWith('\n') ? shown : `${shown}\n`);
		if (code) {
			console.error(
				`n8n-node lint (@n8n/node-cli ${version}) found problems in nodes/, credentials/ or ` +
					'package.json (above). Fix them in the source; the rules are the ones n8n verifies with.',
			);
			process.exit(1);
		}
		console.log(`n8n-node lint (@n8n/node-cli ${version}): no problems`);
	} catch (e) {
		console.error(`n8n-node lint could not run: ${e.message}`);
		process.exit(2);
	}
}
