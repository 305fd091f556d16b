/**
 * The n8n install's status line (scripts/n8n/install-progress.mjs): npm's log lines read as
 * events, the lock file read as the totals, and the lines a person sees, on a terminal and in a
 * log. The module is plain ESM (it runs before any build), so each case runs in a child Node.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const MODULE = pathToFileURL(join(__dirname, '..', '..', 'scripts', 'n8n', 'install-progress.mjs'));

/** Evaluate `body` (which may `return`) with the module's exports as `m`; returns its JSON. */
function inModule(body: string): unknown {
	const code = `import * as m from ${JSON.stringify(MODULE.href)};
const result = await (async () => { ${body} })();
process.stdout.write(JSON.stringify(result));`;
	return JSON.parse(
		execFileSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' }),
	);
}

// Lines as npm 11 prints them at --loglevel=info (taken from an install of n8n 2.40.7).
const NPM_LINES = [
	'npm info using npm@11.19.1',
	'npm http fetch GET 200 https://registry.npmjs.org/n8n 412ms (cache miss)',
	'npm http fetch GET 200 https://registry.npmjs.org/@n8n%2fconfig 95ms (cache updated)',
	'npm http cache isolated-vm@https://registry.npmjs.org/isolated-vm/-/isolated-vm-7.0.1.tgz 0ms (cache hit)',
	'npm http fetch GET 200 https://registry.npmjs.org/isolated-vm/-/isolated-vm-7.0.1.tgz 88ms (cache miss)',
	'npm http fetch GET 200 https://registry.npmjs.org/@n8n/config/-/config-2.40.1.tgz 40ms (cache miss)',
	'npm http fetch GET 200 https://registry.npmjs.org/sqlite3/-/sqlite3-5.1.7.tgz 61ms (cache miss)',
	"npm info run isolated-vm@7.0.1 install node_modules/isolated-vm node-gyp-build 'node-gyp rebuild -j 4 --release -v' || node-gyp rebuild --release -j max",
	'npm info run sqlite3@5.1.7 install node_modules/sqlite3 prebuild-install -r napi || node-gyp rebuild',
	'npm info run sqlite3@5.1.7 install { code: 0, signal: null }',
	'npm warn deprecated glob@7.2.3: Glob versions prior to v9 are no longer supported',
];

test("npm's lines: manifests, tarballs (fetched or cached), install scripts, the end, errors", () => {
	const lines = [
		...NPM_LINES,
		'npm info run isolated-vm@7.0.1 install { code: 1, signal: null }',
		'added 1926 packages in 7m',
		'npm error code ERESOLVE',
	];
	expect(inModule(`return ${JSON.stringify(lines)}.map(m.parseNpmLine);`)).toEqual([
		null, // JSON of undefined
		{ kind: 'manifest' },
		{ kind: 'manifest' },
		{ kind: 'tarball', url: 'https://registry.npmjs.org/isolated-vm/-/isolated-vm-7.0.1.tgz' },
		{ kind: 'tarball', url: 'https://registry.npmjs.org/isolated-vm/-/isolated-vm-7.0.1.tgz' },
		{ kind: 'tarball', url: 'https://registry.npmjs.org/@n8n/config/-/config-2.40.1.tgz' },
		{ kind: 'tarball', url: 'https://registry.npmjs.org/sqlite3/-/sqlite3-5.1.7.tgz' },
		{
			kind: 'script-start',
			pkg: 'isolated-vm@7.0.1',
			event: 'install',
			path: 'node_modules/isolated-vm',
		},
		{ kind: 'script-start', pkg: 'sqlite3@5.1.7', event: 'install', path: 'node_modules/sqlite3' },
		{ kind: 'script-end', pkg: 'sqlite3@5.1.7', event: 'install', ok: true },
		null,
		{ kind: 'script-end', pkg: 'isolated-vm@7.0.1', event: 'install', ok: false },
		{ kind: 'added', count: 1926 },
		{ kind: 'error', text: 'npm error code ERESOLVE' },
	]);
});

test("the lock's totals leave out links, bundled packages and other platforms' packages", () => {
	const lock = {
		lockfileVersion: 3,
		packages: {
			'': { name: 'dg-n8n' },
			'node_modules/n8n': { version: '2.40.7' },
			'node_modules/sqlite3': { version: '5.1.7', hasInstallScript: true },
			'node_modules/a/node_modules/isolated-vm': { version: '7.0.1', hasInstallScript: true },
			'node_modules/bundled': { version: '1.0.0', inBundle: true },
			'node_modules/linked': { link: true, resolved: 'packages/linked' },
			'node_modules/@esbuild/darwin-arm64': { optional: true, os: ['darwin'], cpu: ['arm64'] },
			'node_modules/@esbuild/linux-x64': { optional: true, os: ['linux'], cpu: ['x64'] },
			'node_modules/not-windows': { os: ['!win32'] },
			'node_modules/musl-only': { optional: true, os: ['linux'], libc: ['musl'] },
			// One version in two folders: fetched once (its scripts run in each folder).
			'node_modules/b/node_modules/sqlite3': { version: '5.1.7', hasInstallScript: true },
			'node_modules/c/node_modules/ms': { version: '2.1.3', resolved: 'https://r/ms-2.1.3.tgz' },
			'node_modules/d/node_modules/ms': { version: '2.1.3', resolved: 'https://r/ms-2.1.3.tgz' },
			'node_modules/unused': { version: '1.0.0', extraneous: true },
		},
	};
	const plan = (platform: string, arch: string, skip: string[] = []) =>
		inModule(
			`return m.installPlan(${JSON.stringify(lock)}, { platform: '${platform}', arch: '${arch}', skip: ${JSON.stringify(skip)} });`,
		);
	// n8n, sqlite3, isolated-vm, not-windows, ms, plus the one platform package that fits (and
	// musl-only on a musl system, which this is not: the tests run on glibc).
	const scriptNames = ['isolated-vm', 'sqlite3'];
	const skippedNames: string[] = [];
	expect(plan('linux', 'x64')).toEqual({ packages: 6, scripts: 3, scriptNames, skippedNames });
	expect(plan('darwin', 'arm64')).toEqual({ packages: 6, scripts: 3, scriptNames, skippedNames });
	expect(plan('win32', 'x64')).toEqual({ packages: 4, scripts: 3, scriptNames, skippedNames });
	// A skipped package is still installed, but its scripts are counted apart (in both folders).
	expect(plan('linux', 'x64', ['sqlite3'])).toEqual({
		packages: 6,
		scripts: 1,
		scriptNames: ['isolated-vm'],
		skippedNames: ['sqlite3'],
	});
});

test('the counts: packages fetched out of the total, install scripts done and running', () => {
	const states = inModule(`
		const s = new m.InstallState();
		const lines = ${JSON.stringify(NPM_LINES)};
		const seen = [];
		s.enter(0);
		for (const l of lines.slice(0, 3)) s.feed(l);
		seen.push([s.step, s.describe()]);
		s.enter(1, { packages: 4, scripts: 2 });
		for (const l of lines.slice(3, 7)) s.feed(l);
		seen.push([s.step, s.describe()]);
		s.feed(lines[7]);
		seen.push([s.step, s.describe()]);
		for (const l of lines.slice(8)) s.feed(l);
		seen.push([s.step, s.describe()]);
		s.feed('npm info run isolated-vm@7.0.1 install { code: 0, signal: null }');
		seen.push([s.step, s.describe()]);
		return seen;`);
	expect(states).toEqual([
		[0, '2 package manifests fetched'],
		// The same tarball read from the cache and fetched counts once.
		[1, '3/4 packages fetched'],
		// The first install script: npm has unpacked everything.
		[2, '0/2 packages done, running: isolated-vm'],
		[2, '1/2 packages done, running: isolated-vm'],
		[2, '2/2 packages done'],
	]);
});

test('in a log: a line per step and per interval, each closed with what it did and took', () => {
	const out = inModule(`
		let t = 0;
		const lines = [];
		const out = { isTTY: false, write: (s) => lines.push(s) };
		const p = m.createInstallProgress({ out, everyMs: 1e9, now: () => t });
		p.step(0);
		t += 65_000;
		for (const l of ${JSON.stringify(NPM_LINES)}.slice(0, 3)) p.feed(l);
		p.step(1, { packages: 4, scripts: 2 });
		t += 120_000;
		for (const l of ${JSON.stringify(NPM_LINES)}.slice(3)) p.feed(l);
		t += 10_000;
		p.step(3);
		t += 5_000;
		p.end(true);
		return lines.join('');`);
	expect((out as string).split('\n')).toEqual([
		'  [1/4] resolving versions: 0 package manifests fetched · 0:00 (next: download and unpack the packages)',
		'  ✓ [1/4] resolving versions: 2 package manifests fetched in 1:05',
		'  [2/4] downloading and unpacking: 0/4 packages fetched · 1:05 (next: install scripts (native modules))',
		'  ✓ [2/4] downloading and unpacking: 3 packages unpacked in 2:00',
		'  [3/4] install scripts (native modules): 0/2 packages done, running: isolated-vm · 3:05 (next: check that n8n runs)',
		'  ✓ [3/4] install scripts (native modules): install scripts of 1 package run in 0:10',
		'  [4/4] checking that n8n runs (`n8n --version`): 3:15',
		'  ✓ [4/4] checking that n8n runs (`n8n --version`): n8n runs in 0:05',
		'',
	]);
});

test('on a terminal: one line, redrawn in place', () => {
	const out = inModule(`
		const lines = [];
		const out = { isTTY: true, write: (s) => lines.push(s) };
		const p = m.createInstallProgress({ out, everyMs: 1e9, now: () => 0 });
		p.step(0);
		p.feed(${JSON.stringify(NPM_LINES[1])});
		p.step(1, { packages: 4, scripts: 0 });
		p.end(false);
		return lines;`);
	expect(out).toEqual([
		'\r\x1b[K  [1/4] resolving versions: 0 package manifests fetched · 0:00 (next: download and unpack the packages)',
		'\r\x1b[K  ✓ [1/4] resolving versions: 1 package manifest fetched in 0:00\n',
		'\r\x1b[K  [2/4] downloading and unpacking: 0/4 packages fetched · 0:00 (next: install scripts (native modules))',
		'\n',
	]);
});
