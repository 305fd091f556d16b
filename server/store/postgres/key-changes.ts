import pg from 'pg';

/** The channel the api_keys and accounts triggers notify (migration 8). */
export const KEYS_CHANNEL = 'dg_keys_changed';
const RECONNECT_MS = 1_000;

/**
 * Tells when API keys or plans may have changed in the database, from any instance or the
 * command line: a connection of its own LISTENs to the triggers' notifications, which PostgreSQL
 * sends when the changing transaction commits. `version()` changes with each one, and is
 * undefined while the connection is not listening (not yet, or lost: then every request looks its
 * key up, and a reconnection starts a new version, since what was missed is unknown). Started on
 * first use, so the command line, which never authenticates requests, never opens it.
 */
export function keyChanges(url: string): { version(): string | undefined; close(): Promise<void> } {
	let client: pg.Client | null = null;
	let listening = false;
	let closed = false;
	let epoch = 0;
	let changes = 0;
	let retry: NodeJS.Timeout | undefined;

	const start = () => {
		if (closed || client) return;
		const connection = new pg.Client({ connectionString: url, keepAlive: true });
		client = connection;
		const lost = () => {
			if (client !== connection) return;
			client = null;
			listening = false;
			connection.end().catch(() => undefined);
			if (!closed) retry = setTimeout(start, RECONNECT_MS).unref();
		};
		connection.on('error', lost);
		connection.on('end', lost);
		connection.on('notification', () => changes++);
		connection
			.connect()
			.then(() => connection.query(`LISTEN ${KEYS_CHANNEL}`))
			.then(() => {
				if (client !== connection) return;
				epoch++;
				listening = true;
			})
			.catch(lost);
	};

	return {
		version() {
			if (!client && !retry) start();
			return listening ? `${epoch}:${changes}` : undefined;
		},
		async close() {
			closed = true;
			clearTimeout(retry);
			const connection = client;
			client = null;
			listening = false;
			await connection?.end().catch(() => undefined);
		},
	};
}
