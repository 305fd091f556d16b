#!/usr/bin/env node
/**
 * The reference server's command line: `serve`, and `keys create|list|revoke` (the "account
 * settings" of the reference server). It only parses arguments and calls the server's modules.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { startFailure, stopOnSignals } from './cli-process';
import { startServer } from './index';
import {
	SERVE_OPTIONS,
	UsageError,
	optionsHelp,
	parseArgsOptions,
	readOption,
	readOptions,
} from './options';
import { KeyService } from './services/key-service';
import { describeUrl, isPostgresUrl, openStore } from './store';
import { PLANS, type Plan } from './store/types';

const PROGRAM = 'npm run --silent server --';

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
${optionsHelp()}`,
	keysCreate: `Usage: ${PROGRAM} keys create --account NAME --plan PLAN [--db PATH|URL]

Create an API key for an account (the account is created, or its plan set, as needed).
The key is printed once, alone on the last line of stdout; only its hash is stored.

Options:
  --account NAME   Account name
  --plan PLAN      ${PLANS.join(' | ')} (API access needs business or enterprise)
  --db PATH|URL    SQLite file or postgres:// URL (default $DATABASE_URL, else ${SERVE_OPTIONS.db.default})
  -h, --help       Show this help`,
	keysList: `Usage: ${PROGRAM} keys list [--db PATH|URL]

List API keys (id, account, plan, key prefix, created, status).

Options:
  --db PATH|URL   SQLite file or postgres:// URL (default $DATABASE_URL, else ${SERVE_OPTIONS.db.default})
  -h, --help      Show this help`,
	keysRevoke: `Usage: ${PROGRAM} keys revoke <key or key id> [--db PATH|URL]

Revoke an API key; it is refused at once, also by a running server on the same database.

Options:
  --db PATH|URL   SQLite file or postgres:// URL (default $DATABASE_URL, else ${SERVE_OPTIONS.db.default})
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

/** --db, else DATABASE_URL (how platforms hand a PostgreSQL URL to an app), else the SQLite default. */
function dbPath(values: Record<string, string | boolean | undefined>): string {
	return readOption('db', values.db) ?? SERVE_OPTIONS.db.default;
}

async function serve(args: string[]): Promise<void> {
	const { values } = parse(args, parseArgsOptions(), 0);
	if (values.help) return console.log(HELP.serve);
	const options = readOptions(values);
	if (values.log && values['log-level'] !== undefined && options.logLevel !== 'info')
		throw new UsageError(
			`--log means --log-level info; drop it to use --log-level ${options.logLevel}`,
		);
	const { db, publicUrl } = options;

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
