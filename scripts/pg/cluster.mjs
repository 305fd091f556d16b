#!/usr/bin/env node
// A throwaway PostgreSQL cluster for tests (and by hand): initdb in a temp folder, started on a
// free loopback port with trust auth, stopped by its pid, folder removed. Uses only the binaries
// of Debian's `postgresql` package (/usr/lib/postgresql/<version>/bin), which .ci/run installs.
// PostgreSQL refuses to run as root: as root, the cluster belongs to the `postgres` user.
//
// By hand: `node scripts/pg/cluster.mjs` prints the URL and runs until Ctrl-C.
import { execFileSync } from 'node:child_process';
import {
	chownSync,
	existsSync,
	mkdirSync,
	mkdtempSync,
	readdirSync,
	readFileSync,
	rmSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const DEBIAN_ROOT = '/usr/lib/postgresql';

/** The bin folder of the newest PostgreSQL Debian's package installed, or undefined. */
export function findPgBin() {
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
 * Starts a cluster; resolves to { url, pid, dir, stop }. `url` is the admin database
 * (`postgres`) as the superuser `postgres`, over TCP on 127.0.0.1 with trust auth.
 * Settings favour speed over durability (fsync off): it is a test cluster.
 */
export async function startCluster() {
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
	const stop = () => {
		const pidFile = join(data, 'postmaster.pid');
		const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').split('\n')[0]) : 0;
		if (pid > 0 && alive(pid)) {
			process.kill(pid, 'SIGINT'); // fast shutdown
			const until = Date.now() + 15_000;
			while (alive(pid) && Date.now() < until) execFileSync('sleep', ['0.1']);
			if (alive(pid)) process.kill(pid, 'SIGKILL');
		}
		rmSync(dir, { recursive: true, force: true });
	};
	try {
		runPg(bin, 'initdb', [
			'-D',
			data,
			'-U',
			'postgres',
			'-A',
			'trust',
			'-E',
			'UTF8',
			'--locale=C',
			'--no-sync',
		]);
		const port = await freePort();
		const settings = [
			`-k ${sockets}`,
			`-p ${port}`,
			'-c listen_addresses=127.0.0.1',
			'-c max_connections=300',
			'-c fsync=off',
			'-c synchronous_commit=off',
			'-c full_page_writes=off',
		].join(' ');
		runPg(bin, 'pg_ctl', [
			'-D',
			data,
			'-o',
			settings,
			'-l',
			join(dir, 'server.log'),
			'-w',
			'-t',
			'60',
			'start',
		]);
		const pid = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
		return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, pid, dir, stop };
	} catch (error) {
		const log = join(dir, 'server.log');
		const detail = (error.stderr || '') + (existsSync(log) ? readFileSync(log, 'utf8') : '');
		stop();
		throw new Error(`cannot start a PostgreSQL cluster: ${error.message}\n${detail}`.trim());
	}
}

/** By hand: start, print the URL, stop on Ctrl-C. (No top-level await: jest require()s this file.) */
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

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
	main().catch((error) => {
		console.error(`error: ${error.message}`);
		process.exit(1);
	});
}
