#!/usr/bin/env node
// `npm run test:prism [-- <jest paths>]`: the black-box suites once more, every request through
// Stoplight Prism's validating proxy (`prism proxy`, test/harness/prism.ts), and a summary of what
// Prism saw. Fails when a suite fails, when Prism found any response violation, or when it
// validated nothing (a run that checked nothing is no pass).
//
// Default suites: those of test/server and test/node that can reach Prism, but SPAWNED_ONLY and
// MEASURING, on the SQLite store only (the document and the responses do not depend on the store;
// the PostgreSQL run would double the time for nothing).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const paths = process.argv.slice(2);
// Suites whose servers are child processes (`dist/server/cli.js serve`): nothing they send goes
// through the proxy, so the default run leaves them out (npm test runs them on both stores).
const SPAWNED_ONLY = [
	'test/server/cli.test.ts',
	'test/server/cli-serve.test.ts',
	'test/server/cli-lifecycle.test.ts',
];
// Suites that measure the server or the node over time (pacing, delivery retries and back-off,
// held responses, restarts) with requests whose operations and statuses the other suites send too:
// in a run of them all, none of theirs was the only one of its operation and status of the 216
// seen, while they took a sixth of the run's time. npm test runs them on both stores.
const MEASURING = [
	'test/node/pacing.test.ts',
	'test/server/webhook-delivery.test.ts',
	'test/server/webhook-restart.test.ts',
	'test/server/response-delay.test.ts',
];
const PRISM_MODULE = 'test/harness/prism';
/**
 * Does the test module `file` import the Prism harness, itself or through other test modules? Only
 * then can a request of its go through the proxy (unit suites and those with their own scripted
 * services cannot), so the others are not run again here.
 */
function reachesPrism(file, seen = new Set()) {
	if (seen.has(file)) return false;
	seen.add(file);
	const imports = readFileSync(file, 'utf8').matchAll(
		/(?:from|import\(|require\()\s*'(\.\.?\/[^']+)'/g,
	);
	for (const [, spec] of imports) {
		const target = join(dirname(file), spec).replace(/\.ts$/, '');
		if (target === PRISM_MODULE) return true;
		if (
			target.startsWith('test/') &&
			existsSync(`${target}.ts`) &&
			reachesPrism(`${target}.ts`, seen)
		)
			return true;
	}
	return false;
}
/** The default suites: test files of test/server and test/node that reach Prism, less the two lists. */
const defaultSuites = () =>
	['test/server', 'test/node'].flatMap((dir) =>
		readdirSync(dir)
			.map((name) => `${dir}/${name}`)
			.filter(
				(file) =>
					file.endsWith('.test.ts') &&
					![...SPAWNED_ONLY, ...MEASURING].includes(file) &&
					reachesPrism(file),
			)
			.map((file) => `${file.replace(/\./g, '\\.')}$`),
	);
const dir = mkdtempSync(join(tmpdir(), 'dg-prism-report-'));
const report = join(dir, 'report.jsonl');
const started = Date.now();
const jest = spawnSync(
	'npx',
	['jest', ...(paths.length ? paths : defaultSuites()), '--selectProjects', 'sqlite'],
	{ stdio: 'inherit', env: { ...process.env, DG_TEST_VIA_PRISM: '1', DG_PRISM_REPORT: report } },
);
const files = readLines(report);
rmSync(dir, { recursive: true, force: true });

const validated = files.reduce((n, f) => n + f.validated, 0);
const requestViolations = files.reduce((n, f) => n + f.requestViolations, 0);
const unvalidated = {};
for (const f of files)
	for (const [reason, { count, example }] of Object.entries(f.unvalidated)) {
		unvalidated[reason] ??= { count: 0, example: `${example} in ${f.file}` };
		unvalidated[reason].count += count;
	}
const violations = files.flatMap((f) => f.violations.map((v) => ({ ...v, file: f.file })));
const operations = new Set(files.flatMap((f) => f.operations));
const exercised = new Set(files.flatMap((f) => f.exercised));
const missed = [...operations].filter((o) => !exercised.has(o));
const answered = new Set(files.flatMap((f) => f.answered));

const seconds = Math.round((Date.now() - started) / 1000);
console.log(`\nPrism (${seconds} s, ${files.length} test files through the proxy):`);
console.log(`  ${validated} responses validated against /openapi.json`);
console.log(
	`  ${operations.size - missed.length} of the document's ${operations.size} operations (each at each of its servers) exercised${missed.length ? `; not: ${missed.join(', ')}` : ''}`,
);
console.log(`  ${answered.size} distinct operation and status pairs among them`);
console.log(
	`  ${requestViolations} request violations (the suites' deliberately invalid requests; not failures)`,
);
for (const [reason, { count, example }] of Object.entries(unvalidated))
	console.log(
		`  ${count} requests Prism would not forward (${reason}): sent directly, not validated\n        e.g. ${example}`,
	);
console.log(`  ${violations.length} response violations`);
const byMessage = new Map();
for (const v of violations) {
	const key = v.message.replace(/\b(dsn|pub|evt|whe|req)_[A-Za-z0-9]+/g, '$1_…');
	const entry = byMessage.get(key) ?? { count: 0, example: v };
	entry.count += 1;
	byMessage.set(key, entry);
}
for (const [message, { count, example }] of byMessage)
	console.log(
		`    ${count} × ${message}\n        e.g. ${example.request} → ${example.status} in ${example.file}`,
	);

if (jest.status !== 0) fail(`the suites failed (jest exited ${jest.status ?? jest.signal})`);
if (violations.length > 0) fail('Prism found response violations (above)');
if (validated === 0) fail('Prism validated no response: the suites did not go through it');
console.log('test:prism passed');

function fail(message) {
	console.error(`test:prism failed: ${message}`);
	process.exit(1);
}

function readLines(file) {
	try {
		return readFileSync(file, 'utf8')
			.split('\n')
			.filter(Boolean)
			.map((line) => JSON.parse(line));
	} catch {
		return [];
	}
}
