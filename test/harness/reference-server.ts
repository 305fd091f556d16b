/** The in-process reference server for the node's end-to-end tests, with keys made for the test. */
import { startServer, type RunningServer, type ServerOptions } from '../../server';
import { viaPrism, VIA_PRISM } from './prism';
import { freshDb } from './test-store';

export type ApiPrefix = '/v1' | '/api/v1';
export const PREFIXES: ApiPrefix[] = ['/v1', '/api/v1'];

export interface TestService {
	server: RunningServer;
	url: string;
	/** A key of a Business account. */
	key: string;
	/** Credential data for the node: the Business key, this server, the given prefix. */
	credentials(
		prefix?: ApiPrefix,
		key?: string,
	): { apiKey: string; baseUrl: string; apiPrefix: ApiPrefix };
	/** A key of another account on the given plan. */
	createKey(plan: 'free' | 'starter' | 'pro' | 'business' | 'enterprise'): Promise<string>;
	close(): Promise<void>;
}

let accounts = 0;

export async function startTestService(
	options: Omit<ServerOptions, 'db' | 'port' | 'host'> = {},
): Promise<TestService> {
	const server = await startServer({
		port: 0,
		host: '127.0.0.1',
		db: await freshDb(),
		rateLimitGenerate: 100_000,
		rateLimitRead: 100_000,
		// The trigger tests' receivers (n8n's webhook stand-ins) listen on loopback.
		webhookAllowPrivate: true,
		...options,
	});
	// `await`: the server's createKey gives the key, or a promise of it.
	const createKey = async (plan: Parameters<RunningServer['createKey']>[1]) =>
		await server.createKey(`node-test-${++accounts}`, plan);
	const key = await createKey('business');
	// DG_TEST_VIA_PRISM: the node's requests go through Prism's validating proxy (prism.ts).
	const front = VIA_PRISM ? await viaPrism(server.url) : null;
	const url = front?.url ?? server.url;
	return {
		server,
		url,
		key,
		credentials: (prefix = '/v1', apiKey = key) => ({ apiKey, baseUrl: url, apiPrefix: prefix }),
		createKey,
		close: async () => {
			await front?.close();
			await server.close();
		},
	};
}
