/**
 * How `npm start` ends (scripts/n8n/supervise.mjs, driven by test/start/fixtures/fake-start.mjs
 * with stand-ins for n8n, its task runner and the reference server): a stop the user asked for
 * says "Stopped." and exits 130 (SIGINT) or 143 (SIGTERM), never "failed" and never a stack,
 * whichever process exits first and however long each takes to stop; a process that dies by
 * itself is one plain failure line and exit code 1. Every port is free afterwards.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

const FIXTURE = join(__dirname, 'fixtures', 'fake-start.mjs');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Process groups the tests started: whatever a failing test leaves behind is killed after it. */
const groups: number[] = [];
afterEach(() => {
	for (const pgid of groups.splice(0)) {
		try {
			process.kill(-pgid, 'SIGKILL');
		} catch {
			/* gone, as it should be */
		}
	}
});

function freePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const srv = createServer();
		srv.on('error', reject);
		srv.listen(0, '127.0.0.1', () => {
			const { port } = srv.address() as { port: number };
			srv.close(() => resolve(port));
		});
	});
}

function portFree(port: number): Promise<boolean> {
	return new Promise((resolve) => {
		const srv = createServer();
		srv.once('error', () => resolve(false));
		srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
	});
}

interface Ended {
	code: number | null;
	output: string;
	ports: number[];
}

/**
 * Start the fixture in a process group of its own (as a terminal runs `npm start`), wait for
 * `waitFor` in its output, call `act` with its pid and the pids it printed, and collect the end.
 */
async function runFixture(
	env: Record<string, string>,
	waitFor: RegExp,
	act: (pid: number, printed: RegExpMatchArray) => void | Promise<void>,
): Promise<Ended> {
	const ports = [await freePort(), await freePort(), await freePort()];
	const child = spawn(process.execPath, [FIXTURE], {
		detached: true,
		stdio: ['ignore', 'pipe', 'pipe'],
		env: { ...process.env, FAKE_PORTS: ports.join(','), ...env },
	});
	groups.push(child.pid!);
	let output = '';
	const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
	const closed = new Promise((resolve) => child.on('close', resolve));
	// Its output, once every process that shares its pipes is gone (or after a second: a process
	// left behind is what the port checks then report).
	const ended = exit.then(async (code) => {
		await Promise.race([closed, sleep(1000)]);
		return code;
	});
	const seen = new Promise<RegExpMatchArray>((resolve) => {
		const onData = (d: Buffer) => {
			output += String(d);
			const m = waitFor.exec(output);
			if (m) resolve(m);
			for (const ready of output.matchAll(/READY (\d+) (\d+)/g))
				groups.push(Number(ready[1]), Number(ready[2]));
		};
		child.stdout.on('data', onData);
		child.stderr.on('data', onData);
	});
	const printed = await Promise.race([seen, ended.then(() => null)]);
	if (!printed) throw new Error(`the fixture ended early:\n${output}`);
	await act(child.pid!, printed);
	return { code: await ended, output, ports };
}

async function expectPortsFree(ports: number[]) {
	for (const port of ports) expect(await portFree(port)).toBe(true);
}

/** A requested stop: one "Stopped.", nothing that reads as a failure. */
function expectCleanStop(end: Ended, code: number) {
	expect({ code: end.code, output: end.output }).toEqual({ code, output: expect.any(String) });
	expect(end.output).toContain('Stopping...');
	expect(end.output).toMatch(/Stopped\.\n$/);
	expect(end.output).not.toMatch(/failed|exited by itself|Error|^\s+at /m);
}

// Stop delays of n8n (and its runner) and of the server: each order of their exits, fast and slow.
const timings = [
	[0, 0],
	[300, 0],
	[0, 600],
	[900, 1200],
];

describe('npm start stops cleanly when asked', () => {
	test.each(timings)(
		'Ctrl-C in the terminal (SIGINT to the process group), n8n stops in %i ms, the server in %i ms',
		async (n8nMs, serverMs) => {
			const env = { FAKE_N8N_STOP_MS: String(n8nMs), FAKE_SERVER_STOP_MS: String(serverMs) };
			const end = await runFixture(env, /READY/, (pid) => {
				process.kill(-pid, 'SIGINT');
			});
			expectCleanStop(end, 130);
			await expectPortsFree(end.ports);
		},
		30_000,
	);

	test('SIGINT twice (npm forwards the one the terminal sent): one stop', async () => {
		const end = await runFixture({ FAKE_N8N_STOP_MS: '300' }, /READY/, async (pid) => {
			process.kill(pid, 'SIGINT');
			await sleep(50);
			process.kill(pid, 'SIGINT');
		});
		expectCleanStop(end, 130);
		expect(end.output.match(/Stopping\.\.\./g)).toHaveLength(1);
		await expectPortsFree(end.ports);
	}, 30_000);

	test('SIGTERM (a service manager, `kill`)', async () => {
		const end = await runFixture({ FAKE_SERVER_STOP_MS: '300' }, /READY/, (pid) => {
			process.kill(pid, 'SIGTERM');
		});
		expectCleanStop(end, 143);
		await expectPortsFree(end.ports);
	}, 30_000);

	test('n8n gets the stop signal first and exits before ours arrives', async () => {
		const end = await runFixture({}, /READY (\d+) (\d+)/, async (pid, printed) => {
			process.kill(-Number(printed[1]), 'SIGTERM');
			process.kill(-Number(printed[2]), 'SIGTERM');
			await sleep(300);
			process.kill(pid, 'SIGTERM');
		});
		expectCleanStop(end, 143);
		await expectPortsFree(end.ports);
	}, 30_000);

	test('Ctrl-C while a start-up step runs: the step is stopped, nothing more starts', async () => {
		const end = await runFixture({ FAKE_STEP_MS: '20000' }, /STEP/, async (pid) => {
			await sleep(200);
			process.kill(-pid, 'SIGINT');
		});
		expectCleanStop(end, 130);
		expect(end.output).not.toContain('READY');
		await expectPortsFree(end.ports);
	}, 30_000);
});

test('n8n dying by itself is one plain failure line, exit code 1, and the server is stopped', async () => {
	const end = await runFixture({ FAKE_CRASH_MS: '500' }, /READY/, () => undefined);
	expect(end.code).toBe(1);
	expect(end.output).toContain(
		'npm start failed: n8n exited by itself (exit code 1):\nits last lines',
	);
	expect(end.output).not.toMatch(/Stopped\.|^\s+at |Error:/m);
	await expectPortsFree(end.ports);
}, 30_000);
