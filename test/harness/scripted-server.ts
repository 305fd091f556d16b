/**
 * A throwaway HTTP server for transport cases the reference server cannot produce on demand
 * (dropped connections, HTTP-date Retry-After, non-JSON gateway pages). Every request is recorded;
 * each answer comes from the test's handler.
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
	method: string;
	url: string;
	headers: IncomingHttpHeaders;
	body: string;
}

export type ScriptedHandler = (
	request: RecordedRequest,
	response: ServerResponse,
	index: number,
) => void;

export interface ScriptedServer {
	url: string;
	requests: RecordedRequest[];
	close(): Promise<void>;
}

export async function startScriptedServer(handler: ScriptedHandler): Promise<ScriptedServer> {
	const requests: RecordedRequest[] = [];
	const server = createServer((req, res) => {
		const chunks: Buffer[] = [];
		req.on('data', (chunk: Buffer) => chunks.push(chunk));
		req.on('end', () => {
			const recorded: RecordedRequest = {
				method: req.method ?? '',
				url: req.url ?? '',
				headers: req.headers,
				body: Buffer.concat(chunks).toString('utf8'),
			};
			requests.push(recorded);
			handler(recorded, res, requests.length - 1);
		});
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const { port } = server.address() as AddressInfo;
	return {
		url: `http://127.0.0.1:${port}`,
		requests,
		close: async () => {
			server.closeAllConnections();
			await new Promise<void>((resolve) => server.close(() => resolve()));
		},
	};
}

export function sendJson(
	res: ServerResponse,
	status: number,
	body: unknown,
	headers: Record<string, string> = {},
) {
	const problem = status >= 400;
	res.writeHead(status, {
		'Content-Type': problem ? 'application/problem+json' : 'application/json',
		...headers,
	});
	res.end(JSON.stringify(body));
}
