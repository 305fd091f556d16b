// Driving a real n8n from its own CLI and REST API: a user folder with the packed package
// installed as a community package, credential and workflow imports, `n8n execute`, `n8n start`,
// owner setup and the list of loaded node types. Used by the e2e runner and by `npm start`.
import { spawn } from 'node:child_process';
import {
	createWriteStream,
	mkdirSync,
	readdirSync,
	readFileSync,
	rmSync,
	writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import {
	PROJECT_ROOT,
	cleanEnv,
	freePort,
	killTree,
	run,
	tail,
	trackChild,
	waitFor,
	writeJson,
} from './lib.mjs';
import { n8nMajor } from './ensure-n8n.mjs';

export const PACKAGE_NAME = 'n8n-nodes-design-generator';

/** The credential the example workflows name; `npm start` and the e2e create it with this id. */
export const DEMO_CREDENTIAL = {
	id: 'dgDemoCredential',
	name: 'Design Generator (local demo)',
	type: 'designGeneratorApi',
};

export const EXAMPLES_DIR = join(PROJECT_ROOT, 'examples');

/**
 * Starts the reference server (`serve` plus `extraArgs`) on the machine's Node (its native sqlite
 * module is built for it), in its own process group, and waits for /healthz. `waitForOutput`
 * (optional) picks a value out of what it printed, e.g. the demo key; `logFile` keeps its output.
 */
export async function startReferenceServer({ port, db, extraArgs = [], logFile, waitForOutput }) {
	const child = trackChild(
		spawn(
			process.execPath,
			[
				join(PROJECT_ROOT, 'dist', 'server', 'cli.js'),
				'serve',
				// Every caller delivers webhooks to an n8n on this machine (loopback), which the
				// server refuses unless told otherwise.
				...(extraArgs.includes('--webhook-allow-private') ? [] : ['--webhook-allow-private']),
				...extraArgs,
				'--port',
				String(port),
				'--host',
				'127.0.0.1',
				'--db',
				db,
			],
			{ cwd: PROJECT_ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
		),
	);
	const log = logFile ? createWriteStream(logFile, { flags: 'a' }) : undefined;
	let output = '';
	const collect = (d) => {
		log?.write(d);
		output = (output + d).slice(-20_000);
	};
	child.stdout.on('data', collect);
	child.stderr.on('data', collect);
	const baseUrl = `http://127.0.0.1:${port}`;
	const alive = () => child.exitCode === null && child.signalCode === null;
	try {
		await waitFor('the reference server', async () => (await fetch(`${baseUrl}/healthz`)).ok, {
			timeoutMs: 30_000,
			intervalMs: 200,
			alive,
		});
		const picked = waitForOutput
			? await waitFor("the reference server's output", () => waitForOutput(output), {
					timeoutMs: 10_000,
					intervalMs: 100,
					alive,
				})
			: undefined;
		return { child, port, baseUrl, picked, alive, stop: () => killTree(child) };
	} catch (e) {
		killTree(child, 'SIGKILL');
		throw new Error(`${e.message}\n${tail(output, 15)}`);
	}
}

/** The example workflows (examples/*.json), sorted by file name. */
export function loadExamples() {
	return readdirSync(EXAMPLES_DIR)
		.filter((f) => f.endsWith('.json'))
		.sort()
		.map((file) => ({
			file,
			workflow: JSON.parse(readFileSync(join(EXAMPLES_DIR, file), 'utf8')),
		}));
}

/** The environment n8n runs in: quiet, offline, loopback only, this user folder. */
export function n8nEnv(info, userFolder, extra = {}) {
	return cleanEnv({
		PATH: info.pathEnv,
		N8N_USER_FOLDER: userFolder,
		N8N_LISTEN_ADDRESS: '127.0.0.1',
		N8N_DIAGNOSTICS_ENABLED: 'false',
		N8N_PERSONALIZATION_ENABLED: 'false',
		N8N_VERSION_NOTIFICATIONS_ENABLED: 'false',
		N8N_TEMPLATES_ENABLED: 'false',
		N8N_HIRING_BANNER_ENABLED: 'false',
		N8N_ENFORCE_SETTINGS_FILE_PERMISSIONS: 'true',
		// Lets the AI Agent use a community node as a tool (off by default in n8n 1.x).
		N8N_COMMUNITY_PACKAGES_ALLOW_TOOL_USAGE: 'true',
		N8N_LOG_LEVEL: process.env.N8N_LOG_LEVEL || 'warn',
		// 1.x: no task runner, so no broker port to share (2.x always runs one; each command gets its own port).
		...(n8nMajor(info.version) < 2 && {
			N8N_RUNNERS_ENABLED: process.env.N8N_RUNNERS_ENABLED ?? 'false',
		}),
		...extra,
	});
}

/** Install the packed tarball the way n8n installs a community package: in <user folder>/.n8n/nodes. */
export async function installPackage(userFolder, tarball, { logFile } = {}) {
	const nodesDir = join(userFolder, '.n8n', 'nodes');
	mkdirSync(nodesDir, { recursive: true });
	writeJson(join(nodesDir, 'package.json'), {
		name: 'installed-nodes',
		private: true,
		dependencies: {},
	});
	// --legacy-peer-deps: otherwise npm installs a second n8n-workflow for the peer dependency.
	await run(
		'npm',
		['install', '--legacy-peer-deps', '--no-audit', '--no-fund', '--loglevel=error', tarball],
		{
			cwd: nodesDir,
			env: cleanEnv({
				npm_config_yes: 'true',
				npm_config_update_notifier: 'false',
				npm_config_audit: 'false',
				npm_config_fund: 'false',
			}),
			capture: true,
			timeoutMs: 5 * 60_000,
			logFile,
		},
	);
	return nodesDir;
}

/** Run one n8n CLI command to completion; each gets its own task-broker port. */
export async function n8nCli(
	info,
	userFolder,
	args,
	{ timeoutMs = 180_000, logFile, allowFailure = false, env = {} } = {},
) {
	const brokerPort = await freePort();
	const fullEnv = n8nEnv(info, userFolder, { N8N_RUNNERS_BROKER_PORT: String(brokerPort), ...env });
	try {
		return await run(info.nodeBin, [info.n8nBin, ...args], {
			env: fullEnv,
			capture: true,
			timeoutMs,
			logFile,
		});
	} catch (e) {
		if (allowFailure && e.stdout !== undefined)
			return { stdout: e.stdout, stderr: e.stderr, code: e.code };
		throw e;
	}
}

/**
 * Imports credentials with n8n's CLI. The file holds API keys in clear, so it is readable by its
 * owner only and removed once n8n has them (n8n keeps them encrypted in its database).
 */
export async function importCredentials(info, userFolder, credentials, opts = {}) {
	const file = join(userFolder, `credentials-${randomBytes(4).toString('hex')}.json`);
	writeFileSync(file, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });
	try {
		await n8nCli(info, userFolder, ['import:credentials', `--input=${file}`], opts);
	} finally {
		rmSync(file, { force: true });
	}
}

/** Import workflows (each with a 16-character id) from one folder, with one CLI start. */
export async function importWorkflows(info, userFolder, workflows, opts = {}) {
	const dir = join(userFolder, `workflows-${randomBytes(4).toString('hex')}`);
	mkdirSync(dir, { recursive: true });
	for (const wf of workflows) writeJson(join(dir, `${wf.id}.json`), wf);
	await n8nCli(info, userFolder, ['import:workflow', '--separate', `--input=${dir}`], opts);
}

/**
 * The run data printed by `n8n execute --rawOutput`: it shares stdout with log lines, so parse
 * from the first line that is exactly `{` to the next line that is exactly `}`.
 */
export function parseRawOutput(stdout) {
	const lines = stdout.split('\n');
	const start = lines.findIndex((l) => l.trimEnd() === '{');
	if (start < 0) return undefined;
	for (let end = start + 1; end < lines.length; end++) {
		if (lines[end].trimEnd() !== '}') continue;
		try {
			return JSON.parse(lines.slice(start, end + 1).join('\n'));
		} catch {
			/* keep looking */
		}
	}
	return undefined;
}

/** `n8n execute --id <id> --rawOutput`; returns the parsed run (judge it by `status`). */
export async function executeWorkflow(info, userFolder, id, opts = {}) {
	// A failed run's data is only printed at log level info ("Execution error:" then the JSON).
	const result = await n8nCli(info, userFolder, ['execute', `--id=${id}`, '--rawOutput'], {
		...opts,
		allowFailure: true,
		env: { N8N_LOG_LEVEL: 'info', ...opts.env },
	});
	const runData = parseRawOutput(result.stdout);
	if (!runData) {
		const err = new Error(
			`n8n execute --id=${id} printed no run data (exit ${result.code})\n${tail(result.stdout + result.stderr, 30)}`,
		);
		throw err;
	}
	return runData;
}

/** The output items of a node in a run: `[{ json, binary }]` of its first run, first output. */
export function nodeOutput(runResult, nodeName, runIndex = 0, outputIndex = 0) {
	const task = runResult?.data?.resultData?.runData?.[nodeName]?.[runIndex];
	if (!task) return undefined;
	if (task.error) return { error: task.error };
	return task.data?.main?.[outputIndex] ?? [];
}

/**
 * `n8n start` (or `command`, e.g. `worker`) in the background. Resolves once `readyPath` answers
 * on `port` (on 1.x `/healthz` answers earlier than the routes exist, so wait for `/rest/settings`).
 */
export async function startN8n(
	info,
	userFolder,
	{
		port,
		logFile,
		env = {},
		timeoutMs = 240_000,
		inheritOutput = false,
		command = 'start',
		readyPath = '/rest/settings',
	} = {},
) {
	port ||= await freePort();
	const brokerPort = await freePort();
	const fullEnv = n8nEnv(info, userFolder, {
		N8N_PORT: String(port),
		N8N_RUNNERS_BROKER_PORT: String(brokerPort),
		N8N_SECURE_COOKIE: 'false',
		N8N_EDITOR_BASE_URL: `http://127.0.0.1:${port}/`,
		...env,
	});
	const child = trackChild(
		spawn(info.nodeBin, [info.n8nBin, command], {
			env: fullEnv,
			detached: true,
			stdio: ['ignore', 'pipe', 'pipe'],
		}),
	);
	const out = logFile ? createWriteStream(logFile, { flags: 'a' }) : undefined;
	let recent = '';
	const onData = (stream) => (d) => {
		out?.write(d);
		if (inheritOutput) stream.write(d);
		recent = (recent + d).slice(-8000);
	};
	child.stdout.on('data', onData(process.stdout));
	child.stderr.on('data', onData(process.stderr));
	const baseUrl = `http://127.0.0.1:${port}`;
	const alive = () => child.exitCode === null && child.signalCode === null;
	try {
		await waitFor(
			`n8n ${info.version} ${command} on ${baseUrl}`,
			async () => (await fetch(baseUrl + readyPath, { signal: AbortSignal.timeout(5000) })).ok,
			{ timeoutMs, intervalMs: 1000, alive },
		);
	} catch (e) {
		killTree(child, 'SIGKILL');
		e.message += `\n--- n8n output (last lines)\n${tail(recent, 30)}`;
		throw e;
	}
	const stop = async (graceMs = 20_000) => {
		if (!alive()) return;
		killTree(child, 'SIGTERM');
		const deadline = Date.now() + graceMs;
		while (alive() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
		if (alive()) killTree(child, 'SIGKILL');
		out?.end();
	};
	return { child, port, baseUrl, stop, alive, recentOutput: () => recent };
}

/** A small REST client for n8n's internal API, with the session cookie and a stable browser id. */
export class N8nRest {
	constructor(baseUrl) {
		this.baseUrl = baseUrl;
		this.cookie = '';
		this.browserId = `dg-${randomBytes(8).toString('hex')}`;
	}

	async request(method, path, body) {
		const res = await fetch(this.baseUrl + path, {
			method,
			headers: {
				'content-type': 'application/json',
				'browser-id': this.browserId,
				...(this.cookie ? { cookie: this.cookie } : {}),
			},
			body: body === undefined ? undefined : JSON.stringify(body),
			signal: AbortSignal.timeout(30_000),
		});
		const setCookie = res.headers.getSetCookie?.() ?? [];
		const auth = setCookie.map((c) => c.split(';')[0]).find((c) => c.startsWith('n8n-auth='));
		if (auth) this.cookie = auth;
		const text = await res.text();
		let json;
		try {
			json = JSON.parse(text);
		} catch {
			json = undefined;
		}
		return { status: res.status, json, text };
	}

	/** Is an owner set up already? (settings say so on both 1.x and 2.x) */
	async ownerSetUp() {
		const r = await this.request('GET', '/rest/settings');
		const um = r.json?.data?.userManagement;
		return um ? !um.showSetupOnFirstLoad : undefined;
	}

	/** Create the owner of a fresh instance, or log in when it exists. */
	async ensureOwner({ email, password, firstName = 'Demo', lastName = 'Owner' }) {
		// 2.x may answer /rest/settings before its user management (and /rest/login) is up: wait
		// until the settings say whether an owner exists.
		const setUp = await waitFor(
			'n8n user management',
			async () => {
				const known = await this.ownerSetUp();
				return known === undefined ? undefined : { known };
			},
			{ timeoutMs: 60_000, intervalMs: 500 },
		);
		if (setUp.known === false) {
			const r = await this.request('POST', '/rest/owner/setup', {
				email,
				password,
				firstName,
				lastName,
			});
			if (r.status !== 200)
				throw new Error(`owner setup failed: ${r.status} ${r.text.slice(0, 300)}`);
			return 'created';
		}
		await this.login({ email, password });
		return 'existing';
	}

	async login({ email, password }) {
		// 1.x takes `email`, 2.x `emailOrLdapLoginId`: send both.
		const r = await this.request('POST', '/rest/login', {
			email,
			emailOrLdapLoginId: email,
			password,
		});
		if (r.status !== 200) throw new Error(`login failed: ${r.status} ${r.text.slice(0, 300)}`);
	}

	/** Names of every node type the running n8n loaded (what the editor's node panel offers). */
	async loadedNodeTypeNames() {
		const r = await this.request('GET', '/types/nodes.json');
		if (r.status === 200 && Array.isArray(r.json)) return r.json.map((t) => t.name);
		throw new Error(`GET /types/nodes.json: ${r.status} ${r.text.slice(0, 200)}`);
	}

	/** Names of every credential type the running n8n loaded. */
	async loadedCredentialTypeNames() {
		const r = await this.request('GET', '/types/credentials.json');
		if (r.status === 200 && Array.isArray(r.json)) return r.json.map((t) => t.name);
		throw new Error(`GET /types/credentials.json: ${r.status} ${r.text.slice(0, 200)}`);
	}
}

export function randomId16() {
	// n8n workflow ids: 16 alphanumeric characters.
	const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
	return Array.from(randomBytes(16), (b) => alphabet[b % alphabet.length]).join('');
}
