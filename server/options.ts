/**
 * The `serve` options as one table. A row's key is the ServerOptions property and, in kebab case,
 * the flag (`rateLimitRead` → `--rate-limit-read`); the row gives how a value is read and checked,
 * the default, an environment variable that stands in for the flag, and the help line. The
 * command line's parsing, `serve --help`, the defaults startServer applies and the ServerOptions
 * type all come from here, so a new option is one row.
 */
import { parseAllowedHosts } from './http/host';
import { RENDER_THREADS_RULE, defaultRenderThreads } from './render/png';
import { LOG_FORMATS, LOG_LEVELS } from './logging';
import { DEFAULT_POOL_SIZE } from './store';

/** A command line the server refuses: said as `error: <message>` on stderr, exit code 2. */
export class UsageError extends Error {}

/** What the command line gave for a flag: a string, `true` for a switch, undefined when absent. */
type Raw = string | boolean | undefined;

interface Row<T> {
	/** What the value is called in the help (`N`, `HOST`); a row without one is a switch. */
	arg?: string;
	/** Reads the command line's value (never undefined); throws UsageError when it is refused. */
	read: (raw: string | boolean, flag: string) => T;
	/** Used when the option is absent, by the command line and by startServer alike. */
	default?: T;
	/** The command line's own default where it differs from startServer's (e.g. logs on). */
	cliDefault?: () => T;
	/** The default as the help says it, when not the value itself. */
	shownDefault?: () => string;
	/** Read (unchecked, as platforms hand it over) when the flag is absent and it is set. */
	env?: string;
	/** One help paragraph; `{default}` marks where the default goes, else it is added at the end. */
	help: string;
	/** A command-line switch with no ServerOptions property. */
	cliOnly?: true;
}

function whole(min: number, max: number): Pick<Row<number>, 'arg' | 'read'> {
	return {
		arg: 'N',
		read: (raw, flag) => {
			const n = Number(raw);
			if (typeof raw !== 'string' || !/^\d+$/.test(raw) || n < min || n > max)
				throw new UsageError(
					`--${flag} must be a whole number from ${min} to ${max}, got '${String(raw)}'`,
				);
			return n;
		},
	};
}

function oneOf<T extends string>(allowed: readonly T[]): Pick<Row<T>, 'read'> {
	return {
		read: (raw, flag) => {
			if (!allowed.includes(raw as T))
				throw new UsageError(
					`--${flag} must be one of ${allowed.join(', ')}, got '${String(raw)}'`,
				);
			return raw as T;
		},
	};
}

function text(
	arg: string,
	check?: (value: string, flag: string) => void,
): Pick<Row<string>, 'arg' | 'read'> {
	return {
		arg,
		read: (raw, flag) => {
			const value = String(raw);
			check?.(value, flag);
			return value;
		},
	};
}

const SWITCH: Pick<Row<boolean>, 'read'> = { read: (raw) => raw === true };

export const SERVE_OPTIONS = {
	port: {
		...whole(0, 65535),
		default: 8765,
		help: 'Port to listen on (default {default}; 0 picks a free one)',
	},
	host: { ...text('HOST'), default: '127.0.0.1', help: 'Address to listen on' },
	db: {
		...text('PATH|URL', (value, flag) => {
			if (value === '') throw new UsageError(`--${flag} must not be empty`);
		}),
		default: './data/design-generator.sqlite',
		env: 'DATABASE_URL',
		help: "SQLite database file (default {default}; ':memory:' for a throwaway one), or a postgres://user:pass@host:port/db URL (default: $DATABASE_URL if set)",
	},
	dbPoolSize: {
		...whole(1, 1000),
		default: DEFAULT_POOL_SIZE,
		help: 'PostgreSQL connections per instance',
	},
	publicUrl: {
		...text('URL', (value, flag) => {
			if (!/^https?:\/\/[^\s/]+(\/\S*)?$/.test(value))
				throw new UsageError(`--${flag} must be an http(s) URL, got '${value}'`);
		}),
		help: "Base of absolute URLs in responses (default: the request's scheme and Host)",
	},
	demo: {
		...SWITCH,
		cliOnly: true,
		help: 'Create a demo Business account if absent and print a new API key (the previous one is revoked)',
	},
	rateLimitGenerate: {
		...whole(1, 1_000_000),
		default: 60,
		help: 'Generate requests per key per minute',
	},
	rateLimitRead: {
		...whole(1, 1_000_000),
		default: 600,
		help: 'Other requests per key per minute',
	},
	generationLatencyMs: {
		...whole(0, 3_600_000),
		default: 0,
		help: "Answer generate with 202 'pending' and finish N ms later",
	},
	collectionConcurrency: {
		...whole(1, 1000),
		default: 50,
		help: "Collection designs this instance has in flight at once, from start until done (each instance of a PostgreSQL database its own). The default, a whole collection's 50, starts every design of a collection together, so with --generation-latency-ms it takes about one latency, like as many generate requests sent at once",
	},
	responseDelayMs: {
		...whole(0, 600_000),
		default: 0,
		help: "Hold every API response N ms before sending it, without blocking other requests: a remote service's latency, for benchmarks",
	},
	logLevel: {
		arg: 'LEVEL',
		...oneOf(LOG_LEVELS),
		default: 'silent',
		cliDefault: () => 'info',
		help: `${LOG_LEVELS.join(' | ')} (default {default}: startup, one line per request, failures, shutdown; health checks at debug). Logs go to stdout; no key, secret or signature is written`,
	},
	logFormat: {
		arg: 'FORMAT',
		...oneOf(LOG_FORMATS),
		default: 'json',
		cliDefault: () => (process.stdout.isTTY ? 'pretty' : 'json'),
		shownDefault: () => 'pretty in a terminal, json otherwise',
		help: 'pretty (one readable line) or json (one JSON object a line): {default}',
	},
	log: {
		...SWITCH,
		cliOnly: true,
		help: 'Same as --log-level info (kept for older scripts)',
	},
	shutdownTimeoutMs: {
		...whole(0, 600_000),
		default: 5000,
		help: 'On SIGTERM or Ctrl-C, requests under way get N ms to finish before their connections are cut; then the database closes',
	},
	rateLimitPublic: {
		...whole(1, 1_000_000),
		default: 300,
		help: 'Anonymous marketplace and error pages and images per client address per minute',
	},
	requestTimeoutMs: {
		...whole(100, 600_000),
		default: 10_000,
		help: "A request's headers and body must arrive within N ms, else 408 and the connection closes",
	},
	headersTimeoutMs: {
		...whole(100, 600_000),
		default: 5000,
		help: "A request's whole header block must arrive within N ms of the connection (or of the request's first byte on a kept-alive one), else 408 and the connection closes; at most --request-timeout-ms",
	},
	maxConnections: {
		...whole(1, 1_000_000),
		default: 1024,
		help: 'Open connections at most; more are closed at once',
	},
	maxConnectionsPerAddress: {
		...whole(1, 1_000_000),
		default: 256,
		help: "Open connections from one client address at most (IPv6: one /64); more are closed at once, so one client cannot take every connection. Counted on the socket's address: behind a reverse proxy every client shares the proxy's, so raise it to the proxy's connection pool",
	},
	allowedHosts: {
		arg: 'LIST',
		read: (raw: string | boolean): string[] => {
			const list = String(raw);
			if (!parseAllowedHosts(list))
				throw new UsageError(
					`--allowed-hosts must be a comma-separated list of host names with optional ports (e.g. 'api.example.com,*.example.com:8443'), got '${list}'`,
				);
			return list.split(',').map((entry) => entry.trim());
		},
		help: 'Comma-separated Host values to answer (name, name:port, *.example.com); others get 421. Set this or --public-url when the server is public',
	},
	webhookRetryBaseMs: {
		...whole(1, 3_600_000),
		default: 1000,
		help: "Wait before a failed webhook delivery's first retry; each later retry waits twice as long, 8 tries in all",
	},
	webhookAllowPrivate: {
		...SWITCH,
		default: false,
		help: 'Let webhook endpoint URLs (and deliveries) reach hosts that are not public: loopback, private, link-local, CGNAT, metadata. Off by default (422 invalid_webhook_url); for a server that delivers to an n8n on its own machine',
	},
	webhookDenyPrivate: {
		...SWITCH,
		default: false,
		help: 'Accepted for older scripts and changes nothing: refusing hosts that are not public is the default (see --webhook-allow-private)',
	},
	maxDesignsPerAccount: {
		...whole(1, 100_000_000),
		shownDefault: () => 'by plan: business 100000, enterprise 1000000',
		help: 'Existing (not deleted) designs an account may hold, for every plan; a generate, variations, edit or collection request past it is refused with 403 design_quota_exceeded',
	},
	renderThreads: {
		...whole(1, 64),
		shownDefault: () => `${defaultRenderThreads()} here: ${RENDER_THREADS_RULE}`,
		help: 'PNG render threads',
	},
	pdfRenderThreads: {
		...whole(1, 64),
		shownDefault: () => `${defaultRenderThreads()} here: ${RENDER_THREADS_RULE}`,
		help: 'Tech pack PDF render threads',
	},
	pdfCacheMb: {
		...whole(0, 65_536),
		default: 32,
		help: 'MiB of tech pack PDFs kept once rendered, so one asked for again is not rendered again (0 keeps none)',
	},
} satisfies Record<string, Row<unknown>>;

type Rows = typeof SERVE_OPTIONS;
type Key = keyof Rows;
type ValueOf<R> = R extends { read: (...args: never[]) => infer T } ? T : never;
type OptionKey = { [K in Key]: Rows[K] extends { cliOnly: true } ? never : K }[Key];
type DefaultedKey = {
	[K in OptionKey]: Rows[K] extends { default: unknown } ? K : never;
}[OptionKey];

/** The options the table defines, each optional. */
export type TableOptions = { [K in OptionKey]?: ValueOf<Rows[K]> };
/** The same with every default applied. */
export type ResolvedTableOptions = TableOptions & { [K in DefaultedKey]: ValueOf<Rows[K]> };

const ROWS = SERVE_OPTIONS as Record<Key, Row<unknown>>;
const KEYS = Object.keys(SERVE_OPTIONS) as Key[];

/** `rateLimitRead` → `rate-limit-read`. */
export function flagOf(key: Key): string {
	return key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** The defaults startServer applies. */
export const DEFAULTS = Object.fromEntries(
	KEYS.filter((key) => ROWS[key].default !== undefined).map((key) => [key, ROWS[key].default]),
) as { [K in DefaultedKey]: ValueOf<Rows[K]> };

/** Fills in every default the table has (what startServer runs with). */
export function withDefaults<T extends TableOptions>(options: T): T & ResolvedTableOptions {
	const resolved: Record<string, unknown> = { ...options };
	for (const key of KEYS) {
		if (resolved[key] === undefined && ROWS[key].default !== undefined)
			resolved[key] = ROWS[key].default;
	}
	return resolved as T & ResolvedTableOptions;
}

/** node:util parseArgs's description of the flags. */
export function parseArgsOptions(): Record<string, { type: 'string' | 'boolean' }> {
	return Object.fromEntries(
		KEYS.map((key) => [flagOf(key), { type: ROWS[key].arg ? 'string' : 'boolean' }]),
	) as Record<string, { type: 'string' | 'boolean' }>;
}

/**
 * One option's value from the command line: the flag's, else its environment variable's, else
 * the command line's default.
 */
export function readOption<K extends Key>(key: K, raw: Raw): ValueOf<Rows[K]> | undefined {
	const row = ROWS[key];
	if (raw !== undefined) return row.read(raw, flagOf(key)) as ValueOf<Rows[K]>;
	const fromEnv = row.env ? process.env[row.env] : undefined;
	if (fromEnv) return fromEnv as ValueOf<Rows[K]>;
	return (row.cliDefault ? row.cliDefault() : row.default) as ValueOf<Rows[K]> | undefined;
}

/** Every table option from parseArgs's values, defaults applied. */
export function readOptions(values: Record<string, Raw>): ResolvedTableOptions {
	const options: Record<string, unknown> = {};
	for (const key of KEYS) {
		if (ROWS[key].cliOnly) continue;
		const value = readOption(key, values[flagOf(key)]);
		if (value !== undefined) options[key] = value;
	}
	return options as ResolvedTableOptions;
}

const COLUMN = 30;
const WIDTH = 100;

function wrap(text: string, width: number): string[] {
	const lines: string[] = [];
	let line = '';
	for (const word of text.split(' ')) {
		if (line && line.length + 1 + word.length > width) {
			lines.push(line);
			line = word;
		} else line = line ? `${line} ${word}` : word;
	}
	return [...lines, line];
}

/** The options part of `serve --help`: one paragraph a row, in the table's order. */
export function optionsHelp(): string {
	const lines: string[] = [];
	for (const key of KEYS) {
		const row = ROWS[key];
		// A switch is off unless given; its help says what turning it on does.
		const shown = row.arg
			? (row.shownDefault?.() ?? (row.cliDefault ? row.cliDefault() : row.default))
			: undefined;
		let help = row.help;
		if (help.includes('{default}')) help = help.replace('{default}', String(shown));
		else if (shown !== undefined) help += ` (default ${String(shown)})`;
		const head = `  --${flagOf(key)}${row.arg ? ` ${row.arg}` : ''}`;
		const [first, ...rest] = wrap(help, WIDTH - COLUMN);
		lines.push(
			head.length < COLUMN - 1
				? head.padEnd(COLUMN) + first
				: `${head}\n${' '.repeat(COLUMN)}${first}`,
			...rest.map((l) => ' '.repeat(COLUMN) + l),
		);
	}
	lines.push('  -h, --help'.padEnd(COLUMN) + 'Show this help');
	return lines.join('\n');
}
