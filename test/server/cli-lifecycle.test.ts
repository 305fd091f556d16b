/**
 * `serve` as a process people run: it logs by default, stops gracefully on SIGTERM and
 * Ctrl-C (requests under way finish, the database closes, exit 0), and says in one line what to
 * do when its port is taken or its database path cannot be used. Driven as the black-box suite
 * drives it: `node dist/server/cli.js` in a child process (cli-harness.ts), on both stores.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import {
	children,
	CLI,
	cli,
	lastLine,
	serve,
	tmp,
	useCliSandbox,
	type Served,
} from './cli-harness';
import { freshDb, TEST_STORE } from '../harness/test-store';
import { bearer, client, eventually } from './helpers';

useCliSandbox();

/** Resolves to the exit code once the server's process has ended. */
function exited(s: Served): Promise<number | null> {
	return new Promise((resolve) => {
		if (s.child.exitCode !== null) return resolve(s.child.exitCode);
		s.child.once('exit', (code) => {
			children.delete(s.child);
			resolve(code);
		});
	});
}

/** Waits until the server's output matches (e.g. its log says a request arrived). */
const printed = (s: Served, pattern: RegExp) =>
	eventually(async () => pattern.test(s.output()) || undefined, 10_000, 20);

function newKey(db: string, account: string): string {
	return lastLine(
		cli('keys', 'create', '--account', account, '--plan', 'business', '--db', db).stdout,
	);
}

/** What PostgreSQL still has connected to the database of `url` (0 once the server closed its pool). */
async function pgConnections(url: string): Promise<number> {
	const admin = new pg.Client({ connectionString: process.env.DG_TEST_PG_URL });
	await admin.connect();
	try {
		const { rows } = await admin.query(
			'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
			[new URL(url).pathname.slice(1)],
		);
		return rows[0].n as number;
	} finally {
		await admin.end();
	}
}

describe('logs', () => {
	test('serve logs by default: its start, a JSON line per request with its request id, its stop', async () => {
		const db = await freshDb(join(tmp, 'default-log.sqlite'));
		const s = await serve(['--db', db], { defaultLog: true });
		const res = await client(s.url).get('/v1/styles', { headers: bearer(newKey(db, 'logs')) });
		expect(res.status).toBe(200);
		const id = res.headers['x-request-id'] as string;
		await printed(s, new RegExp(`"reqId":"${id}".*"status":200`));
		const line = s
			.output()
			.split('\n')
			.find((l) => l.includes(`"reqId":"${id}"`));
		expect(JSON.parse(line!)).toMatchObject({ method: 'GET', route: '/v1/styles', status: 200 });
		expect(s.output()).toMatch(/"msg":"started"/);
		const code = exited(s);
		s.child.kill('SIGTERM');
		expect(await code).toBe(0);
		expect(s.output()).toMatch(/"msg":"stopped"/);
	});

	test.each([
		[
			['--log-level', 'loud'],
			/--log-level must be one of trace, debug, info, warn, error, fatal, silent/,
		],
		[['--log', '--log-level', 'debug'], /--log means --log-level info/],
		[['--log-format', 'xml'], /--log-format must be one of json, pretty/],
	])('serve %j → usage error (exit 2)', (args, message) => {
		const r = cli('serve', ...args);
		expect(r.code).toBe(2);
		expect(r.stderr).toMatch(message);
	});
});

describe('graceful stop', () => {
	test('SIGTERM while a request is under way: it completes (201), new connections are refused, the database closes, exit 0', async () => {
		const db = await freshDb(join(tmp, 'graceful.sqlite'));
		const key = newKey(db, 'graceful');
		// trace: the log says when the request has arrived, so the signal comes while it is held.
		const s = await serve(['--db', db, '--response-delay-ms', '1500', '--log-level', 'trace']);
		const http = client(s.url);
		const pending = http.post(
			'/v1/generate',
			{ prompt: 'red linen dress', style: 'minimalist' },
			{ headers: bearer(key) },
		);
		await printed(s, /"msg":"POST \/v1\/generate received"/);
		const code = exited(s);
		s.child.kill('SIGTERM');
		await printed(s, /"msg":"stopping: waiting up to \d+ ms for 1 request\(s\) under way"/);
		// New connections are refused while the held request is still under way (a request that
		// slipped in before the listener closed is answered 503, and the check goes on).
		let answered = false;
		const mark = () => (answered = true);
		void pending.then(mark, mark);
		await eventually(async () => {
			const probe = await http
				.get('/healthz', { timeout: 2000 })
				.catch((e: { code?: string }) => e);
			return (probe as { code?: string }).code === 'ECONNREFUSED' ? true : undefined;
		}, 1000);
		expect(answered).toBe(false);

		const res = await pending;
		expect(res.status).toBe(201);
		expect(await code).toBe(0);
		expect(s.output()).toMatch(/"msg":"stopped"/);
		if (TEST_STORE === 'sqlite') {
			// Closed: the write-ahead log was checkpointed into the database file and removed.
			expect(statSync(`${db}-wal`, { throwIfNoEntry: false })?.size ?? 0).toBe(0);
		} else {
			await eventually(async () => ((await pgConnections(db)) === 0 ? true : undefined), 5000);
		}
		// What the request wrote is there after a restart.
		const again = await serve(['--db', db]);
		try {
			const design = await client(again.url).get(`/v1/designs/${res.data.id}`, {
				headers: bearer(key),
			});
			expect(design.status).toBe(200);
		} finally {
			await again.stop();
		}
	});

	test('Ctrl-C (SIGINT) with a request longer than --shutdown-timeout-ms: its connection is cut, the server still exits 0', async () => {
		const db = await freshDb(join(tmp, 'cut.sqlite'));
		const key = newKey(db, 'cut');
		const s = await serve([
			'--db',
			db,
			'--response-delay-ms',
			'20000',
			'--shutdown-timeout-ms',
			'300',
			'--log-level',
			'trace',
		]);
		const started = Date.now();
		const pending = client(s.url)
			.get('/v1/styles', { headers: bearer(key) })
			.catch((e: { code?: string }) => e);
		await printed(s, /"msg":"GET \/v1\/styles received"/);
		const code = exited(s);
		s.child.kill('SIGINT');
		expect(await code).toBe(0);
		expect(Date.now() - started).toBeLessThan(15_000);
		expect((await pending) as { code?: string }).toHaveProperty('code', 'ECONNRESET');
		expect(s.output()).toMatch(/"level":40,.*cutting their connections/);
	});
});

describe('a port already taken', () => {
	test('one line that names the port and how to choose another; exit 1, no stack', async () => {
		const holder = net.createServer();
		await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
		const port = (holder.address() as net.AddressInfo).port;
		try {
			const r = spawnSync(
				process.execPath,
				[CLI, 'serve', '--port', String(port), '--db', join(tmp, 'port.sqlite')],
				{ cwd: tmp, encoding: 'utf8', timeout: 15_000 },
			);
			expect(r.status).toBe(1);
			expect(r.stderr.trim().split('\n')).toHaveLength(1);
			expect(r.stderr).toMatch(
				new RegExp(`^error: port ${port} on 127\\.0\\.0\\.1 is already in use.*--port N.*--port 0`),
			);
			expect(r.stdout).not.toMatch(/listening/);
		} finally {
			holder.close();
		}
	});
});

/**
 * Paths SQLite cannot use. Root writes anywhere, so as root the server runs without the
 * capabilities that let it ignore file modes (`setpriv`), as any other user would.
 */
(TEST_STORE === 'sqlite' ? describe : describe.skip)('a database path that cannot be used', () => {
	const asUser = (args: string[]) => {
		const root = process.getuid?.() === 0;
		const command = root ? 'setpriv' : process.execPath;
		const argv = root
			? ['--bounding-set=-dac_override,-dac_read_search', process.execPath, CLI, ...args]
			: [CLI, ...args];
		return spawnSync(command, argv, { cwd: tmp, encoding: 'utf8', timeout: 15_000 });
	};

	test.each([
		[
			'its folder is a file',
			() => writeFileSync(join(tmp, 'a-file'), ''),
			'a-file/sub/db.sqlite',
			/a-file is a file, not a folder; choose another --db path$/,
		],
		[
			'it is a folder',
			() => mkdirSync(join(tmp, 'a-folder'), { recursive: true }),
			'a-folder',
			/a-folder is a folder, not a database file: give a file path such as \S+a-folder\/design-generator\.sqlite$/,
		],
		[
			'its folder is not writable',
			() => {
				mkdirSync(join(tmp, 'locked'), { recursive: true });
				chmodSync(join(tmp, 'locked'), 0o555);
			},
			'locked/db.sqlite',
			/the folder \S+\/locked is not writable.*give this user write access to it, or choose another --db path$/,
		],
		[
			'its folder is missing and cannot be created',
			() => {
				mkdirSync(join(tmp, 'locked2'), { recursive: true });
				chmodSync(join(tmp, 'locked2'), 0o555);
			},
			'locked2/new/db.sqlite',
			/the folder \S+\/locked2\/new for the database \S+ does not exist and cannot be created \(permission denied\): create it/,
		],
		[
			'it is not a database',
			() => writeFileSync(join(tmp, 'notes.sqlite'), 'not a database, just some text\n'.repeat(50)),
			'notes.sqlite',
			/\S+\/notes\.sqlite is not a SQLite database .*: move it away, or choose another --db path$/,
		],
	])('%s: one line naming the path and what to do; exit 1', (_case, arrange, path, message) => {
		arrange();
		const r = asUser(['serve', '--port', '0', '--db', path]);
		expect(r.status).toBe(1);
		const lines = r.stderr.trim().split('\n');
		expect(lines).toHaveLength(1);
		expect(lines[0]).toMatch(/^error: cannot open the database: /);
		expect(lines[0]).toMatch(message);
		expect(r.stdout).not.toMatch(/listening/);
	});
});
