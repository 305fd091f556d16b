#!/usr/bin/env node
// `npm run build`: dist/ from the sources, emptied first (gulpfile.js says why):
//   gulp clean && tsc -p tsconfig.build.json && gulp build:icons build:server
// then dist/.build-stamp.json: a hash of every file the build reads and of what it wrote.
//
// DG_REUSE_BUILD=1 (.ci/run sets it) leaves dist as it is when that stamp matches the sources and
// dist now: one CI run calls `npm run build` six times (npm start, pretest, test:prism, the e2e,
// the screenshots' npm start, the benchmarks) on the same sources. Without it, every call builds.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { delimiter, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(fileURLToPath(import.meta.url), '..', '..');
const DIST = join(ROOT, 'dist');
const STAMP = join(DIST, '.build-stamp.json');
/** What tsc and gulp read: the compiled and copied folders, their configs, and the locked tools. */
const INPUTS = [
	'nodes',
	'credentials',
	'server',
	'scripts',
	'bench',
	'tsconfig.json',
	'tsconfig.build.json',
	'gulpfile.js',
	'package.json',
	'package-lock.json',
];

/** sha256 over the relative path and bytes of every file under `paths` (sorted), or null if none. */
function hashTree(paths, { skip = () => false } = {}) {
	const files = [];
	const walk = (path) => {
		if (skip(path) || !existsSync(path)) return;
		if (!statSync(path).isDirectory()) return void files.push(path);
		for (const name of readdirSync(path)) if (name !== 'node_modules') walk(join(path, name));
	};
	for (const p of paths) walk(join(ROOT, p));
	if (files.length === 0) return null;
	const hash = createHash('sha256');
	for (const file of files.sort()) {
		hash.update(`${relative(ROOT, file)}\0`);
		hash.update(readFileSync(file));
		hash.update('\0');
	}
	return hash.digest('hex');
}

const inputsHash = () => hashTree(INPUTS);
const distHash = () => hashTree(['dist'], { skip: (path) => path === STAMP });

function readStamp() {
	try {
		return JSON.parse(readFileSync(STAMP, 'utf8'));
	} catch {
		return undefined;
	}
}

function step(cmd, args) {
	const r = spawnSync(cmd, args, {
		cwd: ROOT,
		stdio: 'inherit',
		env: {
			...process.env,
			PATH: [join(ROOT, 'node_modules', '.bin'), process.env.PATH].join(delimiter),
		},
	});
	if (r.status !== 0) process.exit(r.status ?? 1);
}

if (process.env.DG_REUSE_BUILD === '1') {
	const stamp = readStamp();
	if (stamp && stamp.inputs === inputsHash() && stamp.dist === distHash()) {
		console.log(`build: dist is the build of these sources (${stamp.builtAt}); not built again`);
		process.exit(0);
	}
}
const started = Date.now();
step('gulp', ['clean']);
step('tsc', ['-p', 'tsconfig.build.json']);
step('gulp', ['build:icons', 'build:server']);
writeFileSync(
	STAMP,
	`${JSON.stringify({ builtAt: new Date().toISOString(), inputs: inputsHash(), dist: distHash() }, null, 2)}\n`,
);
console.log(`build: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
