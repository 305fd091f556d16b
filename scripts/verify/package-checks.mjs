// The checks of n8n's verification guidelines that the scanner's ESLint rules do not make, on an
// unpacked tarball (scan-tarball.mjs runs them beside the scanner's own lint). Each returns a
// list of findings `{ check, message }`; an empty list passes.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';

/** What a community package may ship: its manifest and docs, and the compiled nodes and credentials. */
const SHIPPED = [
	/^package\.json$/,
	/^README\.md$/,
	/^LICENSE$/,
	/^CHANGELOG\.md$/,
	/^dist\/(nodes|credentials)\/.+\.(js|json|svg|png)$/,
];

/**
 * Modules the shipped code may load. n8n-workflow is the peer n8n provides; crypto is on the
 * scanner's list. The scanner also lets a file load anything in devDependencies (they are "bundled
 * at build"), but tsc bundles nothing: such a require fails in n8n, so here it is an error.
 */
const ALLOWED_MODULES = new Set(['n8n-workflow', 'crypto', 'node:crypto']);

/** Every file under `dir`, as relative POSIX paths. */
export function listFiles(dir, base = dir) {
	return readdirSync(dir).flatMap((name) => {
		const full = join(dir, name);
		if (statSync(full).isDirectory()) return listFiles(full, base);
		return [relative(base, full).split(sep).join('/')];
	});
}

/** No runtime dependencies; n8n-workflow as the only peer; an MIT licence; the n8n section's files. */
export function checkManifest(pkg, files) {
	const out = [];
	const add = (check, message) => out.push({ check, message });
	for (const field of [
		'dependencies',
		'optionalDependencies',
		'bundleDependencies',
		'bundledDependencies',
	]) {
		const value = pkg[field];
		const names = Array.isArray(value) ? value : Object.keys(value || {});
		if (names.length)
			add('no runtime dependencies', `package.json ${field}: ${names.join(', ')} (must be empty)`);
	}
	const peers = Object.keys(pkg.peerDependencies || {}).filter((n) => n !== 'n8n-workflow');
	if (peers.length)
		add('no runtime dependencies', `peerDependencies other than n8n-workflow: ${peers.join(', ')}`);
	if (pkg.license !== 'MIT')
		add('MIT licence', `package.json license is ${JSON.stringify(pkg.license)}, not "MIT"`);
	for (const kind of ['nodes', 'credentials']) {
		const listed = pkg.n8n?.[kind] || [];
		for (const file of listed)
			if (!files.includes(file))
				add('n8n section', `n8n.${kind} lists ${file}, which is not in the tarball`);
		const suffix = kind === 'nodes' ? '.node.js' : '.credentials.js';
		for (const file of files.filter((f) => f.endsWith(suffix)))
			if (!listed.includes(file)) add('n8n section', `${file} is shipped but not in n8n.${kind}`);
	}
	if (!pkg.n8n?.nodes?.length) add('n8n section', 'n8n.nodes is empty');
	return out;
}

/** The LICENSE file is the MIT licence's text. */
export function checkLicenceFile(dir) {
	const file = join(dir, 'LICENSE');
	if (!existsSync(file))
		return [{ check: 'MIT licence', message: 'the tarball has no LICENSE file' }];
	const text = readFileSync(file, 'utf8').replace(/\s+/g, ' ');
	const mit =
		/^MIT License/.test(text.trim()) &&
		text.includes('Permission is hereby granted, free of charge, to any person obtaining a copy') &&
		text.includes('THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND');
	return mit ? [] : [{ check: 'MIT licence', message: 'LICENSE is not the MIT licence text' }];
}

/**
 * `repository` names the public GitHub repository the package is built and published from: npm's
 * provenance check compares it with the repository the publishing workflow ran in, and n8n's
 * reviewers and scanner fetch the source from there. homepage and bugs point to the same place.
 */
export function checkRepository(pkg) {
	const out = [];
	const add = (message) => out.push({ check: 'repository', message });
	const url = typeof pkg.repository === 'string' ? pkg.repository : pkg.repository?.url;
	const m = /^git\+https:\/\/github\.com\/([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+?)\.git$/.exec(
		url || '',
	);
	if (!m) {
		add(
			`repository.url ${JSON.stringify(url)} is not of the form git+https://github.com/<owner>/<repo>.git`,
		);
		return out;
	}
	const [, owner, repo] = m;
	const unscoped = String(pkg.name).replace(/^@[^/]+\//, '');
	if (repo !== unscoped)
		add(`repository ${owner}/${repo} is not named after the package (${unscoped})`);
	const web = `https://github.com/${owner}/${repo}`;
	if (typeof pkg.homepage !== 'string' || !pkg.homepage.startsWith(web))
		add(`homepage ${JSON.stringify(pkg.homepage)} is not on ${web}`);
	const bugs = typeof pkg.bugs === 'string' ? pkg.bugs : pkg.bugs?.url;
	if (bugs !== `${web}/issues`) add(`bugs.url ${JSON.stringify(bugs)} is not ${web}/issues`);
	return out;
}

/** Only the manifest, docs and compiled nodes and credentials: no sources, maps or server code. */
export function checkShippedFiles(files) {
	return files
		.filter((f) => !SHIPPED.some((re) => re.test(f)))
		.map((f) => ({ check: 'shipped files', message: `unexpected file in the tarball: ${f}` }));
}

/** Walks an ESTree AST, calling `visit` on every node. */
function walk(node, visit) {
	if (!node || typeof node.type !== 'string') return;
	visit(node);
	for (const [key, value] of Object.entries(node)) {
		if (key === 'parent') continue;
		if (Array.isArray(value)) value.forEach((v) => walk(v, visit));
		else if (value && typeof value === 'object') walk(value, visit);
	}
}

/**
 * Every module the shipped JavaScript loads is a file of the package, or one that n8n provides.
 * `espreeFrom` is a folder whose node_modules has espree (the scanner's install).
 */
export function checkImports(dir, files, espreeFrom) {
	const espree = createRequire(join(espreeFrom, 'package.json'))('espree');
	const out = [];
	for (const file of files.filter((f) => f.endsWith('.js'))) {
		const add = (message) => out.push({ check: 'imports', message: `${file}: ${message}` });
		const source = readFileSync(join(dir, file), 'utf8');
		let ast;
		try {
			ast = espree.parse(source, { ecmaVersion: 'latest', sourceType: 'script', loc: true });
		} catch {
			ast = espree.parse(source, { ecmaVersion: 'latest', sourceType: 'module', loc: true });
		}
		const check = (spec, line) => {
			if (typeof spec !== 'string') return add(`line ${line}: a module loaded by computed name`);
			if (spec.startsWith('./') || spec.startsWith('../')) {
				const target = resolve(dirname(join(dir, file)), spec);
				const inside = target.startsWith(resolve(dir) + sep);
				const found = ['', '.js', '.json', '/index.js'].some((ext) => existsSync(target + ext));
				if (!inside || !found)
					add(`line ${line}: requires ${spec}, which is not a file of the package`);
			} else if (!ALLOWED_MODULES.has(spec)) {
				add(`line ${line}: requires ${spec}; only n8n-workflow (and crypto) are available in n8n`);
			}
		};
		walk(ast, (node) => {
			const line = node.loc?.start.line;
			if (node.type === 'CallExpression' && node.callee.type === 'Identifier') {
				if (node.callee.name === 'require') {
					const arg = node.arguments[0];
					check(arg?.type === 'Literal' ? arg.value : undefined, line);
				}
			} else if (
				['ImportDeclaration', 'ImportExpression', 'ExportAllDeclaration'].includes(node.type) ||
				(node.type === 'ExportNamedDeclaration' && node.source)
			) {
				check(node.source?.type === 'Literal' ? node.source.value : undefined, line);
			}
		});
	}
	return out;
}
