/**
 * The attack suites' HTTP clients: a request helper that keeps status, headers, bytes and timing,
 * a raw socket exchange for what an HTTP library refuses to send, and problem+json checks.
 */
import http from 'node:http';
import net from 'node:net';

export interface Reply {
	status: number;
	headers: http.IncomingHttpHeaders;
	body: Buffer;
	text: string;
	/** The body parsed as JSON, or undefined. */
	json: unknown;
	ms: number;
}

export interface RequestOptions {
	method?: string;
	/** Sent exactly as given (no normalisation, no encoding). */
	path: string;
	headers?: http.OutgoingHttpHeaders;
	/** An object is sent as JSON with `Content-Type: application/json` unless headers set one. */
	body?: string | Buffer | object;
	key?: string;
	agent?: http.Agent;
	localAddress?: string;
	timeoutMs?: number;
}

function parseJson(text: string): unknown {
	try {
		return JSON.parse(text);
	} catch {
		return undefined;
	}
}

/** One HTTP request; rejects only on a socket error or after `timeoutMs` (default 30 s). */
export function request(base: string, options: RequestOptions): Promise<Reply> {
	const { hostname, port } = new URL(base);
	const headers: http.OutgoingHttpHeaders = { ...options.headers };
	if (options.key) headers.authorization ??= `Bearer ${options.key}`;
	let body: string | Buffer | undefined;
	if (
		options.body === undefined ||
		typeof options.body === 'string' ||
		Buffer.isBuffer(options.body)
	)
		body = options.body as string | Buffer | undefined;
	else {
		body = JSON.stringify(options.body);
		headers['content-type'] ??= 'application/json';
	}
	// Explicit, because Node's client sends a GET/HEAD/DELETE/OPTIONS body without Content-Length
	// (the server would read the body as the next request on the connection).
	if (body !== undefined) headers['content-length'] ??= Buffer.byteLength(body);
	const started = performance.now();
	return new Promise((resolve, reject) => {
		const req = http.request(
			{
				hostname,
				port,
				method: options.method ?? 'GET',
				path: options.path,
				headers,
				agent: options.agent ?? false,
				localAddress: options.localAddress,
			},
			(res) => {
				const chunks: Buffer[] = [];
				res.on('data', (chunk: Buffer) => chunks.push(chunk));
				res.on('end', () => {
					const bytes = Buffer.concat(chunks);
					const text = bytes.toString('utf8');
					resolve({
						status: res.statusCode ?? 0,
						headers: res.headers,
						body: bytes,
						text,
						json: parseJson(text),
						ms: performance.now() - started,
					});
				});
				res.on('error', reject);
			},
		);
		req.setTimeout(options.timeoutMs ?? 30_000, () =>
			req.destroy(new Error(`${options.method ?? 'GET'} ${options.path}: no answer in time`)),
		);
		req.on('error', reject);
		req.end(body);
	});
}

/** A keep-alive agent for load: at most `sockets` connections at once. */
export function keepAlive(sockets: number): http.Agent {
	return new http.Agent({ keepAlive: true, maxSockets: sockets, maxFreeSockets: sockets });
}

export interface RawExchange {
	/** Everything the server sent. */
	text: string;
	/** The status of the first response, or 0 when none came. */
	status: number;
	headers: Record<string, string>;
	/** The body of the first response (after the blank line). */
	body: string;
	json: unknown;
	/** True when the server closed the connection within the wait. */
	closed: boolean;
	ms: number;
}

/**
 * Writes bytes on a fresh socket (and `drip` more later) and collects what comes back until the
 * server closes or `waitMs` passes. For requests an HTTP client refuses to send.
 */
export function rawExchange(
	port: number,
	bytes: string | Buffer,
	options: { waitMs?: number; drip?: { bytes: string; everyMs: number } } = {},
): Promise<RawExchange> {
	const waitMs = options.waitMs ?? 5000;
	const started = performance.now();
	return new Promise((resolve) => {
		const socket = net.connect({ host: '127.0.0.1', port });
		const chunks: Buffer[] = [];
		let dripTimer: NodeJS.Timeout | undefined;
		let closed = false;
		const finish = () => {
			clearTimeout(waitTimer);
			clearInterval(dripTimer);
			socket.destroy();
			const text = Buffer.concat(chunks).toString('latin1');
			const [head, ...rest] = text.split('\r\n\r\n');
			const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
			const headers: Record<string, string> = {};
			for (const line of head.split('\r\n').slice(1)) {
				const at = line.indexOf(':');
				if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
			}
			const body = Buffer.from(rest.join('\r\n\r\n'), 'latin1').toString('utf8');
			resolve({
				text,
				status,
				headers,
				body,
				json: parseJson(body),
				closed,
				ms: performance.now() - started,
			});
		};
		const waitTimer = setTimeout(finish, waitMs);
		socket.on('data', (chunk) => chunks.push(chunk));
		socket.on('error', () => undefined);
		socket.on('close', () => {
			closed = true;
			finish();
		});
		socket.write(bytes);
		if (options.drip) {
			const drip = options.drip;
			let sent = 0;
			dripTimer = setInterval(() => {
				if (sent < drip.bytes.length && !socket.destroyed) socket.write(drip.bytes[sent++]);
			}, drip.everyMs);
		}
	});
}

// ---------- problem+json (docs/contract.md "Errors") ----------

/** What is wrong with a reply that should be a problem (empty when it is a good one). */
export function problemViolations(
	reply: { status: number; headers: Record<string, unknown>; json: unknown; text?: string },
	method = 'GET',
): string[] {
	const out: string[] = [];
	const type = String(reply.headers['content-type'] ?? '');
	if (!/^application\/problem\+json/.test(type)) out.push(`content-type '${type}'`);
	if (method === 'HEAD') return out;
	const body = reply.json as Record<string, unknown> | undefined;
	if (!body || typeof body !== 'object')
		return [...out, `body is not JSON: ${reply.text?.slice(0, 120)}`];
	if (typeof body.code !== 'string' || !/^[a-z][a-z0-9_]*$/.test(body.code))
		out.push(`code ${JSON.stringify(body.code)}`);
	if (body.status !== reply.status)
		out.push(`body status ${String(body.status)} ≠ ${reply.status}`);
	if (typeof body.title !== 'string' || typeof body.detail !== 'string')
		out.push('no title/detail');
	if (typeof body.type !== 'string' || !body.type.endsWith(`/errors/${String(body.code)}`))
		out.push(`type ${JSON.stringify(body.type)}`);
	if (typeof body.request_id !== 'string' || body.request_id !== reply.headers['x-request-id'])
		out.push('request_id ≠ X-Request-Id');
	if (/\bat .+:\d+:\d+|node_modules|"stack"|Maximum call stack/.test(JSON.stringify(body)))
		out.push('internals in the body');
	return out;
}

/** Asserts a problem with one of these statuses (and codes, when given). */
export function expectProblem(
	reply: Reply | RawExchange,
	statuses: number[],
	codes?: string[],
): Record<string, unknown> {
	const body = (reply.json ?? {}) as Record<string, unknown>;
	const summary = `${reply.status} ${reply.text.slice(0, 300)}`;
	// On a mismatch the diff shows what was allowed next to what came.
	const allowed = <T>(value: T, options: T[]) =>
		options.includes(value) ? value : `one of ${options.join(', ')}`;
	expect({
		status: reply.status,
		code: body.code,
		problems: problemViolations(reply),
		summary,
	}).toEqual({
		status: allowed(reply.status, statuses),
		code: codes ? allowed(body.code as string, codes) : expect.any(String),
		problems: [],
		summary,
	});
	return body;
}
