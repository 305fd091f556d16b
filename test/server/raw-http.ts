/** Byte-exact HTTP for the server's suites: bodies and headers exactly as sent and received. */
import http from 'node:http';

/** A response read byte for byte; `json` is the body parsed (undefined when it is not JSON). */
export interface RawResponse<T = unknown> {
	status: number;
	headers: http.IncomingHttpHeaders;
	body: Buffer;
	text: string;
	json: T;
}

export function raw<T = unknown>(
	url: string,
	options: {
		method?: string;
		headers?: Record<string, string | number>;
		body?: string | Buffer;
	} = {},
): Promise<RawResponse<T>> {
	return new Promise((resolve, reject) => {
		const req = http.request(
			url,
			{ method: options.method ?? 'GET', headers: options.headers },
			(res) => {
				const chunks: Buffer[] = [];
				res.on('data', (c: Buffer) => chunks.push(c));
				res.on('end', () => {
					const body = Buffer.concat(chunks);
					const text = body.toString('utf8');
					let json: T;
					try {
						json = JSON.parse(text);
					} catch {
						json = undefined as T;
					}
					resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text, json });
				});
				res.on('error', reject);
			},
		);
		req.on('error', reject);
		if (options.body !== undefined) req.write(options.body);
		req.end();
	});
}
