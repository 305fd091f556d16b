/**
 * The server's edge, in process: key- and secret-shaped values masked in log text and URLs, the
 * address a connection is counted under, and the one-server lock of a SQLite file (two servers
 * in one process are refused as two processes are; the key commands' store opens beside it).
 * The black-box attacks are test/attack/findings-{connections,one-writer,early-answers,log-redaction}.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addressGroup } from '../../server/http/connections';
import { startServer } from '../../server/index';
import { redactSecrets, redactUrl } from '../../server/plugins/redact';
import { openStore } from '../../server/store';
import { DatabaseInUseError } from '../../server/store/sqlite/server-lock';
import { TEST_STORE } from '../harness/test-store';

const KEY = `dgk_${'A1b2-C3d4_'.repeat(4)}xyz`;
const SECRET = `whsec_${'Q9w8E7r6T5'.repeat(4)}abc`;

describe('redaction by value', () => {
	test.each([
		[`GET /v1/designs/${KEY} 404`, 'GET /v1/designs/dgk_[REDACTED] 404'],
		[
			`{"url":"/v1/styles?x=${KEY}&y=${SECRET}"}`,
			'{"url":"/v1/styles?x=dgk_[REDACTED]&y=whsec_[REDACTED]"}',
		],
		[`token-${KEY}-end`, 'token-dgk_[REDACTED]'],
		['no key here: dgk and whsec alone, dgk-_ not', 'no key here: dgk and whsec alone, dgk-_ not'],
	])('%s', (text, masked) => expect(redactSecrets(text)).toBe(masked));

	test('URLs: secret-named parameters by name; percent-encoded keys anywhere once decoded', () => {
		const encoded = encodeURIComponent(KEY).replace(/_/g, '%5F');
		expect(redactUrl(`/v1/styles?api_key=plain&x=${encoded}`)).toBe(
			'/v1/styles?api_key=[REDACTED]&x=[REDACTED]',
		);
		expect(redactUrl(`/v1/designs/${encoded}?a=1`)).toBe('/v1/designs/[REDACTED]?a=1');
		// Key-shaped text as sent is left to the log stream; other values stay as they are.
		expect(redactUrl(`/v1/designs/${KEY}?limit=2&q=%41b`)).toBe(
			`/v1/designs/${KEY}?limit=2&q=%41b`,
		);
		expect(redactUrl('/v1/styles?x=%E0%A4%A')).toBe('/v1/styles?x=%E0%A4%A');
	});
});

test.each([
	['127.0.0.2', '127.0.0.2'],
	['::ffff:10.1.2.3', '10.1.2.3'],
	['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
	['2001:db8:1:2::9', '2001:db8:1:2::/64'],
	['2001:DB8:0001:0002:ffff::1', '2001:db8:1:2::/64'],
	['::1', '0:0:0:0::/64'],
	['fe80::1%eth0', 'fe80:0:0:0::/64'],
	['64:ff9b::192.0.2.1', '64:ff9b:0:0::/64'],
])('connections from %s are counted under %s', (address, group) =>
	expect(addressGroup(address)).toBe(group),
);

(TEST_STORE === 'sqlite' ? describe : describe.skip)('one server per SQLite file', () => {
	let dir: string;
	beforeAll(() => (dir = mkdtempSync(join(tmpdir(), 'dg-edge-'))));
	afterAll(() => rmSync(dir, { recursive: true, force: true }));

	test('a second server in the same process is refused; the key commands open the file beside it; after a stop the file is free', async () => {
		const db = join(dir, 'one.sqlite');
		const first = await startServer({ db, port: 0 });
		try {
			const refused = await startServer({ db, port: 0 }).then(
				() => undefined,
				(error: unknown) => error,
			);
			expect(refused).toBeInstanceOf(DatabaseInUseError);
			expect((refused as DatabaseInUseError).holderPid).toBe(process.pid);
			expect((refused as Error).message).toContain(db);
			const keys = await openStore(db);
			await keys.close();
		} finally {
			await first.close();
		}
		const second = await startServer({ db, port: 0 });
		await second.close();
	});

	test(':memory: databases are each their own: no lock', async () => {
		const a = await startServer({ db: ':memory:', port: 0 });
		const b = await startServer({ db: ':memory:', port: 0 });
		await Promise.all([a.close(), b.close()]);
	});
});
