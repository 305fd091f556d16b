#!/usr/bin/env node
// `npm run docs:screenshots`: the README's screenshots, taken from real n8n in a real browser, and
// an end-to-end test of the UI at the same time.
//
// Starts what `npm start` starts (scripts/start.mjs, with a fresh data folder: stack.mjs), drives
// n8n in Debian's Chromium with playwright-core (n8n-steps.mjs), then the reference server's
// pages (server-steps.mjs), and saves the PNGs in docs/screenshots/. Fails when a screen shows an
// error (browser.mjs says what counts); each step has a time limit, and a failed step is named,
// with a screenshot of the screen as it was (data/screenshots-failed/). Everything it started is
// stopped, by pid, in every case. The PNGs are replaced only when every step passed.
//
// Options: --n8n=1|2|<version> (default: what `npm start` runs), --out=<folder>
// (docs/screenshots), --step-timeout=<seconds> (60), --keep (keep the data folder).
import { cpSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { PROJECT_ROOT } from '../n8n/lib.mjs';
import { launchBrowser } from './browser.mjs';
import { N8N_STEPS } from './n8n-steps.mjs';
import { StepFailure, brief, runSteps, seconds } from './runner.mjs';
import { SERVER_STEPS } from './server-steps.mjs';
import { startStack } from './stack.mjs';

const args = process.argv.slice(2);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const OUT_DIR = resolve(PROJECT_ROOT, option('out') || 'docs/screenshots');
const FAILURES_DIR = join(PROJECT_ROOT, 'data', 'screenshots-failed');
const STEP_TIMEOUT_MS = Number(option('step-timeout') || 60) * 1000;
// The first `npm start` installs n8n into the cache: minutes.
const START_TIMEOUT_MS = 30 * 60_000;
const N8N_VIEWPORT = { width: 1440, height: 900 };

const say = (line = '') => console.log(line);
const show = (path) => relative(process.cwd(), path) || path;

const started = Date.now();
const dataDir = mkdtempSync(join(tmpdir(), 'dg-screenshots-'));
const stagingDir = join(dataDir, 'screenshots');
let stack;
let browser;

/** Stop the browser, then npm start (as Ctrl-C would); returns what went wrong stopping. */
async function stopEverything() {
	const problems = [];
	await browser?.close();
	if (stack) {
		const report = await stack.stop();
		if (report && !report.clean)
			problems.push(
				`npm start did not stop cleanly on SIGTERM (exit ${report.code}):\n  ${report.said.replace(/\n/g, '\n  ')}`,
			);
		if (stack.leftRunning)
			problems.push(`npm start left ${stack.leftRunning} process(es) running (killed by pid)`);
	}
	browser = stack = undefined;
	return problems;
}
let stopping;
/** Once, whoever asks first (the end of the run or a signal). */
const stopAll = () => (stopping ??= stopEverything());

let interrupted;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
	process.on(signal, async () => {
		if (interrupted) return;
		interrupted = signal;
		say(`\n${signal}: stopping the browser and npm start...`);
		await stopAll();
		if (!args.includes('--keep')) rmSync(dataDir, { recursive: true, force: true });
		say('Stopped.');
		process.exit(signal === 'SIGINT' ? 130 : 143);
	});
// Last resort if this process ends some other way.
process.on('exit', () => {
	browser?.killNow();
	stack?.killNow();
});

async function main() {
	rmSync(FAILURES_DIR, { recursive: true, force: true });
	mkdirSync(stagingDir, { recursive: true });
	say(`docs:screenshots: npm start with a fresh data folder (${dataDir})`);
	stack = await startStack({
		dataDir,
		n8nVersion: option('n8n'),
		timeoutMs: START_TIMEOUT_MS,
		log: (line) => line.startsWith('•') && say(`  npm start ${line}`),
		onSpawn: (handle) => (stack = handle),
	});
	say(
		`  n8n ${stack.version} at ${stack.n8nUrl}, reference server at ${stack.serverUrl} (${seconds(Date.now() - started)})`,
	);
	browser = await launchBrowser();
	const common = {
		browser: browser.browser,
		stack,
		stagingDir,
		failuresDir: FAILURES_DIR,
		stepTimeoutMs: STEP_TIMEOUT_MS,
		say,
	};
	say(`  Chromium ${browser.browser.version()} (pid ${browser.pid}), n8n:`);
	const shots = await runSteps(N8N_STEPS, {
		...common,
		contextOptions: { viewport: N8N_VIEWPORT },
	});
	say('  reference server:');
	shots.push(...(await runSteps(SERVER_STEPS, common)));

	mkdirSync(OUT_DIR, { recursive: true });
	say(`\nSaved ${shots.length} screenshots in ${show(OUT_DIR)}/:`);
	for (const file of shots) {
		cpSync(join(stagingDir, file), join(OUT_DIR, file));
		say(`  ${file} (${Math.round(statSync(join(OUT_DIR, file)).size / 1024)} KiB)`);
	}
}

let failed = false;
try {
	await main();
} catch (e) {
	// Stopped by a signal: the steps fail as the browser goes; the signal handler ends the run.
	if (interrupted) await new Promise(() => {});
	failed = true;
	console.error(
		`\ndocs:screenshots failed: ${e instanceof StepFailure ? e.message : brief(e.message)}`,
	);
}
const stopProblems = await stopAll();
for (const problem of stopProblems) console.error(`docs:screenshots: ${problem}`);
failed ||= stopProblems.length > 0;
if (failed || args.includes('--keep'))
	say(`Data folder kept for its logs: ${dataDir} (n8n/*/n8n.log, server.log)`);
else rmSync(dataDir, { recursive: true, force: true });
say(`${failed ? 'Failed' : 'Done'} in ${seconds(Date.now() - started)}.`);
process.exit(failed ? 1 : 0);
