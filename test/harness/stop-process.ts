import type { ChildProcess } from 'node:child_process';

/** How long a child may take to exit after the signal before it is killed outright. */
const GRACE_MS = 5000;

/**
 * Stops a child process the harness started: `signal` (SIGTERM unless said), then SIGKILL if it
 * has not exited within the grace time. Resolves once it has exited (at once if it already has).
 */
export function stopProcess(
	child: ChildProcess,
	signal: NodeJS.Signals = 'SIGTERM',
): Promise<void> {
	if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
	return new Promise((resolve) => {
		const timer = setTimeout(() => child.kill('SIGKILL'), GRACE_MS);
		child.once('exit', () => {
			clearTimeout(timer);
			resolve();
		});
		child.kill(signal);
	});
}
