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

	// n8n's tester shows its own wording for a failed request; the Base URL hint explains it.
	test('a wrong key fails as unauthorised', async () => {
		expect(await testCredential(service.credentials(prefix, 'dgk_wrong'))).toEqual({
			status: 'Error',
			message: 'Authorization failed - please check your credentials',
		});
	});

	test('a key below the Business plan fails as forbidden', async () => {
		const starterKey = await service.createKey('starter');
		expect(await testCredential(service.credentials(prefix, starterKey))).toEqual({
			status: 'Error',
			message: 'Forbidden - perhaps check your credentials?',
		});
	});
});

test('a trailing slash on the Base URL and the default prefix work', async () => {
	expect(await testCredential({ apiKey: service.key, baseUrl: `${service.url}//` })).toMatchObject({
		status: 'OK',
	});
});

test('an address that is not the API fails as not found', async () => {
	expect(await testCredential({ ...service.credentials(), apiPrefix: '/v2' })).toEqual({
		status: 'Error',
		message: 'The resource you are requesting could not be found',
	});
});

test('the credential test asks only for what the seed promises: GET /designs', () => {
	const request = new DesignGeneratorApi().test?.request;
	expect(request).toMatchObject({ method: 'GET', url: '/designs' });
	expect(request).not.toHaveProperty('ignoreHttpStatusErrors');
});

test("the Base URL hint says what each of n8n's failed-test messages means", () => {
	const baseUrl = new DesignGeneratorApi().properties.find((p) => p.name === 'baseUrl');
	for (const text of [
		'Authorization failed',
		'Forbidden',
		'could not be found',
		'ECONNREFUSED',
		'ENOTFOUND',
		'ETIMEDOUT',
		'EPROTO',
	])
		expect(baseUrl?.hint).toContain(text);
});
