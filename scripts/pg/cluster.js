#!/usr/bin/env node
// A throwaway PostgreSQL cluster for tests (and by hand): initdb in a temp folder, started on a
// free loopback port with trust auth, stopped by its pid, folder removed. Uses only the binaries
// of Debian's `postgresql` package (/usr/lib/postgresql/<version>/bin), which .ci/run installs.
// PostgreSQL refuses to run as root: as root, the cluster belongs to the `postgres` user.
//
// By hand: `node scripts/pg/cluster.js` prints the URL and runs until Ctrl-C.
const { execFileSync } = require('node:child_process');
const {
	chownSync,
	existsSync,
	mkdirSync,
	mkdtempSync,
	readdirSync,
	readFileSync,
	rmSync,
} = require('node:fs');
const { createServer } = require('node:net');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

const DEBIAN_ROOT = '/usr/lib/postgresql';

/** The bin folder of the newest PostgreSQL Debian's package installed, or undefined. */
function findPgBin() {
	if (!existsSync(DEBIAN_ROOT)) return undefined;
	const versions = readdirSync(DEBIAN_ROOT)
		.filter((v) => /^\d+$/.test(v) && existsSync(join(DEBIAN_ROOT, v, 'bin', 'initdb')))
		.sort((a, b) => Number(b) - Number(a));
	return versions.length ? join(DEBIAN_ROOT, versions[0], 'bin') : undefined;
}

function freePort() {
	return new Promise((resolve, reject) => {
		const srv = createServer();
		srv.on('error', reject);
		srv.listen(0, '127.0.0.1', () => {
			const { port } = srv.address();
			srv.close(() => resolve(port));
		});
	});
}

/** Runs a PostgreSQL program, as the `postgres` user when we are root. */
function runPg(bin, program, args) {
	const asRoot = process.getuid?.() === 0;
	const [file, argv] = asRoot
		? ['runuser', ['-u', 'postgres', '--', join(bin, program), ...args]]
		: [join(bin, program), args];
	return execFileSync(file, argv, {
		encoding: 'utf8',
		stdio: ['ignore', 'pipe', 'pipe'],
		timeout: 120_000,
	});
}

function alive(pid) {
	try {
		process.kill(pid, 0);
		return true;
	} catch {
		return false;
	}
}

/**
 * Starts a cluster; resolves to { url, port, pid, dir, stop, pause, resume }. `url` is the admin
 * database (`postgres`) as the superuser `postgres`, over TCP on 127.0.0.1 with trust auth.
 * `pause` stops the server and `resume` starts it again on the same port and data (a restart, as
 * an outage test needs); `stop` ends it and removes the folder. Settings favour speed over
 * durability (fsync off): it is a test cluster.
 */
async function startCluster() {
	const bin = findPgBin();
	if (!bin) {
		throw new Error(
			`PostgreSQL is not installed (no ${DEBIAN_ROOT}/<version>/bin/initdb): apt-get install -y postgresql`,
		);
	}
	const dir = mkdtempSync(join(tmpdir(), 'dg-pg-'));
	const data = join(dir, 'data');
	const sockets = join(dir, 'sockets');
	mkdirSync(sockets);
	if (process.getuid?.() === 0) {
		const id = (flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }));
		const [uid, gid] = [id('-u'), id('-g')];
		for (const path of [dir, sockets]) chownSync(path, uid, gid);
	}
	const port = await freePort();
	const cluster = {
		url: `postgres://postgres@127.0.0.1:${port}/postgres`,
		port,
		pid: 0,
		dir,
		pause() {
			const { pid } = cluster;
			if (pid > 0 && alive(pid)) {
				process.kill(pid, 'SIGINT'); // fast shutdown
				const until = Date.now() + 15_000;
				while (alive(pid) && Date.now() < until) execFileSync('sleep', ['0.1']);
				if (alive(pid)) process.kill(pid, 'SIGKILL');
			}
			cluster.pid = 0;
		},
		resume() {
			const settings = [
				`-k ${sockets}`,
				`-p ${port}`,
				'-c listen_addresses=127.0.0.1',
				'-c max_connections=300',
				'-c fsync=off',
				'-c synchronous_commit=off',
				'-c full_page_writes=off',
			].join(' ');
			const log = join(dir, 'server.log');
			runPg(bin, 'pg_ctl', ['-D', data, '-o', settings, '-l', log, '-w', '-t', '60', 'start']);
			cluster.pid = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
		},
		stop() {
			cluster.pause();
			rmSync(dir, { recursive: true, force: true });
		},
	};
	try {
		const initdb = ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C'];
		runPg(bin, 'initdb', [...initdb, '--no-sync']);
		cluster.resume();
		return cluster;
	} catch (error) {
		const log = join(dir, 'server.log');
		const detail = (error.stderr || '') + (existsSync(log) ? readFileSync(log, 'utf8') : '');
		cluster.stop();
		throw new Error(`cannot start a PostgreSQL cluster: ${error.message}\n${detail}`.trim());
	}
}

/** By hand: start, print the URL, stop on Ctrl-C. */
async function main() {
	const cluster = await startCluster();
	console.log(cluster.url);
	const end = () => {
		cluster.stop();
		process.exit(0);
	};
	process.on('SIGINT', end);
	process.on('SIGTERM', end);
	setInterval(() => undefined, 1 << 30);
}

module.exports = { findPgBin, startCluster };

if (require.main === module) {
	main().catch((error) => {
		console.error(`error: ${error.message}`);
		process.exit(1);
	});
}
