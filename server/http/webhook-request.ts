/**
 * One webhook delivery attempt over HTTP: the signed POST, bounded in time and in what is read
 * back. node:http/https directly, one connection per attempt (`agent: false`): nothing is pooled
 * between receivers, so a slow one holds only its own sockets.
 */
import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { isPrivateAddress, publicOnlyLookup } from './private-address';

/** What is read of a receiver's response body before the connection is dropped. */
const MAX_RESPONSE_BYTES = 64 * 1024;
const MAX_ERROR_LENGTH = 500;

/**
 * `Design-Signature` (docs/contract.md "Webhook endpoints"): `t=<unix seconds>,v1=<hex HMAC-SHA256>` of
 * `"<t>.<raw body>"`, keyed with the secret exactly as the client got it (`whsec_` included).
 */
export function signatureHeader(secret: string, timestamp: number, body: Buffer): string {
	const mac = createHmac('sha256', Buffer.from(secret, 'utf8'))
		.update(`${timestamp}.`)
		.update(body)
		.digest('hex');
	return `t=${timestamp},v1=${mac}`;
}

export type AttemptResult =
	{ delivered: true; status: number } | { delivered: false; status: number | null; error: string };

export interface Attempt {
	result: Promise<AttemptResult>;
	/** Drops the request at once (the server is stopping); `result` then says it was abandoned. */
	abort(): void;
}

export interface AttemptOptions {
	/** The whole attempt, connection included, until the status line and headers arrive. */
	timeoutMs: number;
	/** Refuse addresses that are not public, also the ones a name resolves to now. */
	denyPrivate: boolean;
}

/**
 * POSTs `body` to `url`. Starts the request synchronously (DNS and connect follow), so a caller
 * that must start it at a precise point (inside a claim) can. Any 2xx answer within the time is
 * delivered; anything else (status, timeout, refused, DNS error) is not, with a reason.
 */
export function postWebhook(
	url: string,
	body: Buffer,
	headers: Record<string, string>,
	options: AttemptOptions,
): Attempt {
	let settle!: (result: AttemptResult) => void;
	const result = new Promise<AttemptResult>((resolve) => {
		let done = false;
		settle = (r) => {
			if (done) return;
			done = true;
			resolve(r);
		};
	});
	const fail = (error: string, status: number | null = null) =>
		settle({ delivered: false, status, error: error.slice(0, MAX_ERROR_LENGTH) });

	let target: URL;
	try {
		target = new URL(url);
	} catch {
		fail(`'${url}' is not a valid URL`);
		return { result, abort: () => undefined };
	}
	// An IP literal is connected to without a lookup, so it is checked here.
	const literal = target.hostname.replace(/^\[(.*)\]$/, '$1');
	if (options.denyPrivate && isIP(literal) && isPrivateAddress(literal)) {
		fail(`${literal} is not a public address (--webhook-allow-private permits it)`);
		return { result, abort: () => undefined };
	}

	const transport = target.protocol === 'https:' ? https : http;
	let request: http.ClientRequest;
	try {
		request = transport.request(target, {
			method: 'POST',
			headers: { ...headers, 'Content-Length': String(body.length) },
			agent: false,
			...(options.denyPrivate ? { lookup: publicOnlyLookup } : {}),
		});
	} catch (error) {
		fail(describe(error));
		return { result, abort: () => undefined };
	}
	const timer = setTimeout(() => {
		fail(`no response within ${options.timeoutMs / 1000} s`);
		request.destroy();
	}, options.timeoutMs);
	request.once('close', () => clearTimeout(timer));
	request.on('error', (error) => fail(describe(error)));
	request.once('response', (response) => {
		const status = response.statusCode ?? 0;
		if (status >= 200 && status < 300) settle({ delivered: true, status });
		else fail(`HTTP ${status}`, status);
		// The body is not needed: read a little (so a small answer ends cleanly), then drop it.
		let received = 0;
		response.on('data', (chunk: Buffer) => {
			received += chunk.length;
			if (received > MAX_RESPONSE_BYTES) request.destroy();
		});
		response.on('error', () => undefined);
	});
	request.end(body);
	return {
		result,
		abort: () => {
			fail('abandoned: the server stopped');
			request.destroy();
		},
	};
}

function describe(error: unknown): string {
	const { code, message } = error as NodeJS.ErrnoException;
	if (typeof message === 'string' && message) return message;
	return typeof code === 'string' ? code : String(error);
}
