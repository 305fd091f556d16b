// The life of `npm start`: start its processes, run until the user stops it or one of them dies,
// and stop everything in order either way, with one plain message and no stack.
//
// A requested stop (Ctrl-C, SIGTERM, SIGHUP) is never reported as a failure, whatever the
// processes do meanwhile: the ones we stop exit while we stop them, and a step that was waiting
// on one fails. A watched process that exits by itself is a failure, unless a stop signal reaches
// us within `settleMs` (`kill` of every process, a service manager, a closing terminal: the
// process may get its signal before we get ours).
import { killAllChildren, sleep } from './lib.mjs';

const EXIT_CODES = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 };

/** Resolves with { code, signal } when `child` has exited (at once if it has). */
export function exited(child) {
	if (child.exitCode !== null || child.signalCode !== null)
		return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
	return new Promise((resolvePromise) =>
		child.once('exit', (code, signal) => resolvePromise({ code, signal })),
	);
}

/**
 * Run `start(signal)` (it resolves with the processes to watch, `[{ name, child, detail }]`, where
 * `detail()` may add what the process printed last), then wait. On a stop signal, or when a
 * watched process exits, or when `start` fails: `stop()` (the caller's orderly stop), then every
 * tracked child is stopped (SIGTERM, SIGKILL after `graceMs`), then the process exits: 128 +
 * the signal's number after a requested stop, 1 after a failure. `start` should call
 * `signal.throwIfAborted()` between its steps, so that it starts nothing once a stop began.
 */
export function supervise({
	start,
	stop,
	stopping = () => {},
	stopped = () => {},
	failed = (message) => console.error(`\nnpm start failed: ${message}`),
	graceMs = 15_000,
	settleMs = 1000,
}) {
	const abort = new AbortController();
	let stopSignal;
	let signalled;
	const stopRequested = new Promise((resolvePromise) => (signalled = resolvePromise));
	let ending = false;

	const finish = async (how) => {
		if (ending) return;
		ending = true;
		abort.abort();
		if (how.signal) stopping(how.signal);
		else failed(how.message);
		try {
			await stop?.();
		} catch (e) {
			console.error(`while stopping: ${e.message}`);
		}
		await killAllChildren(graceMs);
		if (how.signal) stopped(how.signal);
		process.exit(how.signal ? EXIT_CODES[how.signal] : 1);
	};

	const onSignal = (signal) => {
		if (stopSignal) return; // npm forwards the terminal's Ctrl-C: the same stop, twice
		stopSignal = signal;
		signalled(signal);
		void finish({ signal });
	};
	for (const signal of Object.keys(EXIT_CODES)) process.on(signal, () => onSignal(signal));

	const run = async () => {
		let watched;
		try {
			watched = await start(abort.signal);
		} catch (e) {
			// A failure of a step we interrupted is the stop, not a failure.
			if (!stopSignal) await finish({ message: e.message });
			return;
		}
		if (stopSignal) return;
		const first = await Promise.race([
			stopRequested.then(() => undefined),
			...watched.map((w) => exited(w.child).then((how) => ({ ...w, how }))),
		]);
		if (!first) return;
		const late = await Promise.race([stopRequested, sleep(settleMs).then(() => undefined)]);
		if (late) return;
		const how = first.how.signal ? `killed by ${first.how.signal}` : `exit code ${first.how.code}`;
		const detail = first.detail?.();
		await finish({
			message: `${first.name} exited by itself (${how})${detail ? `:\n${detail}` : ''}`,
		});
	};
	return run();
}
