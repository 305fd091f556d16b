/**
 * The `serve` options table: every row is a flag in the help, is read by the command line and
 * gives startServer its default.
 */
import {
	DEFAULTS,
	SERVE_OPTIONS,
	UsageError,
	flagOf,
	optionsHelp,
	parseArgsOptions,
	readOption,
	readOptions,
	withDefaults,
} from '../../server/options';

const KEYS = Object.keys(SERVE_OPTIONS) as (keyof typeof SERVE_OPTIONS)[];

test('every row is a flag of parseArgs and a line of the help', () => {
	const help = optionsHelp();
	const flags = parseArgsOptions();
	for (const key of KEYS) {
		expect(flags).toHaveProperty(flagOf(key));
		expect(help).toMatch(new RegExp(`^  --${flagOf(key)}\\b`, 'm'));
	}
	expect(flagOf('rateLimitGenerate')).toBe('rate-limit-generate');
	expect(flags['webhook-deny-private']).toEqual({ type: 'boolean' });
	expect(flags['webhook-allow-private']).toEqual({ type: 'boolean' });
	expect(flags.port).toEqual({ type: 'string' });
});

test('no help line is wider than 100 columns', () => {
	for (const line of optionsHelp().split('\n')) expect(line.length).toBeLessThanOrEqual(100);
});

test('defaults: the command line and startServer read the same table', () => {
	const cli = readOptions({});
	const api = withDefaults({});
	for (const key of Object.keys(DEFAULTS) as (keyof typeof DEFAULTS)[]) {
		if (key === 'logLevel' || key === 'logFormat' || key === 'db') continue;
		expect(cli[key]).toEqual(DEFAULTS[key]);
		expect(api[key]).toEqual(DEFAULTS[key]);
	}
	expect(api.logLevel).toBe('silent');
	expect(cli.logLevel).toBe('info');
	expect(api).not.toHaveProperty('demo');
	expect(withDefaults({ port: 0 }).port).toBe(0);
});

test('an environment variable stands in for an absent flag', () => {
	const saved = process.env.DATABASE_URL;
	try {
		process.env.DATABASE_URL = 'postgres://u@h/db';
		expect(readOption('db', undefined)).toBe('postgres://u@h/db');
		expect(readOption('db', 'x.sqlite')).toBe('x.sqlite');
		process.env.DATABASE_URL = '';
		expect(readOption('db', undefined)).toBe(DEFAULTS.db);
	} finally {
		if (saved === undefined) delete process.env.DATABASE_URL;
		else process.env.DATABASE_URL = saved;
	}
});

test.each([
	['port', '65536', "--port must be a whole number from 0 to 65535, got '65536'"],
	['logFormat', 'xml', "--log-format must be one of json, pretty, got 'xml'"],
	['db', '', '--db must not be empty'],
] as const)('%s %j → %s', (key, raw, message) => {
	expect(() => readOption(key, raw)).toThrow(UsageError);
	expect(() => readOption(key, raw)).toThrow(message);
});
