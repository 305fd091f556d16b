/**
 * The Style dropdown and styles typed by name. A new node's first request for its options comes
 * before n8n attaches the credential (and n8n does not repeat it), so without a credential the
 * dropdown offers the contract's catalog; with one, the service's. A style given by its display
 * name (`Avant Garde`) is sent as its id, so it works against any service that keeps the contract.
 */
import { NodeApiError } from 'n8n-workflow';

import { STYLE_CATALOG } from '../../nodes/DesignGenerator/styles';
import { loadOptions, runNode, shutdownN8nCore } from '../harness/n8n';
import { startTestService, type TestService } from '../harness/reference-server';
import { sendJson, startScriptedServer, type ScriptedServer } from '../harness/scripted-server';
import { STYLE_IDS } from '../server/shapes';

let service: TestService;
let scripted: ScriptedServer | undefined;

beforeAll(async () => {
	service = await startTestService();
});

afterEach(async () => {
	await scripted?.close();
	scripted = undefined;
});

afterAll(async () => {
	await service?.close();
	shutdownN8nCore();
});

/** A service that answers every request with `body` and records what it was asked. */
async function serviceAnswering(body: unknown) {
	scripted = await startScriptedServer((_request, response) => sendJson(response, 200, body));
	return { apiKey: 'dgk_scripted', baseUrl: scripted.url, apiPrefix: '/v1' };
}

describe('the Style dropdown', () => {
	test('without a credential it lists the contract catalog, names and descriptions', async () => {
		const options = await loadOptions('getStyles', undefined);
		expect(options.map((option) => option.value)).toEqual(STYLE_IDS);
		expect(options.find((option) => option.value === 'avant-garde')).toEqual({
			value: 'avant-garde',
			name: 'Avant-garde',
			description: expect.stringMatching(/\w/),
		});
	});

	test("the node's catalog is the service's, word for word", async () => {
		const fromService = await loadOptions('getStyles', service.credentials());
		const builtIn = await loadOptions('getStyles', undefined);
		expect(builtIn).toEqual(fromService);
		expect(STYLE_CATALOG.map((style) => style.id)).toEqual(STYLE_IDS);
	});

	test("with a credential it lists the service's catalog (GET /styles)", async () => {
		const credentials = await serviceAnswering({
			object: 'list',
			data: [{ id: 'cottagecore', name: 'Cottagecore', description: 'A newer style.' }],
		});
		const options = await loadOptions('getStyles', credentials);
		expect(options).toEqual([
			{ value: 'cottagecore', name: 'Cottagecore', description: 'A newer style.' },
		]);
		expect(scripted!.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /v1/styles']);
	});

	test('with a credential whose service is down it says so rather than guessing', async () => {
		await expect(
			loadOptions('getStyles', { ...service.credentials(), baseUrl: 'http://127.0.0.1:1' }),
		).rejects.toBeInstanceOf(NodeApiError);
	});
});

describe('a style given by its display name', () => {
	test.each(['Avant Garde', 'Avant-garde', 'avant_garde', ' AVANT GARDE '])(
		'%j generates an avant-garde design',
		async (style) => {
			const result = await runNode({
				parameters: {
					resource: 'design',
					operation: 'generate',
					prompt: 'a coat',
					style: `={{ ${JSON.stringify(style)} }}`,
				},
				credentials: service.credentials(),
			});
			expect(result.error).toBeUndefined();
			expect(result.items[0].json.style).toBe('avant-garde');
		},
	);

	test('is sent as the id, so a service that knows only ids accepts it', async () => {
		const credentials = await serviceAnswering({
			id: 'dsn_x',
			object: 'design',
			status: 'succeeded',
		});
		await runNode({
			parameters: { resource: 'design', operation: 'generate', prompt: 'a coat', style: 'Y2K' },
			credentials,
		});
		expect(JSON.parse(scripted!.requests[0].body)).toMatchObject({ style: 'y2k' });
	});

	test('filters Get Many by its id', async () => {
		const credentials = await serviceAnswering({ object: 'list', data: [], has_more: false });
		await runNode({
			parameters: {
				resource: 'design',
				operation: 'getAll',
				returnAll: true,
				filters: { style: 'Avant Garde' },
			},
			credentials,
		});
		expect(new URL(scripted!.requests[0].url, 'http://x').searchParams.get('style')).toBe(
			'avant-garde',
		);
	});

	test('a name that is no style is sent as typed, and the service names it', async () => {
		const result = await runNode({
			parameters: {
				resource: 'design',
				operation: 'generate',
				prompt: 'a coat',
				style: '={{ "Gothic X" }}',
			},
			credentials: service.credentials(),
		});
		expect(result.error).toMatchObject({
			httpCode: '422',
			message: expect.stringContaining("'Gothic X'"),
		});
	});

	test('a style that is not text is sent as it is, for the service to refuse', async () => {
		const result = await runNode({
			parameters: {
				resource: 'design',
				operation: 'generate',
				prompt: 'a coat',
				style: '={{ 5 }}',
			},
			credentials: service.credentials(),
		});
		expect(result.error).toMatchObject({ httpCode: '422' });
	});
});
