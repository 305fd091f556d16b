/**
 * The reference server's command line (docs/contract.md "Reference server command line") without a running
 * server: --help, bad arguments, and `keys create|list|revoke` on a database file. Driven exactly
 * as the black-box conformance suite drives it (see cli-harness.ts); `serve` is in cli-serve.test.ts.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cli, cliAsync, lastLine, ROOT, tmp, useCliSandbox, type Run } from './cli-harness';
import { freshDb } from '../harness/test-store';
import { KEY_RE } from './helpers';

useCliSandbox();

describe('--help', () => {
	const cases: [string[], string[]][] = [
		[['--help'], ['serve', 'keys']],
		[
			['serve', '--help'],
			[
				'--port',
				'--host',
				'--db',
				'--public-url',
				'--demo',
				'--rate-limit-generate',
				'--rate-limit-read',
				'--generation-latency-ms',
				'--rate-limit-public',
				'--request-timeout-ms',
				'--max-connections',
				'--allowed-hosts',
				'--webhook-retry-base-ms',
				'--webhook-allow-private',
				'--webhook-deny-private',
				'--response-delay-ms',
				'--render-threads',
				'--pdf-render-threads',
				'--pdf-cache-mb',
			],
		],
		[
			['keys', '--help'],
			['create', 'list', 'revoke'],
		],
		[
			['keys', 'create', '--help'],
			['--account', '--plan', '--db', 'business', 'enterprise', 'free'],
		],
		[['keys', 'list', '--help'], ['--db']],
		[['keys', 'revoke', '--help'], ['--db']],
	];
	const runs = new Map<string, Run>();
	beforeAll(async () => {
		await Promise.all(
			cases.map(async ([args]) => runs.set(JSON.stringify(args), await cliAsync(...args))),
		);
	});

	test.each(cases)('%j → exit 0, usage on stdout', (args, mentions) => {
		const r = runs.get(JSON.stringify(args))!;
		expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 0, stderr: '' });
		expect(r.stdout).toMatch(/usage/i);
		for (const m of mentions) expect(r.stdout).toContain(m);
	});

	test('--help does not start the server or touch the database', () => {
		const db = join(tmp, 'help-only.sqlite');
		const r = cli('serve', '--help', '--db', db);
		expect(r.code).toBe(0);
		expect(existsSync(db)).toBe(false);
	});

	test('npm run --silent server -- --help works from the project root and prints only the help', () => {
		const r = spawnSync('npm', ['run', '--silent', 'server', '--', '--help'], {
			cwd: ROOT,
			encoding: 'utf8',
			timeout: 30_000,
		});
		expect(r.status).toBe(0);
		expect(r.stdout).toMatch(/usage/i);
		expect(r.stdout).not.toMatch(/^> /m); // no npm banner
	});
});

describe('bad arguments → one-line error on stderr, exit code 2', () => {
	// cwd is the temp dir, so even the default --db stays there.
	const cases: string[][] = [
		['frobnicate'],
		['serve', '--bogus'],
		['serve', '--port', 'abc'],
		['serve', '--port', '70000'],
		['serve', '--port', '-1'],
		['serve', '--rate-limit-generate', 'lots'],
		['serve', '--rate-limit-read', '1.5'],
		['serve', '--generation-latency-ms', '-5'],
		['serve', '--db-pool-size', '0'],
		['serve', '--public-url', 'not a url'],
		['serve', '--rate-limit-public', '0'],
		['serve', '--request-timeout-ms', '50'],
		['serve', '--request-timeout-ms', 'soon'],
		['serve', '--max-connections', '0'],
		['serve', '--allowed-hosts', ''],
		['serve', '--allowed-hosts', 'good.example,bad host'],
		['serve', '--allowed-hosts', 'evil.com/<x>'],
		['serve', '--webhook-retry-base-ms', '0'],
		['serve', '--webhook-retry-base-ms', 'soon'],
		['serve', '--webhook-deny-private=yes'],
		['serve', '--response-delay-ms', '-1'],
		['serve', '--response-delay-ms', 'slow'],
		['serve', '--render-threads', '0'],
		['serve', '--render-threads', 'all'],
		['serve', 'extra-positional'],
		['keys'],
		['keys', 'frobnicate'],
		['keys', 'create'],
		['keys', 'create', '--account', 'acme'],
		['keys', 'create', '--plan', 'business'],
		['keys', 'create', '--account', 'acme', '--plan', 'gold'],
		['keys', 'create', '--account', 'acme', '--plan'],
		['keys', 'create', '--account', 'acme', '--plan', 'business', '--bogus'],
		['keys', 'list', '--bogus'],
		['keys', 'list', 'extra'],
		['keys', 'revoke'],
		['keys', 'revoke', 'a', 'b'],
	];
	const runs = new Map<string, Run>();
	beforeAll(async () => {
		await Promise.all(
			cases.map(async (args) => runs.set(JSON.stringify(args), await cliAsync(...args))),
		);
		// Dozens of Node start-ups, a few at a time: on a busy 2-core machine that is more than 30 s.
	}, 120_000);

	test.each(cases.map((c) => [c]))('%j', (args) => {
		const r = runs.get(JSON.stringify(args))!;
		expect(r.code).toBe(2);
		const err = r.stderr.replace(/\n$/, '');
		expect(err.length).toBeGreaterThan(0);
		expect(err).not.toContain('\n');
		expect(err).not.toMatch(/\bat .+:\d+:\d+/); // no stack trace
	});
});

describe('keys', () => {
	test('create prints the key alone on the last stdout line; list shows it without the key; revoke by key', async () => {
		const db = await freshDb(join(tmp, 'keys.sqlite'));
		const r = cli('keys', 'create', '--account', 'acme', '--plan', 'business', '--db', db);
		expect(r.code).toBe(0);
		expect(r.stdout.endsWith('\n')).toBe(true);
		const key = lastLine(r.stdout);
		expect(key).toMatch(KEY_RE);
		expect(r.stdout.split(key).length).toBe(2); // shown once

		// Only a hash is stored: the key is nowhere in the database files.
		for (const file of [db, `${db}-wal`, `${db}-journal`]) {
			if (existsSync(file)) expect(readFileSync(file).includes(Buffer.from(key))).toBe(false);
		}

		const other = lastLine(
			cli('keys', 'create', '--account', 'globex', '--plan', 'free', '--db', db).stdout,
		);
		expect(other).toMatch(KEY_RE);
		expect(other).not.toBe(key);

		const list = cli('keys', 'list', '--db', db);
		expect(list.code).toBe(0);
		expect(list.stdout).toContain('acme');
		expect(list.stdout).toContain('globex');
		expect(list.stdout).toContain('business');
		expect(list.stdout).not.toContain(key);
		expect(list.stdout).not.toContain(other);

		const revoke = cli('keys', 'revoke', key, '--db', db);
		expect(revoke.code).toBe(0);
		const after = cli('keys', 'list', '--db', db);
		expect(after.stdout.split('\n').find((l) => l.includes('acme'))).toMatch(/revoked/i);
		expect(after.stdout.split('\n').find((l) => l.includes('globex'))).not.toMatch(/revoked/i);
	});

	test('revoking an unknown key fails (non-zero exit, message on stderr)', async () => {
		const db = await freshDb(join(tmp, 'keys-unknown.sqlite'));
		cli('keys', 'create', '--account', 'acme', '--plan', 'business', '--db', db);
		const r = cli('keys', 'revoke', 'dgk_' + 'Q'.repeat(43), '--db', db);
		expect(r.code).not.toBe(0);
		expect(r.stderr.trim().length).toBeGreaterThan(0);
		expect(r.stderr).not.toContain('Q'.repeat(43)); // the full key is not echoed
	});
});
