#!/usr/bin/env node
// `npm run lint:openapi` (part of `npm test`): Redocly's linter, recommended rules (redocly.yaml),
// on the OpenAPI document as the built server serves it at /openapi.json. Fails on any error or
// warning: the document is to be clean, not merely valid. Needs `npm run build` first.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { startServer } = await import(join(root, 'dist', 'server', 'index.js')).catch(() => {
	console.error('lint:openapi: dist/server is missing; run `npm run build` first.');
	process.exit(1);
});

const server = await startServer({ port: 0, host: '127.0.0.1', db: ':memory:' });
let document;
try {
	const res = await fetch(`${server.url}/openapi.json`);
	if (!res.ok) throw new Error(`GET /openapi.json answered ${res.status}`);
	document = await res.text();
} finally {
	await server.close();
}
const dir = mkdtempSync(join(tmpdir(), 'dg-openapi-'));
const file = join(dir, 'openapi.json');
writeFileSync(file, document);

const lint = spawnSync(
	process.execPath,
	[
		join(root, 'node_modules', '@redocly', 'cli', 'bin', 'cli.js'),
		'lint',
		'--config',
		join(root, 'redocly.yaml'),
		'--format',
		'json',
		file,
	],
	{ encoding: 'utf8', env: { ...process.env, REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
);
rmSync(dir, { recursive: true, force: true });
let result;
try {
	result = JSON.parse(lint.stdout);
} catch {
	console.error(`lint:openapi: Redocly gave no report (exit ${lint.status}):\n${lint.stderr}`);
	process.exit(1);
}
const { errors, warnings } = result.totals;
for (const p of result.problems) {
	const where = p.location?.[0]?.pointer ?? '';
	console.log(`  ${p.severity} ${p.ruleId} at ${where}: ${p.message}`);
}
if (errors + warnings > 0) {
	console.error(
		`lint:openapi: Redocly (recommended rules) found ${errors} error(s) and ${warnings} warning(s) in /openapi.json; fix the document (server/openapi.ts, the routes' schemas).`,
	);
	process.exit(1);
}
console.log(
	`lint:openapi: /openapi.json is clean under Redocly ${result.version}'s recommended rules.`,
);
