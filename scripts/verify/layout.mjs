#!/usr/bin/env node
// The layout the README describes, held by a check anyone can run:
//
//   node scripts/verify/layout.mjs          # this repository
//   node scripts/verify/layout.mjs <root>   # another tree (the test points it at a broken copy)
//
// 1. Size: a source file in nodes/, credentials/ or server/ has at most LINE_BUDGET lines; the
//    few files over it today are listed with their size as a ceiling they may not grow past.
// 2. Direction: the node never reaches into the reference server or the tooling; the server
//    never reaches into the node or the tooling; the generator reads nothing of the server
//    outside its own folder, so it stays a pure function of prompt, style and seed.
// 3. No import cycle inside nodes/.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const LINE_BUDGET = 400;

/** Files over the budget today, each held to its current size until it is split. */
export const CEILINGS = {
	'nodes/DesignGenerator/transport/index.ts': 488,
};

/** [folder whose files are checked, folders they must not import from, why]. */
export const FORBIDDEN = [
	['nodes/', ['server/', 'scripts/', 'test/', 'bench/'], 'the node ships alone to n8n'],
	['credentials/', ['server/', 'scripts/', 'test/', 'bench/'], 'the credential ships alone to n8n'],
	['server/', ['nodes/', 'test/', 'scripts/'], 'the server is its own program'],
	[
		'server/generator/',
		['server/!generator/'],
		'the generator is pure: prompt, style, seed in; design out',
	],
];

const ROOTS = ['nodes', 'credentials', 'server'];
const SOURCE = /\.(ts|mts|cts|js|mjs|cjs)$/;
const IMPORT =
	/(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]|(?:import|require)\(\s*['"]([^'"]+)['"]\s*\)/g;

function walk(root, dir, out) {
	const full = join(root, dir);
	if (!existsSync(full)) return out;
	for (const name of readdirSync(full)) {
		const rel = `${dir}/${name}`;
		if (statSync(join(root, rel)).isDirectory()) walk(root, rel, out);
		else if (SOURCE.test(name) && !name.endsWith('.d.ts')) out.push(rel);
	}
	return out;
}

/** Relative specifiers only, resolved to a repository path (a file when one exists). */
function resolveImport(root, from, spec) {
	if (!spec.startsWith('.')) return null;
	const base = relative(root, resolve(root, dirname(from), spec))
		.split(sep)
		.join('/');
	for (const candidate of [
		base,
		...['.ts', '.js', '.mjs', '/index.ts', '/index.js'].map((e) => base + e),
	])
		if (existsSync(join(root, candidate)) && statSync(join(root, candidate)).isFile())
			return candidate;
	return base.replace(/\.js$/, '.ts');
}

function importsOf(root, file) {
	const text = readFileSync(join(root, file), 'utf8').replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '');
	const found = [];
	for (const match of text.matchAll(IMPORT)) {
		const target = resolveImport(root, file, match[1] ?? match[2]);
		if (target) found.push(target);
	}
	return found;
}

function forbidden(target, rule) {
	if (rule.endsWith('!generator/'))
		return target.startsWith('server/') && !target.startsWith('server/generator/');
	return target.startsWith(rule);
}

function cycles(graph) {
	const found = [];
	const state = new Map();
	const stack = [];
	const visit = (node) => {
		state.set(node, 'open');
		stack.push(node);
		for (const next of graph.get(node) ?? []) {
			if (state.get(next) === 'open') found.push([...stack.slice(stack.indexOf(next)), next]);
			else if (!state.has(next)) visit(next);
		}
		stack.pop();
		state.set(node, 'done');
	};
	for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
	return found;
}

export function checkLayout(root) {
	const problems = [];
	const files = ROOTS.flatMap((dir) => walk(root, dir, []));
	const graph = new Map();
	for (const file of files) {
		const lines = readFileSync(join(root, file), 'utf8').split('\n').length - 1;
		const ceiling = CEILINGS[file] ?? LINE_BUDGET;
		if (lines > ceiling)
			problems.push(
				`${file}: ${lines} lines, over ${CEILINGS[file] ? `its ceiling of ${ceiling}` : `the budget of ${LINE_BUDGET}`}: split it by what its parts do`,
			);
		const targets = importsOf(root, file);
		for (const [dir, rules, why] of FORBIDDEN) {
			if (!file.startsWith(dir)) continue;
			for (const target of targets)
				for (const rule of rules)
					if (forbidden(target, rule))
						problems.push(
							`${file} imports ${target}: ${dir} must not import from ${rule.replace('!generator/', ' outside server/generator/')} (${why})`,
						);
		}
		if (file.startsWith('nodes/'))
			graph.set(
				file,
				targets.filter((t) => t.startsWith('nodes/')),
			);
	}
	for (const cycle of cycles(graph)) problems.push(`import cycle in nodes/: ${cycle.join(' -> ')}`);
	return problems;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
	const root = resolve(
		process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..', '..'),
	);
	const problems = checkLayout(root);
	if (problems.length) {
		console.error(
			`Layout check failed (scripts/verify/layout.mjs), ${problems.length} problem(s):`,
		);
		for (const problem of problems) console.error(`  - ${problem}`);
		process.exit(1);
	}
	console.log('Layout check: file sizes, import directions and nodes/ cycles hold.');
}
