// The reference server as the e2e uses it: started on a free port with a database (a SQLite file
// or a postgres:// URL), one business key for the workflows and one revoked key.
import { join } from 'node:path';
import { PROJECT_ROOT, freePort, run } from '../../scripts/n8n/lib.mjs';
import { startReferenceServer } from '../../scripts/n8n/instance.mjs';

/** The reference server CLI on the machine's Node (its native sqlite module is built for it). */
export function serverCli(cliArgs, opts = {}) {
	return run(process.execPath, [join(PROJECT_ROOT, 'dist', 'server', 'cli.js'), ...cliArgs], {
		cwd: PROJECT_ROOT,
		capture: true,
		timeoutMs: 60_000,
		...opts,
	});
}

/** A business key for a new account in `db`, made with the server's `keys create`. */
export async function createKey(db, account) {
	const { stdout } = await serverCli([
		'keys',
		'create',
		'--account',
		account,
		'--plan',
		'business',
		'--db',
		db,
	]);
	const key = stdout.trim().split('\n').pop().trim();
	if (!/^dgk_[A-Za-z0-9_-]{43}$/.test(key))
		throw new Error(`keys create printed no key: ${stdout}`);
	return key;
}

/** Starts the server on `db`; resolves to `{ baseUrl, db, apiKey, revokedKey, stop }`. */
export async function startServerWithKeys(db, { logFile } = {}) {
	const { baseUrl, stop } = await startReferenceServer({ port: await freePort(), db, logFile });
	const apiKey = await createKey(db, 'e2e');
	const revokedKey = await createKey(db, 'e2e-revoked');
	await serverCli(['keys', 'revoke', revokedKey, '--db', db]);
	return { baseUrl, db, apiKey, revokedKey, stop };
}
