/**
 * Stoplight Prism (`prism proxy`, @stoplight/prism-cli) as a child process: the validating proxy
 * the black-box suites run through when DG_TEST_VIA_PRISM is set (prism.ts). Prism is run as
 * people run it, from its own command line, not through its internal modules.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { stopProcess } from './stop-process';

export interface PrismProcess {
	/** Where Prism listens, e.g. http://127.0.0.1:41234 */
	url: string;
	/** The end of what Prism printed (its errors), for failure messages. */
	output(): string;
	stop(): Promise<void>;
}

const OUTPUT_KEPT = 8_000;
const READY_WITHIN_MS = 30_000;

/**
 * `prism proxy <document> <upstream>` on a free loopback port. Request violations are not
 * turned into errors (no `--errors`): the suites send invalid requests on purpose, and Prism is
 * to forward them so that it validates the server's answer to them too. CORS handling is off so
 * that Prism answers no request itself.
 */
export async function startPrism(documentFile: string, upstream: string): Promise<PrismProcess> {
	const port = await freePort();
	const cli = require.resolve('@stoplight/prism-cli/dist/index.js');
	const child = spawn(
		process.execPath,
		[
			cli,
			'proxy',
			documentFile,
			upstream,
			'--host',
			'127.0.0.1',
			'--port',
			String(port),
			'--no-cors',
			'--no-multiprocess',
			'--verboseLevel',
			'error',
		],
		{ stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } },
	);
	running.add(child);
	let out = '';
	const keep = (chunk: Buffer) => (out = (out + chunk.toString('utf8')).slice(-OUTPUT_KEPT));
	child.stdout!.on('data', keep);
	child.stderr!.on('data', keep);
	const url = `http://127.0.0.1:${port}`;
	const until = Date.now() + READY_WITHIN_MS;
	while (!(await accepts(port))) {
		if (child.exitCode !== null)
			throw new Error(`prism proxy exited (${child.exitCode}) before listening:\n${out}`);
		if (Date.now() > until) {
			await stop(child);
			throw new Error(`prism proxy did not listen within ${READY_WITHIN_MS} ms:\n${out}`);
		}
		await new Promise((r) => setTimeout(r, 50));
	}
	return { url, output: () => out, stop: () => stop(child) };
}

/** Children still running: killed when the test process exits, whatever happened. */
const running = new Set<ChildProcess>();
process.on('exit', () => {
	for (const child of running) child.kill('SIGKILL');
});

function stop(child: ChildProcess): Promise<void> {
	running.delete(child);
	return stopProcess(child);
}

function accepts(port: number): Promise<boolean> {
	return new Promise((resolve) => {
		const socket = net.connect(port, '127.0.0.1');
		socket.once('connect', () => {
			socket.destroy();
			resolve(true);
		});
		socket.once('error', () => resolve(false));
	});
}

function freePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const probe = net.createServer();
		probe.unref();
		probe.on('error', reject);
		probe.listen(0, '127.0.0.1', () => {
			const { port } = probe.address() as net.AddressInfo;
			probe.close(() => resolve(port));
		});
	});
}
