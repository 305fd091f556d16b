/**
 * The credential test as n8n's credential dialog runs it (the credential's test request through
 * n8n's RoutingNode), against the reference server.
 */
import { DesignGeneratorApi } from '../../credentials/DesignGeneratorApi.credentials';
import { shutdownN8nCore, testCredential } from '../harness/n8n';
import { PREFIXES, startTestService, type TestService } from '../harness/reference-server';
import { sendJson, startScriptedServer, type ScriptedServer } from '../harness/scripted-server';

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

describe('a 2xx that is not the API', () => {
	let other: ScriptedServer;
	afterEach(async () => await other?.close());

	test.each([
		['a web page', 'text/html', '<!doctype html><html><body>Welcome</body></html>', 'a web page'],
		['an empty body', 'application/json', '', 'an empty body'],
	])('%s fails, saying to check the Base URL and prefix', async (_what, type, body, said) => {
		other = await startScriptedServer((_req, res) => {
			res.writeHead(200, { 'Content-Type': type });
			res.end(body);
		});
		expect(await testCredential({ apiKey: service.key, baseUrl: other.url })).toEqual({
			status: 'Error',
			message: `The address answered with ${said}, not the API: check the Base URL and the API Path Prefix`,
		});
	});

	test('an empty list, bare or in an object, passes', async () => {
		for (const list of [[], { data: [] }]) {
			other = await startScriptedServer((_req, res) => sendJson(res, 200, list));
			expect(await testCredential({ apiKey: service.key, baseUrl: other.url })).toEqual({
				status: 'OK',
				message: 'Connection successful!',
			});
			await other.close();
		}
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
