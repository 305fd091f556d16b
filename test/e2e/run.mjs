#!/usr/bin/env node
// End-to-end tests in real n8n (`npm run test:e2e`).
//
// Builds and packs the package, then for each n8n version: installs n8n into the cache (once),
// installs the tarball as a community package into a fresh user folder, starts the reference
// server with a fresh database, imports credentials and workflows with n8n's CLI, runs each
// workflow with `n8n execute` and checks its output, runs the Edit and Get Tech Pack workflow and
// example 06 again in n8n's in-memory and filesystem binary data modes (binary-modes.mjs), runs
// one workflow in two more fresh n8n instances against the same account, runs the two triggers in a started n8n (triggers.mjs),
// runs collections in the three completion modes with cancel and a service restart (collections.mjs), runs
// example 03's AI Agent in a started n8n on a scripted model double (ai-agent.mjs), runs the same
// workflows again on n8n in queue mode (main + worker, Redis, PostgreSQL: queue-mode.mjs), runs
// the node and its credential test against the four stand-in services (standins.mjs), then
// starts n8n and checks that the node, its AI-tool variant and the credential are loaded.
//
// The versions run side by side, each in its own folders, ports and processes: a run is mostly one
// n8n start after another (each `n8n execute` and import is one), and an n8n start keeps one core
// busy, so one version at a time left the second core idle. Each line then starts with its version.
//
// Options: --versions=1.123.81,2.40.7 (or 1,2; env DG_E2E_N8N_VERSIONS), --skip-build,
// --serial (one version after the other), --keep (keep the temp folders, which are kept anyway
// when something fails), --only=TEXT (run only the checks whose title contains TEXT, repeatable;
// setup always runs).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureN8n, resolveVersion } from '../../scripts/n8n/ensure-n8n.mjs';
import {
	N8N_VERSIONS,
	PROJECT_ROOT,
	installCleanup,
	killAllChildren,
	run,
	writeJson,
} from '../../scripts/n8n/lib.mjs';
import {
	N8nRest,
	executeWorkflow,
	importCredentials,
	importWorkflows,
	installPackage,
	startN8n,
} from '../../scripts/n8n/instance.mjs';
import { AI_AGENT } from './ai-agent.mjs';
import { BINARY_MODES } from './binary-modes.mjs';
import { COLLECTIONS } from './collections.mjs';
import { COLLECTIONS_E2E } from './collection-resume.mjs';
import { EDITOR_OPTIONS } from './editor-options.mjs';
import { EXAMPLES } from './examples.mjs';
import { startServerWithKeys } from './reference-server.mjs';
import { QUEUE_MODE } from './queue-mode.mjs';
import { STANDINS_E2E } from './standins.mjs';
import { TRIGGERS, POLLING_TRIGGER_TYPE, TRIGGER_TYPE } from './triggers.mjs';
import { TWO_INSTANCES } from './two-instances.mjs';
import { CREDENTIAL_TYPE, NODE_TYPE, TOOL_NODE_TYPE, credentialsFor } from './workflow-kit.mjs';
import { WORKFLOW_CHECKS } from './workflows.mjs';

const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const versions = (
	option('versions') ||
	process.env.DG_E2E_N8N_VERSIONS ||
	Object.values(N8N_VERSIONS).join(',')
)
	.split(',')
	.map((v) => resolveVersion(v.trim()))
	.filter(Boolean);

// --only may be given several times: a check runs when its title contains any of them.
const only = args.filter((a) => a.startsWith('--only=')).map((a) => a.slice('--only='.length));
const selected = (title) => only.length === 0 || only.some((text) => title.includes(text));
const CREDENTIAL_TITLE =
	"n8n's credential test against the reference server: OK for a Business key, Error for a revoked key, a wrong API Path Prefix and a Base URL that answers with a web page";
const LOADED_TITLE = `n8n start: ${NODE_TYPE}, ${TOOL_NODE_TYPE} (AI tool), both triggers, the ${CREDENTIAL_TYPE} credential and every example are loaded`;
const CHECK_TITLES = [
	...WORKFLOW_CHECKS.map((c) => c.title),
	...BINARY_MODES.titles,
	TWO_INSTANCES.title,
	...TRIGGERS.titles,
	...COLLECTIONS.titles,
	...COLLECTIONS_E2E.titles,
	...AI_AGENT.titles,
	...QUEUE_MODE.titles,
	...STANDINS_E2E.titles,
	EDITOR_OPTIONS.title,
	CREDENTIAL_TITLE,
	LOADED_TITLE,
].filter(selected);

const say = (line = '') => console.log(line);
const serial = flag('serial') || versions.length < 2;
/** The output of one version's run: its lines start with the version when versions run together. */
const sayFor = (version) =>
	serial
		? say
		: (line = '') =>
				console.log(
					String(line)
						.split('\n')
						.map((l) => `[${version}] ${l}`)
						.join('\n'),
				);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
let installs = Promise.resolve();
const tempDirs = [];
let keepTemp = flag('keep');

installCleanup({ after: removeTemp });

function removeTemp() {
	if (keepTemp) return;
	for (const d of tempDirs) rmSync(d, { recursive: true, force: true });
}

function makeTemp(prefix) {
	const dir = mkdtempSync(join(tmpdir(), prefix));
	tempDirs.push(dir);
	return dir;
}

/** One version: every check is recorded as passed or failed, with its time. */
async function testVersion(version, tarball) {
	const say = sayFor(version);
	const results = [];
	const check = async (title, fn) => {
		const started = Date.now();
		try {
			const value = await fn();
			results.push({ title, ok: true, ms: Date.now() - started });
			say(`  ok    ${title} (${seconds(Date.now() - started)})`);
			return value;
		} catch (e) {
			results.push({ title, ok: false, ms: Date.now() - started, error: e });
			say(`  FAIL  ${title} (${seconds(Date.now() - started)})`);
			say(
				String(e.stack || e.message)
					.split('\n')
					.slice(0, 25)
					.map((l) => `        ${l}`)
					.join('\n'),
			);
			return undefined;
		}
	};
	const notRun = (reason) => {
		for (const title of CHECK_TITLES) results.push({ title, ok: false, error: new Error(reason) });
		say(`  FAIL  ${CHECK_TITLES.length} checks not run: ${reason}`);
	};

	say(serial ? `\nn8n ${version}` : `n8n ${version}`);
	// One install at a time, even when the versions run together: each draws its progress on the
	// terminal's last line. The other version's checks meanwhile run.
	const installed = installs.then(() => ensureN8n(version));
	installs = installed.catch(() => undefined);
	const info = await check(
		`n8n ${version} is installed (cache: ~/.cache/n8n-nodes-design-generator)`,
		() => installed,
	);
	if (!info) return (notRun('n8n is not installed'), results);

	const dir = makeTemp(`dg-e2e-${version}-`);
	const userFolder = join(dir, 'n8n-user');
	const logFile = join(dir, 'n8n-cli.log');
	let server;
	try {
		const ready = await check(
			'setup: reference server, keys, package installed into .n8n/nodes, credentials and workflows imported',
			async () => {
				server = await startServerWithKeys(join(dir, 'design-generator.sqlite'));
				await installPackage(userFolder, tarball, { logFile });
				await importCredentials(info, userFolder, credentialsFor(server), { logFile });
				// The examples exactly as shipped, plus the test workflows.
				const workflows = new Map(
					[
						...EXAMPLES.map((e) => e.workflow),
						...WORKFLOW_CHECKS.map((c) => c.workflow),
						...BINARY_MODES.workflows(dir),
					].map((w) => [w.id, w]),
				);
				await importWorkflows(info, userFolder, [...workflows.values()], { logFile });
				return true;
			},
		);
		if (!ready) return (notRun('setup failed'), results);

		for (const c of WORKFLOW_CHECKS.filter((c) => selected(c.title))) {
			await check(c.title, async () => {
				const runResult = await executeWorkflow(info, userFolder, c.workflow.id, { logFile });
				writeJson(join(dir, 'runs', `${c.workflow.id}.json`), runResult); // for a look when it fails
				c.assert(runResult);
			});
		}

		await BINARY_MODES.run({ info, userFolder, dir, check, selected, server, logFile });

		if (selected(TWO_INSTANCES.title)) {
			await check(TWO_INSTANCES.title, async () => {
				const runs = await TWO_INSTANCES.run({
					info,
					tarball,
					dir,
					credentials: credentialsFor(server),
					logFile,
				});
				runs.forEach((runResult, i) =>
					writeJson(join(dir, 'runs', `two-instances-${i + 1}.json`), runResult),
				);
				TWO_INSTANCES.assert(runs);
			});
		}

		await TRIGGERS.run({ info, tarball, dir, check, selected, server });

		await COLLECTIONS.run({ info, tarball, dir, check, selected });
		await COLLECTIONS_E2E.run({ info, tarball, dir, check, selected });

		await AI_AGENT.run({ info, tarball, dir, check, selected, server });

		await QUEUE_MODE.run({ info, tarball, dir, check, selected });

		await STANDINS_E2E.run({ info, tarball, dir, check, selected, say });

		if (![LOADED_TITLE, EDITOR_OPTIONS.title, CREDENTIAL_TITLE].some(selected)) return results;
		// One started n8n, logged in, for the checks that talk to its REST API like the editor.
		let started;
		const startedN8n = async () => {
			if (started) return started;
			const n8n = await startN8n(info, userFolder, { logFile: join(dir, 'n8n-start.log') });
			const rest = new N8nRest(n8n.baseUrl);
			started = { n8n, rest };
			await rest.ensureOwner({ email: 'e2e@example.com', password: 'E2e-Passw0rd!' });
			return started;
		};
		try {
			if (selected(EDITOR_OPTIONS.title)) {
				await check(EDITOR_OPTIONS.title, async () => {
					const { rest } = await startedN8n();
					for (const line of await EDITOR_OPTIONS.run(rest, server)) say(`        ${line}`);
				});
			}
			if (selected(CREDENTIAL_TITLE)) {
				await check(CREDENTIAL_TITLE, async () => {
					const { rest, n8n } = await startedN8n();
					const [good, revoked] = credentialsFor(server);
					const cases = [
						[good, 'OK'],
						[revoked, 'Error'],
						[{ ...good, data: { ...good.data, apiPrefix: '/v2' } }, 'Error'],
						// A Base URL that answers 200 with a web page: n8n's own editor.
						[{ ...good, data: { ...good.data, baseUrl: n8n.baseUrl } }, 'Error'],
					];
					for (const [credential, expected] of cases) {
						const r = await rest.request('POST', '/rest/credentials/test', {
							credentials: credential,
						});
						const { status, message } = r.json?.data ?? {};
						say(
							`        ${credential.data.baseUrl}${credential.data.apiPrefix} ${expected}: ${status} "${message}"`,
						);
						if (status !== expected)
							throw new Error(`expected ${expected}, got ${r.status} ${r.text.slice(0, 300)}`);
					}
				});
			}
			if (!selected(LOADED_TITLE)) return results;
			await check(LOADED_TITLE, async () => {
				const { rest } = await startedN8n();
				const names = await rest.loadedNodeTypeNames();
				for (const name of [NODE_TYPE, TOOL_NODE_TYPE, TRIGGER_TYPE, POLLING_TRIGGER_TYPE]) {
					if (!names.includes(name))
						throw new Error(`${name} is not among the ${names.length} loaded node types`);
				}
				const creds = await rest.loadedCredentialTypeNames();
				if (!creds.includes(CREDENTIAL_TYPE))
					throw new Error(`${CREDENTIAL_TYPE} is not among the loaded credential types`);
				for (const { file, workflow } of EXAMPLES) {
					const r = await rest.request('GET', `/rest/workflows/${workflow.id}`);
					if (r.status !== 200)
						throw new Error(`example ${file} is not in n8n after import: ${r.status}`);
				}
			});
		} finally {
			await started?.n8n.stop();
		}
	} finally {
		server?.stop();
		if (results.some((r) => !r.ok)) {
			keepTemp = true;
			say(`  (kept for a look: ${dir}; n8n CLI output in ${logFile})`);
		}
	}
	return results;
}

async function main() {
	const started = Date.now();
	say(`e2e in real n8n: ${versions.join(', ')}`);
	if (!flag('skip-build')) {
		say('building...');
		await run('npm', ['run', 'build'], {
			cwd: PROJECT_ROOT,
			capture: true,
			timeoutMs: 10 * 60_000,
		});
	}
	const packDir = makeTemp('dg-e2e-pack-');
	const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', packDir], {
		cwd: PROJECT_ROOT,
		capture: true,
		timeoutMs: 120_000,
	});
	const packed = JSON.parse(stdout.slice(stdout.indexOf('[')))[0];
	const tarball = join(packDir, packed.filename);
	say(`packed ${packed.filename} (${packed.entryCount} files)`);

	const testOne = async (version) => {
		const vStart = Date.now();
		const results = await testVersion(version, tarball);
		const passed = results.filter((r) => r.ok).length;
		sayFor(version)(
			`n8n ${version}: ${passed} passed, ${results.length - passed} failed (${seconds(Date.now() - vStart)})`,
		);
		return { version, passed, failed: results.length - passed, ms: Date.now() - vStart };
	};
	const perVersion = [];
	if (serial) for (const version of versions) perVersion.push(await testOne(version));
	else perVersion.push(...(await Promise.all(versions.map(testOne))));
	const passed = perVersion.reduce((n, v) => n + v.passed, 0);
	const failed = perVersion.reduce((n, v) => n + v.failed, 0);
	say(
		`\nreal n8n ${perVersion.map((v) => `${v.version} ${v.failed ? 'FAILED' : 'passed'}`).join(', ')} in ${seconds(Date.now() - started)}`,
	);
	say(`e2e: ${passed} passed, ${failed} failed`);
	return failed === 0 && versions.length > 0 ? 0 : 1;
}

main().then(
	async (code) => {
		await killAllChildren();
		removeTemp();
		process.exit(code);
	},
	async (e) => {
		console.error(`e2e: ${e.stack || e.message}`);
		say('e2e: 0 passed, 1 failed');
		await killAllChildren();
		process.exit(1);
	},
);
