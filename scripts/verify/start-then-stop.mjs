#!/usr/bin/env node
// CI: `npm start` as a newcomer runs it, until it says it is ready, then Ctrl-C, before `npm test`
// runs in the same clone: what `npm start` leaves behind (n8n's files under data/, the build) must
// never fail the tests. Fails when the start does not get ready, or does not stop as the user was
// told (exit 130, "Stopped.").
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../n8n/lib.mjs';

// The first start installs n8n into the cache (docs/server.md, "The first start").
const READY_WITHIN_MS = 20 * 60_000;
const STOPPED_WITHIN_MS = 60_000;

const child = spawn('npm', ['start'], {
	cwd: PROJECT_ROOT,
	detached: true,
	stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
const collect = (chunk) => {
	output += chunk;
	process.stdout.write(chunk);
};
child.stdout.on('data', collect);
child.stderr.on('data', collect);
const exited = new Promise((resolve) =>
	child.once('exit', (code, signal) => resolve({ code, signal })),
);

function fail(message) {
	process.stderr.write(`\nnpm start check failed: ${message}\n`);
	try {
		process.kill(-child.pid, 'SIGKILL');
	} catch {
		/* already gone */
	}
	process.exit(1);
}

const started = Date.now();
const ready = await Promise.race([
	new Promise((resolve) => {
		const poll = setInterval(() => {
			if (/is ready \(\d+ s\)/.test(output)) {
				clearInterval(poll);
				resolve(true);
			}
		}, 500);
		exited.then(() => {
			clearInterval(poll);
			resolve(false);
		});
	}),
	new Promise((resolve) => setTimeout(() => resolve(false), READY_WITHIN_MS).unref()),
]);
if (!ready) fail(`not ready after ${Math.round((Date.now() - started) / 1000)} s`);

// Ctrl-C in a terminal reaches the whole foreground process group.
process.kill(-child.pid, 'SIGINT');
const how = await Promise.race([
	exited,
	new Promise((resolve) => setTimeout(() => resolve(null), STOPPED_WITHIN_MS).unref()),
]);
if (!how) fail(`still running ${STOPPED_WITHIN_MS / 1000} s after Ctrl-C`);
if (how.code !== 130) fail(`exit code ${how.code ?? how.signal} after Ctrl-C, 130 expected`);
if (!output.includes('Stopped.')) fail('no "Stopped." line after Ctrl-C');
if (!existsSync(join(PROJECT_ROOT, 'data', 'n8n')))
	fail('data/n8n is missing, so the check did not exercise what npm start leaves behind');
process.stdout.write(
	`\nnpm start: ready in ${Math.round((Date.now() - started) / 1000)} s, stopped with exit code 130\n`,
);
