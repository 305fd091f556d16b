/**
 * The answers given before a request reaches a route, which Node and Fastify would otherwise write
 * in their own bare forms (no problem body, no `X-Request-Id`, no browser protections): a request
 * Node's parser refuses or times out (400, 431, 408), an `Expect` the server cannot meet (417), a
 * CONNECT (400), and a request that arrives while the server is stopping (503). Each is a problem
 * like every other answer of the server.
 */
import type { FastifyInstance } from 'fastify';
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { AppContext } from '../context';
import { ApiError, ERROR_CATALOG } from '../errors';
import { localBaseUrl } from '../http/host';
import { newId } from '../ids';
import type { Log } from '../log';
import { securityHeaders } from './security';

/** Sockets whose request was answered before its body arrived (see registerEarlyAnswers). */
const answeredEarly = new WeakSet<Socket>();

/**
 * Requests Node handed over with an `Expect` it does not know. Node would answer them with a bare
 * 417 itself; with a `checkExpectation` listener it leaves them to the app, which answers here.
 */
const unmetExpectation = new WeakSet<IncomingMessage>();

/**
 * Registered before every other hook that can refuse a request, so a request with an unmet
 * expectation or one that arrives while the server stops is answered first, before its Host,
 * key or body are looked at.
 */
export function registerEarlyAnswers(app: FastifyInstance, ctx: AppContext): void {
	app.server.on('checkExpectation', (request: IncomingMessage, response: ServerResponse) => {
		unmetExpectation.add(request);
		app.server.emit('request', request, response);
	});

	// Only a proxy answers CONNECT; Node would close the connection without a word.
	app.server.on('connect', (_request: IncomingMessage, socket: Socket) =>
		writeProblem(
			socket,
			ctx,
			app.log,
			new ApiError(
				'invalid_request',
				'CONNECT asks for a tunnel, and this server is not a proxy; send the request itself.',
			),
			'CONNECT refused',
		),
	);

	// Fastify's own answer to a request that arrives during close (`return503OnClosing`, turned
	// off in app.ts) is a bare JSON 503.
	let stopping = false;
	app.addHook('preClose', (done) => {
		stopping = true;
		done();
	});

	app.addHook('onRequest', (request, reply, done) => {
		if (unmetExpectation.has(request.raw)) {
			// The client may hold its body back until it hears 100 Continue, which will not come.
			reply.header('Connection', 'close');
			return done(
				new ApiError(
					'expectation_failed',
					'The `Expect` header names an expectation this server cannot meet (only `100-continue` is known); send the request without it.',
				),
			);
		}
		if (stopping) {
			reply.header('Connection', 'close');
			return done(
				new ApiError(
					'service_unavailable',
					'The server is stopping. Retry in a few seconds (another instance, or this one once restarted, will answer).',
					undefined,
					{ 'Retry-After': '2' },
				),
			);
		}
		done();
	});

	// A request answered before its body arrived (a 401, say) has had its response: if the body
	// then times out, the connection is closed without a second, unasked-for response.
	app.addHook('onResponse', (request, _reply, done) => {
		if (!request.raw.complete) answeredEarly.add(request.raw.socket);
		done();
	});
}

/**
 * Requests Node's HTTP parser refuses or times out never reach Fastify: they are answered here,
 * on the socket, as problems too (a well-formed HTTP/1.1 response, then the connection closes).
 */
export function clientErrorHandler(ctx: AppContext) {
	return function (this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket): void {
		const response = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;
		if (
			error.code === 'ECONNRESET' ||
			!socket.writable ||
			response?.headersSent ||
			answeredEarly.has(socket)
		) {
			socket.destroy();
			return;
		}
		const problem =
			error.code === 'HPE_HEADER_OVERFLOW'
				? new ApiError(
						'headers_too_large',
						'The request headers exceed 16 KiB; send fewer or shorter headers.',
					)
				: error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
					? new ApiError(
							'request_timeout',
							'The request did not arrive in time; the connection is closed.',
						)
					: new ApiError(
							'invalid_request',
							error.code === 'HPE_INVALID_METHOD'
								? 'The HTTP method is not one this server knows.'
								: 'The request is not well-formed HTTP/1.1 (check the request line and the header names and values).',
						);
		writeProblem(socket, ctx, this.log, problem, 'malformed request refused', error.code);
	};
}

/** A problem written on the socket itself (no request object exists), then the connection closes. */
function writeProblem(
	socket: Socket,
	ctx: AppContext,
	log: Log,
	problem: ApiError,
	message: string,
	code?: string,
): void {
	if (!socket.writable) {
		socket.destroy();
		return;
	}
	const id = newId('req');
	const base = ctx.options.publicUrl?.replace(/\/+$/, '') ?? localBaseUrl(socket);
	const body = JSON.stringify({
		type: `${base}/errors/${problem.code}`,
		title: ERROR_CATALOG[problem.code].title,
		status: problem.status,
		detail: problem.detail,
		code: problem.code,
		request_id: id,
	});
	const headers = {
		'Content-Type': 'application/problem+json',
		'Content-Length': String(Buffer.byteLength(body)),
		Connection: 'close',
		'X-Request-Id': id,
		...securityHeaders('application/problem+json'),
	};
	log.info({ reqId: id, code: code ?? problem.code }, message);
	socket.end(
		`HTTP/1.1 ${problem.status} ${STATUS_CODES[problem.status]}\r\n${Object.entries(headers)
			.map(([name, value]) => `${name}: ${value}`)
			.join('\r\n')}\r\n\r\n${body}`,
	);
}
