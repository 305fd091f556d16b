/**
 * Runs one stand-in Design Generation Service (test/standins) as a process:
 *
 *   node dist/scripts/standins/serve.js <name> [--port N] [--designs N] [--latency-ms N]
 *
 * Prints one line of JSON, {"name","url","businessKey","starterKey"}, once listening, then runs
 * until SIGTERM or SIGINT, when it closes and exits 0. `--designs N` seeds N finished designs for
 * the Business account.
 */
import { STANDINS, type StandInName } from '../../test/standins';

const USAGE = `usage: serve.js <${Object.keys(STANDINS).join('|')}> [--port N] [--designs N] [--latency-ms N]`;

function parse(argv: string[]): {
	name: StandInName;
	port: number;
	designs: number;
	latencyMs?: number;
} {
	const [name, ...rest] = argv;
	if (!name || !(name in STANDINS)) throw new Error(USAGE);
	const flags: Record<string, number> = {};
	for (let i = 0; i < rest.length; i += 2) {
		const flag = rest[i];
		const value = rest[i + 1];
		if (!['--port', '--designs', '--latency-ms'].includes(flag) || !/^\d+$/.test(value ?? '')) {
			throw new Error(`bad argument ${flag} ${value ?? ''}\n${USAGE}`);
		}
		flags[flag] = Number(value);
	}
	return {
		name: name as StandInName,
		port: flags['--port'] ?? 0,
		designs: flags['--designs'] ?? 0,
		latencyMs: flags['--latency-ms'],
	};
}

async function main(): Promise<void> {
	const { name, port, designs, latencyMs } = parse(process.argv.slice(2));
	const service = await STANDINS[name].start({ port, latencyMs });
	service.seedDesigns(designs);
	const { url, businessKey, starterKey } = service;
	process.stdout.write(`${JSON.stringify({ name, url, businessKey, starterKey })}\n`);

	let closing = false;
	const stop = () => {
		if (closing) return;
		closing = true;
		void service.close().then(() => process.exit(0));
	};
	process.on('SIGTERM', stop);
	process.on('SIGINT', stop);
}

main().catch((error: Error) => {
	process.stderr.write(`${error.message}\n`);
	process.exit(2);
});
