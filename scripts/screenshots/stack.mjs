// What `npm start` starts, started by `npm start`'s own script: scripts/start.mjs runs as a child
// with a fresh data folder and free ports, so the screenshots show exactly what a newcomer gets
// (build, pack, the package installed into n8n, the demo credential, the examples, the owner)
// and nothing here repeats those steps. From the child we read only what the browser needs: the
// two addresses and the demo key it prints, and the owner login it keeps in n8n's user folder.
//
// Stopping sends SIGTERM, as Ctrl-C would, and checks that start.mjs stopped cleanly (a stop
// must never print "npm start failed"). Whatever start.mjs started and left running is then
// killed by pid: its process tree is read from /proc while it runs, because the reference server
// and n8n run in process groups of their own.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT, cleanEnv, freePort, readJson, sleep, tail } from '../n8n/lib.mjs';

const START_SCRIPT = join(PROJECT_ROOT, 'scripts', 'start.mjs');
const DEMO_KEY = /dgk_[A-Za-z0-9_-]{43}/;

/** `/proc/<pid>/stat`: parent pid and start time (to tell a pid from a later reuse of it). */
function procStat(pid) {
	try {
		const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
		// The command name is in parentheses and may hold spaces: fields start after the last ')'.
		const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
		return { ppid: Number(fields[1]), startTime: fields[19] };
	} catch {
		return undefined;
	}
}

function commandLine(pid) {
	try {
		return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
	} catch {
		return '';
	}
}

/** Every live descendant of `root`, with its start time. */
export function descendants(root) {
	const children = new Map();
	for (const name of readdirSync('/proc')) {
		if (!/^\d+$/.test(name)) continue;
		const stat = procStat(Number(name));
		if (!stat) continue;
		if (!children.has(stat.ppid)) children.set(stat.ppid, []);
		children.get(stat.ppid).push({ pid: Number(name), startTime: stat.startTime });
	}
	const found = [];
	const queue = [root];
	while (queue.length) {
		for (const child of children.get(queue.shift()) ?? []) {
			found.push(child);
			queue.push(child.pid);
		}
	}
	return found;
}

/** Is this the same process we saw (not a later process given the same pid)? */
const stillRunning = (p) => procStat(p.pid)?.startTime === p.startTime;

/**
 * Runs scripts/start.mjs with `dataDir` and `n8nVersion` (1, 2 or a full version; undefined: what
 * `npm start` picks) and resolves once it printed that everything is ready. `onSpawn` gets the
 * handle (with `stop` and `killNow`) as soon as the process exists.
 */
export async function startStack({
	dataDir,
	n8nVersion,
	timeoutMs,
	log = () => {},
	onSpawn = () => {},
}) {
	const [serverPort, n8nPort] = [await freePort(), await freePort()];
	const child = spawn(process.execPath, [START_SCRIPT], {
		cwd: PROJECT_ROOT,
		env: cleanEnv({
			DG_DATA_DIR: dataDir,
			DG_SERVER_PORT: String(serverPort),
			DG_N8N_PORT: String(n8nPort),
			...(n8nVersion && { DG_N8N_VERSION: String(n8nVersion) }),
		}),
		// Its own process group: our Ctrl-C reaches it only through stop(), in order.
		detached: true,
		stdio: ['ignore', 'pipe', 'pipe'],
	});
	let output = '';
	let partial = '';
	const onData = (d) => {
		output += d;
		partial += d;
		const lines = partial.split('\n');
		partial = lines.pop();
		for (const line of lines) log(line);
	};
	child.stdout.on('data', onData);
	child.stderr.on('data', onData);
	const exited = new Promise((resolve) =>
		child.on('exit', (code, signal) => resolve(code ?? signal)),
	);
	let tree = [];
	const stack = {
		pid: child.pid,
		output: () => output,
		/** SIGTERM, then a check that it stopped cleanly; kills what is left by pid. */
		async stop({ graceMs = 45_000 } = {}) {
			if (child.exitCode === null && child.signalCode === null) {
				tree = [...new Map([...tree, ...descendants(child.pid)].map((p) => [p.pid, p])).values()];
				const before = output.length;
				process.kill(child.pid, 'SIGTERM');
				const code = await Promise.race([exited, sleep(graceMs).then(() => 'timeout')]);
				if (code === 'timeout') process.kill(child.pid, 'SIGKILL');
				const said = output.slice(before);
				stack.stopReport = {
					code,
					clean: code === 143 && !/npm start failed/.test(said),
					said: tail(said.trim(), 12),
				};
			}
			const left = tree.filter(stillRunning);
			for (const p of left) {
				log(`killing pid ${p.pid} left running by npm start: ${commandLine(p.pid).slice(0, 120)}`);
				try {
					process.kill(p.pid, 'SIGKILL');
				} catch {
					/* gone meanwhile */
				}
			}
			stack.leftRunning = left.length;
			return stack.stopReport;
		},
		/** Synchronous last resort (process exit): SIGKILL to start.mjs and everything it started. */
		killNow() {
			for (const p of [{ pid: child.pid }, ...tree])
				try {
					if (!p.startTime || stillRunning(p)) process.kill(p.pid, 'SIGKILL');
				} catch {
					/* gone */
				}
		},
	};

	// The caller can stop it from now on (Ctrl-C while it starts).
	onSpawn(stack);
	try {
		const deadline = Date.now() + timeoutMs;
		while (!/Open n8n:\s+\S+/.test(output)) {
			if (child.exitCode !== null || child.signalCode !== null)
				throw new Error(`npm start exited before it was ready:\n${tail(output.trim(), 25)}`);
			if (Date.now() > deadline)
				throw new Error(
					`npm start was not ready after ${timeoutMs / 1000} s:\n${tail(output.trim(), 25)}`,
				);
			tree = descendants(child.pid);
			await sleep(250);
		}
		tree = descendants(child.pid);

		// The banner's n8n address is a page (the workflow list); the steps need n8n's origin.
		const opened = output.match(/Open n8n:\s+(http\S+?)\/?\s/)?.[1];
		const n8nUrl = opened ? new URL(opened).origin : `http://127.0.0.1:${n8nPort}`;
		const serverUrl =
			output.match(/Reference server:\s+(http\S+?)\/?\s/)?.[1] ?? `http://127.0.0.1:${serverPort}`;
		// The server prints the demo key in its own log; the banner repeats it.
		const serverLog = join(dataDir, 'server.log');
		const demoKey =
			(existsSync(serverLog) && readFileSync(serverLog, 'utf8').match(DEMO_KEY)?.[0]) ||
			output.match(DEMO_KEY)?.[0];
		const lines = readdirSync(join(dataDir, 'n8n'));
		const login = lines
			.map((l) => readJson(join(dataDir, 'n8n', l, 'demo-owner.json')))
			.find(Boolean);
		const version =
			output.match(/n8n (\d+\.\d+\.\d+) with/)?.[1] ?? output.match(/n8n (\d+\.\d+\.\d+)/)?.[1];
		if (!demoKey || !login?.email || !login?.password)
			throw new Error(
				`npm start is ready but did not show ${demoKey ? 'the owner login' : 'the demo API key'}:\n${tail(output.trim(), 25)}`,
			);
		return Object.assign(stack, { n8nUrl, serverUrl, demoKey, login, version });
	} catch (e) {
		await stack.stop({ graceMs: 20_000 });
		throw e;
	}
}
