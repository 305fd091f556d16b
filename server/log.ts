import type { FastifyBaseLogger } from 'fastify';

/**
 * What the services log through: the server's logger or one of its children. Apart from
 * logging.ts (pino, redaction, the request line) so that a service imports no server wiring.
 */
export type Log = Pick<FastifyBaseLogger, 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'child'>;

/** A logger that drops everything: services built without a server (tests, the CLI's key commands). */
export const SILENT_LOG: Log = {
	trace: () => undefined,
	debug: () => undefined,
	info: () => undefined,
	warn: () => undefined,
	error: () => undefined,
	child: () => SILENT_LOG as FastifyBaseLogger,
};
