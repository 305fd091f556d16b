#!/usr/bin/env node
// What n8n's package scanner (@n8n/scan-community-package) checks, on a tarball that is not
// published yet, plus the verification guidelines' rules that no tool of n8n's checks:
//
//   node scripts/verify/scan-tarball.mjs                 # `npm pack` this repository (built) and scan it
//   node scripts/verify/scan-tarball.mjs x.tgz           # scan a tarball
//   node scripts/verify/scan-tarball.mjs x.tgz --no-source   # skip the lint of the source tree
//   node scripts/verify/scan-tarball.mjs --json a.tgz b.tgz   # several, as JSON (the tests)
//
// The scanner itself starts from the npm registry: provenance, then the source the provenance
// points at, then the published tarball. Here its own code (the pinned release, from the tools
// cache) lints the same two things: the tarball's JavaScript and package.json, and the source
// tree (package.json, nodes/, credentials/). Its rules are what forbid process, globalThis,
// setTimeout and the like, file-system and environment access, imports outside n8n-workflow,
// runtime dependencies and install scripts. Beside it (package-checks.mjs, english.mjs): MIT
// licence, `repository` on GitHub and named after the package, only compiled nodes and
// credentials shipped, every require resolvable in n8n (the scanner lets devDependencies pass),
// each node and credential loading with its description and icons (probe-package.js), and
// English texts. Provenance itself exists only once published (.github/workflows/publish.yml).
import { spawnSync } from 'node:child_process';
import {
	existsSync,
	mkdirSync,
	mkdtempSync,
	readdirSync,
	readFileSync,
	rmSync,
	symlinkSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { cleanEnv, PROJECT_ROOT } from '../n8n/lib.mjs';
import { checkEnglish, checkEnglishDocument } from './english.mjs';
import {
	checkImports,
	checkLicenceFile,
	checkManifest,
	checkRepository,
	checkShippedFiles,
	listFiles,
} from './package-checks.mjs';
import { ensureScanner } from './tools.mjs';

const PROBE = join(dirname(fileURLToPath(import.meta.url)), 'probe-package.js');

function sh(cmd, args, opts) {
	const r = spawnSync(cmd, args, { encoding: 'utf8', env: cleanEnv(), ...opts });
	if (r.status !== 0)
		throw new Error(`${cmd} ${args.join(' ')} failed: ${(r.stderr || r.stdout || '').trim()}`);
	return r.stdout;
}

/** `npm pack` of the built repository into `dir`; returns the tarball's path. */
export function packRepository(dir, root = PROJECT_ROOT) {
	if (!existsSync(join(root, 'dist', 'nodes')))
		throw new Error('dist/nodes does not exist: run `npm run build` first');
	sh('npm', ['pack', '--pack-destination', dir, '--loglevel=error'], { cwd: root });
	const tgz = readdirSync(dir).find((f) => f.endsWith('.tgz'));
	if (!tgz) throw new Error(`npm pack wrote no tarball into ${dir}`);
	return join(dir, tgz);
}

/** The scanner's analyzePackage, imported with its temporary folder inside ours. */
async function loadScanner(tmp) {
	const scanner = await ensureScanner();
	// eslint-plugin-n8n-nodes-base judges file names differently when NODE_ENV is "test" (as under
	// jest): scan as n8n does.
	if (process.env.NODE_ENV === 'test') delete process.env.NODE_ENV;
	const saved = process.env.TMPDIR;
	process.env.TMPDIR = join(tmp, 'scanner');
	mkdirSync(process.env.TMPDIR);
	try {
		return { ...(await import(pathToFileURL(scanner.scanner).href)), info: scanner };
	} finally {
		if (saved === undefined) delete process.env.TMPDIR;
		else process.env.TMPDIR = saved;
	}
}

async function lintFinding(check, scanner, dir, patterns, label) {
	const r = await scanner.analyzePackage(dir, patterns);
	if (r.passed) return [];
	const details = String(r.details || '')
		.split(dir)
		.join(label);
	return [{ check, message: `${r.message}${details ? `\n${details.trimEnd()}` : ''}` }];
}

/** Runs every check; returns { checks: [{ name, findings }], tarball }. */
export async function scanTarball(tarball, { source = PROJECT_ROOT } = {}) {
	const tmp = mkdtempSync(join(tmpdir(), 'dg-scan-'));
	try {
		const dir = join(tmp, 'package');
		mkdirSync(dir);
		sh('tar', ['-xzf', resolve(tarball), '-C', dir, '--strip-components=1']);
		const files = listFiles(dir);
		const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
		const scanner = await loadScanner(tmp);
		const checks = [];
		const add = (name, findings) => checks.push({ name, findings });

		add(
			`scanner ${scanner.info.version}: lint of the tarball`,
			await lintFinding('lint', scanner, dir, ['**/*.js', 'package.json'], '<tarball>'),
		);
		if (source)
			add(
				`scanner ${scanner.info.version}: lint of the source`,
				await lintFinding('lint', scanner, source, scanner.SOURCE_FILE_PATTERNS, '.'),
			);
		add('no runtime dependencies, MIT licence, n8n section', [
			...checkManifest(pkg, files),
			...checkLicenceFile(dir),
		]);
		add('repository, homepage, bugs', checkRepository(pkg));
		add('shipped files', checkShippedFiles(files));
		add('imports resolvable in n8n', checkImports(dir, files, scanner.info.root));

		// Load each node and credential as n8n does, with the n8n-workflow the tests use beside it.
		const workflow = dirname(
			createRequire(join(PROJECT_ROOT, 'package.json')).resolve('n8n-workflow/package.json'),
		);
		mkdirSync(join(dir, 'node_modules'));
		symlinkSync(workflow, join(dir, 'node_modules', 'n8n-workflow'), 'dir');
		const probe = spawnSync(process.execPath, [PROBE, dir], { encoding: 'utf8' });
		let report;
		try {
			report = JSON.parse(probe.stdout);
		} catch {
			report = { entries: [], error: (probe.stderr || probe.stdout).trim() };
		}
		add('nodes and credentials load', [
			...(report.error ? [{ check: 'load', message: report.error }] : []),
			...report.entries
				.filter((e) => !e.ok)
				.map((e) => ({ check: 'load', message: `${e.file}: ${e.error}` })),
		]);
		const texts = report.entries.flatMap((e) =>
			(e.texts || []).map(([where, text]) => [`${e.name} ${where}`, text]),
		);
		const readme = existsSync(join(dir, 'README.md'))
			? checkEnglishDocument('README.md', readFileSync(join(dir, 'README.md'), 'utf8'))
			: [{ check: 'English texts', message: 'the tarball has no README.md' }];
		add(`English texts (${texts.length} node and credential texts, README)`, [
			...checkEnglish(texts),
			...readme,
		]);
		return { checks, package: `${pkg.name}@${pkg.version}`, files: files.length };
	} finally {
		rmSync(tmp, { recursive: true, force: true });
	}
}

function printResult(result) {
	console.log(`Scanner-equivalent checks of ${result.package} (${result.files} files):`);
	for (const { name, findings } of result.checks) {
		console.log(`${findings.length ? '✗' : '✓'} ${name}`);
		for (const f of findings) console.log(`    ${f.message.split('\n').join('\n    ')}`);
	}
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
	const args = process.argv.slice(2);
	const given = args.filter((a) => !a.startsWith('--'));
	const json = args.includes('--json');
	const packDir = given.length ? undefined : mkdtempSync(join(tmpdir(), 'dg-pack-'));
	try {
		const tarballs = given.length ? given : [packRepository(packDir)];
		const results = [];
		for (const tarball of tarballs) {
			const result = await scanTarball(tarball, {
				source: args.includes('--no-source') ? null : PROJECT_ROOT,
			});
			results.push({ tarball, ...result });
			if (!json) printResult(result);
		}
		if (json) console.log(JSON.stringify(results));
		const failed = results.flatMap((r) => r.checks).filter((c) => c.findings.length).length;
		if (failed) {
			if (!json) console.error(`${failed} check(s) failed (above).`);
			process.exitCode = 1;
		} else if (!json) console.log(`All ${results[0].checks.length} checks passed.`);
	} catch (e) {
		console.error(`scan-tarball could not run: ${e.message}`);
		process.exitCode = 2;
	} finally {
		if (packDir) rmSync(packDir, { recursive: true, force: true });
	}
}
