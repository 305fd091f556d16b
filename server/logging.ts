import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pino, type Bindings, type ChildLoggerOptions, type Logger } from 'pino';
import type { Log } from './log';
import { prettyStream } from './log-format';
import { LOG_REDACT_PATHS, logSerializers, redactSecrets, redactUrl } from './plugins/redact';

/** pino's levels, most verbose first; `silent` logs nothing. */
export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * `serve`'s level: startup, shutdown, one line per request, and what went wrong (generation and
 * webhook delivery failures, 5xx). Health checks are logged at `debug` only, so a probe every few
 * seconds does not bury the requests a developer made.
 */
export const DEFAULT_LOG_LEVEL: LogLevel = 'info';

/** `json`: one JSON object a line (for log collectors); `pretty`: one readable line (a terminal). */
export const LOG_FORMATS = ['json', 'pretty'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

/** Where log lines go instead of stdout (tests capture them). Each call gets one whole line. */
export interface LogDestination {
	write(line: string): void;
}

/**
 * Fastify's logger options: pino at `level`, JSON lines (or `pretty` ones) on `stream` (see
 * `logStream`), ISO times, and secrets censored by path wherever an object that could carry them
 * is logged (see plugins/redact.ts).
 */
export function loggerOptions(options: { level: LogLevel; stream: LogDestination }) {
	return {
		...sharedOptions(options.level),
		serializers: logSerializers,
		redact: { paths: LOG_REDACT_PATHS, censor: '[REDACTED]' },
		stream: options.stream,
	};
}

/**
 * Where both loggers write: `destination` (stdout when omitted), made readable when `pretty`.
 * Every line, whoever wrote it and whatever it quotes, has its key- and secret-shaped values
 * masked on the way out (redactSecrets): redaction by field name alone misses a key sent under
 * another name or in a path.
 */
export function logStream(options: {
	format?: LogFormat;
	destination?: LogDestination;
}): LogDestination {
	const out = options.destination ?? process.stdout;
	const destination = { write: (line: string) => void out.write(redactSecrets(line)) };
	return options.format === 'pretty' ? prettyStream(destination) : destination;
}

/** What both loggers share: the level, and ISO times. */
function sharedOptions(level: LogLevel) {
	return { level, timestamp: () => `,"time":"${new Date().toISOString()}"` };
}

/**
 * The logger of the request lines: the server's, on the same stream, without its redaction. A
 * request line's fields are built by `requestFields` from values that carry no secret (the URL
 * with its secret parameters replaced, an HMAC of the Idempotency-Key, ids), and pino's
 * redaction of 22 paths cost about 25 µs a line, a sixth of a small request at `info`.
 */
export function requestLineLogger(level: LogLevel, stream: LogDestination): Log {
	return pino(sharedOptions(level), stream);
}

/** HMAC key for idempotency-key fingerprints: new each run, so a fingerprint cannot be looked up. */
const FINGERPRINT_KEY = randomBytes(32);

/**
 * An Idempotency-Key as logged: 12 hex digits of an HMAC under a key drawn at start. Two requests
 * of a run with the same key show the same fingerprint (a retry can be followed), but the value
 * itself is not written: clients often build it from their own data (an order number, an n8n
 * execution id), and a plain hash of such short text could be reversed by guessing.
 */
export function idempotencyFingerprint(key: string): string {
	return createHmac('sha256', FINGERPRINT_KEY).update(key).digest('hex').slice(0, 12);
}

type Level = Exclude<LogLevel, 'silent'>;

/**
 * `request.log`: the pino child carrying the request id, made the first time the request writes a
 * line at a level that is on. pino's `child()` applies the redaction to its bindings, 2–3 µs and a
 * handful of objects a request, for a logger nearly every request never writes to (the request
 * line is written by `requestLineLogger`, with the id as its first field: the same JSON). A route
 * with its own log level gets its child at once.
 */
class RequestLog {
	private made: FastifyBaseLogger | undefined;

	constructor(
		private readonly parent: FastifyBaseLogger,
		private readonly bindings: Bindings,
		private readonly options: ChildLoggerOptions,
	) {
		if (options.level !== undefined) this.made = parent.child(bindings, options);
	}

	private get log(): FastifyBaseLogger {
		return (this.made ??= this.parent.child(this.bindings, this.options));
	}

	get level(): string {
		return this.made?.level ?? this.parent.level;
	}

	set level(level: string) {
		this.log.level = level;
	}

	private write(level: Level, args: unknown[]): void {
		if (!this.made && !(this.parent as Logger).isLevelEnabled(level)) return;
		(this.log[level] as (...line: unknown[]) => void)(...args);
	}

	fatal(...args: unknown[]) {
		this.write('fatal', args);
	}
	error(...args: unknown[]) {
		this.write('error', args);
	}
	warn(...args: unknown[]) {
		this.write('warn', args);
	}
	info(...args: unknown[]) {
		this.write('info', args);
	}
	debug(...args: unknown[]) {
		this.write('debug', args);
	}
	trace(...args: unknown[]) {
		this.write('trace', args);
	}
	silent() {}

	child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
		return this.log.child(bindings, options);
	}
}

/** Fastify's `childLoggerFactory`: a request's logger, made when first written to. */
export function requestLogger(
	logger: FastifyBaseLogger,
	bindings: Bindings,
	options: ChildLoggerOptions,
): FastifyBaseLogger {
	return new RequestLog(logger, bindings, options) as unknown as FastifyBaseLogger;
}

/**
 * One line per request, when its response has been sent (or the client went away): method,
 * redacted URL, the route it matched, status, duration, and who asked (account and key ids, the
 * client address), with the request id every line of the request carries (`reqId`). No header,
 * body or query secret is ever written. 5xx lines are errors; `/healthz` lines are debug.
 * Registered first, so its `onRequest` sees every request before any hook can refuse it.
 */
export function registerRequestLog(app: FastifyInstance, lines: Log): void {
	// At `trace`, also each request as it arrives (a request that never ends shows up here).
	if (app.log.level === 'trace')
		app.addHook('onRequest', (request, _reply, done) => {
			request.log.trace(
				{ method: request.method, url: redactUrl(request.url), ip: request.ip },
				`${request.method} ${redactUrl(request.url)} received`,
			);
			done();
		});
	// The line's fields (a redacted URL, an HMAC of an Idempotency-Key) are built only when its
	// level is written: at `warn` (benchmarks, tests) a request costs the level check alone. The
	// server's level is set once, at start.
	const threshold = LOG_LEVELS.indexOf(app.log.level as LogLevel);
	const written = (level: LogLevel) => LOG_LEVELS.indexOf(level) >= threshold;
	app.addHook('onResponse', (request, reply, done) => {
		const status = reply.statusCode;
		const level =
			status >= 500 ? 'error' : request.routeOptions.url === '/healthz' ? 'debug' : 'info';
		if (written(level)) {
			const ms = Math.round(reply.elapsedTime * 10) / 10;
			const fields = requestFields(request, reply, status, ms);
			lines[level](fields, `${request.method} ${fields.url} ${status} ${ms}ms`);
		}
		done();
	});
	app.addHook('onRequestAbort', (request, done) => {
		if (written('info')) {
			const fields = requestFields(request, undefined, undefined, undefined);
			lines.info(fields, `${request.method} ${fields.url} aborted by the client`);
		}
		done();
	});
}

function requestFields(
	request: FastifyRequest,
	reply: FastifyReply | undefined,
	status: number | undefined,
	ms: number | undefined,
): Record<string, unknown> & { url: string } {
	const idempotencyKey = request.headers['idempotency-key'];
	return {
		// First, where the request's own logger writes it (`request.log`'s binding).
		reqId: request.id,
		method: request.method,
		url: redactUrl(request.url),
		// The route's pattern (`/v1/designs/:id`) groups requests for metrics; absent on a 404.
		route: request.routeOptions.url,
		status,
		ms,
		account: request.auth?.accountId,
		keyId: request.auth?.keyId,
		ip: request.ip,
		idempotencyKey:
			typeof idempotencyKey === 'string' ? idempotencyFingerprint(idempotencyKey) : undefined,
		replayed: reply?.getHeader('idempotent-replayed') === 'true' || undefined,
	};
}
