/**
 * The server remembers the API keys it has checked (services/key-service.ts) and must still refuse
 * a key revoked, or an account moved to a plan without API access, by another process at once:
 * on SQLite the command line's commit changes `PRAGMA data_version`; on PostgreSQL a trigger
 * notifies every instance at commit. Here the "other process" is a second store on the database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { KeyService } from '../../server/services/key-service';
import { openStore } from '../../server/store';
import type { DesignStore } from '../../server/store/types';
import { freshDb } from '../harness/test-store';
import { eventually } from './helpers';

const tmp = mkdtempSync(join(tmpdir(), 'dg-key-cache-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

test('keys are looked up once, and a change by another process applies at the next check', async () => {
	const db = await freshDb(join(tmp, 'keys.sqlite'));
	const server: DesignStore = await openStore(db);
	const other: DesignStore = await openStore(db);
	try {
		const keys = new KeyService(server);
		const elsewhere = new KeyService(other);
		const { key } = await elsewhere.create('acme', 'business');
		const lookups = jest.spyOn(server, 'findActiveKey');

		// Once the store can tell changes (on PostgreSQL: once it listens), a checked key is remembered.
		await eventually(async () => server.keysVersion?.());
		expect((await keys.authenticate(key))?.plan).toBe('business');
		const after = lookups.mock.calls.length;
		for (let i = 0; i < 5; i++) expect((await keys.authenticate(key))?.plan).toBe('business');
		expect(lookups.mock.calls.length).toBe(after);

		await other.ensureAccount('acme', 'pro', Date.now());
		await eventually(async () =>
			(await keys.authenticate(key))?.plan === 'pro' ? true : undefined,
		);

		await elsewhere.revoke(key);
		await eventually(async () => ((await keys.authenticate(key)) === undefined ? true : undefined));
		expect(await keys.authenticate(key)).toBeUndefined();

		// A key made elsewhere is found at once (unknown keys are never remembered).
		const { key: second } = await elsewhere.create('acme', 'enterprise');
		expect((await keys.authenticate(second))?.plan).toBe('enterprise');
	} finally {
		await other.close();
		await server.close();
	}
});
