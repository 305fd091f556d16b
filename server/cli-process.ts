/**
 * How `serve`'s process starts and stops: a failure to start said in one line that says what to
 * do (never a stack), and the signals that stop it gracefully.
 */
import type { RunningServer } from './index';
import { DatabasePathError } from './store/errors';

/**
 * SIGTERM (a service manager, `docker stop`) or SIGINT (Ctrl-C): a graceful stop (see
 * lifecycle.ts), then exit 0; 1 if closing failed. A second signal cuts the requests still
 * under way, and the database is still closed properly.
 */
export function stopOnSignals(server: RunningServer): void {
	let stopping = false;
	const stop = (signal: NodeJS.Signals) => {
		if (stopping) return server.cutRequests();
		stopping = true;
		server.app.log.info({ signal }, `${signal} received`);
		server.close().then(
			() => process.exit(0),
			(error: unknown) => {
				server.app.log.error({ err: error }, 'stopping failed');
				console.error(`error: stopping failed: ${(error as Error).message.split('\n')[0]}`);
				process.exit(1);
			},
		);
	};
	process.on('SIGINT', stop);
	process.on('SIGTERM', stop);
}

/** Why the server could not start, in one line that says what to do. */
export function startFailure(error: unknown, options: { port: number; host: string }): string {
	const e = error as NodeJS.ErrnoException;
	const where = `${options.host}:${options.port}`;
	switch (e.code) {
		case 'EADDRINUSE':
			return `port ${options.port} on ${options.host} is already in use (another server, or an earlier one still running?): stop it, or choose another port with --port N (--port 0 picks a free one)`;
		case 'EACCES':
		case 'EPERM':
			return `not allowed to listen on ${where} (ports below 1024 need privileges): choose a port from 1024 up with --port N`;
		case 'EADDRNOTAVAIL':
			return `cannot listen on ${where}: ${options.host} is not an address of this machine; use --host 127.0.0.1 (this machine only) or --host 0.0.0.0 (every interface)`;
		case 'ENOTFOUND':
		case 'EAI_AGAIN':
			return `cannot listen on ${where}: the host name ${options.host} does not resolve; give an address with --host`;
	}
	if (error instanceof DatabasePathError) return `cannot open the database: ${e.message}`;
	return `cannot start the server: ${e.message.split('\n')[0]}`;
}
