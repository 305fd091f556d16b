/**
 * API errors from the reference server become clear node errors, and with "continue on fail"
 * error items paired with their input item, while the other items go on.
 */
import { NodeApiError } from 'n8n-workflow';

import { DesignGenerator } from '../../nodes/DesignGenerator/DesignGenerator.node';
import { runNode, shutdownN8nCore } from '../harness/n8n';
import { PREFIXES, startTestService, type TestService } from '../harness/reference-server';

let service: TestService;

beforeAll(async () => {
	service = await startTestService();
});

afterAll(async () => {
	await service?.close();
	shutdownN8nCore();
});

const getDesign = (designId: string) => ({ resource: 'design', operation: 'get', designId });

describe.each(PREFIXES)('on the %s prefix', (prefix) => {
	/** A finished design made through the node, for a test that needs one to act on. */
	async function generated(prompt: string) {
		const { items } = await runNode({
			parameters: { resource: 'design', operation: 'generate', prompt, style: 'classic' },
			credentials: service.credentials(prefix),
		});
		return items[0];
	}

	test('401: an unknown key is rejected with a message that points at the credential', async () => {
		const result = await runNode({
			parameters: getDesign('dsn_whatever00000000000000'),
			credentials: service.credentials(prefix, 'dgk_not-a-real-key-0000000000000000000000000000'),
		});
		expect(result.status).toBe('error');
		expect(result.error).toMatchObject({
			name: 'NodeApiError',
			httpCode: '401',
			message: 'The API key was rejected: check the API Key in the Design Generator API credential',
		});
		expect((result.error as { description?: string }).description).toContain(
			'code unauthenticated',
		);
	});

	test('403: a key below the Business plan gets the server detail', async () => {
		const proKey = await service.createKey('pro');
		const result = await runNode({
			parameters: { resource: 'design', operation: 'generate', prompt: 'a coat', style: 'classic' },
			credentials: service.credentials(prefix, proKey),
		});
		expect(result.status).toBe('error');
		expect(result.error).toMatchObject({
			httpCode: '403',
			message: expect.stringContaining('API access requires the Business plan or higher'),
		});
		expect((result.error as { description?: string }).description).toContain(
			'code plan_not_eligible',
		);
	});

	test('404: an unknown design gives the server detail, what to check, and the code', async () => {
		const result = await runNode({
			parameters: getDesign('dsn_doesNotExist0000000000'),
			credentials: service.credentials(prefix),
		});
		expect(result.status).toBe('error');
		expect(result.error).toMatchObject({
			httpCode: '404',
			message: expect.stringContaining('dsn_doesNotExist0000000000'),
			description: expect.stringMatching(
				/^Check the design ID: .*\n\(code design_not_found, request req_\w+, explained at /,
			),
		});
	});

	test('422: an unknown style names the field that is wrong', async () => {
		const result = await runNode({
			parameters: {
				resource: 'design',
				operation: 'generate',
				prompt: 'a coat',
				style: '={{ "gothic-x" }}',
			},
			credentials: service.credentials(prefix),
		});
		expect(result.status).toBe('error');
		expect(result.error).toMatchObject({
			httpCode: '422',
			message: expect.stringContaining('gothic-x'),
		});
		const { message, description = '' } = result.error as { message: string; description?: string };
		// The message names the field and what is wrong; the description says what to do instead.
		expect(message).toMatch(/^Style 'gothic-x' is not one of: minimalist, /);
		expect(description).not.toContain('is not one of');
		expect(description).toMatch(/^Choose a style from the list, or give a style ID or name/);
		expect(description).toMatch(
			/code invalid_style, request req_\w+, explained at http:\/\/[^/]+\/errors\/invalid_style/,
		);
	});

	test('422: an out-of-range price points at price/amount', async () => {
		const design = await generated('a scarf');
		const result = await runNode({
			parameters: {
				resource: 'marketplace',
				operation: 'publish',
				designId: design.json.id as string,
				priceAmount: '={{ -5 }}',
				currency: 'USD',
			},
			credentials: service.credentials(prefix),
		});
		expect(result.status).toBe('error');
		expect(result.error).toMatchObject({
			httpCode: '422',
			message: 'Price.amount must be at least 0.',
		});
		expect((result.error as { description?: string }).description).toMatch(
			/^Correct the value named above.*\n\(code validation_failed, /,
		);
	});

	test('422: Publish with the price left at 0 says the service requires one and how to give it in cents', async () => {
		const design = await generated('a beret');
		const result = await runNode({
			parameters: {
				resource: 'marketplace',
				operation: 'publish',
				designId: design.json.id as string,
			},
			credentials: service.credentials(prefix),
		});
		expect(result.status).toBe('error');
		expect(result.error).toMatchObject({ httpCode: '422', message: 'Price is required.' });
		const description = (result.error as { description?: string }).description;
		expect(description).toMatch(
			/^Price in Cents \(Smallest Currency Unit\) is 0, so the node sent no price, and this service requires one\. Enter the price in cents: 2500 lists the design at 25\.00\./,
		);
		expect(description).not.toContain('Correct the value named above');
		expect(description).toMatch(/\n\(code validation_failed, /);
	});

	test('422: a query parameter that is out of range is named', async () => {
		const result = await runNode({
			parameters: { resource: 'design', operation: 'getAll', returnAll: false, limit: '={{ 0 }}' },
			credentials: service.credentials(prefix),
		});
		expect(result.status).toBe('error');
		expect(result.error).toMatchObject({
			httpCode: '422',
			message: expect.stringMatching(/^Limit /),
		});
		expect((result.error as { description?: string }).description).not.toMatch(/^limit/m);
	});

	test('continue on fail: every failing item becomes an error item, the others go on', async () => {
		const design = await generated('a beret');
		const ids = [design.json.id, 'dsn_missing000000000000000', design.json.id, ' '];
		const result = await runNode({
			parameters: getDesign('={{ $json.id }}'),
			items: ids.map((id) => ({ json: { id } })),
			credentials: service.credentials(prefix),
			continueOnFail: true,
		});
		expect(result.status).toBe('success');
		expect(result.items.map((item) => item.pairedItem)).toEqual([
			{ item: 0 },
			{ item: 1 },
			{ item: 2 },
			{ item: 3 },
		]);
		expect(result.items[0].json.id).toBe(design.json.id);
		expect(result.items[2].json.id).toBe(design.json.id);
		expect(result.items[1].json).toMatchObject({
			error: expect.stringContaining('dsn_missing000000000000000'),
			httpCode: '404',
			code: 'design_not_found',
			requestId: expect.stringMatching(/^req_/),
		});
		expect(result.items[3].json).toMatchObject({ error: 'The parameter "designId" is empty' });
	});

	test('continue on fail with a rejected key gives one error item per input item', async () => {
		const result = await runNode({
			parameters: getDesign('dsn_whatever00000000000000'),
			items: [{ json: {} }, { json: {} }],
			credentials: service.credentials(prefix, 'dgk_wrong'),
			continueOnFail: true,
		});
		expect(result.items).toEqual([
			{
				json: expect.objectContaining({ httpCode: '401', code: 'unauthenticated' }),
				pairedItem: { item: 0 },
			},
			{
				json: expect.objectContaining({ httpCode: '401', code: 'unauthenticated' }),
				pairedItem: { item: 1 },
			},
		]);
	});
});

test('409: publishing a design twice says it is already published', async () => {
	const [design] = (
		await runNode({
			parameters: {
				resource: 'design',
				operation: 'generate',
				prompt: 'a cap',
				style: 'streetwear',
			},
			credentials: service.credentials(),
		})
	).items;
	const publish = {
		resource: 'marketplace',
		operation: 'publish',
		designId: design.json.id as string,
		priceAmount: 1000,
		currency: 'USD',
	};
	expect((await runNode({ parameters: publish, credentials: service.credentials() })).status).toBe(
		'success',
	);
	const second = await runNode({ parameters: publish, credentials: service.credentials() });
	expect(second.status).toBe('error');
	expect(second.error).toMatchObject({
		httpCode: '409',
		description: expect.stringContaining('code already_published'),
	});
});

test('the node throws a real NodeApiError carrying the item index', async () => {
	const execute = jest.spyOn(DesignGenerator.prototype, 'execute');
	try {
		await runNode({
			parameters: getDesign('={{ $json.id }}'),
			items: [{ json: { id: 'dsn_missing000000000000000' } }],
			credentials: service.credentials(),
		});
		const outcome = execute.mock.results[0].value as Promise<unknown>;
		const error = await outcome.then(
			() => undefined,
			(thrown: unknown) => thrown,
		);
		expect(error).toBeInstanceOf(NodeApiError);
		expect((error as NodeApiError).context).toMatchObject({
			itemIndex: 0,
			code: 'design_not_found',
		});
	} finally {
		execute.mockRestore();
	}
});

test('no error panel says the same thing twice: message and description differ', async () => {
	const starter = await service.createKey('starter');
	const cases = [
		{ parameters: getDesign('dsn_x0000000000000000000'), key: 'dgk_wrong' },
		{ parameters: getDesign('dsn_x0000000000000000000'), key: starter },
		{ parameters: getDesign('dsn_x0000000000000000000') },
		{
			parameters: {
				resource: 'design',
				operation: 'generate',
				prompt: 'a coat',
				style: '={{ "gothic-x" }}',
			},
		},
		{ parameters: { resource: 'design', operation: 'getAll', returnAll: false, limit: 0 } },
	];
	for (const { parameters, key } of cases) {
		const { error } = await runNode({ parameters, credentials: service.credentials('/v1', key) });
		const { message, description } = error as { message: string; description: string };
		const gist = message.toLowerCase().replace(/[.\s]+$/, '');
		expect([message, description.toLowerCase().includes(gist)]).toEqual([message, false]);
		expect(description.length).toBeGreaterThan(0);
	}
});
