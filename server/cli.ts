#!/usr/bin/env node
/**
 * The reference server's command line: `serve`, and `keys create|list|revoke` (the "account
 * settings" of the reference server). It only parses arguments and calls the server's modules.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { parseAllowedHosts } from './http/host';
import { RENDER_THREADS_RULE, defaultRenderThreads } from './render/png';
import { startFailure, stopOnSignals } from './cli-process';
import { DEFAULTS, startServer } from './index';
import {
	DEFAULT_LOG_LEVEL,
	LOG_FORMATS,
	LOG_LEVELS,
	type LogFormat,
	type LogLevel,
} from './logging';
import { KeyService } from './services/key-service';
import { describeUrl, isPostgresUrl, openStore } from './store';
import { PLANS, type Plan } from './store/types';

const PROGRAM = 'npm run --silent server --';

/** A bad command line: one line on stderr, exit code 2. */
class UsageError extends Error {}

const HELP = {
	main: `Design Generator reference server

Usage: ${PROGRAM} <command> [options]

Commands:
  serve          Run the Design Generation Service
  keys create    Create an API key for an account
  keys list      List API keys
  keys revoke    Revoke an API key

Run '${PROGRAM} <command> --help' for a command's options.`,
	serve: `Usage: ${PROGRAM} serve [options]

Run the Design Generation Service (HTTP + JSON under /v1 and /api/v1).

Options:
  --port N                    Port to listen on (default ${DEFAULTS.port}; 0 picks a free one)
  --host HOST                 Address to listen on (default ${DEFAULTS.host})
  --db PATH|URL               SQLite database file (default ${DEFAULTS.db}; ':memory:' for a throwaway one),
                              or a postgres://user:pass@host:port/db URL (default: $DATABASE_URL if set)
  --db-pool-size N            PostgreSQL connections per instance (default ${DEFAULTS.dbPoolSize})
  --public-url URL            Base of absolute URLs in responses (default: the request's scheme and Host)
  --demo                      Create a demo Business account if absent and print a new API key (the previous one is revoked)
  --rate-limit-generate N     Generate requests per key per minute (default ${DEFAULTS.rateLimitGenerate})
  --rate-limit-read N         Other requests per key per minute (default ${DEFAULTS.rateLimitRead})
  --generation-latency-ms N   Answer generate with 202 'pending' and finish N ms later (default 0)
  --response-delay-ms N       Hold every API response N ms before sending it, without blocking
                              other requests: a remote service's latency, for benchmarks (default 0)
  --log-level LEVEL           trace | debug | info | warn | error | fatal | silent (default info:
                              startup, one line per request, failures, shutdown; health checks
                              at debug). Logs go to stdout; no key, secret or signature is written
  --log-format FORMAT         pretty (one readable line; the default in a terminal) or json (one
                              JSON object a line; the default otherwise)
  --log                       Same as --log-level info (kept for older scripts)
  --shutdown-timeout-ms N     On SIGTERM or Ctrl-C, requests under way get N ms to finish before
                              their connections are cut; then the database closes (default ${DEFAULTS.shutdownTimeoutMs})
  --rate-limit-public N       Anonymous marketplace and error pages and images per client address
                              per minute (default ${DEFAULTS.rateLimitPublic})
  --request-timeout-ms N      A request's headers and body must arrive within N ms, else 408 and
                              the connection closes (default ${DEFAULTS.requestTimeoutMs})
  --max-connections N         Open connections at most; more are closed at once (default ${DEFAULTS.maxConnections})
  --allowed-hosts LIST        Comma-separated Host values to answer (name, name:port, *.example.com);
                              others get 421. Set this or --public-url when the server is public
  --webhook-retry-base-ms N   Wait before a failed webhook delivery's first retry; each later retry
                              waits twice as long, 8 tries in all (default ${DEFAULTS.webhookRetryBaseMs})
  --webhook-deny-private      Refuse webhook endpoint URLs (and deliveries) whose host is loopback,
                              private or link-local: 422 invalid_webhook_url (off by default, as
                              the server usually talks to an n8n on the same machine)
  --render-threads N          PNG render threads (default ${defaultRenderThreads()} here: ${RENDER_THREADS_RULE})
  -h, --help                  Show this help`,
	keysCreate: `Usage: ${PROGRAM} keys create --account NAME --plan PLAN [--db PATH|URL]

Create an API key for an account (the account is created, or its plan set, as needed).
The key is printed once, alone on the last line of stdout; only its hash is stored.

Options:
  --account NAME   Account name
  --plan PLAN      ${PLANS.join(' | ')} (API access needs business or enterprise)
  --db PATH|URL    SQLite file or postgres:// URL (default $DATABASE_URL, else ${DEFAULTS.db})
  -h, --help       Show this help`,
	keysList: `Usage: ${PROGRAM} keys list [--db PATH|URL]

List API keys (id, account, plan, key prefix, created, status).

Options:
  --db PATH|URL   SQLite file or postgres:// URL (default $DATABASE_URL, else ${DEFAULTS.db})
  -h, --help      Show this help`,
	keysRevoke: `Usage: ${PROGRAM} keys revoke <key or key id> [--db PATH|URL]

Revoke an API key; it is refused at once, also by a running server on the same database.

Options:
  --db PATH|URL   SQLite file or postgres:// URL (default $DATABASE_URL, else ${DEFAULTS.db})
  -h, --help      Show this help`,
};

type Options = NonNullable<ParseArgsConfig['options']>;
const DB_OPTION: Options = { db: { type: 'string' } };
const HELP_OPTION: Options = { help: { type: 'boolean', short: 'h' } };

function parse(args: string[], options: Options, positionals: number) {
	let parsed;
	try {
		parsed = parseArgs({
			args,
			options: { ...options, ...HELP_OPTION },
			allowPositionals: positionals > 0,
			strict: true,
		});
	} catch (error) {
		throw new UsageError(
			(error as Error).message.split('\n')[0].replace(/\. To specify a positional argument.*$/, ''),
		);
	}
	if (!parsed.values.help && parsed.positionals.length > positionals) {
		throw new UsageError(`unexpected argument '${parsed.positionals[positionals]}'`);
	}
	return parsed as { values: Record<string, string | boolean | undefined>; positionals: string[] };
}

function integer(
	name: string,
	value: string | boolean | undefined,
	fallback: number,
	min: number,
	max: number,
): number {
	if (value === undefined) return fallback;
	const n = Number(value);
	if (typeof value !== 'string' || !/^\d+$/.test(value) || n < min || n > max) {
		throw new UsageError(
			`--${name} must be a whole number from ${min} to ${max}, got '${String(value)}'`,
		);
	}
	return n;
}

function allowedHosts(value: string | boolean | undefined): string[] | undefined {
	if (value === undefined) return undefined;
	const list = String(value);
	if (!parseAllowedHosts(list)) {
		throw new UsageError(
			`--allowed-hosts must be a comma-separated list of host names with optional ports (e.g. 'api.example.com,*.example.com:8443'), got '${list}'`,
		);
	}
	return list.split(',').map((entry) => entry.trim());
}

function oneOf<T extends string>(
	name: string,
	value: string | boolean | undefined,
	allowed: readonly T[],
): T | undefined {
	if (value === undefined) return undefined;
	if (!allowed.includes(value as T))
		throw new UsageError(`--${name} must be one of ${allowed.join(', ')}, got '${String(value)}'`);
	return value as T;
}

/** --log-level, else info (`--log`, the older flag, says the same). */
function logLevel(values: Record<string, string | boolean | undefined>): LogLevel {
	const level = oneOf('log-level', values['log-level'], LOG_LEVELS);
	if (level && values.log && level !== 'info')
		throw new UsageError(`--log means --log-level info; drop it to use --log-level ${level}`);
	return level ?? DEFAULT_LOG_LEVEL;
}

/** Readable lines for a person at a terminal, JSON for everything that reads stdout otherwise. */
function defaultLogFormat(): LogFormat {
	return process.stdout.isTTY ? 'pretty' : 'json';
}

/** --db, else DATABASE_URL (how platforms hand a PostgreSQL URL to an app), else the SQLite default. */
function dbPath(values: Record<string, unknown>): string {
	const db = values.db;
	if (db === '') throw new UsageError('--db must not be empty');
	return (db as string | undefined) ?? (process.env.DATABASE_URL || DEFAULTS.db);
}

async function serve(args: string[]): Promise<void> {
	const { values } = parse(
		args,
		{
			port: { type: 'string' },
			host: { type: 'string' },
			...DB_OPTION,
			'db-pool-size': { type: 'string' },
			'public-url': { type: 'string' },
			demo: { type: 'boolean' },
			'rate-limit-generate': { type: 'string' },
			'rate-limit-read': { type: 'string' },
			'generation-latency-ms': { type: 'string' },
			log: { type: 'boolean' },
			// issue 14: logs and shutdown
			'log-level': { type: 'string' },
			'log-format': { type: 'string' },
			'shutdown-timeout-ms': { type: 'string' },
			// issue 10: transport bounds and Host checks
			'rate-limit-public': { type: 'string' },
			'request-timeout-ms': { type: 'string' },
			'max-connections': { type: 'string' },
			'allowed-hosts': { type: 'string' },
			// issue 12: webhooks
			'webhook-retry-base-ms': { type: 'string' },
			'webhook-deny-private': { type: 'boolean' },
			// issue 13: performance
			'response-delay-ms': { type: 'string' },
			// issue 13: the PNG render pool
			'render-threads': { type: 'string' },
		},
		0,
	);
	if (values.help) return console.log(HELP.serve);
	const publicUrl = values['public-url'] as string | undefined;
	if (publicUrl !== undefined && !/^https?:\/\/[^\s/]+(\/\S*)?$/.test(publicUrl)) {
		throw new UsageError(`--public-url must be an http(s) URL, got '${publicUrl}'`);
	}
	const db = dbPath(values);
	const options = {
		port: integer('port', values.port, DEFAULTS.port, 0, 65535),
		host: (values.host as string | undefined) ?? DEFAULTS.host,
		db,
		dbPoolSize: integer('db-pool-size', values['db-pool-size'], DEFAULTS.dbPoolSize, 1, 1000),
		publicUrl,
		rateLimitGenerate: integer(
			'rate-limit-generate',
			values['rate-limit-generate'],
			DEFAULTS.rateLimitGenerate,
			1,
			1_000_000,
		),
		rateLimitRead: integer(
			'rate-limit-read',
			values['rate-limit-read'],
			DEFAULTS.rateLimitRead,
			1,
			1_000_000,
		),
		generationLatencyMs: integer(
			'generation-latency-ms',
			values['generation-latency-ms'],
			0,
			0,
			3_600_000,
		),
		// issue 14: logs and shutdown
		logLevel: logLevel(values),
		logFormat: oneOf('log-format', values['log-format'], LOG_FORMATS) ?? defaultLogFormat(),
		shutdownTimeoutMs: integer(
			'shutdown-timeout-ms',
			values['shutdown-timeout-ms'],
			DEFAULTS.shutdownTimeoutMs,
			0,
			600_000,
		),
		// issue 10: transport bounds and Host checks
		rateLimitPublic: integer(
			'rate-limit-public',
			values['rate-limit-public'],
			DEFAULTS.rateLimitPublic,
			1,
			1_000_000,
		),
		requestTimeoutMs: integer(
			'request-timeout-ms',
			values['request-timeout-ms'],
			DEFAULTS.requestTimeoutMs,
			100,
			600_000,
		),
		maxConnections: integer(
			'max-connections',
			values['max-connections'],
			DEFAULTS.maxConnections,
			1,
			1_000_000,
		),
		allowedHosts: allowedHosts(values['allowed-hosts']),
		// issue 12: webhooks
		webhookRetryBaseMs: integer(
			'webhook-retry-base-ms',
			values['webhook-retry-base-ms'],
			DEFAULTS.webhookRetryBaseMs,
			1,
			3_600_000,
		),
		webhookDenyPrivate: Boolean(values['webhook-deny-private']),
		// issue 13: performance
		responseDelayMs: integer('response-delay-ms', values['response-delay-ms'], 0, 0, 600_000),
		// issue 13: the PNG render pool
		render: {
			threads: integer('render-threads', values['render-threads'], defaultRenderThreads(), 1, 64),
		},
	};

	let server;
	try {
		server = await startServer(options);
	} catch (error) {
		console.error(`error: ${startFailure(error, options)}`);
		process.exit(1);
	}
	const shown = publicUrl?.replace(/\/+$/, '') ?? server.url;
	console.log(`Design Generator reference server listening on ${server.url}`);
	console.log(`  API:          ${shown}/v1  (also ${shown}/api/v1)`);
	console.log(`  OpenAPI:      ${shown}/openapi.json`);
	console.log(`  Reference:    ${shown}/docs  (interactive, in a browser)`);
	console.log(`  Marketplace:  ${shown}/marketplace`);
	console.log(`  Database:     ${isPostgresUrl(db) ? `PostgreSQL ${describeUrl(db)}` : db}`);
	if (values.demo)
		console.log(
			`Demo API key (account "demo", Business plan): ${await demoKey(new KeyService(server.store))}`,
		);
	stopOnSignals(server);
}

/**
 * A new key for the demo account (created on the Business plan if absent). Only key hashes are
 * stored, so an earlier key cannot be shown again: each start issues a new one and revokes the
 * one before, so a key printed by an earlier start stops working.
 */
async function demoKey(keys: KeyService): Promise<string> {
	const plan = (await keys.findAccount('demo'))?.plan === 'enterprise' ? 'enterprise' : 'business';
	return (await keys.replace('demo', plan)).key;
}

/** Runs a `keys` command on the database, closing it after. */
async function withKeys<T>(db: string, action: (keys: KeyService) => Promise<T>): Promise<T> {
	const store = await openStore(db);
	try {
		return await action(new KeyService(store));
	} finally {
		await store.close();
	}
}

async function keys(args: string[]): Promise<void> {
	const [sub, ...rest] = args;
	switch (sub) {
		case 'create': {
			const { values } = parse(
				rest,
				{ account: { type: 'string' }, plan: { type: 'string' }, ...DB_OPTION },
				0,
			);
			if (values.help) return console.log(HELP.keysCreate);
			const account = (values.account as string | undefined)?.trim();
			const plan = values.plan as string | undefined;
			if (!account) throw new UsageError('--account NAME is required');
			if (account.length > 100) throw new UsageError('--account must be at most 100 characters');
			if (!plan) throw new UsageError(`--plan is required (${PLANS.join(', ')})`);
			if (!PLANS.includes(plan as Plan))
				throw new UsageError(`--plan must be one of ${PLANS.join(', ')}, got '${plan}'`);
			const { key, keyId } = await withKeys(dbPath(values), (keys) =>
				keys.create(account, plan as Plan),
			);
			console.log(
				`Created key ${keyId} for account "${account}" (${plan} plan). It is shown only this once:`,
			);
			console.log(key);
			return;
		}
		case 'list': {
			const { values } = parse(rest, DB_OPTION, 0);
			if (values.help) return console.log(HELP.keysList);
			const rows = await withKeys(dbPath(values), (keys) => keys.list());
			if (rows.length === 0)
				return console.log(
					'No API keys. Create one with: keys create --account NAME --plan business',
				);
			const table = [
				['ID', 'ACCOUNT', 'PLAN', 'KEY', 'CREATED', 'STATUS'],
				...rows.map((k) => [
					k.id,
					k.accountName,
					k.plan,
					`${k.prefix}…`,
					new Date(k.createdAt).toISOString(),
					k.revokedAt ? `revoked ${new Date(k.revokedAt).toISOString()}` : 'active',
				]),
			];
			const widths = table[0].map((_, i) => Math.max(...table.map((row) => row[i].length)));
			for (const row of table)
				console.log(
					row
						.map((cell, i) => cell.padEnd(widths[i]))
						.join('  ')
						.trimEnd(),
				);
			return;
		}
		case 'revoke': {
			const { values, positionals } = parse(rest, DB_OPTION, 1);
			if (values.help) return console.log(HELP.keysRevoke);
			const target = positionals[0];
			if (!target) throw new UsageError('the key or key id to revoke is required');
			const revoked = await withKeys(dbPath(values), (keys) => keys.revoke(target));
			if (!revoked) {
				console.error(
					`error: no API key matches '${target.startsWith('dgk_') ? `${target.slice(0, 10)}…` : target}'`,
				);
				process.exitCode = 1;
				return;
			}
			console.log(`Revoked key ${revoked.id} of account "${revoked.accountName}".`);
			return;
		}
		case undefined:
			throw new UsageError("missing keys command: create, list or revoke (see 'keys --help')");
		case '--help':
		case '-h':
			return console.log(`${HELP.keysCreate}\n\n${HELP.keysList}\n\n${HELP.keysRevoke}`);
		default:
			throw new UsageError(`unknown keys command '${sub}' (use create, list or revoke)`);
	}
}

async function main(argv: string[]): Promise<void> {
	const [command, ...rest] = argv;
	switch (command) {
		case 'serve':
			return serve(rest);
		case 'keys':
			return keys(rest);
		case undefined:
			throw new UsageError("missing command: serve or keys (see '--help')");
		case '--help':
		case '-h':
		case 'help':
			return console.log(HELP.main);
		default:
			throw new UsageError(`unknown command '${command}' (use serve or keys; see --help)`);
	}
}

main(process.argv.slice(2)).catch((error) => {
	if (error instanceof UsageError) {
		console.error(`error: ${error.message}`);
		process.exit(2);
	}
	console.error(`error: ${(error as Error).message.split('\n')[0]}`);
	process.exit(1);
});
