#!/usr/bin/env node
// `npm start`: the reference server and a real n8n with this package installed, ready to use.
//
// Builds and packs the package, installs n8n into the cache if needed (first time: minutes),
// starts the reference server with a demo Business account (database in ./data), installs the
// package into n8n's user folder (./data/n8n/<line>, kept between runs) the way n8n installs a
// community package, creates the credential, imports the example workflows, starts n8n, creates
// its owner, and prints what to open. Ctrl-C stops everything.
//
// Environment: DG_N8N_VERSION (1, 2 or a full version; default: 2.x, else 1.x if 2.x cannot be
// installed), DG_SERVER_PORT (8765), DG_N8N_PORT (5678), DG_DATA_DIR (./data),
// DG_REIMPORT_EXAMPLES=1 (import the examples again, replacing your edits of them).
import './node-version-check.mjs';
import { chmodSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { ensureN8n, installedN8n, n8nMajor, resolveVersion } from './n8n/ensure-n8n.mjs';
import {
	N8N_VERSIONS,
	PROJECT_ROOT,
	freePort,
	readJson,
	run,
	tail,
	writeJson,
} from './n8n/lib.mjs';
import {
	DEMO_CREDENTIAL,
	N8nRest,
	importCredentials,
	importWorkflows,
	installPackage,
	loadExamples,
	startN8n,
	startReferenceServer,
} from './n8n/instance.mjs';
import { supervise } from './n8n/supervise.mjs';

const DATA_DIR = resolve(PROJECT_ROOT, process.env.DG_DATA_DIR || 'data');
const say = (line = '') => console.log(line);
/** A path as short as it is clear: relative when inside the current folder. */
const show = (path) => {
	const rel = relative(process.cwd(), path);
	return rel && !rel.startsWith('..') ? rel : path;
};
const step = (text) => say(`• ${text}`);

let n8n;
let server;

/** Is a loopback port free? */
function portFree(port) {
	return new Promise((resolvePromise) => {
		const srv = createServer();
		srv.once('error', () => resolvePromise(false));
		srv.listen(port, '127.0.0.1', () => srv.close(() => resolvePromise(true)));
	});
}

async function choosePort(preferred, what) {
	if (await portFree(preferred)) return preferred;
	const port = await freePort();
	step(`port ${preferred} is in use: ${what} takes ${port} instead`);
	return port;
}

/** The n8n to run: DG_N8N_VERSION, else the 2.x line (1.x if 2.x is not installed and cannot be). */
async function chooseN8n() {
	const wanted = process.env.DG_N8N_VERSION;
	const candidates = wanted ? [resolveVersion(wanted)] : [N8N_VERSIONS[2], N8N_VERSIONS[1]];
	for (const version of candidates) {
		const ready = installedN8n(version);
		if (ready) return ready;
	}
	for (const version of candidates) {
		step(
			`installing n8n ${version} into the cache, once (about 4 minutes and 3.6 GB on 2 shared cores: docs/server.md)...`,
		);
		try {
			return await ensureN8n(version);
		} catch (e) {
			say(`  n8n ${version} could not be installed: ${e.message.split('\n')[0]}`);
			if (version === candidates.at(-1)) throw e;
		}
	}
	throw new Error('no n8n version could be installed');
}

async function buildAndPack() {
	step('building the package...');
	await run('npm', ['run', 'build'], { cwd: PROJECT_ROOT, capture: true, timeoutMs: 10 * 60_000 });
	const packDir = join(DATA_DIR, 'package');
	rmSync(packDir, { recursive: true, force: true });
	mkdirSync(packDir, { recursive: true });
	const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', packDir], {
		cwd: PROJECT_ROOT,
		capture: true,
		timeoutMs: 120_000,
	});
	const packed = JSON.parse(stdout.slice(stdout.indexOf('[')))[0];
	return join(packDir, packed.filename);
}

async function startServer() {
	const port = await choosePort(Number(process.env.DG_SERVER_PORT || 8765), 'the reference server');
	const logFile = join(DATA_DIR, 'server.log');
	const server = await startReferenceServer({
		port,
		db: join(DATA_DIR, 'design-generator.sqlite'),
		extraArgs: ['--demo', '--webhook-allow-private'],
		logFile,
		waitForOutput: (output) => output.match(/Demo API key[^\n]*?(dgk_[A-Za-z0-9_-]{43})/)?.[1],
	});
	return { ...server, demoKey: server.picked, logFile };
}

/** The owner login: created on first start and kept beside n8n's data (readable by you only). */
function ownerLogin(userFolder) {
	const file = join(userFolder, 'demo-owner.json');
	const saved = readJson(file);
	if (saved?.email && saved?.password) return { ...saved, file };
	// n8n wants 8+ characters with a digit and an upper-case letter.
	const login = {
		email: 'demo@example.com',
		password: `Demo-${randomBytes(6).toString('hex')}-7X`,
	};
	writeJson(file, login);
	chmodSync(file, 0o600);
	return { ...login, file };
}

/** Everything up to "ready"; returns the processes to watch. Stops between steps once asked to. */
async function main(signal) {
	const started = Date.now();
	say('Design Generator: starting the reference server and n8n with the node installed');
	mkdirSync(DATA_DIR, { recursive: true });

	const tarball = await buildAndPack();
	signal.throwIfAborted();
	const info = await chooseN8n();
	signal.throwIfAborted();
	step(
		`n8n ${info.version} (Node ${readJson(join(info.dir, '.complete.json'))?.node?.version ?? '24'}, from ${info.dir})`,
	);

	step('starting the reference server...');
	server = await startServer();
	signal.throwIfAborted();

	const userFolder = join(DATA_DIR, 'n8n', `${n8nMajor(info.version)}.x`);
	const logFile = join(userFolder, 'n8n.log');
	mkdirSync(userFolder, { recursive: true });
	step(`installing ${show(tarball)} into n8n (${show(join(userFolder, '.n8n', 'nodes'))})...`);
	rmSync(join(userFolder, '.n8n', 'nodes', 'node_modules', 'n8n-nodes-design-generator'), {
		recursive: true,
		force: true,
	});
	await installPackage(userFolder, tarball, { logFile });
	signal.throwIfAborted();

	step(`credential "${DEMO_CREDENTIAL.name}" → ${server.baseUrl}/v1 with the demo key`);
	// Import files that earlier versions of this script left behind, each with a demo key in clear.
	for (const name of readdirSync(userFolder))
		if (/^credentials-[0-9a-f]+\.json$/.test(name)) rmSync(join(userFolder, name), { force: true });
	await importCredentials(
		info,
		userFolder,
		[
			{
				...DEMO_CREDENTIAL,
				data: { apiKey: server.demoKey, baseUrl: server.baseUrl, apiPrefix: '/v1' },
			},
		],
		{ logFile },
	);
	signal.throwIfAborted();

	// Examples are imported once each, so your edits survive the next start.
	const importedFile = join(userFolder, 'imported-examples.json');
	const imported = process.env.DG_REIMPORT_EXAMPLES === '1' ? [] : readJson(importedFile, []);
	const examples = loadExamples();
	const fresh = examples.filter((e) => !imported.includes(e.workflow.id));
	if (fresh.length) {
		step(`importing ${fresh.length} example workflow(s)...`);
		await importWorkflows(
			info,
			userFolder,
			fresh.map((e) => e.workflow),
			{ logFile },
		);
		writeJson(importedFile, [...new Set([...imported, ...fresh.map((e) => e.workflow.id)])]);
	}
	signal.throwIfAborted();

	const n8nPort = await choosePort(Number(process.env.DG_N8N_PORT || 5678), 'n8n');
	step(`starting n8n on port ${n8nPort} (log: ${show(logFile)})...`);
	n8n = await startN8n(info, userFolder, {
		port: n8nPort,
		logFile,
		env: {
			N8N_GRACEFUL_SHUTDOWN_TIMEOUT: '10',
			N8N_LOG_LEVEL: process.env.N8N_LOG_LEVEL || 'info',
		},
	});
	signal.throwIfAborted();
	const rest = new N8nRest(n8n.baseUrl);
	const owner = ownerLogin(userFolder);
	let ownerNote = '';
	try {
		const how = await rest.ensureOwner(owner);
		ownerNote = how === 'created' ? ' (owner account created now)' : '';
	} catch (e) {
		ownerNote = ` (could not log in with it: ${e.message.split('\n')[0]}; if you changed the password, use yours)`;
	}
	signal.throwIfAborted();

	const names = examples.map((e) => `    - ${e.workflow.name}`).join('\n');
	say('');
	say('──────────────────────────────────────────────────────────────────────');
	say(
		` n8n ${info.version} with n8n-nodes-design-generator is ready (${((Date.now() - started) / 1000).toFixed(0)} s)`,
	);
	say('');
	// The workflow list: after the login it leads to, n8n returns there (its sign-in page follows
	// `?redirect=`), where its own home page (/) opens n8n 2.x's AI assistant instead.
	say(` Open n8n:          ${n8n.baseUrl}/home/workflows`);
	say(`   log in as        ${owner.email}`);
	say(`   password         ${owner.password}${ownerNote}`);
	say(`   workflows:\n${names}`);
	say(`   credential       "${DEMO_CREDENTIAL.name}" (the demo key below)`);
	say('');
	say(
		` Reference server:  ${server.baseUrl}  (API ${server.baseUrl}/v1, OpenAPI ${server.baseUrl}/openapi.json)`,
	);
	say(`   marketplace      ${server.baseUrl}/marketplace`);
	say(`   demo API key     ${server.demoKey}  (account "demo", Business plan)`);
	say('');
	say(` Data (kept):       ${show(DATA_DIR)}/  — logs: ${show(server.logFile)}, ${show(logFile)}`);
	say(' Press Ctrl-C to stop everything.');
	say('──────────────────────────────────────────────────────────────────────');

	return [
		{ name: 'n8n', child: n8n.child, detail: () => tail(n8n.recentOutput(), 20) },
		{ name: 'the reference server', child: server.child, detail: () => `see ${server.logFile}` },
	];
}

supervise({
	start: main,
	// n8n first (it may still be talking to the server), then the server.
	stop: async () => {
		await n8n?.stop(15_000);
		server?.stop();
	},
	stopping: () => say('\nStopping n8n and the reference server...'),
	stopped: () =>
		say(`Stopped. Your data is kept in ${show(DATA_DIR)}/; \`npm start\` picks it up again.`),
	graceMs: 15_000,
});
