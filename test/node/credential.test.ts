/**
 * The credential test as n8n's credential dialog runs it (the credential's test request through
 * n8n's RoutingNode), against the reference server.
 */
import { DesignGeneratorApi } from '../../credentials/DesignGeneratorApi.credentials';
import { shutdownN8nCore, testCredential } from '../harness/n8n';
import { PREFIXES, startTestService, type TestService } from '../harness/reference-server';

let service: TestService;

beforeAll(async () => {
	service = await startTestService();
});

afterAll(async () => {
	await service?.close();
	shutdownN8nCore();
});

describe.each(PREFIXES)('on the %s prefix', (prefix) => {
	test('a Business key connects', async () => {
		expect(await testCredential(service.credentials(prefix))).toEqual({
			status: 'OK',
			message: 'Connection successful!',
		});
	});

	test('a wrong key is reported as rejected', async () => {
		const result = await testCredential(service.credentials(prefix, 'dgk_wrong'));
		expect(result.status).toBe('Error');
		expect(result.message).toMatch(/^The API key was rejected/);
	});

	test('a key below the Business plan shows the plan message', async () => {
		const starterKey = await service.createKey('starter');
		expect(await testCredential(service.credentials(prefix, starterKey))).toEqual({
			status: 'Error',
			message: 'API access requires the Business plan or higher',
		});
	});
});

test('a trailing slash on the Base URL and the default prefix work', async () => {
	expect(await testCredential({ apiKey: service.key, baseUrl: `${service.url}//` })).toMatchObject({
		status: 'OK',
	});
});

test('an address that is not the API says to check the Base URL and prefix', async () => {
	const result = await testCredential({ ...service.credentials(), apiPrefix: '/v2' });
	expect(result).toEqual({
		status: 'Error',
		message: expect.stringContaining('check the Base URL and the API Path Prefix'),
	});
});

test('the Base URL hint says what the codes n8n shows for an unanswered test mean', () => {
	const baseUrl = new DesignGeneratorApi().properties.find((p) => p.name === 'baseUrl');
	for (const code of ['ECONNREFUSED', 'ENOTFOUND', 'ETIMEDOUT', 'EPROTO'])
		expect(baseUrl?.hint).toContain(code);
});
