/** Direct calls to the reference server, for a test to set up or check what the node did. */
import type { ApiPrefix, TestService } from '../harness/reference-server';

export interface ApiAnswer<T = Record<string, unknown>> {
	status: number;
	body: T;
}

export function serviceApi(service: TestService, prefix: ApiPrefix = '/v1', key = service.key) {
	const call = async <T>(method: string, path: string, body?: unknown): Promise<ApiAnswer<T>> => {
		const response = await fetch(`${service.url}${prefix}${path}`, {
			method,
			headers: {
				Authorization: `Bearer ${key}`,
				...(body !== undefined && { 'Content-Type': 'application/json' }),
			},
			body: body === undefined ? undefined : JSON.stringify(body),
		});
		return { status: response.status, body: (await response.json()) as T };
	};
	return {
		get: <T = Record<string, unknown>>(path: string) => call<T>('GET', path),
		post: <T = Record<string, unknown>>(path: string, body: unknown) => call<T>('POST', path, body),
		delete: <T = Record<string, unknown>>(path: string) => call<T>('DELETE', path),
		/** A finished design (the test service generates at once). */
		async design(prompt = 'navy striped oversized hoodie', style = 'streetwear') {
			const { status, body } = await call<{ id: string; title: string; status: string }>(
				'POST',
				'/generate',
				{ prompt, style },
			);
			if (status !== 201) throw new Error(`generate answered ${status}: ${JSON.stringify(body)}`);
			return body;
		},
	};
}
