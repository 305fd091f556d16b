/**
 * `--log-format pretty` (the default in a terminal): each JSON line pino writes, rewritten as one
 * readable line — time, level, message, then the other fields as `name=value`:
 *
 *   14:03:07.412 INFO  GET /v1/designs 200 3.1ms  route=/v1/designs account=acct_… reqId=req_…
 *
 * Written here rather than with pino-pretty: the server has no runtime dependency of its own
 * beyond Fastify, and this is all a developer at a terminal needs.
 */

const LEVEL_NAMES: Record<number, string> = {
	10: 'TRACE',
	20: 'DEBUG',
	30: 'INFO ',
	40: 'WARN ',
	50: 'ERROR',
	60: 'FATAL',
};

/** Fields every line has (shown first or not at all), and those the message already says. */
const SHOWN_APART = new Set(['time', 'level', 'msg', 'pid', 'hostname', 'err']);
const IN_REQUEST_MESSAGE = new Set(['method', 'url', 'status', 'ms']);

/** One JSON log line as a readable line (ending in a newline); anything else is passed through. */
export function prettyLine(json: string): string {
	let entry: Record<string, unknown>;
	try {
		entry = JSON.parse(json) as Record<string, unknown>;
	} catch {
		return json;
	}
	const time = localTime(entry.time);
	const level = LEVEL_NAMES[entry.level as number] ?? String(entry.level);
	const isRequest = typeof entry.method === 'string' && 'url' in entry;
	const fields = Object.entries(entry)
		.filter(([name, value]) => value !== undefined && !SHOWN_APART.has(name))
		.filter(([name]) => !(isRequest && IN_REQUEST_MESSAGE.has(name)))
		.map(([name, value]) => `${name}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
	let line = `${time} ${level} ${String(entry.msg ?? '')}`;
	if (fields.length) line += `  ${fields.join(' ')}`;
	const err = entry.err as { message?: string; stack?: string } | undefined;
	// An error's stack stays: a line at this level is a bug to find, and the stack is where.
	if (err) line += `\n${err.stack ?? err.message ?? JSON.stringify(err)}`;
	return `${line}\n`;
}

/** `HH:MM:SS.mmm` in the machine's time zone (the JSON lines keep UTC ISO times). */
function localTime(time: unknown): string {
	const at = new Date(typeof time === 'string' || typeof time === 'number' ? time : Date.now());
	const two = (n: number) => String(n).padStart(2, '0');
	return `${two(at.getHours())}:${two(at.getMinutes())}:${two(at.getSeconds())}.${String(at.getMilliseconds()).padStart(3, '0')}`;
}

/** A destination that writes each of pino's JSON lines to `out` as a pretty line. */
export function prettyStream(out: { write(text: string): unknown }): { write(line: string): void } {
	return {
		write(line: string) {
			out.write(prettyLine(line.endsWith('\n') ? line.slice(0, -1) : line));
		},
	};
}
