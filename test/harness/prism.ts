/**
 * DG_TEST_VIA_PRISM=1: the black-box suites reach each server through Stoplight Prism's
 * validating proxy, which checks every response against the server's own /openapi.json; any
 * response violation fails the test that caused it (test/setup-env.ts) and the run
 * (scripts/test-prism.mjs, `npm run test:prism`). docs/api-document.md says why it is built so.
 *
 * The path of one request: suite → gateway → Prism → gateway → server, and back.
 * - Prism ignores the document's `servers` base paths (its FAQ: "base paths are completely
 *   ignored"; its maintainers advise a small reverse proxy in front). The gateway strips the
 *   base path (`/v1`, `/api/v1`) of the server entry the request falls under before Prism sees it.
 * - Prism is not byte-transparent: it re-serialises JSON, reads a PNG as text, rejects bodies it
 *   cannot parse. So Prism only judges the exchange: its upstream is the gateway, which sends the
 *   ORIGINAL request to the server, keeps the server's exact answer, hands that to Prism to
 *   validate, and then gives it, byte for byte, to the suite. A request Prism refuses to forward
 *   (a body that is not JSON, say) goes to the server directly and is counted as not validated.
 * - Prism reports what it found in the `sl-violations` response header; the gateway records it.
 */
import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { setTimeout as delay } from 'node:timers/promises';
import { join } from 'node:path';
import { startPrism, type PrismProcess } from './prism-process';
import { documentRoutes, type DocumentRoutes } from './prism-routes';

export const VIA_PRISM = !!process.env.DG_TEST_VIA_PRISM;

interface Exchange {
	target: string;
	method: string;
	url: string;
	rawHeaders: string[];
	body: Buffer;
	/** The server's answer, once the gateway has passed the request on for Prism. */
	forwarded?: Promise<Reply>;
}

interface Reply {
	status: number;
	statusMessage: string;
	rawHeaders: string[];
	body: Buffer;
}

export interface Violation {
	request: string;
	status: number;
	message: string;
	test: string;
}

/** Pages the document leaves out on purpose: HTML for people, their icon, and the document itself. */
const UNDOCUMENTED = /^\/(marketplace|errors|docs|openapi\.json|favicon\.(svg|ico))(\/|$|\?)/;
const EXCHANGE_HEADER = 'x-dg-prism-exchange';
/** Prism adds milliseconds; one that has not answered after this never will. */
const PRISM_WAIT_MS = 10_000;
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length']);

const exchanges = new Map<string, Exchange>();
let exchangeCounter = 0;
let shared: Promise<{
	prism: PrismProcess;
	routes: DocumentRoutes;
	upstream: http.Server;
	dir: string;
}> | null = null;
const gateways = new Set<http.Server>();
const stats = {
	validated: 0,
	/** Requests answered without Prism, by reason: how many, and the first. */
	unvalidated: {} as Record<string, { count: number; example: string }>,
	requestViolations: 0,
	/** The document's operations (at each server) and those a validated exchange exercised. */
	operations: [] as string[],
	exercised: new Set<string>(),
	/** Each validated operation with the status it answered, as `GET /v1/designs/{id} 404`. */
	answered: new Set<string>(),
};
let pending: Violation[] = [];
const found: Violation[] = [];

/** Puts a Prism-validated gateway in front of the server at `serverUrl`; resolves to its URL. */
export async function viaPrism(
	serverUrl: string,
): Promise<{ url: string; close(): Promise<void> }> {
	shared ??= startShared(serverUrl);
	const { prism, routes } = await shared;
	const gateway = http.createServer((req, res) => {
		// A request the gateway could not complete (the server or Prism went away, as when a suite
		// ends mid-request) is the suite's to notice: its connection closes without an answer.
		void relay(req, res, serverUrl, prism.url, routes).catch(() => res.destroy());
	});
	// An Expect the gateway's own Node server does not know would get Node's bare 417 from it, and
	// Prism's would do the same: such a request goes to the server directly, unvalidated.
	gateway.on('checkExpectation', (req: http.IncomingMessage, res: http.ServerResponse) => {
		void direct(req, res, serverUrl, 'an Expect header that Node answers itself').catch(() =>
			res.destroy(),
		);
	});
	await listen(gateway);
	gateways.add(gateway);
	return {
		url: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`,
		close: () => close(gateway),
	};
}

/** The violations recorded since the last call (checked after every test). */
export function takePrismViolations(): Violation[] {
	const taken = pending;
	pending = [];
	return taken;
}

export function formatViolations(list: Violation[]): string {
	return (
		`Prism found ${list.length} violation(s) of /openapi.json:\n` +
		list.map((v) => `  ${v.request} → ${v.status}: ${v.message}`).join('\n')
	);
}

/** Stops Prism and the gateways of this test file; appends the file's figures to DG_PRISM_REPORT. */
export async function stopPrism(): Promise<void> {
	if (!shared) return;
	const started = await shared.catch(() => null);
	shared = null;
	if (!started) return;
	const { prism, upstream, dir } = started;
	await Promise.all([...gateways].map(close));
	await Promise.all([prism.stop(), close(upstream)]);
	rmSync(dir, { recursive: true, force: true });
	const report = process.env.DG_PRISM_REPORT;
	if (report)
		appendFileSync(
			report,
			JSON.stringify({
				file: expect.getState().testPath,
				...stats,
				exercised: [...stats.exercised],
				answered: [...stats.answered],
				violations: found,
			}) + '\n',
		);
}

async function startShared(serverUrl: string) {
	const document = await fetchDocument(serverUrl);
	const dir = mkdtempSync(join(tmpdir(), 'dg-prism-'));
	const file = join(dir, 'openapi.json');
	writeFileSync(file, JSON.stringify(document));
	// Prism's upstream: this process, which replays each exchange to its server (see above).
	const upstream = http.createServer((req, res) => {
		void replay(req, res).catch(() => res.destroy());
	});
	await listen(upstream);
	const prism = await startPrism(
		file,
		`http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
	);
	const routes = documentRoutes(document);
	stats.operations = routes.operations;
	return { prism, routes, upstream, dir };
}

/** Suite → gateway: sends the request through Prism, then gives the suite the server's answer. */
async function relay(
	req: http.IncomingMessage,
	res: http.ServerResponse,
	target: string,
	prismUrl: string,
	routes: DocumentRoutes,
): Promise<void> {
	const body = await readBody(req);
	const url = req.url ?? '/';
	const request = `${req.method} ${url.split('?')[0]}`;
	const exchange: Exchange = { target, method: req.method!, url, rawHeaders: req.rawHeaders, body };
	const skip = unreadableForPrism(req.headers['content-type'], body);
	const judged = skip ? null : await throughPrism(exchange, req.rawHeaders, prismUrl, routes);
	let answer: Reply | undefined;
	try {
		answer = await exchange.forwarded;
	} catch {
		// The server closed the connection without an answer: so does the gateway.
		res.destroy();
		return;
	}
	if (answer && judged) {
		stats.validated += 1;
		const operation = routes.operation(exchange.method, url);
		if (operation) stats.exercised.add(operation);
		if (operation) stats.answered.add(`${operation} ${answer.status}`);
		judge(request, answer.status, header(judged.rawHeaders, 'sl-violations'), url);
	} else {
		// The suite gave up on the request (a client timeout): nobody is waiting for an answer.
		if (res.destroyed) return;
		// Prism did not pass the request on (it could not read it, or did not answer): the server
		// answers directly, unvalidated, and the run's summary says how often and why.
		const reason =
			skip ??
			(judged
				? `Prism answered ${judged.status} ${problemTitle(judged.body)}`
				: 'Prism did not answer');
		stats.unvalidated[reason] ??= {
			count: 0,
			example: `${request} (${expect.getState().currentTestName})`,
		};
		stats.unvalidated[reason].count += 1;
		answer ??= await send(target, req.method!, url, req.rawHeaders, body);
	}
	res.writeHead(answer.status, answer.statusMessage, answer.rawHeaders);
	res.end(answer.body);
}

/** Suite → server, not through Prism: counted in the summary as not validated, with the reason. */
async function direct(
	req: http.IncomingMessage,
	res: http.ServerResponse,
	target: string,
	reason: string,
): Promise<void> {
	const body = await readBody(req);
	stats.unvalidated[reason] ??= {
		count: 0,
		example: `${req.method} ${(req.url ?? '/').split('?')[0]} (${expect.getState().currentTestName})`,
	};
	stats.unvalidated[reason].count += 1;
	const answer = await send(target, req.method!, req.url ?? '/', req.rawHeaders, body);
	res.writeHead(answer.status, answer.statusMessage, answer.rawHeaders);
	res.end(answer.body);
}

/** Prism's verdict on the exchange (its own answer, carrying `sl-violations`), or null if none came. */
async function throughPrism(
	exchange: Exchange,
	rawHeaders: string[],
	prismUrl: string,
	routes: DocumentRoutes,
): Promise<Reply | null> {
	const id = String(++exchangeCounter);
	exchanges.set(id, exchange);
	const headers = pairs(rawHeaders).filter(
		([name]) => !HOP_BY_HOP.has(name.toLowerCase()) && name.toLowerCase() !== 'host',
	);
	headers.push([EXCHANGE_HEADER, id], ['content-length', String(exchange.body.length)]);
	const path = routes.prismPath(exchange.url);
	try {
		return await Promise.race([
			send(prismUrl, exchange.method, path, headers.flat(), exchange.body).catch(() => null),
			prismGivesUp(exchange),
		]);
	} finally {
		exchanges.delete(id);
	}
}

/**
 * Resolves (null) once Prism has had PRISM_WAIT_MS to pass the request on, or, after it did,
 * PRISM_WAIT_MS beyond the server's answer: a slow server is not a stuck Prism.
 */
async function prismGivesUp(exchange: Exchange): Promise<null> {
	await delay(PRISM_WAIT_MS, undefined, { ref: false });
	if (exchange.forwarded) {
		await exchange.forwarded.catch(() => undefined);
		await delay(PRISM_WAIT_MS, undefined, { ref: false });
	}
	return null;
}

/**
 * Why Prism cannot be given this body, if it cannot: Prism 5 parses a JSON body itself and, when
 * that fails, never answers (the suites send broken JSON on purpose).
 */
function unreadableForPrism(contentType: string | undefined, body: Buffer): string | null {
	if (body.length === 0 || !/^application\/([^;]*\+)?json\s*(;|$)/i.test(contentType ?? ''))
		return null;
	try {
		JSON.parse(body.toString('utf8'));
		return null;
	} catch {
		return 'a JSON body that does not parse (Prism never answers one)';
	}
}

/** Prism → gateway (as Prism's upstream): the original request to the server, its exact answer kept. */
async function replay(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
	req.resume();
	const exchange = exchanges.get(String(req.headers[EXCHANGE_HEADER]));
	if (!exchange) {
		res.writeHead(502).end();
		return;
	}
	exchange.forwarded = send(
		exchange.target,
		exchange.method,
		exchange.url,
		exchange.rawHeaders,
		exchange.body,
	);
	let reply: Reply;
	try {
		reply = await exchange.forwarded;
	} catch {
		res.destroy();
		return;
	}
	const { status, rawHeaders, body } = reply;
	const headers = pairs(rawHeaders).filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase()));
	if (body.length > 0 || req.method === 'HEAD' || status === 304)
		headers.push(['content-length', header(rawHeaders, 'content-length') ?? String(body.length)]);
	res.writeHead(status, headers.flat());
	res.end(body);
}

/** Prism's findings for one exchange: every response violation; request ones only counted. */
function judge(request: string, status: number, header: string | undefined, url: string): void {
	if (!header) return;
	let list: { location: string[]; severity: string; message: string }[];
	try {
		list = JSON.parse(header);
	} catch {
		record({
			request,
			status,
			message: `unreadable sl-violations header: ${header.slice(0, 300)}`,
		});
		return;
	}
	for (const v of list) {
		const where = v.location.join('.');
		if (v.location[0] === 'response')
			record({ request, status, message: `${where}: ${v.message}` });
		else if (v.message === 'Selected route not found') {
			// An error answer on a path the document lacks is the server refusing an unknown route; a
			// success there is an endpoint the document does not describe.
			if (status < 400 && !UNDOCUMENTED.test(url))
				record({ request, status, message: 'route not found in the document' });
		} else stats.requestViolations += 1;
	}
}

function record(v: Omit<Violation, 'test'>): void {
	const violation = { ...v, test: expect.getState().currentTestName ?? '' };
	pending.push(violation);
	found.push(violation);
}

function send(
	base: string,
	method: string,
	path: string,
	rawHeaders: string[],
	body: Buffer,
): Promise<Reply> {
	const url = new URL(path, base);
	// Raw headers are sent as they are: Node adds no Host of its own to them.
	const headers = header(rawHeaders, 'host') ? rawHeaders : ['Host', url.host, ...rawHeaders];
	return new Promise((resolve, reject) => {
		const req = http.request(url, { method, headers, agent: false });
		req.on('response', (res) => {
			readBody(res).then(
				(bytes) =>
					resolve({
						status: res.statusCode!,
						statusMessage: res.statusMessage ?? '',
						rawHeaders: res.rawHeaders,
						body: bytes,
					}),
				reject,
			);
		});
		req.on('error', reject);
		req.end(body.length > 0 ? body : undefined);
	});
}

function readBody(stream: http.IncomingMessage): Promise<Buffer> {
	return new Promise((resolve, reject) => {
		const chunks: Buffer[] = [];
		stream.on('data', (c: Buffer) => chunks.push(c));
		stream.on('end', () => resolve(Buffer.concat(chunks)));
		stream.on('error', reject);
	});
}

async function fetchDocument(serverUrl: string): Promise<Record<string, unknown>> {
	const res = await send(serverUrl, 'GET', '/openapi.json', [], Buffer.alloc(0));
	if (res.status !== 200) throw new Error(`GET /openapi.json answered ${res.status}`);
	return JSON.parse(res.body.toString('utf8'));
}

function pairs(raw: string[]): [string, string][] {
	const out: [string, string][] = [];
	for (let i = 0; i < raw.length; i += 2) out.push([raw[i], raw[i + 1]]);
	return out;
}

function header(raw: string[], name: string): string | undefined {
	return pairs(raw).find(([n]) => n.toLowerCase() === name)?.[1];
}

function problemTitle(body: Buffer): string {
	try {
		return String(JSON.parse(body.toString('utf8')).title);
	} catch {
		return body.toString('utf8').slice(0, 80);
	}
}

function listen(server: http.Server): Promise<void> {
	return new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
}

function close(server: http.Server): Promise<void> {
	gateways.delete(server);
	return new Promise((resolve) => {
		server.close(() => resolve());
		server.closeAllConnections();
	});
}
