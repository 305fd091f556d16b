/**
 * One server per SQLite file: a second `serve` on the file used to start without a word, and the
 * two then doubled every rate limit (each counts in its own memory) and raced publish against
 * delete. Now the second is refused, naming the file and the first one's pid; the `keys`
 * commands keep working beside the server; a crash leaves no lock behind. SQLite only: on
 * PostgreSQL several instances are the way to scale. Black box (see harness.ts).
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CLI, ROOT, cleanup, createKey, freePort, request, startServer, tempDir } from './harness';

jest.setTimeout(60_000);
afterAll(cleanup);

/** `serve` on `db`, which should exit by itself; killed after `ms` if it does not (it started). */
function serveExpectingRefusal(
	db: string,
	port: number,
	ms: number,
): Promise<{ code: number | null; stderr: string; keptRunning: boolean }> {
	return new Promise((resolve) => {
		execFile(
			process.execPath,
			[CLI, 'serve', '--port', String(port), '--db', db, '--log-level', 'warn'],
			{ cwd: ROOT, timeout: ms },
			(error, _stdout, stderr) =>
				resolve({
					code: error ? ((error as { code?: number }).code ?? null) : 0,
					stderr,
					keptRunning: Boolean(error?.killed),
				}),
		);
	});
}

function keys(args: string[]): Promise<string> {
	return new Promise((resolve, reject) =>
		execFile(
			process.execPath,
			[CLI, 'keys', ...args],
			{ cwd: ROOT, timeout: 20_000 },
			(error, stdout, stderr) =>
				error ? reject(new Error(`${error.message}${stderr}`)) : resolve(stdout),
		),
	);
}

const account = (url: string, key: string) =>
	request(url, { path: '/v1/account', key }).then((reply) => reply.status);

test('a second serve on the file is refused (file and pid named); keys commands work meanwhile; after kill -9 a new serve starts', async () => {
	const dir = tempDir('one-writer');
	const db = join(dir, 'db.sqlite');
	const first = await startServer({ db });

	const second = await serveExpectingRefusal(db, await freePort(), 10_000);
	expect({ keptRunning: second.keptRunning, code: second.code }).toEqual({
		keptRunning: false,
		code: 1,
	});
	const message = second.stderr.trim();
	expect(message.split('\n')).toHaveLength(1);
	expect(message).toContain(db);
	expect(message).toContain(`pid ${first.pid}`);
	// Control: the refusal is about the file, not the machine: a serve on another file starts.
	const elsewhere = await startServer({ db: join(dir, 'other.sqlite') });
	await elsewhere.stop();

	// The key commands open the file beside the server, which honours what they write at once.
	const key = await createKey(db, 'business', 'lock-owner');
	expect(await account(first.url, key)).toBe(200);
	expect(await keys(['list', '--db', db])).toContain('lock-owner');
	const revoked = await createKey(db, 'business', 'lock-revoked');
	expect(await account(first.url, revoked)).toBe(200);
	expect(await keys(['revoke', revoked, '--db', db])).toMatch(/^Revoked key key_/);
	expect(await account(first.url, revoked)).toBe(401);

	// A crash leaves no stale lock: the next serve on the file starts and serves the key.
	await first.kill9();
	const restarted = await startServer({ db });
	expect(await account(restarted.url, key)).toBe(200);
	// While it runs, it is the file's one server in turn.
	const third = await serveExpectingRefusal(db, await freePort(), 10_000);
	expect(third.code).toBe(1);
	expect(third.stderr).toContain(`pid ${restarted.pid}`);
	// A graceful stop gives the lock back as well; the lock file stays, holding nothing.
	await restarted.stop();
	const again = await startServer({ db });
	expect(await account(again.url, key)).toBe(200);
	expect(existsSync(`${db}-server.lock`)).toBe(true);
	await again.stop();
});
