import { CURSOR_TABLES } from '../queries';
import type { DesignStore } from '../types';
import { pgAccounts } from './accounts';
import { pgCollections } from './collections';
import { describeUrl, isUnavailable, openPgDatabase } from './database';
import { fillSearchText, pgDesigns } from './designs';
import { pgEvents } from './events';
import { pgIdempotency } from './idempotency';
import { keyChanges } from './key-changes';
import { migrate } from './migrations';
import { pgPublications } from './publications';
import { pgRateLimits } from './rate-limits';
import { pgWebhooks } from './webhooks';

/**
 * Connects a pool to the database, applies pending migrations, and composes the DesignStore from
 * one part per aggregate, all sharing the pool. Rejects with a one-line message when the database
 * cannot be reached or opened.
 */
export async function openPostgresStore(url: string, poolSize?: number): Promise<DesignStore> {
	const db = openPgDatabase(url, poolSize);
	try {
		await migrate(db);
		await fillSearchText(db);
	} catch (error) {
		await db.close();
		const reason = (error as Error).message.split('\n')[0];
		const verb = isUnavailable(error) || isUnavailable((error as Error).cause) ? 'reach' : 'open';
		throw new Error(`cannot ${verb} PostgreSQL at ${describeUrl(url)}: ${reason}`, {
			cause: error,
		});
	}
	const keys = keyChanges(url);
	return {
		...pgAccounts(db),
		keysVersion: () => keys.version(),
		...pgDesigns(db),
		...pgPublications(db),
		...pgEvents(db),
		...pgIdempotency(db),
		...pgRateLimits(db),
		...pgWebhooks(db),
		...pgCollections(db),
		async cursorPosition(kind, accountId, id) {
			const row = await db.row(
				`SELECT seq FROM ${CURSOR_TABLES[kind]} WHERE account_id = ? AND id = ?`,
				[accountId, id],
			);
			return row?.seq as number | undefined;
		},
		async close() {
			await keys.close();
			await db.close();
		},
	};
}
