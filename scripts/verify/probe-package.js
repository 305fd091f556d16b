// Loads an installed copy of the node package as n8n does: requires every file that package.json's
// `n8n` section lists, instantiates its class, and reads the description. Prints one JSON report on
// stdout and exits 0 when everything loaded, 1 otherwise.
//
//   node scripts/verify/probe-package.js <folder of the installed package>
//
// Plain CommonJS with no dependencies, so that it runs unchanged on every Node tested (20, 22, 24):
// n8n-workflow must be resolvable from the package's folder (the caller installs it beside it).
'use strict';
const { existsSync, readFileSync } = require('node:fs');
const { basename, dirname, join, resolve } = require('node:path');

/** Description keys whose strings n8n shows to people (the texts that must be English). */
const TEXT_KEYS = new Set(['displayName', 'description', 'placeholder', 'hint', 'action']);

/** Every human-readable string of a description: texts, and option names (they have a value). */
function collectTexts(value, out, path = '') {
	if (Array.isArray(value)) {
		value.forEach((v, i) => collectTexts(v, out, `${path}[${i}]`));
		return out;
	}
	if (!value || typeof value !== 'object') return out;
	for (const [key, v] of Object.entries(value)) {
		const here = path ? `${path}.${key}` : key;
		const isText = TEXT_KEYS.has(key) || (key === 'name' && 'value' in value);
		if (isText && typeof v === 'string' && v.trim() && !v.startsWith('=')) out.push([here, v]);
		else if (typeof v === 'object') collectTexts(v, out, here);
	}
	return out;
}

/** The icon files a description names (`file:x.svg`, or light and dark), relative to `dir`. */
function missingIcons(icon, dir) {
	const names = typeof icon === 'string' ? [icon] : icon ? Object.values(icon) : [];
	return names
		.filter((n) => typeof n === 'string' && n.startsWith('file:'))
		.map((n) => n.slice('file:'.length))
		.filter((n) => !existsSync(join(dir, n)));
}

function probe(pkgDir, relFile, kind) {
	const file = join(pkgDir, relFile);
	const entry = { kind, file: relFile, ok: false };
	try {
		const exported = require(file);
		const className = basename(relFile).split('.')[0];
		const Type = exported[className];
		if (typeof Type !== 'function')
			throw new Error(`exports no class named ${className} (found: ${Object.keys(exported)})`);
		const instance = new Type();
		// A versioned node keeps its shared description in `description` too.
		const d = kind === 'node' ? instance.description : instance;
		if (!d || typeof d !== 'object') throw new Error('has no description');
		const problems = [];
		for (const field of ['name', 'displayName'])
			if (typeof d[field] !== 'string' || !d[field]) problems.push(`no ${field}`);
		if (!Array.isArray(d.properties)) problems.push('no properties array');
		if (kind === 'node') {
			for (const field of ['inputs', 'outputs'])
				if (!Array.isArray(d[field]) && typeof d[field] !== 'string') problems.push(`no ${field}`);
			if (d.version === undefined && d.defaultVersion === undefined) problems.push('no version');
		}
		const icons = missingIcons(d.icon, dirname(file));
		if (icons.length) problems.push(`icon file missing: ${icons.join(', ')}`);
		if (problems.length) throw new Error(`description: ${problems.join('; ')}`);
		Object.assign(entry, {
			ok: true,
			name: d.name,
			displayName: d.displayName,
			properties: d.properties.length,
			texts: collectTexts(
				kind === 'node' ? d : { displayName: d.displayName, properties: d.properties },
				[],
			),
		});
	} catch (error) {
		entry.error = String((error && error.message) || error).split('\n')[0];
	}
	return entry;
}

const pkgDir = resolve(process.argv[2] || '.');
const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
const n8n = pkg.n8n || {};
const entries = [
	...(n8n.nodes || []).map((f) => probe(pkgDir, f, 'node')),
	...(n8n.credentials || []).map((f) => probe(pkgDir, f, 'credential')),
];
const report = {
	node: process.version,
	n8nWorkflow: (() => {
		try {
			return require(require.resolve('n8n-workflow/package.json', { paths: [pkgDir] })).version;
		} catch {
			return undefined;
		}
	})(),
	entries,
};
if (!entries.length) report.error = 'package.json lists no nodes or credentials in its n8n section';
process.stdout.write(`${JSON.stringify(report)}\n`);
process.exitCode = entries.length && entries.every((e) => e.ok) ? 0 : 1;
