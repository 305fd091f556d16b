// n8n in queue mode, for real: Redis (Debian's redis-server, on loopback, no persistence), n8n's
// database on PostgreSQL, a main process that takes webhooks and enqueues executions, and an
// `n8n worker` process that runs them. Used by the e2e (test/e2e/queue-mode.mjs).
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { connect } from 'node:net';
import { randomBytes } from 'node:crypto';
import { freePort, killTree, tail, trackChild, waitFor, which } from './lib.mjs';
import { startN8n } from './instance.mjs';

/** redis-server: Debian's package (`apt-get install -y redis-server`, as .ci/run does). */
export function redisServerBin() {
	return which('redis-server', `${process.env.PATH}:/usr/bin:/usr/sbin`);
}

/** Sends PING over a raw socket; resolves true on +PONG. */
function redisPing(port) {
	return new Promise((resolve) => {
		const socket = connect({ host: '127.0.0.1', port });
		let reply = '';
		const done = (ok) => {
			socket.destroy();
			resolve(ok);
		};
		socket.setTimeout(2000, () => done(false));
		socket.on('error', () => done(false));
		socket.on('connect', () => socket.write('PING\r\n'));
		socket.on('data', (d) => {
			reply += d;
			if (reply.includes('\r\n')) done(reply.startsWith('+PONG'));
		});
	});
}

/** Our own redis-server on a free loopback port, in memory only; `stop()` ends it by its pid. */
export async function startRedis({ logFile } = {}) {
	const bin = redisServerBin();
	if (!bin) throw new Error('redis-server is not installed: apt-get install -y redis-server');
	const port = await freePort();
	const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
	const child = trackChild(
		spawn(bin, [...args, '--daemonize', 'no'], {
			detached: true,
			stdio: ['ignore', 'pipe', 'pipe'],
		}),
	);
	const log = logFile ? createWriteStream(logFile, { flags: 'a' }) : undefined;
	let output = '';
	const collect = (d) => {
		log?.write(d);
		output = (output + d).slice(-8000);
	};
	child.stdout.on('data', collect);
	child.stderr.on('data', collect);
	const alive = () => child.exitCode === null && child.signalCode === null;
	try {
		await waitFor('redis-server', () => redisPing(port), {
			timeoutMs: 20_000,
			intervalMs: 100,
			alive,
		});
	} catch (e) {
		killTree(child, 'SIGKILL');
		throw new Error(`${e.message}\n${tail(output, 15)}`);
	}
	const stop = async () => {
		killTree(child, 'SIGTERM');
		await waitFor('redis-server to stop', () => !alive(), {
			timeoutMs: 10_000,
			intervalMs: 100,
		}).catch(() => killTree(child, 'SIGKILL'));
		log?.end();
	};
	return { port, pid: child.pid, alive, stop };
}

/**
 * What main, worker and every CLI command of one queue-mode n8n share: n8n's database on
 * PostgreSQL, the Bull queue on Redis, one encryption key. Manual executions go to the worker too.
 */
export function queueModeEnv({ pgPort, database, redisPort, encryptionKey }) {
	return {
		DB_TYPE: 'postgresdb',
		DB_POSTGRESDB_HOST: '127.0.0.1',
		DB_POSTGRESDB_PORT: String(pgPort),
		DB_POSTGRESDB_DATABASE: database,
		DB_POSTGRESDB_USER: 'postgres',
		DB_POSTGRESDB_PASSWORD: '',
		EXECUTIONS_MODE: 'queue',
		QUEUE_BULL_REDIS_HOST: '127.0.0.1',
		QUEUE_BULL_REDIS_PORT: String(redisPort),
		OFFLOAD_MANUAL_EXECUTIONS_TO_WORKERS: 'true',
		N8N_ENCRYPTION_KEY: encryptionKey || randomBytes(24).toString('hex'),
	};
}

/** `n8n start` (main) and `n8n worker`, each logging at info level to its own file. */
export async function startQueueModeN8n(info, userFolder, env, { mainLog, workerLog }) {
	const port = await freePort();
	// Main's address for both: an execution that waits for a webhook call (`$execution.resumeUrl`)
	// computes that URL on the worker, and only main serves `/webhook-waiting/…`.
	env = { ...env, WEBHOOK_URL: `http://127.0.0.1:${port}/` };
	const main = await startN8n(info, userFolder, {
		port,
		logFile: mainLog,
		env: { ...env, N8N_LOG_LEVEL: 'info' },
	});
	try {
		const healthPort = await freePort();
		const worker = await startN8n(info, userFolder, {
			command: 'worker',
			port: healthPort,
			readyPath: '/healthz/readiness',
			logFile: workerLog,
			env: {
				...env,
				N8N_LOG_LEVEL: 'info',
				QUEUE_HEALTH_CHECK_ACTIVE: 'true',
				QUEUE_HEALTH_CHECK_PORT: String(healthPort),
				N8N_WORKER_SERVER_ADDRESS: '127.0.0.1',
			},
		});
		return { main, worker, stop: () => Promise.all([worker.stop(), main.stop()]) };
	} catch (e) {
		await main.stop();
		throw e;
	}
}
